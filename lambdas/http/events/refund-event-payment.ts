import { refundOne } from '../../domain/events/paid-events';
import { route } from '../../middleware/http';

export const refundEventPayment = route('refundEventPayment', ({ user, params }) => refundOne(user, params.eventId, params.paymentId));
