import { FormAccessDeniedPage } from '@web/features/forms';

/** `form/access-denied` (public): a private form opened by someone it is not for. */
export const Component = FormAccessDeniedPage;
