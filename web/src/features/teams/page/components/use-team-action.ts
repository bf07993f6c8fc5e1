import { useState } from 'react';
import { limits } from '@shared/constants/limits';
import type { RouteId } from '@shared/api/routes';
import { toast } from '@web/lib/toast';
import { useInvalidateApi } from '@web/lib/use-api';
import { errorText } from '@web/features/teams/shared/text';

/** Every read about a team the page shows, and the viewer's registrations: what an action may change. */
const teamReads: RouteId[] = [
  'getTeam',
  'getMyTeamRole',
  'listTeamMembers',
  'listPublicTeamRoster',
  'listJoinRequests',
  'listSeasons',
  'listSessions',
  'listTeamEvents',
  'listRegistrations',
];

/**
 * Runs one team action: marks it pending (by key), toasts success or the server's message,
 * then refreshes the team's reads. Resolves to the error message, or undefined on success.
 */
export function useTeamAction() {
  const invalidate = useInvalidateApi();
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
      if (refreshAfter) void invalidate(...teamReads);
    }
  };
  return { pending, run };
}
