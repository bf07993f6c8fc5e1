import { Entity, createWriteTransaction, type Service } from 'electrodb';
import { documentClient } from '../lib/clients';
import { env } from '../lib/env';
import { ActivitySubscription } from './entities/activity-subscription';
import { AmbassadorApplication } from './entities/ambassador-application';
import { Availability } from './entities/availability';
import { Block } from './entities/block';
import { Broadcast } from './entities/broadcast';
import { Checkin } from './entities/checkin';
import { EventPayment } from './entities/event-payment';
import { CalendarFeed, CalendarFeedKey } from './entities/calendar-feed';
import { Endorsement } from './entities/endorsement';
import { Connection } from './entities/connection';
import { ConnectState } from './entities/connect-state';
import { ConversationBlock } from './entities/conversation-block';
import { Event, EventEdit } from './entities/event';
import { Favorite } from './entities/favorite';
import { FillInvite, FillSlot, FillWeek } from './entities/fill';
import { Follow } from './entities/follow';
import { Form, FormSubmission, FormVersion } from './entities/form';
import { FamilyConnection, FamilyPair } from './entities/family-connection';
import { Game } from './entities/game';
import { GoNoGo } from './entities/go-no-go';
import { GuardianHold } from './entities/guardian-hold';
import { Guest } from './entities/guest';
import { Membership } from './entities/membership';
import { Conversation, ConversationMember, DirectPair, Message, Presence, SendWindow, WsConnection } from './entities/message';
import { Notification } from './entities/notification';
import { Occurrence } from './entities/occurrence';
import { Partner } from './entities/partner';
import { Place } from './entities/place';
import { Post } from './entities/post';
import { ProcessedMessage } from './entities/processed-message';
import { PushRegistration } from './entities/push-registration';
import { RateWindow } from './entities/rate-window';
import { Rsvp } from './entities/rsvp';
import { FeatureFlags } from './entities/feature-flags';
import { SessionFloor } from './entities/session-floor';
import { SignupDay } from './entities/signup-day';
import { Subscription } from './entities/subscription';
import { JoinRequest, Registration, Season, Team, TeamSession, TeamSlug } from './entities/team';
import { User } from './entities/user';
import { SiteDomain, SiteDomainToken, TeamSite, Website } from './entities/website';
import type { AnyEntity, EntityOf } from './entities/table';

const definitions = {
  user: User,
  form: Form,
  formSubmission: FormSubmission,
  formVersion: FormVersion,
  subscription: Subscription,
  event: Event,
  eventEdit: EventEdit,
  calendarFeed: CalendarFeed,
  calendarFeedKey: CalendarFeedKey,
  place: Place,
  game: Game,
  team: Team,
  post: Post,
  notification: Notification,
  processedMessage: ProcessedMessage,
  connectState: ConnectState,
  pushRegistration: PushRegistration,
  activitySubscription: ActivitySubscription,
  availability: Availability,
  membership: Membership,
  connection: Connection,
  rsvp: Rsvp,
  occurrence: Occurrence,
  favorite: Favorite,
  checkin: Checkin,
  eventPayment: EventPayment,
  endorsement: Endorsement,
  follow: Follow,
  block: Block,
  conversationBlock: ConversationBlock,
  familyConnection: FamilyConnection,
  familyPair: FamilyPair,
  teamSlug: TeamSlug,
  joinRequest: JoinRequest,
  season: Season,
  teamSession: TeamSession,
  registration: Registration,
  ambassadorApplication: AmbassadorApplication,
  partner: Partner,
  featureFlags: FeatureFlags,
  signupDay: SignupDay,
  website: Website,
  siteDomain: SiteDomain,
  siteDomainToken: SiteDomainToken,
  teamSite: TeamSite,
  conversation: Conversation,
  conversationMember: ConversationMember,
  directPair: DirectPair,
  message: Message,
  wsConnection: WsConnection,
  presence: Presence,
  sendWindow: SendWindow,
  sessionFloor: SessionFloor,
  rateWindow: RateWindow,
  guardianHold: GuardianHold,
  guest: Guest,
  broadcast: Broadcast,
  goNoGo: GoNoGo,
  fillSlot: FillSlot,
  fillInvite: FillInvite,
  fillWeek: FillWeek,
};

type Definitions = typeof definitions;
type Entities = { [K in keyof Definitions]: EntityOf<Definitions[K]> };
type Name = keyof Definitions;

/**
 * Each ElectroDB entity, built on first use and kept for the life of the process, as one built at
 * import was: a cold start builds only what its request uses.
 */
const built = new Map<Name, AnyEntity>();
function entityNamed(name: Name): AnyEntity {
  let entity = built.get(name);
  if (!entity) {
    entity = new Entity(definitions[name].schema as AnyEntity['schema']);
    built.set(name, entity);
  }
  return entity;
}

/**
 * What the code uses of an ElectroDB Service over every entity (its entities and write transactions), without
 * building every entity up front: each is bound to the client and table when a request first
 * reaches for it. A transaction is given the entities its callback names, found by running the
 * callback once over a recording view (it only builds request parameters).
 */
function create(): { entities: Entities; transaction: Pick<Service<Entities>['transaction'], 'write'> } {
  const client = documentClient();
  const table = env().TABLE_NAME;
  const bound = new Map<Name, AnyEntity>();
  const entities = {} as Entities;
  for (const name of Object.keys(definitions) as Name[]) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => {
        let entity = bound.get(name);
        if (!entity) {
          entity = entityNamed(name);
          entity.setClient(client);
          entity.setTableName(table);
          bound.set(name, entity);
        }
        return entity;
      },
    });
  }
  type Write = Service<Entities>['transaction']['write'];
  type Transaction = ReturnType<Write>;
  const write = ((fn: Parameters<Write>[0]) => {
    let transaction: Transaction | undefined;
    const prepared = (): Transaction => {
      if (!transaction) {
        const used: Partial<Record<Name, AnyEntity>> = {};
        const recording = new Proxy(entities, { get: (target, name) => (used[name as Name] = target[name as Name]) });
        fn(recording as unknown as Parameters<typeof fn>[0]);
        transaction = createWriteTransaction(used as Entities, fn);
      }
      return transaction;
    };
    // As ElectroDB's own: nothing runs until `go` or `params`, and `go` fails by rejecting.
    return {
      go: async (options?: Parameters<Transaction['go']>[0]) => prepared().go(options),
      params: (options?: Parameters<Transaction['params']>[0]) => prepared().params(options),
    };
  }) as Write;
  return { entities, transaction: { write } };
}

let service: ReturnType<typeof create> | undefined;

/** The ElectroDB entities over the single table, bound to the client and table name from env. */
export const db = () => (service ??= create());

/** Every entity definition, by the name `db().entities` gives it (the test that joins them all in one Service). */
export const entityDefinitions = definitions;

/** Forget the bound service (tests and the local stack when endpoints change). */
export const resetDb = () => {
  service = undefined;
};

/** Number of shards for sharded "walk everything" indexes (digests, push pruning). */
export const SHARDS = 8;
export const shardOf = (key: string) => {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `s${h % SHARDS}`;
};
export const allShards = () => Array.from({ length: SHARDS }, (_, i) => `s${i}`);

/** ElectroDB surfaces a failed condition as an ElectroError wrapping ConditionalCheckFailedException. */
export function isConditionFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/**
 * Run a conditional write whose refused condition is an answer rather than an error (the version
 * moved on, the item is gone or already there): resolves to `refused`, or to what it returns.
 */
export async function unlessConditionFails<T, const R>(write: () => Promise<T>, refused: R | (() => R | Promise<R>)): Promise<T | R> {
  try {
    return await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return typeof refused === 'function' ? await (refused as () => R | Promise<R>)() : refused;
  }
}

/**
 * Walk a Query page by page (ElectroDB cursors): a job handles each page before the next is
 * read, so its memory does not grow with the table. Empty pages are skipped.
 */
export async function* pagesOf<T>(read: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>): AsyncGenerator<T[]> {
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    if (page.data.length) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** Transactions on one hot counter collide (TransactionConflict) under load: retry those with jitter. */
export async function writeWithRetry(run: () => Promise<{ canceled: boolean; data: Array<{ rejected: boolean; code?: string }> }>) {
  for (let attempt = 0; ; attempt++) {
    let result;
    try {
      result = await run();
    } catch (error) {
      if (/TransactionConflict|TransactionInProgress/i.test(String((error as Error).message)) && attempt < 30) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(attempt + 1, 8)));
        continue;
      }
      throw error;
    }
    if (!result.canceled) return { ok: true as const, codes: [] as string[] };
    const codes = result.data.map((r) => (r.rejected ? (r.code ?? 'Unknown') : 'None'));
    // An item DynamoDB refuses (too large, a number out of range) is refused again at every try,
    // and is no conflict for the caller to answer: it fails the request.
    if (codes.some((c) => /ValidationError/i.test(c))) throw new Error(`transaction refused: ${codes.join(', ')}`);
    if (codes.some((c) => /ConditionalCheckFailed/i.test(c)) || attempt >= 30) return { ok: false as const, codes };
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(attempt + 1, 8)));
  }
}
