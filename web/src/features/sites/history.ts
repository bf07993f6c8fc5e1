import { limits } from '@shared/constants/limits';

/**
 * An undo history: the states before the present (oldest first), the present, and the states an
 * undo stepped back from (nearest first). Past plus present hold at most `limit` states.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Make `next` the present; the old present joins the past (dropping the oldest past the limit) and redo is cleared. Equal states change nothing. */
export function record<T>(history: History<T>, next: T, limit: number = limits.stateHistory): History<T> {
  if (same(history.present, next)) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - (limit - 1))), present: next, future: [] };
}

/** Step back one state; unchanged when there is nothing to undo. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] };
}

/** Step forward again after an undo; unchanged when there is nothing to redo. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
