import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@shared/schemas/availability';
import { AvailabilitySummary } from './availability-summary';

const week = {
  ...emptyWeek(),
  tuesday: {
    isAvailable: true,
    timeRanges: [
      { startTime: '18:00', endTime: '21:00' },
      { startTime: '21:30', endTime: '22:30' },
    ],
  },
  saturday: { isAvailable: true, timeRanges: [{ startTime: '09:00', endTime: '12:00' }] },
};

describe('availability on a profile', () => {
  it('lists the weekdays with hours, in week order, and the upcoming dates', () => {
    render(
      <AvailabilitySummary
        record={{
          weekly: week,
          dateSpecific: [
            {
              id: 'ds-1',
              date: '2026-12-10',
              endDate: '2026-12-11',
              timeRanges: [],
              dailyTimeRanges: [
                { date: '2026-12-10', timeRanges: [{ startTime: '10:00', endTime: '12:00' }] },
                { date: '2026-12-11', timeRanges: [{ startTime: '14:00', endTime: '16:00' }] },
              ],
              isTraveling: true,
              location: {
                city: 'Austin',
                state: 'TX',
                country: 'US',
                lat: 30.27,
                lng: -97.74,
                formattedAddress: 'Austin, TX, USA',
              },
            },
          ],
        }}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Weekly availability' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tuesday 18:00–21:00, 21:30–22:30', 'Saturday 09:00–12:00']);
    const upcoming = screen.getByRole('list', { name: 'Upcoming dates' });
    expect(upcoming).toHaveTextContent('Thu, Dec 10 – Fri, Dec 11, 2026');
    expect(upcoming).toHaveTextContent('Travelling to Austin, TX, USA');
    expect(upcoming).toHaveTextContent('Thu, Dec 10: 10:00–12:00');
    expect(upcoming).toHaveTextContent('Fri, Dec 11: 14:00–16:00');
  });

  it('shows nothing when there is no availability to show', () => {
    const { container, rerender } = render(<AvailabilitySummary record={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AvailabilitySummary record={{ weekly: emptyWeek(), dateSpecific: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
