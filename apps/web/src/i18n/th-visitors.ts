import type { TVisitStatus } from '@chapter/contract/visitors';

/*
 * Part of `th` (i18n/th.ts): the visitors a member invites to a weekly meeting (issue 34), as the
 * member sees them on the events screen, and the status labels staff screens share.
 */

/** Where a visitor's registration stands, on a badge (the member's list, staff screens). */
export const visitStatusLabels = {
  invited: 'ยังไม่ลงทะเบียน',
  registered: 'รอชำระเงิน',
  pay_at_door: 'ชำระที่หน้างาน',
  slip_waiting: 'สลิปรอตรวจสอบ',
  paid: 'ชำระแล้ว',
  refused: 'สลิปถูกปฏิเสธ',
  cancelled: 'ยกเลิกแล้ว',
} as const satisfies Record<TVisitStatus, string>;

export const visitInvite = {
  button: 'เชิญผู้เยี่ยมชม',
  /** The green toast once LINE has sent the card. */
  shared: 'ส่งคำเชิญแล้ว',
  /** The dialog with the link, where LINE cannot share it (or the member closed LINE's picker). */
  linkTitle: 'ลิงก์เชิญผู้เยี่ยมชม',
  linkExplain: (expires: string) => `คัดลอกลิงก์นี้ส่งให้ผู้เยี่ยมชมหนึ่งคนทางแอปใดก็ได้ ลิงก์หนึ่งใช้ลงทะเบียนได้หนึ่งคน และใช้ได้ถึง ${expires}`,
  linkLabel: 'ลิงก์เชิญ',
  shareLine: 'ส่งทาง LINE',
  close: 'ปิด',
  /** The Flex card LINE shows in the chat. */
  card: {
    title: 'คำเชิญเข้าร่วมประชุม',
    date: 'วันที่',
    time: 'เวลา',
    place: 'สถานที่',
    fee: (amount: string) => `ค่าเข้าร่วม ${amount} บาท`,
    host: (name: string) => `เชิญโดย ${name}`,
    register: 'ลงทะเบียน',
    /** What a chat list and a notification show instead of the card. */
    altText: (meeting: string, date: string, host: string) => `${host} เชิญคุณเข้าร่วม ${meeting} วันที่ ${date}`,
  },
} as const;

export const myVisitors = {
  title: 'ผู้เยี่ยมชมของฉัน',
  loadFailed: 'โหลดรายชื่อผู้เยี่ยมชมไม่สำเร็จ',
  /** In place of the name while nobody has registered through the link. */
  notRegistered: 'ยังไม่ได้ลงทะเบียน',
  meeting: (name: string, date: string) => `${name} ${date}`,
} as const;
