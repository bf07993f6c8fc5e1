import { Entity } from 'electrodb';

/**
 * A conversation: `dm_{random}` for two people (found through their DirectPair; ones
 * made before that hold `dm_{hash of the two uids}`), `team_{teamId}` for a team's discussion.
 * Carries the last message for the list.
 */
export const Conversation = new Entity({
  model: { entity: 'conversation', version: '1', service: 'rally' },
  attributes: {
    conversationId: { type: 'string', required: true },
    kind: { type: ['direct', 'team'] as const, required: true },
    memberIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    teamId: { type: 'string' },
    lastText: { type: 'string' },
    lastSenderId: { type: 'string' },
    lastAt: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['conversationId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * Which direct conversation two people have: the sorted pair of uids → its id. Lets the id be
 * random (nothing outside the pair can compute it) while opening a conversation twice still finds
 * the first one; written in the same transaction that creates the conversation.
 */
export const DirectPair = new Entity({
  model: { entity: 'directPair', version: '1', service: 'rally' },
  attributes: {
    pairKey: { type: 'string', required: true },
    conversationId: { type: 'string', required: true },
  },
  indexes: {
    byPair: { pk: { field: 'pk', composite: ['pairKey'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** A person's place in a direct conversation (their list) and read marker; team members get one on first read. */
export const ConversationMember = new Entity({
  model: { entity: 'conversationMember', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    conversationId: { type: 'string', required: true },
    kind: { type: ['direct', 'team'] as const, required: true },
    otherUserId: { type: 'string' },
    lastReadAt: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['conversationId'] } },
  },
});

/** A message: sorted by its ULID (time order) inside the conversation. */
export const Message = new Entity({
  model: { entity: 'message', version: '1', service: 'rally' },
  attributes: {
    conversationId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    senderId: { type: 'string', required: true },
    text: { type: 'string', required: true },
    sentAt: { type: 'string', required: true },
    editedAt: { type: 'string' },
    deleted: { type: 'boolean', default: false },
  },
  indexes: {
    byConversation: { pk: { field: 'pk', composite: ['conversationId'] }, sk: { field: 'sk', composite: ['messageId'] } },
  },
});

/** A live WebSocket connection (expires with API Gateway's 2-hour limit). */
export const WsConnection = new Entity({
  model: { entity: 'wsConnection', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    connectionId: { type: 'string', required: true },
    connectedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    /** DynamoDB TTL (epoch seconds). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['connectionId'] } },
    byConnection: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['connectionId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});

/** Messages a person sent in a short window (rate limit); expires by TTL. */
export const SendWindow = new Entity({
  model: { entity: 'sendWindow', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    window: { type: 'number', required: true },
    count: { type: 'number', default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['window'] } },
  },
});
