/**
 * Thai telephone numbers in the forms people type them: 081-111-1111, 081 111 1111,
 * (081) 111-1111, +66811111111, +66 81 111 1111, 66811111111. They all name one member,
 * so they are stored and compared in the national form: a leading 0 then 8 or 9 digits
 * (02xxxxxxx for Bangkok landlines, 0[689]xxxxxxxx for mobiles).
 * Returns null when the text cannot be a Thai number.
 */
export function normalizeThaiPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  let digits: string;
  if (compact.startsWith('+66')) digits = `0${compact.slice(3)}`;
  else if (compact.startsWith('0066')) digits = `0${compact.slice(4)}`;
  else if (compact.startsWith('66') && compact.length >= 10) digits = `0${compact.slice(2)}`;
  else digits = compact;
  // "+66 081..." happens when people keep the trunk zero after the country code.
  if (digits.startsWith('00')) digits = digits.slice(1);
  return /^0\d{8,9}$/.test(digits) ? digits : null;
}

/** A stored number as members write it: 082-222-2222, 02-123-4567; anything else unchanged. */
export function formatThaiPhone(phone: string): string {
  if (/^0\d{9}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  if (/^02\d{7}$/.test(phone)) return `${phone.slice(0, 2)}-${phone.slice(2, 5)}-${phone.slice(5)}`;
  if (/^0\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3, 5)}-${phone.slice(5)}`;
  return phone;
}
