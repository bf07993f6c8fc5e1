import { AmbassadorPage } from '@web/features/ambassador';

/** `start/ambassador`: apply to be a local ambassador. */
export const Component = AmbassadorPage;
