import { describe, expect, it } from 'vitest';
import { nudgeMessages } from '@shared/constants/reminders';
import { notifications } from '../../lambdas/data/notifications';
import { createEvent, eventBody, inHours, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { addMember, createTeam } from '../fixtures/teams';

async function nudgesOf(user: User, title: string) {
  return (await notifications.listByUser(user.uid, { limit: 100 })).filter((n) => n.title === nudgeMessages.title(title));
}

describe('POST /api/events/{id}/nudge', () => {
  it('nudges the team members who have not answered and the pending, once a day per event, organisers only', async () => {
    const [organiser, silent, pending, joined, stranger] = await Promise.all([
      person('nudgeorg'),
      person('nudgesilent'),
      person('nudgepend'),
      person('nudgejoin'),
      person('nudgestranger'),
    ]);
    const team = await createTeam(organiser, { name: `Nudge Team ${organiser.uid.slice(0, 6)}` });
    for (const member of [silent, pending, joined]) await addMember(team, organiser, member);
    const title = `Nudge Night ${organiser.uid.slice(0, 6)}`;
    const created = await createEvent(organiser, eventBody({ title, hostingTeam: team.id, creatorApprovalNeeded: true, dateStart: inHours(72) }));
    expect(created.status).toBe(201);
    const eventId = created.json.id as string;
    for (const who of [pending, joined]) expect((await api('POST', `/api/events/${eventId}/rsvps`, { token: who.idToken, body: {} })).status).toBe(201);
    const approve = await api('POST', `/api/events/${eventId}/rsvps/${joined.uid}/review`, {
      token: organiser.idToken,
      body: { occurrence: created.json.dateStart, approve: true },
    });
    expect(approve.status).toBe(201);

    // Only the organiser nudges.
    for (const who of [joined, stranger]) {
      expect((await api('POST', `/api/events/${eventId}/nudge`, { token: who.idToken, body: {} })).status).toBe(403);
    }
    expect((await api('POST', `/api/events/${eventId}/nudge`, { body: {} })).status).toBe(401);

    const first = await api('POST', `/api/events/${eventId}/nudge`, { token: organiser.idToken, body: {} });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ occurrence: new Date(created.json.dateStart as string).toISOString(), nudged: 2 });

    // The second nudge the same day is refused by the server, whatever the page shows.
    const again = await api('POST', `/api/events/${eventId}/nudge`, { token: organiser.idToken, body: {} });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe(nudgeMessages.limit);

    await expect.poll(async () => (await nudgesOf(silent, title)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await nudgesOf(pending, title)).length, { timeout: 20_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await nudgesOf(silent, title)).toHaveLength(1);
    expect(await nudgesOf(joined, title)).toEqual([]);
    expect(await nudgesOf(stranger, title)).toEqual([]);
  });

  it('refuses a date that is not one of the event’s, naming occurrence', async () => {
    const organiser = await person('nudgebad');
    const created = await createEvent(organiser, eventBody());
    const res = await api('POST', `/api/events/${created.json.id as string}/nudge`, { token: organiser.idToken, body: { occurrence: inHours(500) } });
    expect(res.status).toBe(400);
    expect((res.json.issues ?? []).map((i) => i.path)).toContain('occurrence');
  });
});
