import { type CfnElement, DefaultStackSynthesizer, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { PUBLIC_PAGE_DOCUMENT, publicPagePaths } from '@shared/constants/public-pages';
import type { WebConfig } from '@shared/schemas/config';
import { appWorkerPath, authDialogOpenerPolicy, authDialogPath, contentSecurityPolicy, crossOriginOpenerPolicy, permissionsPolicy } from '../security-headers';
import { type OriginSecret, originVerifyHeader } from './origin-secret';

export interface WebHostingProps {
  /** The built SPA (web/dist in the app; a fixture in tests). Its `assets/` are content-hashed. */
  webAssetPath: string;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`), served under /api/*. */
  apiDomainName: string;
  /** The WebSocket API's host and stage, served at /ws (webSocketPath). */
  webSocket: { domainName: string; stageName: string };
  /** Sent in `x-origin-verify` to both APIs, which refuse requests without it. */
  originSecret: OriginSecret;
  /** Fields of /config.json that come from elsewhere in the app (shared/schemas/config.ts). */
  webConfig: Pick<WebConfig, 'stage' | 'userPoolId' | 'userPoolClientId' | 'vapidPublicKey' | 'teamDomain' | 'platform' | 'payments'>;
  /** The product's own domain; needs `certificateArn` (us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Teams' custom domains, served as alternate domain names (the certificate covers them). */
  siteDomains?: string[];
  /** When given, A/AAAA alias records for `domainName` point at the distribution. */
  hostedZone?: { id: string; name: string };
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) every request passes: lib/constructs/edge-firewall.ts. */
  webAclArn: string;
}

/** The header carrying the viewer's host to origins (CloudFront replaces Host with the origin's). */
export const viewerHostHeader = 'x-rally-host';

/** Where the SPA opens its live socket, on whatever host it was loaded from (the local server's path too). */
export const webSocketPath = '/ws';

/**
 * What a WebSocket upgrade needs from the viewer: the handshake headers (key and version are
 * required, protocol and extensions when the browser offers them) and the id token, which browsers
 * can only pass in the query string. Host is not forwarded: API Gateway answers only its own.
 */
export const webSocketHandshakeHeaders = ['Sec-WebSocket-Key', 'Sec-WebSocket-Version', 'Sec-WebSocket-Protocol', 'Sec-WebSocket-Extensions'];
export const webSocketQueryStrings = ['token'];

/**
 * Viewer-request function (cloudfront-js-2.0) on /ws: a WebSocket API answers only on its stage's
 * path, so `/ws` becomes `/<stage>` (the query string, with the token, is kept as it is).
 */
export function webSocketRequestFunctionCode(stageName: string): string {
  return `function handler(event) {
  var request = event.request;
  request.uri = ${JSON.stringify(`/${stageName}`)};
  return request;
}`;
}

/**
 * Viewer-request function (cloudfront-js-2.0) on every behaviour:
 * - copies the viewer's Host into `x-rally-host`, overwriting anything the client sent, so the API
 *   can trust it (a team's custom domain reaches the API with Host = the API's own domain);
 * - outside /api/, rewrites paths without a file extension to a document: the public pages
 *   (shared/constants/public-pages.ts) on the product's own domains (`appDomain`, or the
 *   distribution's *.cloudfront.net name) get /public.html, the light public build; every other
 *   path gets /index.html, whose router owns it (on a team's custom domain, the SPA decides what
 *   to show from the host).
 */
export function viewerRequestFunctionCode(appDomain?: string): string {
  const pages = Object.fromEntries(publicPagePaths.map((p) => [`/${p}`, 1]));
  return `var PUBLIC_PAGES = ${JSON.stringify(pages)};
var APP_DOMAIN = ${JSON.stringify((appDomain ?? '').toLowerCase())};
function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['${viewerHostHeader}'] = { value: host };
  var uri = request.uri;
  if (uri.indexOf('/api/') !== 0) {
    var last = uri.substring(uri.lastIndexOf('/') + 1);
    if (last.indexOf('.') === -1) {
      var name = host.toLowerCase();
      var own = name === APP_DOMAIN || name.slice(-15) === '.cloudfront.net';
      var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
      request.uri = own && PUBLIC_PAGES[page] === 1 ? '/${PUBLIC_PAGE_DOCUMENT}' : '/index.html';
    }
  }
  return request;
}`;
}

/**
 * Static hosting for the SPA and the single public entry point of the app: a private S3 bucket
 * behind CloudFront (origin access control), `/api/*` forwarded uncached to the HTTP API and `/ws`
 * to the WebSocket API (both with the origin secret, so neither answers around CloudFront), security
 * headers on every response, and /config.json written at deploy from the stack's own outputs.
 */
export class WebHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<domainName>`, or the distribution's own domain without one. */
  readonly url: string;
  /** What /config.json holds (with deploy-time values as tokens). */
  readonly webConfig: WebConfig;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const { region } = Stack.of(this);

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs, which need object-writer ownership.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });

    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });

    const viewerRequest = new cloudfront.Function(this, 'ViewerRequestFunction', {
      comment: 'SPA fallback to /index.html (public pages: /public.html); viewer host in x-rally-host',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerRequestFunctionCode(props.domainName)),
    });
    const functionAssociations = [{ function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }];

    // Live messages use wss://<this host>/ws, which 'self' covers: no API Gateway host is needed.
    const csp = contentSecurityPolicy([`https://cognito-idp.${region}.amazonaws.com`]);
    const headersPolicy = (id: string, comment: string, openerPolicy: string) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment,
        customHeadersBehavior: {
          customHeaders: [
            { header: 'Permissions-Policy', value: permissionsPolicy, override: true },
            { header: 'Cross-Origin-Opener-Policy', value: openerPolicy, override: true },
          ],
        },
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.days(730),
            includeSubdomains: true,
            preload: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
          referrerPolicy: {
            referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
            override: true,
          },
        },
      });
    const securityHeaders = headersPolicy('SecurityHeaders', 'Rally: CSP, HSTS and hardening headers for the SPA and the API', crossOriginOpenerPolicy);
    // The same headers but one: the sign-in pop-up keeps its opener (a team site's custom domain).
    const authDialogHeaders = headersPolicy('AuthDialogHeaders', 'Rally: the sign-in pop-up, which keeps its opener; never framed', authDialogOpenerPolicy);

    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName, ...(props.siteDomains ?? [])],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            // Only settable with an own certificate; *.cloudfront.net has a fixed policy.
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    // CloudFront sets this header on every request to the two API origins, replacing one a viewer sent.
    const originHeaders = { [originVerifyHeader]: props.originSecret.value };
    const apiOriginOptions = {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: originHeaders,
    };

    const webSocketRequest = new cloudfront.Function(this, 'WebSocketRequestFunction', {
      comment: `Rally ${webSocketPath}: the WebSocket API's stage path`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(webSocketRequestFunctionCode(props.webSocket.stageName)),
    });
    const webSocketRequests = new cloudfront.OriginRequestPolicy(this, 'WebSocketRequests', {
      comment: 'Rally /ws: the WebSocket handshake headers and the token; Host stays the API host',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...webSocketHandshakeHeaders),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.allowList(...webSocketQueryStrings),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Rally: SPA, /api and /ws',
      ...customDomain,
      webAclId: props.webAclArn,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations,
      },
      additionalBehaviors: {
        [authDialogPath]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: authDialogHeaders,
          functionAssociations,
        },
        // The service worker: a browser checks it for a new build on every visit, so the edge
        // never answers from its cache (a stale worker would keep serving the previous build).
        [appWorkerPath]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          compress: true,
          responseHeadersPolicy: securityHeaders,
          functionAssociations,
        },
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, apiOriginOptions),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization, query, cookies) except Host, which must be the API's.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations,
        },
        // Live messages: the WebSocket API behind the same WAF. The upgrade is a GET; nothing is cached.
        [webSocketPath]: {
          origin: new origins.HttpOrigin(props.webSocket.domainName, apiOriginOptions),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: webSocketRequests,
          compress: false,
          functionAssociations: [{ function: webSocketRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Rally serves players and teams wherever they are; there is no market to geo-restrict to.',
      },
      ...(props.domainName
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainName set, TLSv1.2_2021 is enforced.',
            },
          ]),
    );

    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    if (props.domainName && props.hostedZone) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'HostedZone', {
        hostedZoneId: props.hostedZone.id,
        zoneName: props.hostedZone.name,
      });
      const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'AliasA', { zone, recordName: props.domainName, target });
      new route53.AaaaRecord(this, 'AliasAAAA', { zone, recordName: props.domainName, target });
    }

    this.webConfig = {
      ...props.webConfig,
      region,
      // Same origin: CloudFront routes /api/* to the HTTP API and /ws to the WebSocket API.
      apiUrl: '',
      wsUrl: webSocketPath,
      appDomains: [...(props.domainName ? [props.domainName] : []), this.distribution.distributionDomainName],
    };

    // Vite's content-hashed files never change under a name: cache them for a year, and never
    // prune them, so a tab still running the previous build can lazy-load its chunks.
    const site = s3deploy.Source.asset(props.webAssetPath, { exclude: ['.vite', '.vite/**'] });
    const hashedAssets = new s3deploy.BucketDeployment(this, 'DeployHashedAssets', {
      sources: [site],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      memoryLimit: 1024,
    });
    // index.html, config.json and other un-hashed files must be revalidated on every load.
    const entryFiles = new s3deploy.BucketDeployment(this, 'DeployEntryFiles', {
      sources: [site, s3deploy.Source.jsonData('config.json', this.webConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 1024,
    });
    // The new index.html must not go live before the chunks it references.
    entryFiles.node.addDependency(hashedAssets);

    // BucketDeployment's provider function is a singleton at the stack root.
    acknowledgeBucketDeploymentProvider(Stack.of(this), this.bucket);
  }
}

/**
 * cdk-nag findings on CDK's own BucketDeployment provider, a singleton at the stack root whose
 * role and policy aws-cdk-lib writes. Each wildcard is acknowledged by its exact finding, so a new
 * one (a grant this app did not expect) still fails the synth.
 */
function acknowledgeBucketDeploymentProvider(stack: Stack, siteBucket: s3.Bucket) {
  const siteBucketId = stack.getLogicalId(siteBucket.node.defaultChild as CfnElement);
  // cdk-nag flattens `${AWS::Region}` to `<AWS::Region>`; account, region and partition are
  // literals when the stack has an environment.
  const flat = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
  const qualifier =
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetBucket = `cdk-${qualifier}-assets-${flat(stack.account, 'AWS::AccountId')}-${flat(stack.region, 'AWS::Region')}`;
  const assetObjects = `arn:${flat(stack.partition, 'AWS::Partition')}:s3:::${assetBucket}/*`;
  const copyReason =
    "CDK's BucketDeployment provider copies the web build from the CDK asset bucket into the site bucket and prunes old files; aws-cdk-lib writes these object-level grants on exactly those two buckets.";
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's BucketDeployment provider writes its own logs through the basic execution role; aws-cdk-lib defines it.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "The runtime of CDK's BucketDeployment provider is chosen by aws-cdk-lib, not by this app.",
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: copyReason,
      })),
      { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`, reason: copyReason },
      { id: `AwsSolutions-IAM5[Resource::${assetObjects}]`, reason: copyReason },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'cloudfront:CreateInvalidation/GetInvalidation for the post-deploy invalidation; CDK grants them on "*" (the distribution ARN is not known to the provider).',
      },
    );
  }
}
