import { useDebouncedValue } from '@mantine/hooks';
import { type PreviewBody, usePreviewMessage } from '../api/preview-message.ts';

/** Staff type on: the preview is asked for once the text has rested this long, not per keystroke. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The preview of what is being written, asked for once the body has stopped changing. The body is
 * compared as JSON: a new object with the same content is the same preview.
 */
export function useMessagePreview(body: PreviewBody | null) {
  const key = body === null ? '' : JSON.stringify(body);
  const [settledKey] = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const query = usePreviewMessage(settledKey === '' ? null : (JSON.parse(settledKey) as PreviewBody));
  // Still typing, or the answer is for an earlier body: what shows may be out of date.
  const stale = key !== settledKey || query.isPlaceholderData || query.isFetching;
  return { query, stale };
}
