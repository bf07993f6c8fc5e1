import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createOutbox, type OutboxEntry, type OutboxOutcome, type OutboxStore } from './outbox';

function memoryStore(): OutboxStore & { map: Map<string, OutboxEntry> } {
  const map = new Map<string, OutboxEntry>();
  return {
    map,
    all: async () => [...map.values()],
    put: async (entry) => void map.set(entry.id, entry),
    remove: async (id) => void map.delete(id),
  };
}

const rsvp = (id: string, eventId = 'evt1') => ({ id, routeId: 'rsvpEvent' as const, params: { eventId }, body: { guests: 0 }, subject: eventId });
const offline = () => Promise.reject(new ApiError(0, 'Network error'));

/** A lock that lets one run at a time, as Web Locks does across tabs. */
function oneAtATime() {
  let tail = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const result = tail.then(run);
    tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

describe('the outbox of writes made offline', () => {
  it('keeps a write while the network is down and sends it once when it returns', async () => {
    const store = memoryStore();
    const send = vi.fn<(entry: OutboxEntry) => Promise<unknown>>(offline);
    const outbox = createOutbox({ store, send });
    await outbox.enqueue(rsvp('a'));
    expect(outbox.pending().map((e) => e.id)).toEqual(['a']);

    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.pending().map((e) => e.id)).toEqual(['a']);

    send.mockImplementation(() => Promise.resolve({ items: [] }));
    await outbox.replay();
    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.pending()).toEqual([]);
    expect(store.map.size).toBe(0);
  });

  it('sends each write once when two replays start together (the online event in two places)', async () => {
    const store = memoryStore();
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (release = () => resolve({ items: [] }))));
    const outbox = createOutbox({ store, send, exclusive: oneAtATime() });
    await outbox.enqueue(rsvp('a'));
    const first = outbox.replay();
    const second = outbox.replay();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.pending()).toEqual([]);
  });

  it('sends each write once when two tabs replay the same store under the lock', async () => {
    const store = memoryStore();
    const send = vi.fn<(entry: OutboxEntry) => Promise<unknown>>(() => Promise.resolve({ items: [] }));
    const lock = oneAtATime();
    const tabA = createOutbox({ store, send, exclusive: lock });
    const tabB = createOutbox({ store, send, exclusive: lock });
    await tabA.enqueue(rsvp('a'));
    await tabA.enqueue(rsvp('b', 'evt2'));
    await Promise.all([tabA.replay(), tabB.replay()]);
    expect(send.mock.calls.map(([entry]) => (entry as OutboxEntry).id)).toEqual(['a', 'b']);
  });

  it('counts a 409 to a repeated RSVP as sent: the server already has it', async () => {
    const outcomes: OutboxOutcome[] = [];
    const outbox = createOutbox({ store: memoryStore(), send: () => Promise.reject(new ApiError(409, 'You have already RSVPed')) });
    outbox.onOutcome((o) => outcomes.push(o));
    await outbox.enqueue(rsvp('a'));
    await outbox.replay();
    expect(outcomes.map((o) => o.result)).toEqual(['sent']);
    expect(outbox.pending()).toEqual([]);
  });

  it('drops a write the server refuses and says why, without holding back the next one', async () => {
    const outcomes: OutboxOutcome[] = [];
    const send = vi.fn((entry: OutboxEntry) =>
      entry.id === 'full' ? Promise.reject(new ApiError(400, 'This event is full')) : Promise.resolve({ items: [] }),
    );
    const outbox = createOutbox({ store: memoryStore(), send });
    outbox.onOutcome((o) => outcomes.push(o));
    await outbox.enqueue(rsvp('full'));
    await outbox.enqueue(rsvp('next', 'evt2'));
    await outbox.replay();
    expect(outcomes.map((o) => [o.entry.id, o.result, o.result === 'refused' ? o.error.message : ''])).toEqual([
      ['full', 'refused', 'This event is full'],
      ['next', 'sent', ''],
    ]);
    expect(outbox.pending()).toEqual([]);
  });

  it('stops at the first network failure and keeps the order for the next replay', async () => {
    const store = memoryStore();
    const send = vi.fn((entry: OutboxEntry) => (entry.id === 'a' ? Promise.resolve({ items: [] }) : offline()));
    const outbox = createOutbox({ store, send });
    await outbox.enqueue(rsvp('a'));
    await outbox.enqueue(rsvp('b', 'evt2'));
    await outbox.enqueue(rsvp('c', 'evt3'));
    await outbox.replay();
    expect(send.mock.calls.map(([e]) => e.id)).toEqual(['a', 'b']);
    expect(outbox.pending().map((e) => e.id)).toEqual(['b', 'c']);
  });

  it('tells subscribers when writes are queued and when they leave', async () => {
    const outbox = createOutbox({ store: memoryStore(), send: () => Promise.resolve({ items: [] }) });
    const seen: number[] = [];
    outbox.subscribe(() => seen.push(outbox.pending().length));
    await outbox.enqueue(rsvp('a'));
    await outbox.replay();
    expect(seen).toEqual([1, 0]);
  });
});
