/** Business constants and limits from spec §9 (and §5 where it sets the rule). */
export const limits = {
  displayName: { min: 2, max: 25 },
  fullName: { min: 2, max: 300 },
  lastName: { min: 1, max: 100 },
  emailMax: 100,
  age: { min: 1, max: 120 },
  minimumUserAge: 13,
  birthdateSpanYears: 120,
  searchMinChars: 3,
  radiusMiles: { min: 1, max: 50, default: 15 },
  defaultTimeRange: { startTime: '17:00', endTime: '20:00' },
  postExcerpt: 100,
  homeUpcomingEvents: 7,
  pushRefreshDays: 7,
  snackbarMs: { short: 3000, long: 5000 },
  notificationMs: 3500,
  /** States an editor's undo history keeps (the present included); recording one more drops the oldest. */
  stateHistory: 25,
} as const;

export const DEFAULT_CITY = {
  name: 'Denver, CO',
  lat: 39.7392,
  lng: -104.9903,
} as const;
