import useSWR from 'swr';
import { loadConfig } from '../../../config';

/** Remote-config flags from /config.json (already loaded at start-up, so this resolves at once). */
export function useFlags() {
  const { data } = useSWR('config:flags', async () => (await loadConfig()).flags ?? {}, { revalidateOnFocus: false });
  return data ?? {};
}
