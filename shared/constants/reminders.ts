/**
 * Game reminders a person chooses: 24 hours and/or 2 hours before each occurrence they joined,
 * by e-mail and/or push. Each offset is a notification settings key ({ email, push }, saved with
 * the other settings); the "Event joins" type must allow the channel too. 24 hours is on unless
 * turned off; 2 hours is off unless turned on.
 */
export const reminderOffsets = [
  { key: 'eventReminder24h', hours: 24, title: '24 hours before', defaultOn: true },
  { key: 'eventReminder2h', hours: 2, title: '2 hours before', defaultOn: false },
] as const;

export type ReminderOffset = (typeof reminderOffsets)[number];
export type ReminderKey = ReminderOffset['key'];

/** The reminder job runs every quarter hour and reminds each occurrence due in that quarter. */
export const REMINDER_SLOT_MINUTES = 15;
export const REMINDER_SLOT_MS = REMINDER_SLOT_MINUTES * 60_000;

/** The channels a person chose for one reminder offset (their saved choice, or the offset's default). */
export function reminderChannels(
  settings: Record<string, { email?: boolean; push?: boolean } | undefined> | null | undefined,
  offset: ReminderOffset,
): { email: boolean; push: boolean } {
  const saved = settings?.[offset.key];
  return { email: saved?.email ?? offset.defaultOn, push: saved?.push ?? offset.defaultOn };
}

/** The start of the quarter hour an instant falls in. */
export const reminderSlot = (ms: number) => Math.floor(ms / REMINDER_SLOT_MS) * REMINDER_SLOT_MS;

/** An organiser may nudge the people who have not answered an event once per UTC day. */
export const NUDGE_WINDOW_SECONDS = 86_400;

export const nudgeMessages = {
  title: (title: string) => `Are you playing? ${title}`,
  body: (title: string, when: string) => `The organiser of ${title} (${when}) is counting players. Let them know if you're in.`,
  limit: 'You already nudged this event today. You can nudge again tomorrow.',
  done: (n: number) => (n === 0 ? 'Everyone has answered: nobody to nudge.' : n === 1 ? 'Nudged 1 person.' : `Nudged ${n} people.`),
} as const;
