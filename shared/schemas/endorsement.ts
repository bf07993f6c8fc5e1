import * as z from 'zod';
import { badgeIds, endorsementKinds } from '../constants/endorsement-messages';
import { idParam, isoDateTime } from './common';

export const endorsementKind = z.enum(endorsementKinds);

/** Endorse a player (PUT: giving the same endorsement twice changes nothing). */
export const endorseInput = z.strictObject({ occurrence: isoDateTime, to: idParam, kind: endorsementKind });
export type EndorseInput = z.infer<typeof endorseInput>;

export const endorseResultDto = z.object({ created: z.boolean() });
export type EndorseResultDto = z.infer<typeof endorseResultDto>;

/** The other players checked in at an occurrence, with what the caller already gave each. */
export const endorsablePlayersDto = z.object({
  occurrence: z.string(),
  players: z.array(z.object({ uid: z.string(), displayName: z.string(), given: z.array(endorsementKind) })),
});
export type EndorsablePlayersDto = z.infer<typeof endorsablePlayersDto>;

/** A person's badges: null when the caller may not see them (flag off, or the owner hides them). */
export const badgesDto = z.object({
  badges: z
    .object({
      endorsements: z.object({ sportsmanship: z.number().int(), skill: z.number().int(), reliability: z.number().int() }),
      earned: z.array(z.enum(badgeIds)),
    })
    .nullable(),
});
export type BadgesDto = z.infer<typeof badgesDto>;
