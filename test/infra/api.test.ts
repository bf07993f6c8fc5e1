import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, routes, type RouteDef } from '@shared/api/routes';
import { rawRoutes } from '../../lib/manifest';
import { type Cfn, functionsByService, nestedParameters, referencedIds, synthRally } from './synth';

let template: Template;
let routeStack: Template;
let routeResources: Record<string, { Properties: Record<string, Cfn> }>;
let integrations: Record<string, { Properties: Record<string, Cfn> }>;
/** The route stack's parameters, by the app stack's logical id each stands for. */
let inParent: (value: unknown) => Set<string>;
beforeAll(() => {
  ({ template, routes: routeStack } = synthRally());
  // The HTTP API's routes live in their nested stack; the WebSocket API's stay in the app stack.
  routeResources = { ...template.findResources('AWS::ApiGatewayV2::Route'), ...routeStack.findResources('AWS::ApiGatewayV2::Route') } as never;
  integrations = routeStack.findResources('AWS::ApiGatewayV2::Integration') as never;
  const parameters = nestedParameters(template, routeStack);
  inParent = (value) => new Set([...referencedIds(value)].map((id) => parameters.get(id) ?? id));
});

const routeTable = Object.entries(routes) as [string, RouteDef][];

function routeFor(route: RouteDef) {
  const key = `${route.method} ${route.path}`;
  const found = Object.values(routeResources).find((r) => r.Properties.RouteKey === key);
  if (!found) throw new Error(`No API route for ${key}`);
  return found.Properties;
}

describe('the HTTP API, built from the route table', () => {
  it('creates one Lambda per route-table domain', () => {
    const services = [...functionsByService(template).keys()].filter((s) => s.startsWith('http-'));
    expect(services.sort()).toEqual(domains.map((d) => `http-${d}`).sort());
  });

  it('creates exactly one API route per route-table entry (the WebSocket API has its three $ routes)', () => {
    const keys = Object.values(routeResources).map((r) => r.Properties.RouteKey as string);
    expect(keys.filter((k) => !k.startsWith('$'))).toHaveLength(routeTable.length + rawRoutes.length);
    expect(keys).toContain('POST /api/webhooks/stripe');
    expect(keys.filter((k) => k.startsWith('$')).sort()).toEqual(['$connect', '$default', '$disconnect']);
  });

  it.each(routeTable)('routes %s to the Lambda of its domain', (_id, route) => {
    const fn = functionsByService(template).get(`http-${route.domain}`)!;
    const integrationId = [...referencedIds(routeFor(route).Target)][0]!;
    expect(inParent(integrations[integrationId]!.Properties.IntegrationUri)).toContain(fn.logicalId);
    expect(integrations[integrationId]!.Properties.PayloadFormatVersion).toBe('2.0');
  });

  it('protects every user and admin route with the JWT authorizer and leaves public routes open', () => {
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const [id, route] of routeTable) {
      const props = routeFor(route);
      if (route.auth !== 'public') {
        expect(props.AuthorizationType, id).toBe('JWT');
        expect([...inParent(props.AuthorizerId)], id).toEqual([authorizerId]);
      } else {
        expect(props.AuthorizationType ?? 'NONE', id).toBe('NONE');
        expect(props.AuthorizerId, id).toBeUndefined();
      }
    }
  });

  it('accepts only id tokens the user pool issued to the web client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('AuthUserPoolWebClient') }],
        Issuer: Match.objectLike({
          'Fn::Join': [
            '',
            Match.arrayWith(['https://cognito-idp.', { 'Fn::ImportValue': Match.stringLikeRegexp('AuthUserPool') }]),
          ],
        }),
      },
    });
  });

  it("keeps the routes and their integrations in a nested stack, away from the app stack's 500-resource limit", () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1); // the WebSocket API's
    expect(Object.keys(routeStack.toJSON().Resources).length).toBeLessThan(450);
  });

  it('logs every request as JSON and throttles the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });

  it('lets API Gateway invoke each domain Lambda through one permission, not one per route', () => {
    const permissions = Object.values({ ...template.findResources('AWS::Lambda::Permission'), ...routeStack.findResources('AWS::Lambda::Permission') }) as Array<{ Properties: Record<string, Cfn> }>;
    const httpApiId = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }))[0]!;
    const ofHttpApi = permissions.filter((p) => inParent(p.Properties.SourceArn).has(httpApiId));
    expect(ofHttpApi).toHaveLength(domains.length + rawRoutes.length);
  });
});
