import { defineEntity, tableKey } from './table';

/**
 * One admin broadcast or team announcement that was sent: who sent what to which audience and
 * how many people it was queued for. Its id seeds every recipient's notification id.
 */
export const Broadcast = defineEntity('broadcast', {
  attributes: {
    broadcastId: { type: 'string', required: true },
    senderId: { type: 'string', required: true },
    /** 'admin' for a broadcast, 'team' for a team announcement. */
    origin: { type: ['admin', 'team'] as const, required: true },
    type: { type: 'string', required: true },
    title: { type: 'string', required: true },
    message: { type: 'string', required: true },
    /** The audience as sent (JSON), for the record. */
    audience: { type: 'string', required: true },
    recipients: { type: 'number', default: 0 },
    sentAt: { type: 'string', required: true },
  },
  indexes: {
    byId: tableKey(['broadcastId']),
  },
});
