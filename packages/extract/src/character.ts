/**
 * Character classes of running text for the Appendix E scanner, one
 * predicate per class (the generic ones, ALPHA, DIGIT and the like, are
 * core's `@urilint/core/character`). ASCII goes through one lookup table;
 * the rest through `isNonAsciiUriCode`.
 */
import {codes, firstNonAscii} from '@urilint/core/character'

/** RFC 3986 section 3.1: `ALPHA / DIGIT / "+" / "-" / "."` after the first letter. */
const schemeBit = 1
/** RFC 3986 section 2: unreserved, reserved and `%`, the characters a URI may hold. */
const uriBit = 2
/** RFC 5322 section 3.2.3 `atext` and `.`: an e-mail local part. */
const localBit = 4
/** Letters, digits and `-`: a host label. */
const labelBit = 8
/** `/ . - _ ~ ? & = # % + , ; :`: where a URI is wrapped in mid-flow. */
const wrapBit = 16
/** Whitespace, an opening bracket or quote, emphasis or a mail quote's `>`: what may stand before a scheme written without `//`. */
const schemeLeadBit = 32
/** `|`, `\` and `^`: excluded by RFC 3986, but taken by browsers, so a URI inside `<…>` goes on over them. */
const bracketedBit = 64
/** URI characters a bare URI's body steps over with no other look (not `( ) [ ] ' & , :`): most of what it reads. */
const plainBit = 128

const table = new Uint8Array(firstNonAscii)

/** Add `bits` to the class of each code. */
function mark(bits: number, list: Iterable<number>): void {
  for (const code of list) table[code] = table[code]! | bits
}

function range(first: number, last: number): number[] {
  const list: number[] = []
  for (let code = first; code <= last; code++) list.push(code)
  return list
}

function codesOf(characters: string): number[] {
  return [...characters].map((character) => character.charCodeAt(0))
}

const alphanumerics = [
  ...range(codes.digit0, codes.digit9),
  ...range(codes.uppercaseA, codes.uppercaseZ),
  ...range(codes.lowercaseA, codes.lowercaseZ)
]
mark(schemeBit | uriBit | localBit | labelBit, alphanumerics)
mark(schemeBit, [codes.plusSign, codes.dash, codes.dot])
mark(labelBit, [codes.dash])
mark(uriBit, codesOf("-._~:/?#[]@!$&'()*+,;=%"))
mark(localBit, codesOf("!#$%&'*+-/=?^_`{|}~."))
mark(wrapBit, codesOf('/.-_~?&=#%+,;:'))
mark(bracketedBit, codesOf('|\\^'))
mark(schemeLeadBit, [codes.space, codes.ht, codes.lf, codes.cr, ...codesOf('([<>"\'`*')])
mark(plainBit, [...alphanumerics, ...codesOf('-._~/?#@!$*+;=%')])

/** Whether `code` is an ASCII URI character that needs no other look in a bare URI's body (see `plainBit`). */
export function isPlainUriCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & plainBit) !== 0
}

/**
 * A run of the ASCII characters `takes` takes, as a sticky expression: V8's
 * compiled expression reads a URI's body in 90 ns where a `charCodeAt` loop
 * took 120 to 140 (the 4,554 URIs of mail-spamassassin, 36 characters a run).
 */
function runOf(takes: (code: number) => boolean): RegExp {
  const taken = [...table.keys()].filter((code) => takes(code))
  return new RegExp(`[${taken.map((code) => '\\x' + code.toString(16).padStart(2, '0')).join('')}]{0,${runStep}}`, 'y')
}

/**
 * The most characters one match of a `runOf` expression reads: an expression cannot be told to stop at `to`, so
 * it reads at most this far past it (a run of megabytes read again at every segment's URI would be quadratic).
 */
const runStep = 256

/** The end of the run that `run` (made by `runOf`) reads from `index`, at most `to`. */
function runEnd(run: RegExp, text: string, index: number, to: number): number {
  let end = index
  for (;;) {
    run.lastIndex = end
    run.test(text)
    const next = run.lastIndex
    if (next - end < runStep || next >= to) return next < to ? next : to
    end = next
  }
}

const plainRun = runOf(isPlainUriCode)

/** The end of the run of `isPlainUriCode` characters that starts at `index`, at most `to`. */
export function plainRunEnd(text: string, index: number, to: number): number {
  return runEnd(plainRun, text, index, to)
}

/** ASCII URI characters but `:`, which a scanner that looks for `://` stops at. */
const uriRun = runOf((code) => (table[code]! & uriBit) !== 0 && code !== codes.colon)

/** The end of the run of ASCII URI characters other than `:` that starts at `index`, at most `to`. */
export function uriRunEnd(text: string, index: number, to: number): number {
  return runEnd(uriRun, text, index, to)
}

/** Whether `code` may continue a scheme (RFC 3986 section 3.1). */
export function isSchemeCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & schemeBit) !== 0
}

/** Whether a URI wrapped across lines may stop at `code` (see `wrapBit`). */
export function isWrapPointCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & wrapBit) !== 0
}

/**
 * Whether `code` may stand right before a scheme written without `//`
 * (see `schemeLeadBit`), or is non-ASCII punctuation (`“`); not a path, an
 * assignment or code (`/`, `=`, `{`, `.`).
 */
export function isSchemeLeadCode(code: number): boolean {
  if (code >= firstNonAscii) return !isNonAsciiUriCode(code)
  return (table[code]! & schemeLeadBit) !== 0
}

/** Whether a URI inside `<…>` goes on over `code` though RFC 3986 excludes it (see `bracketedBit`). */
export function isBracketedOnlyCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & bracketedBit) !== 0
}

/** Whether `code` is space or tab. */
export function isBlankCode(code: number): boolean {
  return code === codes.space || code === codes.ht
}

/** Whether `code` is CR or LF. */
export function isEolCode(code: number): boolean {
  return code === codes.lf || code === codes.cr
}

/** Whether `code` is a blank or a line break. */
export function isSpaceCode(code: number): boolean {
  return isBlankCode(code) || isEolCode(code)
}

/** Whether `code` is `|` or U+2502 `│` (groff's `-Tutf8` boxes): a table cell's border. */
export function isCellBorderCode(code: number): boolean {
  return code === codes.verticalBar || code === 0x2502
}

/** Whether `code` is an e-mail `atext` character or `.`. */
export function isLocalPartCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & localBit) !== 0
}

/** Whether `code` is a letter, digit or `-`. */
export function isLabelCode(code: number): boolean {
  return code < firstNonAscii && (table[code]! & labelBit) !== 0
}

/**
 * Whether `code` may appear in a URI (or an IRI) as written in text: the
 * ASCII characters of RFC 3986 section 2, or a non-ASCII character that is
 * not a space, a control or punctuation that ends a URI in running text.
 */
export function isUriCode(code: number): boolean {
  if (code < firstNonAscii) return (table[code]! & uriBit) !== 0
  return isNonAsciiUriCode(code)
}

/**
 * RFC 3987 `ucschar` minus what ends a URI in running text: C1 controls,
 * Unicode spaces, bidirectional marks, typographic quotes and dashes, the
 * ellipsis, box drawing, ideographic and full-width punctuation, the BOM and U+FFFD.
 */
export function isNonAsciiUriCode(code: number): boolean {
  if (code < 0xa0) return false // C1 controls
  if (code === 0xa0 || code === 0xab || code === 0xbb) return false // NBSP, guillemets
  if (code >= 0x2000 && code <= 0x206f) {
    // General Punctuation: spaces, ZW and bidi marks, dashes, quotes, ellipsis.
    // Kept: the joiners U+200C and U+200D (inside words of many scripts), the
    // hyphens U+2010 and U+2011, and the en dash U+2013 (`Hatfield–McCoy`).
    return code === 0x200c || code === 0x200d || code === 0x2010 || code === 0x2011 || code === 0x2013
  }
  if (code === 0x1680) return false // Ogham space
  if (code >= 0x2500 && code <= 0x259f) return false // box drawing and blocks: a table's borders (groff's -Tutf8)
  if (code >= 0x3000 && code <= 0x3003) return false // ideographic space, comma, full stop
  if (code >= 0x3008 && code <= 0x3011) return false // CJK brackets
  if (code === 0xfeff || (code >= 0xfff9 && code <= 0xfffd)) return false // BOM, specials
  if (code >= 0xff01 && code <= 0xff0f) return false // full-width punctuation
  if (code >= 0xff1a && code <= 0xff1f) return false
  if (code >= 0xff3b && code <= 0xff40) return false
  if (code >= 0xff5b && code <= 0xff65) return false
  return true
}
