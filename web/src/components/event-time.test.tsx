import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@web/lib/i18n';
import { EventTime } from './event-time';

const viewer = vi.hoisted(() => ({ zone: 'America/Denver' }));
vi.mock('@shared/time/zoned-time', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shared/time/zoned-time')>()),
  viewerTimeZone: () => viewer.zone,
}));

// 7 pm in Denver on 5 December 2026.
const START = '2026-12-06T02:00:00.000Z';

describe('EventTime', () => {
  it('shows the event zone’s time with its abbreviation and the viewer’s time beside it', () => {
    viewer.zone = 'America/New_York';
    const { container } = render(<EventTime iso={START} timeZone="America/Denver" />);
    expect(screen.getByText('Sat, Dec 5, 7:00 PM MST')).toHaveAttribute('datetime', START);
    expect(container).toHaveTextContent('Sat, Dec 5, 7:00 PM MST (9:00 PM your time)');
  });

  it('shows only the event zone’s time to a viewer in that zone', () => {
    viewer.zone = 'America/Denver';
    const { container } = render(<EventTime iso={START} timeZone="America/Denver" withYear />);
    expect(container).toHaveTextContent(/^Sat, Dec 5, 2026, 7:00 PM MST$/);
  });

  it('writes the time and the viewer’s part in Spanish when Spanish is chosen', async () => {
    viewer.zone = 'America/New_York';
    await activateLocale('es');
    try {
      const { container } = render(<EventTime iso={START} timeZone="America/Denver" />);
      expect(container.textContent).toMatch(/^sáb, 5 dic.*7:00\s?p\.\s?m\..*\(9:00\s?p\.\s?m\. en tu zona horaria\)$/);
    } finally {
      await activateLocale('en');
    }
  });
});
