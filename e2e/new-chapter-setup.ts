/**
 * The new-chapter server of the end-to-end run: an empty embedded database, not in demo mode, whose
 * only member is the first admin `npm run admin -- create-admin` made before the server started.
 * Everything else the spec sets up through the screens. The port and folder come from run-e2e.mjs.
 */
export const newChapterE2e = {
  port: Number(process.env.E2E_NEW_CHAPTER_PORT ?? 3903),
  admin: { phone: '0800000001', firstName: 'ผู้ดูแล', lastName: 'ชาปเตอร์ใหม่' },
} as const;

export const newChapterUrl = `http://127.0.0.1:${newChapterE2e.port}`;
