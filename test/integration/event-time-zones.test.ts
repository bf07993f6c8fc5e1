import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';

const issuePaths = (res: Awaited<ReturnType<typeof api>>) => (res.json.issues ?? []).map((i) => i.path);
const BAD_ZONES = ['Mars/Olympus', 'america/denver', 'utc', '+05:00', 'Denver'];

let organiser: User;
beforeAll(async () => {
  organiser = await person('zones');
});

describe('event time zones', () => {
  it('refuses a zone that is not an IANA name with 400 naming timeZone, on create', async () => {
    for (const timeZone of BAD_ZONES) {
      const res = await createEvent(organiser, eventBody({ timeZone }));
      expect(res.status, timeZone).toBe(400);
      expect(issuePaths(res), timeZone).toContain('timeZone');
      expect(res.json.message).toContain('timeZone');
    }
  });

  it('refuses it on update too, and keeps the saved zone', async () => {
    const created = await createEvent(organiser, eventBody({ timeZone: 'America/New_York' }));
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    for (const timeZone of BAD_ZONES) {
      const res = await api('PUT', `/api/events/${id}`, {
        token: organiser.idToken,
        body: eventBody({ timeZone, dateStart: created.json.dateStart, version: 1 }),
      });
      expect(res.status, timeZone).toBe(400);
      expect(issuePaths(res), timeZone).toContain('timeZone');
    }
    const got = await api('GET', `/api/events/${id}`, { token: organiser.idToken });
    expect(got.json).toMatchObject({ timeZone: 'America/New_York', version: 1 });
  });

  it('keeps a valid zone and names it in summaries, where every list shows times in it', async () => {
    const created = await createEvent(organiser, eventBody({ timeZone: 'Australia/Sydney' }));
    expect(created.status).toBe(201);
    expect(created.json.timeZone).toBe('Australia/Sydney');
    const mine = await api('GET', `/api/users/${organiser.uid}/events?role=created`, { token: organiser.idToken });
    expect(mine.status).toBe(200);
    const summary = (mine.json.items as Array<{ id: string; timeZone?: string }>).find((e) => e.id === created.json.id);
    expect(summary?.timeZone).toBe('Australia/Sydney');
  });
});
