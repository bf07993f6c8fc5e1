import * as z from 'zod';
import { idParam, okDto } from '../schemas/common';
import {
  listNotificationsQuery,
  markNotificationInput,
  notificationDto,
  notificationsDto,
  pushRegistrationDto,
  pushRegistrationInput,
} from '../schemas/notification';
import { defineRoutes } from './route-def';

/** The `notifications` Lambda's routes: the in-app notifications and this browser's push registration. */
export const notificationsRoutes = defineRoutes({
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    domain: 'notifications',
    auth: 'user',
    query: listNotificationsQuery,
    output: notificationsDto,
    summary: "The caller's notifications, newest first (unread only with unread=true), and the unread count.",
  },
  markNotification: {
    method: 'PATCH',
    path: '/api/notifications/{notificationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ notificationId: idParam }),
    body: markNotificationInput,
    output: notificationDto,
    summary: 'Mark one of the caller’s notifications read or unread.',
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    domain: 'notifications',
    auth: 'user',
    output: z.object({ updated: z.number().int() }),
    summary: "Mark all the caller's unread notifications read.",
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/api/notifications/{notificationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ notificationId: idParam }),
    output: okDto,
    summary: "Delete one of the caller's notifications.",
  },
  registerPush: {
    method: 'POST',
    path: '/api/push-registrations',
    domain: 'notifications',
    auth: 'user',
    body: pushRegistrationInput,
    output: pushRegistrationDto,
    summary:
      "Register this browser for web push (endpoint, auth and p256dh keys). The same endpoint registers once per user; at most 20 devices, the least recently refreshed goes first.",
  },
  refreshPush: {
    method: 'PATCH',
    path: '/api/push-registrations/{registrationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ registrationId: idParam }),
    body: pushRegistrationInput,
    output: pushRegistrationDto,
    summary: "Refresh one of the caller's push registrations (the browser does it every 7 days), with its current keys.",
  },
  unregisterPush: {
    method: 'DELETE',
    path: '/api/push-registrations/{registrationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ registrationId: idParam }),
    output: okDto,
    summary: "Remove one of the caller's push registrations (push turned off on that browser).",
  },
});
