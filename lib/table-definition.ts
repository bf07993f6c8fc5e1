/**
 * The single table, declared once as plain data. The CDK data stack and the local
 * stack (DynamoDB Local) both build the table from this, so they cannot drift.
 * Index names say which access pattern they serve; docs/data-model.md lists them.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    /** Items owned by someone, newest or soonest first: a user's events, teams, notifications. */
    { indexName: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Things near a place: partition = entity type + coarse geohash cell, sort = fine geohash. */
    { indexName: 'byGeo', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Exact lookups: a user by e-mail, an organization by slug, a site by domain. */
    { indexName: 'byLookup', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
