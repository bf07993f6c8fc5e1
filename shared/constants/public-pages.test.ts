import { describe, expect, it } from 'vitest';
import { isPublicPagePath, publicPagePaths } from './public-pages';

describe('isPublicPagePath', () => {
  it('matches each public page, with or without a trailing slash', () => {
    for (const page of publicPagePaths) {
      expect(isPublicPagePath(`/${page}`)).toBe(true);
      expect(isPublicPagePath(`/${page}/`)).toBe(true);
    }
  });

  it('leaves every other path to the app', () => {
    for (const path of ['/', '/discover', '/features/x', '/quiz/unknown', '/featuresx', '/login', '/start/community']) {
      expect(isPublicPagePath(path)).toBe(false);
    }
  });
});
