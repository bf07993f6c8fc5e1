import { jobPayload } from '@shared/schemas/jobs';
import { pruneStaleRegistrations } from '../domain/push/prune-registrations';

/** EventBridge Scheduler target (daily); locally `npm run job -- refresh-push-registrations`. */
export const handler = async (payload: unknown) => pruneStaleRegistrations(jobPayload.parse(payload).at);
