import { msg } from '@lingui/core/macro';

/** What the events screens say (toasts and notices), translated where shown: `t(EVENT_CREATED)`. */
export const EVENT_CREATED = msg`Event created`;
export const EVENT_SAVED = msg`Event saved`;
/** Saved with new dates while people had spots: the server moved them and told them. */
export const EVENT_MOVED = msg`Event saved. Everyone with a spot keeps it and was told the new time.`;
export const EVENT_CANCELLED = msg`Event cancelled. Everyone who joined will be told.`;
export const NOT_ORGANISER = msg`Only the organiser can manage this event.`;
export const LINK_COPIED = msg`Link copied`;
