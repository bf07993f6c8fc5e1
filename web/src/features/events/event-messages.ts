import { msg } from '@lingui/core/macro';

/** What the events screens say (toasts and notices), translated where shown: `t(EVENT_CREATED)`. */
export const EVENT_CREATED = msg`Event created`;
export const EVENT_SAVED = msg`Event saved`;
export const EVENT_CANCELLED = msg`Event cancelled. Everyone who joined will be told.`;
export const NOT_ORGANISER = msg`Only the organiser can manage this event.`;
export const LINK_COPIED = msg`Link copied`;
