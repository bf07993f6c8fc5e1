import { ApiError } from './api-error';

/**
 * Writes made with no network: kept in IndexedDB and sent once the browser is back online. Only
 * calls the server treats as idempotent go here: a repeated RSVP is refused with 409, never a
 * second booking; a message carries its send id, and a repeat answers with the first message.
 */
export type OutboxRouteId = 'rsvpEvent' | 'sendMessage';

export interface OutboxEntry {
  /** Client-made id, the key in the store. */
  id: string;
  routeId: OutboxRouteId;
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** What the write is about (the event id, the conversation id): the screen that shows its state. */
  subject: string;
  createdAt: number;
}

/** Where entries wait: IndexedDB in the browser, a Map in tests. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The outcome of a replayed entry, told to whoever shows it. */
export type OutboxOutcome = { entry: OutboxEntry; result: 'sent'; response: unknown } | { entry: OutboxEntry; result: 'refused'; error: ApiError };

export interface OutboxDeps {
  store: OutboxStore;
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** Runs the replay alone across tabs (Web Locks), so two tabs never send one entry twice. */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

/** A network failure (status 0): the entry stays for the next time the browser is online. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The server already has this write (a 409 to a repeated RSVP): as good as sent. */
const alreadyDone = (entry: OutboxEntry, error: unknown) => entry.routeId === 'rsvpEvent' && error instanceof ApiError && error.status === 409;

export function createOutbox({ store, send, exclusive = (run) => run() }: OutboxDeps) {
  let pending: OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: OutboxOutcome) => void>();
  let replaying: Promise<void> | null = null;
  let again = false;

  const publish = (entries: OutboxEntry[]) => {
    pending = [...entries].sort((a, b) => a.createdAt - b.createdAt);
    for (const listener of listeners) listener();
  };

  async function reload() {
    publish(await store.all());
  }

  async function replayOnce() {
    await exclusive(async () => {
      // Read again under the lock: another tab may have sent some of them meanwhile.
      const entries = (await store.all()).sort((a, b) => a.createdAt - b.createdAt);
      for (const entry of entries) {
        let outcome: OutboxOutcome;
        try {
          outcome = { entry, result: 'sent', response: await send(entry) };
        } catch (error) {
          if (isNetworkFailure(error)) break;
          outcome = alreadyDone(entry, error)
            ? { entry, result: 'sent', response: undefined }
            : { entry, result: 'refused', error: error instanceof ApiError ? error : new ApiError(500, String(error)) };
        }
        await store.remove(entry.id);
        for (const listener of outcomeListeners) listener(outcome);
      }
    });
    await reload();
  }

  return {
    /** Keep a write for later; it is sent by the next replay. */
    async enqueue(entry: Omit<OutboxEntry, 'createdAt'>): Promise<OutboxEntry> {
      const stored = { ...entry, createdAt: Date.now() };
      await store.put(stored);
      await reload();
      return stored;
    },
    /**
     * Send every waiting entry in order, once. A call while a replay runs joins it, and that replay
     * goes round once more for entries queued after it read the store.
     */
    replay(): Promise<void> {
      if (replaying) {
        again = true;
        return replaying;
      }
      replaying = (async () => {
        do {
          again = false;
          await replayOnce();
        } while (again);
      })().finally(() => {
        replaying = null;
      });
      return replaying;
    },
    reload,
    pending: () => pending,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onOutcome(listener: (outcome: OutboxOutcome) => void) {
      outcomeListeners.add(listener);
      return () => void outcomeListeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
