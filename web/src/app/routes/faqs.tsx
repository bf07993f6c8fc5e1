import { FaqsPage } from '../../features/help';

/** `faqs`: a public help page. */
export const Component = FaqsPage;
