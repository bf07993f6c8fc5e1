import { ulid } from 'ulid';
import type * as z from 'zod';
import { hasUnpublishedChanges, withWaiverVersions } from '@shared/forms/versions';
import { formMessages } from '@shared/constants/form-messages';
import { formContent, type FormContent, type FormDto, type myFormsDto } from '@shared/schemas/form';
import { forms, type FormItem } from '../../data/forms';
import { memberships } from '../../data/memberships';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { accountState } from '../payments/account-state';
import { requireManager, roleOf } from '../teams/teams';
import { isManager } from '../teams/team-rules';

const blankContent = (teamId: string | null): FormContent => ({
  title: 'Untitled form',
  description: '',
  audience: 'anyone',
  teamId,
  teamRegistration: false,
  fields: [],
});

export const contentOf = (raw: unknown): FormContent => formContent.parse(raw);

export async function teamName(teamId: string | null | undefined): Promise<string | null> {
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

/**
 * Who may build a form and read its submissions: its creator, or for a team's form the team's
 * owners and admins as they are now. A creator who is no longer one of them has let the team's
 * form go with the role (its members' answers included), unless the team itself is gone.
 */
export async function mayManage(f: Pick<FormItem, 'ownerId' | 'teamId'>, uid: string): Promise<boolean> {
  if (!f.teamId) return f.ownerId === uid;
  const role = await roleOf(f.teamId, uid);
  if (role !== null && isManager(role)) return true;
  return f.ownerId === uid && !(await teams.get(f.teamId));
}

export async function requireManagedForm(formId: string, user: Caller): Promise<FormItem> {
  const f = await requireForm(formId);
  if (!(await mayManage(f, user.uid))) throw new ForbiddenError(formMessages.notYours);
  return f;
}

async function checkTeam(teamId: string | null, user: Caller): Promise<void> {
  if (teamId) await requireManager(teamId, user);
}

/** `form` (list): forms the caller made and forms of the teams they run, newest change first. */
export async function listMyForms(user: Caller): Promise<z.infer<typeof myFormsDto>> {
  const managed = (await memberships.listOf(user.uid)).filter((m) => isManager(m.role)).map((m) => m.teamId);
  // A team's form is listed while its creator still runs the team (`mayManage`).
  const mine = (await forms.ofOwner(user.uid)).filter((f) => !f.teamId || managed.includes(f.teamId));
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
