import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameType } from '@shared/constants/lists';
import { i18n } from './i18n';

/**
 * Game types are stored and sent in English (they are list values, spec §7); people read them in
 * the app's language. The context keeps them apart from the same English words elsewhere ("Other").
 */
const names: Record<GameType, MessageDescriptor> = {
  Other: msg({ context: 'game type', message: 'Other' }),
  Badminton: msg({ context: 'game type', message: 'Badminton' }),
  Baseball: msg({ context: 'game type', message: 'Baseball' }),
  Basketball: msg({ context: 'game type', message: 'Basketball' }),
  'Board Games': msg({ context: 'game type', message: 'Board Games' }),
  Cornhole: msg({ context: 'game type', message: 'Cornhole' }),
  Cycling: msg({ context: 'game type', message: 'Cycling' }),
  'Disc Golf': msg({ context: 'game type', message: 'Disc Golf' }),
  'Flag Football': msg({ context: 'game type', message: 'Flag Football' }),
  Football: msg({ context: 'game type', message: 'Football' }),
  Golf: msg({ context: 'game type', message: 'Golf' }),
  Hiking: msg({ context: 'game type', message: 'Hiking' }),
  Hockey: msg({ context: 'game type', message: 'Hockey' }),
  Kickball: msg({ context: 'game type', message: 'Kickball' }),
  Lacrosse: msg({ context: 'game type', message: 'Lacrosse' }),
  Padel: msg({ context: 'game type', message: 'Padel' }),
  Pickleball: msg({ context: 'game type', message: 'Pickleball' }),
  Racquetball: msg({ context: 'game type', message: 'Racquetball' }),
  Rugby: msg({ context: 'game type', message: 'Rugby' }),
  Running: msg({ context: 'game type', message: 'Running' }),
  Skiing: msg({ context: 'game type', message: 'Skiing' }),
  Soccer: msg({ context: 'game type', message: 'Soccer' }),
  Softball: msg({ context: 'game type', message: 'Softball' }),
  Spikeball: msg({ context: 'game type', message: 'Spikeball' }),
  Squash: msg({ context: 'game type', message: 'Squash' }),
  Swimming: msg({ context: 'game type', message: 'Swimming' }),
  'Table Tennis': msg({ context: 'game type', message: 'Table Tennis' }),
  Tennis: msg({ context: 'game type', message: 'Tennis' }),
  'Ultimate Frisbee': msg({ context: 'game type', message: 'Ultimate Frisbee' }),
  Volleyball: msg({ context: 'game type', message: 'Volleyball' }),
  Yoga: msg({ context: 'game type', message: 'Yoga' }),
};

/** A game type as the reader says it; one the app does not list (an older row) as stored. */
export function gameTypeName(type: string): string {
  const name = Object.hasOwn(names, type) ? names[type as GameType] : undefined;
  return name ? i18n._(name) : type;
}

/** Select options for game types: the stored value, shown in the reader's language. */
export const gameTypeOptions = (types: readonly string[]) => types.map((type) => ({ value: type, label: gameTypeName(type) }));
