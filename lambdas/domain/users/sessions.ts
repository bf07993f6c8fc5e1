import { identityProvider } from '../../lib/identity/identity-provider';
import { logger } from '../../lib/logger';
import { closeConnectionsOf } from '../messages/realtime';
import { revokeSessions } from './session-gate';
import type { Caller } from '../../lib/caller';

/**
 * POST /api/me/sign-out: sign out everywhere. The floor goes first, so the id tokens already out
 * are refused even if Cognito is slow; then the refresh tokens (no new id tokens) and the sockets.
 */
export async function signOutEverywhere(caller: Pick<Caller, 'uid'>): Promise<{ ok: true }> {
  await revokeSessions(caller.uid);
  await identityProvider().signOutEverywhere(caller.uid);
  await closeConnectionsOf(caller.uid);
  logger.info('signed out everywhere', { uid: caller.uid });
  return { ok: true };
}
