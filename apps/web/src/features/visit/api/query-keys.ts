/** The query keys only the visitor's page uses (lib/query-keys.ts holds the shared ones). */
export const visitKeys = {
  all: ['visit'] as const,
  /** What one invitation link shows; the link's token is its only key. */
  link: (token: string) => [...visitKeys.all, token] as const,
  /** The link's check-in code: apart from the page, so reloading the page does not replace the code. */
  checkInCode: (token: string) => [...visitKeys.all, 'check-in-code', token] as const,
};
