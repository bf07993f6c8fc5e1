import { SubmissionDetailPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/{id}/{submissionId}` (login; submitter and form managers). */
export const loader = requireUser;
export const Component = SubmissionDetailPage;
