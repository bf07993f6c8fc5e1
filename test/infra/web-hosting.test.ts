import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerHostHeader, viewerRequestFunctionCode } from '../../lib/constructs/web-hosting';
import { publicPagePaths } from '@shared/constants/public-pages';
import { webConfig } from '@shared/schemas/config';
import { type Cfn, synthRally } from './synth';
import { permissionsPolicy } from '../../lib/security-headers';

/** CloudFront managed policies (stable ids documented by AWS). */
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let template: Template;
let synth: ReturnType<typeof synthRally>;
let distribution: Record<string, Cfn>;
let apiBehavior: Record<string, Cfn>;
beforeAll(() => {
  synth = synthRally();
  template = synth.template;
  distribution = (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Cfn).Properties.DistributionConfig;
  apiBehavior = distribution.CacheBehaviors.find((b: Cfn) => b.PathPattern === '/api/*');
});

/** Runs the viewer-request function as CloudFront would, on a request for `uri` at `host`. */
function viewerRequest(uri: string, host = 'rally.example.com', headers: Record<string, { value: string }> = {}) {
  const handler = new Function(`${viewerRequestFunctionCode('rally.example.com')}; return handler;`)() as (event: unknown) => Cfn;
  return handler({ request: { uri, method: 'GET', headers: { host: { value: host }, ...headers } } });
}

describe('CloudFront in front of the SPA and the API', () => {
  it('serves /api/* from the HTTP API through CloudFront', () => {
    const api = apiBehavior;
    // The sign-in pop-up's headers, /api/* and the WebSocket API's /ws (test/infra/edge.test.ts).
    expect(distribution.CacheBehaviors.map((b: Cfn) => b.PathPattern)).toEqual(['/auth-dialog', '/sw.js', '/api/*', '/ws']);
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution.Origins.find((o: Cfn) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // <api-id>.execute-api.<region>.amazonaws.com, cut from the API endpoint.
    expect(JSON.stringify(origin.DomainName)).toMatch(/HttpApi/);
  });

  it('keeps the site bucket private behind origin access control', () => {
    const s3Origin = distribution.Origins.find((o: Cfn) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });

  it('sends security headers', () => {
    const policy = (Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as Cfn).Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = Stack.of(synth.stacks.app).resolve(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    const cspText = typeof csp === 'string' ? csp : JSON.stringify(csp);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self' https://cognito-idp.",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(cspText).toContain(directive);
    }
    expect(cspText).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const custom = Stack.of(synth.stacks.app).resolve(
      (Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as Cfn).Properties.ResponseHeadersPolicyConfig
        .CustomHeadersConfig.Items,
    ) as Array<{ Header: string; Value: string; Override: boolean }>;
    expect(custom).toEqual(
      expect.arrayContaining([
        { Header: 'Permissions-Policy', Value: permissionsPolicy, Override: true },
        { Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin-allow-popups', Override: true },
      ]),
    );
    expect(permissionsPolicy).toContain('microphone=()');
    expect(policy.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 2 * 365 * 24 * 3600,
      IncludeSubdomains: true,
      Preload: true,
    });
    expect(policy.ContentTypeOptions).toEqual({ Override: true });
    expect(policy.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(policy.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    // Both behaviours carry the headers.
    const policyRef = distribution.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(apiBehavior.ResponseHeadersPolicyId).toEqual(policyRef);
  });

  it('lets only the sign-in pop-up keep its opener, and frames it nowhere', () => {
    const dialog = distribution.CacheBehaviors.find((b: Cfn) => b.PathPattern === '/auth-dialog');
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<string, Cfn>;
    const policyId = (dialog.ResponseHeadersPolicyId as { Ref: string }).Ref;
    expect(policyId).not.toEqual((distribution.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref);
    const config = policies[policyId]!.Properties.ResponseHeadersPolicyConfig;
    expect(config.CustomHeadersConfig.Items).toContainEqual({ Header: 'Cross-Origin-Opener-Policy', Value: 'unsafe-none', Override: true });
    expect(config.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(JSON.stringify(Stack.of(synth.stacks.app).resolve(config.SecurityHeadersConfig.ContentSecurityPolicy))).toContain("frame-ancestors 'none'");
    expect(dialog.FunctionAssociations).toEqual(distribution.DefaultCacheBehavior.FunctionAssociations);
  });

  it('never answers the service worker from the edge cache, so installed apps see a new build at their next visit', () => {
    const worker = distribution.CacheBehaviors.find((b: Cfn) => b.PathPattern === '/sw.js');
    expect(worker).toMatchObject({ CachePolicyId: cachingDisabled, ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
    expect(worker.TargetOriginId).toBeDefined();
    const origin = distribution.Origins.find((o: Cfn) => o.Id === worker.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toMatch(/SiteBucket|Bucket/);
    // The same security headers and viewer-request function as the rest of the site.
    expect(worker.ResponseHeadersPolicyId).toEqual(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(worker.FunctionAssociations).toEqual(distribution.DefaultCacheBehavior.FunctionAssociations);
    // Served as a file, never rewritten to the SPA's index.html.
    expect(viewerRequest('/sw.js').uri).toBe('/sw.js');
    expect(viewerRequest('/manifest.webmanifest').uri).toBe('/manifest.webmanifest');
  });

  it('runs the viewer-request function on the SPA and on /api', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    const [functionId] = Object.keys(template.findResources('AWS::CloudFront::Function')).filter((id) => id.includes('ViewerRequestFunction'));
    for (const behavior of [distribution.DefaultCacheBehavior, apiBehavior]) {
      expect(behavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
      ]);
    }
  });

  it('falls back to index.html for app routes, but not for files or /api', () => {
    expect(viewerRequest('/').uri).toBe('/index.html');
    expect(viewerRequest('/discover/events/01HX').uri).toBe('/index.html');
    expect(viewerRequest('/profile/abc/').uri).toBe('/index.html');
    expect(viewerRequest('/assets/index-abc123.js').uri).toBe('/assets/index-abc123.js');
    expect(viewerRequest('/config.json').uri).toBe('/config.json');
    expect(viewerRequest('/api/me').uri).toBe('/api/me');
  });

  it('serves the public pages from the light public build on the product’s own domains only', () => {
    for (const page of publicPagePaths) {
      expect(viewerRequest(`/${page}`).uri).toBe('/public.html');
      expect(viewerRequest(`/${page}/`, 'RALLY.example.com').uri).toBe('/public.html');
      expect(viewerRequest(`/${page}`, 'd111111abcdef8.cloudfront.net').uri).toBe('/public.html');
      // A team's custom domain has no marketing pages: its SPA decides.
      expect(viewerRequest(`/${page}`, 'tigers.example.org').uri).toBe('/index.html');
    }
    expect(viewerRequest('/features/x').uri).toBe('/index.html');
    expect(viewerRequest('/quiz/unknown').uri).toBe('/index.html');
    expect(viewerRequest('/featuresx').uri).toBe('/index.html');
  });

  it('passes the viewer host to origins in x-rally-host, whatever the client sent', () => {
    expect(viewerHostHeader).toBe('x-rally-host');
    const forged = { [viewerHostHeader]: { value: 'evil.example' } };
    expect(viewerRequest('/', 'tigers.example.org', forged).headers[viewerHostHeader]).toEqual({ value: 'tigers.example.org' });
    expect(viewerRequest('/api/sites/current', 'tigers.example.org').headers[viewerHostHeader]).toEqual({
      value: 'tigers.example.org',
    });
  });

  it('writes /config.json with the pool, the web client and a same-origin API', () => {
    const config = synth.stacks.app.web.webConfig;
    expect(webConfig.parse(config)).toEqual(config);
    expect(config.apiUrl).toBe('');
    expect(config.stage).toBe('dev');
    const resolved = JSON.stringify(Stack.of(synth.stacks.app).resolve(config));
    expect(resolved).toMatch(/AuthUserPool8115E87F/);
    expect(resolved).toMatch(/AuthUserPoolWebClient147E4E38/);
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Cfn[];
    expect(deployments.some((d) => d.Properties.SourceMarkers?.some((m: object) => Object.keys(m).length > 0))).toBe(true);
  });

  it('caches hashed assets for a year and makes browsers revalidate everything else', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('logs viewer requests to a private log bucket', () => {
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(distribution.HttpVersion).toBe('http2and3');
  });

  it('points APP_URL of every Lambda at the distribution without a custom domain', () => {
    expect(Stack.of(synth.stacks.app).resolve(synth.stacks.app.web.url)).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]],
    });
  });
});

describe('with the product domain configured', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab';
  let custom: ReturnType<typeof synthRally>;
  beforeAll(() => {
    custom = synthRally({
      context: {
        stage: 'prod',
        domainName: 'rally.example.com',
        certificateArn,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        hostedZoneName: 'example.com',
      },
    });
  });

  it('serves the domain with its certificate and TLS 1.2 at least', () => {
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['rally.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('creates A and AAAA alias records in the hosted zone', () => {
    for (const type of ['A', 'AAAA']) {
      custom.template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'rally.example.com.',
        Type: type,
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
      });
    }
  });

  it('uses the domain for APP_URL and lists it first among the app domains', () => {
    expect(custom.stacks.app.web.url).toBe('https://rally.example.com');
    expect(custom.stacks.app.web.webConfig.appDomains[0]).toBe('rally.example.com');
    expect(custom.stacks.app.stackName).toBe('Rally-prod-App');
  });
});

describe("with teams' custom domains", () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab';
  let sites: ReturnType<typeof synthRally>;
  beforeAll(() => {
    sites = synthRally({
      context: {
        stage: 'prod',
        domainName: 'rally.example.com',
        certificateArn,
        siteDomains: 'www.eastside.example.org, teams.example.org',
        teamDomain: 'teams.example.org',
      },
    });
  });

  it('serves every site domain as an alternate name on the one distribution', () => {
    sites.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['rally.example.com', 'www.eastside.example.org', 'teams.example.org'] }),
    });
  });

  it('tells the SPA which host is the special team domain, and keeps the product domains apart', () => {
    expect(sites.stacks.app.web.webConfig.teamDomain).toBe('teams.example.org');
    expect(sites.stacks.app.web.webConfig.appDomains).not.toContain('www.eastside.example.org');
  });

  it('tells the API the team domain, so no site can claim a look-alike of it', () => {
    sites.template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TEAM_DOMAIN: 'teams.example.org', APP_URL: 'https://rally.example.com' }) },
    });
  });
});
