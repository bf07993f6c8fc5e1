import { domainHandler } from '../../middleware/http';
import { getMe } from './get-me';
import { updateMe } from './update-me';

export const handler = domainHandler('users', { getMe, updateMe });
