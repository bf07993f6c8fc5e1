import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReveal } from './use-reveal';

function Parts({ steps }: { steps: number }) {
  const shown = useReveal(steps);
  return (
    <ul aria-label="Parts">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>Part {i + 1}</li>
      ))}
    </ul>
  );
}

describe('useReveal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first part at once and one more part per task, up to the last', async () => {
    render(<Parts steps={3} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Part 1']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // Done: nothing more is scheduled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops counting when the page goes away', () => {
    const { unmount } = render(<Parts steps={5} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
