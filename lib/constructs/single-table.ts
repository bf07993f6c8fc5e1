import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../table-definition';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/**
 * The single table (DESIGN §5), built from lib/table-definition.ts, the same declaration the
 * local stack hands to DynamoDB Local. It holds every user's data, so it is on-demand (no
 * capacity planning at any scale), recoverable to any second of the last 35 days, protected
 * against deletion both by CloudFormation (RETAIN) and by DynamoDB itself, and expires items
 * through the TTL attribute. Every index projects ALL: the access patterns read whole items.
 */
export class SingleTable extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // 'Default' keeps the logical id as if the table sat directly in the stack: refactoring this
    // wrapper can never make CloudFormation replace the table.
    this.table = new dynamodb.TableV2(this, 'Default', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
    });
  }
}
