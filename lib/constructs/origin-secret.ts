import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { originVerifyHeader } from '../../lambdas/middleware/origin-check';

export { originVerifyHeader };

/**
 * The shared secret between CloudFront and the API origins: CloudFront sends it in
 * `x-origin-verify` on every request to the HTTP API and the WebSocket API, and their Lambdas
 * refuse a request without it (lambdas/middleware/origin-check.ts). So nobody reaches the APIs on
 * their execute-api hosts around the distribution's WAF and headers.
 *
 * Secrets Manager generates the value at deploy; the template and the repository only hold a
 * CloudFormation dynamic reference (`{{resolve:secretsmanager:…}}`), resolved into the
 * distribution's origin headers and the functions' environment in the same deploy.
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  /** The value as a dynamic reference: use it only where CloudFormation resolves it at deploy. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: `Rally: the value CloudFront sends in ${originVerifyHeader} to the API and WebSocket origins`,
      // Letters and digits only: it travels as an HTTP header value.
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      // Nothing outside this stack uses it; a new stack gets a new value in both places at once.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation resolves the value into CloudFront and the Lambdas at deploy only, so an automatic rotation would break every request until the next deploy; rotate by replacing the secret and deploying (docs/decisions.md).',
    });
  }
}
