import { beforeAll, describe, expect, it } from 'vitest';
import { expandOccurrences } from '@shared/events/recurrence';
import { wallTimeToIso } from '@shared/time/zoned-time';
import { parseCalendar } from '@shared/calendar/read-ics';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { addMember, as, createTeam, type Team } from '../fixtures/teams';

/** The path of a feed address (`http://host/api/calendar/<secret>.ics` → `/api/calendar/<secret>.ics`). */
const pathOf = (url: string) => new URL(url).pathname;
const feedOf = async (user: User) => {
  const res = await api('GET', '/api/calendar-feeds/me', as(user));
  expect(res.status).toBe(200);
  return res.json as unknown as { url: string; webcalUrl: string };
};

// The next November in which a series starting in October is still in the future.
const now = new Date();
const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
const denver = 'America/Denver';

describe('calendar feeds', () => {
  let host: User;
  let player: User;
  let outsider: User;
  let team: Team;
  let series: Record<string, unknown>;
  let seriesId: string;
  let privateId: string;
  let place: { id: string; name: string; lat: number; lng: number };

  beforeAll(async () => {
    [host, player, outsider] = await Promise.all([person('calhost'), person('calplayer'), person('caloutsider')]);
    team = await createTeam(host, { name: 'Feed Team' });
    await addMember(team, host, player);
    const made = await api('POST', '/api/places', {
      ...as(host),
      body: { name: 'Feed Courts', address: '5 Feed St, Denver, CO', lat: 39.7001, lng: -104.9502, gameTypes: ['Basketball'], description: 'Lit courts.' },
    });
    expect(made.status).toBe(201);
    place = made.json as unknown as typeof place;
    const at = { placeId: place.id, location: { placeId: place.id, name: place.name, address: '5 Feed St, Denver, CO', lat: place.lat, lng: place.lng } };

    // Tuesdays and Thursdays at 6 pm Denver time, across the November DST change, one week skipped.
    series = eventBody({
      title: 'Denver Twice Weekly',
      dateStart: wallTimeToIso(`${year}-10-05`, '18:00', denver),
      timeZone: denver,
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [2, 4], endDate: `${year}-11-25` },
      excludedDates: [`${year}-10-14`, `${year}-11-09`],
      hostingTeam: team.id,
      ...at,
    });
    const created = await createEvent(host, series);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    seriesId = created.json.id as string;
    const priv = await createEvent(host, eventBody({ title: 'Secret Scrimmage', isPrivate: true, hostingTeam: team.id, ...at }));
    expect(priv.status, JSON.stringify(priv.json)).toBe(201);
    privateId = priv.json.id as string;
    const joined = await api('POST', `/api/events/${privateId}/rsvps`, { ...as(player), body: {} });
    expect(joined.status, JSON.stringify(joined.json)).toBeLessThan(300);
  }, 120_000);

  it('serves a personal feed with the series as ONE VEVENT whose RRULE and EXDATE expand to the app’s occurrences across the DST change', async () => {
    const feed = await feedOf(host);
    expect(feed.url).toMatch(/^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:\/\//, 'webcal://'));
    const res = await api('GET', pathOf(feed.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/max-age=300/);
    const parsed = parseCalendar(res.text);
    expect(parsed.zones).toContain(denver);
    const mine = parsed.events.filter((e) => e.uid.startsWith(`${seriesId}@`));
    expect(mine).toHaveLength(1);
    const vevent = mine[0]!;
    expect(vevent.tzid).toBe(denver);
    expect(vevent.rrule).toContain('FREQ=WEEKLY');
    expect(vevent.url).toMatch(new RegExp(`/evt/${seriesId}$`));
    expect(vevent.location).toBe('Feed Courts, 5 Feed St, Denver, CO');
    const app = expandOccurrences({
      dateStart: series.dateStart as string,
      timeZone: denver,
      reoccurringInfo: series.reoccurringInfo as never,
      excludedDates: series.excludedDates as string[],
    });
    expect(vevent.occurrences).toEqual(app);
    // 6 pm on both sides of the change: 00:00Z under MDT, 01:00Z under MST.
    expect(app.some((o) => o.endsWith('T00:00:00.000Z'))).toBe(true);
    expect(app.some((o) => o.endsWith('T01:00:00.000Z'))).toBe(true);
    // The host's own private game is in their personal feed.
    expect(parsed.events.some((e) => e.uid.startsWith(`${privateId}@`))).toBe(true);
  });

  it('puts a private game the person joined in their personal feed', async () => {
    const res = await api('GET', pathOf((await feedOf(player)).url));
    const uids = parseCalendar(res.text).events.map((e) => e.uid);
    expect(uids.some((u) => u.startsWith(`${privateId}@`))).toBe(true);
    expect(uids.some((u) => u.startsWith(`${seriesId}@`))).toBe(false);
  });

  it('never puts a private event in the team or the place feed', async () => {
    const teamFeed = await api('GET', `/api/calendar-feeds/teams/${team.id}`, as(host));
    expect(teamFeed.status).toBe(200);
    const teamCal = await api('GET', pathOf(teamFeed.json.url as string));
    expect(teamCal.status).toBe(200);
    const teamUids = parseCalendar(teamCal.text).events.map((e) => e.uid);
    expect(teamUids.some((u) => u.startsWith(`${seriesId}@`))).toBe(true);
    expect(teamUids.some((u) => u.startsWith(`${privateId}@`))).toBe(false);

    const placeCal = await api('GET', `/api/calendar/places/${place.id}.ics`);
    expect(placeCal.status).toBe(200);
    const placeUids = parseCalendar(placeCal.text).events.map((e) => e.uid);
    expect(placeUids.some((u) => u.startsWith(`${seriesId}@`))).toBe(true);
    expect(placeUids.some((u) => u.startsWith(`${privateId}@`))).toBe(false);
    expect((await api('GET', '/api/calendar/places/no-such-place.ics')).status).toBe(404);
  });

  it('lets only the team’s owners and admins see or rotate the team feed address', async () => {
    expect((await api('GET', `/api/calendar-feeds/teams/${team.id}`, as(player))).status).toBe(403);
    expect((await api('POST', `/api/calendar-feeds/teams/${team.id}`, as(outsider))).status).toBe(403);
  });

  it('answers 304 to If-None-Match and If-Modified-Since, and 200 again once a game changes (SEQUENCE grows, or STATUS:CANCELLED)', async () => {
    const path = pathOf((await feedOf(host)).url);
    const first = await api('GET', path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^".+"$/);
    const conditional = async (headers: Record<string, string>) => {
      const res = await fetch(`${new URL((await feedOf(host)).url).origin.replace('localhost', '127.0.0.1')}${path}`, { headers });
      return { status: res.status, body: await res.text(), etag: res.headers.get('etag') };
    };
    const same = await conditional({ 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect((await conditional({ 'if-modified-since': lastModified })).status).toBe(304);

    const cancelled = await api('POST', `/api/events/${privateId}/cancel`, as(host));
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBeLessThan(300);
    const changed = await conditional({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const vevent = parseCalendar(changed.body).events.find((e) => e.uid.startsWith(`${privateId}@`))!;
    expect(vevent.status).toBe('CANCELLED');
    expect(vevent.sequence).toBe(1);
  });

  it('answers 404 for the old address as soon as the person gets a new one', async () => {
    const before = await feedOf(outsider);
    expect((await api('GET', pathOf(before.url))).status).toBe(200);
    const rotated = await api('POST', '/api/calendar-feeds/me', as(outsider));
    expect(rotated.status).toBe(201);
    expect(rotated.json.url).not.toBe(before.url);
    const gone = await api('GET', pathOf(before.url));
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Calendar feed not found');
    expect((await api('GET', pathOf(rotated.json.url as string))).status).toBe(200);
    expect((await feedOf(outsider)).url).toBe(rotated.json.url);
  });

  it('refuses a malformed address with 400 naming the field, and an unknown secret with 404', async () => {
    const bad = await api('GET', '/api/calendar/short.ics');
    expect(bad.status).toBe(400);
    expect(bad.json.issues?.[0]?.path).toContain('file');
    expect((await api('GET', `/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
  });
});
