import { useLayoutEffect, useState } from 'react';

/**
 * Counts from 1 up to `steps`, one step per task. A page that shows much at once renders its parts
 * in turn, each in its own short task, so no single task keeps the page from answering a tap
 * (Lighthouse counts every task over 50 ms on a slow phone as blocking).
 */
export function useReveal(steps: number): number {
  const [shown, setShown] = useState(1);
  useLayoutEffect(() => {
    if (shown >= steps) return;
    const next = setTimeout(() => setShown(shown + 1), 0);
    return () => clearTimeout(next);
  }, [shown, steps]);
  return shown;
}
