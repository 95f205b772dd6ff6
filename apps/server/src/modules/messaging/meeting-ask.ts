import { bangkokTime, bangkokWallClock } from '../../lib/bangkok-time.ts';
import type { MeetingAskRepository } from './meeting-ask-repository.ts';
import type { RunPlan } from './runs/plan.ts';

/**
 * When a meeting's "are you coming?" goes out: the day before, at 12:00 Bangkok. Meetings start
 * early in the morning (06:30 is usual), so the morning itself is too late to find a substitute;
 * noon the day before leaves the afternoon and evening for it and for a leave request, and is far
 * from the quiet hours (21:00–08:00) in which a reminder would wait.
 */
export const ASK_HOUR = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

export function meetingAskTime(startsAt: Date): Date {
  const local = bangkokWallClock(startsAt);
  return bangkokTime(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - 1, ASK_HOUR);
}

/**
 * The beat's rider that asks each weekly meeting's members whether they come (issue 37): once its
 * time has come and until it starts (a beat missed while no server ran still asks), one run per
 * meeting, made once across processes by its key. The run fixes its recipients when it goes out,
 * so whoever answered in the app by then is not asked; a meeting cancelled meanwhile asks nobody.
 */
export class MeetingAsk {
  constructor(private readonly repository: MeetingAskRepository) {}

  async tick(now: Date): Promise<number> {
    // A meeting's ask time is at most two days before it starts.
    const coming = await this.repository.comingMeetings(now, new Date(now.getTime() + 2 * DAY_MS));
    let made = 0;
    for (const meeting of coming) {
      const at = meetingAskTime(meeting.startsAt);
      if (at > now) continue;
      const plan: RunPlan = {
        audience: { type: 'meeting_unanswered', eventId: meeting.id },
        content: { type: 'meeting_ask', eventId: meeting.id },
        reminder: true,
      };
      made += await this.repository.queueAsk(meeting.id, { ...plan }, at);
    }
    return made;
  }
}
