import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

/**
 * SDK clients, built once per container from env endpoints. Locally the endpoints point at
 * the emulators and credentials are dummies; in AWS the endpoints are unset.
 */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function options(endpoint: string | undefined) {
  return endpoint
    ? { region: env().AWS_REGION, endpoint, credentials: localCredentials }
    : { region: env().AWS_REGION };
}

let ddb: DynamoDBClient | undefined;
let doc: DynamoDBDocumentClient | undefined;
let sqs: SQSClient | undefined;
let ses: SESv2Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

export const dynamoClient = () => (ddb ??= new DynamoDBClient(options(env().DYNAMODB_ENDPOINT)));
export const documentClient = () =>
  (doc ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }));
export const sqsClient = () => (sqs ??= new SQSClient(options(env().SQS_ENDPOINT)));
export const sesClient = () => (ses ??= new SESv2Client(options(env().SES_ENDPOINT)));
export const cognitoClient = () => (cognito ??= new CognitoIdentityProviderClient(options(env().COGNITO_ENDPOINT)));

/** Drop cached clients (tests that change endpoints). */
export function resetClients(): void {
  ddb = doc = undefined;
  sqs = undefined;
  ses = undefined;
  cognito = undefined;
}
