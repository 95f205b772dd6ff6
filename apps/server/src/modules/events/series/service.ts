import type { TMeetingSeries, TMeetingSeriesValues, TMeetingSeriesView } from '@chapter/contract/meetings';
import { minutesOfDay } from '@chapter/contract/meetings';
import { apiMessages } from '@chapter/contract/messages';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { changesOf, writeAudit } from '../../../lib/audit.ts';
import { bahtToSatang, satangToBaht } from '../../../lib/money.ts';
import type { AdminEventsRepository } from '../admin/repository.ts';
import { toAdminEvent } from '../admin/service.ts';
import type { MeetingSeriesRepository, MeetingValues, SeriesRow, SeriesValues } from './repository.ts';
import { comingWeeks, meetingTimes, weekAfter, weekOf } from './weeks.ts';

const timeText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function toSeries(row: SeriesRow): TMeetingSeries {
  return {
    id: row.id,
    name: row.name,
    weekday: row.weekday,
    start_time: timeText(row.startMinute),
    end_time: timeText(row.endMinute),
    location_name: row.locationName,
    price: satangToBaht(row.priceSatang),
    visitor_fee: satangToBaht(row.visitorFeeSatang),
    substitute_fee: satangToBaht(row.substituteFeeSatang),
    substitute_pays: row.substitutePays,
    on_time_minutes: row.onTimeMinutes,
    leave_needs_fees_paid: row.leaveNeedsFeesPaid,
    absence_warning: row.absenceWarning,
    absence_limit: row.absenceLimit,
    weeks_ahead: row.weeksAhead,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The series as the audit log shows its changes. */
function auditedFields(series: Omit<SeriesValues, 'updatedAt' | 'updatedBy'>) {
  return {
    name: series.name,
    weekday: series.weekday,
    startMinute: series.startMinute,
    endMinute: series.endMinute,
    locationName: series.locationName ?? '',
    priceSatang: series.priceSatang,
    visitorFeeSatang: series.visitorFeeSatang,
    substituteFeeSatang: series.substituteFeeSatang,
    substitutePays: series.substitutePays ?? false,
    onTimeMinutes: series.onTimeMinutes ?? 10,
    leaveNeedsFeesPaid: series.leaveNeedsFeesPaid ?? true,
    absenceWarning: series.absenceWarning ?? 2,
    absenceLimit: series.absenceLimit ?? 3,
    weeksAhead: series.weeksAhead,
  };
}

/** A week's meeting as the series makes it. */
function meetingOf(series: SeriesRow, week: string): MeetingValues {
  return {
    name: series.name,
    locationName: series.locationName,
    ...meetingTimes(series, week),
    priceSatang: series.priceSatang,
    visitorFeeSatang: series.visitorFeeSatang,
    substituteFeeSatang: series.substituteFeeSatang,
  };
}

/**
 * The chapter's weekly meeting (ADR 53). An admin sets it once; every process's beat keeps its
 * coming meetings in existence, each an ordinary event (registration, prices, reminders, books).
 * Everything runs under the series row's lock, so a save and the beats of several processes take
 * turns, and the unique week index makes a week's meeting once even so.
 */
export class MeetingSeriesService {
  constructor(
    private readonly db: Db,
    private readonly repository: MeetingSeriesRepository,
    private readonly events: AdminEventsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The series and its meetings from last week on, with their registration counts. */
  async view(): Promise<TMeetingSeriesView> {
    const series = await this.repository.find();
    if (!series) return { series: null, meetings: [] };
    const lastWeek = weekAfter(weekOf(this.now()), -1);
    const meetings = await this.repository.meetingsFrom(series.id, lastWeek);
    const counts = await this.events.countsOf(meetings.map((meeting) => meeting.id));
    return {
      series: toSeries(series),
      meetings: meetings.map((meeting) => toAdminEvent(meeting, counts.get(meeting.id))),
    };
  }

  /**
   * Sets the series. Coming meetings nobody has touched take the new values, or go when their week
   * is past the new horizon or their new time has passed; the missing weeks are made at once.
   */
  async save(adminId: number, input: TMeetingSeriesValues, address: string) {
    const now = this.now();
    const values: SeriesValues = {
      name: input.name,
      weekday: input.weekday,
      startMinute: minutesOfDay(input.start_time),
      endMinute: minutesOfDay(input.end_time),
      locationName: input.location_name,
      priceSatang: bahtToSatang(input.price),
      visitorFeeSatang: bahtToSatang(input.visitor_fee),
      substituteFeeSatang: bahtToSatang(input.substitute_fee),
      substitutePays: input.substitute_pays,
      onTimeMinutes: input.on_time_minutes,
      leaveNeedsFeesPaid: input.leave_needs_fees_paid,
      absenceWarning: input.absence_warning,
      absenceLimit: input.absence_limit,
      weeksAhead: input.weeks_ahead,
      updatedAt: now,
      updatedBy: adminId,
    };
    let outcome: { created: number; updated: number; removed: number };
    try {
      outcome = await this.db.transaction(async (tx) => {
        const before = await this.repository.find(tx, true);
        const series = before
          ? await this.repository.update(tx, before.id, values)
          : await this.repository.insert(tx, values);
        const weeks = new Set(comingWeeks(series, now));
        const untouched = await this.repository.untouchedComing(tx, series.id, now);
        const going = untouched.filter((meeting) => !weeks.has(meeting.seriesWeek as string));
        const staying = untouched.filter((meeting) => weeks.has(meeting.seriesWeek as string));
        for (const meeting of staying) {
          await this.repository.updateMeeting(tx, meeting.id, meetingOf(series, meeting.seriesWeek as string));
        }
        const removed = await this.repository.deleteMeetings(
          tx,
          going.map((meeting) => meeting.id),
        );
        const created = await this.makeMissing(tx, series, now);
        await writeAudit(tx, {
          actorId: adminId,
          action: before ? 'meeting_series.update' : 'meeting_series.create',
          subjectType: 'meeting_series',
          subjectId: series.id,
          details: {
            ...(before
              ? { changes: changesOf(auditedFields(before), auditedFields(values)) }
              : { series: auditedFields(values) }),
            meetingsCreated: created.map((meeting) => meeting.id),
            meetingsUpdated: staying.map((meeting) => meeting.id),
            meetingsRemoved: removed,
          },
          ip: address,
        });
        return { created: created.length, updated: staying.length, removed: removed.length };
      });
    } catch (error) {
      // A member registered for a meeting this save was removing (theirs now), or another admin
      // saved the first series at the same moment: nothing was saved, so try again.
      if (isForeignKeyViolation(error) || isUniqueViolation(error, 'meeting_series_one'))
        throw ApiError.detail(409, apiMessages.meetingSeriesRaced);
      throw error;
    }
    return {
      ...(await this.view()),
      detail: apiMessages.meetingSeriesSaved(outcome.created, outcome.updated, outcome.removed),
      ...outcome,
    };
  }

  /**
   * The beat's job: makes the coming weeks' meetings that do not exist yet. A crash before the
   * commit leaves nothing, and the next beat (here or in any process) makes them.
   */
  async tick(now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const series = await this.repository.find(tx, true);
      if (!series) return 0;
      const created = await this.makeMissing(tx, series, now);
      if (created.length > 0) {
        await writeAudit(tx, {
          actorId: null,
          action: 'meeting_series.meetings_made',
          subjectType: 'meeting_series',
          subjectId: series.id,
          details: { meetings: created.map((meeting) => ({ id: meeting.id, week: meeting.seriesWeek })) },
        });
      }
      return created.length;
    });
  }

  private async makeMissing(tx: DbOrTx, series: SeriesRow, now: Date) {
    const weeks = comingWeeks(series, now);
    const existing = await this.repository.meetingsFrom(series.id, weeks[0] ?? weekOf(now), tx);
    const taken = new Set(existing.map((meeting) => meeting.seriesWeek));
    const missing = weeks.filter((week) => !taken.has(week));
    return this.repository.insertMeetings(
      tx,
      series.id,
      missing.map((week) => ({ ...meetingOf(series, week), seriesWeek: week })),
    );
  }
}
