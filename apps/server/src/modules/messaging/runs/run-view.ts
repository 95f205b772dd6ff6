import { apiMessages } from '@chapter/contract/messages';
import type { TMessageRun } from '@chapter/contract/messaging';
import { fullName } from '@chapter/contract/names';
import type { RunContent, RunPlan } from './plan.ts';
import type { RunRow } from './runs-repository.ts';

/** One outbox row of a run with its member's name, as `RunsRepository.rowsOf` reads it. */
export interface RunResultRow {
  memberId: number;
  firstName: string;
  lastName: string;
  status: TMessageRun['results'][number]['status'];
  note: string | null;
}

/** What staff read about the run as a whole: LINE not connected always says "only recorded". */
function detailOf(run: RunRow, connected: boolean): string {
  // A run is refused with its reason (the quota), written in the same update.
  if (run.status === 'refused') return run.detail ?? '';
  if (run.status === 'cancelled') return apiMessages.messageRunCancelled;
  if (!connected) return apiMessages.messagesRecorded;
  return run.status === 'done' ? apiMessages.messagesSent : apiMessages.messagesSending;
}

function kindOf(content: RunContent | undefined): TMessageRun['kind'] {
  if (content?.type === 'text') return 'text';
  if (content?.type === 'composed') return content.kind;
  return 'flex';
}

/** A run as the send answers it and the screen follows it: its status, the count per status and each member's row. */
export function runView(run: RunRow, rows: RunResultRow[], connected: boolean): TMessageRun {
  const counts: TMessageRun['counts'] = {
    pending: 0,
    sent: 0,
    recorded: 0,
    no_line_account: 0,
    blocked: 0,
    opted_out: 0,
    nothing_owed: 0,
    refused: 0,
    failed: 0,
  };
  for (const row of rows) counts[row.status]++;
  return {
    run: run.id,
    status: run.status,
    delivered: connected,
    detail: detailOf(run, connected),
    // An erased member's notice keeps no content (privacy/erasure-repository.ts).
    kind: kindOf((run.plan as Partial<RunPlan>).content),
    counts,
    results: rows.map((row) => ({
      member: row.memberId,
      full_name: fullName(row.firstName, row.lastName),
      status: row.status,
      detail: row.note ?? '',
    })),
  };
}
