import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Cfn, synthRally } from './synth';

type Rule = { Name: string; Action?: Cfn; Statement: Cfn };
const webAclOf = (template: Template) => Object.values(template.findResources('AWS::WAFv2::WebACL'))[0] as Cfn;
const distributionOf = (template: Template) => (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Cfn).Properties.DistributionConfig;

describe('the CloudFront WAF (environment-agnostic app stack)', () => {
  let template: Template;
  beforeAll(() => {
    template = synthRally().template;
  });

  it('puts one CLOUDFRONT-scope web ACL in front of the distribution', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    const acl = webAclOf(template);
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const logicalId = Object.keys(template.findResources('AWS::WAFv2::WebACL'))[0]!;
    expect(distributionOf(template).WebACLId).toEqual({ 'Fn::GetAtt': [logicalId, 'Arn'] });
  });

  it('blocks an IP over its rate on API writes, on the API and on everything, with a 429 JSON body', () => {
    const rules = webAclOf(template).Properties.Rules as Rule[];
    const rate = (name: string) => rules.find((r) => r.Name === name)!.Statement.RateBasedStatement;
    expect(rate('api-writes-per-ip')).toMatchObject({ AggregateKeyType: 'IP', Limit: 600, EvaluationWindowSec: 300 });
    expect(JSON.stringify(rate('api-writes-per-ip').ScopeDownStatement)).toContain('/api/');
    expect(rate('api-per-ip')).toMatchObject({ AggregateKeyType: 'IP', Limit: 3000 });
    expect(rate('api-per-ip').ScopeDownStatement.ByteMatchStatement).toMatchObject({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' });
    expect(rate('all-per-ip')).toMatchObject({ AggregateKeyType: 'IP', Limit: 6000 });
    expect(rate('all-per-ip').ScopeDownStatement).toBeUndefined();
    for (const name of ['api-writes-per-ip', 'api-per-ip', 'all-per-ip']) {
      expect(rules.find((r) => r.Name === name)!.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, CustomResponseBodyKey: 'tooMany' });
    }
    const body = webAclOf(template).Properties.CustomResponseBodies.tooMany;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content as string)).toHaveProperty('message');
  });

  it('limits WebSocket connects per IP at /ws, the one request of a socket the WAF sees', () => {
    const rules = webAclOf(template).Properties.Rules as Array<Rule & { Priority: number }>;
    const rule = rules.find((r) => r.Name === 'ws-connects-per-ip')!;
    expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: 1000, EvaluationWindowSec: 300 });
    expect(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'EXACTLY',
      SearchString: '/ws',
    });
    expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, CustomResponseBodyKey: 'tooMany' });
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
  });

  it('refuses to deploy outside us-east-1, where a CloudFront web ACL cannot exist', () => {
    const rules = template.toJSON().Rules as Record<string, Cfn>;
    const assertion = rules.EdgeFirewallRegion.Assertions[0];
    expect(assertion.Assert).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
  });

  it('keeps the execute-api endpoint while the API has no origin domain of its own (CloudFront calls it there)', () => {
    const api = Object.values(template.findResources('AWS::ApiGatewayV2::Api')).find((a: Cfn) => a.Properties.ProtocolType === 'HTTP') as Cfn;
    expect(api.Properties.DisableExecuteApiEndpoint).toBeFalsy();
  });
});

describe('the CloudFront WAF with the app in eu-west-1 and an API origin domain', () => {
  let synth: ReturnType<typeof synthRally>;
  beforeAll(() => {
    synth = synthRally({
      context: {
        account: '123456789012',
        region: 'eu-west-1',
        apiOriginDomain: 'api-origin.rally.example.com',
        apiOriginCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-123',
      },
    });
  });

  it('creates the web ACL in its own us-east-1 stack and gives CloudFront its ARN', () => {
    const edge = synth.stacks.edge!;
    expect(edge.region).toBe('us-east-1');
    Template.fromStack(edge).resourceCountIs('AWS::WAFv2::WebACL', 1);
    synth.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionOf(synth.template).WebACLId).toBeDefined();
  });

  it('disables the execute-api endpoint so every call passes CloudFront, which reaches the API by its own name', () => {
    const api = Object.values(synth.template.findResources('AWS::ApiGatewayV2::Api')).find((a: Cfn) => a.Properties.ProtocolType === 'HTTP') as Cfn;
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api-origin.rally.example.com' });
    synth.template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const apiOrigin = distributionOf(synth.template).Origins.find((o: Cfn) => o.CustomOriginConfig);
    expect(apiOrigin.DomainName).toBe('api-origin.rally.example.com');
  });
});
