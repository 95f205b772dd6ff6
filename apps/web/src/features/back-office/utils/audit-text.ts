import * as th from '../../../i18n/th.ts';
import { formatDate, formatMonthName, formatPhone } from '../../../lib/format.ts';
import type { AuditEntry } from '../api/audit-log.ts';
import { CASH_UP_SENTENCES } from './audit-text-cash-up.ts';
import {
  type AuditLine,
  type AuditText,
  baht,
  changeLines,
  contextOf,
  type Describe,
  formatAuditValue,
  valueLines,
} from './audit-text-context.ts';
import { LEAVE_SENTENCES } from './audit-text-leave.ts';
import { MEETING_SENTENCES } from './audit-text-meetings.ts';
import { PALMS_SENTENCES } from './audit-text-palms.ts';

/*
 * An audit entry in Thai: one sentence (who did what to whom) and a list of what changed or was
 * recorded, instead of the server's JSON and internal names. The server writes `details` per
 * action (apps/server: every `writeAudit` call); this file and audit-text-meetings.ts read the keys
 * those calls write, with the parts they share in audit-text-context.ts.
 */

const t = th.backOffice.audit;

const CONFIRMATION_KEYS = [
  'statedSatang',
  'receivedSatang',
  'receivedReason',
  'appliedSatang',
  'waivedSatang',
  'waiverReason',
];

const creditLine = (from: unknown, to: unknown): AuditLine => ({
  label: t.fields.credit ?? '',
  from: baht(from),
  to: baht(to),
});

const s = t.sentences;

/** Every action the server records, in Thai. A test holds this list to the server's own. */
export const AUDIT_SENTENCES: Record<string, Describe> = {
  'auth.login': (c) => ({ sentence: s.login(c.who) }),
  'auth.liff_login': (c) => ({ sentence: s.liffLogin(c.who) }),
  'auth.sign_out': (c) => ({ sentence: s.signOut(c.who) }),
  'auth.sign_out_everywhere': (c) => ({ sentence: s.signOutEverywhere(c.who, String(c.count('tokens'))) }),
  'card.update': (c) => ({ sentence: s.cardUpdate(c.who) }),
  'card.new_address': (c) => ({ sentence: s.cardNewAddress(c.who) }),
  ...MEETING_SENTENCES,
  ...CASH_UP_SENTENCES,
  ...PALMS_SENTENCES,
  ...LEAVE_SENTENCES,
  'member.create': (c) => ({ sentence: s.memberCreate(c.who, c.member), lines: valueLines(c.d.member) }),
  'member.update': (c) => ({ sentence: s.memberUpdate(c.who, c.member) }),
  'member.deactivate': (c) => ({
    sentence: s.memberDeactivate(c.who, c.member),
    lines: valueLines(c.d, ['revokedTokens']),
  }),
  'member.reactivate': (c) => ({ sentence: s.memberReactivate(c.who, c.member) }),
  'member.import': (c) => ({ sentence: s.memberImport(c.who, c.str('count')) }),
  // Entries from before XLSX was offered have no format: they were CSV.
  'member.export': (c) => ({
    sentence: s.memberExport(c.who, c.str('count'), t.formats[c.str('format') || 'csv'] ?? ''),
  }),
  'member.create_admin': (c) => ({ sentence: s.createAdmin(c.member, c.d.created === true) }),
  'member.line_bind': (c) => ({
    sentence: s.lineBind(c.who, c.account, c.aboutSelf ? null : c.member, t.via[c.str('via')] ?? ''),
  }),
  'member.line_unbind': (c) => ({ sentence: s.lineUnbind(c.who, c.member) }),
  'member.line_claim': (c) => ({
    sentence: s.lineClaim(c.account, formatPhone(c.str('phone')), c.id ? c.member : null),
  }),
  'member.line_claim_refuse': (c) => ({ sentence: s.lineClaimRefuse(c.who, c.account, formatPhone(c.str('phone'))) }),
  'member.line_invite': (c) => ({ sentence: s.lineInvite(c.who, c.member, formatAuditValue('', c.d.expiresAt)) }),
  'member.line_invite_revoke': (c) => ({ sentence: s.lineInviteRevoke(c.who, c.member) }),
  'member.reminders_off': (c) => ({ sentence: s.remindersOff(c.who) }),
  'member.reminders_on': (c) => ({ sentence: s.remindersOn(c.who) }),
  'message.send': (c) => ({ sentence: s.messageSend(c.who, t.content[c.str('content')] ?? '', c.count('members')) }),
  'payment.confirm': (c) => ({
    sentence: s.paymentConfirm(c.who, c.payer, baht(c.d.receivedSatang)),
    lines: [...valueLines(c.d, CONFIRMATION_KEYS), creditLine(c.d.creditBefore, c.d.creditAfter)],
  }),
  'payment.cash_at_door': (c) => ({
    sentence: s.cashAtDoor(c.who, c.payer, baht(c.d.receivedSatang)),
    lines: [...valueLines(c.d, CONFIRMATION_KEYS), creditLine(c.d.creditBefore, c.d.creditAfter)],
  }),
  'payment.accept_credit': (c) => ({
    sentence: s.acceptCredit(c.who, c.payer, baht(c.d.receivedSatang)),
    lines: [...valueLines(c.d, ['statedSatang', 'receivedReason']), creditLine(c.d.creditBefore, c.d.creditAfter)],
  }),
  'payment.export': (c) => ({
    sentence: s.paymentExport(c.who, formatMonthName(c.str('month')), t.formats[c.str('format')] ?? '', c.str('count')),
  }),
  'payment.reverse': (c) => {
    const after = Number(c.d.creditAfterSatang ?? 0);
    const undone = Number(c.d.creditChangeUndoneSatang ?? 0);
    return {
      sentence: s.paymentReverse(c.who, c.str('confirmation'), c.payer, c.str('reason')),
      lines: [creditLine(after + undone, after)],
    };
  },
  // A guest sending the slip for their fee has no account: the entry names them in its details.
  'payment.slip_upload': (c) => ({
    sentence: s.slipUpload(c.signedIn ? c.who : c.slipPayer('memberId'), t.subjects.slip(c.id), baht(c.d.amountSatang)),
  }),
  'payment.slip_delete': (c) => ({ sentence: s.slipDelete(c.who, t.subjects.slip(c.id)) }),
  'payment.slip_image_view': (c) => ({ sentence: s.slipView(c.who, t.subjects.slip(c.id), c.slipPayer('member_id')) }),
  'payment.slip_refuse': (c) => ({
    sentence: s.slipRefuse(
      c.who,
      t.subjects.slip(c.id),
      c.slipPayer('memberId'),
      baht(c.d.amountSatang),
      c.str('reason'),
    ),
  }),
  'privacy.consent': (c) => ({ sentence: s.consent(c.who, c.str('version')) }),
  'privacy.notice_publish': (c) => ({ sentence: s.noticePublish(c.who, c.str('version')) }),
  'privacy.guest_notice_publish': (c) => ({ sentence: s.guestNoticePublish(c.who, c.str('version')) }),
  'privacy.retention_update': (c) => ({ sentence: s.retentionUpdate(c.who) }),
  'privacy.retention': (c) => ({
    sentence: s.retention(
      c.str('day') ? formatDate(`${c.str('day')}T12:00:00+07:00`) : '',
      c.str('validated_slip_images') || '0',
      c.str('refused_slip_images') || '0',
      c.str('audit_ips') || '0',
    ),
  }),
  'privacy.export': (c) => ({ sentence: s.privacyExport(c.who, c.str('images') || '0') }),
  'privacy.erase': (c) => ({
    sentence: c.d.by === 'self' ? s.eraseSelf(c.who) : s.erase(c.who, c.member),
    lines: valueLines(c.d, ['owed', 'credit', 'slip_images']),
  }),
  // A guest has no account: the Admin acts for them by phone, which the entry leaves out (it counts the visits).
  'privacy.guest_export': (c) => ({ sentence: s.guestExport(c.who, c.count('visits')) }),
  'privacy.guest_erase': (c) => ({
    sentence: s.guestErase(c.who, c.count('visits')),
    lines: valueLines(c.d, ['slip_images', 'kept_joined']),
  }),
  'reminder_rule.create': (c) => ({
    sentence: s.ruleCreate(c.who, t.subjects.rule(c.id), th.rules.form.kinds[c.str('kind') as 'weekly'] ?? ''),
    lines: valueLines(c.d, ['message']),
  }),
  'reminder_rule.pause': (c) => ({ sentence: s.rulePause(c.who, t.subjects.rule(c.id)) }),
  'reminder_rule.resume': (c) => ({ sentence: s.ruleResume(c.who, t.subjects.rule(c.id)) }),
  'reminder_rule.delete': (c) => ({
    sentence: s.ruleDelete(c.who, t.subjects.rule(c.id)),
    lines: valueLines(c.d, ['message']),
  }),
  'settings.update': (c) => ({ sentence: s.settingsUpdate(c.who) }),
};

/** The entry as a Thai sentence and lines: its own words, then every field an edit changed. */
export function describeAuditEntry(entry: AuditEntry): AuditText {
  const describe = AUDIT_SENTENCES[entry.action];
  const context = contextOf(entry);
  const described = describe ? describe(context) : { sentence: s.unknown(context.who, entry.action) };
  return { sentence: described.sentence, lines: [...(described.lines ?? []), ...changeLines(entry.details)] };
}
