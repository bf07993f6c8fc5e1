/** punycode.js (Mathias Bynens) ships no types; only what shared/schemas/domain-name.ts uses. */
declare module 'punycode.js' {
  /** RFC 3492 decode of one label's Punycode (without `xn--`); throws a RangeError when invalid. */
  export function decode(input: string): string;
  /** RFC 3492 encode of one label (without `xn--`). */
  export function encode(input: string): string;
  const punycode: { decode: typeof decode; encode: typeof encode };
  export default punycode;
}
