import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callAs, eventBody } from '../fixtures/events';

type Rsvp = { userId: string; status: string; waitlistPosition: number | null };

/**
 * 50 distinct people join a 10-spot event at once. They go through the events Lambda's real
 * handler against DynamoDB Local (callAs: everything after API Gateway's JWT authorizer), because
 * creating 50 Cognito users one at a time in cognito-local would dominate the test.
 */
describe('concurrent RSVPs', () => {
  it('never overbooks: 50 joins at a 10-spot event give exactly 10 joined and 40 waitlisted in arrival order', async () => {
    const organiser = randomUUID();
    const created = await callAs(organiser, 'POST', '/api/events', eventBody({ capacity: 10 }));
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const people = Array.from({ length: 50 }, () => randomUUID());

    const results = await Promise.all(people.map((uid) => callAs(uid, 'POST', `/api/events/${id}/rsvps`, {})));
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const mine = results.map((r, i) => ({ uid: people[i]!, ...(r.json.items as Rsvp[])[0]! }));
    expect(mine.filter((r) => r.status === 'joined')).toHaveLength(10);
    expect(mine.filter((r) => r.status === 'waitlisted')).toHaveLength(40);

    const list = await callAs(organiser, 'GET', `/api/events/${id}/rsvps`);
    const items = list.json.items as Rsvp[];
    expect(items).toHaveLength(50);
    expect(new Set(items.map((r) => r.userId))).toEqual(new Set(people));
    const waiting = items.filter((r) => r.status === 'waitlisted');
    expect(waiting.map((r) => r.waitlistPosition)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(list.json.counts).toEqual({ joined: 10, guests: 0, waitlisted: 40, pending: 0, spotsLeft: 0 });

    // Three joined people leave at once: exactly the first three waitlisted move up.
    const leavers = items.filter((r) => r.status === 'joined').slice(0, 3);
    const left = await Promise.all(leavers.map((r) => callAs(r.userId, 'DELETE', `/api/events/${id}/rsvps/me`)));
    expect(left.map((r) => r.status)).toEqual([200, 200, 200]);
    const promoted = left.flatMap((r) => r.json.promoted as string[]);
    expect(new Set(promoted)).toEqual(new Set(waiting.slice(0, 3).map((r) => r.userId)));

    const after = await callAs(organiser, 'GET', `/api/events/${id}/rsvps`);
    const afterItems = after.json.items as Rsvp[];
    expect(afterItems.filter((r) => r.status === 'joined')).toHaveLength(10);
    expect(afterItems.filter((r) => r.status === 'waitlisted').map((r) => r.userId)).toEqual(
      waiting.slice(3).map((r) => r.userId),
    );
    expect(after.json.counts).toEqual({ joined: 10, guests: 0, waitlisted: 37, pending: 0, spotsLeft: 0 });
  });
});
