import type { LineAccountMember } from '../api/get-line-account-members.ts';

/** A member whose LINE account is bound (an invitation used, or a claim approved). */
export function isBound(member: LineAccountMember): boolean {
  return member.bound_at !== null;
}

/** Whether the viewer may invite (or unbind) this member; the server says why not in `restriction`. */
export function canManage(member: LineAccountMember): boolean {
  return member.restriction === null;
}

/**
 * The members a search finds: by any part of the name, or by the phone's digits, however the
 * phone is typed (081-234 finds 0812345678).
 */
export function searchMembers(members: readonly LineAccountMember[], search: string): LineAccountMember[] {
  const text = search.trim().toLocaleLowerCase('th');
  if (!text) return [...members];
  const digits = text.replace(/\D/g, '');
  return members.filter(
    (member) =>
      member.full_name.toLocaleLowerCase('th').includes(text) ||
      (digits.length > 0 && member.phone.replace(/\D/g, '').includes(digits)),
  );
}

/** "Everyone not connected" that the viewer may invite: the usual list after a CSV import. */
export function notConnectedIds(members: readonly LineAccountMember[]): number[] {
  return members.filter((member) => !isBound(member) && canManage(member)).map((member) => member.id);
}
