import { describe, expect, it } from 'vitest';
import { limits } from '../constants/limits';
import { answersSchema } from '../forms/answers';
import { emailPattern, hasForbiddenContent, linkPattern } from './content';
import './profanity';
import { isoDateTime } from './common';
import { hhmm } from './availability';
import { postInput } from './post';
import { alternateEmail } from './settings';
import { siteContent } from './site';
import { createTeamInput } from './team';
import { hasControlCharacters, isPublicLink, multiLineText, singleLineText, userLink } from './text';
import { birthdate, displayName, fullName, lastName, photoURL, profileEmail, updateProfileInput } from './user';

/**
 * Every text check against the inputs that make a backtracking pattern or an unbounded check
 * slow: long runs of the characters a pattern retries on, and megabyte strings. Each check must
 * finish within a budget relative to a plain linear read of the same input, with a floor that no
 * machine under load misses by accident; the quadratic patterns this replaces took seconds on
 * 32 KB and minutes on 1 MB, so the budget separates linear from quadratic by orders of magnitude.
 */
const MB = 1 << 20;

const runs: Record<string, string> = {
  letters: 'a'.repeat(MB),
  'letters and hyphens': 'a-'.repeat(MB / 2),
  'at signs between letters': 'x@'.repeat(MB / 2),
  'an @ then a long domain without a dot': `a@${'a'.repeat(MB)}`,
  'dots between letters': 'a.'.repeat(MB / 2),
  'w for www': 'w'.repeat(MB),
  spaces: ' '.repeat(MB),
  words: 'ab '.repeat(MB / 3),
  'a link scheme prefix': `http://${'a'.repeat(MB)}`,
  'digits and colons': '1:'.repeat(MB / 2),
  'bidi overrides': '\u202e'.repeat(MB),
  'profanity stems': 'fuu'.repeat(MB / 3),
};

function elapsed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * Best of five, so a scheduler hiccup does not decide: on two cores shared with the e2e browsers
 * and the emulators' JVMs, a 15 ms check once took over 600 ms three times in a row.
 */
const best = (run: () => unknown) => Math.min(...Array.from({ length: 5 }, () => elapsed(run)));

/** A linear read of the input: every character touched once. */
function linearRead(value: string): number {
  let sum = 0;
  for (let i = 0; i < value.length; i++) sum += value.charCodeAt(i);
  return sum;
}

function budgetFor(value: string): number {
  linearRead(value); // warm the loop
  return Math.max(100, 20 * best(() => linearRead(value)));
}

type Check = [name: string, run: (value: string) => unknown];

const checks: Check[] = [
  ['the link pattern', (v) => linkPattern.test(v)],
  ['the e-mail pattern', (v) => emailPattern.test(v)],
  ['the name content check (links, e-mail, profanity)', (v) => hasForbiddenContent(v)],
  ['the control-character check (one line)', (v) => hasControlCharacters(v)],
  ['the control-character check (several lines)', (v) => hasControlCharacters(v, true)],
  ['the public-link check', (v) => isPublicLink(v)],
  ['displayName', (v) => displayName.safeParse(v)],
  ['fullName', (v) => fullName.safeParse(v)],
  ['lastName', (v) => lastName.safeParse(v)],
  ['profile e-mail', (v) => profileEmail.safeParse(v)],
  ['alternate e-mail', (v) => alternateEmail.safeParse(v)],
  ['photo URL', (v) => photoURL.safeParse(v)],
  ['birthdate', (v) => birthdate.safeParse(v)],
  ['an ISO date-time', (v) => isoDateTime.safeParse(v)],
  ['a time of day', (v) => hhmm.safeParse(v)],
  ['a single-line text', (v) => singleLineText(100).safeParse(v)],
  ['a multi-line text', (v) => multiLineText(5000).safeParse(v)],
  ['a user link', (v) => userLink().safeParse(v)],
  [
    'the whole profile form, every text field the input',
    (v) =>
      updateProfileInput.safeParse({
        displayName: v,
        fullName: v,
        lastName: v,
        photoURL: v,
        bio: v,
        phoneNumber: v,
        defaultCity: { name: v, lat: 0, lng: 0 },
        birthdate: v,
      }),
  ],
  ['a post', (v) => postInput.safeParse({ title: v, text: v, category: v, subCategory: v })],
  [
    'a team',
    (v) =>
      createTeamInput.safeParse({
        name: v,
        kind: 'team',
        gameType: 'sport',
        description: v,
        city: v,
        lat: 0,
        lng: 0,
        photoURL: v,
        externalUrl: v,
      }),
  ],
  [
    'a site',
    (v) =>
      siteContent.safeParse({
        title: v,
        pages: [
          {
            title: v,
            slug: v,
            seoDescription: v,
            blocks: [
              { type: 'text', heading: v, text: v },
              { type: 'image', url: v, alt: v },
              { type: 'contact', email: v, phone: v, note: v },
            ],
          },
        ],
      }),
  ],
  [
    'form answers',
    (v) =>
      answersSchema(
        [
          { id: 'a', type: 'shortText', label: 'A', required: true },
          { id: 'b', type: 'longText', label: 'B', required: true },
          { id: 'c', type: 'email', label: 'C', required: true },
          { id: 'd', type: 'phone', label: 'D', required: true },
          { id: 'e', type: 'date', label: 'E', required: true },
        ],
        'submit',
      ).safeParse({ a: v, b: v, c: v, d: v, e: v }),
  ],
];

describe('text checks on worst-case input', () => {
  // Build the profanity matcher once, outside any measurement.
  hasForbiddenContent('warm up');

  describe.each(checks)('%s', (_name, run) => {
    it.each(Object.keys(runs))('finishes a megabyte of %s within budget', (kind) => {
      const value = runs[kind]!;
      run(value.slice(0, 64)); // warm the code path
      const budget = budgetFor(value);
      const took = best(() => run(value));
      if (process.env.REPORT_TIMINGS) console.log(`${_name} | ${kind} | ${took.toFixed(1)} ms (budget ${budget.toFixed(0)} ms)`);
      expect(took).toBeLessThan(budget);
    });
  });
});

describe('length before content', () => {
  it('refuses an over-long name with the length message alone, never reading it for links', () => {
    const result = displayName.safeParse(`${'a'.repeat(limits.displayName.max)} bob@example.com`);
    expect(result.error?.issues.map((i) => i.message)).toEqual([`Must be at most ${limits.displayName.max} characters`]);
  });

  it('refuses a name longer than any name unread, even called on its own', () => {
    expect(hasForbiddenContent('a'.repeat(limits.fullName.max + 1))).toBe(true);
    expect(hasForbiddenContent('a'.repeat(limits.fullName.max))).toBe(false);
  });

  it('refuses an over-long home city name (it is shown to every viewer)', () => {
    const result = updateProfileInput.safeParse({
      displayName: 'Alex',
      fullName: 'Alex Doe',
      defaultCity: { name: 'x'.repeat(300 * 1024), lat: 1, lng: 1 },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['defaultCity.name']);
  });

  it('keeps the patterns finding what they found before', () => {
    for (const link of ['www.x.com', 'http://a', 'bob.com', 'visit rally.io now', 'x-bob.net'])
      expect(linkPattern.test(link)).toBe(true);
    for (const name of ['Mr. Bean', 'Jr.', 'St. Louis', 'a.comet']) expect(linkPattern.test(name)).toBe(false);
    for (const address of ['bob@example.com', 'a@b.c', 'a@b..c', 'x y@z.w v', 'a@.b.c'])
      expect(emailPattern.test(address)).toBe(true);
    for (const other of ['me @ x', 'a@bc.', 'a@b', '@b.c', 'a@ b.c', 'a@@b.c']) expect(emailPattern.test(other)).toBe(false);
  });
});
