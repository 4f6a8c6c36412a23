/** Predicates and walks over the text that several parts of the scanner use. */
import {parse, passwordSpan} from '@urilint/core'
import {
  caseBit,
  codes,
  firstNonAscii,
  isAlpha,
  isAlphanumeric,
  isDigit,
  isNonAsciiSpace,
  readsLower,
  skipBlanks
} from '@urilint/core/character'
import {isBlankCode, isEolCode, isLabelCode, isNonAsciiUriCode, isSchemeCode, isUriCode} from '../character.js'
import {topLevelDomains} from '../registries.js'
import {schemeStanding, type ExtraSchemes} from '../schemes.js'

/** Schemes a stray letter or a glued word before which is not part of the scheme (`ihttps://`, `SPECIALhttp://`). */
const strayTargets: readonly string[] = ['https', 'http', 'ftp']

/**
 * `|ihttps://`, `|SPECIALhttp://`, `|from.http://`, `|example.comhttp://`:
 * how many characters before `http`, `https` or `ftp` to leave out of an
 * unknown scheme that ends with one (a typo, a stray character, or a word
 * glued on: the URI meant starts at the known scheme), else 0. Not after
 * `+` or `-`, which compose a scheme of their own (`git+https://`).
 */
export function strayBefore(text: string, start: number, colon: number, extra: ExtraSchemes): number {
  // Every URI with `//` comes here: a scheme not ending in `p` or `s` leaves at once, the rest compare codes (no slice).
  const last = text.charCodeAt(colon - 1) | caseBit
  if (colon - start < 4 || (last !== lowercaseP && last !== lowercaseS)) return 0
  for (const target of strayTargets) {
    const at = colon - target.length
    if (at <= start || !readsLower(text, at, target)) continue
    const before = text.charCodeAt(at - 1)
    if (!isAlphanumeric(before) && before !== codes.dot) return 0
    return schemeStanding(text, start, colon, extra) === 'unknown' ? at - start : 0
  }
  return 0
}

/** `p` and `s`, which `core`'s codes do not name. */
const lowercaseP = 0x70
const lowercaseS = 0x73

/**
 * `www.example.com|'s tools`, `http://example.com|-----`: where a bare URI
 * that is only a host (and a port) from `hostStart` to `end` ends when a
 * possessive `'s`, a run of `-` or `_` or a word in parentheses follows the
 * host: none can end a host (a label holds no `'` nor `(` and never ends
 * with `-`; `_` is no host name's). `end` otherwise.
 */
export function hostOnlyEnd(text: string, hostStart: number, end: number): number {
  let last = end
  // `Retrieving http://www.example.com(200)`: a status after the host; no host name holds a `(`.
  if (text.charCodeAt(end - 1) === codes.rightParenthesis) {
    let parenthesis = end - 2
    while (parenthesis > hostStart && text.charCodeAt(parenthesis) !== codes.leftParenthesis) parenthesis--
    if (parenthesis > hostStart) last = parenthesis
  } else if (
    last - hostStart > 2 &&
    text.charCodeAt(last - 2) === codes.apostrophe &&
    (text.charCodeAt(last - 1) | caseBit) === lowercaseS
  )
    last -= 2
  else while (last > hostStart && isSeparatorCode(text.charCodeAt(last - 1))) last--
  last = gluedWordStart(text, hostStart, last)
  if (last === end || last === hostStart) return end
  const lastCode = text.charCodeAt(last - 1)
  if (!isAlphanumeric(lastCode) && !(lastCode >= firstNonAscii && isNonAsciiUriCode(lastCode))) return end
  for (let index = hostStart; index < last; index++) {
    const code = text.charCodeAt(index)
    if (
      !isLabelCode(code) &&
      code !== codes.dot &&
      code !== codes.colon &&
      !(code >= firstNonAscii && isNonAsciiUriCode(code))
    )
      return end
  }
  return last
}

/**
 * `edge.com.sg|Surfer`: where a capitalised word glued after the top-level
 * domain starts (a text part that lost its line breaks), else `last`. Only
 * where the lower-case start of the last label is a top-level domain and
 * the whole label is none.
 */
function gluedWordStart(text: string, hostStart: number, last: number): number {
  let label = last
  while (label > hostStart && isAlpha(text.charCodeAt(label - 1))) label--
  if (label === hostStart || text.charCodeAt(label - 1) !== codes.dot) return last
  let capital = label
  while (capital < last && isLowerAlpha(text.charCodeAt(capital))) capital++
  if (capital === label || capital > last - 2 || isLowerAlpha(text.charCodeAt(capital))) return last
  for (let index = capital + 1; index < last; index++) if (!isLowerAlpha(text.charCodeAt(index))) return last
  const domain = text.slice(label, capital)
  return topLevelDomains.has(domain) && !topLevelDomains.has(text.slice(label, last).toLowerCase()) ? capital : last
}

/** `a` to `z`. */
function isLowerAlpha(code: number): boolean {
  return code >= 0x61 && code <= 0x7a
}

/** `-` or `_`: what a separator line is drawn with (`-----`, `_____`). */
function isSeparatorCode(code: number): boolean {
  return code === codes.dash || code === codes.underscore
}

/**
 * Character references that stand for what ends a URI in text: a no-break
 * space, `<`, `>` and `"` (HTML's named ones, and their numbers), lower case.
 * `&amp;` is not one: a query written in HTML holds it.
 */
const endingReferences: ReadonlySet<string> = new Set([
  'nbsp',
  'lt',
  'gt',
  'quot',
  '#160',
  '#xa0',
  '#60',
  '#x3c',
  '#62',
  '#x3e',
  '#34',
  '#x22'
])

/** Longest name of `endingReferences`, with its `&`. */
const maxReference = 5

/** `http://example.com/|&nbsp;`: whether a character reference of `endingReferences` starts at `index` (an `&`). */
export function isEndingReference(text: string, index: number, to: number): boolean {
  const limit = Math.min(to, index + maxReference + 1)
  for (let at = index + 1; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.semicolon) return at > index + 1 && endingReferences.has(text.slice(index + 1, at).toLowerCase())
    if (!isAlphanumeric(code) && code !== codes.numberSign) return false
  }
  return false
}

/** Attributes whose value is a URI, lower case (HTML 4.01 `%URI;`: `href`, `src`, `action`, …). */
const uriAttributes: readonly string[] = ['href', 'src', 'action']

/**
 * `<a href=|www.example.com/x>`, `<a href=|"…">`: whether `start` follows
 * `href=`, `src=` or `action=` (any case) after whitespace: where an HTML
 * attribute's value starts (HTML 13.1.2.3). Unquoted, it ends at whitespace
 * or `>`, as a bare URI does; quoted, at its quote.
 */
export function afterAttribute(text: string, start: number, from: number): boolean {
  if (start <= from || text.charCodeAt(start - 1) !== codes.equalsTo) return false
  for (const name of uriAttributes) {
    const at = start - 1 - name.length
    if (at - 1 < from || text.charCodeAt(at - 1) > codes.space) continue
    if (text.slice(at, start - 1).toLowerCase() === name) return true
  }
  return false
}

/** Longest template (`${…}`, `{{…}}`) taken into a URI. */
const maxTemplate = 64

/**
 * `//|[your server name]/`: where a host written as a bracketed placeholder
 * with spaces ends, or -1 (`[ANY-UPPER-CASE]` has none, and needs no help).
 * A letter first, then letters, digits, spaces, `-`, `_` and `.`, a `]`
 * within `maxTemplate`, and after it what may follow a host (`:`, `/`, `?`,
 * `#`) or the URI's end; an IP literal has a `:` inside, so is never one.
 */
export function bracketHostEnd(text: string, index: number, to: number): number {
  if (!isAlpha(text.charCodeAt(index + 1))) return -1
  const limit = Math.min(to, index + maxTemplate)
  let spaced = false
  for (let at = index + 2; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.rightSquareBracket) {
      const after = at + 1 < to ? text.charCodeAt(at + 1) : Number.NaN
      const ends =
        Number.isNaN(after) ||
        after === codes.colon ||
        after === codes.slash ||
        after === codes.questionMark ||
        after === codes.numberSign ||
        !isUriCode(after)
      return spaced && ends ? at + 1 : -1
    }
    if (code === codes.space) spaced = true
    else if (!(isAlphanumeric(code) || code === codes.dash || code === codes.underscore || code === codes.dot))
      return -1
  }
  return -1
}

/**
 * `|${NAME}` or `|{{ name }}`: where a short, balanced template of
 * name characters ends, or -1. RFC 3986 excludes braces, but docs write
 * placeholders with them; taking the template whole gives the URI its
 * author meant (the core still reports the braces), as linkify-it does.
 */
export function templateEnd(text: string, index: number, to: number): number {
  let depth = 0
  const limit = Math.min(to, index + maxTemplate)
  for (let at = index; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.leftCurlyBrace) depth++
    else if (code === codes.rightCurlyBrace) {
      depth--
      if (depth === 0) return at + 1
    } else if (!(
      isSchemeCode(code) ||
      code === codes.underscore ||
      code === codes.colon ||
      (isBlankCode(code) && depth === 2)
    ))
      return -1
  }
  return -1
}

/**
 * `|⏎  > > next`: skip a line break (CR, LF or CRLF), the indentation, and
 * `depth` quote markers (`>`, each with optional blanks). Returns where the
 * next line's content starts, or -1 when the next line is blank, ends the
 * text, or is quoted less deeply (another paragraph).
 */
export function skipLineBreak(text: string, index: number, to: number, depth: number): number {
  if (text.charCodeAt(index) === codes.cr) {
    index++
    if (index < to && text.charCodeAt(index) === codes.lf) index++
  } else {
    index++
  }

  index = skipBlanks(text, index, to)

  for (let level = 0; level < depth; level++) {
    if (index >= to || text.charCodeAt(index) !== codes.greaterThan) return -1
    index = skipBlanks(text, index + 1, to)
  }

  if (index >= to || isEolCode(text.charCodeAt(index))) return -1
  return index
}

/**
 * `⏎  > > |at`: the offset of the line break (its last character) before
 * `at` with only indentation and quote markers between, or -1. Looks back
 * over blanks and `>` only, down to `floor`.
 */
export function lineBreakBefore(text: string, at: number, floor: number): number {
  while (at > floor && (isBlankCode(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === codes.greaterThan)) at--
  return at > floor && isEolCode(text.charCodeAt(at - 1)) ? at - 1 : -1
}

/**
 * Start of the line that holds `index`. Called at most once per attempt
 * that reaches a line break, and at most one attempt of each kind per line
 * reaches its end, so the walk back stays linear.
 */
export function lineStartOf(text: string, index: number, from: number): number {
  let lineStart = index
  while (lineStart > from && !isEolCode(text.charCodeAt(lineStart - 1))) lineStart--
  return lineStart
}

/** How many quote markers (`>`) start the line from `lineStart` to `index`. */
export function quoteDepth(text: string, lineStart: number, index: number): number {
  let depth = 0
  let cursor = skipBlanks(text, lineStart, index)

  while (cursor < index && text.charCodeAt(cursor) === codes.greaterThan) {
    depth++
    cursor = skipBlanks(text, cursor + 1, index)
  }

  return depth
}

/**
 * Whether the URI made of `pieces` (flattened) and `text.slice(pieceStart, end)` holds a `?`: a query, which
 * a last `&` goes on (`…?a=1&⏎b=2`, a client's wrap). Without one, a last `&` separates what follows: a form's
 * next field (LWP::Authen::OAuth2::Overview(3pm)'s `redirect_uri=https://…/code&⏎grant_type=…`), a shell's
 * next command. Asked only of a URI that ends with `&`.
 */
export function holdsQuery(text: string, pieces: readonly number[], pieceStart: number, end: number): boolean {
  for (let at = 0; at < pieces.length; at += 2) if (holdsMark(text, pieces[at]!, pieces[at + 1]!)) return true
  return holdsMark(text, pieceStart, end)
}

/** Whether `text.slice(start, end)` holds a `?`. */
export function holdsMark(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (text.charCodeAt(index) === codes.questionMark) return true
  return false
}

/** Sentence punctuation that ends a bare URI rather than belonging to it. */
export function isTrailingPunctuation(code: number): boolean {
  return (
    code === codes.dot ||
    code === codes.comma ||
    code === codes.semicolon ||
    code === codes.colon ||
    code === codes.exclamationMark ||
    code === codes.questionMark ||
    code === codes.asterisk ||
    code === 0x2013 // en dash
  )
}

/**
 * `label.label…tld`: letters, digits, `-` or non-ASCII in each label, no label
 * empty or starting or ending with `-`, at least one dot, and a top-level
 * label in IANA's list (`www.tmac`, a groff file, and `WWW.htm` are not hosts).
 */
export function isHostWithTld(text: string, start: number, end: number): boolean {
  let labelStart = start
  let dots = 0

  for (let index = start; index <= end; index++) {
    const code = index < end ? text.charCodeAt(index) : codes.dot

    if (code === codes.dot) {
      if (index === labelStart) return false
      if (text.charCodeAt(labelStart) === codes.dash || text.charCodeAt(index - 1) === codes.dash) return false
      if (index < end) {
        dots++
        labelStart = index + 1
      }
    } else if (!isLabelCode(code) && !(code >= firstNonAscii && isNonAsciiUriCode(code))) {
      return false
    }
  }

  return dots > 0 && isTopLevelDomain(text, labelStart, end)
}

/** Whether `text.slice(start, end)` is a top-level domain, in any case. */
export function isTopLevelDomain(text: string, start: number, end: number): boolean {
  const key = shortKey(text, start, end)
  return key >= 0 ? shortTopLevelDomains.has(key) : topLevelDomains.has(text.slice(start, end).toLowerCase())
}

/** Longest top-level domain looked up by `shortKey`: 6 letters of 5 bits each fit a small integer. */
const shortLength = 6

/**
 * `text.slice(start, end)` as a number when it is 1 to `shortLength` ASCII
 * letters (each lower-cased to 1 to 26, 5 bits), else -1: most top-level
 * domains are looked up without a slice and a lower-cased copy (every
 * address and `www.` host asks).
 */
function shortKey(text: string, start: number, end: number): number {
  if (end <= start || end - start > shortLength) return -1
  let key = 0
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (!isAlpha(code)) return -1
    key = key * 32 + (code | caseBit) - 0x60
  }
  return key
}

/** The `shortKey` of each top-level domain that has one. */
const shortTopLevelDomains: ReadonlySet<number> = new Set(
  [...topLevelDomains].map((domain) => shortKey(domain, 0, domain.length)).filter((key) => key >= 0)
)

/** Whether `code` ends a run of non-blank text: a control, a space (Unicode's too: `\u3000`), DEL. */
function isRunEnd(code: number): boolean {
  if (code <= codes.space || code === codes.del) return true
  if (code < firstNonAscii) return false
  // NEL too: a C1 control.
  return code === 0x85 || isNonAsciiSpace(code)
}

/** Whether `text.slice(start, end)` holds a letter, a digit or a non-ASCII character. */
export function hasWordCharacterIn(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (isAlphanumeric(code) || code >= firstNonAscii) return true
  }

  return false
}

/**
 * What the last call of `passwordEnd` learned about a match (its `text` and
 * `start`): where it searched from, the `://` it found, and how far on no
 * `@` stands. A scanner calls it at every character that would end a URI
 * (`<https://u:[a|[a|…@h/[a|…>`): without this, each call would read the
 * run again, a quadratic time.
 */
const lastRead = {text: '', start: -1, index: -1, slashes: -1, noAtUntil: -1}

/**
 * Forget what `passwordEnd` learned, at the start of a scan: its next
 * `text` may be another string of the same length and characters, and
 * `===` tells two such strings apart only by reading both (12 ms for 20 MB,
 * at the first call of each scan).
 */
export function forgetLastRead(): void {
  lastRead.text = ''
  lastRead.start = -1
}

/**
 * `scheme://user:Kx|"9@db.acme.io/`: where the password goes on to when
 * the character at `index` (`" ) < > \ ] ^ `` ` `` { | }`, a closing
 * delimiter) would end the URI that starts at `start`: the `@` before its
 * host, as core reads the URI (`passwordSpan`: the last `@` before the
 * host, whatever comes between; also in a URI written inside it), when the run of non-blank text reaches it
 * and `index` is in the userinfo; else -1. The look stops at the next
 * `://`, where a URI of its own starts, so the looks of successive URIs do
 * not overlap: the scan stays linear. A caller that read the run itself
 * gives its last `://` (`lastSlashes`), and the walk back is not made.
 */
export function passwordEnd(
  text: string,
  start: number,
  index: number,
  to: number,
  www = false,
  // The start of the last `://` the caller read before `index` (-1: none), when it read every character from `start`.
  lastSlashes?: number
): number {
  const code = text.charCodeAt(index)
  if (isRunEnd(code)) return -1
  // A later call for the same match: no `@` was ahead of the last one up to the end of its run, nor is there now.
  const known = lastRead.text === text && lastRead.start === start && index > lastRead.index
  if (known && index < lastRead.noAtUntil) return -1
  // The URI the password would be in: the last that starts before `index`, the one at `start` or one written
  // inside it (`https://web.archive.org/web/2020/https://u:Kx"9@db/`); a `www.` find is read as `http://www.…`.
  // Searched back only to where the last call for this match searched from: each character is looked at once.
  const floor = known ? Math.max(start, lastRead.index - 2) : start
  let slashes = index - 3
  if (lastSlashes === undefined) while (slashes >= floor && !text.startsWith('://', slashes)) slashes--
  else slashes = lastSlashes >= floor ? lastSlashes : floor - 1
  if (slashes < floor && known) slashes = lastRead.slashes
  lastRead.text = text
  lastRead.start = start
  lastRead.index = index
  lastRead.slashes = slashes
  lastRead.noAtUntil = -1
  let uriStart = start
  let authority = start
  if (slashes >= start) {
    uriStart = slashes
    while (uriStart > start && isSchemeCode(text.charCodeAt(uriStart - 1))) uriStart--
    while (uriStart < slashes && !isAlpha(text.charCodeAt(uriStart))) uriStart++
    if (uriStart === slashes) return -1
    authority = slashes + 3
  } else if (!www) {
    return -1
  }
  // `[a](https://www.ibm.com)[b](mailto:x@ibm.com)`, `{"https://registry.npmjs.org":{"@":…`: right after a host
  // name (no user name), the URI ended.
  if (isHostWithTld(text, authority, index)) return -1
  let end = index + 1
  let at = false
  for (; end < to; end++) {
    const c = text.charCodeAt(end)
    if (isRunEnd(c)) break
    if (c === codes.atSign) at = true
    else if (c === codes.colon && text.startsWith('//', end + 1)) break
  }
  // No `@` ahead: no password to reach, from here to the end of the run.
  if (!at) {
    lastRead.noAtUntil = end
    return -1
  }
  const prefix = uriStart === start && www ? 'http://' : ''
  const span = passwordSpan(parse(prefix + text.slice(uriStart, end)))
  const offset = uriStart - prefix.length
  // `index` in the userinfo: in the password, or in a user name before one; and a host after its `@`
  // (`http://Data::>@` is a Perl name and a stray `@`, not a password).
  if (span === undefined || authority > index || offset + span.end <= index) return -1
  const host = offset + span.end + 1
  return host < end && (hasWordCharacterIn(text, host, host + 1) || text.charCodeAt(host) === codes.leftSquareBracket)
    ? offset + span.end
    : -1
}

/**
 * Where a footnote's number glued to a path starts, at the end of `text.slice(start, end)`: DocBook's
 * `<https://libreswan.org/[1]>`, pod2man's `http://svn-bp.alioth.debian.org/[1].`, scons(1)'s
 * `http://www.opensource.org/licenses/alphabetical[5]` (no path holds `[` unencoded, RFC 3986 3.3); `end` without
 * one. In a query a bracket is data (PHP's `?a[1]`), and stays.
 */
export function footnoteStart(text: string, start: number, end: number): number {
  if (text.charCodeAt(end - 1) !== codes.rightSquareBracket) return end
  let at = end - 2
  while (at > start && isDigit(text.charCodeAt(at))) at--
  if (at === end - 2 || at <= start || text.charCodeAt(at) !== codes.leftSquareBracket) return end
  // After the path's `/`, or a segment's last letter or digit, of a path with no query or fragment before.
  const before = text.charCodeAt(at - 1)
  if (before !== codes.slash && !isAlphanumeric(before)) return end
  for (let index = start; index < at; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.questionMark || code === codes.numberSign || code === codes.leftSquareBracket) return end
  }
  return at
}

/** Longest name read between `<` and `>` inside a URI. */
const longestAngleName = 32

/**
 * `<|command_name>`: where the name that starts at `start` ends after its `>`, or -1: a letter, then letters,
 * digits, `_` and `-`, then `>`; with at least one `_` or `-`, or a `/` after it (`/<project>/tags`), unless `any`.
 */
export function angleNameEnd(text: string, start: number, to: number, any: boolean): number {
  if (!isAlpha(text.charCodeAt(start))) return -1
  const limit = Math.min(to, start + longestAngleName)
  let joined = any
  for (let at = start + 1; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.greaterThan) return joined || text.charCodeAt(at + 1) === codes.slash ? at + 1 : -1
    if (code === codes.underscore || code === codes.dash) joined = true
    else if (!isAlphanumeric(code)) return -1
  }
  return -1
}
