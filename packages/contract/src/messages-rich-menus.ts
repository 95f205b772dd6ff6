/**
 * The chapter's rich menus on LINE (issue 37): the labels drawn on each menu's image, what the chat
 * answers the visitors' "visit" tile with, and the back office's refusal. Part of apiMessages.
 */
export const richMenuMessages = {
  /** Drawn on the menus' images; the chat bar texts are at most 14 characters (LINE's limit). */
  richMenu: {
    memberBar: 'เมนูสมาชิก',
    staffBar: 'เมนูทีมงาน',
    visitorBar: 'เมนูชาปเตอร์',
    events: 'กิจกรรม',
    eventsHint: 'ลงทะเบียนประชุมและกิจกรรม',
    payment: 'ชำระเงิน',
    paymentHint: 'ยอดค้างและส่งสลิป',
    card: 'นามบัตรของฉัน',
    cardHint: 'แชร์นามบัตรให้เพื่อน',
    profile: 'โปรไฟล์',
    profileHint: 'ข้อมูลของฉัน',
    validation: 'ตรวจสอบการชำระเงิน',
    validationHint: 'สลิปที่รอตรวจ',
    participants: 'รายชื่อผู้เข้าร่วม',
    participantsHint: 'ผู้ลงทะเบียนแต่ละกิจกรรม',
    connect: 'เชื่อมต่อบัญชีสมาชิก',
    connectHint: 'สำหรับสมาชิกของชาปเตอร์',
    visit: 'เยี่ยมชมชาปเตอร์',
    visitHint: 'มาร่วมประชุมในฐานะแขก',
    /** What the chat sends when a visitor taps "visit" (shown as the tap's own message). */
    visitTapped: 'อยากเยี่ยมชมชาปเตอร์',
  },
  /** The chat's answer to the visitors' "visit" tile: visits go through a member's invitation (ADR 55). */
  richMenuVisitReply: (chapterName: string) =>
    `ขอบคุณที่สนใจ ${chapterName} ค่ะ การเยี่ยมชมประชุมต้องมีสมาชิกเป็นผู้เชิญ กรุณาขอลิงก์เชิญจากสมาชิกที่คุณรู้จัก แล้วลงทะเบียนผ่านลิงก์นั้นได้เลย`,
  /** LINE refused or did not answer while the menus were being rebuilt. */
  richMenusLineFailed: 'LINE ไม่ตอบรับการสร้างเมนู กรุณาลองใหม่อีกครั้ง',
};
