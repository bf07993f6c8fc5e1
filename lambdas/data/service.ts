import { Service } from 'electrodb';
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
import { Event } from './entities/event';
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
import { Conversation, ConversationMember, DirectPair, Message, SendWindow, WsConnection } from './entities/message';
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

const entities = {
  user: User,
  form: Form,
  formSubmission: FormSubmission,
  formVersion: FormVersion,
  subscription: Subscription,
  event: Event,
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

function create() {
  return new Service(entities, { client: documentClient(), table: env().TABLE_NAME });
}

let service: ReturnType<typeof create> | undefined;

/** The ElectroDB service over the single table, bound to the client and table name from env. */
export const db = () => (service ??= create());

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
    if (codes.some((c) => /ConditionalCheckFailed/i.test(c)) || attempt >= 30) return { ok: false as const, codes };
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(attempt + 1, 8)));
  }
}
