import { lookupFamilyMember as lookup } from '../../domain/family/family';
import { route } from '../../middleware/http';

export const lookupFamilyMember = route('lookupFamilyMember', ({ user, params, query }) => lookup(user, params.uid, query.q));
