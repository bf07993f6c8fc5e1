/**
 * The post board's fixed categories and subcategories (spec §3 Post), each with the URL slug the
 * routes posts/{category}/{subcategory} use. The test category exists only outside production.
 */
export interface PostSubcategory {
  slug: string;
  name: string;
}
export interface PostCategory {
  slug: string;
  name: string;
  /** A line under the name on the category list. */
  blurb: string;
  subcategories: readonly PostSubcategory[];
  testOnly?: boolean;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const category = (name: string, blurb: string, subs: string[], testOnly?: boolean): PostCategory => ({
  slug: slugOf(name),
  name,
  blurb,
  subcategories: subs.map((s) => ({ slug: slugOf(s), name: s })),
  ...(testOnly ? { testOnly } : {}),
});

export const postCategories: readonly PostCategory[] = [
  category('Play & Competition', 'Find a game, a sub or a challenger.', ['Find a Game', 'Sub Needed', 'Tournaments & Events', 'Match Challenges']),
  category('Gear & Equipment', 'Buy, sell, trade and find lost gear.', ['Buy & Sell Sports Gear', 'Trade Equipment', 'Lost & Found']),
  category('Training & Coaching', 'Coaches, lessons and people to train with.', ['Find a Coach', 'Offer Coaching', 'Training Partners']),
  category('Teams & Leagues', 'Spots on teams and leagues, and officials.', ['Team Openings', 'Join a Team', 'League Openings', 'Referees & Umpires Needed']),
  category('Venues & Locations', 'Courts, fields and facilities.', ['Find a Court/Field', 'Facility Rentals']),
  category('Community & Social', 'Rides, meetups and watch parties.', ['Carpool to Games', 'Meetup & Networking', 'Watch Parties']),
  category('Announcements & Miscellaneous', 'News, volunteering and everything else.', ['General Announcements', 'Volunteer Opportunities', 'Miscellaneous']),
  category('Test', 'For trying the board out; not shown in production.', ['Test Posts'], true),
];

/** The categories a stage shows: the test category only outside production. */
export const visiblePostCategories = (stage: string) => postCategories.filter((c) => !c.testOnly || stage !== 'prod');

export function findPostCategory(slug: string, stage: string) {
  return visiblePostCategories(stage).find((c) => c.slug === slug);
}

export function findPostSubcategory(categorySlug: string, subSlug: string, stage: string) {
  const found = findPostCategory(categorySlug, stage);
  const sub = found?.subcategories.find((s) => s.slug === subSlug);
  return found && sub ? { category: found, subcategory: sub } : undefined;
}

/** A post card's excerpt (spec §9): the first `max` characters of the text, with an ellipsis when there is more. */
export function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}
