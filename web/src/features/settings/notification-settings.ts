import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationType } from '@shared/constants/enums';
import { orderedNotificationTypes, teamDiscussionKey } from '@shared/constants/notification-types';
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

/** Spec §3's title and description of each type (shared/constants/notification-types, word for word), in the app's language. */
const typeText: Record<NotificationType, { title: MessageDescriptor; description: MessageDescriptor }> = {
  surveys: { title: msg`Surveys`, description: msg`Short surveys that help us make Rally better.` },
  news: { title: msg`News`, description: msg`Product news and new features.` },
  learning: { title: msg`Learning`, description: msg`Tips, guides and articles to grow your game and your community.` },
  products: { title: msg`Products`, description: msg`New products and tools for players and organisers.` },
  offers: { title: msg`Offers`, description: msg`Discounts and special offers from Rally and partners.` },
  usersJoinNearby: { title: msg`Players near you`, description: msg`When new players join near your go-to city.` },
  eventCreatedJoin: { title: msg`New events`, description: msg`When an event is created that you can join.` },
  followedHostEvent: { title: msg`Hosts followed`, description: msg`When a host, team or place you follow posts a new event.` },
  fillInvite: {
    title: msg`Open spots for you`,
    description: msg`When an organiser invites you to a game at a time you are free.`,
  },
  eventJoined: {
    title: msg`Event joins`,
    description: msg`When someone joins an event you organise, and reminders of the games you play.`,
  },
  endorsement: { title: msg`Endorsements`, description: msg`When another player endorses you.` },
  directMessage: { title: msg`Direct messages`, description: msg`When someone sends you a message.` },
  teamJoin: { title: msg`Team joins`, description: msg`When someone joins or asks to join your team or community.` },
  teamMessage: { title: msg`Team messages`, description: msg`Messages posted to your teams.` },
  connections: { title: msg`Connections`, description: msg`Connection and family requests, and their answers.` },
  announcements: { title: msg`Announcements`, description: msg`Announcements from the communities you belong to.` },
};

/** The rows the screen shows: every type of §3, in order, with its title and description. */
export const typeRows = orderedNotificationTypes.map((type) => ({ key: type, ...typeText[type] }));

/** Game reminders: one row per offset a person may choose. */
export const reminderRows = reminderOffsets.map((offset) => {
  const hours = offset.hours;
  return {
    key: offset.key,
    title: msg`${hours} hours before`,
    description: msg`A reminder ${hours} hours before each game you joined starts.`,
  };
});

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
