import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` (48em): a list of people no longer fits as table rows at 360 px. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether a screen lays its lists out for a phone (cards, a bar to act from) rather than as a table.
 * Only one layout is drawn, so the page holds each row once. Read during the first render: read in
 * an effect (the default), a phone would draw the wide table first and then swap it. Where the query
 * cannot be answered (component tests without a viewport) the table is drawn.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
