import { describe, expect, it } from 'vitest';
import { messages, settingsApiMessages } from '@shared/constants/messages';
import { api, newUser } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;
type Connection = Record<string, unknown> & { id: string; status: string };
type Note = { id: string; type: string; title: string; read: boolean; data: Record<string, unknown> };

/** A signed-in person with a saved profile (their display name is what others see). */
async function person(displayName: string) {
  const user = await newUser(displayName.toLowerCase());
  const res = await api('PUT', `/api/users/${user.uid}`, {
    token: user.idToken,
    body: { displayName, fullName: `${displayName} Tester`, defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } },
  });
  expect(res.status).toBe(200);
  return user;
}

const family = (user: User, uid = user.uid) => api('GET', `/api/users/${uid}/family`, { token: user.idToken });
const request = (from: User, to: User, relation = 'parent') =>
  api('POST', `/api/users/${from.uid}/family`, { token: from.idToken, body: { isGthUser: true, relation, userId: to.uid } });
const respond = (user: User, id: string, accept: boolean) =>
  api('POST', `/api/family-connections/${id}/response`, { token: user.idToken, body: { accept } });
const notes = async (user: User) => (await api('GET', '/api/notifications', { token: user.idToken })).json.items as Note[];
const items = async (user: User) => (await family(user)).json.items as Connection[];

/** The recipient's request notification, once the notify consumer stored it. */
async function requestNote(user: User, connectionId: string): Promise<Note> {
  let found: Note | undefined;
  await expect
    .poll(async () => (found = (await notes(user)).find((n) => n.id === `family-${connectionId}`)), { timeout: 10_000 })
    .toBeTruthy();
  return found!;
}

describe('family request to a registered user', () => {
  it('is pending on both sides with a notification for the recipient; accepting confirms it for both', async () => {
    const kid = await person('Kid');
    const mom = await person('Mom');
    const sent = await request(kid, mom, 'parent');
    expect(sent.status).toBe(201);
    const id = sent.json.id as string;
    expect(id).toMatch(/^fam_/);
    expect(sent.json).toMatchObject({
      requesterId: kid.uid,
      requesterName: 'Kid',
      recipientId: mom.uid,
      recipientName: 'Mom',
      recipientRelation: 'parent',
      requesterRelation: 'child',
      isRecipientGthUser: true,
      status: 'pending',
      otherUserId: mom.uid,
      relation: 'parent',
      awaitingMyAnswer: false,
    });
    expect(await items(mom)).toEqual([expect.objectContaining({ id, status: 'pending', otherUserId: kid.uid, relation: 'child', awaitingMyAnswer: true })]);

    const note = await requestNote(mom, id);
    expect(note).toMatchObject({
      type: 'connections',
      read: false,
      data: { requesterId: kid.uid, requesterName: 'Kid', relation: 'parent', familyMemberId: id, connectionId: id },
    });

    const accepted = await respond(mom, id, true);
    expect(accepted.status).toBe(201);
    expect(accepted.json).toMatchObject({ status: 'accepted', connection: { id, status: 'accepted', awaitingMyAnswer: false } });
    expect(await items(kid)).toEqual([expect.objectContaining({ id, status: 'accepted' })]);
    expect(await items(mom)).toEqual([expect.objectContaining({ id, status: 'accepted' })]);
    expect((await notes(mom)).find((n) => n.id === `family-${id}`)?.read).toBe(true);
    // The requester hears about it.
    await expect.poll(async () => (await notes(kid)).some((n) => n.data.connectionId === id), { timeout: 10_000 }).toBe(true);
  });

  it('declining deletes it for both sides', async () => {
    const a = await person('Ana');
    const b = await person('Ben');
    const id = (await request(a, b, 'sibling')).json.id as string;
    await requestNote(b, id);
    const declined = await respond(b, id, false);
    expect(declined.json).toEqual({ status: 'declined', connection: null });
    expect(await items(a)).toEqual([]);
    expect(await items(b)).toEqual([]);
    expect((await notes(b)).find((n) => n.id === `family-${id}`)?.read).toBe(true);
    expect((await respond(b, id, true)).status).toBe(404);
    // Declined: a new request may be sent.
    expect((await request(a, b, 'sibling')).status).toBe(201);
  });

  it('either side may remove an accepted connection; a stranger may not', async () => {
    const a = await person('Cleo');
    const b = await person('Dan');
    const stranger = await newUser('stranger');
    const id = (await request(a, b, 'spouse')).json.id as string;
    await respond(b, id, true);
    const denied = await api('DELETE', `/api/family-connections/${id}`, { token: stranger.idToken });
    expect(denied.status).toBe(403);
    const removed = await api('DELETE', `/api/family-connections/${id}`, { token: b.idToken });
    expect(removed.json).toEqual({ ok: true });
    expect(await items(a)).toEqual([]);
    expect((await api('DELETE', `/api/family-connections/${id}`, { token: a.idToken })).status).toBe(404);
  });

  it('withdrawing a pending request removes it from the recipient’s notifications', async () => {
    const a = await person('Eve');
    const b = await person('Finn');
    const id = (await request(a, b)).json.id as string;
    await requestNote(b, id);
    expect((await api('DELETE', `/api/family-connections/${id}`, { token: a.idToken })).status).toBe(200);
    expect((await notes(b)).some((n) => n.id === `family-${id}`)).toBe(false);
  });

  it('only the recipient may answer (403 for the requester and for anyone else)', async () => {
    const a = await person('Gus');
    const b = await person('Hana');
    const stranger = await person('Ivo');
    const id = (await request(a, b)).json.id as string;
    for (const who of [a, stranger]) {
      const res = await respond(who, id, true);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(settingsApiMessages.notAddressedToYou);
    }
    expect(await items(a)).toEqual([expect.objectContaining({ id, status: 'pending' })]);
  });

  it('refuses oneself (400), an unknown user (404) and a pair already connected, either way round (409)', async () => {
    const a = await person('Jo');
    const b = await person('Kai');
    const self = await request(a, a);
    expect(self.status).toBe(400);
    expect(self.json.message).toBe(settingsApiMessages.familyWithSelf);
    const unknown = await api('POST', `/api/users/${a.uid}/family`, {
      token: a.idToken,
      body: { isGthUser: true, relation: 'other', userId: 'no-such-user' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.userNotFound);
    expect((await request(a, b)).status).toBe(201);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const dup = await request(from, to);
      expect(dup.status).toBe(409);
      expect(dup.json.message).toBe(settingsApiMessages.familyAlreadyConnected);
    }
  });

  it('two requests between the same people at the same moment make one connection', async () => {
    const a = await person('Lea');
    const b = await person('Max');
    const results = await Promise.all([request(a, b), request(b, a), request(a, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await items(a)).length).toBe(1);
  });
});

describe('family member who is not registered', () => {
  it('is saved at once with name, phone and age, and can be removed', async () => {
    const me = await person('Noa');
    const res = await api('POST', `/api/users/${me.uid}/family`, {
      token: me.idToken,
      body: { isGthUser: false, relation: 'child', firstName: ' Pia ', lastName: 'Noa', phoneNumber: '+1 303 555 0101', age: 7 },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'accepted',
      isRecipientGthUser: false,
      recipientId: null,
      recipientName: 'Pia Noa',
      recipientAge: 7,
      recipientPhoneNumber: '+1 303 555 0101',
      relation: 'child',
      otherUserId: null,
    });
    expect(await items(me)).toHaveLength(1);
    expect((await api('DELETE', `/api/family-connections/${res.json.id as string}`, { token: me.idToken })).status).toBe(200);
    expect(await items(me)).toEqual([]);
  });

  it('rejects an age outside 1-120 and a missing phone, naming the fields', async () => {
    const me = await newUser('bad-family');
    const res = await api('POST', `/api/users/${me.uid}/family`, {
      token: me.idToken,
      body: { isGthUser: false, relation: 'child', firstName: 'A', lastName: 'B', phoneNumber: '', age: 121 },
    });
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['phoneNumber', 'age']));
  });
});

describe('family ownership', () => {
  it("answers 403 for someone else's family list or adding to it", async () => {
    const owner = await person('Oli');
    const intruder = await newUser('intruder');
    expect((await family(intruder, owner.uid)).status).toBe(403);
    const add = await api('POST', `/api/users/${owner.uid}/family`, {
      token: intruder.idToken,
      body: { isGthUser: false, relation: 'other', firstName: 'X', lastName: 'Y', phoneNumber: '123' },
    });
    expect(add.status).toBe(403);
    expect(await items(owner)).toEqual([]);
  });
});
