// Names are checked for profanity in this domain: install the word list (shared/schemas/content.ts).
import '../../../shared/schemas/profanity';
import { domainHandler } from '../../middleware/http';
import { getMe } from './get-me';
import { getUser } from './get-user';
import { lookupUser } from './lookup-user';
import { updateProfile } from './update-profile';

export const handler = domainHandler('users', { getMe, lookupUser, getUser, updateProfile });
