import { describe, expect, it } from 'vitest';
import { excerptOf, findPostSubcategory, postCategories, visiblePostCategories } from './post-categories';

describe('post categories', () => {
  it('has the seven categories of the spec, in order, plus a test category', () => {
    expect(postCategories.map((c) => c.name)).toEqual([
      'Play & Competition',
      'Gear & Equipment',
      'Training & Coaching',
      'Teams & Leagues',
      'Venues & Locations',
      'Community & Social',
      'Announcements & Miscellaneous',
      'Test',
    ]);
    expect(postCategories[3]!.subcategories.map((s) => s.name)).toEqual(['Team Openings', 'Join a Team', 'League Openings', 'Referees & Umpires Needed']);
  });

  it('makes URL slugs of the names', () => {
    expect(postCategories[0]!.slug).toBe('play-and-competition');
    expect(postCategories[4]!.subcategories[0]).toEqual({ slug: 'find-a-court-field', name: 'Find a Court/Field' });
    const slugs = postCategories.flatMap((c) => c.subcategories.map((s) => `${c.slug}/${s.slug}`));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('shows the test category only outside production', () => {
    expect(visiblePostCategories('prod').map((c) => c.slug)).not.toContain('test');
    expect(visiblePostCategories('dev').map((c) => c.slug)).toContain('test');
    expect(findPostSubcategory('test', 'test-posts', 'prod')).toBeUndefined();
    expect(findPostSubcategory('test', 'test-posts', 'local')?.subcategory.name).toBe('Test Posts');
    expect(findPostSubcategory('gear-and-equipment', 'nope', 'local')).toBeUndefined();
  });
});

describe('excerptOf', () => {
  it('keeps the first 100 characters and marks the cut', () => {
    const text = 'a'.repeat(150);
    expect(excerptOf(text, 100)).toBe(`${'a'.repeat(100)}…`);
    expect(excerptOf('Short one', 100)).toBe('Short one');
    expect(excerptOf('  two\n\nlines  ', 100)).toBe('two lines');
  });
});
