import { bangkokMonth, bangkokTime, weekdaysOf } from '../lib/bangkok-time.ts';
import { comingWeeks, weekOf } from '../modules/events/series/weeks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const THURSDAY = 4;
const MEETING_PRICE = 45_000;
const VENUE = 'ห้องประชุมชั้น 3 โรงแรมริเวอร์ไซด์ กรุงเทพฯ';

/** The chapter's weekly meeting (ADR 53): Thursdays 06:30–09:00; the beat keeps eight weeks ahead. */
export const DEMO_SERIES = {
  name: 'ประชุมประจำสัปดาห์',
  weekday: THURSDAY,
  startMinute: 6 * 60 + 30,
  endMinute: 9 * 60,
  locationName: VENUE,
  priceSatang: MEETING_PRICE,
  visitorFeeSatang: 65_000,
  substituteFeeSatang: 65_000,
  weeksAhead: 8,
};

export interface PlannedEvent {
  name: string;
  locationName: string;
  startsAt: Date;
  endsAt: Date;
  priceSatang: number;
  earlyBirdPriceSatang: number | null;
  earlyBirdEndsAt: Date | null;
  kind: 'meeting' | 'visitor-day' | 'seminar' | 'party';
}

/**
 * The series' meetings from the start of last month to the end of next month, within the series'
 * horizon (as if the beat had made them week by week; it makes the weeks beyond), and three
 * special events.
 */
export function planEvents(now: Date): PlannedEvent[] {
  const [last, current, next] = [-1, 0, 1].map((delta) => bangkokMonth(now, delta)) as [
    ReturnType<typeof bangkokMonth>,
    ReturnType<typeof bangkokMonth>,
    ReturnType<typeof bangkokMonth>,
  ];
  const coming = new Set(comingWeeks(DEMO_SERIES, now));
  const meetings = [last, current, next]
    .flatMap(({ year, monthIndex }) =>
      weekdaysOf(year, monthIndex, DEMO_SERIES.weekday).map((day) => ({
        name: DEMO_SERIES.name,
        locationName: VENUE,
        startsAt: bangkokTime(year, monthIndex, day, 6, 30),
        endsAt: bangkokTime(year, monthIndex, day, 9, 0),
        priceSatang: MEETING_PRICE,
        earlyBirdPriceSatang: null,
        earlyBirdEndsAt: null,
        kind: 'meeting' as const,
      })),
    )
    .filter((meeting) => meeting.startsAt <= now || coming.has(weekOf(meeting.startsAt)));
  const partyStart = bangkokTime(next.year, next.monthIndex, 20, 18, 0);
  return [
    ...meetings,
    {
      name: 'Visitor Day: เปิดบ้านต้อนรับผู้เยี่ยมชม',
      locationName: VENUE,
      startsAt: bangkokTime(last.year, last.monthIndex, 15, 13, 0),
      endsAt: bangkokTime(last.year, last.monthIndex, 15, 17, 0),
      priceSatang: 50_000,
      earlyBirdPriceSatang: null,
      earlyBirdEndsAt: null,
      kind: 'visitor-day',
    },
    {
      name: 'สัมมนา: การส่งต่อธุรกิจ (Referral) อย่างมืออาชีพ',
      locationName: 'ศูนย์ประชุมแห่งชาติสิริกิติ์ ห้อง 301',
      startsAt: bangkokTime(current.year, current.monthIndex, 25, 18, 0),
      endsAt: bangkokTime(current.year, current.monthIndex, 25, 21, 0),
      priceSatang: 80_000,
      earlyBirdPriceSatang: null,
      earlyBirdEndsAt: null,
      kind: 'seminar',
    },
    {
      name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี',
      locationName: 'ห้องบอลรูม โรงแรมริเวอร์ไซด์ กรุงเทพฯ',
      startsAt: partyStart,
      endsAt: new Date(partyStart.getTime() + 4 * 60 * 60 * 1000),
      priceSatang: 150_000,
      earlyBirdPriceSatang: 120_000,
      // Inside its early-bird window on the day the demo is created.
      earlyBirdEndsAt: new Date(Math.min(now.getTime() + 7 * DAY_MS, partyStart.getTime() - DAY_MS)),
      kind: 'party',
    },
  ];
}
