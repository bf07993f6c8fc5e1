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
import {
  familyCalendarDto,
  familyCalendarQuery,
  familyRsvpInput,
  familyRsvpResultsDto,
  familyWardsDto,
} from '../schemas/family-calendar';
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
  getFamilyCalendar: {
    method: 'GET',
    path: '/api/family/calendar',
    domain: 'family',
    auth: 'user',
    query: familyCalendarQuery,
    output: familyCalendarDto,
    summary:
      "The household calendar: the caller's and their wards' (family members they are parent or guardian of) joined and hosted occurrences in a window of at most 62 days, who of them is going, and clashes (overlap, or too little travel time).",
  },
  listFamilyWards: {
    method: 'GET',
    path: '/api/family/wards',
    domain: 'family',
    auth: 'user',
    output: familyWardsDto,
    summary: 'The family members the caller is parent or guardian of (minors, accepted connections): whom they may RSVP for.',
  },
  createFamilyRsvps: {
    method: 'POST',
    path: '/api/events/{eventId}/family-rsvps',
    domain: 'family',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: familyRsvpInput,
    output: familyRsvpResultsDto,
    summary:
      'Join several family members to one occurrence: each through the ordinary RSVP rules (capacity, approval, blocks), each with its own result. 403 when a member is not one the caller is guardian of.',
  },
});
