import * as th from '../../../i18n/th.ts';
import { type Describe, valueLines } from './audit-text-context.ts';

/*
 * The audit log's sentences for a weekly meeting's cash-up (issue 35): part of AUDIT_SENTENCES
 * (audit-text.ts), apart to keep each file short.
 */

const t = th.backOffice.audit;
const s = t.sentences;

export const CASH_UP_SENTENCES: Record<string, Describe> = {
  // The figures as they stood when it was closed: what the meeting's later money is measured from.
  'cash_up.close': (c) => ({
    sentence: s.cashUpClose(c.who, t.subjects.event(c.id)),
    lines: valueLines(c.d, ['expectedSatang', 'receivedSatang', 'differenceSatang']),
  }),
  'cash_up.export': (c) => ({
    sentence: s.cashUpExport(c.who, t.subjects.event(c.id), c.str('format').toUpperCase(), c.str('seats')),
  }),
};
