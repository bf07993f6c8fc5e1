import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { limits } from '../../../../../../shared/constants/limits';
import { useRefreshTeam } from '../api/team-actions';
import { errorText } from './team-states';

/**
 * Runs one team action: marks it pending (by key), toasts success or the server's message,
 * then refreshes the team's lists. Resolves to the error message, or undefined on success.
 */
export function useTeamAction(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  const [pending, setPending] = useState<string>();
  const run = async <T>(
    key: string,
    action: () => Promise<T>,
    success: string | ((result: T) => string),
    { refreshAfter = true }: { refreshAfter?: boolean } = {},
  ): Promise<string | undefined> => {
    setPending(key);
    try {
      const result = await action();
      toast.success(typeof success === 'string' ? success : success(result), { duration: limits.snackbarMs.short });
      return undefined;
    } catch (error) {
      const message = errorText(error);
      toast.error(message, { duration: limits.snackbarMs.long });
      return message;
    } finally {
      setPending(undefined);
      if (refreshAfter) void refresh();
    }
  };
  return { pending, run };
}
