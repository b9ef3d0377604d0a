import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/db/table';

export interface DataTableProps {
  /** Keep the table (and block its deletion) when the stack goes away. */
  readonly retainData: boolean;
}

/** The one table, from functions/db/table.ts: PK/SK, the overloaded GSIs, TTL, PITR, on-demand. */
export class DataTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    const def = tableDefinition;
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
      sortKey: { name: def.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      timeToLiveAttribute: def.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: def.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      })),
    });
  }
}
