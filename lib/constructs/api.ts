import { Duration, Fn, NestedStack, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { domains, routes, type RouteDef } from '@shared/api/routes';
import { domainEntry, rawRoutes } from '../manifest';
import { pascalCase as pascal } from './names';
import { NodeFunction } from './node-function';
import type { OriginSecret } from './origin-secret';

export interface ApiProps {
  userPool: cognito.IUserPool;
  /** The web client: the authorizer accepts id tokens issued to it (its `aud`). */
  userPoolClient: cognito.IUserPoolClient;
  logRetention: logs.RetentionDays;
  /** Stage-wide throttling, requests per second and burst. */
  throttle: { rateLimit: number; burstLimit: number };
  /** What CloudFront sends to this origin: every function of the API refuses a request without it. */
  originSecret: OriginSecret;
  /**
   * The API's own host name (and its regional certificate) for CloudFront to call. Given, the
   * execute-api endpoint is disabled as well: a layer on top of the origin secret.
   */
  originDomain?: { name: string; certificateArn: string };
}

/** Access log fields (HTTP API $context variables), one JSON object per request. */
const accessLogFormat = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  requestTime: '$context.requestTime',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  sub: '$context.authorizer.claims.sub',
});

const toHttpMethod = (method: RouteDef['method']) => apigw.HttpMethod[method];
const pascalToKebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The HTTP API, built from THE route table (shared/api/routes.ts, DESIGN §3): one Lambda per
 * domain (lambdas/http/<domain>/index.ts, a middy router over the domain's routes) and one API
 * route per table entry. Routes marked `auth: 'user'` require a Cognito id token (JWT authorizer);
 * `public` routes are open. Every function answers only requests that carry the origin secret
 * CloudFront adds. A route added to the table is deployed with no change here.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  /** One function per route-table domain, keyed by domain name. */
  readonly domainFunctions: ReadonlyMap<string, NodeFunction>;
  /** The functions of routes outside the table (lib/manifest.ts rawRoutes), keyed by id. */
  readonly rawFunctions: ReadonlyMap<string, NodeFunction>;
  /** The API host name (`<id>.execute-api.<region>.amazonaws.com`, or originDomain's): CloudFront's origin. */
  readonly domainName: string;
  /** The API's own domain when configured (a DNS record must point it at `regionalDomainName`). */
  readonly originDomain?: apigw.DomainName;
  /**
   * The nested stack that holds the routes and their integrations. A route is one CloudFormation
   * resource and the table grows with every feature: kept apart, they cannot push the app stack
   * past CloudFormation's 500 resources.
   */
  readonly routeStack: NestedStack;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Rally API: routes from shared/api/routes.ts, served under /api through CloudFront.',
      // The SPA calls the API on its own origin through CloudFront: no CORS.
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });
    const originDomain = props.originDomain
      ? new apigw.DomainName(this, 'OriginDomain', {
          domainName: props.originDomain.name,
          certificate: acm.Certificate.fromCertificateArn(this, 'OriginCertificate', props.originDomain.certificateArn),
        })
      : undefined;
    this.originDomain = originDomain;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      ...(originDomain ? { domainMapping: { domainName: originDomain } } : {}),
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(accessLogFormat),
      },
    });
    // <api-id>.execute-api.<region>.amazonaws.com, from https://<...>, unless the API has its own name.
    this.domainName = props.originDomain?.name ?? Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // An HTTP API JWT authorizer matches the client id against `aud` or `client_id`, so it also
    // lets the client's access tokens through; lambdas/middleware/http.ts takes a caller only
    // from a token whose `token_use` is `id`.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    this.routeStack = new NestedStack(this, 'Routes', { description: 'Rally HTTP API routes and integrations (shared/api/routes.ts)' });
    const addRoute = (id: string, path: string, method: RouteDef['method'], integration: HttpLambdaIntegration, routeAuthorizer?: HttpUserPoolAuthorizer) =>
      new apigw.HttpRoute(this.routeStack, id, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(path, toHttpMethod(method)),
        integration,
        authorizer: routeAuthorizer,
      });

    const functions = new Map<string, NodeFunction>();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const domain of domains) {
      const fn = new NodeFunction(this, `${pascal(domain)}Function`, {
        entry: domainEntry(domain),
        serviceName: `http-${domain}`,
        description: `HTTP API: the ${domain} routes of shared/api/routes.ts`,
        logRetention: props.logRetention,
      });
      functions.set(domain, fn);
      integrations.set(
        domain,
        new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn, {
          // One resource-policy statement per function instead of one per route: a domain with
          // many routes would otherwise outgrow Lambda's 20 KB policy limit.
          scopePermissionToRoute: false,
          timeout: Duration.seconds(29),
        }),
      );
    }
    this.domainFunctions = functions;

    // Raw routes (the Stripe webhook): public (the caller proves itself by signature), own function.
    const raw = new Map<string, NodeFunction>();
    for (const r of rawRoutes) {
      const fn = new NodeFunction(this, `${r.id}Function`, { entry: r.entry, serviceName: pascalToKebab(r.id), description: r.description, logRetention: props.logRetention });
      raw.set(r.id, fn);
      const created = addRoute(r.id, r.path, r.method, new HttpLambdaIntegration(`${r.id}Integration`, fn, { timeout: Duration.seconds(29) }));
      Validations.of(created).acknowledge(
        { id: 'AwsSolutions-APIG4', reason: `${r.path} is called by Stripe, which proves itself with a signature over the body, not a user token.` },
        { id: 'AwsSolutions-COG4', reason: `${r.path} is called by Stripe (signature-checked), not by a signed-in user.` },
      );
    }
    this.rawFunctions = raw;
    for (const fn of this.functions) fn.bindOriginSecret(props.originSecret);

    for (const [routeId, route] of Object.entries(routes) as [string, RouteDef][]) {
      const created = addRoute(pascal(routeId), route.path, route.method, integrations.get(route.domain)!, route.auth === 'public' ? undefined : authorizer);
      if (route.auth === 'public') {
        Validations.of(created).acknowledge(
          {
            id: 'AwsSolutions-APIG4',
            reason: `Route ${routeId} (${route.method} ${route.path}) is declared auth: 'public' in the route table: it is meant to be called signed out.`,
          },
          {
            id: 'AwsSolutions-COG4',
            reason: `Route ${routeId} is public by design (route table); user routes use the Cognito JWT authorizer.`,
          },
        );
      }
    }
  }

  /** Every Lambda this construct created. */
  get functions(): NodeFunction[] {
    return [...this.domainFunctions.values(), ...this.rawFunctions.values()];
  }
}
