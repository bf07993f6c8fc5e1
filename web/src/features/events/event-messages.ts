/** What the events screens say (toasts and notices), so tests assert the same words. */
export const EVENT_CREATED = 'Event created';
export const EVENT_SAVED = 'Event saved';
export const EVENT_CANCELLED = 'Event cancelled. Everyone who joined will be told.';
export const NOT_ORGANISER = 'Only the organiser can manage this event.';
export const LINK_COPIED = 'Link copied';
