import * as z from 'zod';
import { singleLineText } from './text';
import { limits } from '../constants/limits';
import { idParam } from './common';

/** Family connections (spec §3 Family connection, §4 family states, §5 family member). */
export const familyRelations = ['parent', 'child', 'spouse', 'sibling', 'guardian', 'other'] as const;
export type FamilyRelation = (typeof familyRelations)[number];

/**
 * The reverse of a relation: when B is A's `r` (A says "B is my child"), A is B's `inverseRelation[r]`
 * ("parent"). A request's `relation` is what the new member is to the requester (`recipientRelation`).
 */
export const inverseRelation: Record<FamilyRelation, FamilyRelation> = {
  parent: 'child',
  child: 'parent',
  spouse: 'spouse',
  sibling: 'sibling',
  guardian: 'other',
  other: 'other',
};

const personName = (label: string) =>
  singleLineText(100, { min: 1, minMessage: `${label} is required`, maxMessage: `${label} must be at most 100 characters` });

/**
 * One new family member (§7 create: relation, registered flag, and the other user's id for a
 * registered member; first name, last name, phone and optional age for a non-registered one).
 * The requester (id and name) is the signed-in user; the server fills it in.
 */
export const familyMemberInput = z.discriminatedUnion('isGthUser', [
  z.object({
    isGthUser: z.literal(true),
    relation: z.enum(familyRelations, { error: 'Relation is required' }),
    userId: singleLineText(64, { min: 1, minMessage: 'Please search and select a user' }),
  }),
  z.object({
    isGthUser: z.literal(false),
    relation: z.enum(familyRelations, { error: 'Relation is required' }),
    firstName: personName('First name'),
    lastName: personName('Last name'),
    phoneNumber: z
      .string()
      .trim()
      .min(1, 'Phone number is required')
      .max(30, { abort: true })
      .regex(/^[+()\-.\s\d]+$/, 'Please enter a valid phone number'),
    age: z
      .number()
      .int('Age must be a whole number')
      .min(limits.age.min, `Age must be between ${limits.age.min} and ${limits.age.max}`)
      .max(limits.age.max, `Age must be between ${limits.age.min} and ${limits.age.max}`)
      .nullable()
      .optional(),
  }),
]);
export type FamilyMemberInput = z.infer<typeof familyMemberInput>;

/** A family connection as the signed-in user sees it (spec §3 fields, plus which side they are). */
export const familyConnectionDto = z.object({
  id: z.string(),
  requesterId: z.string(),
  requesterName: z.string(),
  recipientId: z.string().nullable(),
  recipientName: z.string(),
  requesterRelation: z.enum(familyRelations),
  recipientRelation: z.enum(familyRelations),
  isRecipientGthUser: z.boolean(),
  recipientAge: z.number().nullable(),
  recipientPhoneNumber: z.string().nullable(),
  status: z.enum(['accepted', 'pending']),
  createdAt: z.string(),
  /** Derived for the caller: the other person, their relation to the caller, and whether the caller must answer. */
  otherUserId: z.string().nullable(),
  otherName: z.string(),
  relation: z.enum(familyRelations),
  awaitingMyAnswer: z.boolean(),
});
export type FamilyConnectionDto = z.infer<typeof familyConnectionDto>;
export const familyConnectionsDto = z.object({ items: z.array(familyConnectionDto) });

export const familyResponseInput = z.object({ accept: z.boolean() });
export const familyResponseDto = z.object({ status: z.enum(['accepted', 'declined']), connection: familyConnectionDto.nullable() });

/**
 * The family member search (§5): input with an @ is an e-mail, anything else a user id. The
 * answer holds only what sending the request needs: the id and the name anybody sees.
 */
export const familyLookupQuery = z.object({
  q: z.string().trim().min(limits.searchMinChars).max(limits.emailMax),
});
export const familyCandidateDto = z.object({ uid: z.string(), displayName: z.string() });
export type FamilyCandidateDto = z.infer<typeof familyCandidateDto>;

const completeEmail = z.email();

/**
 * Whether typed text could find anyone: an e-mail only once it is a whole address (lookups match
 * it exactly), an id only in the shape of one. The search skips the rest, so typing an address
 * letter by letter does not spend the person's small lookup budget.
 */
export function canLookUp(query: string): boolean {
  const q = query.trim();
  if (q.length < limits.searchMinChars) return false;
  return q.includes('@') ? completeEmail.safeParse(q).success : idParam.safeParse(q).success;
}

/** Member ids (§3): prefix plus time and random. */
export function newFamilyMemberId(now: number = Date.now(), random: () => number = Math.random): string {
  return `fam_${now.toString(36)}_${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}
