/**
 * The product's business metrics: the Lambdas count them (lambdas/lib/metrics.ts) and the
 * CloudWatch dashboard graphs them (lib/constructs/monitoring.ts), by these names.
 */
export const metricsNamespace = 'Rally';

export const businessMetrics = {
  /** An RSVP answered (going, waitlisted or requested): the product's heartbeat. */
  rsvps: 'Rsvps',
  /** A Stripe payment that completed (Checkout finished or an invoice paid). */
  payments: 'PaymentsCompleted',
  /** An e-mail handed to SES. */
  mailsSent: 'MailsSent',
  /** A notification stored for its person by the fan-out. */
  notificationsDelivered: 'NotificationsDelivered',
  /** A web push accepted by a browser's push service. */
  webPushes: 'WebPushesSent',
  /** A message pushed down a live WebSocket. */
  webSocketPushes: 'WebSocketPushes',
} as const;
export type BusinessMetric = keyof typeof businessMetrics;
