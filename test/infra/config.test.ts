import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../lib/config/app-config';

const context = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('deployment config from CDK context', () => {
  it('works with no context at all, so a fresh clone synthesizes', () => {
    expect(loadAppConfig(context({}))).toEqual({
      stage: 'dev',
      mailFrom: 'no-reply@example.com',
      mailFromName: 'Rally',
      authEmailViaSes: false,
      logRetentionDays: 30,
      apiRateLimit: 500,
      apiBurstLimit: 1000,
      wafApiRequestsPer5Min: 3000,
      wafApiWritesPer5Min: 600,
      wafWsConnectsPer5Min: 1000,
      wafAllRequestsPer5Min: 6000,
      siteDomains: [],
      platform: 'gth',
      stripeLive: false,
    });
  });

  it('takes per-stage settings from context.stages and lets -c flags override them', () => {
    const config = loadAppConfig(
      context({
        stage: 'prod',
        stages: { prod: { mailFrom: 'hello@rally.example', alarmEmail: 'ops@rally.example', apiRateLimit: 2000 } },
        apiRateLimit: '3000',
        authEmailViaSes: 'true',
      }),
    );
    expect(config).toMatchObject({
      stage: 'prod',
      mailFrom: 'hello@rally.example',
      alarmEmail: 'ops@rally.example',
      apiRateLimit: 3000,
      authEmailViaSes: true,
    });
  });

  it('rejects a domain without its certificate', () => {
    expect(() => loadAppConfig(context({ domainName: 'rally.example.com' }))).toThrow(/certificateArn/);
  });

  it('rejects a certificate outside us-east-1, which CloudFront cannot use', () => {
    expect(() =>
      loadAppConfig(
        context({
          domainName: 'rally.example.com',
          certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab',
        }),
      ),
    ).toThrow(/us-east-1/);
  });

  it('rejects a domain outside its hosted zone', () => {
    expect(() =>
      loadAppConfig(
        context({
          domainName: 'rally.example.com',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab',
          hostedZoneId: 'Z0123456789ABCDEFGHIJ',
          hostedZoneName: 'example.org',
        }),
      ),
    ).toThrow(/inside hostedZoneName/);
  });

  it('lists every problem at once and names the key', () => {
    expect(() => loadAppConfig(context({ stage: 'Prod!', mailFrom: 'not-an-address' }))).toThrow(/stage:[\s\S]*mailFrom:/);
  });
});

describe("teams' custom domains", () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab';
  it('reads siteDomains as a comma-separated list', () => {
    const config = loadAppConfig(context({ domainName: 'rally.example.com', certificateArn, siteDomains: 'a.example.org, b.example.org' }));
    expect(config.siteDomains).toEqual(['a.example.org', 'b.example.org']);
  });

  it("needs the product's own domain and a team domain among the site domains", () => {
    expect(() => loadAppConfig(context({ siteDomains: 'a.example.org' }))).toThrow(/siteDomains/);
    expect(() => loadAppConfig(context({ domainName: 'rally.example.com', certificateArn, siteDomains: 'a.example.org', teamDomain: 'b.example.org' }))).toThrow(
      /teamDomain/,
    );
  });
});
