import { describe, expect, it } from 'vitest';
import { api } from '../fixtures/local';
import { player, type User } from '../fixtures/messages';

type Message = { id: string; text: string };


const conversationOf = async (from: User, to: User) => {
  const res = await api('POST', '/api/conversations/direct', { token: from.idToken, body: { userId: to.uid } });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return res.json.id as string;
};
const send = (from: User, conversationId: string, body: Record<string, unknown>) =>
  api('POST', `/api/conversations/${conversationId}/messages`, { token: from.idToken, body });
const history = async (user: User, conversationId: string) =>
  ((await api('GET', `/api/conversations/${conversationId}/messages`, { token: user.idToken })).json as unknown as { items: Message[] }).items;

describe('a message replayed with its send id (written offline, the answer lost)', () => {
  it('is stored once, and every repeat answers with the first message', async () => {
    const [ana, ben] = [await player('Ana', {}), await player('Ben', {})];
    const conversationId = await conversationOf(ana, ben);
    const clientId = `c-${crypto.randomUUID()}`;

    const first = await send(ana, conversationId, { text: 'On my way', clientId });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const again = await send(ana, conversationId, { text: 'On my way', clientId });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);

    // Five at once (tabs replaying together): one message, the same answer for all.
    const racing = await Promise.all(Array.from({ length: 5 }, () => send(ana, conversationId, { text: 'On my way', clientId: `${clientId}-r` })));
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(racing.map((r) => r.json.id)).size).toBe(1);

    const texts = (await history(ben, conversationId)).map((m) => m.text);
    expect(texts).toEqual(['On my way', 'On my way']);
  });

  it('keeps send ids apart per sender and conversation, and a message without one is always new', async () => {
    const [ana, ben, cai] = [await player('Ana', {}), await player('Ben', {}), await player('Cai', {})];
    const withBen = await conversationOf(ana, ben);
    const withCai = await conversationOf(ana, cai);
    const clientId = `c-${crypto.randomUUID()}`;

    const a = await send(ana, withBen, { text: 'Hi', clientId });
    const b = await send(ana, withCai, { text: 'Hi', clientId });
    const c = await send(ben, withBen, { text: 'Hi', clientId });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.json.id, b.json.id, c.json.id]).size).toBe(3);

    await send(ana, withBen, { text: 'Plain' });
    await send(ana, withBen, { text: 'Plain' });
    expect((await history(ana, withBen)).map((m) => m.text).filter((t) => t === 'Plain')).toHaveLength(2);
  });

  it('refuses a malformed send id with 400 naming it, and stores nothing', async () => {
    const [ana, ben] = [await player('Ana', {}), await player('Ben', {})];
    const conversationId = await conversationOf(ana, ben);
    const res = await send(ana, conversationId, { text: 'Hi', clientId: 'no spaces allowed' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('clientId');
    expect(await history(ana, conversationId)).toEqual([]);
  });
});
