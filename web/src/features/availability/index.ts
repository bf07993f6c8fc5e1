import { lazy } from 'react';

export { AvailabilitySummary, type AvailabilityRecord } from './components/availability-summary';

/**
 * The settings editor loads on first use (DESIGN §7 budgets): the profile page needs only the
 * summary, and the settings page opens on General. Render it inside a Suspense boundary.
 */
export const AvailabilitySettings = lazy(async () => ({
  default: (await import('./components/availability-settings')).AvailabilitySettings,
}));
