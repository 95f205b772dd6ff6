import * as th from '../../../i18n/th.ts';
import { type AuditLine, type Describe, fieldLabel, valueLines } from './audit-text-context.ts';

/*
 * The audit log's sentences for a weekly meeting's PALMS sheet (issue 35): part of AUDIT_SENTENCES
 * (audit-text.ts), apart to keep each file short.
 */

const t = th.backOffice.audit;
const s = t.sentences;

/** A correction's `{from, to}` of one detail, with the PALMS letters in Thai. */
function correctionLine(label: string, change: unknown, letters: boolean): AuditLine {
  const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
  const text = (value: unknown) =>
    value === undefined || value === null
      ? t.values.empty
      : letters
        ? (t.palms[String(value)] ?? String(value))
        : String(value);
  return { label: fieldLabel(label), from: text(from), to: text(to) };
}

export const PALMS_SENTENCES: Record<string, Describe> = {
  // How many of each letter closing made: what later corrections are measured from.
  'attendance.close': (c) => ({
    sentence: s.attendanceClose(c.who, t.subjects.event(c.id), c.str('members')),
    lines: valueLines(c.d, ['P', 'A', 'L', 'M', 'S', 'V']),
  }),
  // The entry's subject is the member whose row changed; the meeting is in its details.
  'attendance.correct': (c) => ({
    sentence: s.attendanceCorrect(c.who, c.member, t.subjects.event(c.str('event'))),
    lines: [correctionLine('palmsStatus', c.d.status, true), correctionLine('palmsVisitors', c.d.visitors, false)],
  }),
  'attendance.entered': (c) => ({ sentence: s.attendanceEntered(c.who, t.subjects.event(c.id)) }),
  'attendance.export': (c) => ({
    sentence: s.attendanceExport(c.who, t.subjects.event(c.id), c.str('format').toUpperCase(), c.str('count')),
  }),
};
