import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { Carousel, type Slide } from './carousel';

/** Test copy, not in the catalogue: Lingui shows a descriptor's own message. */
const text = (message: string) => ({ id: message, message });
const slides: Slide[] = [
  { id: 'a', title: text('Alpha'), text: text('First') },
  { id: 'b', title: text('Bravo'), text: text('Second'), link: { label: text('Go'), to: '/discover' } },
  { id: 'c', title: text('Charlie'), text: text('Third') },
];

const visible = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hidden)!;
const renderIt = () => renderRoute('/', { element: <Carousel label="Highlights" slides={slides} intervalMs={1000} /> });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Carousel', () => {
  it('rotates on its own and wraps around', () => {
    renderIt();
    expect(visible()).toHaveAccessibleName('1 of 3: Alpha');
    act(() => vi.advanceTimersByTime(1000));
    expect(visible()).toHaveAccessibleName('2 of 3: Bravo');
    act(() => vi.advanceTimersByTime(2000));
    expect(visible()).toHaveAccessibleName('1 of 3: Alpha');
  });

  it('pauses while hovered or focused, and when stopped', () => {
    renderIt();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(visible()).toHaveAccessibleName('1 of 3: Alpha');
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visible()).toHaveAccessibleName('1 of 3: Alpha');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));

    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating slides' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visible()).toHaveAccessibleName('1 of 3: Alpha');
    expect(screen.getByRole('button', { name: 'Start rotating slides' })).toBeInTheDocument();
  });

  it('moves with previous, next and the slide buttons', () => {
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible()).toHaveAccessibleName('3 of 3: Charlie');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Bravo' }));
    expect(visible()).toHaveAccessibleName('2 of 3: Bravo');
    expect(screen.getByRole('button', { name: 'Slide 2: Bravo' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/discover');
  });
});
