/**
 * The fields a member may leave off their public business card (issue 19); the name is always on
 * it. Apart from the schemas so the web app can list them without loading zod (ADR 20).
 */
export const CARD_FIELDS = ['phone', 'email', 'company', 'position', 'website', 'picture'] as const;
export type TCardField = (typeof CARD_FIELDS)[number];
