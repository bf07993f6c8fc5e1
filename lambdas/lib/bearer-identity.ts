import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { env } from './env';

type Verifier = ReturnType<typeof CognitoJwtVerifier.create<{ userPoolId: string; clientId: string; tokenUse: 'id' }>>;
let verifier: Verifier | undefined;

/**
 * The claims of a signed-in reader on a public route. API Gateway runs no authorizer there (people
 * signed out must get through), so in AWS the function checks the bearer id token itself; the local
 * server verifies it and passes the claims as the authorizer would, so nothing is checked here
 * locally. Any failure means an anonymous reader, never an error: the route is public.
 */
export async function bearerClaims(authorization: string | undefined): Promise<Record<string, unknown> | undefined> {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  const { USER_POOL_ID, USER_POOL_CLIENT_ID, AWS_LAMBDA_FUNCTION_NAME } = env();
  if (!token || !USER_POOL_ID || !USER_POOL_CLIENT_ID || !AWS_LAMBDA_FUNCTION_NAME) return undefined;
  verifier ??= CognitoJwtVerifier.create({ userPoolId: USER_POOL_ID, clientId: USER_POOL_CLIENT_ID, tokenUse: 'id' });
  try {
    return (await verifier.verify(token)) as unknown as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
