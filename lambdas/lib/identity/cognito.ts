import { cognitoClient } from '../clients';
import { env } from '../env';

/** The identity adapter over the Cognito user pool (cognito-local on a laptop). */
export function cognitoIdentity() {
  const userPoolId = () => {
    const id = env().USER_POOL_ID;
    if (!id) throw new Error('USER_POOL_ID is not set: bind the function to the user pool');
    return id;
  };
  const ignoreMissing = (error: unknown) => {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  };
  // Loaded on the first call (lib/clients.ts says why).
  const sdk = async () => {
    const [commands, client] = await Promise.all([import('@aws-sdk/client-cognito-identity-provider'), cognitoClient()]);
    return { ...commands, client };
  };
  // The pool signs in by e-mail alias, so the Cognito username is the sub.
  return {
    async signOutEverywhere(uid: string): Promise<void> {
      const UserPoolId = userPoolId();
      const { client, AdminUserGlobalSignOutCommand } = await sdk();
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: uid })).catch(ignoreMissing);
    },

    async deleteUser(uid: string): Promise<void> {
      const UserPoolId = userPoolId();
      const { client, AdminDeleteUserCommand } = await sdk();
      await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: uid })).catch(ignoreMissing);
    },

    // Cognito documents that disabling revokes access tokens; the refresh tokens are revoked
    // explicitly too, so none of them works again once the account is enabled. An account with
    // no sign-in left cannot sign in anyway: missing counts as done, both ways.
    async disableUser(uid: string): Promise<void> {
      const UserPoolId = userPoolId();
      const { client, AdminDisableUserCommand, AdminUserGlobalSignOutCommand } = await sdk();
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: uid })).catch(ignoreMissing);
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: uid })).catch(ignoreMissing);
    },

    async enableUser(uid: string): Promise<void> {
      const UserPoolId = userPoolId();
      const { client, AdminEnableUserCommand } = await sdk();
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: uid })).catch(ignoreMissing);
    },
  };
}
