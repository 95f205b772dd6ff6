import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { ReminderRule } from '../api/get-reminder-rules.ts';

const r = th.rules;

/** "ทุกวันจันทร์ 09:00 ถึงสมาชิกที่มียอดค้าง": when the rule sends and to whom. */
export function ruleDescription(rule: ReminderRule): string {
  switch (rule.kind) {
    case 'weekly':
      return r.describe.weekly(r.weekdays[rule.weekday ?? 0] ?? '', rule.time ?? '');
    case 'before_event':
      return r.describe.beforeEvent(rule.days_before ?? 0, rule.time ?? '');
    case 'event_published':
      return r.describe.eventPublished;
  }
}

/** What it sends: the built-in message (a reminder, or a new event's announcement) or staff's own text. */
export function ruleMessage(rule: ReminderRule): string {
  if (rule.message !== null) return r.ownMessage(rule.message);
  return rule.kind === 'event_published' ? r.builtInAnnouncement : r.builtInReminder;
}

/** When it sends next: a weekly rule's next time (moved out of quiet hours by the server), or what it waits for. */
export function ruleNextRun(rule: ReminderRule): string {
  if (!rule.active) return r.pausedNext;
  if (rule.next_run !== null) return r.nextRun(formatDateTime(rule.next_run));
  return rule.kind === 'event_published' ? r.onPublish : r.perEvent;
}

export function ruleLastRun(rule: ReminderRule): string {
  const last = rule.last_run;
  if (last === null) return r.neverRun;
  return r.lastRun(formatDateTime(last.at), r.runStatuses[last.status](last.sent));
}

/** Times a rule can send at, every half hour: the list staff pick from, so every time reads HH:mm. */
export const RULE_TIMES: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** Scheduled sends wait out 21:00–08:00 (Bangkok); the form says so when the time falls there. */
export function isQuietTime(time: string): boolean {
  const hour = Number(time.slice(0, 2));
  return hour >= 21 || hour < 8;
}
