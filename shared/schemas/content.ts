import { limits } from '../constants/limits';

/**
 * The "custom check" on display and full names (spec §5, content not shown). Decided here
 * (docs/decisions.md 2026-11-22): a name may not contain a link, an e-mail address or profanity,
 * because names are shown to strangers on event rosters, cards and search results.
 *
 * The profanity word list (obscenity, ~16 KB gzip) is installed by importing
 * `./profanity` where names are checked (the users Lambda, the profile form), so pages that only
 * call the API do not download it. Without it, links and e-mail addresses are still refused.
 */
export const NAME_CONTENT_MESSAGE = 'Names cannot contain links, e-mail addresses or offensive words';

/**
 * The longest name the check reads (full names, spec §9). Anything longer is refused by the length
 * rule already; refusing it here too, unread, keeps the check's cost bounded even for a caller that
 * forgot the length rule (the profanity matcher reads about a megabyte a second).
 */
export const NAME_CHECK_MAX_LENGTH = limits.fullName.max;

/**
 * Both patterns run in time linear in the input, whatever it holds (names are checked on every
 * keystroke and every save): no quantified group, and every variable-length part is followed by a
 * character it cannot match, so a failed attempt never re-reads what it read.
 * - A link: a scheme, `www.`, or two label characters before a dot and a common top-level domain
 *   (two are enough: a longer label ends in two label characters too).
 * - An address: something, `@`, a domain whose first dot after its first character is followed by
 *   one more character. That is exactly "x@y.z" with y and z non-empty, found at the first dot.
 */
export const linkPattern = /https?:\/\/|www\.|[a-z0-9-]{2}\.(?:com|net|org|io|co|app|dev|xyz|info|biz|me|us|ly|gg|tv)\b/i;
export const emailPattern = /[^\s@]@[^\s@][^\s@.]*\.[^\s@]/;

let profanity: (value: string) => boolean = () => false;

/** Install the profanity matcher (see ./profanity). */
export function setProfanityCheck(check: (value: string) => boolean): void {
  profanity = check;
}

export function hasForbiddenContent(value: string): boolean {
  if (value.length > NAME_CHECK_MAX_LENGTH) return true;
  return linkPattern.test(value) || emailPattern.test(value) || profanity(value);
}
