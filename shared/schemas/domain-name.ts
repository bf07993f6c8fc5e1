import punycode from 'punycode.js';
import * as z from 'zod';
import { messages } from '../constants/messages';
import { siteContentWith } from './site';

/**
 * The custom-domain rule (a team site's own domain), one function for the web form and the API.
 *
 * A name is refused when it is not a public DNS name (syntax, lengths, one label, an IP literal,
 * localhost and the special-use suffixes), when it is one of the product's own names or under one,
 * and when it can pass for another name: an international (xn--) label that mixes scripts, that
 * is written entirely in look-alike letters (Cyrillic "раураl"), or that uses Latin letters which
 * look like plain ones (dotless ı); and any name whose skeleton (look-alikes and accents folded)
 * equals a protected name's. Accented Latin names (münchen-fc.de) are otherwise accepted.
 *
 * Unicode input is accepted and stored in its ASCII (xn--) form, which is what DNS and the Host
 * header carry. The per-deployment part (the product's own names, the team domain, whether
 * `<name>.localhost` is a team domain) comes in a `DomainContext`: the web reads it from
 * /config.json, the API from its environment.
 */
export interface DomainContext {
  /** The product's own names: refused, with every name under them. */
  ownDomains: readonly string[];
  /** Names that may be claimed as they are but not imitated (the special team domain). */
  protectedDomains?: readonly string[];
  /** `<name>.localhost` is a team domain (only where the product itself runs on localhost). */
  localNames?: boolean;
}


export const domainMessages = {
  syntax: 'Enter a domain such as www.example.com',
  tooLong: 'At most 253 characters',
  labelTooLong: 'Each part between dots can have at most 63 characters',
  singleLabel: 'Enter a full domain with a dot, such as www.example.com',
  ipAddress: 'Enter a domain name, not an IP address',
  localhost: 'localhost is this computer, not a domain on the internet',
  reserved: (suffix: string) => `Names ending in .${suffix} are not reachable on the internet: enter a registered domain`,
  own: messages.siteAppDomain,
  invalidInternational: 'Not a valid international domain name',
  mixedScripts: (label: string, a: string, b: string) => `“${label}” mixes ${a} and ${b} letters: names like this can imitate other domains`,
  lookAlike: (label: string, like: string) => `“${label}” looks like “${like}” written with look-alike letters: names like this can imitate other domains`,
  lookAlikeOf: (domain: string) => `Looks too much like ${domain}: choose a name that cannot be mistaken for it`,
} as const;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const MAX_LENGTH = 253;
const hostPattern = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label is a number (decimal, 0x hex or octal): the WHATWG parser reads the host as IPv4. */
const numericLabel = /^(0x[0-9a-f]*|\d+)$/;
/** RFC 6761/6762 special-use names and the usual private suffixes. */
const reservedSuffixes = ['local', 'internal', 'intranet', 'lan', 'localdomain', 'invalid', 'test', 'example', 'onion', 'arpa'];

/**
 * Letters that pass for plain Latin ones, by script (a subset of Unicode's confusables, the ones
 * browsers guard against). A label written only in one of these sets reads as the mapped word.
 */
const lookAlikes: Record<string, Record<string, string>> = {
  Latin: {
    ı: 'i', ȷ: 'j', ɑ: 'a', ɡ: 'g', ɩ: 'i', ɪ: 'i', ʏ: 'y', ʋ: 'v', ɔ: 'c', ɛ: 'e', ƅ: 'b', ĸ: 'k', ɾ: 'r', ſ: 'f',
    ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ɢ: 'g', ʜ: 'h', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p',
    ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z',
  },
  Cyrillic: {
    а: 'a', с: 'c', ԁ: 'd', е: 'e', ҽ: 'e', ԍ: 'g', һ: 'h', і: 'i', ј: 'j', ӏ: 'l', о: 'o', р: 'p', ԛ: 'q', г: 'r',
    ѕ: 's', ԝ: 'w', ѡ: 'w', х: 'x', у: 'y', ү: 'y', ъ: 'b', ь: 'b', п: 'n', ѵ: 'v',
  },
  Greek: { α: 'a', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w' },
  Armenian: { ա: 'w', գ: 'q', զ: 'q', հ: 'h', ո: 'n', ռ: 'n', ս: 'u', ց: 'g', ք: 'p', օ: 'o', լ: 'l' },
};
/** Letters with a stroke or hook have no decomposition; the skeleton folds them by hand. */
const strokeFolds: Record<string, string> = { ø: 'o', đ: 'd', ł: 'l', ħ: 'h', ŧ: 't', ƀ: 'b', ɨ: 'i', ß: 'ss', æ: 'ae', œ: 'oe' };

/** The scripts a label may be written in, checked by Unicode property (Script_Extensions). */
const scriptNames = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan',
  'Myanmar', 'Khmer', 'Ethiopic', 'Cherokee', 'Mongolian', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
] as const;
const scriptPatterns = scriptNames.map((name) => [name, new RegExp(`\\p{Script_Extensions=${name}}`, 'u')] as const);
const letter = /\p{L}/u;

/** UTS 39 "highly restrictive": one script, or Latin with the scripts Japanese, Chinese or Korean mix in. */
const allowedMixes: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOf(ch: string): string[] {
  const found = scriptPatterns.filter(([, re]) => re.test(ch)).map(([name]) => name);
  // A letter of a script not listed counts as a script of its own (digits, hyphens, marks: none).
  return found.length ? found : letter.test(ch) ? [`other:${ch}`] : [];
}

/** The one script a label is written in, or the two it mixes. */
function labelScripts(label: string): { script: string | null } | { mixes: [string, string] } {
  const sets = [...label].map(scriptsOf).filter((s) => s.length > 0);
  if (sets.length === 0) return { script: null };
  const candidates = new Set(sets.flat());
  for (const script of candidates) if (sets.every((s) => s.includes(script))) return { script };
  if (allowedMixes.some((mix) => sets.every((s) => s.some((x) => mix.has(x))))) return { script: 'Han' };
  const first = sets[0]![0]!;
  const other = sets.find((s) => !s.includes(first))![0]!;
  return { mixes: [first, other].map((s) => (s.startsWith('other:') ? `“${s.slice(6)}”` : s)) as [string, string] };
}

/** The Unicode form of an ASCII domain (xn-- labels decoded), or null when a label is not valid Punycode. */
export function toUnicodeDomain(ascii: string): string | null {
  try {
    return ascii
      .split('.')
      .map((label) => {
        if (!label.startsWith('xn--')) return label;
        const decoded = punycode.decode(label.slice(4));
        // Non-canonical encodings (and labels that were plain ASCII anyway) are refused.
        if (!decoded || isAscii(decoded) || `xn--${punycode.encode(decoded)}` !== label) throw new RangeError('not canonical');
        return decoded;
      })
      .join('.');
  } catch {
    return null;
  }
}

/**
 * What a name reads as: look-alike letters mapped to the Latin ones, accents and strokes dropped,
 * then the digits and pairs that pass for letters (0 → o, 1 → l, then rn → m, vv → w, cl → d) folded.
 * Two names with one skeleton can be mistaken for each other.
 */
export function domainSkeleton(domain: string): string {
  const unicode = (domain.includes('xn--') ? toUnicodeDomain(domain) : null) ?? domain;
  const mapped = [...unicode.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
    .map((ch) => strokeFolds[ch] ?? lookAlikes.Latin![ch] ?? lookAlikes.Cyrillic![ch] ?? lookAlikes.Greek![ch] ?? lookAlikes.Armenian![ch] ?? ch)
    .join('');
  return mapped.replace(/0/g, 'o').replace(/1/g, 'l').replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/cl/g, 'd');
}

const isUnder = (name: string, parent: string) => name === parent || name.endsWith(`.${parent}`);
/** Printable ASCII only (a plain label, or a name with nothing to convert). */
const isAscii = (s: string) => !/[^\u0020-\u007e]/.test(s);

/** The label's look-alike reading when every letter of it passes for a Latin one (null otherwise). */
function lookAlikeReading(label: string, script: string, tldScript: string | null): string | null {
  const map = lookAlikes[script];
  if (!map) return null;
  const chars = [...label];
  if (script === 'Latin') {
    // Plain and accented Latin is fine; Latin letters that pass for other plain ones are not.
    if (!chars.some((ch) => map[ch])) return null;
    return chars.map((ch) => map[ch] ?? ch).join('');
  }
  // A whole Cyrillic (Greek, Armenian) label under a TLD of the same script reads as that language.
  if (tldScript === script) return null;
  const letters = chars.filter((ch) => letter.test(ch));
  if (letters.length === 0 || !letters.every((ch) => map[ch])) return null;
  return chars.map((ch) => map[ch] ?? ch).join('');
}

/** The URL parser maps the Unicode form back to the same ASCII (the decoded letters are valid in a host name). */
function idnaRoundTrips(unicode: string, ascii: string): boolean {
  if (unicode === ascii) return true;
  try {
    return new URL(`http://${unicode}/`).hostname === ascii;
  } catch {
    return false;
  }
}

/** Check a domain a person typed; the ASCII form to store, or the message saying what is wrong. */
export function checkDomain(input: string, ctx: DomainContext): DomainCheck {
  const fail = (message: string): DomainCheck => ({ ok: false, message });
  let name = input.trim().toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!name) return fail(domainMessages.syntax);
  if (name.length > MAX_LENGTH) return fail(domainMessages.tooLong);
  if (/^\[.*\]$/.test(name) || (name.includes(':') && /^[0-9a-f:.]+$/.test(name))) return fail(domainMessages.ipAddress);

  let ascii = name;
  if (!isAscii(name)) {
    // Only letters, digits, hyphens and dots: anything else would change what the URL parser reads.
    if (/[\s/\\?#@:%[\]<>^|"'`{}]/u.test(name)) return fail(domainMessages.syntax);
    try {
      // The WHATWG URL parser applies UTS 46 (mapping, Punycode), the same in browsers and Node.
      ascii = new URL(`http://${name}/`).hostname;
    } catch {
      return fail(domainMessages.invalidInternational);
    }
  }
  if (ascii.length > MAX_LENGTH) return fail(domainMessages.tooLong);
  const labels = ascii.split('.');
  if (labels.some((l) => l.length > 63)) return fail(domainMessages.labelTooLong);
  if (numericLabel.test(labels.at(-1)!)) return fail(domainMessages.ipAddress);
  if (ascii === 'localhost') return fail(domainMessages.localhost);
  if (!/^[a-z0-9.-]+$/.test(ascii)) return fail(domainMessages.syntax);
  if (labels.length < 2) return fail(domainMessages.singleLabel);
  if (!hostPattern.test(ascii)) return fail(domainMessages.syntax);

  const localName = ascii.endsWith('.localhost');
  if (localName && !ctx.localNames) return fail(domainMessages.localhost);
  const reserved = reservedSuffixes.find((suffix) => isUnder(ascii, suffix));
  if (reserved) return fail(domainMessages.reserved(reserved));
  // Locally the product is `localhost` and `<name>.localhost` are the teams' domains.
  const own = ctx.ownDomains.map((d) => d.toLowerCase()).filter((d) => !(localName && d === 'localhost'));
  if (own.some((d) => isUnder(ascii, d))) return fail(domainMessages.own);

  const unicode = toUnicodeDomain(ascii);
  if (unicode === null || !idnaRoundTrips(unicode, ascii)) return fail(domainMessages.invalidInternational);
  const unicodeLabels = unicode.split('.');
  const tld = labelScripts(unicodeLabels.at(-1)!);
  const tldScript = 'script' in tld ? tld.script : null;
  for (const label of unicodeLabels) {
    if (isAscii(label)) continue;
    const scripts = labelScripts(label);
    if ('mixes' in scripts) return fail(domainMessages.mixedScripts(label, ...scripts.mixes));
    const reading = scripts.script ? lookAlikeReading(label, scripts.script, tldScript) : null;
    if (reading) return fail(domainMessages.lookAlike(label, reading));
  }

  const skeleton = domainSkeleton(ascii);
  for (const guarded of [...own, ...(ctx.protectedDomains ?? [])].map((d) => d.toLowerCase())) {
    if (isUnder(ascii, guarded)) continue;
    const guardedSkeleton = domainSkeleton(guarded);
    if (isUnder(skeleton, guardedSkeleton)) return fail(domainMessages.lookAlikeOf(guarded));
  }
  return { ok: true, domain: ascii };
}

/**
 * The custom-domain field: trimmed and lowercased, at most 253 characters (checked first, so no
 * later check reads more), then `checkDomain`; the value is the ASCII form. `allowEmpty`: '' means
 * no custom domain.
 */
export const customDomain = (ctx: DomainContext, opts: { allowEmpty?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(MAX_LENGTH, { error: domainMessages.tooLong, abort: true })
    .transform((value, zc) => {
      if (value === '' && opts.allowEmpty) return '';
      const checked = checkDomain(value, ctx);
      if (checked.ok) return checked.domain;
      zc.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });

/** A site's content as this deployment accepts it (the builder's form; the API checks the domain with `customDomain`). */
export const siteContentFor = (ctx: DomainContext) => siteContentWith(customDomain(ctx, { allowEmpty: true }));

/** The DNS record that proves a site's domain is its creator's: name and value to add. */
export const VERIFY_RECORD_PREFIX = '_rally-verify';
export const verificationRecord = (domain: string, token: string) => ({
  type: 'TXT' as const,
  name: `${VERIFY_RECORD_PREFIX}.${domain}`,
  value: `rally-verify=${token}`,
});
