import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { limitOf, type RouteDef } from '@shared/api/route-def';
import { routeIds, routes } from '@shared/api/routes';
import { rateLimits } from '@shared/constants/rate-limits';
import { rateWindows } from '../../lambdas/data/rate-limits';
import { api, mailsTo, type Mail } from '../fixtures/local';
import { person, type User } from '../fixtures/events';
import { as } from '../fixtures/teams';

type Note = { id: string; type: string; title: string };
const notes = async (user: User) => (await api('GET', '/api/notifications', as(user))).json.items as Note[];

/** A burst must land in one fixed window: when fewer than `needSeconds` of this one are left, wait for the next. */
async function roomInWindow(windowSeconds: number, needSeconds: number) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < needSeconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

/** `count` calls, twenty at a time; their statuses in order. */
async function burst(count: number, call: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 20) {
    const chunk = await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, k) => call(i + k)));
    statuses.push(...chunk.map((r) => r.status));
  }
  return statuses;
}

describe('the per-user rate limit on every write and lookup', () => {
  it('declares a limit class for every route: writes by default, lookups and mail where the table says', () => {
    const classOf = (id: string) => limitOf(routes[id as keyof typeof routes] as RouteDef);
    for (const id of routeIds) {
      const route = routes[id] as RouteDef;
      if (route.method !== 'GET') expect(classOf(id), id).not.toBe('none');
    }
    expect(['fullSearch', 'listNearbyPlayers'].map(classOf)).toEqual(['lookup', 'lookup']);
    expect(classOf('lookupFamilyMember')).toBe('personLookup');
    expect(['requestConnection', 'createFamilyConnection', 'sendCreateMotivation'].map(classOf)).toEqual(['mail', 'mail', 'mail']);
    expect(classOf('createPost')).toBe('write');
  });

  it('counts concurrent takes exactly: never more than the limit pass', async () => {
    const subject = `test-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 30 }, () => rateWindows.take(subject, 'write', 60, 10)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.every((r) => r.retryAfterSeconds >= 1 && r.retryAfterSeconds <= 60)).toBe(true);
  });

  it('starts a fresh count in the next window', async () => {
    const subject = `test-${randomUUID()}`;
    const t = 1_800_000_000_000;
    expect((await rateWindows.take(subject, 'write', 60, 1, t)).allowed).toBe(true);
    expect(await rateWindows.take(subject, 'write', 60, 1, t + 1_000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect((await rateWindows.take(subject, 'write', 60, 1, t + 60_000)).allowed).toBe(true);
  });

  it('answers 429 {message} with Retry-After once a person passes the write budget; others are not affected', async () => {
    const [spammer, bystander] = await Promise.all([person('rlwrite'), person('rlother')]);
    const { limit } = rateLimits.write;
    await roomInWindow(rateLimits.write.windowSeconds, 35);
    // A post body the schema refuses: the request is counted before any work is done.
    const statuses = await burst(limit + 1, () => api('POST', '/api/posts', { ...as(spammer), body: {} }));
    // The profile save was a write too, in this window or the one before.
    const passed = statuses.filter((s) => s === 400).length;
    expect([limit - 1, limit]).toContain(passed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit + 1 - passed);

    const refused = await api('POST', '/api/posts', { ...as(spammer), body: {} });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many requests: wait \d+ seconds and try again$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(rateLimits.write.windowSeconds);
    // Reads are not writes: the person can still look around.
    expect((await api('GET', '/api/me', as(spammer))).status).toBe(200);
    expect((await api('POST', '/api/posts', { ...as(bystander), body: {} })).status).toBe(400);
  }, 120_000);

  it('limits e-mail lookups separately from writes', async () => {
    const prober = await person('rllookup');
    const { limit } = rateLimits.personLookup;
    await roomInWindow(rateLimits.personLookup.windowSeconds, 30);
    const statuses = await burst(limit + 1, (i) =>
      api('GET', `/api/users/${prober.uid}/family/lookup?q=${encodeURIComponent(`nobody-${i}@example.com`)}`, as(prober)),
    );
    // The calls go twenty at a time, so which one of a concurrent group is counted last is up to the
    // machine: count the answers, not their order.
    expect(statuses.filter((s) => s === 404)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // Writes still have their own budget.
    expect((await api('POST', '/api/posts', { ...as(prober), body: {} })).status).toBe(400);
  }, 120_000);

  it('gives requests that message someone a smaller budget', async () => {
    const asker = await person('rlmail');
    const { limit } = rateLimits.mail;
    await roomInWindow(rateLimits.mail.windowSeconds, 30);
    const statuses = await burst(limit + 1, () => api('POST', `/api/connections/${randomUUID()}`, as(asker)));
    expect(statuses.slice(0, limit).every((s) => s === 404 || s === 400)).toBe(true);
    expect(statuses[limit]).toBe(429);
  }, 90_000);
});

describe('notification de-duplication per sender and recipient', () => {
  const isRequest = (n: Note) => n.title === 'New connection request';

  it('cycling connection requests mails the recipient once; each request stays in the app to answer', async () => {
    const [pest, target] = await Promise.all([person('rlpest'), person('rltarget')]);
    for (let i = 0; i < 4; i++) {
      expect((await api('POST', `/api/connections/${target.uid}`, as(pest))).status).toBe(201);
      expect((await api('DELETE', `/api/connections/${target.uid}`, as(pest))).status).toBe(200);
    }
    await expect.poll(async () => (await notes(target)).filter(isRequest).length, { timeout: 20_000 }).toBe(4);
    // Give the queue time to deliver anything else that was (wrongly) still coming.
    await new Promise((r) => setTimeout(r, 2_000));
    const requestMails = (await mailsTo(target.email)).filter((m: Mail) => m.subject.includes('New connection request'));
    expect(requestMails.length).toBeLessThanOrEqual(1);
  });

  it('still tells the same person about different things from the same sender', async () => {
    const [a, b] = await Promise.all([person('rlfirst'), person('rlsecond')]);
    expect((await api('POST', `/api/connections/${b.uid}`, as(a))).status).toBe(201);
    expect((await api('POST', `/api/connections/${a.uid}/accept`, as(b))).status).toBe(201);
    await expect.poll(async () => (await notes(b)).filter(isRequest).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await notes(a)).filter((n) => n.title === 'Connection accepted').length, { timeout: 10_000 }).toBe(1);
  });
});

describe('the team-create motivation mail', () => {
  it('goes at most once a day to a person, however often the page asks', async () => {
    const creator = await person('rlmotiv');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await api('POST', '/api/teams/create-motivation', { ...as(creator), body: { pageIndex: 3 } })).json);
    expect(answers).toEqual([{ sent: true }, { sent: false }, { sent: false }, { sent: false }, { sent: false }]);
    const isMotivation = (m: Mail) => m.subject === 'Finish setting up your team';
    await expect.poll(async () => (await mailsTo(creator.email)).filter(isMotivation).length, { timeout: 10_000 }).toBe(1);
  });
});
