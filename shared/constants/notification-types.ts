import { notificationTypes, type NotificationType } from './enums';

/**
 * Spec §3 Notification settings: every type has a title and a description, shown on the
 * Notification Settings screen. Default: e-mail and push both on.
 */
export const notificationTypeInfo: Record<NotificationType, { title: string; description: string }> = {
  surveys: { title: 'Surveys', description: 'Short surveys that help us make Rally better.' },
  news: { title: 'News', description: 'Product news and new features.' },
  learning: { title: 'Learning', description: 'Tips, guides and articles to grow your game and your community.' },
  products: { title: 'Products', description: 'New products and tools for players and organisers.' },
  offers: { title: 'Offers', description: 'Discounts and special offers from Rally and partners.' },
  usersJoinNearby: { title: 'Players near you', description: 'When new players join near your go-to city.' },
  eventCreatedJoin: { title: 'New events', description: 'When an event is created that you can join.' },
  followedHostEvent: { title: 'Hosts followed', description: 'When a host, team or place you follow posts a new event.' },
  fillInvite: { title: 'Open spots for you', description: 'When an organiser invites you to a game at a time you are free.' },
  eventJoined: { title: 'Event joins', description: 'When someone joins an event you organise, and reminders of the games you play.' },
  endorsement: { title: 'Endorsements', description: 'When another player endorses you.' },
  directMessage: { title: 'Direct messages', description: 'When someone sends you a message.' },
  teamJoin: { title: 'Team joins', description: 'When someone joins or asks to join your team or community.' },
  teamMessage: { title: 'Team messages', description: 'Messages posted to your teams.' },
  connections: { title: 'Connections', description: 'Connection and family requests, and their answers.' },
  announcements: { title: 'Announcements', description: 'Announcements from the communities you belong to.' },
};

export const orderedNotificationTypes: readonly NotificationType[] = notificationTypes;

/** Per-community discussion key (spec §3 `teamDiscussion_{teamId}`). */
export const teamDiscussionKey = (teamId: string) => `teamDiscussion_${teamId}`;
