import type { THeadcount } from '@chapter/contract/cash-up';
import type { Db } from '../../db/client.ts';
import { bangkokDate } from '../../lib/bangkok-time.ts';
import { headcountOf } from './headcount-repository.ts';
import { toMeetingRef, weeklyMeeting } from './meeting.ts';
import { findMeeting } from './meeting-repository.ts';

/** How many to tell the venue for a weekly meeting (issue 35). */
export class HeadcountService {
  constructor(private readonly db: Db) {}

  /**
   * Members coming are the active members less those on leave, those who said they will miss it and
   * those who send a substitute (the substitute comes in their place and is counted as one).
   */
  async of(eventId: number): Promise<THeadcount> {
    const meeting = weeklyMeeting(await findMeeting(this.db, eventId));
    // Leave is taken by Bangkok dates: the meeting's is its start's day in Bangkok.
    const counts = await headcountOf(this.db, meeting.id, bangkokDate(meeting.startsAt));
    const membersComing = counts.active - counts.notComing;
    return {
      meeting: toMeetingRef(meeting),
      members: membersComing,
      substitutes: counts.substitutes,
      visitors: counts.visitors,
      total: membersComing + counts.substitutes + counts.visitors,
      on_leave: counts.onLeave,
      will_miss: counts.willMiss,
    };
  }
}
