import { SubmissionDetailPage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/{id}/{submissionId}` (login; submitter and form managers). */
export const loader = requireUser;
export const Component = SubmissionDetailPage;
