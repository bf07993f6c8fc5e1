import { FaqsPage } from '@web/features/help';

/** `faqs`: a public help page. */
export const Component = FaqsPage;
