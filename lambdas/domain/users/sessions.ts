import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lib/clients';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { closeConnectionsOf } from '../../lib/realtime';
import { revokeSessions } from '../../lib/session-gate';

/** Revoke every refresh token of the person; an account already gone has none left. */
export async function globalSignOutCognito(uid: string): Promise<void> {
  const userPoolId = env().USER_POOL_ID;
  if (!userPoolId) throw new Error('USER_POOL_ID is not set: bind the function to the user pool');
  try {
    // The pool signs in by e-mail alias, so the Cognito username is the sub.
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: uid }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/**
 * POST /api/me/sign-out: sign out everywhere. The floor goes first, so the id tokens already out
 * are refused even if Cognito is slow; then the refresh tokens (no new id tokens) and the sockets.
 */
export async function signOutEverywhere(caller: { uid: string }): Promise<{ ok: true }> {
  await revokeSessions(caller.uid);
  await globalSignOutCognito(caller.uid);
  await closeConnectionsOf(caller.uid);
  logger.info('signed out everywhere', { uid: caller.uid });
  return { ok: true };
}
