import { startTransition, useEffect, useState } from 'react';

/**
 * A list a phone draws a few items at a time: the first `first` at once, then `step` more after each
 * frame has been painted, in a transition, until all are drawn. Laying out the whole event list in
 * one go was one task of about 0.3 s on Lighthouse's slow phone (Thai text in ~900 elements); a few
 * cards at a time keep each task short, and the first cards, the ones on screen, come first.
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
