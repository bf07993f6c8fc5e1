import { MessagesPage } from '../../features/messages';
import { requireUser } from '../../lib/guards';

/** `messages`: direct conversations and team discussions (needs login). */
export const loader = requireUser;
export const Component = MessagesPage;
