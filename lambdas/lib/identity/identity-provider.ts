import { cognitoIdentity } from './cognito';

/**
 * The identity port: what the domain asks of the sign-in service. The Cognito adapter beside this
 * file implements it structurally and never imports it.
 */
export interface IdentityProvider {
  /** Revoke every refresh token of the person; an account already gone has none left. */
  signOutEverywhere(uid: string): Promise<void>;
  /** Remove the sign-in account; one that is already gone counts as removed (a retried deletion). */
  deleteUser(uid: string): Promise<void>;
  /** Stop the person signing in or refreshing, and revoke their refresh tokens; an account already gone counts as disabled. */
  disableUser(uid: string): Promise<void>;
  /** Let the person sign in again (refresh tokens revoked on disabling stay revoked); an account already gone is left alone. */
  enableUser(uid: string): Promise<void>;
}

let provider: IdentityProvider | undefined;

export const identityProvider = (): IdentityProvider => (provider ??= cognitoIdentity());
