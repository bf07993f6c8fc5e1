import type { ScopedMutator } from 'swr';
import type { ProfileDto } from '@shared/schemas/user';
import { api } from '../lib/api-client';
import { apiKey } from '../lib/api-key';
import { activateLocale, currentLocale, rememberLocale } from '../lib/i18n';

/**
 * The signed-in person's profile, fetched once and put where every screen reads it. Loaded on
 * demand after sign-in, so the sign-in and sign-up pages do not carry the API client.
 */
export async function loadOwnProfile(mutate: ScopedMutator): Promise<ProfileDto> {
  const me = await api.call('getMe');
  await mutate(apiKey('getMe'), me, { revalidate: false });
  // The language chosen on another device follows the person here.
  if (me.locale && me.locale !== currentLocale()) {
    rememberLocale(me.locale);
    await activateLocale(me.locale).catch(() => undefined);
  }
  return me;
}
