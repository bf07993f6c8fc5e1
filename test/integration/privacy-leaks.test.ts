import { randomUUID } from 'node:crypto';
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { limitOf, type RouteDef } from '@shared/api/route-def';
import { routes } from '@shared/api/routes';
import { messages } from '@shared/constants/messages';
import { rateLimits } from '@shared/constants/rate-limits';
import type { GameDto } from '@shared/schemas/game';
import { db } from '../../lambdas/data/service';
import { legacyDirectIdOf } from '../../lambdas/domain/messages/conversation-access';
import { api, cognito, mailsTo, signIn, stack, waitForMail } from '../fixtures/local';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { as } from '../fixtures/teams';

type Rsvp = { userId: string; displayName: string; status: string };
type RsvpList = { items: Rsvp[]; counts: { joined: number; waitlisted: number; pending: number } };

const toggles = (publicUpcomingGames: boolean) => ({ messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames });
async function showsGames(user: User, show: boolean) {
  expect((await api('PUT', `/api/users/${user.uid}/privacy`, { ...as(user), body: toggles(show) })).status).toBe(200);
}
const rsvpsAs = async (viewer: User | undefined, eventId: string) => api('GET', `/api/events/${eventId}/rsvps`, as(viewer));
const idsIn = (list: RsvpList) => list.items.map((r) => r.userId).sort();

describe('who is in an event: counted for everyone, named only as each person allows', () => {
  /**
   * A full event (2 spots) that needs approval: two joined (one shows their games, one hides
   * them), two on the waitlist (likewise) and one request still pending (who shows their games).
   */
  async function crowdedEvent() {
    const [organiser, shown, hidden, waitShown, waitHidden, pending, stranger] = (await Promise.all(
      ['plorg', 'plshown', 'plhidden', 'plwaitshown', 'plwaithidden', 'plpending', 'plstranger'].map((p) => person(p)),
    )) as [User, User, User, User, User, User, User];
    await Promise.all([showsGames(hidden, false), showsGames(waitHidden, false)]);
    const created = await createEvent(organiser, eventBody({ title: 'Private crowd', capacity: 2, creatorApprovalNeeded: true, allowWaitlist: true }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const event = created.json as { id: string; dateStart: string };
    for (const p of [shown, hidden, waitShown, waitHidden, pending]) {
      expect((await api('POST', `/api/events/${event.id}/rsvps`, { ...as(p), body: {} })).status).toBe(201);
    }
    for (const p of [shown, hidden, waitShown, waitHidden]) {
      const review = await api('POST', `/api/events/${event.id}/rsvps/${p.uid}/review`, { ...as(organiser), body: { occurrence: event.dateStart, approve: true } });
      expect(review.status, JSON.stringify(review.json)).toBe(201);
    }
    return { event, organiser, shown, hidden, waitShown, waitHidden, pending, stranger };
  }

  it('names everyone to the organiser, and to others only those who show their games, never a pending request', async () => {
    const { event, organiser, shown, hidden, waitShown, waitHidden, pending, stranger } = await crowdedEvent();
    const counts = { joined: 2, waitlisted: 2, pending: 1 };

    const byOrganiser = (await rsvpsAs(organiser, event.id)).json as unknown as RsvpList;
    expect(idsIn(byOrganiser)).toEqual([shown, hidden, waitShown, waitHidden, pending].map((p) => p.uid).sort());
    expect(byOrganiser.counts).toMatchObject(counts);

    const byStranger = (await rsvpsAs(stranger, event.id)).json as unknown as RsvpList;
    expect(idsIn(byStranger)).toEqual([shown.uid, waitShown.uid].sort());
    expect(byStranger.counts).toMatchObject(counts);
    expect(JSON.stringify(byStranger)).not.toContain(hidden.uid);
    expect(JSON.stringify(byStranger)).not.toContain('plhidden');

    // A joiner who hides their games still sees themself, and the others as a stranger does.
    const byHidden = (await rsvpsAs(hidden, event.id)).json as unknown as RsvpList;
    expect(idsIn(byHidden)).toEqual([shown.uid, hidden.uid, waitShown.uid].sort());
    // The pending person sees their own request, nobody else's.
    const byPending = (await rsvpsAs(pending, event.id)).json as unknown as RsvpList;
    expect(idsIn(byPending)).toEqual([shown.uid, waitShown.uid, pending.uid].sort());
    expect(byPending.items.find((r) => r.userId === pending.uid)?.status).toBe('pending');

    // Signed out: no list at all, and the event itself carries counts only.
    expect((await rsvpsAs(undefined, event.id)).status).toBe(401);
    const page = await api('GET', `/api/events/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.json.counts).toMatchObject(counts);
    for (const p of [shown, hidden, waitShown, waitHidden, pending]) expect(JSON.stringify(page.json)).not.toContain(p.uid);

    // Hiding one's games later takes one out of the lists at once.
    await showsGames(shown, false);
    expect(idsIn((await rsvpsAs(stranger, event.id)).json as unknown as RsvpList)).toEqual([waitShown.uid]);
  }, 120_000);

  it('shows a guest to players by name, marked as a guest, and their e-mail only to the organisers', async () => {
    const [organiser, player] = (await Promise.all(['plgorg', 'plgplayer'].map((p) => person(p)))) as [User, User];
    const created = await createEvent(organiser, eventBody({ title: 'Guest privacy' }));
    const event = created.json as { id: string };
    const email = `plguest-${randomUUID().slice(0, 8)}@example.com`;
    const added = await api('POST', `/api/events/${event.id}/guests`, { ...as(organiser), body: { name: 'Gina Guest', email } });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect((await api('POST', `/api/events/${event.id}/rsvps`, { ...as(player), body: {} })).status).toBe(201);

    const byPlayer = await rsvpsAs(player, event.id);
    expect((byPlayer.json as unknown as { items: Array<Rsvp & { isGuest: boolean }> }).items.find((r) => r.isGuest)).toMatchObject({ displayName: 'Gina Guest' });
    const eventPage = await api('GET', `/api/events/${event.id}`, as(player));
    expect((eventPage.json.joiners as Array<{ displayName: string; isGuest: boolean }>).find((j) => j.isGuest)?.displayName).toBe('Gina Guest');
    for (const res of [byPlayer, eventPage, await api('GET', `/api/events/${event.id}`)]) expect(res.text).not.toContain(email);
    expect((await api('GET', `/api/events/${event.id}/guests`, as(player))).status).toBe(403);
    expect((await api('GET', `/api/events/${event.id}/guests/by-email?email=${encodeURIComponent(email)}`, as(player))).status).toBe(403);
    expect((await api('GET', `/api/events/${event.id}/guests`, as(organiser))).text).toContain(email);
  }, 60_000);

  it('shows a game’s players who hide their games as numbered private players to everyone but the organiser and themselves', async () => {
    const { event, organiser, shown, hidden, stranger } = await crowdedEvent();
    const created = await api('POST', `/api/events/${event.id}/games`, { ...as(organiser), body: { name: 'Seeded from joiners' } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const game = created.json as unknown as GameDto;
    expect(game.participants.map((p) => p.id)).toEqual([shown.uid, hidden.uid]);
    const playoff = await api('POST', `/api/games/${game.id}/playoff`, { ...as(organiser), body: {} });
    expect(playoff.status).toBe(201);

    const seenBy = async (viewer: User) => ((await api('GET', `/api/events/${event.id}/games`, as(viewer))).json as unknown as { items: GameDto[] }).items;
    const asOrganiser = await seenBy(organiser);
    expect(asOrganiser[0]!.participants.map((p) => p.id)).toEqual([shown.uid, hidden.uid]);

    const asStranger = await seenBy(stranger);
    expect(asStranger[0]!.participants).toEqual([
      { id: shown.uid, name: 'plshown' },
      { id: 'private-1', name: 'Private player 1' },
    ]);
    // The bracket says the same, and nowhere the hidden person's id.
    const bracket = asStranger[1]!;
    expect(bracket.rounds[0]!.matches.flatMap((m) => [m.a?.id, m.b?.id])).toEqual([shown.uid, 'private-1']);
    expect(JSON.stringify(asStranger)).not.toContain(hidden.uid);
    const one = (await api('GET', `/api/games/${game.id}`, as(stranger))).json as unknown as GameDto;
    expect(one.participants[1]).toEqual({ id: 'private-1', name: 'Private player 1' });

    // The hidden player sees themself.
    expect((await seenBy(hidden))[0]!.participants.map((p) => p.id)).toEqual([shown.uid, hidden.uid]);
    // Nobody signed out reads games.
    expect((await api('GET', `/api/events/${event.id}/games`)).status).toBe(401);
  }, 120_000);
});

describe('the family member search finds people only inside one’s own family flow', () => {
  const lookup = (caller: User, q: string, uid = caller.uid) => api('GET', `/api/users/${uid}/family/lookup?q=${encodeURIComponent(q)}`, as(caller));

  it('answers with the id and the name others see, nothing else, and only to the person whose family it is', async () => {
    const [me, them] = (await Promise.all(['flme', 'flthem'].map((p) => person(p)))) as [User, User];
    expect((await api('PUT', `/api/users/${them.uid}`, { ...as(them), body: { displayName: 'Them', fullName: 'Them Person', bio: 'Secret bio', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } } })).status).toBe(200);
    const found = await lookup(me, them.email);
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ uid: them.uid, displayName: 'Them' });
    // Someone else's family flow is not the caller's to use.
    expect((await lookup(me, them.email, them.uid)).status).toBe(403);
    // The old open lookup is gone: the path is just a user id nobody has.
    const old = await api('GET', `/api/users/lookup?q=${encodeURIComponent(them.email)}`, as(me));
    expect(old.status).toBe(404);
    expect(JSON.stringify(old.json)).not.toContain(them.uid);
  });

  it('answers a blocked pair, either way round, exactly as an address nobody uses', async () => {
    const [me, blocker, blocked] = (await Promise.all(['flseeker', 'flblocker', 'flblocked'].map((p) => person(p)))) as [User, User, User];
    expect((await api('POST', `/api/users/${blocker.uid}/blocks`, { ...as(blocker), body: { userIds: [me.uid] } })).status).toBe(201);
    expect((await api('POST', `/api/users/${me.uid}/blocks`, { ...as(me), body: { userIds: [blocked.uid] } })).status).toBe(201);
    const unknown = await lookup(me, `nobody-${randomUUID().slice(0, 8)}@example.com`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: messages.userNotFound });
    for (const q of [blocker.email, blocker.uid, blocked.email, blocked.uid]) {
      const res = await lookup(me, q);
      expect({ status: res.status, json: res.json }).toEqual({ status: unknown.status, json: unknown.json });
    }
  });

  it('runs on a budget of its own, far smaller than search-as-you-type', () => {
    expect(limitOf(routes.lookupFamilyMember as RouteDef)).toBe('personLookup');
    const { limit, windowSeconds } = rateLimits.personLookup;
    expect(limit / windowSeconds).toBeLessThan(rateLimits.lookup.limit / rateLimits.lookup.windowSeconds / 10);
    // test/integration/rate-limits.test.ts spends the budget and gets the 429.
  });
});

describe('the local user pool hides who has an account, as the CDK client does', () => {
  const nobody = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const failure = async (p: Promise<unknown>) => {
    const error = (await p.then(
      () => null,
      (e: unknown) => e,
    )) as { name?: string; message?: string } | null;
    return error && { name: error.name, message: error.message };
  };

  it('says the same for an unknown e-mail as for a wrong password at sign-in', async () => {
    const user = await person('upsignin');
    const unknown = await failure(signIn(nobody(), 'Password123!'));
    const wrong = await failure(signIn(user.email, 'WrongPassword1!'));
    expect(unknown).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(wrong).toEqual(unknown);
  });

  it('answers a password reset for an unknown e-mail as for a real one, and mails only the real one', async () => {
    const user = await person('upreset');
    const ghost = `${user.email.split('@')[0]!.slice(0, 1)}ghost-${randomUUID().slice(0, 8)}@example.com`;
    const known = await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: user.email }));
    const unknown = await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: ghost }));
    expect(unknown.CodeDeliveryDetails).toEqual(known.CodeDeliveryDetails);
    expect(known.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@e***' });
    await waitForMail(user.email, (m) => /reset/i.test(m.subject));
    expect(await mailsTo(ghost)).toEqual([]);

    // Confirming a reset nobody asked for reads as a wrong code.
    const confirm = (username: string) =>
      failure(cognito().send(new ConfirmForgotPasswordCommand({ ClientId: stack().clientId, Username: username, ConfirmationCode: '000000', Password: 'NewPassword456!' })));
    const ghostConfirm = await confirm(ghost);
    expect(ghostConfirm?.name).toBe('CodeMismatchException');
    const codes = (await mailsTo(user.email)).map((m) => /\b(\d{6})\b/.exec(m.body.text ?? '')?.[1]);
    if (!codes.includes('000000')) expect(await confirm(user.email)).toEqual(ghostConfirm);
  });

  it('answers a code resend for an unknown e-mail as it would for a new account', async () => {
    const email = `upresend-${randomUUID().slice(0, 8)}@example.com`;
    await cognito().send(new SignUpCommand({ ClientId: stack().clientId, Username: email, Password: 'Password123!', UserAttributes: [{ Name: 'email', Value: email }] }));
    const known = await cognito().send(new ResendConfirmationCodeCommand({ ClientId: stack().clientId, Username: email }));
    const unknown = await cognito().send(new ResendConfirmationCodeCommand({ ClientId: stack().clientId, Username: `u${nobody()}` }));
    expect(unknown.CodeDeliveryDetails).toEqual(known.CodeDeliveryDetails);
  });

  it('still says a taken address is taken at sign-up, in Cognito’s words (Cognito does not hide it there)', async () => {
    const user = await person('uptaken');
    const taken = await failure(
      cognito().send(new SignUpCommand({ ClientId: stack().clientId, Username: user.email, Password: 'Password123!', UserAttributes: [{ Name: 'email', Value: user.email }] })),
    );
    expect(taken).toEqual({ name: 'UsernameExistsException', message: 'An account with the given email already exists.' });
  });
});

describe('conversation ids tell nothing about who talks with whom', () => {
  const open = (from: User, to: User) => api('POST', '/api/conversations/direct', { ...as(from), body: { userId: to.uid } });
  const block = (caller: User, id: string) => api('PATCH', `/api/conversations/${id}`, { ...as(caller), body: { userId: caller.uid, blocked: true } });

  it('gives a new direct conversation a random id, found again from either side', async () => {
    const [ann, ben] = (await Promise.all(['cvann', 'cvben'].map((p) => person(p)))) as [User, User];
    const first = await open(ann, ben);
    expect(first.status).toBe(201);
    const id = first.json.id as string;
    expect(id).toMatch(/^dm_[A-Za-z0-9_-]{24}$/);
    expect(id).not.toBe(legacyDirectIdOf(ann.uid, ben.uid));
    expect((await open(ben, ann)).json.id).toBe(id);
    expect((await open(ann, ben)).json.id).toBe(id);
  });

  it('answers every route the same for a conversation one is not in as for one that does not exist', async () => {
    const [ann, ben, eve] = (await Promise.all(['cvann2', 'cvben2', 'cveve'].map((p) => person(p)))) as [User, User, User];
    const id = (await open(ann, ben)).json.id as string;
    expect((await api('POST', `/api/conversations/${id}/messages`, { ...as(ann), body: { text: 'Hi Ben' } })).status).toBe(201);
    const madeUp = `dm_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

    const calls = (target: string) => [
      block(eve, target),
      api('GET', `/api/conversations/${target}/messages`, as(eve)),
      api('POST', `/api/conversations/${target}/messages`, { ...as(eve), body: { text: 'hello?' } }),
      api('POST', `/api/conversations/${target}/read`, as(eve)),
    ];
    for (const target of [id, legacyDirectIdOf(ann.uid, ben.uid)]) {
      const real = await Promise.all(calls(target));
      const none = await Promise.all(calls(madeUp));
      expect(real.map((r) => [r.status, r.json])).toEqual(none.map((r) => [r.status, r.json]));
      expect(real.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    }
    // Nothing of Ann and Ben reached Eve's blocked list; unblocking any id is the same no-op.
    expect((await api('GET', `/api/users/${eve.uid}/blocked-conversations`, as(eve))).json.items).toEqual([]);
    const unblock = (target: string) => api('PATCH', `/api/conversations/${target}`, { ...as(eve), body: { userId: eve.uid, blocked: false } });
    const [a, b] = [await unblock(id), await unblock(madeUp)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual({ ...b.json, conversationId: id });
    // Ann, who is in it, still blocks it as before.
    expect((await block(ann, id)).status).toBe(200);
    expect((await api('GET', `/api/users/${ann.uid}/blocked-conversations`, as(ann))).json.items).toEqual([
      expect.objectContaining({ conversationId: id, otherUserId: ben.uid }),
    ]);
  });

  it('keeps a conversation made before random ids: opening it again finds it', async () => {
    const [ann, ben] = (await Promise.all(['cvold1', 'cvold2'].map((p) => person(p)))) as [User, User];
    const legacyId = legacyDirectIdOf(ann.uid, ben.uid);
    await db()
      .transaction.write(({ conversation, conversationMember }) => [
        conversation.create({ conversationId: legacyId, kind: 'direct', memberIds: [ann.uid, ben.uid].sort() }).commit(),
        conversationMember.put({ userId: ann.uid, conversationId: legacyId, kind: 'direct', otherUserId: ben.uid }).commit(),
        conversationMember.put({ userId: ben.uid, conversationId: legacyId, kind: 'direct', otherUserId: ann.uid }).commit(),
      ])
      .go();
    expect((await open(ben, ann)).json.id).toBe(legacyId);
    expect((await open(ann, ben)).json.id).toBe(legacyId);
    expect((await api('POST', `/api/conversations/${legacyId}/messages`, { ...as(ann), body: { text: 'Still here' } })).status).toBe(201);
  });
});

describe('new-message mail and push carry a stranger’s words nowhere', () => {
  const open = async (from: User, to: User) => (await api('POST', '/api/conversations/direct', { ...as(from), body: { userId: to.uid } })).json.id as string;
  const send = (from: User, id: string, text: string) => api('POST', `/api/conversations/${id}/messages`, { ...as(from), body: { text } });

  it('mails a notice with a link to the conversation for a stranger, and the text for a connection', async () => {
    const [reader, stranger, friend] = (await Promise.all(['mlreader', 'mlstranger', 'mlfriend'].map((p) => person(p)))) as [User, User, User];
    expect((await api('POST', `/api/connections/${reader.uid}`, as(friend))).status).toBe(201);
    expect((await api('POST', `/api/connections/${friend.uid}/accept`, as(reader))).status).toBe(201);

    const lure = 'Your account is locked, sign in at https://rally-support.example.net/login now';
    const fromStranger = await open(stranger, reader);
    expect((await send(stranger, fromStranger, lure)).status).toBe(201);
    const notice = await waitForMail(reader.email, (m) => m.subject === 'New message from mlstranger');
    for (const part of [notice.body.text ?? '', notice.body.html ?? '']) {
      expect(part).not.toContain('rally-support.example.net');
      expect(part).not.toContain('locked');
      expect(part).toContain(`/messages?c=${encodeURIComponent(fromStranger)}`);
    }
    expect(notice.body.text).toContain('mlstranger sent you a message on Rally. Open the conversation to read it.');
    // The in-app record says the same: the words are read in the conversation itself.
    const notes = (await api('GET', '/api/notifications', as(reader))).json.items as Array<{ title: string; message?: string; description?: string }>;
    expect(JSON.stringify(notes)).not.toContain('rally-support.example.net');

    const fromFriend = await open(friend, reader);
    expect((await send(friend, fromFriend, 'Doubles at 6 on court 3?')).status).toBe(201);
    const quoted = await waitForMail(reader.email, (m) => m.subject === 'New message from mlfriend');
    expect(quoted.body.text).toContain('Doubles at 6 on court 3?');
  }, 60_000);
});
