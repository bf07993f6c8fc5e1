import { jobPayload } from '@shared/schemas/jobs';
import { sendDigests } from '../domain/digests/send-digests';

/** EventBridge Scheduler target (daily); locally `npm run job -- send-digests`. */
export const handler = async (payload: unknown) => sendDigests(jobPayload.parse(payload).at);
