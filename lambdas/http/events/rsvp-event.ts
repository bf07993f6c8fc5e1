import { rsvpEvent as rsvp } from '../../domain/events/rsvp';
import { countMetric } from '../../lib/metrics';
import { route } from '../../middleware/http';

export const rsvpEvent = route('rsvpEvent', async ({ user, params, body }) => {
  const answer = await rsvp(user, params.eventId, body);
  countMetric('rsvps');
  return answer;
});
