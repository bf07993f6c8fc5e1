import * as z from 'zod';
import { queryNumber } from './common';

/** "Fill this game": how many invitations one person gets at most per week (ISO week, UTC). */
export const FILL_INVITES_PER_WEEK = 3;
/** Most people listed or invited in one go. */
export const FILL_MAX_LIMIT = 50;

export const fillMessages = {
  noOpenSpots: 'This game has no open spots to fill',
  limit: `Choose between 1 and ${FILL_MAX_LIMIT} players`,
  notInvited: 'You have no invitation to this game',
  inviteTitle: (title: string) => `A spot is open: ${title}`,
  inviteBody: (title: string, when: string, place: string) => `You're free then: ${title}, ${when} at ${place}. Join with one tap.`,
} as const;

const limit = queryNumber.pipe(z.number({ error: fillMessages.limit }).int(fillMessages.limit).min(1, fillMessages.limit).max(FILL_MAX_LIMIT, fillMessages.limit));

/** Which occurrence: its start (ISO) or its local date (YYYY-MM-DD); default the next one. */
const occurrenceDate = z.string().trim().min(10).max(40).optional();

/** GET /api/events/{eventId}/fill-candidates */
export const fillCandidatesQuery = z.object({ occurrenceDate, limit: limit.default(20) });
export type FillCandidatesQuery = z.infer<typeof fillCandidatesQuery>;

/** POST /api/events/{eventId}/fill-invites */
export const fillInviteInput = z.object({ occurrenceDate, limit });
export type FillInviteInput = z.infer<typeof fillInviteInput>;

/** POST /api/events/{eventId}/fill-invites/decline: "Not this time" from the invitation. */
export const fillDeclineInput = z.object({ occurrence: z.iso.datetime({ offset: true }) });
export type FillDeclineInput = z.infer<typeof fillDeclineInput>;

/** GET /api/events/{eventId}/fill-invites/me: the invitation to this occurrence. */
export const fillInviteQuery = z.object({ occurrence: z.iso.datetime({ offset: true }) });
export type FillInviteQuery = z.infer<typeof fillInviteQuery>;

/**
 * How the invited person answered, as the server knows it now: their RSVP to the occurrence
 * (whichever way they joined), else 'declined' after "Not this time", else null (not answered,
 * or they left again).
 */
export const fillInviteAnswers = ['joined', 'waitlisted', 'pending', 'held', 'declined'] as const;
/**
 * Why the invitation can no longer be taken up, if it cannot: the game was cancelled, its date is
 * no longer on the schedule (moved, called off or left out: a moved date's invitation went to the
 * new date, with a new notice), or the date has started.
 */
export const fillInviteClosedReasons = ['cancelled', 'moved', 'started'] as const;
export const fillInviteDto = z.object({
  occurrence: z.string(),
  answer: z.enum(fillInviteAnswers).nullable(),
  closed: z.enum(fillInviteClosedReasons).nullable().default(null),
});
export type FillInviteDto = z.infer<typeof fillInviteDto>;

/**
 * A person who is free for the game. Only that: never the hours they keep, whatever their
 * privacy settings allow elsewhere.
 */
export const fillCandidateDto = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  distanceMiles: z.number(),
});
export type FillCandidateDto = z.infer<typeof fillCandidateDto>;

export const fillCandidatesDto = z.object({ occurrence: z.string(), items: z.array(fillCandidateDto) });
export type FillCandidatesDto = z.infer<typeof fillCandidatesDto>;

export const fillInvitedDto = z.object({ occurrence: z.string(), invited: z.array(z.string()) });
export type FillInvitedDto = z.infer<typeof fillInvitedDto>;
