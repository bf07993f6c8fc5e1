import type { SignupStatsDto } from '@shared/schemas/admin';
import { signupDays } from '../../data/admin';

const DAY_MS = 86_400_000;

/** The last `days` UTC days ending today (days without sign-ups count 0), and the all-time total. */
export function signupWindow(counted: Array<{ day: string; count: number }>, days: number, nowMs: number): SignupStatsDto {
  const byDay = new Map(counted.map((d) => [d.day, d.count]));
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const window = Array.from({ length: days }, (_, i) => {
    const day = new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  return {
    total: counted.reduce((sum, d) => sum + d.count, 0),
    lastDays: window.reduce((sum, d) => sum + d.count, 0),
    days: window,
  };
}

/** Admin: profiles created per UTC day. */
export async function getSignupStats(days: number, nowMs = Date.now()): Promise<SignupStatsDto> {
  return signupWindow(await signupDays.all(), days, nowMs);
}
