import { notificationTypeInfo, orderedNotificationTypes, teamDiscussionKey } from '@shared/constants/notification-types';
import type { NotificationSettings } from '@shared/schemas/settings';

export type Channel = 'email' | 'push';

/** Spec §3: a type never saved is on for both channels. */
export function channelsOf(settings: NotificationSettings, key: string): { email: boolean; push: boolean } {
  return settings[key] ?? { email: true, push: true };
}

export function withChannel(settings: NotificationSettings, key: string, channel: Channel, on: boolean): NotificationSettings {
  return { ...settings, [key]: { ...channelsOf(settings, key), [channel]: on } };
}

/** The rows the screen shows: every type of §3, in order, with its title and description. */
export const typeRows = orderedNotificationTypes.map((type) => ({ key: type, ...notificationTypeInfo[type] }));

/**
 * What to save: every shown key written out (so the stored map is explicit), keys the screen does
 * not show (per-topic ids, communities left since) kept as they are.
 */
export function settingsToSave(settings: NotificationSettings, teamIds: readonly string[]): NotificationSettings {
  const out: NotificationSettings = { ...settings };
  for (const row of typeRows) out[row.key] = channelsOf(settings, row.key);
  for (const teamId of teamIds) out[teamDiscussionKey(teamId)] = channelsOf(settings, teamDiscussionKey(teamId));
  return out;
}
