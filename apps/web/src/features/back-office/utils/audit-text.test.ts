import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_KIND_ACTIONS } from '@chapter/contract/admin-audit';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/audit-log.ts';
import { AUDIT_SENTENCES, describeAuditEntry } from './audit-text.ts';

const admin = { id: 1, full_name: 'สมศักดิ์ ใจดี' };
const somchai = { id: 5, full_name: 'สมชาย รักงาน' };

function entry(action: string, details: AuditEntry['details'] = {}, more: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-22T03:00:00.000Z',
    actor: admin,
    action,
    subject_type: 'member',
    subject_id: '5',
    subject_name: somchai.full_name,
    details,
    ip: null,
    ...more,
  };
}

const slip = { subject_type: 'payment_slip', subject_id: '8', subject_name: null } as const;
const event = { subject_type: 'event', subject_id: '12', subject_name: null } as const;
const rule = { subject_type: 'reminder_rule', subject_id: '3', subject_name: null } as const;
const series = { subject_type: 'meeting_series', subject_id: '1', subject_name: null } as const;
const seriesFields = {
  name: 'ประชุมประจำสัปดาห์',
  weekday: 3,
  startMinute: 390,
  endMinute: 510,
  locationName: 'โรงแรมริเวอร์ไซด์',
  priceSatang: 45000,
  visitorFeeSatang: 50000,
  substituteFeeSatang: 65000,
  weeksAhead: 4,
};
const eventFields = {
  name: 'ประชุมประจำสัปดาห์',
  locationName: 'โรงแรมริเวอร์ไซด์',
  startsAt: '2026-12-15T12:00:00.000Z',
  endsAt: '2026-12-15T15:00:00.000Z',
  priceSatang: 45000,
  earlyBirdPriceSatang: null,
  earlyBirdEndsAt: null,
};

/** One entry per action, with the details the server's `writeAudit` call for it writes. */
const samples: Record<string, AuditEntry> = {
  'auth.login': entry('auth.login', {}, { actor: somchai }),
  'auth.liff_login': entry('auth.liff_login', {}, { actor: somchai }),
  'auth.sign_out': entry('auth.sign_out', {}, { actor: somchai }),
  'auth.sign_out_everywhere': entry('auth.sign_out_everywhere', { tokens: 3 }, { actor: somchai }),
  'card.update': entry('card.update', { changes: { hidden: { from: false, to: true } } }, { actor: somchai }),
  'card.new_address': entry('card.new_address', {}, { actor: somchai }),
  'event.create': entry('event.create', { event: eventFields }, event),
  'event.update': entry('event.update', { name: eventFields.name, changes: {} }, event),
  'event.cancel': entry(
    'event.cancel',
    { name: eventFields.name, droppedRegistrations: [{ registrationId: 4, memberId: 5, priceSatang: 45000 }] },
    event,
  ),
  'event.delete': entry('event.delete', { event: eventFields }, event),
  'event.register': entry(
    'event.register',
    { eventId: 12, priceSatang: 45000 },
    { actor: somchai, subject_type: 'registration', subject_id: '40', subject_name: null },
  ),
  'event.unregister': entry(
    'event.unregister',
    { eventId: 12, priceSatang: 45000 },
    { actor: somchai, subject_type: 'registration', subject_id: '40', subject_name: null },
  ),
  'event.bni_verify': entry('event.bni_verify', { attendees: [5, 6, 7], newlyVerified: [5, 6] }, event),
  'meeting_series.create': entry(
    'meeting_series.create',
    { series: seriesFields, meetingsCreated: [20, 21], meetingsUpdated: [], meetingsRemoved: [] },
    series,
  ),
  'meeting_series.update': entry(
    'meeting_series.update',
    {
      changes: { startMinute: { from: 390, to: 420 }, substituteFeeSatang: { from: 65000, to: 70000 } },
      meetingsCreated: [],
      meetingsUpdated: [20, 21],
      meetingsRemoved: [22],
    },
    series,
  ),
  'meeting_series.meetings_made': entry(
    'meeting_series.meetings_made',
    { meetings: [{ id: 23, week: '2026-12-14' }] },
    { ...series, actor: null },
  ),
  'meeting.substitute_send': entry(
    'meeting.substitute_send',
    { guestId: 4, registrationId: 41, priceSatang: 65000 },
    { ...event, actor: somchai },
  ),
  'meeting.substitute_cancel': entry(
    'meeting.substitute_cancel',
    { guestId: 4, registrationId: 41, name: 'ปิยะพงษ์ แทนใจ' },
    { ...event, actor: somchai },
  ),
  'visitor.invite': entry('visitor.invite', { invitation: 3 }, { ...event, actor: somchai }),
  'visitor.register': entry(
    'visitor.register',
    { invitation: 3, event: 12, host: 5, noticeVersion: 2 },
    { actor: null, subject_type: 'guest', subject_id: '31', subject_name: null },
  ),
  'visitor.register_by_staff': entry(
    'visitor.register_by_staff',
    { invitation: 4, event: 12, noticeVersion: 1 },
    { actor: somchai, subject_type: 'guest', subject_id: '33', subject_name: 'ธนากร ทักทาย' },
  ),
  'meeting.guests_export': entry('meeting.guests_export', { format: 'xlsx', count: 3 }, { ...event, actor: somchai }),
  'door.check_in': entry(
    'door.check_in',
    { event: 12, checkIn: 7, how: 'code', late: true },
    { actor: somchai, subject_type: 'guest', subject_id: '33', subject_name: 'ธนากร ทักทาย' },
  ),
  'door.check_in_undo': entry('door.check_in_undo', { event: 12, checkIn: 7 }, { actor: somchai }),
  'door.walk_in': entry(
    'door.walk_in',
    { event: 12, host: 5, registration: 40, priceSatang: 65000, checkIn: 8, late: false, noticeVersion: 1 },
    { actor: somchai, subject_type: 'guest', subject_id: '34', subject_name: 'ประภา เดินมา' },
  ),
  'cash_up.close': entry(
    'cash_up.close',
    { expectedSatang: 370000, receivedSatang: 280000, differenceSatang: -90000 },
    event,
  ),
  'cash_up.export': entry('cash_up.export', { format: 'csv', seats: 8 }, event),
  'attendance.close': entry('attendance.close', { members: 30, P: 24, A: 2, L: 1, M: 2, S: 1, V: 3 }, event),
  'attendance.correct': entry('attendance.correct', {
    event: 12,
    member: 5,
    status: { from: 'A', to: 'M' },
    visitors: { from: 0, to: 1 },
  }),
  'attendance.entered': entry('attendance.entered', {}, event),
  'attendance.export': entry('attendance.export', { format: 'xlsx', count: 30 }, event),
  'attendance.skip': entry('attendance.skip', {}, { ...event, actor: somchai }),
  'attendance.skip_withdraw': entry('attendance.skip_withdraw', {}, { ...event, actor: somchai }),
  'attendance.remind': entry(
    'attendance.remind',
    { members: [5, 6, 7], queued: 2 },
    { subject_type: null, subject_id: null, subject_name: null },
  ),
  'leave.request': entry(
    'leave.request',
    { leaveRequest: 4, startsOn: '2026-12-01', endsOn: '2026-12-14' },
    { actor: somchai },
  ),
  'leave.withdraw': entry(
    'leave.withdraw',
    { leaveRequest: 4, startsOn: '2026-12-01', endsOn: '2026-12-01' },
    { actor: somchai },
  ),
  'leave.approve': entry('leave.approve', { leaveRequest: 4, startsOn: '2026-12-01', endsOn: '2026-12-14' }),
  'leave.refuse': entry('leave.refuse', {
    leaveRequest: 4,
    startsOn: '2026-12-01',
    endsOn: '2026-12-14',
    reason: 'ช่วงนี้มีงานประจำปี',
  }),
  'visitor.agree': entry(
    'visitor.agree',
    { noticeVersion: 1 },
    { actor: null, subject_type: 'guest', subject_id: '32', subject_name: 'สมปอง จ่ายเอง' },
  ),
  'member.create': entry('member.create', {
    member: { firstName: 'สมชาย', lastName: 'รักงาน', phone: '0822222222', email: null, roles: [], active: true },
  }),
  'member.update': entry('member.update', { name: somchai.full_name, changes: {} }),
  'member.deactivate': entry('member.deactivate', { name: somchai.full_name, changes: {}, revokedTokens: 2 }),
  'member.reactivate': entry('member.reactivate', { name: somchai.full_name, changes: {} }),
  'member.import': entry('member.import', { count: 12, members: [5, 6] }, { subject_id: null, subject_name: null }),
  'member.export': entry('member.export', { count: 40 }, { subject_type: null, subject_id: null, subject_name: null }),
  'member.create_admin': entry(
    'member.create_admin',
    { via: 'command line', created: true, phone: '0811111111' },
    { actor: null },
  ),
  'member.line_bind': entry(
    'member.line_bind',
    { via: 'invitation', lineUserId: 'U1', displayName: 'Somchai', invitationId: 2 },
    { actor: somchai },
  ),
  'member.line_unbind': entry('member.line_unbind', { lineUserId: 'U1' }),
  'member.line_claim': entry(
    'member.line_claim',
    { claimId: 1, phone: '0822222222', lineUserId: 'U1', displayName: 'Somchai' },
    { actor: null },
  ),
  'member.line_claim_refuse': entry('member.line_claim_refuse', {
    claimId: 1,
    phone: '0822222222',
    lineUserId: 'U1',
    displayName: 'Somchai',
  }),
  'member.line_invite': entry('member.line_invite', { invitationId: 2, expiresAt: '2026-11-29T03:00:00.000Z' }),
  'member.line_invite_revoke': entry('member.line_invite_revoke', { invitationId: 2 }),
  'member.reminders_off': entry('member.reminders_off', {}, { actor: somchai }),
  'member.reminders_on': entry('member.reminders_on', {}, { actor: somchai }),
  'message.send': entry(
    'message.send',
    { content: 'reminder', members: [5, 6] },
    { subject_type: 'message_run', subject_id: '9', subject_name: null },
  ),
  'payment.confirm': entry('payment.confirm', {
    confirmation: 7,
    registrations: [40],
    payments: [8],
    memberId: 5,
    confirmedBy: 1,
    confirmedAt: '2026-11-22T03:00:00.000Z',
    statedSatang: 125000,
    receivedSatang: 125000,
    receivedReason: null,
    appliedSatang: 90000,
    waivedSatang: 0,
    waiverReason: null,
    creditBefore: 0,
    creditAfter: 35000,
  }),
  'payment.cash_at_door': entry('payment.cash_at_door', {
    confirmation: 8,
    registrations: [41],
    payments: [],
    guestId: 3,
    confirmedBy: 9,
    method: 'cash',
    statedSatang: null,
    receivedSatang: 65000,
    receivedReason: null,
    appliedSatang: 65000,
    waivedSatang: 0,
    waiverReason: null,
    creditBefore: 0,
    creditAfter: 0,
  }),
  'payment.accept_credit': entry('payment.accept_credit', {
    confirmation: 7,
    statedSatang: 50000,
    receivedSatang: 50000,
    creditBefore: 0,
    creditAfter: 50000,
  }),
  'payment.export': entry(
    'payment.export',
    { month: '2026-11', format: 'xlsx', count: 14 },
    { subject_type: null, subject_id: null, subject_name: null },
  ),
  'payment.reverse': entry('payment.reverse', {
    confirmation: 7,
    reason: 'ยืนยันผิดคน',
    registrationsOwedAgain: [40],
    registrationsCancelled: [],
    slipsWaitingAgain: [8],
    creditChangeUndoneSatang: 35000,
    creditAfterSatang: 0,
  }),
  'payment.slip_upload': entry(
    'payment.slip_upload',
    { amountSatang: 125000, byteSize: 1000, width: 600, height: 900, qr: 'read' },
    { actor: somchai, ...slip },
  ),
  'payment.slip_delete': entry('payment.slip_delete', {}, { actor: somchai, ...slip }),
  'payment.slip_image_view': entry('payment.slip_image_view', { member_id: 5 }, slip),
  'payment.slip_refuse': entry('payment.slip_refuse', { memberId: 5, amountSatang: 125000, reason: 'สลิปไม่ชัด' }, slip),
  'privacy.consent': entry('privacy.consent', { version: 2 }, { actor: somchai }),
  'privacy.notice_publish': entry(
    'privacy.notice_publish',
    { version: 2, length: 900 },
    { subject_type: 'privacy_notice', subject_id: '2', subject_name: null },
  ),
  'privacy.guest_notice_publish': entry(
    'privacy.guest_notice_publish',
    { version: 2, length: 900 },
    { subject_type: 'privacy_notice', subject_id: '2', subject_name: null },
  ),
  'privacy.retention_update': entry(
    'privacy.retention_update',
    { changes: { audit_ip_days: { from: 90, to: 30 } } },
    { subject_type: 'settings', subject_id: null, subject_name: null },
  ),
  'privacy.retention': entry(
    'privacy.retention',
    { day: '2026-11-25', audit_ips: 4, refused_slip_images: 1, validated_slip_images: 2 },
    { actor: null, subject_type: null, subject_id: null, subject_name: null },
  ),
  'privacy.export': entry('privacy.export', { images: 3 }, { actor: somchai }),
  'privacy.erase': entry('privacy.erase', { by: 'admin', owed: 450, credit: 0, slip_images: 2 }),
  'privacy.guest_export': entry(
    'privacy.guest_export',
    { visits: 3 },
    { subject_type: null, subject_id: null, subject_name: null },
  ),
  'privacy.guest_erase': entry(
    'privacy.guest_erase',
    { visits: 2, slip_images: 1, kept_joined: 1 },
    { subject_type: null, subject_id: null, subject_name: null },
  ),
  'reminder_rule.create': entry(
    'reminder_rule.create',
    { kind: 'weekly', weekday: 1, time: '09:00', message: null },
    rule,
  ),
  'reminder_rule.pause': entry('reminder_rule.pause', {}, rule),
  'reminder_rule.resume': entry('reminder_rule.resume', {}, rule),
  'reminder_rule.delete': entry('reminder_rule.delete', { kind: 'weekly', message: 'อย่าลืมชำระ' }, rule),
  'settings.update': entry(
    'settings.update',
    { changes: { bank_name: { from: 'กสิกรไทย', to: 'ไทยพาณิชย์' } } },
    { subject_type: 'settings', subject_id: null, subject_name: null },
  ),
};

/**
 * The actions the server writes: the dotted names quoted in its sources that write the audit log
 * (`writeAudit`, and the services that pass an action to it). Read from the server's files so a
 * new action without Thai words fails here rather than showing its internal name.
 */
function serverAuditActions(): string[] {
  const root = join(import.meta.dirname, '../../../../../server/src');
  const actions = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    if (!source.includes('writeAudit(') || file.endsWith(join('lib', 'audit.ts'))) continue;
    for (const [, name = ''] of source.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) {
      // File names in the same files (data.json) are not actions.
      if (!/\.(json|html|csv|xlsx|zip|vcf|png|webp|jpe?g)$/.test(name)) actions.add(name);
    }
  }
  return [...actions].sort();
}

describe('the audit log in Thai', () => {
  it('has a Thai sentence for every action the server writes', () => {
    const written = serverAuditActions();
    expect(written.length).toBeGreaterThan(40);
    expect(written.filter((action) => !(action in AUDIT_SENTENCES))).toEqual([]);
    expect(Object.keys(samples).sort()).toEqual(Object.keys(AUDIT_SENTENCES).sort());
  });

  it('says every action as a sentence with no internal names, codes or empty values', () => {
    for (const [action, sample] of Object.entries(samples)) {
      const { sentence, lines } = describeAuditEntry(sample);
      const text = [sentence, ...lines.flatMap((line) => [line.label, line.from ?? '', line.to])].join(' | ');
      expect(text, action).not.toMatch(/undefined|null|NaN|\[object|Satang|payment_slip|_|\{/);
      expect(sentence, action).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('says who confirmed whose payment and how much, in baht', () => {
    const { sentence, lines } = describeAuditEntry(samples['payment.confirm'] as AuditEntry);
    expect(sentence).toBe('สมศักดิ์ ใจดี ยืนยันการชำระเงินของ สมชาย รักงาน 1,250.00 บาท');
    expect(lines).toContainEqual({ label: 'เครดิต', from: '0.00 บาท', to: '350.00 บาท' });
    expect(lines).toContainEqual({ label: 'ยอดรายการที่ชำระ', to: '900.00 บาท' });
  });

  it('says who checked whom in at the door, how, and that they came late', () => {
    expect(describeAuditEntry(samples['door.check_in'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน เช็กอิน ผู้เยี่ยมชม ธนากร ทักทาย ที่กิจกรรม #12 ด้วยโค้ดเช็กอิน (มาสาย)',
    );
    expect(describeAuditEntry(samples['door.check_in_undo'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน ยกเลิกการเช็กอินของ สมชาย รักงาน ที่กิจกรรม #12',
    );
    const walkIn = describeAuditEntry(samples['door.walk_in'] as AuditEntry);
    expect(walkIn.sentence).toContain('ลงทะเบียน ผู้เยี่ยมชม ประภา เดินมา ที่หน้างานของกิจกรรม #12');
    expect(walkIn.lines).toContainEqual({ label: 'ราคา', to: '650.00 บาท' });
  });

  it('names a slip "สลิป #8", never its table', () => {
    expect(describeAuditEntry(samples['payment.slip_refuse'] as AuditEntry).sentence).toBe(
      'สมศักดิ์ ใจดี ปฏิเสธสลิป #8 ของ สมาชิก #5 ยอด 1,250.00 บาท เหตุผล: สลิปไม่ชัด',
    );
  });

  it('files only actions the server records under the log’s kinds', () => {
    for (const actions of Object.values(AUDIT_KIND_ACTIONS)) {
      for (const action of actions) expect(AUDIT_SENTENCES, action).toHaveProperty([action]);
    }
  });

  it('names the member whose slip it was by name when the server found them, erased ones by their erased name', () => {
    const refused = samples['payment.slip_refuse'] as AuditEntry;
    expect(describeAuditEntry({ ...refused, subject_name: 'สุดารัตน์ ทองมา' }).sentence).toBe(
      'สมศักดิ์ ใจดี ปฏิเสธสลิป #8 ของ สุดารัตน์ ทองมา ยอด 1,250.00 บาท เหตุผล: สลิปไม่ชัด',
    );
    const view = samples['payment.slip_image_view'] as AuditEntry;
    expect(describeAuditEntry({ ...view, subject_name: 'สมาชิกที่ลบข้อมูลแล้ว #5' }).sentence).toContain(
      'สมาชิกที่ลบข้อมูลแล้ว #5',
    );
  });

  it('lists an edit as Thai field names with money in baht, times DD/MM/YYYY HH:mm and ใช่/ไม่ใช่', () => {
    const edit = entry(
      'event.update',
      {
        name: 'ประชุมประจำสัปดาห์',
        changes: {
          priceSatang: { from: 45000, to: 50000 },
          startsAt: { from: '2026-12-15T12:00:00.000Z', to: '2026-12-15T11:30:00.000Z' },
          earlyBirdEndsAt: { from: null, to: '2026-12-10T16:59:00.000Z' },
        },
      },
      event,
    );
    expect(describeAuditEntry(edit)).toEqual({
      sentence: 'สมศักดิ์ ใจดี แก้ไขกิจกรรม "ประชุมประจำสัปดาห์"',
      lines: [
        { label: 'ราคา', from: '450.00 บาท', to: '500.00 บาท' },
        { label: 'เริ่ม', from: '15/12/2026 19:00', to: '15/12/2026 18:30' },
        { label: 'Early Bird ถึง', from: '(ว่าง)', to: '10/12/2026 23:59' },
      ],
    });
    const member = entry('member.update', {
      changes: { active: { from: true, to: false }, roles: { from: [], to: ['Secretary/Treasurer'] } },
    });
    expect(describeAuditEntry(member).lines).toEqual([
      { label: 'เปิดใช้งานบัญชี', from: 'ใช่', to: 'ไม่ใช่' },
      { label: 'บทบาท', from: 'ไม่มี', to: 'เลขานุการ/เหรัญญิก' },
    ]);
  });

  it('shows a changed PromptPay id grouped as members read it', () => {
    const change = entry(
      'settings.update',
      { changes: { promptpay_id: { from: '0812345678', to: '1101700230708' } } },
      { subject_type: 'settings', subject_id: null, subject_name: null },
    );
    expect(describeAuditEntry(change).lines).toEqual([
      { label: 'พร้อมเพย์ (PromptPay)', from: '081-234-5678', to: '1-1017-00230-70-8' },
    ]);
  });

  it('says "ของตนเอง" when a member acted on their own account, and "ระบบ" when nobody signed in did', () => {
    expect(describeAuditEntry(samples['member.line_bind'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน เชื่อมบัญชี LINE "Somchai" กับบัญชีของตนเอง ด้วยลิงก์เชิญ',
    );
    expect(describeAuditEntry(samples['privacy.retention'] as AuditEntry).sentence).toContain('25/11/2026');
  });

  it('says the weekly meeting series in Thai words: the weekday, HH:mm and baht, and what the system made by itself', () => {
    const created = describeAuditEntry(samples['meeting_series.create'] as AuditEntry);
    expect(created.sentence).toBe('สมศักดิ์ ใจดี ตั้งการประชุมประจำสัปดาห์ "ประชุมประจำสัปดาห์" และระบบสร้างการประชุมที่จะมาถึง 2 ครั้ง');
    expect(created.lines).toContainEqual({ label: 'วัน', to: 'พุธ' });
    expect(created.lines).toContainEqual({ label: 'เวลาเริ่ม', to: '06:30' });
    expect(created.lines).toContainEqual({ label: 'ค่าอาหารตัวแทน', to: '650.00 บาท' });
    expect(created.lines).toContainEqual({ label: 'จำนวนสัปดาห์ล่วงหน้า', to: '4 สัปดาห์' });
    const updated = describeAuditEntry(samples['meeting_series.update'] as AuditEntry);
    expect(updated.sentence).toBe('สมศักดิ์ ใจดี แก้ไขการประชุมประจำสัปดาห์ #1: สร้างใหม่ 0 ครั้ง ปรับตามค่าใหม่ 2 ครั้ง นำออก 1 ครั้ง');
    expect(updated.lines).toContainEqual({ label: 'เวลาเริ่ม', from: '06:30', to: '07:00' });
    expect(describeAuditEntry(samples['meeting_series.meetings_made'] as AuditEntry).sentence).toBe(
      'ระบบสร้างการประชุมล่วงหน้าของการประชุมประจำสัปดาห์ #1 1 ครั้ง',
    );
  });

  it("says an Admin downloaded or erased a guest's data on request, by the count of visits, never the phone", () => {
    expect(describeAuditEntry(samples['privacy.guest_export'] as AuditEntry).sentence).toBe(
      'สมศักดิ์ ใจดี ดาวน์โหลดข้อมูลผู้เยี่ยมชม/ตัวแทนตามคำขอ (3 ครั้งที่เข้าร่วม)',
    );
    expect(describeAuditEntry(samples['privacy.guest_erase'] as AuditEntry)).toEqual({
      sentence: 'สมศักดิ์ ใจดี ลบข้อมูลผู้เยี่ยมชม/ตัวแทนตามคำขอ (2 ครั้งที่เข้าร่วม)',
      lines: [
        { label: 'รูปสลิปที่ลบ', to: '1' },
        { label: 'ครั้งที่เข้าร่วมที่ไม่ได้ลบ (สมัครเป็นสมาชิกแล้ว)', to: '1' },
      ],
    });
  });

  it('says who sent or cancelled a substitute, to which meeting, and the meal fee', () => {
    expect(describeAuditEntry(samples['meeting.substitute_send'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน ส่งตัวแทนเข้าร่วมกิจกรรม #12 ค่าอาหารของตัวแทน 650.00 บาท',
    );
    expect(describeAuditEntry(samples['meeting.substitute_cancel'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน ยกเลิกตัวแทน ปิยะพงษ์ แทนใจ ของกิจกรรม #12',
    );
  });

  it('says who invited a visitor to which meeting, and the visitor who registered by number, with their host and notice', () => {
    expect(describeAuditEntry(samples['visitor.invite'] as AuditEntry).sentence).toBe(
      'สมชาย รักงาน สร้างลิงก์เชิญผู้เยี่ยมชมสำหรับกิจกรรม #12',
    );
    const registered = samples['visitor.register'] as AuditEntry;
    expect(describeAuditEntry(registered).sentence).toBe(
      'ผู้เยี่ยมชม #31 ลงทะเบียนเข้าร่วมกิจกรรม #12 ผ่านลิงก์เชิญของ สมาชิก #5 และยอมรับประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมฉบับที่ 2',
    );
    // The server's name for the visitor, and an erased visitor's placeholder said once.
    expect(describeAuditEntry({ ...registered, subject_name: 'สมปอง มาดี' }).sentence).toMatch(
      /^ผู้เยี่ยมชม สมปอง มาดี ลงทะเบียน/,
    );
    expect(describeAuditEntry({ ...registered, subject_name: 'ผู้เยี่ยมชม (ลบข้อมูลแล้ว)' }).sentence).toMatch(
      /^ผู้เยี่ยมชม \(ลบข้อมูลแล้ว\) ลงทะเบียน/,
    );
  });

  it('says a guest paid, had a slip refused or sent one, as "ผู้เยี่ยมชม #31", never as a member', () => {
    const aboutGuest = { subject_type: 'guest', subject_id: '31', subject_name: null } as const;
    const confirm = samples['payment.confirm'] as AuditEntry;
    const guestDetails = { ...confirm.details, memberId: null, guestId: 31 };
    expect(describeAuditEntry({ ...confirm, ...aboutGuest, details: guestDetails }).sentence).toBe(
      'สมศักดิ์ ใจดี ยืนยันการชำระเงินของ ผู้เยี่ยมชม #31 1,250.00 บาท',
    );
    expect(
      describeAuditEntry({ ...confirm, ...aboutGuest, subject_name: 'สมปอง มาดี', details: guestDetails }).sentence,
    ).toBe('สมศักดิ์ ใจดี ยืนยันการชำระเงินของ ผู้เยี่ยมชม สมปอง มาดี 1,250.00 บาท');
    expect(
      describeAuditEntry({ ...(samples['payment.accept_credit'] as AuditEntry), ...aboutGuest }).sentence,
    ).toContain('ของ ผู้เยี่ยมชม #31 เป็นเครดิต');
    expect(describeAuditEntry({ ...(samples['payment.reverse'] as AuditEntry), ...aboutGuest }).sentence).toBe(
      'สมศักดิ์ ใจดี ยกเลิกการยืนยันการชำระเงิน #7 ของ ผู้เยี่ยมชม #31 เหตุผล: ยืนยันผิดคน',
    );
    const refused = samples['payment.slip_refuse'] as AuditEntry;
    expect(
      describeAuditEntry({
        ...refused,
        subject_name: null,
        details: { ...refused.details, memberId: null, guestId: 31 },
      }).sentence,
    ).toBe('สมศักดิ์ ใจดี ปฏิเสธสลิป #8 ของ ผู้เยี่ยมชม #31 ยอด 1,250.00 บาท เหตุผล: สลิปไม่ชัด');
    const upload = samples['payment.slip_upload'] as AuditEntry;
    expect(
      describeAuditEntry({ ...upload, actor: null, subject_name: null, details: { ...upload.details, guestId: 31 } })
        .sentence,
    ).toBe('ผู้เยี่ยมชม #31 ส่งสลิป #8 ยอด 1,250.00 บาท');
    // A staff member opening a guest's slip: the entry keeps no member, so no "สมาชิก #".
    const view = samples['payment.slip_image_view'] as AuditEntry;
    expect(describeAuditEntry({ ...view, details: { member_id: null } }).sentence).toBe(
      'สมศักดิ์ ใจดี เปิดดูรูปสลิป #8 ของ ผู้เยี่ยมชม',
    );
  });

  it('says who closed or exported a meeting’s cash-up, with the figures it was closed at in baht', () => {
    expect(describeAuditEntry(samples['cash_up.close'] as AuditEntry)).toEqual({
      sentence: 'สมศักดิ์ ใจดี ปิดยอดเงินของกิจกรรม #12',
      lines: [
        { label: 'ยอดที่ควรได้รับ', to: '3,700.00 บาท' },
        { label: 'ยอดที่ได้รับ', to: '2,800.00 บาท' },
        { label: 'ส่วนต่าง', to: '-900.00 บาท' },
      ],
    });
    expect(describeAuditEntry(samples['cash_up.export'] as AuditEntry).sentence).toBe(
      'สมศักดิ์ ใจดี ส่งออกยอดเงินของกิจกรรม #12 เป็นไฟล์ CSV (8 ที่นั่ง)',
    );
  });

  it('says who closed, corrected, entered or exported a meeting’s PALMS, with the letters in Thai', () => {
    expect(describeAuditEntry(samples['attendance.close'] as AuditEntry)).toEqual({
      sentence: 'สมศักดิ์ ใจดี ปิดการประชุมกิจกรรม #12 และสร้างตารางการเข้าประชุม (PALMS) ของสมาชิก 30 คน',
      lines: [
        { label: 'มาประชุม (P)', to: '24' },
        { label: 'ขาด (A)', to: '2' },
        { label: 'มาสาย (L)', to: '1' },
        { label: 'ลา (M)', to: '2' },
        { label: 'ส่งตัวแทน (S)', to: '1' },
        { label: 'ผู้เยี่ยมชม (V)', to: '3' },
      ],
    });
    expect(describeAuditEntry(samples['attendance.correct'] as AuditEntry)).toEqual({
      sentence: 'สมศักดิ์ ใจดี แก้ไขการเข้าประชุมของ สมชาย รักงาน ในกิจกรรม #12',
      lines: [
        { label: 'สถานะ', from: 'A (ขาด)', to: 'M (ลา)' },
        { label: 'ผู้เยี่ยมชมที่เชิญมา', from: '0', to: '1' },
      ],
    });
    expect(describeAuditEntry(samples['attendance.entered'] as AuditEntry).sentence).toBe(
      'สมศักดิ์ ใจดี บันทึกว่ากรอกตารางการเข้าประชุมของกิจกรรม #12 ใน BNI Connect แล้ว ตารางนี้แก้ไขไม่ได้อีก',
    );
    expect(describeAuditEntry(samples['attendance.export'] as AuditEntry).sentence).toBe(
      'สมศักดิ์ ใจดี ส่งออกตารางการเข้าประชุมของกิจกรรม #12 เป็นไฟล์ XLSX (30 คน)',
    );
  });

  it('says who will miss a meeting, asks for or withdraws leave, who decided it, and whom absences were reminded of', () => {
    const said = (action: string) => describeAuditEntry(samples[action] as AuditEntry).sentence;
    expect(said('attendance.skip')).toBe('สมชาย รักงาน แจ้งว่าจะไม่เข้าร่วมกิจกรรม #12');
    expect(said('attendance.skip_withdraw')).toBe('สมชาย รักงาน ยกเลิกการแจ้งว่าจะไม่เข้าร่วมกิจกรรม #12 (จะเข้าร่วม)');
    expect(said('leave.request')).toBe('สมชาย รักงาน ขอลาวันที่ 01/12/2026–14/12/2026');
    expect(said('leave.withdraw')).toBe('สมชาย รักงาน ถอนคำขอลาวันที่ 01/12/2026');
    expect(said('leave.approve')).toBe('สมศักดิ์ ใจดี อนุมัติการลาของ สมชาย รักงาน วันที่ 01/12/2026–14/12/2026');
    expect(said('leave.refuse')).toBe(
      'สมศักดิ์ ใจดี ไม่อนุมัติการลาของ สมชาย รักงาน วันที่ 01/12/2026–14/12/2026 เหตุผล: ช่วงนี้มีงานประจำปี',
    );
    expect(said('attendance.remind')).toBe(
      'สมศักดิ์ ใจดี ส่งข้อความเตือนเรื่องการขาดประชุมถึงสมาชิก 2 คน (อีก 1 คนได้รับข้อความเตือนแล้ววันนี้)',
    );
  });

  it('still says who did an action it has no words for, with the action’s name', () => {
    expect(describeAuditEntry(entry('slip.verify', { anything: 1 })).sentence).toBe('สมศักดิ์ ใจดี ทำรายการ slip.verify');
  });
});
