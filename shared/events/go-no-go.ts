/**
 * When an event with a minimum is called, pure and shared by the Lambdas (which schedule it) and
 * the web app (which shows "Decision at <time>").
 *
 * The cut-off is `hoursToCancelBefore` elapsed hours before an occurrence's start (the start is
 * already an instant in the event's zone, so a DST change between them moves the local clock time
 * of the cut-off, never the hours). The rescue, when the organiser gave a window, starts that many
 * hours before the cut-off.
 */

const HOUR_MS = 3_600_000;

export interface GoNoGoRules {
  hasMinimumNeeded?: boolean | null;
  minimumNeeded?: number | null;
  hoursToCancelBefore?: number | null;
  rescueHours?: number | null;
}

export interface GoNoGoTimes {
  /** The cut-off: the game is called then (epoch ms). */
  decideAtMs: number;
  /** Start of the rescue window (epoch ms), or null without one. */
  rescueAtMs: number | null;
}

export type GoNoGoStep = 'rescue' | 'decide';

export interface GoNoGoPlan {
  occurrence: string;
  step: GoNoGoStep;
  /** When the step runs (epoch ms). */
  atMs: number;
}

/** Whether the event is called at a cut-off at all. */
export const hasGoNoGo = (rules: GoNoGoRules): boolean => rules.hasMinimumNeeded === true && (rules.minimumNeeded ?? 0) > 0;

/** The cut-off and the rescue start of one occurrence. */
export function goNoGoTimes(occurrence: string, rules: GoNoGoRules): GoNoGoTimes {
  const decideAtMs = Date.parse(occurrence) - Math.max(0, rules.hoursToCancelBefore ?? 0) * HOUR_MS;
  const rescue = Math.max(0, rules.rescueHours ?? 0);
  return { decideAtMs, rescueAtMs: rescue > 0 ? decideAtMs - rescue * HOUR_MS : null };
}

/**
 * The next step to schedule: the first occurrence not yet decided whose cut-off is still ahead of
 * `nowMs`; its rescue if the window has not opened yet, else its decision. An occurrence whose
 * cut-off passed before the minimum was set (or while nothing ran) is not called: the players were
 * never told it might be. Null when there is nothing left to decide.
 */
export function nextGoNoGoStep(
  occurrences: readonly string[],
  rules: GoNoGoRules,
  nowMs: number,
  decided: ReadonlySet<string> = new Set(),
): GoNoGoPlan | null {
  if (!hasGoNoGo(rules)) return null;
  for (const occurrence of occurrences) {
    if (decided.has(occurrence)) continue;
    const { decideAtMs, rescueAtMs } = goNoGoTimes(occurrence, rules);
    if (decideAtMs <= nowMs) continue;
    if (rescueAtMs !== null && rescueAtMs > nowMs) return { occurrence, step: 'rescue', atMs: rescueAtMs };
    return { occurrence, step: 'decide', atMs: decideAtMs };
  }
  return null;
}

/** Whether the players joined so far (guests count as players) make the minimum. */
export const meetsMinimum = (players: number, rules: GoNoGoRules): boolean => players >= (rules.minimumNeeded ?? 0);
