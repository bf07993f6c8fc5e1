import type { EventItem } from '../../data/events';

/**
 * Whether anyone may see an event without being in it: public, or private with its
 * make-public-after time passed. What a place page, a team feed and a place feed show; a private
 * game reaches only its people (and their personal calendar feeds).
 */
export const isPublicEvent = (e: Pick<EventItem, 'isPrivate' | 'makePublicAfter'>, nowMs: number) =>
  !e.isPrivate || (e.makePublicAfter !== undefined && Date.parse(e.makePublicAfter) <= nowMs);
