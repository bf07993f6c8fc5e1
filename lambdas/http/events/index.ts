import { domainHandler } from '../../middleware/http';
import { addFavorite } from './add-favorite';
import { cancelEvent } from './cancel-event';
import { createEvent } from './create-event';
import { getEvent } from './get-event';
import { leaveEvent } from './leave-event';
import { listEventPayments } from './list-event-payments';
import { listEventRsvps } from './list-event-rsvps';
import { listFavorites } from './list-favorites';
import { listNearbyEvents } from './list-nearby-events';
import { listUserEvents } from './list-user-events';
import { markRsvpPaid } from './mark-rsvp-paid';
import { nudgeEvent } from './nudge-event';
import { refundEventPayment } from './refund-event-payment';
import { removeFavorite } from './remove-favorite';
import { reviewRsvp } from './review-rsvp';
import { rsvpEvent } from './rsvp-event';
import { updateEvent } from './update-event';

export const handler = domainHandler('events', {
  addFavorite,
  cancelEvent,
  createEvent,
  getEvent,
  leaveEvent,
  listEventPayments,
  listEventRsvps,
  listFavorites,
  listNearbyEvents,
  listUserEvents,
  markRsvpPaid,
  nudgeEvent,
  refundEventPayment,
  removeFavorite,
  reviewRsvp,
  rsvpEvent,
  updateEvent,
});
