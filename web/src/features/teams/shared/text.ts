import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TeamKind, TeamRole } from '@shared/schemas/team';
import { i18n } from '@web/lib/i18n';

// How the teams screens word things; shared by the team page, the lists and Create Team.
// Descriptors, shown with `t(descriptor)` so they follow the app's language.

export const kindLabel = {
  team: msg`Team`,
  community: msg`Community`,
  league: msg`League`,
  organization: msg`Organization`,
} as const satisfies Record<TeamKind, MessageDescriptor>;

/** The kind as a noun inside a sentence: "Create community", "What players will call your league." */
export const kindNoun: Record<TeamKind, MessageDescriptor> = {
  team: msg`team`,
  community: msg`community`,
  league: msg`league`,
  organization: msg`organization`,
};

export const roleLabel: Record<TeamRole, MessageDescriptor> = { owner: msg`Owner`, admin: msg`Admin`, member: msg`Member` };

/** The server's message when it sent one, else the fallback (in the app's language). */
export const errorText = (error: unknown, fallback: string = i18n._(msg`Something went wrong. Please try again.`)) =>
  error instanceof Error && error.message ? error.message : fallback;
