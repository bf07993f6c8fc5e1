import { type CfnElement, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import { Construct } from 'constructs';
import { realtimeEntries } from '../manifest';
import { NodeFunction } from './node-function';
import type { OriginSecret } from './origin-secret';

export interface RealtimeProps {
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  logRetention: logs.RetentionDays;
  throttle: { rateLimit: number; burstLimit: number };
  /** What CloudFront sends to this origin: the authorizer and $connect refuse a connect without it. */
  originSecret: OriginSecret;
}

/**
 * The WebSocket API for live messages, typing and presence, reached through CloudFront
 * (lib/constructs/web-hosting.ts serves it at /ws): `$connect` is authorised by a Lambda that
 * checks the origin secret CloudFront adds and verifies the Cognito id token passed as `?token=`
 * (browsers cannot set headers on a WebSocket); `$connect`, `$disconnect` and `$default` go to one
 * handler. Lambdas with news post to connections through the management endpoint (`bindPush`).
 */
export class Realtime extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  /** `<api-id>.execute-api.<region>.amazonaws.com`: CloudFront's origin for /ws. */
  readonly domainName: string;
  readonly handler: NodeFunction;
  readonly authorizerFunction: NodeFunction;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.handler = new NodeFunction(this, 'Handler', {
      entry: realtimeEntries.handler,
      serviceName: 'ws',
      description: 'Rally WebSocket API: connections, typing, sending, presence',
      logRetention: props.logRetention,
    });
    this.authorizerFunction = new NodeFunction(this, 'Authorizer', {
      entry: realtimeEntries.authorizer,
      serviceName: 'ws-authorizer',
      description: 'Rally WebSocket API: verifies the Cognito id token on $connect',
      logRetention: props.logRetention,
    });
    // Only the ids the verifier needs: the authorizer gets no permission on the pool.
    this.authorizerFunction.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
    this.authorizerFunction.addEnvironment('USER_POOL_CLIENT_ID', props.userPoolClient.userPoolClientId);

    const integration = new WebSocketLambdaIntegration('HandlerIntegration', this.handler);
    this.api = new apigw.WebSocketApi(this, 'WebSocketApi', {
      description: 'Rally live messages: the SPA connects with ?token=<id token>',
      connectRouteOptions: {
        integration,
        authorizer: new WebSocketLambdaAuthorizer('TokenAuthorizer', this.authorizerFunction, {
          identitySource: ['route.request.querystring.token'],
        }),
      },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new apigw.WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });
    this.domainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
    this.bindPush(this.handler);
    this.handler.bindOriginSecret(props.originSecret);
    this.authorizerFunction.bindOriginSecret(props.originSecret);
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: '$connect is authorised by the token authorizer; $disconnect and $default only run on a connection it allowed.',
    });
  }

  /** Let a function push to connections: execute-api:ManageConnections on this API, and WS_CALLBACK_URL. */
  bindPush(fn: NodeFunction): this {
    this.api.grantManageConnections(fn);
    fn.addEnvironment('WS_CALLBACK_URL', this.stage.callbackUrl);
    this.acknowledgeConnections(fn, '*/*', 'Posting to connections of this one WebSocket API: connection ids are made at connect time, so they cannot be listed.');
    return this;
  }

  /**
   * Let a function close connections (DELETE @connections/{id}) and nothing else: sign-out and
   * account deletion end a person's live sockets but never post to them. Sets WS_CALLBACK_URL.
   */
  bindClose(fn: NodeFunction): this {
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [stack.formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: `${this.stage.stageName}/DELETE/@connections/*` })],
      }),
    );
    fn.addEnvironment('WS_CALLBACK_URL', this.stage.callbackUrl);
    this.acknowledgeConnections(fn, `${this.stage.stageName}/DELETE`, 'Closing connections of this one WebSocket API: connection ids are made at connect time, so they cannot be listed.');
    return this;
  }

  /**
   * The grant lands in the role's default policy: acknowledge it there. cdk-nag names the
   * resource as synthesised: literal partition and region when the stack has a region.
   */
  private acknowledgeConnections(fn: NodeFunction, stageAndMethod: string, reason: string) {
    const stack = Stack.of(this);
    const apiId = stack.getLogicalId(this.api.node.defaultChild as CfnElement);
    const regional = !Token.isUnresolved(stack.region);
    const partition = regional ? (RegionInfo.get(stack.region).partition ?? 'aws') : '<AWS::Partition>';
    const region = regional ? stack.region : '<AWS::Region>';
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${partition}:execute-api:${region}:${account}:<${apiId}>/${stageAndMethod}/@connections/*]`,
      reason,
    });
  }
}
