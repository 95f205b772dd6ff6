import { bangkokTime, bangkokWallClock } from '../../../lib/bangkok-time.ts';
import type { RuleRow, RulesRepository } from '../rules-repository.ts';
import type { RunPlan } from './plan.ts';
import { outOfQuietHours } from './quiet-hours.ts';

/** A time missed while no server ran is still sent up to a day late; older ones are let go. */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Occurrence {
  /** Unique per rule and time (or event): the run's key, so each firing is made once. */
  key: string;
  at: Date;
  plan: RunPlan;
}

/** The latest weekly time of the rule at or before `now`, in Bangkok. */
export function lastWeekly(rule: { weekday: number; minuteOfDay: number }, now: Date): Date {
  const local = bangkokWallClock(now);
  const back = (local.getUTCDay() - rule.weekday + 7) % 7;
  const at = (days: number) =>
    bangkokTime(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() - days,
      Math.floor(rule.minuteOfDay / 60),
      rule.minuteOfDay % 60,
    );
  const candidate = at(back);
  return candidate.getTime() <= now.getTime() ? candidate : at(back + 7);
}

/** The next weekly time after `now` (for staff to read), moved out of quiet hours. */
export function nextWeekly(rule: { weekday: number; minuteOfDay: number }, now: Date): Date {
  return outOfQuietHours(new Date(lastWeekly(rule, now).getTime() + 7 * DAY_MS));
}

/** When a before-event rule fires for an event: `daysBefore` days before its Bangkok date, at the rule's time. */
export function beforeEventTime(rule: { daysBefore: number; minuteOfDay: number }, startsAt: Date): Date {
  const local = bangkokWallClock(startsAt);
  return bangkokTime(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - rule.daysBefore,
    Math.floor(rule.minuteOfDay / 60),
    rule.minuteOfDay % 60,
  );
}

/**
 * Turns reminder rules into runs (ADR 29). Every process ticks; the run's unique key makes the
 * firing of a rule at a time one run however many processes or ticks see it. A rule never fires
 * for a time before it was made, and a time in quiet hours waits for 08:00.
 */
export class ReminderScheduler {
  constructor(private readonly repository: RulesRepository) {}

  async tick(now: Date): Promise<number> {
    const rules = await this.repository.active();
    let made = 0;
    for (const rule of rules) {
      for (const occurrence of await this.occurrences(rule, now)) {
        made += await this.repository.queueRun(
          rule.id,
          occurrence.key,
          { ...occurrence.plan },
          outOfQuietHours(occurrence.at),
        );
      }
    }
    return made;
  }

  private async occurrences(rule: RuleRow, now: Date): Promise<Occurrence[]> {
    const content = (eventId?: number): RunPlan['content'] =>
      rule.message !== null
        ? { type: 'text', text: rule.message }
        : rule.kind === 'event_published' && eventId !== undefined
          ? { type: 'announcement', eventId }
          : { type: 'reminder' };
    const fresh = (at: Date) => at >= rule.createdAt && at <= now && now.getTime() - at.getTime() <= CATCH_UP_MS;

    if (rule.kind === 'weekly' && rule.weekday !== null && rule.minuteOfDay !== null) {
      const at = lastWeekly({ weekday: rule.weekday, minuteOfDay: rule.minuteOfDay }, now);
      if (!fresh(at)) return [];
      return [
        {
          key: `rule:${rule.id}:${at.toISOString()}`,
          at,
          plan: { audience: { type: 'owing' }, content: content(), reminder: true },
        },
      ];
    }
    if (rule.kind === 'before_event' && rule.daysBefore !== null && rule.minuteOfDay !== null) {
      const { daysBefore, minuteOfDay } = rule;
      // Events starting within the window the rule can fire for now.
      const upcoming = await this.repository.upcomingEvents(now);
      return upcoming
        .map((event) => ({ event, at: beforeEventTime({ daysBefore, minuteOfDay }, event.startsAt) }))
        .filter(({ at }) => fresh(at))
        .map(({ event, at }) => ({
          key: `rule:${rule.id}:event:${event.id}`,
          at,
          plan: { audience: { type: 'event_unpaid', eventId: event.id }, content: content(), reminder: true },
        }));
    }
    if (rule.kind === 'event_published') {
      const published = await this.repository.publishedEvents(
        rule.createdAt,
        new Date(now.getTime() - CATCH_UP_MS),
        now,
      );
      return published.map((event) => ({
        key: `rule:${rule.id}:event:${event.id}`,
        at: event.createdAt > now ? now : event.createdAt,
        plan: { audience: { type: 'active' }, content: content(event.id), reminder: true },
      }));
    }
    return [];
  }
}
