/** Filling a published form (for oneself or a family member), and the submissions it makes. */

import { ulid } from 'ulid';
import type * as z from 'zod';
import { amountDue, answersSchema } from '@shared/forms/answers';
import { isMinor } from '@shared/people/age';
import { formMessages } from '@shared/constants/form-messages';
import { type fillFormDto, type FormContent, type SubmissionDto, type submissionDetailDto } from '@shared/schemas/form';
import { familyConnections } from '../../data/family-connections';
import { forms, submissions, type FormItem, type SubmissionItem } from '../../data/forms';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, invalidInput, NotFoundError, toIssues } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { assertJoinable, joinTeam } from '../teams/members';
import { roleOf } from '../teams/teams';
import { nameSeenByOthers } from '../people/seen-by-others';
import { assertNoBlockBetween } from '../privacy/blocking';
import { guardianRelations, relationOf } from '../privacy/minors';
import { contentOf, mayManage, requireForm, requireManagedForm, teamName } from './forms';

interface Subject {
  forMemberId: string | null;
  forName: string;
  forMinor: boolean;
  /** The caller is an adult and the subject's parent or guardian (the stored relation says so). */
  byGuardian: boolean;
}

/** Who a submission is for: the caller, or a family member of theirs (with their age, for waivers). */
async function subjectOf(user: Caller, forMemberId: string | null): Promise<Subject> {
  if (!forMemberId) {
    const me = await users.get(user.uid);
    return { forMemberId: null, forName: nameSeenByOthers(me), forMinor: isMinor(me?.birthdate), byGuardian: false };
  }
  const c = await familyConnections.get(forMemberId);
  const mine = c && (c.requesterId === user.uid || c.recipientId === user.uid);
  if (!c || !mine || (c.status !== 'accepted' && c.isRecipientGthUser)) {
    throw new BadRequestError(formMessages.notFamily, [{ path: 'forMemberId', message: formMessages.notFamily }]);
  }
  const callerIsRequester = c.requesterId === user.uid;
  const otherId = callerIsRequester ? c.recipientId : c.requesterId;
  const [other, me] = await Promise.all([otherId ? users.get(otherId) : null, users.get(user.uid)]);
  const minor = other?.birthdate ? isMinor(other.birthdate) : callerIsRequester && typeof c.recipientAge === 'number' && c.recipientAge < 18;
  const relation = relationOf(c, user.uid);
  const byGuardian = !isMinor(me?.birthdate) && relation !== null && guardianRelations.includes(relation);
  return { forMemberId, forName: callerIsRequester ? c.recipientName : c.requesterName, forMinor: minor, byGuardian };
}

/**
 * Opening a form to fill: published, not owned by someone in a block pair with the caller, and for
 * team-only forms the team's members (403 → form/access-denied).
 */
async function requireFillable(user: Caller, formId: string): Promise<{ f: FormItem; content: FormContent; version: number }> {
  const f = await requireForm(formId);
  const manager = await mayManage(f, user.uid);
  if (f.status !== 'published' || !f.published) {
    throw manager ? new ConflictError(formMessages.notPublished) : new ForbiddenError(formMessages.accessDenied);
  }
  // Filling a form reaches its owner (the submission, its payment): not across a block.
  if (!manager) await assertNoBlockBetween(user.uid, f.ownerId);
  const content = contentOf(f.published);
  if (content.audience === 'team' && content.teamId && !manager && !(await roleOf(content.teamId, user.uid))) {
    throw new ForbiddenError(formMessages.accessDenied);
  }
  return { f, content, version: f.publishedVersion ?? 1 };
}

/** Who filled it and for whom: the same on a draft and on the submission. */
async function people(user: Caller, subject: Subject) {
  const me = await users.get(user.uid);
  return {
    submitterId: user.uid,
    submitterName: nameSeenByOthers(me),
    ...(subject.forMemberId ? { forMemberId: subject.forMemberId } : {}),
    forName: subject.forName,
    forMinor: subject.forMinor,
  };
}

const draftIdOf = (uid: string, forMemberId: string | null) => `draft-${uid}-${forMemberId ?? 'self'}`.slice(0, 64);

export async function getFormToFill(user: Caller, formId: string): Promise<z.infer<typeof fillFormDto>> {
  const { f, content, version } = await requireFillable(user, formId);
  const [mine, me] = await Promise.all([submissions.ofSubmitter(user.uid, formId), users.get(user.uid)]);
  const signed = mine
    .filter((s) => s.state === 'submitted')
    .flatMap((s) =>
      ((s.signatures ?? []) as Array<{ fieldId: string; waiverVersion: number; signedAt: string }>).map((sig) => ({
        forMemberId: s.forMemberId ?? null,
        fieldId: sig.fieldId,
        waiverVersion: sig.waiverVersion,
        signedAt: sig.signedAt,
      })),
    );
  return {
    id: f.formId,
    version,
    content,
    ownerId: f.ownerId,
    teamName: await teamName(content.teamId),
    drafts: mine
      .filter((s) => s.state === 'draft' && s.formVersion === version)
      .map((s) => ({ forMemberId: s.forMemberId ?? null, answers: (s.answers ?? {}) as Record<string, unknown>, savedAt: s.updatedAt ?? s.createdAt ?? '' })),
    signed,
    callerIsMinor: isMinor(me?.birthdate),
  };
}

function checkAnswers(content: FormContent, answers: Record<string, unknown>, mode: 'draft' | 'submit') {
  const parsed = answersSchema(content.fields, mode).safeParse(answers);
  if (!parsed.success) throw invalidInput(toIssues(parsed.error, 'answers'));
  return parsed.data as Record<string, unknown>;
}

/** Save and resume: the answers so far, checked for what is there, one draft per person and subject. */
export async function saveAnswers(user: Caller, formId: string, forMemberId: string | null, answers: Record<string, unknown>): Promise<{ savedAt: string }> {
  const { content, version } = await requireFillable(user, formId);
  const subject = await subjectOf(user, forMemberId);
  const clean = checkAnswers(content, answers, 'draft');
  const saved = await submissions.putDraft({
    formId,
    submissionId: draftIdOf(user.uid, forMemberId),
    formVersion: version,
    ...(await people(user, subject)),
    answers: clean,
  });
  return { savedAt: saved.updatedAt ?? new Date().toISOString() };
}

export function toSubmissionDto(s: SubmissionItem): SubmissionDto {
  return {
    id: s.submissionId,
    formId: s.formId,
    formVersion: s.formVersion,
    submitterId: s.submitterId,
    submitterName: s.submitterName,
    forName: s.forName,
    forMemberId: s.forMemberId ?? null,
    forMinor: s.forMinor ?? false,
    answers: (s.answers ?? {}) as Record<string, unknown>,
    signatures: (s.signatures ?? []) as SubmissionDto['signatures'],
    payment: (s.amount ?? 0) > 0 ? { amount: s.amount ?? 0, status: s.paymentStatus === 'paid' ? 'paid' : 'unpaid', paidAt: s.paidAt ?? null } : null,
    teamResult: (s.teamResult as SubmissionDto['teamResult'] | undefined) ?? null,
    submittedAt: s.submittedAt ?? s.createdAt ?? '',
  };
}

/**
 * Submit: every answer checked against the current published version, waivers signed with the
 * typed name, the signer, the time and the versions; a minor's waiver needs a guardian. Immutable
 * from here (a correction is a new submission). A team registration form adds the person to the team.
 */
export async function submitForm(
  user: Caller,
  formId: string,
  input: { forMemberId: string | null; answers: Record<string, unknown>; joinTeam: boolean },
): Promise<SubmissionDto> {
  const { content, version } = await requireFillable(user, formId);
  const subject = await subjectOf(user, input.forMemberId);
  const answers = checkAnswers(content, input.answers, 'submit');
  const waivers = content.fields.filter((f) => f.type === 'waiver');
  // A minor's waiver is signed by an adult who is their parent or guardian: not by the minor, a
  // sibling or another minor of the family.
  if (waivers.length && subject.forMinor && !subject.byGuardian) {
    throw new ForbiddenError(subject.forMemberId ? formMessages.guardianSignsOnly : formMessages.minorNeedsGuardian);
  }
  const now = new Date().toISOString();
  const signatures = waivers.map((w) => ({
    fieldId: w.id,
    signedName: (answers[w.id] as { name: string }).name,
    signerId: user.uid,
    signedAt: now,
    formVersion: version,
    waiverVersion: w.type === 'waiver' ? (w.waiverVersion ?? 1) : 1,
  }));
  let teamResult: SubmissionDto['teamResult'] = null;
  if (input.joinTeam) {
    if (!content.teamRegistration || !content.teamId) throw new BadRequestError(formMessages.notRegistration, [{ path: 'joinTeam', message: formMessages.notRegistration }]);
    if (subject.forMemberId) throw new BadRequestError(formMessages.registerYourself, [{ path: 'forMemberId', message: formMessages.registerYourself }]);
    // Refused before the submission is stored: a refusal after it would leave an answer the person never saw saved.
    await assertJoinable(user, content.teamId);
  }
  const amount = amountDue(content.fields, answers);
  const saved = await submissions.submit(
    {
      formId,
      submissionId: ulid(),
      formVersion: version,
      ...(await people(user, subject)),
      answers,
      signatures,
      amount,
      paymentStatus: amount > 0 ? 'unpaid' : 'none',
      submittedAt: now,
    },
    (await submissions.get(formId, draftIdOf(user.uid, subject.forMemberId))) ? draftIdOf(user.uid, subject.forMemberId) : null,
  );
  if (input.joinTeam && content.teamId) {
    try {
      teamResult = (await joinTeam(user, content.teamId)).role;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      teamResult = 'already';
    }
    await submissions.setTeamResult(formId, saved.submissionId, teamResult);
  }
  logger.info('form submitted', { formId, submissionId: saved.submissionId, amount, teamResult });
  return toSubmissionDto({ ...saved, ...(teamResult ? { teamResult } : {}) });
}

/** Submissions of a form, newest first: its creator and its team's owners and admins only. */
export async function listSubmissions(user: Caller, formId: string): Promise<{ items: SubmissionDto[] }> {
  await requireManagedForm(formId, user);
  const all = await submissions.ofForm(formId);
  return { items: all.filter((s) => s.state === 'submitted').map(toSubmissionDto).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)) };
}

/** One submission with the fields of the version it answered: the form's managers, or whoever submitted it. */
export async function getSubmission(user: Caller, formId: string, submissionId: string): Promise<z.infer<typeof submissionDetailDto>> {
  const f = await requireForm(formId);
  const s = await submissions.get(formId, submissionId);
  if (!s || s.state !== 'submitted') throw new NotFoundError(formMessages.submissionNotFound);
  if (s.submitterId !== user.uid && !(await mayManage(f, user.uid))) throw new ForbiddenError(formMessages.notYourSubmission);
  // Fields as answered: the snapshot of the version it was submitted against.
  const snapshot = await forms.versionOf(formId, s.formVersion);
  const fields = contentOf(snapshot ?? f.published ?? f.draft).fields;
  return { submission: toSubmissionDto(s), fields, formTitle: f.title };
}
