import { CognitoJwtVerifier } from 'aws-jwt-verify';
import * as z from 'zod';
import { logger } from '../lib/logger';
import { cameThroughCloudFront } from '../middleware/origin-check';

/**
 * $connect authorizer of the WebSocket API: a connect must come through CloudFront (the origin
 * secret header, lambdas/middleware/origin-check.ts). Browsers cannot set headers on a WebSocket, so
 * the Cognito id token comes as `?token=`. A valid token for the web client allows the connection and
 * passes the uid on to every route of it. Its own two-variable config: this function has no table.
 */
const authorizerEnv = z.object({ USER_POOL_ID: z.string().min(1), USER_POOL_CLIENT_ID: z.string().min(1) });

interface AuthorizerEvent {
  methodArn: string;
  headers?: Record<string, string | undefined> | null;
  queryStringParameters?: Record<string, string | undefined> | null;
}

/** A Deny policy: API Gateway answers the connect with 403. */
const deny = (methodArn: string) => ({
  principalId: 'anonymous',
  policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: methodArn }] },
});

let verifier: ReturnType<typeof CognitoJwtVerifier.create<{ userPoolId: string; clientId: string; tokenUse: 'id' }>> | undefined;

function tokenVerifier() {
  if (!verifier) {
    const env = authorizerEnv.parse(process.env);
    verifier = CognitoJwtVerifier.create({ userPoolId: env.USER_POOL_ID, clientId: env.USER_POOL_CLIENT_ID, tokenUse: 'id' });
  }
  return verifier;
}

export async function handler(event: AuthorizerEvent) {
  // Around CloudFront (and its WAF): refused before any token is verified.
  if (!cameThroughCloudFront(event.headers)) return deny(event.methodArn);
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  try {
    const claims = await tokenVerifier().verify(token);
    return {
      principalId: claims.sub,
      policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }] },
      // `iat` lets the socket handler refuse tokens issued before a sign-out everywhere.
      context: { uid: claims.sub, iat: claims.iat },
    };
  } catch (error) {
    logger.info('websocket token refused', { reason: (error as Error).name });
    // API Gateway turns exactly this message into a 401.
    throw new Error('Unauthorized', { cause: error });
  }
}
