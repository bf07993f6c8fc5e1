import { ulid } from 'ulid';
import type * as z from 'zod';
import { amountDue, answersSchema } from '@shared/forms/answers';
import { isMinor } from '@shared/people/age';
import { hasUnpublishedChanges, withWaiverVersions } from '@shared/forms/versions';
import { formMessages } from '@shared/constants/form-messages';
import {
  formContent,
  type fillFormDto,
  type FormContent,
  type FormDto,
  type myFormsDto,
  type SubmissionDto,
  type submissionDetailDto,
} from '@shared/schemas/form';
import { familyConnections } from '../../data/family-connections';
import { forms, submissions, type FormItem, type SubmissionItem } from '../../data/forms';
import { memberships } from '../../data/memberships';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, invalidInput, NotFoundError, toIssues } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { accountState } from '../payments/account-state';
import { joinTeam } from '../teams/members';
import { requireManager, roleOf } from '../teams/teams';
import { isManager } from '../teams/team-rules';
import { nameSeenByOthers } from '../people/seen-by-others';
import { assertNoBlockBetween } from '../privacy/blocking';

const blankContent = (teamId: string | null): FormContent => ({
  title: 'Untitled form',
  description: '',
  audience: 'anyone',
  teamId,
  teamRegistration: false,
  fields: [],
});

const contentOf = (raw: unknown): FormContent => formContent.parse(raw);

async function teamName(teamId: string | null | undefined): Promise<string | null> {
  if (!teamId) return null;
  return (await teams.get(teamId))?.name ?? null;
}

function toFormDto(f: FormItem, team: string | null): FormDto {
  const draft = contentOf(f.draft);
  const published = f.published ? contentOf(f.published) : null;
  return {
    id: f.formId,
    ownerId: f.ownerId,
    teamName: team,
    status: f.status,
    draft,
    published,
    publishedVersion: f.publishedVersion ?? null,
    unpublishedChanges: hasUnpublishedChanges(draft, published),
    submissionCount: Math.max(0, f.submissionCount ?? 0),
    version: f.version ?? 1,
    createdAt: f.createdAt ?? new Date(0).toISOString(),
    updatedAt: f.updatedAt ?? f.createdAt ?? new Date(0).toISOString(),
  };
}

export async function requireForm(formId: string): Promise<FormItem> {
  const f = await forms.get(formId);
  if (!f) throw new NotFoundError(formMessages.notFound);
  return f;
}

/** The creator, or an owner or admin of the form's team, may build it and read its submissions. */
async function mayManage(f: Pick<FormItem, 'ownerId' | 'teamId'>, uid: string): Promise<boolean> {
  if (f.ownerId === uid) return true;
  if (!f.teamId) return false;
  const role = await roleOf(f.teamId, uid);
  return role !== null && isManager(role);
}

async function requireManagedForm(formId: string, user: Caller): Promise<FormItem> {
  const f = await requireForm(formId);
  if (!(await mayManage(f, user.uid))) throw new ForbiddenError(formMessages.notYours);
  return f;
}

async function checkTeam(teamId: string | null, user: Caller): Promise<void> {
  if (teamId) await requireManager(teamId, user);
}

/** `form` (list): forms the caller made and forms of the teams they run, newest change first. */
export async function listMyForms(user: Caller): Promise<z.infer<typeof myFormsDto>> {
  const mine = await forms.ofOwner(user.uid);
  const managed = (await memberships.listOf(user.uid)).filter((m) => isManager(m.role)).map((m) => m.teamId);
  const teamForms = (await Promise.all(managed.map((t) => forms.ofTeam(t)))).flat();
  const all = new Map([...mine, ...teamForms].map((f) => [f.formId, f]));
  const names = new Map((await teams.getMany([...new Set([...all.values()].flatMap((f) => (f.teamId ? [f.teamId] : [])))])).map((t) => [t.teamId, t.name]));
  const items = [...all.values()]
    .map((f) => ({
      id: f.formId,
      title: f.title,
      status: f.status,
      teamName: f.teamId ? (names.get(f.teamId) ?? null) : null,
      submissionCount: Math.max(0, f.submissionCount ?? 0),
      updatedAt: f.updatedAt ?? f.createdAt ?? '',
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { items };
}

/** `form/build`: a new draft, for the caller or a team they run. */
export async function createForm(user: Caller, teamId: string | null | undefined): Promise<FormDto> {
  await checkTeam(teamId ?? null, user);
  const draft = blankContent(teamId ?? null);
  const f = await forms.create({ formId: ulid(), ownerId: user.uid, ...(teamId ? { teamId } : {}), title: draft.title, draft });
  logger.info('form created', { formId: f.formId, uid: user.uid });
  return toFormDto(f, await teamName(teamId));
}

export async function getFormForBuilder(user: Caller, formId: string): Promise<FormDto> {
  const f = await requireManagedForm(formId, user);
  return toFormDto(f, await teamName(f.teamId));
}

/** Save the builder's draft at `version` (409 when it changed since it was loaded). */
export async function saveFormDraft(user: Caller, formId: string, content: FormContent, version: number): Promise<FormDto> {
  const f = await requireManagedForm(formId, user);
  if (content.teamId !== (f.teamId ?? null)) await checkTeam(content.teamId, user);
  const saved = await forms.update(formId, { draft: content, title: content.title, ...(content.teamId ? { teamId: content.teamId } : {}) }, version, !content.teamId && Boolean(f.teamId));
  if (saved === 'stale') throw new ConflictError(formMessages.stale);
  return toFormDto(saved, await teamName(saved.teamId));
}

/**
 * Publish the draft: it becomes the snapshot people fill, with a new version; a waiver whose text
 * changed gets a new waiver version. A form that takes payments needs the creator's payout account.
 */
export async function publishForm(user: Caller, formId: string, version: number): Promise<FormDto> {
  const f = await requireManagedForm(formId, user);
  const draft = contentOf(f.draft);
  if (draft.fields.length === 0) throw new BadRequestError(formMessages.noFields, [{ path: 'fields', message: formMessages.noFields }]);
  if (draft.fields.some((x) => x.type === 'payment')) {
    const owner = await users.get(f.ownerId);
    if (accountState(owner ?? {}) !== 'active') throw new ConflictError(formMessages.payoutsNeeded);
  }
  const published = withWaiverVersions(draft, f.published ? contentOf(f.published) : null);
  const unchanged = f.published && !hasUnpublishedChanges(draft, contentOf(f.published));
  const next = unchanged ? (f.publishedVersion ?? 1) : (f.publishedVersion ?? 0) + 1;
  // The draft takes the waiver versions too, so the builder shows what people sign; each version's
  // snapshot is kept, so a submission is always shown with the fields it answered.
  const saved = await forms.publish(formId, published, next, version);
  if (saved === 'stale') throw new ConflictError(formMessages.stale);
  logger.info('form published', { formId, version: next });
  return toFormDto(saved, await teamName(saved.teamId));
}

/** Close the form: nobody can fill it until it is published again; submissions stay. */
export async function closeForm(user: Caller, formId: string, version: number): Promise<FormDto> {
  const f = await requireManagedForm(formId, user);
  if (f.status !== 'published') throw new ConflictError(formMessages.notPublished);
  const saved = await forms.update(formId, { status: 'closed' }, version);
  if (saved === 'stale') throw new ConflictError(formMessages.stale);
  return toFormDto(saved, await teamName(saved.teamId));
}

/** A copy of the form's draft as a new, unpublished form of the caller. */
export async function copyForm(user: Caller, formId: string): Promise<FormDto> {
  const f = await requireManagedForm(formId, user);
  const source = contentOf(f.draft);
  const draft: FormContent = {
    ...source,
    title: `Copy of ${source.title}`.slice(0, 120),
    fields: source.fields.map((x) => (x.type === 'waiver' ? { ...x, waiverVersion: undefined } : x)),
  };
  const copy = await forms.create({ formId: ulid(), ownerId: user.uid, ...(f.teamId ? { teamId: f.teamId } : {}), title: draft.title, draft });
  return toFormDto(copy, await teamName(copy.teamId));
}

interface Subject {
  forMemberId: string | null;
  forName: string;
  forMinor: boolean;
}

/** Who a submission is for: the caller, or a family member of theirs (with their age, for waivers). */
async function subjectOf(user: Caller, forMemberId: string | null): Promise<Subject> {
  if (!forMemberId) {
    const me = await users.get(user.uid);
    return { forMemberId: null, forName: nameSeenByOthers(me), forMinor: isMinor(me?.birthdate) };
  }
  const c = await familyConnections.get(forMemberId);
  const mine = c && (c.requesterId === user.uid || c.recipientId === user.uid);
  if (!c || !mine || (c.status !== 'accepted' && c.isRecipientGthUser)) {
    throw new BadRequestError(formMessages.notFamily, [{ path: 'forMemberId', message: formMessages.notFamily }]);
  }
  const callerIsRequester = c.requesterId === user.uid;
  const otherId = callerIsRequester ? c.recipientId : c.requesterId;
  const other = otherId ? await users.get(otherId) : null;
  const minor = other?.birthdate ? isMinor(other.birthdate) : callerIsRequester && typeof c.recipientAge === 'number' && c.recipientAge < 18;
  return { forMemberId, forName: callerIsRequester ? c.recipientName : c.requesterName, forMinor: minor };
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
  if (waivers.length && subject.forMinor && !subject.forMemberId) {
    throw new ForbiddenError(formMessages.minorNeedsGuardian);
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
