import { FeaturesPage } from '@web/features/marketing';

/** `features`: every capability, linked (public). */
export const Component = FeaturesPage;
