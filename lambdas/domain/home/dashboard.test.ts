import { describe, expect, it } from 'vitest';
import type { EventSummaryDto } from '@shared/schemas/event';
import type { UserItem } from '../../data/users';
import { mergeUpcoming } from '../events/user-events';
import { incompleteTasks } from './dashboard';

const event = (id: string, dateStart: string, cancelled = false) =>
  ({
    id,
    title: id,
    gameType: 'Tennis',
    dateStart,
    cancelled,
    creatorId: 'x',
    location: { name: 'Court', lat: 0, lng: 0 },
  }) as EventSummaryDto;

describe('mergeUpcoming', () => {
  it('keeps each event once, soonest first, without cancelled ones, at most 7', () => {
    const created = [event('a', '2027-01-03'), event('b', '2027-01-01'), event('c', '2027-01-02', true)];
    const joined = [event('a', '2027-01-03'), ...['d', 'e', 'f', 'g', 'h', 'i'].map((id, i) => event(id, `2027-02-0${i + 1}`))];
    const merged = mergeUpcoming(created, joined);
    expect(merged.map((e) => e.id)).toEqual(['b', 'a', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('incompleteTasks', () => {
  const complete = {
    defaultCity: { name: 'Denver, CO', lat: 39.7, lng: -105, hash: '9xj' },
    photoURL: 'https://img.example.com/me.png',
    additionalInfo: { sports: ['Tennis'] },
  } as unknown as UserItem;

  it('has nothing to ask of a complete, verified profile with hours', () => {
    expect(incompleteTasks({ email: 'a@example.com', emailVerified: true }, complete, true)).toEqual([]);
  });

  it('asks for each missing piece, verification first, with where to do it', () => {
    const tasks = incompleteTasks({ email: 'a@example.com', emailVerified: false }, null, false);
    expect(tasks.map((t) => t.id)).toEqual(['verify-email', 'home-city', 'photo', 'sports', 'availability']);
    expect(tasks[0]).toMatchObject({ url: '/verify-email', params: { email: 'a@example.com' } });
    expect(tasks[3]).toMatchObject({ url: '/settings', params: { tab: 'sports' } });
  });
});
