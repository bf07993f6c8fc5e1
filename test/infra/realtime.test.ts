import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsByService, statementsOfRole, synthRally } from './synth';

let synth: ReturnType<typeof synthRally>;
beforeAll(() => {
  synth = synthRally();
});

describe('the WebSocket API for live messages', () => {
  it('authorises $connect with the token authorizer reading ?token=', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'CUSTOM' });
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true, AccessLogSettings: Match.anyValue() });
  });

  it('lets only the messages Lambda, the socket handler and the notify consumer (big team discussions) post to connections, and the users, account and admin Lambdas only close them', () => {
    const functions = functionsByService(synth.template);
    for (const [service, fn] of functions) {
      const role = fn.props.Role['Fn::GetAtt'][0] as string;
      const manages = statementsOfRole(synth.template, role).filter((s) => JSON.stringify(s.Action).includes('execute-api:ManageConnections'));
      const posts = manages.some((s) => !JSON.stringify(s.Resource).includes('/DELETE/@connections/'));
      const closes = manages.length > 0 && !posts;
      expect(posts, service).toBe(service === 'http-messages' || service === 'ws' || service === 'queue-notify');
      expect(closes, service).toBe(service === 'http-users' || service === 'http-account' || service === 'http-admin');
      expect(Boolean(fn.props.Environment.Variables.WS_CALLBACK_URL), service).toBe(posts || closes);
    }
  });

  it('tells the SPA to connect on its own host through CloudFront, which the CSP allows as self', () => {
    expect(synth.stacks.app.web.webConfig.wsUrl).toBe('/ws');
    const policies = JSON.stringify(synth.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toContain("connect-src 'self'");
    // Nothing in the page may talk to API Gateway's own hosts any more.
    expect(policies).not.toContain('execute-api');
  });
});
