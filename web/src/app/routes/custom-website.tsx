import { CustomWebsitePage } from '@web/features/sites';

/** `custom-website`: how to put a team website on your own domain (public). */
export const Component = CustomWebsitePage;
