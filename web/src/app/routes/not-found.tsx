import { ErrorPage } from '@web/components/error-page';

/** Spec §2: any unknown path shows the error page. */
export const Component = ErrorPage;
