import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

/**
 * SDK clients, built once per container from env endpoints. Locally the endpoints point at
 * the emulators and credentials are dummies; in AWS the endpoints are unset.
 *
 * Only DynamoDB is loaded with the handler: nearly every request reads the table. SQS, SES and
 * Cognito are loaded on their first use, because each costs 100-160 ms of CPU to load and most
 * requests never call them (test/perf/bundle-size.ts measures the import).
 */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function options(endpoint: string | undefined) {
  return endpoint ? { region: env().AWS_REGION, endpoint, credentials: localCredentials } : { region: env().AWS_REGION };
}

/**
 * Without the SDK's logger step. No client is given a logger, yet the step still filters every
 * request and answer for secrets to hand them to the no-op one: about 8 % of the Node CPU of a
 * DynamoDB call (446 → 410 µs a call, measured on this machine). Our own logs say what happened.
 */
function withoutSdkLogging<C extends { middlewareStack: { remove: (name: string) => boolean } }>(client: C): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

let ddb: DynamoDBClient | undefined;
let doc: DynamoDBDocumentClient | undefined;
let sqs: Promise<SQSClient> | undefined;
let ses: Promise<SESv2Client> | undefined;
let cognito: Promise<CognitoIdentityProviderClient> | undefined;

export const dynamoClient = () => (ddb ??= withoutSdkLogging(new DynamoDBClient(options(env().DYNAMODB_ENDPOINT))));
export const documentClient = () =>
  (doc ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }));
export const sqsClient = () =>
  (sqs ??= import('@aws-sdk/client-sqs').then(({ SQSClient }) => withoutSdkLogging(new SQSClient(options(env().SQS_ENDPOINT)))));
export const sesClient = () =>
  (ses ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client }) => withoutSdkLogging(new SESv2Client(options(env().SES_ENDPOINT)))));
export const cognitoClient = () =>
  (cognito ??= import('@aws-sdk/client-cognito-identity-provider').then(
    ({ CognitoIdentityProviderClient }) => withoutSdkLogging(new CognitoIdentityProviderClient(options(env().COGNITO_ENDPOINT))),
  ));

/** Drop cached clients (tests that change endpoints). */
export function resetClients(): void {
  ddb = doc = undefined;
  sqs = undefined;
  ses = undefined;
  cognito = undefined;
}
