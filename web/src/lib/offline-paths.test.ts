import { describe, expect, it } from 'vitest';
import { offlineReadablePath } from './offline-paths';

describe('pages readable offline', () => {
  it('are home and the event pages, whose data the worker keeps', () => {
    for (const path of ['/home', '/home/', '/evt/01J0EVENT', '/discover/events/01J0EVENT', '/discover/games/01J0GAME']) {
      expect(offlineReadablePath(path), path).toBe(true);
    }
  });

  it('are not the pages that need the network (they get the offline page)', () => {
    for (const path of ['/', '/settings', '/messages', '/discover', '/evt/1/manage', '/homework', '/events/1']) {
      expect(offlineReadablePath(path), path).toBe(false);
    }
  });
});
