import { ChangeEmailPage } from '@web/features/auth/components/change-email-page';
import { requireUser } from '@web/lib/guards';

/** `/verify-new-email`: change the sign-in e-mail (signed in). */
export const loader = requireUser;
export const Component = ChangeEmailPage;
