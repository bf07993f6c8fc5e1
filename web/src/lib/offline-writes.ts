import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { clear, createStore, del, set, values } from 'idb-keyval';
import { rsvpInput } from '@shared/schemas/event';
import { sendMessageInput } from '@shared/schemas/message';
import { api } from './api-client';
import { createOutbox, isNetworkFailure, type OutboxEntry, type OutboxOutcome, type OutboxStore } from './outbox';

export { isNetworkFailure, type OutboxEntry, type OutboxOutcome };

/** Shown beside a write that waits for the network: one wording on every screen. */
export const WILL_SEND_WHEN_ONLINE = msg`Will send when online`;

const idb = typeof indexedDB === 'undefined' ? null : createStore('rally-outbox', 'entries');
const memory = new Map<string, OutboxEntry>();

/** IndexedDB, so a write survives closing the tab; memory where IndexedDB is missing (tests, private modes). */
const store: OutboxStore = idb
  ? {
      all: () => values<OutboxEntry>(idb),
      put: (entry) => set(entry.id, entry, idb),
      remove: (id) => del(id, idb),
    }
  : {
      all: async () => [...memory.values()],
      put: async (entry) => void memory.set(entry.id, entry),
      remove: async (id) => void memory.delete(id),
    };

function send(entry: OutboxEntry): Promise<unknown> {
  // Parsed again: the stored body came from IndexedDB, which another build may have written.
  if (entry.routeId === 'sendMessage') {
    return api.call('sendMessage', { params: { conversationId: entry.params.conversationId ?? '' }, body: sendMessageInput.parse(entry.body) });
  }
  return api.call('rsvpEvent', { params: { eventId: entry.params.eventId ?? '' }, body: rsvpInput.parse(entry.body) });
}

/** One replay at a time across every tab of this browser. */
function exclusive<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('rally-outbox', run) as Promise<T>;
  return run();
}

export const outbox = createOutbox({ store, send, exclusive });

let started = false;
/** Replay now if online and on every return of the network; load what earlier visits left. */
export function startOfflineWrites(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void outbox.replay());
  void outbox.reload().then(() => (navigator.onLine && outbox.pending().length > 0 ? outbox.replay() : undefined));
}

/** Whether a call should wait in the outbox rather than be tried now. */
export const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Writes waiting for the network about one subject (an event, a conversation). */
export function usePendingWrites(subject: string): OutboxEntry[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.pending, outbox.pending);
  return all.filter((entry) => entry.subject === subject);
}

/** Sign-out: nothing queued by this person may be sent as the next one. */
export async function forgetOfflineWrites(): Promise<void> {
  memory.clear();
  if (idb) await clear(idb);
  await outbox.reload();
}
