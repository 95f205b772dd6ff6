/** The back office's LINE rich menus (issue 37): the rebuild button and what it did. */

export const richMenus = {
  title: 'เมนู LINE',
  intro:
    'เมนูด้านล่างแชทของบัญชี LINE ชาปเตอร์ แยกตามบทบาท: สมาชิก ทีมงาน (แอดมินและเลขา/เหรัญญิก) และผู้ที่ยังไม่ได้เป็นสมาชิก กดปุ่มหลังเปลี่ยน LIFF หรืออัปเดตระบบ เมนูที่ไม่เปลี่ยนจะคงไว้',
  button: 'สร้างเมนู LINE ใหม่',
  done: 'อัปเดตเมนู LINE แล้ว',
  notConfigured: 'ยังไม่ได้เชื่อมต่อ LINE Messaging API (LINE_CHANNEL_ACCESS_TOKEN) จึงไม่ได้สร้างเมนู',
  audiences: { member: 'เมนูสมาชิก', staff: 'เมนูทีมงาน', visitor: 'เมนูผู้ที่ยังไม่เป็นสมาชิก (ค่าเริ่มต้น)' },
  created: 'สร้างใหม่',
  kept: 'คงเดิม',
  links: (linked: number, unlinked: number) => `ผูกเมนูกับบัญชี LINE ของสมาชิก ${linked} บัญชี, คืนเมนูเริ่มต้น ${unlinked} บัญชี`,
} as const;
