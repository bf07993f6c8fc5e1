import { GuidePage } from '@web/features/help';

/** `guide`: a public help page. */
export const Component = GuidePage;
