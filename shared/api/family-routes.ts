import * as z from 'zod';
import { idParam, okDto } from '../schemas/common';
import {
  familyCandidateDto,
  familyConnectionDto,
  familyConnectionsDto,
  familyLookupQuery,
  familyMemberInput,
  familyResponseDto,
  familyResponseInput,
} from '../schemas/family';
import { defineRoutes } from './route-def';

/** The `family` Lambda's routes: family connections (look up, request, answer, remove). */
export const familyRoutes = defineRoutes({
  listFamilyConnections: {
    method: 'GET',
    path: '/api/users/{uid}/family',
    domain: 'family',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: familyConnectionsDto,
    summary: "The caller's family connections, as requester or recipient, pending and accepted. Owner only.",
  },
  lookupFamilyMember: {
    method: 'GET',
    path: '/api/users/{uid}/family/lookup',
    domain: 'family',
    auth: 'user',
    params: z.object({ uid: idParam }),
    query: familyLookupQuery,
    output: familyCandidateDto,
    summary:
      "Family member search (§5): a user by e-mail (query contains @) or by id, answered with their id and the name anybody sees, only to send a family request. 404 'User not found' when none, and the same when either person blocked the other. Owner only.",
    // Finds people by what the caller types: a budget of its own, far below search-as-you-type's.
    limit: 'personLookup',
  },
  createFamilyConnection: {
    method: 'POST',
    path: '/api/users/{uid}/family',
    domain: 'family',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: familyMemberInput,
    output: familyConnectionDto,
    summary:
      'Add a family member: a registered user gets a pending request and a notification; a non-registered one is saved at once. Refused when the other user blocked the caller.',
    // Makes the server message a person: its own, smaller budget.
    limit: 'mail',
  },
  deleteFamilyConnection: {
    method: 'DELETE',
    path: '/api/family-connections/{connectionId}',
    domain: 'family',
    auth: 'user',
    params: z.object({ connectionId: idParam }),
    output: okDto,
    summary: 'Remove a family connection: either side may.',
  },
  respondFamilyConnection: {
    method: 'POST',
    path: '/api/family-connections/{connectionId}/response',
    domain: 'family',
    auth: 'user',
    params: z.object({ connectionId: idParam }),
    body: familyResponseInput,
    output: familyResponseDto,
    summary: 'The recipient accepts (both sides see it confirmed) or declines (deleted) a pending request; 403 for anyone else.',
  },
});
