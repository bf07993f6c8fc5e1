import useSWR from 'swr';
import { loadConfig } from '../config';

/** The deployment stage from /config.json (already loaded at start-up); undefined for the moment it is read. */
export function useStage(): string | undefined {
  const { data } = useSWR('config:stage', async () => (await loadConfig()).stage, { revalidateOnFocus: false });
  return data;
}
