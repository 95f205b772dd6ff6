/**
 * A PromptPay id, as a chapter's treasurer types it: a mobile phone number (081-234-5678), a
 * 13-digit national id or tax id (1-2345-67890-12-1), or a 15-digit e-wallet id. Stored as its
 * digits; the kind follows from the length, which is how the Thai QR payload tells them apart too.
 */
export type PromptPayIdKind = 'phone' | 'national_id' | 'ewallet';

export type PromptPayIdParse =
  | { ok: true; kind: PromptPayIdKind; digits: string }
  | { ok: false; problem: 'invalid' | 'check_digit' };

/** Reads a PromptPay id; dashes and spaces are allowed between the digits. */
export function parsePromptPayId(input: string): PromptPayIdParse {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return { ok: true, kind: 'phone', digits };
  if (/^\d{13}$/.test(digits)) {
    return nationalIdCheckDigitOk(digits)
      ? { ok: true, kind: 'national_id', digits }
      : { ok: false, problem: 'check_digit' };
  }
  if (/^\d{15}$/.test(digits)) return { ok: true, kind: 'ewallet', digits };
  return { ok: false, problem: 'invalid' };
}

/**
 * The mod-11 check of Thai national and tax ids: the first 12 digits weighted 13 down to 2, and the
 * 13th digit is (11 − sum mod 11) mod 10. It catches one mistyped digit and most swapped pairs,
 * which would otherwise send members' money to a stranger's PromptPay.
 */
export function nationalIdCheckDigitOk(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/**
 * A stored PromptPay id as members read it, grouped as it is printed on the card or phone they
 * compare it with: a phone 081-234-5678, a national or tax id 1-2345-67890-12-1 (1-4-5-2-1, as on
 * the Thai id card). A 15-digit e-wallet id has no printed grouping, so it stays as its digits;
 * so does anything that is not a stored id (the caller then shows what it has, not a guess).
 */
export function formatPromptPayId(digits: string): string {
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (/^\d{13}$/.test(digits)) {
    return `${digits.slice(0, 1)}-${digits.slice(1, 5)}-${digits.slice(5, 10)}-${digits.slice(10, 12)}-${digits.slice(12)}`;
  }
  return digits;
}
