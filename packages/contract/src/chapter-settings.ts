/**
 * The chapter's settings an admin can set over the environment's defaults (ADR 18), in the order
 * the back office shows them: the one list. The contract's schemas, the server's reads and writes
 * and the back office's form all derive from it, so adding a setting starts here and TypeScript
 * points at every place that must then say something about it. zod-free: the browser imports it.
 */
export const CHAPTER_SETTINGS = [
  'chapter_name',
  'bank_name',
  'bank_account_holder',
  'bank_account_number',
  'promptpay_id',
] as const;

export type TChapterSettingName = (typeof CHAPTER_SETTINGS)[number];
