import type { TVisitMeeting } from '@chapter/contract/visitors';
import { satangToBaht } from '../../lib/money.ts';
import type { EventRow } from './repository.ts';

/** A meeting as invitations and visitors' links show it. */
export function toVisitMeeting(event: EventRow): TVisitMeeting {
  return {
    id: event.id,
    name: event.name,
    event_start_date_time: event.startsAt.toISOString(),
    event_end_date_time: event.endsAt.toISOString(),
    location_name: event.locationName,
    visitor_fee: satangToBaht(event.visitorFeeSatang ?? 0),
  };
}
