import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';
import { apiKey, useApi } from '../../../lib/use-api';

/** The signed-in person's own profile (`hasAdditionalInfo: false` means a new user, spec §4). */
export type Profile = OutputOf<'getMe'>;

/** getMe's cache entry; sign-in and sign-out clear the whole cache, so it never outlives a session. */
export const getMeKey = apiKey('getMe');

/** Fetch the profile now, outside a component (the app does after sign-in, to pick the next page). */
export const getMe = (): Promise<Profile> => api.call('getMe');

/** The app's routes read the profile through this; it is the kit's getMe read, nothing more. */
export const useMe = () => useApi('getMe');
