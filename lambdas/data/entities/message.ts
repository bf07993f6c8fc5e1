import { createdAt, defineEntity, expiresAt, gsiKey, requiredStrings, stringListOrEmpty, strings, tableKey } from './table';

/**
 * A conversation: `dm_{random}` for two people (found through their DirectPair; ones
 * made before that hold `dm_{hash of the two uids}`), `team_{teamId}` for a team's discussion.
 * Carries the last message for the list.
 */
export const Conversation = defineEntity('conversation', {
  attributes: {
    conversationId: { type: 'string', required: true },
    kind: { type: ['direct', 'team'] as const, required: true },
    memberIds: stringListOrEmpty,
    ...strings('teamId', 'lastText', 'lastSenderId', 'lastAt'),
    createdAt,
  },
  indexes: {
    byId: tableKey(['conversationId']),
  },
});

/**
 * Which direct conversation two people have: the sorted pair of uids → its id. Lets the id be
 * random (nothing outside the pair can compute it) while opening a conversation twice still finds
 * the first one; written in the same transaction that creates the conversation.
 */
export const DirectPair = defineEntity('directPair', {
  attributes: {
    ...requiredStrings('pairKey', 'conversationId'),
  },
  indexes: {
    byPair: tableKey(['pairKey']),
  },
});

/** A person's place in a direct conversation (their list) and read marker; team members get one on first read. */
export const ConversationMember = defineEntity('conversationMember', {
  attributes: {
    ...requiredStrings('userId', 'conversationId'),
    kind: { type: ['direct', 'team'] as const, required: true },
    ...strings('otherUserId', 'lastReadAt'),
  },
  indexes: {
    byUser: tableKey(['userId'], ['conversationId']),
  },
});

/** A message: sorted by its ULID (time order) inside the conversation. */
export const Message = defineEntity('message', {
  attributes: {
    ...requiredStrings('conversationId', 'messageId', 'senderId', 'text', 'sentAt'),
    editedAt: { type: 'string' },
    deleted: { type: 'boolean', default: false },
  },
  indexes: {
    byConversation: tableKey(['conversationId'], ['messageId']),
  },
});

/** A live WebSocket connection (expires with API Gateway's 2-hour limit). */
export const WsConnection = defineEntity('wsConnection', {
  attributes: {
    ...requiredStrings('userId', 'connectionId'),
    connectedAt: createdAt,
    /** DynamoDB TTL (epoch seconds). */
    expiresAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['connectionId']),
    byConnection: gsiKey('byOwner', ['connectionId']),
  },
});

/**
 * Who is connected now, one item per person: each live connection as `<connected at, epoch ms>.<id>`.
 * The connection items stay the record (the connection's owner by id, the TTL); this item is what
 * a push reads, so a direct send finds both people's connections in the BatchGetItem of its rules
 * instead of a Query each. An entry older than a connection lives is left out when read.
 */
export const Presence = defineEntity('presence', {
  attributes: {
    userId: { type: 'string', required: true },
    connections: { type: 'set', items: 'string' },
  },
  indexes: {
    byUser: tableKey(['userId']),
  },
});

/** Messages a person sent in a short window (rate limit); expires by TTL. */
export const SendWindow = defineEntity('sendWindow', {
  attributes: {
    userId: { type: 'string', required: true },
    window: { type: 'number', required: true },
    count: { type: 'number', default: 0 },
    expiresAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['window']),
  },
});
