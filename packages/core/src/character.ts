/**
 * The character predicates of every package (`@urilint/core/character`, an
 * internal subpath: not the main API), with the one table of character codes.
 *
 * One lookup table per grammar, one bit per rule, so the scanners test a
 * character against a rule with a single array read (no regex, no branches
 * on ranges). Only ASCII is in the tables: nothing beyond U+007F is allowed
 * in a URI by either RFC.
 */
import {caseBit, codes, firstNonAscii} from './codes.js'
import type {Mode} from './types.js'

export {caseBit, codes, firstNonAscii, maxPort} from './codes.js'

/** Bits of a grammar table: which component may hold the character as is. */
export const Allow = {
  scheme: 1, // RFC 3986 3.1 / RFC 2396 3.1: ALPHA / DIGIT / "+" / "-" / "."
  userinfo: 2,
  regName: 4,
  pathChar: 8, // path characters other than "/"
  query: 16, // query and fragment
  unreserved: 32,
  opaque: 128 // RFC 2396 opaque_part's uric, but for the "?" that Appendix B splits at
} as const

const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const digit = '0123456789'

function table(rules: Array<[number, string]>): Uint8Array {
  const result = new Uint8Array(firstNonAscii)
  for (const [bit, chars] of rules) {
    for (let index = 0; index < chars.length; index++) {
      result[chars.charCodeAt(index)]! |= bit
    }
  }
  return result
}

// RFC 3986 appendix A.
const unreserved3986 = alpha + digit + '-._~'
const subDelims3986 = "!$&'()*+,;="
const pchar3986 = unreserved3986 + subDelims3986 + ':@'

const rfc3986 = table([
  [Allow.scheme, alpha + digit + '+-.'],
  [Allow.userinfo, unreserved3986 + subDelims3986 + ':'],
  [Allow.regName, unreserved3986 + subDelims3986],
  [Allow.pathChar, pchar3986],
  [Allow.query, pchar3986 + '/?'],
  [Allow.unreserved, unreserved3986]
])

// RFC 2396 appendix A.
const unreserved2396 = alpha + digit + "-_.!~*'()"
const reserved2396 = ';/?:@&=+$,'
const pchar2396 = unreserved2396 + ':@&=+$,'

const rfc2396 = table([
  [Allow.scheme, alpha + digit + '+-.'],
  [Allow.userinfo, unreserved2396 + ';:&=+$,'],
  [Allow.regName, unreserved2396 + '$,;:@&=+'],
  // segment = *pchar *( ";" param ): pchar plus ";".
  [Allow.pathChar, pchar2396 + ';'],
  // query = *uric, fragment = *uric.
  [Allow.query, reserved2396 + unreserved2396],
  [Allow.opaque, reserved2396.replace('?', '') + unreserved2396],
  [Allow.unreserved, unreserved2396]
])

/** The grammar table of a mode. */
export function grammar(mode: Mode): Uint8Array {
  return mode === 'rfc2396' ? rfc2396 : rfc3986
}

/** RFC 3986 2.1 / RFC 5234 B.1: HEXDIG (both cases, as RFC 3986 allows). */
export function isHexDigit(code: number): boolean {
  return (
    (code >= codes.digit0 && code <= codes.digit9) ||
    (code >= codes.uppercaseA && code <= codes.uppercaseF) ||
    (code >= codes.lowercaseA && code <= codes.lowercaseF)
  )
}

/** RFC 5234 B.1: ALPHA. */
export function isAlpha(code: number): boolean {
  const folded = code | caseBit
  return folded >= codes.lowercaseA && folded <= codes.lowercaseZ
}

/** RFC 5234 B.1: DIGIT. */
export function isDigit(code: number): boolean {
  return code >= codes.digit0 && code <= codes.digit9
}

/**
 * Whether `text` from `at` reads `lower` (ASCII lower-case letters, digits,
 * `-`, `.`, `+`) in any case, compared in place: no slice to lower-case for
 * the words every URI is asked about. `| caseBit` lower-cases a letter and
 * keeps the others.
 */
export function readsLower(text: string, at: number, lower: string): boolean {
  for (let index = 0; index < lower.length; index++)
    if ((text.charCodeAt(at + index) | caseBit) !== lower.charCodeAt(index)) return false
  return true
}

/** ALPHA / DIGIT (RFC 5234 B.1). */
export function isAlphanumeric(code: number): boolean {
  return isAlpha(code) || isDigit(code)
}

/** CommonMark 2.1 ASCII punctuation: `!` to `/`, `:` to `@`, `[` to `` ` ``, `{` to `~`. */
export function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= codes.exclamationMark && code <= codes.slash) ||
    (code >= codes.colon && code <= codes.atSign) ||
    (code >= codes.leftSquareBracket && code <= codes.graveAccent) ||
    (code >= codes.leftCurlyBrace && code <= codes.tilde)
  )
}

/**
 * Where the blanks (spaces and tabs, CommonMark 2.1's "space or tab") that
 * start at `index` end: the first index at or after `index`, and before
 * `end`, that holds neither, else `end`. `index` at or past `end` is
 * returned as it is. Line breaks are not blanks.
 */
export function skipBlanks(text: string, index: number, end: number): number {
  while (index < end) {
    const code = text.charCodeAt(index)
    if (code !== codes.space && code !== codes.ht) break
    index++
  }
  return index
}

/**
 * Whether `code` is a space outside ASCII, as Unicode's White_Space and
 * JavaScript's `\s` have it (no-break, ideographic, line and paragraph
 * separators, U+FEFF): one set for the scanner and the lint comments.
 */
export function isNonAsciiSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** Whether `text` is all ASCII (RFC 3986 2: else an IRI, with an ASCII form to offer). */
export function isAscii(text: string): boolean {
  // One native search, not a loop over the characters: the extractor asks it of every URI (the 6,959 of
  // mail-spamassassin with `www.` and e-mail: 0.30 against 0.65 ms).
  return !nonAscii.test(text)
}

/** A character past ASCII. */
const nonAscii = /[^\0-\x7f]/

/** The value of a hex digit, or -1. */
export function hexValue(code: number): number {
  if (code >= codes.digit0 && code <= codes.digit9) return code - codes.digit0
  if (code >= codes.uppercaseA && code <= codes.uppercaseF) return code - codes.uppercaseA + 10
  if (code >= codes.lowercaseA && code <= codes.lowercaseF) return code - codes.lowercaseA + 10
  return -1
}

/** The class of a character that no URI may hold as is (RFC 2396 2.4.3, RFC 3986 2). */
export type Excluded = 'control' | 'space' | 'delim' | 'unwise' | 'non-ascii'

/** RFC 2396 2.4.3: the excluded US-ASCII characters, by class; `undefined` otherwise. */
export function excludedClass(code: number): Excluded | undefined {
  if (code < codes.space || code === codes.del) return 'control'
  if (code === codes.space) return 'space'
  if (code > codes.del) return 'non-ascii'
  switch (code) {
    case codes.lessThan:
    case codes.greaterThan:
    case codes.quotationMark:
      return 'delim'
    case codes.leftCurlyBrace:
    case codes.rightCurlyBrace:
    case codes.verticalBar:
    case codes.backslash:
    case codes.caret:
    case codes.leftSquareBracket:
    case codes.rightSquareBracket:
    case codes.graveAccent:
      return 'unwise'
    default:
      return undefined
  }
}

/** The whole code point at `index` (both halves of a surrogate pair), or `''` at the end. */
export function codePointAt(input: string, index: number): string {
  const c = input.charCodeAt(index)
  const next = input.charCodeAt(index + 1)
  return c >= 0xd8_00 && c <= 0xdb_ff && next >= 0xdc_00 && next <= 0xdf_ff
    ? input.slice(index, index + 2)
    : input.charAt(index)
}
