import { GuidePage } from '../../features/help';

/** `guide`: a public help page. */
export const Component = GuidePage;
