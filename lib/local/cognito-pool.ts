import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export function localCognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The user pool and web client, created on first start and remembered in the data directory. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, dataDir: string) {
  const file = path.join(dataDir, 'cognito-pool.json');
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { userPoolId: string; clientId: string };
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      return saved;
    } catch {
      // The pool went away with a wiped cognito directory: create a new one below.
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'rally-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As the CDK pool (keepOriginal): a new e-mail takes over only once its code is confirmed.
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'rally-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // As the CDK web client; cognito-local ignores it, and lib/local/cognito.ts answers so.
      PreventUserExistenceErrors: 'ENABLED',
    }),
  );
  const saved = { userPoolId, clientId: appClient.UserPoolClient!.ClientId! };
  fs.writeFileSync(file, JSON.stringify(saved, null, 2));
  return saved;
}
