// Shared by discover, home, profiles and search.
// The product is US-first (USD prices, US city search), so dates read the US way in the viewer's time zone.
const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sat, Nov 29, 6:00 PM"; the raw value if it is not a date. */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "2.3 mi" */
export function formatDistance(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

export function formatMiles(miles: number): string {
  return miles === 1 ? '1 mile' : `${miles} miles`;
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 25, 2026" (posts, partners, admin lists); the raw value if it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
