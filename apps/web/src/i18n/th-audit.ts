import { thAuditCashUp } from './th-audit-cash-up.ts';
import { thAuditDoor } from './th-audit-door.ts';
import { thAuditLeave } from './th-audit-leave.ts';
import { thAuditPalms } from './th-audit-palms.ts';
import { thMemberLabels } from './th-member-labels.ts';
import { thSettingLabels } from './th-settings.ts';

/*
 * Part of `th.backOffice` (i18n/th-back-office.ts), apart because it is long: the audit log's
 * screen, and a Thai sentence for every action the server records (features/back-office/utils/audit-text.ts
 * chooses the words from each entry's details).
 */
type S = string;

export const thAudit = {
  member: 'สมาชิก',
  memberPlaceholder: 'ทุกคน',
  kind: 'ประเภท',
  /** The kinds the log narrows to (AUDIT_KIND_ACTIONS in the contract); `all` is no filter. */
  kinds: {
    all: 'ทั้งหมด',
    money: 'การเงิน',
    identity: 'ตัวตนและบัญชี LINE',
    login: 'การเข้าสู่ระบบ',
    settings: 'ตั้งค่า',
  },
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  empty: 'ไม่มีรายการ',
  entries: 'รายการในบันทึก',
  system: 'ระบบ',
  loadMore: 'โหลดเพิ่ม',
  /** The badge of an action the screen has no name for (its sentence still names it). */
  otherAction: 'รายการอื่น',
  change: (label: S, from: S, to: S) => `${label}: ${from} → ${to}`,
  value: (label: S, value: S) => `${label}: ${value}`,
  /** Short names of the actions, shown as each entry's badge. */
  actions: {
    'auth.login': 'เข้าสู่ระบบ',
    'auth.liff_login': 'เข้าสู่ระบบผ่าน LINE',
    'auth.sign_out': 'ออกจากระบบ',
    'auth.sign_out_everywhere': 'ออกจากระบบทุกอุปกรณ์',
    'card.update': 'ตั้งค่านามบัตร',
    'card.new_address': 'เปลี่ยนลิงก์นามบัตร',
    'event.create': 'สร้างกิจกรรม',
    'event.update': 'แก้ไขกิจกรรม',
    'event.cancel': 'ยกเลิกกิจกรรม',
    'event.delete': 'ลบกิจกรรม',
    'event.register': 'ลงทะเบียนกิจกรรม',
    'event.unregister': 'ยกเลิกการลงทะเบียน',
    'event.bni_verify': 'ยืนยันในระบบส่วนกลาง',
    'meeting_series.create': 'ตั้งการประชุมประจำสัปดาห์',
    'meeting_series.update': 'แก้ไขการประชุมประจำสัปดาห์',
    'meeting_series.meetings_made': 'สร้างการประชุมล่วงหน้า',
    'meeting.substitute_send': 'ส่งตัวแทน',
    'meeting.substitute_cancel': 'ยกเลิกตัวแทน',
    'visitor.invite': 'สร้างลิงก์เชิญผู้เยี่ยมชม',
    'visitor.register': 'ผู้เยี่ยมชมลงทะเบียน',
    'visitor.agree': 'ผู้เยี่ยมชมยอมรับประกาศ',
    'visitor.register_by_staff': 'ลงทะเบียนผู้เยี่ยมชมแทน',
    'meeting.guests_export': 'ส่งออกรายชื่อผู้เยี่ยมชม',
    'member.create': 'เพิ่มสมาชิก',
    'member.update': 'แก้ไขสมาชิก',
    'member.deactivate': 'ระงับบัญชีสมาชิก',
    'member.reactivate': 'เปิดใช้งานบัญชีสมาชิก',
    'member.import': 'นำเข้าสมาชิกจาก CSV',
    'member.export': 'ส่งออกรายชื่อสมาชิก',
    'member.create_admin': 'สร้างผู้ดูแลระบบ (คำสั่ง)',
    'member.line_bind': 'เชื่อมบัญชี LINE',
    'member.line_unbind': 'ยกเลิกการเชื่อม LINE',
    'member.line_claim': 'ขอเชื่อมบัญชี LINE',
    'member.line_claim_refuse': 'ปฏิเสธคำขอเชื่อม LINE',
    'member.line_invite': 'สร้างลิงก์เชิญ LINE',
    'member.line_invite_revoke': 'ยกเลิกลิงก์เชิญ LINE',
    'member.reminders_off': 'ปิดการเตือนทาง LINE',
    'member.reminders_on': 'เปิดการเตือนทาง LINE',
    'message.send': 'ส่งข้อความ',
    'payment.confirm': 'ยืนยันการชำระเงิน',
    'payment.cash_at_door': 'รับเงินสดหน้างาน',
    'payment.accept_credit': 'รับสลิปเป็นเครดิต',
    'payment.export': 'ส่งออกการชำระเงิน',
    'payment.reverse': 'ยกเลิกการยืนยันการชำระเงิน',
    'payment.slip_upload': 'ส่งสลิป',
    'payment.slip_delete': 'ลบสลิป',
    'payment.slip_image_view': 'เปิดดูรูปสลิป',
    'payment.slip_refuse': 'ปฏิเสธสลิป',
    'privacy.consent': 'ยอมรับประกาศความเป็นส่วนตัว',
    'privacy.notice_publish': 'เผยแพร่ประกาศความเป็นส่วนตัว',
    'privacy.guest_notice_publish': 'เผยแพร่ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
    'privacy.retention_update': 'แก้ไขระยะเวลาเก็บข้อมูล',
    'privacy.retention': 'ลบข้อมูลตามระยะเวลาเก็บ',
    'privacy.export': 'ดาวน์โหลดข้อมูลของตนเอง',
    'privacy.erase': 'ลบข้อมูลส่วนบุคคล',
    'privacy.guest_export': 'ดาวน์โหลดข้อมูลผู้เยี่ยมชม/ตัวแทน',
    'privacy.guest_erase': 'ลบข้อมูลผู้เยี่ยมชม/ตัวแทน',
    'reminder_rule.create': 'สร้างกฎการเตือน',
    'reminder_rule.pause': 'หยุดกฎการเตือนชั่วคราว',
    'reminder_rule.resume': 'ใช้งานกฎการเตือนต่อ',
    'reminder_rule.delete': 'ลบกฎการเตือน',
    'settings.update': 'แก้ไขการตั้งค่า',
    ...thAuditCashUp.actions,
    ...thAuditDoor.actions,
    ...thAuditPalms.actions,
    ...thAuditLeave.actions,
  } as Record<string, string>,
  /** Who or what an entry is about, when the server names no member. */
  subjects: {
    member: (id: S) => `สมาชิก #${id}`,
    /** A visitor (no account), by number or by the name the server found; `aGuest` when neither is known. */
    guest: (id: S) => `ผู้เยี่ยมชม #${id}`,
    guestNamed: (name: S) => `ผู้เยี่ยมชม ${name}`,
    aGuest: 'ผู้เยี่ยมชม',
    event: (id: S) => `กิจกรรม #${id}`,
    slip: (id: S) => `สลิป #${id}`,
    registration: (id: S) => `การลงทะเบียน #${id}`,
    messageRun: (id: S) => `การส่งข้อความ #${id}`,
    rule: (id: S) => `กฎการเตือน #${id}`,
    series: (id: S) => `การประชุมประจำสัปดาห์ #${id}`,
    notice: (version: S) => `ประกาศความเป็นส่วนตัวฉบับที่ ${version}`,
    settings: 'การตั้งค่าชาปเตอร์',
    other: (id: S) => `รายการ #${id}`,
    named: (name: S) => `"${name}"`,
  },
  /** How a LINE account came to be bound. */
  via: {
    invitation: 'ด้วยลิงก์เชิญ',
    claim: 'ตามคำขอที่เจ้าหน้าที่อนุมัติ',
    demo: 'ในโหมดสาธิต',
  } as Record<string, string>,
  formats: { csv: 'CSV', xlsx: 'Excel' } as Record<string, string>,
  content: { reminder: 'ข้อความแจ้งยอดค้างชำระ', text: 'ข้อความ', flex: 'ข้อความแบบการ์ด (Flex)' } as Record<string, string>,
  /** One sentence per action: who did what to whom. */
  sentences: {
    login: (who: S) => `${who} เข้าสู่ระบบ`,
    liffLogin: (who: S) => `${who} เข้าสู่ระบบผ่าน LINE`,
    signOut: (who: S) => `${who} ออกจากระบบ`,
    signOutEverywhere: (who: S, devices: S) => `${who} ออกจากระบบทุกอุปกรณ์ (${devices} อุปกรณ์)`,
    cardUpdate: (who: S) => `${who} เปลี่ยนการตั้งค่านามบัตรออนไลน์`,
    cardNewAddress: (who: S) => `${who} ขอลิงก์นามบัตรใหม่ ลิงก์เดิมใช้ไม่ได้อีกต่อไป`,
    eventCreate: (who: S, event: S) => `${who} สร้างกิจกรรม ${event}`,
    eventUpdate: (who: S, event: S) => `${who} แก้ไขกิจกรรม ${event}`,
    eventCancel: (who: S, event: S, dropped: number) =>
      dropped > 0
        ? `${who} ยกเลิกกิจกรรม ${event} และยกเลิกการลงทะเบียนที่ยังไม่ชำระ ${dropped} รายการ`
        : `${who} ยกเลิกกิจกรรม ${event}`,
    eventDelete: (who: S, event: S) => `${who} ลบกิจกรรม ${event}`,
    seriesCreate: (who: S, series: S, created: number) =>
      `${who} ตั้งการประชุมประจำสัปดาห์ ${series} และระบบสร้างการประชุมที่จะมาถึง ${created} ครั้ง`,
    seriesUpdate: (who: S, series: S, created: number, updated: number, removed: number) =>
      `${who} แก้ไข${series}: สร้างใหม่ ${created} ครั้ง ปรับตามค่าใหม่ ${updated} ครั้ง นำออก ${removed} ครั้ง`,
    /** No one signed in: the weekly beat made the coming weeks' meetings. */
    meetingsMade: (series: S, count: number) => `ระบบสร้างการประชุมล่วงหน้าของ${series} ${count} ครั้ง`,
    substituteSend: (who: S, event: S, fee: S) => `${who} ส่งตัวแทนเข้าร่วม${event} ค่าอาหารของตัวแทน ${fee}`,
    substituteCancel: (who: S, name: S, event: S) => `${who} ยกเลิกตัวแทน ${name} ของ${event}`,
    visitorInvite: (who: S, event: S) => `${who} สร้างลิงก์เชิญผู้เยี่ยมชมสำหรับ${event}`,
    visitorRegisterByStaff: (who: S, guest: S, event: S, version: S) =>
      `${who} ลงทะเบียน${guest}เข้าร่วม${event} แทนผู้เยี่ยมชม (แจ้งประกาศความเป็นส่วนตัวฉบับที่ ${version})`,
    guestsExport: (who: S, event: S, count: S, format: S) =>
      `${who} ส่งออกรายชื่อผู้เยี่ยมชมและตัวแทนของ${event} ${count} คน (${format})`,
    visitorAgree: (guest: S, version: S) => `${guest} ยอมรับประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมฉบับที่ ${version} ผ่านลิงก์ของตน`,
    visitorRegister: (guest: S, event: S, host: S, version: S) =>
      `${guest} ลงทะเบียนเข้าร่วม${event} ผ่านลิงก์เชิญของ ${host} และยอมรับประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมฉบับที่ ${version}`,
    register: (who: S, event: S, price: S) => `${who} ลงทะเบียน${event} ราคา ${price}`,
    unregister: (who: S, event: S, price: S) => `${who} ยกเลิกการลงทะเบียน${event} (${price})`,
    verify: (who: S, event: S, attendees: number, newly: number) =>
      `${who} ยืนยันการเข้าร่วม${event} ในระบบส่วนกลาง ${attendees} คน (ยืนยันใหม่ ${newly} คน)`,
    memberCreate: (who: S, member: S) => `${who} เพิ่มสมาชิก ${member}`,
    memberUpdate: (who: S, member: S) => `${who} แก้ไขข้อมูลของ ${member}`,
    memberDeactivate: (who: S, member: S) => `${who} ระงับบัญชีของ ${member}`,
    memberReactivate: (who: S, member: S) => `${who} เปิดใช้งานบัญชีของ ${member} อีกครั้ง`,
    memberImport: (who: S, count: S) => `${who} นำเข้าสมาชิก ${count} คนจากไฟล์ CSV`,
    memberExport: (who: S, count: S, format: S) => `${who} ส่งออกรายชื่อสมาชิก ${count} คนเป็นไฟล์ ${format}`,
    createAdmin: (member: S, created: boolean) =>
      created ? `สร้างบัญชีผู้ดูแลระบบ ${member} ด้วยคำสั่งบนเซิร์ฟเวอร์` : `ให้บทบาทผู้ดูแลระบบแก่ ${member} ด้วยคำสั่งบนเซิร์ฟเวอร์`,
    /** `member` null: the member bound their own account (with an invitation). */
    lineBind: (who: S, account: S, member: S | null, via: S) =>
      member
        ? `${who} เชื่อมบัญชี LINE ${account} กับ ${member} ${via}`
        : `${who} เชื่อมบัญชี LINE ${account} กับบัญชีของตนเอง ${via}`,
    lineUnbind: (who: S, member: S) => `${who} ยกเลิกการเชื่อมบัญชี LINE ของ ${member}`,
    lineClaim: (account: S, phone: S, member: S | null) =>
      member
        ? `บัญชี LINE ${account} ขอเชื่อมกับหมายเลข ${phone} ของ ${member}`
        : `บัญชี LINE ${account} ขอเชื่อมกับหมายเลข ${phone} (ไม่พบสมาชิกที่ใช้หมายเลขนี้)`,
    lineClaimRefuse: (who: S, account: S, phone: S) =>
      `${who} ปฏิเสธคำขอของบัญชี LINE ${account} ที่ขอเชื่อมกับหมายเลข ${phone}`,
    lineInvite: (who: S, member: S, until: S) => `${who} สร้างลิงก์เชิญเชื่อม LINE ให้ ${member} ใช้ได้ถึง ${until}`,
    lineInviteRevoke: (who: S, member: S) => `${who} ยกเลิกลิงก์เชิญเชื่อม LINE ของ ${member}`,
    remindersOff: (who: S) => `${who} ปิดการรับข้อความเตือนทาง LINE`,
    remindersOn: (who: S) => `${who} เปิดการรับข้อความเตือนทาง LINE`,
    messageSend: (who: S, content: S, count: number) => `${who} ส่ง${content} ถึงสมาชิก ${count} คน`,
    paymentConfirm: (who: S, member: S, amount: S) => `${who} ยืนยันการชำระเงินของ ${member} ${amount}`,
    cashAtDoor: (who: S, payer: S, amount: S) => `${who} รับเงินสดหน้างานจาก ${payer} ${amount}`,
    acceptCredit: (who: S, member: S, amount: S) => `${who} รับสลิปของ ${member} เป็นเครดิต ${amount}`,
    paymentExport: (who: S, month: S, format: S, count: S) =>
      `${who} ส่งออกการชำระเงินเดือน ${month} เป็นไฟล์ ${format} (${count} รายการ)`,
    paymentReverse: (who: S, confirmation: S, member: S, reason: S) =>
      `${who} ยกเลิกการยืนยันการชำระเงิน #${confirmation} ของ ${member} เหตุผล: ${reason}`,
    slipUpload: (who: S, slip: S, amount: S) => `${who} ส่ง${slip} ยอด ${amount}`,
    slipDelete: (who: S, slip: S) => `${who} ลบ${slip}`,
    slipView: (who: S, slip: S, member: S) => `${who} เปิดดูรูป${slip} ของ ${member}`,
    slipRefuse: (who: S, slip: S, member: S, amount: S, reason: S) =>
      `${who} ปฏิเสธ${slip} ของ ${member} ยอด ${amount} เหตุผล: ${reason}`,
    consent: (who: S, version: S) => `${who} ยอมรับประกาศความเป็นส่วนตัวฉบับที่ ${version}`,
    noticePublish: (who: S, version: S) => `${who} เผยแพร่ประกาศความเป็นส่วนตัวฉบับที่ ${version}`,
    guestNoticePublish: (who: S, version: S) => `${who} เผยแพร่ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมฉบับที่ ${version}`,
    retentionUpdate: (who: S) => `${who} แก้ไขระยะเวลาเก็บข้อมูล`,
    retention: (day: S, validated: S, refused: S, ips: S) =>
      `ระบบลบข้อมูลที่ครบระยะเวลาเก็บประจำวันที่ ${day}: รูปสลิปที่ตรวจสอบแล้ว ${validated} รูป รูปสลิปที่ไม่ผ่าน ${refused} รูป หมายเลข IP ${ips} รายการ`,
    privacyExport: (who: S, images: S) => `${who} ดาวน์โหลดข้อมูลของตนเอง (รวมรูปสลิป ${images} รูป)`,
    eraseSelf: (who: S) => `${who} ขอลบข้อมูลส่วนบุคคลของตนเอง`,
    erase: (who: S, member: S) => `${who} ลบข้อมูลส่วนบุคคลของ ${member}`,
    guestExport: (who: S, visits: number) => `${who} ดาวน์โหลดข้อมูลผู้เยี่ยมชม/ตัวแทนตามคำขอ (${visits} ครั้งที่เข้าร่วม)`,
    guestErase: (who: S, visits: number) => `${who} ลบข้อมูลผู้เยี่ยมชม/ตัวแทนตามคำขอ (${visits} ครั้งที่เข้าร่วม)`,
    ruleCreate: (who: S, rule: S, kind: S) => `${who} สร้าง${rule}: ${kind}`,
    rulePause: (who: S, rule: S) => `${who} หยุด${rule} ชั่วคราว`,
    ruleResume: (who: S, rule: S) => `${who} ใช้งาน${rule} ต่อ`,
    ruleDelete: (who: S, rule: S) => `${who} ลบ${rule}`,
    settingsUpdate: (who: S) => `${who} แก้ไขการตั้งค่าชาปเตอร์`,
    ...thAuditCashUp.sentences,
    ...thAuditDoor.sentences,
    ...thAuditPalms.sentences,
    ...thAuditLeave.sentences,
    /** An action this screen has no words for yet: still who did it, and its name. */
    unknown: (who: S, action: S) => `${who} ทำรายการ ${action}`,
  },
  /** Thai names of the fields an entry's details record. */
  fields: {
    name: 'ชื่อกิจกรรม',
    locationName: 'สถานที่',
    startsAt: 'เริ่ม',
    endsAt: 'สิ้นสุด',
    priceSatang: 'ราคา',
    earlyBirdPriceSatang: 'ราคา Early Bird',
    earlyBirdEndsAt: 'Early Bird ถึง',
    weekday: 'วัน',
    startMinute: 'เวลาเริ่ม',
    endMinute: 'เวลาเลิก',
    visitorFeeSatang: 'ค่าผู้เยี่ยมชม',
    substituteFeeSatang: 'ค่าอาหารตัวแทน',
    weeksAhead: 'จำนวนสัปดาห์ล่วงหน้า',
    ...thMemberLabels,
    active: 'เปิดใช้งานบัญชี',
    ...thSettingLabels,
    validated_slip_days: 'เก็บรูปสลิปที่ตรวจสอบแล้ว',
    refused_slip_days: 'เก็บรูปสลิปที่ไม่ผ่านการตรวจสอบ',
    audit_ip_days: 'เก็บหมายเลข IP ในบันทึกการเปลี่ยนแปลง',
    guest_days: 'เก็บข้อมูลผู้เยี่ยมชมและตัวแทนที่ไม่ได้สมัครเป็นสมาชิก',
    hidden: 'ซ่อนนามบัตร',
    shown_fields: 'ข้อมูลที่แสดงบนนามบัตร',
    statedSatang: 'ยอดตามสลิป',
    receivedSatang: 'ยอดที่ได้รับ',
    receivedReason: 'เหตุผลยอดที่ได้รับ',
    appliedSatang: 'ยอดรายการที่ชำระ',
    waivedSatang: 'ยกเว้น/ส่วนลด',
    waiverReason: 'เหตุผลการยกเว้น',
    credit: 'เครดิต',
    owed: 'ยอดค้างชำระ',
    slip_images: 'รูปสลิปที่ลบ',
    kept_joined: 'ครั้งที่เข้าร่วมที่ไม่ได้ลบ (สมัครเป็นสมาชิกแล้ว)',
    revokedTokens: 'อุปกรณ์ที่ถูกออกจากระบบ',
    message: 'ข้อความ',
    ...thAuditCashUp.fields,
    ...thAuditPalms.fields,
  } as Record<string, string>,
  /** The PALMS letters in Thai (a correction's from and to). */
  palms: thAuditPalms.palms,
  /** How a person was checked in at the door. */
  checkInHow: thAuditDoor.checkInHow,
  values: {
    yes: 'ใช่',
    no: 'ไม่ใช่',
    empty: '(ว่าง)',
    days: (days: S) => `${days} วัน`,
    weeks: (weeks: S) => `${weeks} สัปดาห์`,
    none: 'ไม่มี',
  },
} as const;
