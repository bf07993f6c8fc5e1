import { MessagesPage } from '@web/features/messages';
import { requireUser } from '@web/lib/guards';

/** `messages`: direct conversations and team discussions (needs login). */
export const loader = requireUser;
export const Component = MessagesPage;
