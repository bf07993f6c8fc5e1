import { LearnAndGrowPage } from '@web/features/marketing';

/** `learn-and-grow`: articles about organising and playing (public). */
export const Component = LearnAndGrowPage;
