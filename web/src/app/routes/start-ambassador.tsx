import { AmbassadorPage } from '../../features/ambassador';

/** `start/ambassador`: apply to be a local ambassador. */
export const Component = AmbassadorPage;
