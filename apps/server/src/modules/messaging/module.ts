import { messageLiffUrls } from '../../config.ts';
import type { AppParts } from '../app-parts.ts';
import { MeetingAsk } from './meeting-ask.ts';
import { MeetingAskRepository } from './meeting-ask-repository.ts';
import { MessageJobs } from './message-jobs.ts';
import { Notices } from './notices.ts';
import { MessagingRepository } from './repository.ts';
import { RulesRepository } from './rules-repository.ts';
import { ReminderRulesService } from './rules-service.ts';
import { RunsRepository } from './runs/runs-repository.ts';
import { ReminderScheduler } from './runs/scheduler.ts';
import { RunWorker } from './runs/worker.ts';
import { MessagingService } from './service.ts';

export interface MessagingTies {
  /** The chapter's name as members see it now: settings can change it at any time. */
  chapterName: () => Promise<string>;
}

/** Messages to members as runs on our own queue table (ADR 29), and the notices other modules queue. */
export function messagingModule(parts: AppParts, ties: MessagingTies, options: { leaseMs?: number | undefined }) {
  const { db, config, line, now, log } = parts;
  const runs = new RunsRepository(db);
  const ruleRows = new RulesRepository(db);
  // What a message names: the chapter, and the mini-apps its buttons open.
  const context = async () => ({ chapterName: await ties.chapterName(), ...messageLiffUrls(config) });
  const leaseMs = options.leaseMs ?? config.messageLeaseMs;
  const quotaReserve = config.lineQuotaReserve;
  const worker = new RunWorker({ db, repository: runs, sender: line.sender, context, now, log, leaseMs, quotaReserve });
  const jobs = new MessageJobs(new ReminderScheduler(ruleRows), worker, now, log);
  return {
    jobs,
    notices: new Notices(ties.chapterName, () => jobs.kick()),
    messaging: new MessagingService({
      db,
      repository: new MessagingRepository(db),
      runs,
      worker,
      sender: line.sender,
      context,
      quotaReserve,
      now,
    }),
    rules: new ReminderRulesService(db, ruleRows, now),
    /** Each weekly meeting's "are you coming?" (issue 37); its `tick` rides the beat (app.ts). */
    meetingAsk: new MeetingAsk(new MeetingAskRepository(db)),
  };
}
