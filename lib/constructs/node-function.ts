import { isAbsolute, join } from 'node:path';
import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { tableDefinition } from '../table-definition';
import type { CityPlaceIndex } from './city-place-index';
import { lambdaEsbuildOptions, repoRoot } from './lambda-bundling';
import type { OriginSecret } from './origin-secret';

export { lambdaEsbuildOptions } from './lambda-bundling';

const bundling: NodejsFunctionProps['bundling'] = {
  format: OutputFormat.CJS,
  target: lambdaEsbuildOptions.target,
  minify: lambdaEsbuildOptions.minify,
  sourceMap: lambdaEsbuildOptions.sourcemap,
  sourcesContent: lambdaEsbuildOptions.sourcesContent,
  mainFields: [...lambdaEsbuildOptions.mainFields],
  externalModules: [...lambdaEsbuildOptions.external],
  esbuildArgs: Object.fromEntries(Object.entries(lambdaEsbuildOptions.alias).map(([name, path]) => [`--alias:${name}`, path])),
  // The local esbuild (a devDependency) bundles; Docker is never used (DESIGN §9).
  forceDockerBundling: false,
};

/**
 * The one statement of the Lambda runtime: the newest Node LTS that Lambda offers (Node 20 reached
 * end of life in April 2026 and Node 22 reaches it in April 2027). The development machines and CI
 * still run Node 20 (DESIGN §9), so the bundles target the older of the two
 * (lambdaEsbuildOptions.target) and the same code runs in both.
 */
export const lambdaRuntime = lambda.Runtime.NODEJS_24_X;

export type TableAccess = 'r' | 'rw';

/** The item-level actions of CDK's grantReadData/grantWriteData (transactions authorize per item action). */
const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export interface NodeFunctionProps {
  /** Handler module exporting `handler`, relative to the repository root (or absolute). */
  entry: string;
  /** POWERTOOLS_SERVICE_NAME: how this function's logs and traces are labelled. */
  serviceName: string;
  description?: string;
  /** @default 10 seconds (API Gateway's HTTP integration limit is 30 s) */
  timeout?: Duration;
  /** @default 1024 MB: init CPU scales with memory, and cold starts sit on the request path */
  memorySize?: number;
  /** @default one month */
  logRetention?: logs.RetentionDays;
  environment?: Record<string, string>;
  /** Asynchronous invocations (schedules): retries and where failures go. */
  retryAttempts?: number;
  maxEventAge?: Duration;
  onFailure?: lambda.IDestination;
}

/**
 * The one place Lambda defaults live (HOUSE-RULES 6): Node 20 on arm64, ESM bundled by the local
 * esbuild, X-Ray tracing, JSON logs into a log group with a retention, source-mapped stack traces.
 * Access is granted by binding, which also sets the environment variable the handler reads
 * (lambdas/lib/env.ts), so a permission and its configuration can never drift apart.
 */
export class NodeFunction extends NodejsFunction {
  /** Its Powertools service name (http-users, queue-mail, …): names its alarms and dashboard lines. */
  readonly serviceName: string;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      // Logs are operational data, not the product's data: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: that managed policy may write to any
    // log group; this one may only write to the function's own.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      entry: isAbsolute(props.entry) ? props.entry : join(repoRoot, props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      role,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      retryAttempts: props.retryAttempts,
      maxEventAge: props.maxEventAge,
      onFailure: props.onFailure,
      bundling,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });

    this.serviceName = props.serviceName;

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords (tracing) do not support resource-level permissions.',
    });
  }

  /**
   * Read (`r`) or read-write (`rw`) access to the single table; sets TABLE_NAME. Reads also cover
   * the GSIs of lib/table-definition.ts, each by name (no `index/*` wildcard).
   */
  bindTable(table: dynamodb.ITableV2, access: TableAccess): this {
    const indexArns = tableDefinition.globalSecondaryIndexes.map((i) => `${table.tableArn}/index/${i.indexName}`);
    this.addToRolePolicy(new iam.PolicyStatement({ actions: tableReadActions, resources: [table.tableArn, ...indexArns] }));
    if (access === 'rw') {
      this.addToRolePolicy(new iam.PolicyStatement({ actions: tableWriteActions, resources: [table.tableArn] }));
    }
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Send access to a queue; sets `${NAME}_QUEUE_URL` (MAIL_QUEUE_URL, NOTIFY_QUEUE_URL). */
  bindQueue(name: string, queue: sqs.IQueue): this {
    queue.grantSendMessages(this);
    this.addEnvironment(`${name.toUpperCase()}_QUEUE_URL`, queue.queueUrl);
    return this;
  }

  /**
   * SES SendEmail from one sender only; sets MAIL_FROM (`Name <address>` when a name is given).
   * The identity may be the address or its whole domain, so both identity ARNs are allowed;
   * the ses:FromAddress condition pins the sender either way.
   */
  bindMail(fromAddress: string, displayName?: string): this {
    const stack = Stack.of(this);
    const domain = fromAddress.split('@')[1] ?? fromAddress;
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identity(fromAddress), identity(domain)],
        conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
      }),
    );
    this.addEnvironment('MAIL_FROM', displayName ? `${displayName} <${fromAddress}>` : fromAddress);
    return this;
  }

  /**
   * Admin reads and deletes of users (account deletion removes the Cognito user), global
   * sign-out (revokes a person's refresh tokens) and disabling or enabling a user (the admin page);
   * sets USER_POOL_ID/USER_POOL_CLIENT_ID.
   */
  bindUserPool(pool: cognito.IUserPool, client: cognito.IUserPoolClient): this {
    pool.grant(
      this,
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
    );
    this.addEnvironment('USER_POOL_ID', pool.userPoolId);
    this.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    return this;
  }

  /** City search on one Amazon Location place index; sets PLACE_INDEX_NAME (lambdas/domain/places/city-search.ts). */
  bindPlaceIndex(index: CityPlaceIndex): this {
    index.grantSearch(this);
    this.addEnvironment('PLACE_INDEX_NAME', index.indexName);
    return this;
  }

  /**
   * Web push signing: the public key as is, the private key resolved by CloudFormation from
   * Secrets Manager at deploy (a dynamic reference: it is never in the template or the repo).
   */
  bindVapid(publicKey: string, privateKeySecretName: string, subject?: string): this {
    this.addEnvironment('VAPID_PUBLIC_KEY', publicKey);
    this.addEnvironment('VAPID_PRIVATE_KEY', SecretValue.secretsManager(privateKeySecretName).unsafeUnwrap());
    if (subject) this.addEnvironment('VAPID_SUBJECT', subject);
    return this;
  }

  /**
   * Payments: the Stripe secret key, webhook signing secret and Connect client id, from
   * one Secrets Manager secret (JSON keys secretKey, webhookSecret, connectClientId), and the platform.
   */
  bindStripe(secretName: string, platform: 'gth' | 'meh'): this {
    this.addEnvironment('STRIPE_SECRET_KEY', SecretValue.secretsManager(secretName, { jsonField: 'secretKey' }).unsafeUnwrap());
    this.addEnvironment('STRIPE_WEBHOOK_SECRET', SecretValue.secretsManager(secretName, { jsonField: 'webhookSecret' }).unsafeUnwrap());
    this.addEnvironment('STRIPE_CONNECT_CLIENT_ID', SecretValue.secretsManager(secretName, { jsonField: 'connectClientId' }).unsafeUnwrap());
    this.addEnvironment('PLATFORM', platform);
    return this;
  }

  /**
   * ORIGIN_SECRET: the value CloudFront sends to the API origins, resolved by CloudFormation at
   * deploy (a dynamic reference, never in the template), so the function reads it from its
   * environment once per cold start. Every HTTP and WebSocket function gets it.
   */
  bindOriginSecret(secret: OriginSecret): this {
    this.addEnvironment('ORIGIN_SECRET', secret.value);
    return this;
  }

  /** APP_URL: the public origin, for links in e-mails and notifications. Every function gets it. */
  bindAppUrl(url: string): this {
    this.addEnvironment('APP_URL', url);
    return this;
  }
}
