/*
 * A check-in code as people see and type it (issue 35, ADR 56), apart from door.ts's schemas so the
 * screens that show or read a code carry no zod (ADR 20). door.ts re-exports all of it.
 */

/** How long a check-in code is good for: the screen asks for a new one before it runs out. */
export const CHECK_IN_CODE_SECONDS = 120;

/**
 * A check-in code as people see and type it: ten letters and digits of Crockford's base32 (no I,
 * L, O or U, so nothing reads as another), shown as two groups of five. 50 random bits.
 */
export const CHECK_IN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_CODE_LENGTH = 10;

/** The code as typed or scanned: case, spaces and dashes do not matter. */
export function normalizeCheckInCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** "ABCDE-FGHJK": how the code is shown under its QR. */
export function formatCheckInCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
