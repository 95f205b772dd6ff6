/*
 * Part of the audit log's words (i18n/th-audit.ts), apart to keep it short: the meeting's door,
 * checking people in, undoing a check-in and registering a walk-in visitor (issue 35).
 */
type S = string;

export const thAuditDoor = {
  actions: {
    'door.check_in': 'เช็กอินที่หน้างาน',
    'door.check_in_undo': 'ยกเลิกการเช็กอิน',
    'door.walk_in': 'ลงทะเบียนผู้เยี่ยมชมที่หน้างาน',
  } as Record<string, string>,
  sentences: {
    /** `how` is one of `checkInHow`; `late` adds that they came after the on-time mark. */
    checkIn: (who: S, person: S, event: S, how: S, late: boolean) =>
      `${who} เช็กอิน ${person} ที่${event} ${how}${late ? ' (มาสาย)' : ''}`,
    checkInUndo: (who: S, person: S, event: S) => `${who} ยกเลิกการเช็กอินของ ${person} ที่${event}`,
    walkIn: (who: S, guest: S, event: S, host: S, version: S, late: boolean) =>
      `${who} ลงทะเบียน ${guest} ที่หน้างานของ${event} (ผู้เชิญ ${host}) และเช็กอินแล้ว${late ? ' (มาสาย)' : ''} ผู้เยี่ยมชมยอมรับประกาศความเป็นส่วนตัวฉบับที่ ${version}`,
  },
  checkInHow: {
    code: 'ด้วยโค้ดเช็กอิน',
    tap: 'โดยเลือกชื่อในรายชื่อ',
    walk_in: 'ขณะลงทะเบียนที่หน้างาน',
  } as Record<string, string>,
};
