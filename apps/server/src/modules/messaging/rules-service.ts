import { apiMessages } from '@chapter/contract/messages';
import type { TReminderRule, TReminderRuleInput } from '@chapter/contract/reminders';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { RuleRow, RulesRepository } from './rules-repository.ts';
import { nextWeekly } from './runs/scheduler.ts';

type LastRun = TReminderRule['last_run'];

const timeText = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Staff's reminder rules (issue 18): what they are, when each sends next, how the last run went. */
export class ReminderRulesService {
  constructor(
    private readonly db: Db,
    private readonly repository: RulesRepository,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<TReminderRule[]> {
    const rules = await this.repository.all();
    const last = await this.lastRuns(rules.map((rule) => rule.id));
    return rules.map((rule) => this.toRule(rule, last.get(rule.id) ?? null));
  }

  async create(staffId: number, input: TReminderRuleInput, address: string): Promise<TReminderRule> {
    const values = {
      kind: input.kind,
      weekday: input.kind === 'weekly' ? input.weekday : null,
      minuteOfDay: input.kind === 'event_published' ? null : minutesOf(input.time),
      daysBefore: input.kind === 'before_event' ? input.days_before : null,
      message: input.message ?? null,
      createdBy: staffId,
      createdAt: this.now(),
    };
    const rule = await this.db.transaction(async (tx) => {
      const created = await this.repository.create(tx, values);
      if (!created) throw new Error('the rule was not made');
      await writeAudit(tx, {
        actorId: staffId,
        action: 'reminder_rule.create',
        subjectType: 'reminder_rule',
        subjectId: created.id,
        details: { ...input },
        ip: address,
      });
      return created;
    });
    return this.toRule(rule, null);
  }

  async setActive(staffId: number, id: number, active: boolean, address: string): Promise<TReminderRule> {
    const rule = await this.db.transaction(async (tx) => {
      const updated = await this.repository.setActive(tx, id, active);
      if (!updated) throw ApiError.notFound(apiMessages.ruleNotFound);
      if (!active) await this.repository.cancelWaitingRuns(tx, id);
      await writeAudit(tx, {
        actorId: staffId,
        action: active ? 'reminder_rule.resume' : 'reminder_rule.pause',
        subjectType: 'reminder_rule',
        subjectId: id,
        ip: address,
      });
      return updated;
    });
    return this.toRule(rule, (await this.lastRuns([id])).get(id) ?? null);
  }

  async remove(staffId: number, id: number, address: string): Promise<{ detail: string }> {
    await this.db.transaction(async (tx) => {
      await this.repository.cancelWaitingRuns(tx, id);
      const deleted = await this.repository.remove(tx, id);
      if (!deleted) throw ApiError.notFound(apiMessages.ruleNotFound);
      await writeAudit(tx, {
        actorId: staffId,
        action: 'reminder_rule.delete',
        subjectType: 'reminder_rule',
        subjectId: id,
        details: { kind: deleted.kind, message: deleted.message },
        ip: address,
      });
    });
    return { detail: apiMessages.ruleDeleted };
  }

  /** Each rule's latest run with how many members it reached. */
  private async lastRuns(ruleIds: number[]): Promise<Map<number, LastRun>> {
    if (ruleIds.length === 0) return new Map();
    const rows = await this.repository.lastRuns(ruleIds);
    return new Map(
      rows.map((row) => [row.ruleId ?? 0, { at: row.at.toISOString(), status: row.status, sent: row.sent }]),
    );
  }

  private toRule(rule: RuleRow, lastRun: LastRun): TReminderRule {
    const next =
      rule.active && rule.kind === 'weekly' && rule.weekday !== null && rule.minuteOfDay !== null
        ? nextWeekly({ weekday: rule.weekday, minuteOfDay: rule.minuteOfDay }, this.now()).toISOString()
        : null;
    return {
      id: rule.id,
      kind: rule.kind,
      weekday: rule.weekday,
      time: timeText(rule.minuteOfDay),
      days_before: rule.daysBefore,
      message: rule.message,
      active: rule.active,
      created: rule.createdAt.toISOString(),
      next_run: next,
      last_run: lastRun,
    };
  }
}
