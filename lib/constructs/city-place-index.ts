import { Names } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as location from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

export interface CityPlaceIndexProps {
  /**
   * How results may be used. The go-to city a person picks is saved on their profile (name and
   * coordinates), and Amazon Location's terms only allow storing results from a `Storage` index.
   * @default 'Storage'
   */
  intendedUse?: 'SingleUse' | 'Storage';
}

/**
 * The Amazon Location place index behind city search (spec §5: go-to city from US-city
 * autocomplete): Esri data, covering the US. Stateless: it holds no data of ours, so it is
 * replaced or deleted with the app stack. Functions get access by binding
 * (`NodeFunction.bindPlaceIndex`), which grants search on this index only and sets PLACE_INDEX_NAME.
 */
export class CityPlaceIndex extends Construct {
  readonly indexName: string;
  readonly indexArn: string;

  constructor(scope: Construct, id: string, props: CityPlaceIndexProps = {}) {
    super(scope, id);
    const index = new location.CfnPlaceIndex(this, 'Resource', {
      // Derived from the construct path, so every stage (stack) gets its own index name.
      indexName: Names.uniqueResourceName(this, { maxLength: 100, separator: '-' }),
      dataSource: 'Esri',
      dataSourceConfiguration: { intendedUse: props.intendedUse ?? 'Storage' },
      description: 'Rally: US city search for the go-to city autocomplete',
    });
    this.indexName = index.ref;
    this.indexArn = index.attrIndexArn;
  }

  /** Text search on this index only (the one call lambdas/lib/places/amazon-location.ts makes). */
  grantSearch(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({ grantee, actions: ['geo:SearchPlaceIndexForText'], resourceArns: [this.indexArn] });
  }
}
