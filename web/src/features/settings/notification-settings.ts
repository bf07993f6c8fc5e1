import { notificationTypeInfo, orderedNotificationTypes, teamDiscussionKey } from '@shared/constants/notification-types';
import { reminderChannels, reminderOffsets } from '@shared/constants/reminders';
import type { NotificationSettings } from '@shared/schemas/settings';

export type Channel = 'email' | 'push';

/** Spec §3: a type never saved is on for both channels; a reminder offset never saved follows its default (24 h on, 2 h off). */
export function channelsOf(settings: NotificationSettings, key: string): { email: boolean; push: boolean } {
  const reminder = reminderOffsets.find((offset) => offset.key === key);
  if (reminder) return reminderChannels(settings, reminder);
  return settings[key] ?? { email: true, push: true };
}

export function withChannel(settings: NotificationSettings, key: string, channel: Channel, on: boolean): NotificationSettings {
  return { ...settings, [key]: { ...channelsOf(settings, key), [channel]: on } };
}

/** The rows the screen shows: every type of §3, in order, with its title and description. */
export const typeRows = orderedNotificationTypes.map((type) => ({ key: type, ...notificationTypeInfo[type] }));

/** Game reminders: one row per offset a person may choose. */
export const reminderRows = reminderOffsets.map((offset) => ({
  key: offset.key,
  title: offset.title,
  description: `A reminder ${offset.hours} hours before each game you joined starts.`,
}));

/**
 * What to save: every shown key written out (so the stored map is explicit), keys the screen does
 * not show (per-topic ids, communities left since) kept as they are.
 */
export function settingsToSave(settings: NotificationSettings, teamIds: readonly string[]): NotificationSettings {
  const out: NotificationSettings = { ...settings };
  for (const row of [...typeRows, ...reminderRows]) out[row.key] = channelsOf(settings, row.key);
  for (const teamId of teamIds) out[teamDiscussionKey(teamId)] = channelsOf(settings, teamDiscussionKey(teamId));
  return out;
}
