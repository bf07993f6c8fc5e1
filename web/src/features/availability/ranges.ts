import {
  availabilityErrors,
  defaultRange,
  hhmm,
  overlappingRanges,
  timeRange,
  toMinutes,
} from '@shared/schemas/availability';

/** A time range as the inputs hold it: either time may still be empty. */
export interface RangeDraft {
  startTime: string;
  endTime: string;
}

/** What is wrong with one range, per input; `incomplete` when it will be left out on a weekly save. */
export interface RangeIssue {
  startTime?: string;
  endTime?: string;
  incomplete?: boolean;
}

export const isComplete = (r: RangeDraft) => r.startTime !== '' && r.endTime !== '';

/** Per-day cap of the shared schema (`dayRanges.max(12)`). */
export const MAX_RANGES = 12;

/**
 * The shared time-range rules (spec §5), per range index, so each message sits next to its input:
 * each complete range through `timeRange` (end later than start), then `overlappingRanges` over
 * the valid ones. A range missing a time is an error where one is required (`requireComplete`,
 * the date-specific dialog) and otherwise only flagged incomplete (weekly save drops it, §5).
 */
export function rangeIssues(
  ranges: readonly RangeDraft[],
  { requireComplete }: { requireComplete: boolean },
): (RangeIssue | undefined)[] {
  const issues: (RangeIssue | undefined)[] = ranges.map(() => undefined);
  const valid: number[] = [];
  ranges.forEach((range, i) => {
    if (!isComplete(range)) {
      issues[i] = requireComplete
        ? {
            ...(range.startTime === '' ? { startTime: availabilityErrors.startRequired } : {}),
            ...(range.endTime === '' ? { endTime: availabilityErrors.endRequired } : {}),
          }
        : { incomplete: true };
      return;
    }
    const start = hhmm.safeParse(range.startTime);
    const end = hhmm.safeParse(range.endTime);
    if (!start.success || !end.success) {
      issues[i] = {
        ...(start.success ? {} : { startTime: start.error.issues[0]?.message }),
        ...(end.success ? {} : { endTime: end.error.issues[0]?.message }),
      };
      return;
    }
    const parsed = timeRange.safeParse(range);
    if (!parsed.success) {
      issues[i] = { endTime: parsed.error.issues[0]?.message ?? availabilityErrors.endTimeBeforeStartTime };
      return;
    }
    valid.push(i);
  });
  for (const j of overlappingRanges(valid.map((i) => ranges[i]!))) {
    const i = valid[j]!;
    issues[i] = { ...issues[i], startTime: availabilityErrors.overlapping };
  }
  return issues;
}

export const hasErrors = (issues: readonly (RangeIssue | undefined)[]) =>
  issues.some((issue) => issue?.startTime || issue?.endTime);

const pad = (n: number) => String(n).padStart(2, '0');
const fromMinutes = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/**
 * The range an "add" button appends: the default 17:00-20:00 (§9) for the first, otherwise the
 * hour after the latest end (touching ends do not overlap), or empty times when the day is full.
 */
export function nextRange(ranges: readonly RangeDraft[]): RangeDraft {
  const ends = ranges.filter((r) => hhmm.safeParse(r.endTime).success).map((r) => toMinutes(r.endTime));
  if (ranges.length === 0 || ends.length === 0) return defaultRange();
  const start = Math.max(...ends);
  if (start >= 23 * 60 + 59) return { startTime: '', endTime: '' };
  return { startTime: fromMinutes(start), endTime: fromMinutes(Math.min(start + 60, 23 * 60 + 59)) };
}

/** '18:00–21:00' (en dash). */
export const formatRange = (r: RangeDraft) => `${r.startTime}–${r.endTime}`;
