import type { AppParts } from '../app-parts.ts';
import type { Notices } from '../messaging/notices.ts';
import { AdminEventsRepository } from './admin/repository.ts';
import { AdminEventsService } from './admin/service.ts';
import { ParticipantsRepository } from './participants/repository.ts';
import { ParticipantsService } from './participants/service.ts';
import { EventsRepository } from './repository.ts';
import { MeetingSeriesRepository } from './series/repository.ts';
import { MeetingSeriesService } from './series/service.ts';
import { EventsService } from './service.ts';
import { SubstitutesRepository } from './substitutes/repository.ts';
import { SubstitutesService } from './substitutes/service.ts';

/** Events: members' list and registrations, staff's participant lists, the back office's events. */
export function eventsModule({ db, now }: AppParts, ties: { notices: Notices }) {
  const adminEvents = new AdminEventsRepository(db);
  return {
    events: new EventsService(db, new EventsRepository(db), now),
    participants: new ParticipantsService(db, new ParticipantsRepository(db), now),
    /** A cancellation tells the registered members (messaging's notices). */
    admin: new AdminEventsService(db, adminEvents, ties.notices, now),
    /** The weekly meeting (ADR 53); its `tick` rides the message jobs' beat. */
    series: new MeetingSeriesService(db, new MeetingSeriesRepository(db), adminEvents, now),
    /** Substitutes members send to meetings in their place (ADR 54). */
    substitutes: new SubstitutesService(db, new SubstitutesRepository(db), now),
  };
}
