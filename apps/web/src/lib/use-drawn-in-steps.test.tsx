import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnInSteps } from './use-drawn-in-steps.ts';

describe('useDrawnInSteps', () => {
  it('draws the first two items at once, then one more each frame until all are drawn', async () => {
    const items = [1, 2, 3, 4, 5];
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const steps = useDrawnInSteps(items);
      seen.push(steps.drawn.length);
      return steps;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current.complete, String(seen)).toBe(true));
    expect(result.current.drawn).toBe(items);
    // It went through the steps in order, never skipping back.
    expect([...new Set(seen)]).toEqual([2, 3, 4, 5]);
  });

  it('a short list is complete from the first drawing', () => {
    const { result } = renderHook(() => useDrawnInSteps(['only']));
    expect(result.current).toEqual({ drawn: ['only'], complete: true });
  });
});
