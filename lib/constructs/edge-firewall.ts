import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { webSocketPath } from './web-hosting';

export interface EdgeFirewallProps {
  /** Requests one IP may send to /api/* in 5 minutes before it is blocked for a while. */
  apiRequestsPer5Min: number;
  /** Of those, requests other than GET/HEAD/OPTIONS (writes) one IP may send in 5 minutes. */
  apiWritesPer5Min: number;
  /** WebSocket connects (upgrade requests to /ws) one IP may make in 5 minutes. */
  webSocketConnectsPer5Min: number;
  /** Requests one IP may send to anything (the SPA, its assets, the API) in 5 minutes. */
  allRequestsPer5Min: number;
}

/** The limits from the app's config (lib/config/app-config.ts). */
export const firewallLimits = (config: {
  wafApiRequestsPer5Min: number;
  wafApiWritesPer5Min: number;
  wafWsConnectsPer5Min: number;
  wafAllRequestsPer5Min: number;
}): EdgeFirewallProps => ({
  apiRequestsPer5Min: config.wafApiRequestsPer5Min,
  apiWritesPer5Min: config.wafApiWritesPer5Min,
  webSocketConnectsPer5Min: config.wafWsConnectsPer5Min,
  allRequestsPer5Min: config.wafAllRequestsPer5Min,
});

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const apiPath: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: '/api/',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};
/** The WAF sees a WebSocket once, at its upgrade request; frames on an open socket pass by it. */
const webSocketConnect: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: webSocketPath,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};
const readMethod = (method: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** Blocked API callers get what the Lambdas answer when a person is over their limit: 429 {message}. */
const tooMany: wafv2.CfnWebACL.BlockActionProperty = {
  customResponse: {
    responseCode: 429,
    customResponseBodyKey: 'tooMany',
    responseHeaders: [{ name: 'retry-after', value: '300' }],
  },
};

/**
 * The WAF web ACL in front of CloudFront (scope CLOUDFRONT, so it must be created in us-east-1):
 * per-IP rate-based rules for the API, for API writes, for WebSocket connects and for everything,
 * plus AWS's IP reputation list. The Lambdas count per signed-in user (lambdas/middleware/rate-limit.ts); this
 * counts per address, before anything is invoked, and covers anonymous callers too.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDown?: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: tooMany },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit,
          evaluationWindowSec: 300,
          ...(scopeDown ? { scopeDownStatement: scopeDown } : {}),
        },
      },
      visibilityConfig: visibility(`rally-${name}`),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      // WAF descriptions allow no semicolon (CloudFormation pattern).
      description: 'Rally: per-IP rate limits on the API, WebSocket connects and the site, and the AWS IP reputation list',
      visibilityConfig: visibility('rally-edge'),
      customResponseBodies: {
        tooMany: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: 'Too many requests: wait a few minutes and try again' }),
        },
      },
      rules: [
        {
          name: 'aws-ip-reputation',
          priority: 0,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
          visibilityConfig: visibility('rally-aws-ip-reputation'),
        },
        rateRule('api-writes-per-ip', 1, props.apiWritesPer5Min, {
          andStatement: {
            statements: [
              apiPath,
              {
                notStatement: {
                  statement: { orStatement: { statements: [readMethod('GET'), readMethod('HEAD'), readMethod('OPTIONS')] } },
                },
              },
            ],
          },
        }),
        rateRule('api-per-ip', 2, props.apiRequestsPer5Min, apiPath),
        rateRule('ws-connects-per-ip', 3, props.webSocketConnectsPer5Min, webSocketConnect),
        rateRule('all-per-ip', 4, props.allRequestsPer5Min),
      ],
    });
  }

  /** The ARN CloudFront's `webAclId` takes (a CLOUDFRONT-scope ACL is referenced by ARN). */
  get arn(): string {
    return this.webAcl.attrArn;
  }
}
