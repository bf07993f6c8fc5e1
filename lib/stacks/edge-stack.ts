import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config/app-config';
import { EdgeFirewall, firewallLimits } from '../constructs/edge-firewall';

export interface EdgeStackProps extends StackProps {
  config: AppConfig;
}

/**
 * What CloudFront needs from us-east-1 when the app lives in another region: the WAF web ACL
 * (scope CLOUDFRONT exists only there). The app stack reads its ARN across regions.
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, 'EdgeFirewall', firewallLimits(props.config));
  }
}
