import * as z from 'zod';

/**
 * The two kinds of free text a person types, and the links they give. Every text field of a
 * request goes through one of these, so each is bounded and checked once, the same way in the
 * form and in the Lambda (docs/decisions.md, 2026-11-26 input hardening).
 *
 * The length rule runs first and aborts: a content check never reads text that is already too
 * long, so the cost of a request is bounded by the limit, not by what was sent.
 */

export const CONTROL_CHARACTER_MESSAGE = 'Cannot contain control or text-direction characters';
export const LINK_MESSAGE = 'Enter a link to a public website, starting with https:// or http://';
export const HTTPS_LINK_MESSAGE = 'Enter a link to a public website, starting with https://';

/**
 * C0 controls (NUL included), DEL and C1 controls, and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make a name read differently from what it is. One line of
 * text refuses them all, tab and line breaks too.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Longer text keeps its tabs and line breaks; the rest is refused as on one line. */
// eslint-disable-next-line no-control-regex
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const hasControlCharacters = (value: string, multiLine = false) =>
  (multiLine ? multiLineForbidden : singleLineForbidden).test(value);

export interface TextRules {
  min?: number;
  minMessage?: string;
  maxMessage?: string;
}

function text(max: number, multiLine: boolean, rules: TextRules) {
  let schema = z.string().trim();
  if (rules.min !== undefined) schema = schema.min(rules.min, rules.minMessage);
  return schema
    .max(max, { error: rules.maxMessage, abort: true })
    .refine((v) => !hasControlCharacters(v, multiLine), CONTROL_CHARACTER_MESSAGE);
}

/** One line a person types (a name, a title, a label, a city): trimmed, at most `max` characters. */
export const singleLineText = (max: number, rules: TextRules = {}) => text(max, false, rules);

/** Text over several lines (a description, a bio, a post, a message): trimmed, at most `max` characters. */
export const multiLineText = (max: number, rules: TextRules = {}) => text(max, true, rules);

/** The longest link anyone gives: browsers and CDNs handle 2,000 characters everywhere. */
export const LINK_MAX_LENGTH = 2000;

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Loopback, private, link-local, shared (CGNAT), "this network", multicast and reserved IPv4. */
function isInternalIpv4(host: string): boolean {
  const m = ipv4.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** Names that only resolve inside a network (or to this machine). */
const internalSuffixes = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home.arpa', 'localdomain'];

/**
 * True for an absolute http(s) link to a public host: no credentials, no single-label or internal
 * host name, no loopback, private or link-local address. IPv6 literals are allowed only in global
 * unicast space (2000::/3). The WHATWG parser has already normalised hosts (`http://2130706433/`
 * is 127.0.0.1 by then), so the checks see what a browser or fetch would contact.
 */
export function isPublicLink(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  // Longer than any link a field takes: refused unread (the URL parser copies and re-encodes it).
  if (value.length > LINK_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!protocols.includes(url.protocol)) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return /^\[[23][0-9a-f]{3}:/.test(host);
  if (ipv4.test(host)) return !isInternalIpv4(host);
  if (!host.includes('.')) return false;
  return !internalSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

export interface LinkRules {
  /** Only https (images: the page is https and the CSP allows `img-src https:`). */
  httpsOnly?: boolean;
  max?: number;
  message?: string;
}

/** A link a person gives (a team's website, a photo, a partner's site): see `isPublicLink`. */
export function userLink(rules: LinkRules = {}) {
  const max = rules.max ?? LINK_MAX_LENGTH;
  const protocols = rules.httpsOnly ? ['https:'] : ['http:', 'https:'];
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters`, abort: true })
    .refine((v) => isPublicLink(v, protocols), rules.message ?? (rules.httpsOnly ? HTTPS_LINK_MESSAGE : LINK_MESSAGE));
}

/**
 * An e-mail address, length first: zod's address pattern reads a megabyte in about a second, so it
 * only ever sees text that could be an address. The pattern is the one `z.email()` uses.
 */
export const emailAddress = (max: number, message: string, maxMessage: string = message) =>
  z.string().max(max, { error: maxMessage, abort: true }).regex(z.regexes.email, message);
