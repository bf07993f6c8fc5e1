import type { Entity, EntityItem, Schema } from 'electrodb';

/**
 * What every entity of the single table shares, written once: the model header, the key fields
 * of the table and of its GSIs (the layout lib/table-definition.ts declares: lambdas cannot
 * import it, so the names are repeated here, and test/infra/entity-keys.test.ts holds every entity
 * to that layout), and the bookkeeping attributes. The builders return literal types (`const`
 * type parameters), so ElectroDB infers items, keys and access patterns exactly as from a schema
 * written in place.
 */

type Composite = readonly string[];

/** Each GSI's key fields, by the index name the table gives it. */
const gsiFields = {
  byOwner: { pk: 'gsi1pk', sk: 'gsi1sk' },
  byGeo: { pk: 'gsi2pk', sk: 'gsi2sk' },
  byLookup: { pk: 'gsi3pk', sk: 'gsi3sk' },
} as const;

export type GsiName = keyof typeof gsiFields;

/**
 * An entity of the rally service: ElectroDB writes the service and entity names into every key,
 * so `entity` must never change for items already stored.
 *
 * The ElectroDB entity is not built here but on a request's first use of it (`db()`,
 * lambdas/data/service.ts): building all of them was about 36 ms of every cold start, and a
 * request uses a few. The type parameter carries the entity type for `EntityOf` and `ItemOf`.
 */
export function defineEntity<
  A extends string,
  F extends string,
  C extends string,
  S extends Omit<Schema<A, F, C>, 'model'>,
  E extends string,
>(
  entity: E,
  schema: S,
): EntityDefinition<Entity<A, F, C, S & { readonly model: { readonly entity: E; readonly version: '1'; readonly service: 'rally' } }>> {
  return { schema: { model: { entity, version: '1', service: 'rally' }, ...schema } };
}

/** An entity's whole schema, as ElectroDB takes it; `E` is the entity it builds. */
export interface EntityDefinition<E extends AnyEntity> {
  readonly schema: E['schema'];
  /** Never set: names the entity type, for `EntityOf`. */
  readonly entityType?: E;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own bound for any entity
export type AnyEntity = Entity<any, any, any, any>;

/** The ElectroDB entity a definition builds. */
export type EntityOf<D> = D extends EntityDefinition<infer E> ? E : never;

/** An item of a defined entity, as ElectroDB reads it. */
export type ItemOf<D> = EntityItem<EntityOf<D>>;

/**
 * The table's own key (pk/sk) from the attributes it is composed of. No sort composites: one
 * item per partition.
 */
export function tableKey<const P extends Composite, const S extends Composite = readonly []>(
  pk: P,
  sk?: S,
): {
  readonly pk: { readonly field: 'pk'; readonly composite: P };
  readonly sk: { readonly field: 'sk'; readonly composite: S };
} {
  return { pk: { field: 'pk', composite: pk }, sk: { field: 'sk', composite: sk ?? ([] as const as unknown as S) } };
}

/** A key on one of the table's GSIs, its fields taken from the index name. */
export function gsiKey<const I extends GsiName, const P extends Composite, const S extends Composite = readonly []>(
  index: I,
  pk: P,
  sk?: S,
): {
  readonly index: I;
  readonly pk: { readonly field: (typeof gsiFields)[I]['pk']; readonly composite: P };
  readonly sk: { readonly field: (typeof gsiFields)[I]['sk']; readonly composite: S };
} {
  const fields = gsiFields[index];
  return {
    index,
    pk: { field: fields.pk, composite: pk },
    sk: { field: fields.sk, composite: sk ?? ([] as const as unknown as S) },
  };
}

/**
 * A sparse GSI key: only items that have every partition composite get keys there. Its sort
 * key stays empty, because ElectroDB refuses an always-present sort composite on a conditional
 * index; such lists are sorted in memory.
 */
export function sparseGsiKey<const I extends GsiName, const P extends Composite>(index: I, pk: P) {
  return {
    ...gsiKey(index, pk),
    condition: (attr: Record<string, unknown>) => pk.every((name) => typeof attr[name] === 'string'),
  };
}

const now = () => new Date().toISOString();

/** Set once when the item is created (ISO time). */
export const createdAt = { type: 'string', readOnly: true, default: now } as const;

/** Rewritten on every write (ISO time). */
export const updatedAt = { type: 'string', watch: '*', set: now } as const;

/** Rewritten on every write, with a default for the first one. */
export const updatedAtFromCreate = { ...updatedAt, default: now } as const;

/** Created and last written (ISO times). */
export const timestamps = { createdAt, updatedAt } as const;

/** Optimistic locking for documents edited in forms: a write names the version it read. */
export const version = { type: 'number', default: 1 } as const;

/** The table's TTL attribute (epoch seconds): DynamoDB removes the item some time after it. */
export const expiresAt = { type: 'number', required: true } as const;

/**
 * One attribute definition per name, each its own object (ElectroDB keeps a reference to what
 * it is given). The mapped type keeps every name literal, so items are inferred as when the
 * attributes are written out.
 */
function each<const N extends readonly string[], const V extends object>(names: N, definition: V) {
  return Object.fromEntries(names.map((name) => [name, { ...definition }])) as { readonly [K in N[number]]: V };
}

/** Strings every item has. */
export const requiredStrings = <const N extends readonly string[]>(...names: N) =>
  each(names, { type: 'string', required: true } as const);

/** Strings an item may lack. */
export const strings = <const N extends readonly string[]>(...names: N) => each(names, { type: 'string' } as const);

/** Numbers every item has. */
export const requiredNumbers = <const N extends readonly string[]>(...names: N) =>
  each(names, { type: 'number', required: true } as const);

/** Numbers an item may lack. */
export const numbers = <const N extends readonly string[]>(...names: N) => each(names, { type: 'number' } as const);

/** Yes/no settings that are off unless set. */
export const flagsOff = <const N extends readonly string[]>(...names: N) =>
  each(names, { type: 'boolean', default: false } as const);

/** Free-form values validated by the zod contracts before every write. */
export const anys = <const N extends readonly string[]>(...names: N) => each(names, { type: 'any' } as const);

/** A list of strings an item may lack. */
export const stringList = { type: 'list', items: { type: 'string' } } as const;

/** A list of strings, empty when not given. */
export const stringListOrEmpty = { ...stringList, default: () => [] } as const;
