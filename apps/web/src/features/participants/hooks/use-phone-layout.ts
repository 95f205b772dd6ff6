import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` (48em): the member table no longer fits beside its columns. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the participant list is laid out for a phone (cards and a bar to send from) rather than
 * as the table. Only one layout is drawn, so the page holds each member once.
 */
export function usePhoneLayout(): boolean {
  // Read during the first render: read in an effect (the default), a phone would draw the wide
  // table first and then swap it.
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
