import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createTeamInput, type CreateTeamInput, type TeamKind } from '@shared/schemas/team';
import { i18n } from '@web/lib/i18n';

/** A city picked from the US city search: its name as shown and its point (for nearby search). */
export interface CityValue {
  name: string;
  lat: number;
  lng: number;
}

/**
 * What the Create Team form holds. Native inputs give strings ('' for nothing chosen); the values
 * are mapped onto the shared `createTeamInput` (`toTeamInput`) and checked with the same schema the
 * API uses.
 */
export interface TeamFormValues {
  kind: TeamKind | '';
  name: string;
  gameType: string;
  description: string;
  photoURL: string;
  city: CityValue | null;
  joinPolicy: 'open' | 'approval';
  slug: string;
  external: boolean;
  externalUrl: string;
}

export type TeamFormField = keyof TeamFormValues;

/** The six pages of the form, in order; `fields` are what each page asks for and checks. */
export const formPages = [
  { title: msg`What are you starting?`, fields: ['kind'] },
  { title: msg`Name and game`, fields: ['name', 'gameType'] },
  { title: msg`About`, fields: ['description', 'photoURL'] },
  { title: msg`Where`, fields: ['city'] },
  { title: msg`Joining`, fields: ['joinPolicy', 'slug', 'external', 'externalUrl'] },
  { title: msg`Review`, fields: [] },
] as const satisfies readonly { title: MessageDescriptor; fields: readonly TeamFormField[] }[];

export const PAGE_COUNT = formPages.length;
/** 1-based page numbers, as shown to the person ("Step 3 of 6"). */
export type PageNumber = 1 | 2 | 3 | 4 | 5 | 6;
export const REVIEW_PAGE: PageNumber = 6;

// The placeholder is shown as written, so it goes in as a value, not as message text.
// eslint-disable-next-line lingui/no-unlocalized-strings -- the address pattern, the same in every language
const slugPlaceholder = 'org/{slug}';

export const kindLabels: Record<TeamKind, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  team: { label: msg`Team`, hint: msg`A roster that plays together: a rec team, a club side, a doubles crew.` },
  community: { label: msg`Community`, hint: msg`A group of players around a sport or a place, open to newcomers.` },
  league: { label: msg`League`, hint: msg`Seasons and sessions that several teams play in.` },
  organization: { label: msg`Organization`, hint: msg`A club or organizer with its own ${slugPlaceholder} address.` },
};

const isKind = (value: string | null | undefined): value is TeamKind =>
  value === 'team' || value === 'community' || value === 'league' || value === 'organization';

/** A blank form; `kind` from the query (start/community links with ?kind=community) is preselected. */
export function emptyTeamForm(kind?: string | null): TeamFormValues {
  return {
    kind: isKind(kind) ? kind : '',
    name: '',
    gameType: '',
    description: '',
    photoURL: '',
    city: null,
    joinPolicy: 'open',
    slug: '',
    external: false,
    externalUrl: '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The API body for these values: blanks become null, the slug only for organizations, the site only for external teams. */
export function toTeamInput(values: TeamFormValues): Record<string, unknown> {
  return {
    kind: values.kind === '' ? undefined : values.kind,
    name: values.name,
    gameType: values.gameType === '' ? undefined : values.gameType,
    description: values.description,
    photoURL: orNull(values.photoURL),
    city: values.city?.name ?? '',
    lat: values.city?.lat,
    lng: values.city?.lng,
    joinPolicy: values.joinPolicy,
    slug: values.kind === 'organization' ? orNull(values.slug) : null,
    external: values.external,
    externalUrl: values.external ? orNull(values.externalUrl) : null,
  };
}

/** Which form field an API issue path belongs to (lat/lng come from the city). */
export function fieldForIssue(path: string | readonly PropertyKey[]): TeamFormField | 'root' {
  const head = (typeof path === 'string' ? path.split('.') : path.map(String))[0] ?? '';
  if (head === 'lat' || head === 'lng' || head === 'city') return 'city';
  return head in emptyTeamForm() ? (head as TeamFormField) : 'root';
}

/** The page (1-based) a field is asked on; the review page for anything else. */
export function pageOfField(field: TeamFormField | 'root'): PageNumber {
  const index = formPages.findIndex((p) => (p.fields as readonly string[]).includes(field));
  return (index === -1 ? REVIEW_PAGE : index + 1) as PageNumber;
}

/** Every message names its field, so "must be a link" says which link. */
function friendlyMessage(field: TeamFormField | 'root', issue: z.core.$ZodIssue): string {
  switch (field) {
    case 'kind':
      return i18n._(msg`Kind: choose a team, community, league or organization`);
    case 'gameType':
      return i18n._(msg`Game type is required: choose one from the list`);
    case 'city':
      return i18n._(msg`City: type at least 2 letters, then choose a US city from the list`);
    case 'slug': {
      if (issue.message.toLowerCase().includes('slug')) return issue.message;
      const problem = lowerFirst(issue.message);
      return i18n._(msg`Slug: ${problem}`);
    }
    case 'photoURL':
      return i18n._(msg`Photo link must be a full link, like https://example.com/photo.jpg`);
    case 'externalUrl':
      return issue.message.includes('needs') ? issue.message : i18n._(msg`Website must be a full link, like https://example.com`);
    default:
      return issue.message;
  }
}
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Check the form against the shared schema; with a page number, only that page's fields count
 * (the review page checks everything). `errors` holds one message per field; `input` is the API
 * body when the whole form is valid.
 */
export function validateTeamForm(
  values: TeamFormValues,
  page: PageNumber = REVIEW_PAGE,
): { errors: Partial<Record<TeamFormField | 'root', string>>; input: CreateTeamInput | undefined } {
  const result = createTeamInput.safeParse(toTeamInput(values));
  if (result.success) return { errors: {}, input: result.data };
  const errors: Partial<Record<TeamFormField | 'root', string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldForIssue(issue.path);
    if (errors[field]) continue;
    if (page !== REVIEW_PAGE && pageOfField(field) !== page) continue;
    errors[field] = friendlyMessage(field, issue);
  }
  return { errors, input: undefined };
}

/** The page the form is on, handed to the resolver as react-hook-form context. */
export interface TeamFormContext {
  page: PageNumber;
}

/** react-hook-form resolver: each page's submit (Next, or Create on the review page) checks that page. */
export const teamFormResolver: Resolver<TeamFormValues, TeamFormContext, TeamFormValues> = (values, context) => {
  const { errors: found } = validateTeamForm(values, context?.page ?? REVIEW_PAGE);
  if (Object.keys(found).length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(found)) errors[field] = { type: 'validate', message };
  return { values: {}, errors: errors as FieldErrors<TeamFormValues> };
};
