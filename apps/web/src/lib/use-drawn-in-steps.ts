import { startTransition, useEffect, useState } from 'react';

/**
 * How long the answer of a query that each item of such a list reads (a meeting card's substitute
 * and answer, the visitors below the cards) stays fresh. Items mount one per frame, and TanStack
 * Query asks again for a stale answer whenever one more reader mounts: with no time here, the
 * event screen asked for the same two answers once per card (issue 38). A change the member makes
 * refreshes them at once all the same (its invalidation does not wait for this).
 */
export const ITEM_QUERY_STALE_MS = 10_000;

/**
 * A list a phone draws in steps: the first `first` items at once, then `step` more after each frame
 * has been painted, in a transition, until all are drawn. Drawn whole in the update that brought it,
 * the event list was one task of 0.5–0.7 s on Lighthouse's slow phone (about 900 elements of Thai
 * text to render and lay out); in steps, the cards on screen come first and no task holds the phone
 * for long (ADR 67).
 */
export function useDrawnInSteps<T>(items: readonly T[], first = 2, step = 1) {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame with the items drawn so far (requestAnimationFrame runs before its paint).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount(count + step)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, complete, step]);
  return { drawn: complete ? items : items.slice(0, count), complete };
}
