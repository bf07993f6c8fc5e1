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

const url = /(https?:\/\/|www\.)|\b[a-z0-9-]{2,}\.(com|net|org|io|co|app|dev|xyz|info|biz|me|us|ly|gg|tv)\b/i;
const email = /[^\s@]+@[^\s@]+\.[^\s@]+/;

let profanity: (value: string) => boolean = () => false;

/** Install the profanity matcher (see ./profanity). */
export function setProfanityCheck(check: (value: string) => boolean): void {
  profanity = check;
}

export function hasForbiddenContent(value: string): boolean {
  return url.test(value) || email.test(value) || profanity(value);
}
