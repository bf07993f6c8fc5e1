import { AboutPage } from '../../features/help';

/** `about-us`: a public help page. */
export const Component = AboutPage;
