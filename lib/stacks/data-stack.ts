import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config/app-config';
import { Auth } from '../constructs/auth';
import type { NodeFunction } from '../constructs/node-function';
import { SingleTable } from '../constructs/single-table';

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

/**
 * The stateful half of the app: the single table and the Cognito user pool. Both are retained and
 * deletion-protected, and they share a lifecycle (items are keyed by the user's Cognito `sub`).
 * Keeping them out of the app stack means the app stack can be rolled back, destroyed and
 * recreated freely. Construct ids here are load-bearing: renaming one replaces the resource.
 * The pool's CustomMessage trigger (a small Lambda) lives here too: a pool cannot reference a
 * function in the app stack, which already depends on this one.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.TableV2;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The pool's trigger functions: the app stack's dashboard and alarms watch them with its own. */
  readonly authTriggers: NodeFunction[];

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new SingleTable(this, 'Table').table;

    const auth = new Auth(this, 'Auth', {
      email: { fromAddress: config.mailFrom, fromName: config.mailFromName, viaSes: config.authEmailViaSes },
      table: this.table,
      ...(config.domainName ? { appUrl: `https://${config.domainName}` } : {}),
    });
    this.userPool = auth.userPool;
    this.userPoolClient = auth.webClient;
    this.authTriggers = [auth.customMessage];
  }
}
