import { FeaturesPage } from '../../features/marketing';

/** `features`: every capability, linked (public). */
export const Component = FeaturesPage;
