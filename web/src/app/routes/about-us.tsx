import { AboutPage } from '@web/features/help';

/** `about-us`: a public help page. */
export const Component = AboutPage;
