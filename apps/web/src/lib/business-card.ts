/**
 * Where a member's public business card is (the route /nc/:id). Lives here because the profile
 * screen links to it and the card is its own feature (features do not import each other).
 */
export function businessCardPath(publicCardId: string): string {
  return `/nc/${encodeURIComponent(publicCardId)}`;
}
