import { startTransition, useEffect, useState } from 'react';

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
