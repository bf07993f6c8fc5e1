/**
 * Server lists (spec §7 "Lists: game types ..., genders"). Served by the lists API; the profile
 * form drops 'Any' from genders (§3), activity options drop 'Other' and sort by label (§7), and
 * the Create Team page lists 'Other' first (§2).
 */
export const genders = ['Any', 'Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;

export const gameTypes = [
  'Other',
  'Badminton',
  'Baseball',
  'Basketball',
  'Board Games',
  'Cornhole',
  'Cycling',
  'Disc Golf',
  'Flag Football',
  'Football',
  'Golf',
  'Hiking',
  'Hockey',
  'Kickball',
  'Lacrosse',
  'Padel',
  'Pickleball',
  'Racquetball',
  'Rugby',
  'Running',
  'Skiing',
  'Soccer',
  'Softball',
  'Spikeball',
  'Squash',
  'Swimming',
  'Table Tennis',
  'Tennis',
  'Ultimate Frisbee',
  'Volleyball',
  'Yoga',
] as const;
export type GameType = (typeof gameTypes)[number];
