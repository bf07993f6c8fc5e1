import { gameTypes, genders } from '@shared/constants/lists';

/** The server's gender list, 'Any' included: the profile form drops it, availability filters keep it. */
export const listGenders = async () => ({ items: [...genders] });

/** Game types as `{label}` in the constant's order, 'Other' first (spec §2 Create Team). */
export const listGameTypes = async () => ({ items: gameTypes.map((label) => ({ label })) });
