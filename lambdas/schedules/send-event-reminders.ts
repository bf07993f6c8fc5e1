import { jobPayload } from '@shared/schemas/jobs';
import { sendEventReminders } from '../domain/events/reminders';

/** EventBridge Scheduler target (daily); locally `npm run job -- send-event-reminders`. */
export const handler = async (payload: unknown) => sendEventReminders(jobPayload.parse(payload).at);
