/**
 * A member's name as people read it, "first last": put together here only, so the server's
 * answers, its LINE messages and the web app's screens never differ by a space. A missing part
 * (an actor a left join did not find, a card that hides the last name) leaves no stray space.
 */
export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  `${first ?? ''} ${last ?? ''}`.trim();
