/*
 * Placeholders in staff's own text (issue 18). No zod here: the composer on screen imports this
 * without the contract's schemas (ADR 20).
 */

/**
 * What staff can put in their own text, filled per member when it is sent (issue 18). Staff pick
 * them from this list; the tokens are Thai so the text reads naturally while it is written.
 */
export const MESSAGE_PLACEHOLDERS = [
  { token: '{ชื่อ}', label: 'ชื่อสมาชิก' },
  { token: '{ยอดค้าง}', label: 'ยอดที่ต้องชำระ (บาท)' },
  { token: '{รายการ}', label: 'รายการค้างชำระ (กิจกรรม วันที่ ราคา)' },
] as const;

export interface PlaceholderValues {
  name: string;
  amount: string;
  items: string;
}

/** True when the text uses a placeholder: it is then personal, one message per member. */
export const hasPlaceholders = (text: string): boolean =>
  MESSAGE_PLACEHOLDERS.some((placeholder) => text.includes(placeholder.token));

/** The text with each placeholder replaced by this member's value. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const [name, amount, items] = MESSAGE_PLACEHOLDERS;
  return text
    .replaceAll(name.token, values.name)
    .replaceAll(amount.token, values.amount)
    .replaceAll(items.token, values.items);
}
