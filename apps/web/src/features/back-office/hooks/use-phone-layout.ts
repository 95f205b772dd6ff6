import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the back office should lay its lists out for a phone (below Mantine's `sm`, 48em): cards
 * stacked one above the other instead of table rows, which would push the page sideways at 360 px.
 * Read on the first render, so a phone never draws the table first; where the query cannot be
 * answered (tests in happy-dom without a viewport) the desktop table is drawn.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
