/** Delimited URIs: `<…>`, `<URL:…>` and `"…"`, rejoined across wrapped lines (Appendix E). */
import {caseBit, codes, firstNonAscii, isAlpha, isAlphanumeric, skipBlanks} from '@urilint/core/character'
import {
  isBlankCode,
  isBracketedOnlyCode,
  isEolCode,
  isLabelCode,
  isLocalPartCode,
  isSchemeCode,
  isUriCode,
  isWrapPointCode,
  uriRunEnd
} from '../character.js'
import {limits} from '../limits.js'
import {hasSchemeShape, schemeStanding} from '../schemes.js'
import type {Delimiter} from '../types.js'
import {newMatch, noHyphens, type Context, type RawMatch, type ScanOptions} from './match.js'
import {
  afterAttribute,
  angleNameEnd,
  footnoteStart,
  hasWordCharacterIn,
  isHostWithTld,
  isTopLevelDomain,
  isTrailingPunctuation,
  lineBreakBefore,
  lineStartOf,
  passwordEnd,
  quoteDepth,
  skipLineBreak,
  strayBefore,
  templateEnd
} from './text.js'

/** How many line breaks `openingBefore` looks back over (a scheme split at each). */
const maxOpeningLines = 4

/**
 * The delimited URI whose opening delimiter comes right before the word at
 * `start` (a scheme, or an e-mail local part): `"|word`, `<|word`,
 * `<URL:|word`, with blanks between for `<`, and across line breaks with
 * indentation and quote markers (`<⏎  > word`, a word split `<ht⏎tp:…`).
 * The attempt itself (`delimited`) decides, as if the scan had stopped at
 * the delimiter; this only finds where it is. Looks back over word
 * characters, blanks, `>` and line breaks only, none of which is an
 * anchor, so the stretches looked at by successive anchors do not overlap,
 * but for a `www.` and the colon or `@` of its word, which find the same
 * opening: an attempt that failed is not made again (`failedOpening`).
 */
export function delimitedBefore(context: Context, start: number, floor: number, scheme: boolean): RawMatch | undefined {
  const open = openingBefore(context.text, start, floor, scheme)
  // `<www.a:b…`: the `www.` and the colon after it find the same opening, tried once.
  if (open < 0 || open === context.failedOpening) return undefined
  const match = delimited(
    context,
    open,
    context.text.charCodeAt(open) === codes.quotationMark ? codes.quotationMark : codes.greaterThan
  )
  if (!match) context.failedOpening = open
  return match
}

/**
 * `delimitedBefore` for the local part from `start` to the `@` at `at`.
 * The usual one, `<|user@example.org>` (most of the 27,360 addresses of the
 * prose corpus, in ChangeLogs and copyright files), is decided here in one
 * read of its characters; `delimited` would read them three times (its
 * loop, `isAddressLike` and `isEmail`), and it decides the rest. (Prose,
 * `www.` and e-mail: 50.5 to 45.6 ms a run, one-byte; 54.5 to 51.2 two-byte.)
 */
export function addressBefore(context: Context, start: number, at: number, floor: number): RawMatch | undefined {
  const {text} = context
  const open = openingBefore(text, start, floor, false)
  if (open < 0) return undefined
  const quote = text.charCodeAt(open) === codes.quotationMark
  if (!quote && open === start - 1 && start < at && context.options.email && context.options.everyAddress !== true) {
    const found = plainAddressEnd(text, start, at, context.to)
    const end = found < notPlain ? noHostEnd(found) : found
    // What `delimited` does at the `>` of a value without `://`, then what `acceptDelimited` asks of an address
    // (`isHostWithTld`, read in the same walk).
    if (end >= 0 && passwordEnd(text, start, end, context.to, false, -1) < 0)
      return found === end ? newMatch(context, [start, end], open, end + 1, 'angle', 'email', noHyphens) : undefined
  }
  return delimited(context, open, quote ? codes.quotationMark : codes.greaterThan)
}

/**
 * `<local@host|>`: the offset of the `>` right after a host of ASCII label
 * characters and dots, when the local part from `start` holds only URI
 * characters and no `/` (which `delimited` reads on over, and which makes
 * no address there), and the host is a host name (`isHostWithTld`, read in
 * the same walk: most addresses of prose are of this form); `noHostEnd`'s
 * code of that offset when the host is none (`<a@b>`, `<a@-x.org>`); else
 * `notPlain`.
 */
function plainAddressEnd(text: string, start: number, at: number, to: number): number {
  for (let index = start; index < at; index++) {
    const code = text.charCodeAt(index)
    if (!isUriCode(code) || code === codes.slash) return notPlain
  }
  let end = at + 1
  let labelStart = end
  let dots = 0
  // A label empty, or starting or ending with `-`.
  let ragged = false
  for (; end < to; end++) {
    const code = text.charCodeAt(end)
    if (code === codes.dot) {
      if (end === labelStart || text.charCodeAt(labelStart) === codes.dash || text.charCodeAt(end - 1) === codes.dash)
        ragged = true
      dots++
      labelStart = end + 1
    } else if (!isLabelCode(code)) break
  }
  if (end >= to || text.charCodeAt(end) !== codes.greaterThan) return notPlain
  const host =
    dots > 0 &&
    !ragged &&
    end > labelStart &&
    text.charCodeAt(labelStart) !== codes.dash &&
    text.charCodeAt(end - 1) !== codes.dash &&
    isTopLevelDomain(text, labelStart, end)
  return host ? end : noHostEnd(end)
}

/** What `plainAddressEnd` gives for no plain address. */
const notPlain = -1

/** `plainAddressEnd`'s code of the `>` at `end` after a host that is none, and back: `-2 - end` (its own inverse). */
function noHostEnd(end: number): number {
  return -2 - end
}

/**
 * Offset of the `<` or `"` that may open a delimited URI whose first word
 * (a scheme, else a local part) ends at the anchor and starts at `start`
 * (see `delimitedBefore`), or -1. Most anchors of prose end the search on
 * the character before their word, or on the one before the blanks there.
 * A scheme starts with a letter, so an opening counts only before a word
 * that does (`<12:30` opens none), but the word may be the end of one split
 * over lines (`<svn⏎+ssh:`, `<ab-⏎.comhttp:`): the search goes on over the
 * break all the same.
 */
function openingBefore(text: string, start: number, floor: number, scheme: boolean): number {
  let at = start
  // Whether what is joined from `at` to the anchor starts with a letter (an empty line's word changes nothing).
  let letter = isAlpha(text.charCodeAt(at))

  for (let lines = 0; ; lines++) {
    let cursor = at

    if (letter || !scheme) {
      // A quotation starts right at its first word.
      if (at > floor && text.charCodeAt(at - 1) === codes.quotationMark) return at - 1
      while (cursor > floor && isBlankCode(text.charCodeAt(cursor - 1))) cursor--
      if (cursor > floor && text.charCodeAt(cursor - 1) === codes.lessThan) return cursor - 1
      if (
        cursor - 5 >= floor &&
        text.charCodeAt(cursor - 5) === codes.lessThan &&
        hasUrlPrefix(text, cursor - 4, cursor)
      )
        return cursor - 5
    }

    if (lines === maxOpeningLines) return -1

    cursor = lineBreakBefore(text, cursor, floor)
    if (cursor < 0) return -1
    if (cursor > floor && text.charCodeAt(cursor) === codes.lf && text.charCodeAt(cursor - 1) === codes.cr) cursor--
    // The line before ends with blanks, after the opening delimiter or the start of a split word.
    while (cursor > floor && isBlankCode(text.charCodeAt(cursor - 1))) cursor--
    at = cursor
    while (at > floor && (scheme ? isSchemeCode(text.charCodeAt(at - 1)) : isLocalPartCode(text.charCodeAt(at - 1))))
      at--
    if (at < cursor) letter = isAlpha(text.charCodeAt(at))
  }
}

/**
 * `<|…>`, `<|URL:…>` or `"|…"`: a delimited URI. Whitespace around a line
 * break is dropped (with the quote prefix of the opening line) when the
 * break looks like a wrap (`wrapsAt`); inside `<…>`, blanks right after
 * `<`, `<URL:` or `scheme:` and before `>` are dropped, and one run of
 * blanks between URI characters is kept as written (`<http://a/b c.html>`).
 * Any other whitespace, a blank line, or a character that cannot be in a URI
 * ends the attempt, so an unclosed `<` does not swallow the prose after it;
 * an unclosed `<` whose URI was wrapped still gives that URI (`unclosed`).
 */
export function delimited(context: Context, open: number, close: number): RawMatch | undefined {
  const {text, to} = context
  const angle = close === codes.greaterThan
  let delimiter: Delimiter = angle ? 'angle' : 'quote'
  let index = open + 1

  if (angle && hasUrlPrefix(text, index, to)) {
    index += 4
    delimiter = 'url-prefix'
  }

  let pieces: number[] = []
  // Most attempts have none: the shared empty array until one is found.
  let hyphens = noHyphens
  // A run of blanks kept inside `<…>`, or -1.
  let blankStart = -1
  let blankEnd = -1
  // Whether a line break was joined, whether every line joined went on like
  // a URI (`hasUriMarks`), and whether a join rested only on the closing
  // delimiter (then only a URI with a scheme is taken). Locals, not an
  // object: most attempts (a `"` in prose) end within a few characters.
  let wrapped = false
  let strongWraps = true
  let needsScheme = false
  let pieceStart = index
  let depth = -1
  let lineStart = -1
  // The start of the last `://` read, for `passwordEnd` (-1: none; `undefined` once a password was skipped unread).
  let slashes: number | undefined = -1

  while (index < to) {
    // URI characters first, the most of what is read (neither delimiter is one): the ASCII ones but `:` at once.
    index = uriRunEnd(text, index, to)
    if (index >= to) break
    const code = text.charCodeAt(index)
    if (isUriCode(code)) {
      if (
        code === codes.colon &&
        text.charCodeAt(index + 1) === codes.slash &&
        text.charCodeAt(index + 2) === codes.slash
      )
        slashes = index
      index++
      continue
    }

    // `"postgres://app:Kx|"9@db…"`: a password goes on over the closing delimiter and what ends a URI, up to its host.
    if (pieces.length === 0 && !wrapped) {
      const at = passwordEnd(text, pieceStart, index, to, false, slashes)
      if (at >= 0) {
        index = at
        slashes = undefined
        continue
      }
    }

    // `<…|>`: done.
    if (code === close) {
      // Blanks kept as a call's argument holds them (`encode("http://perl.com/foo bar")`): the argument must end.
      if (!angle && blankStart >= 0 && !endsArgument(text, index + 1, to) && startsArgument(text, open, context.from))
        return undefined
      // `"href" : "http://…/553,⏎  "rel" : …`: a `"` that starts the line after a wrap and runs into a word opens
      // the next string; this one was never closed (the bare reading then leaves the `,` out).
      if (!angle && wrapped && index === pieceStart && isAlphanumeric(text.charCodeAt(index + 1))) return undefined
      // One piece, the common case: an array of its exact size (a `push` onto `[]` reserves 17).
      if (index > pieceStart) {
        if (pieces.length === 0) pieces = [pieceStart, index]
        else pieces.push(pieceStart, index)
      }
      const match = newMatch(
        context,
        pieces,
        open,
        index + 1,
        delimiter,
        'uri',
        hyphens.length > 0 ? hyphens : noHyphens
      )
      match.blankStart = blankStart
      match.blankEnd = blankEnd
      return acceptDelimited(text, match, context.options, needsScheme)
    }

    // `<http://www.wikipedia.org|Wikipedia.>`, `<https://tools.ietf.org/html/rfc6749|RFC6749>`: a POD link's
    // `L<…|…>` written the other way round, its text after the `|`, a name (no URI's `=`, `&` or `/`).
    if (angle && code === codes.verticalBar && pieces.length === 0 && blankStart < 0 && slashes !== -1) {
      const end = linkTextEnd(text, index + 1, to)
      if (end >= 0 && text.charCodeAt(end) === close) {
        const match = newMatch(context, [pieceStart, index], open, end + 1, delimiter, 'uri', noHyphens)
        return acceptDelimited(text, match, context.options, needsScheme)
      }
    }

    // `<URL:http://…&lr=lang_en|lang_sv>`: inside `<…>` the writer's URL goes
    // on to the `>` over what RFC 3986 excludes but browsers take (`|`, `\`, `^`);
    // the core's diagnostics then say what to encode.
    if (angle && isBracketedOnlyCode(code)) {
      index++
      continue
    }

    // `<http://…/SupportManual/bpl<ID>/bpl<ID>.pdf>` (dvilj(1)): a name to fill in, glued inside `<…>` after a
    // `://`, is the URI's (core's template.ts reads it); no tag stands inside a URI in `<…>`. Not before one: a
    // scan from an anchor (a scheme's colon) and one from every `<` must read the same.
    if (angle && code === codes.lessThan && slashes !== -1) {
      const after = angleNameEnd(text, index + 1, to, true)
      if (after >= 0 && after < to && text.charCodeAt(after) !== close && !isBlankCode(text.charCodeAt(after))) {
        index = after
        continue
      }
    }

    if (code === codes.leftCurlyBrace) {
      const after = templateEnd(text, index, to)
      if (after < 0)
        return unclosed(
          context,
          open,
          delimiter,
          pieces,
          hyphens,
          pieceStart,
          index,
          wrapped && strongWraps && blankStart < 0
        )
      index = after
      continue
    }

    if (!isBlankCode(code) && !isEolCode(code))
      return unclosed(
        context,
        open,
        delimiter,
        pieces,
        hyphens,
        pieceStart,
        index,
        wrapped && strongWraps && blankStart < 0
      )

    // `<…| …`: a run of whitespace.
    const pieceEnd = index
    const empty = pieceEnd === pieceStart && pieces.length === 0
    const next = skipBlanks(text, index, to)

    if (next < to && !isEolCode(text.charCodeAt(next))) {
      if (angle) {
        // `<http://…/projekte/ -⏎lossless/…>`: a hyphen set apart at the line's end marks the URI going on,
        // dropped with the blanks (a hyphen of the URI's would be written right after its last character).
        if (pieceEnd > pieceStart && isLoneDashAtEol(text, next, to)) {
          pieces.push(pieceStart, pieceEnd)
          pieceStart = index = next + 1
          continue
        }
        // Blanks that break no line: dropped right after `<`, `<URL:` or `mailto:`, and before `>`.
        if (
          empty ||
          text.charCodeAt(next) === close ||
          (pieces.length === 0 && isSchemeAlone(text, pieceStart, pieceEnd))
        ) {
          if (pieceEnd > pieceStart) pieces.push(pieceStart, pieceEnd)
          pieceStart = index = next
          continue
        }

        // `<http://example.com/a b/c.html>`: one run kept as written (a file name's space).
        if (blankStart < 0 && !wrapped && pieceEnd > pieceStart && isUriCode(text.charCodeAt(next))) {
          blankStart = pieceEnd
          blankEnd = index = next
          continue
        }
      } else if (
        !wrapped &&
        pieceEnd > pieceStart &&
        isUriCode(text.charCodeAt(next)) &&
        (blankStart >= 0 ||
          (afterAttribute(text, open, context.from) && holds(text, pieceStart, pieceEnd, codes.questionMark)) ||
          (startsArgument(text, open, context.from) && hasPath(text, slashes, pieceEnd)))
      ) {
        // `href="mailto:sales@example.com?subject=Remove Me"`: an attribute's value runs to its quote,
        // blanks in its query too (a browser encodes them); the blanks from the first run to the last.
        // So does a call's argument in a path (URI::Encode(3pm)'s `$uri->encode("http://perl.com/foo bar")`,
        // rdflib's `hexify("http://example/a b")`): a string the call escapes.
        if (blankStart < 0) blankStart = pieceEnd
        blankEnd = index = next
        continue
      }

      return unclosed(
        context,
        open,
        delimiter,
        pieces,
        hyphens,
        pieceStart,
        pieceEnd,
        wrapped && strongWraps && blankStart < 0
      )
    }

    if (next >= to) return undefined
    // A quoted string does not start with whitespace; an attribute's value with blanks ends on its line.
    if (!angle && (empty || blankStart >= 0)) return undefined
    if (depth < 0) {
      lineStart = lineStartOf(text, open, context.from)
      depth = quoteDepth(text, lineStart, open)
    }
    const resume = skipLineBreak(text, next, to, depth)
    if (resume < 0) return undefined
    const marks = hasUriMarks(text, resume, to)

    if (pieceEnd > pieceStart && !wrapsAt(text, lineStart, pieceEnd, resume, marks)) {
      // `<https://youtu.be/dQw4w9⏎  WgXcQ>`: the next line ends at the
      // closing delimiter, which says wrap, as long as the URI has a scheme
      // (not `"#!/bin/interpretername⏎ convention"`).
      if (!runEndsAt(text, resume, to, close)) return undefined
      needsScheme = true
    }

    if (!marks) strongWraps = false
    wrapped = true

    if (pieceEnd > pieceStart) {
      pieces.push(pieceStart, pieceEnd)
      if (text.charCodeAt(pieceEnd - 1) === codes.dash) {
        if (hyphens === noHyphens) hyphens = []
        hyphens.push(pieceEnd - 1)
      }
    }

    pieceStart = index = resume
    lineStart = resume
  }

  return undefined
}

/** Whether `-` at `index` stands alone before the line's end (blanks may come between). */
function isLoneDashAtEol(text: string, index: number, to: number): boolean {
  if (text.charCodeAt(index) !== codes.dash) return false
  const after = skipBlanks(text, index + 1, to)
  return after < to && isEolCode(text.charCodeAt(after))
}

/** Whether the `"` at `open` starts a call's argument: after a `(`, blanks between. */
function startsArgument(text: string, open: number, from: number): boolean {
  let index = open
  while (index > from && isBlankCode(text.charCodeAt(index - 1))) index--
  return index > from && text.charCodeAt(index - 1) === codes.leftParenthesis
}

/** Whether the argument ends at `index`, after its closing quote: blanks, then `)` or `,`. */
function endsArgument(text: string, index: number, to: number): boolean {
  index = skipBlanks(text, index, to)
  const code = text.charCodeAt(index)
  return index < to && (code === codes.rightParenthesis || code === codes.comma)
}

/** Whether a `/` starts a path after the authority of the `://` at `slashes`, before `end`. */
function hasPath(text: string, slashes: number | undefined, end: number): boolean {
  return slashes !== undefined && slashes >= 0 && holds(text, slashes + 3, end, codes.slash)
}

/** Length from which a line that breaks inside a URI reads as wrapped where it was full. */
const wrapColumn = 60

/**
 * Whether the line break after `pieceEnd` looks like a wrap inside a URI,
 * not like text that ends there: the line is long, the URI stops on a
 * character after which a URI goes on, or the next line (at `resume`)
 * starts with one or goes on like a URI (`marks`).
 */
function wrapsAt(text: string, lineStart: number, pieceEnd: number, resume: number, marks: boolean): boolean {
  if (marks || pieceEnd - lineStart >= wrapColumn) return true
  return isWrapPointCode(text.charCodeAt(pieceEnd - 1)) || isWrapPointCode(text.charCodeAt(resume))
}

/** Longest stretch of a line looked at for a URI's marks. */
const markLook = 256

/**
 * Whether the URI characters from `index` hold a `/`, `?`, `=`, `&` or `#`,
 * or a `.` before two letters (`intro.html`, `example.org`), as the rest of
 * a wrapped URI does, unlike a word, `e.g.` or `1.2`.
 */
export function hasUriMarks(text: string, index: number, to: number): boolean {
  const limit = Math.min(to, index + markLook)
  for (; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (
      code === codes.slash ||
      code === codes.questionMark ||
      code === codes.equalsTo ||
      code === codes.ampersand ||
      code === codes.numberSign
    )
      return true
    if (code === codes.dot) {
      if (index + 2 < limit && isAlpha(text.charCodeAt(index + 1)) && isAlpha(text.charCodeAt(index + 2))) return true
    } else if (!isUriCode(code)) {
      return false
    }
  }
  return false
}

/** Whether the URI characters from `index` end right at `close` (within `markLook`). */
function runEndsAt(text: string, index: number, to: number, close: number): boolean {
  const limit = Math.min(to, index + markLook)
  while (index < limit && isUriCode(text.charCodeAt(index)) && text.charCodeAt(index) !== close) index++
  return index < limit && text.charCodeAt(index) === close
}

/** `mailto:` alone at `start`: a scheme and its colon, nothing after. */
function isSchemeAlone(text: string, start: number, end: number): boolean {
  return end - start >= 2 && text.charCodeAt(end - 1) === codes.colon && schemeEnd(text, start, end) === end - 1
}

/**
 * `<http://example.com/docs/⏎  intro.html for …`: a `<` never closed whose
 * URI was wrapped onto lines that go on like a URI (`wrappedLikeUri`, with
 * no blank kept) still gives it, up to `end`, without trailing punctuation
 * or an unpaired `)`, `]` or `'` (`outerEnd` is then the URI's end).
 * Otherwise the attempt fails.
 */
function unclosed(
  context: Context,
  open: number,
  delimiter: Delimiter,
  pieces: number[],
  hyphens: number[],
  pieceStart: number,
  end: number,
  wrappedLikeUri: boolean
): RawMatch | undefined {
  if (delimiter === 'quote' || !wrappedLikeUri) return undefined
  const {text} = context
  end = trimEnd(text, pieceStart, end)
  if (end > pieceStart) pieces.push(pieceStart, end)
  return acceptDelimited(text, newMatch(context, pieces, open, end, delimiter, 'uri', hyphens), context.options, true)
}

/** `end` moved back over sentence punctuation and over a `)`, `]` or `'` that nothing in `text.slice(start, end)` opened. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start) {
    const code = text.charCodeAt(end - 1)
    if (isTrailingPunctuation(code)) end--
    else if (code === codes.rightParenthesis && !holds(text, start, end - 1, codes.leftParenthesis)) end--
    else if (code === codes.rightSquareBracket && !holds(text, start, end - 1, codes.leftSquareBracket)) end--
    else if (code === codes.apostrophe && !holds(text, start, end - 1, codes.apostrophe)) end--
    else break
  }
  return end
}

/** Whether `text.slice(start, end)` holds `code`. */
function holds(text: string, start: number, end: number, code: number): boolean {
  for (let index = start; index < end; index++) if (text.charCodeAt(index) === code) return true
  return false
}

/**
 * Decide whether the text between delimiters is a URI reference; with
 * `needsScheme`, only one with a scheme. One piece, the common case, is
 * read in place in `text`; more are joined first.
 */
/**
 * Where the last piece (`start` to `end`) of a URI in `<…>` ends without what marks its `>`: Doxygen's escape
 * (`<sip:a@example.org?h=v\>`, so that `<…>` is no HTML tag), or a DocBook footnote's number after a path
 * (`<https://libreswan.org/[1]>`); `end` without either.
 */
function angleMarkStart(text: string, start: number, end: number): number {
  if (text.charCodeAt(end - 1) === codes.backslash && end - 1 > start) return end - 1
  return footnoteStart(text, start, end)
}

/** Longest link text `linkTextEnd` reads. */
const linkTextLook = 64

/**
 * Where a link's text that starts at `index` ends: a letter, then letters,
 * digits and a name's `:`, `.`, `-` and `_` (`OpenSSL::Versions`,
 * `Wikipedia.`), within `linkTextLook`; else -1.
 */
function linkTextEnd(text: string, index: number, to: number): number {
  if (index >= to || !isAlpha(text.charCodeAt(index))) return -1
  const limit = Math.min(to, index + linkTextLook)
  for (let at = index + 1; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (
      !isAlphanumeric(code) &&
      code !== codes.colon &&
      code !== codes.dot &&
      code !== codes.dash &&
      code !== codes.underscore
    )
      return at
  }
  return -1
}

function acceptDelimited(
  text: string,
  match: RawMatch,
  options: ScanOptions,
  needsScheme: boolean
): RawMatch | undefined {
  const {pieces, delimiter} = match
  if (pieces.length === 0) return undefined
  if (delimiter !== 'quote') pieces[pieces.length - 1] = angleMarkStart(text, pieces.at(-2)!, pieces.at(-1)!)
  const one = pieces.length === 2
  const value = one ? text : join(text, pieces)
  const start = one ? pieces[0]! : 0
  const end = one ? pieces[1]! : value.length
  const colon = schemeEnd(value, start, end)

  if (colon >= 0) {
    // `scheme:rest`, as long as a word follows (`<file://>`, `"Note:"` are not URIs).
    if (!hasWordCharacterIn(value, colon + 1, end)) return undefined
    // `<http://a/b c/d.html>`: a space kept only before a path's rest.
    if (match.blankStart >= 0 && delimiter !== 'quote' && !hasUriMarks(text, match.blankEnd, match.outerEnd))
      return undefined

    if (colon + 2 < end && value.charCodeAt(colon + 1) === codes.slash && value.charCodeAt(colon + 2) === codes.slash) {
      // `<ihttps://…>`: the first piece holds the scheme (no break inside one).
      if (colon - start < pieces[1]! - pieces[0]!) {
        match.stray = strayBefore(text, pieces[0]!, pieces[0]! + colon - start, options.schemes)
        pieces[0] = pieces[0]! + match.stray
      }
      return match
    }

    if (delimiter === 'url-prefix') return match
    return hasSchemeShape(
      value,
      start,
      colon,
      end,
      schemeStanding(value, start, colon, options.schemes),
      delimiter === 'quote' && one && text.charCodeAt(match.outerStart) === codes.quotationMark
    )
      ? match
      : undefined
  }

  if (needsScheme || match.blankStart >= 0) return undefined

  // `<user@host>` is a mailbox (or a Message-ID), not a relative reference.
  if (isAddressLike(value, start, end)) {
    if (options.email && isEmail(value, start, end)) {
      match.kind = 'email'
      return match
    }

    return undefined
  }

  if (delimiter === 'url-prefix') return match
  // `<stdio.h>`, `"/usr/share/doc"`: a relative reference only where the context says URI.
  if (!options.relative) return undefined
  return isRelativeReference(one ? text.slice(start, end) : value, delimiter) ? match : undefined
}

/** Whether `value`, between `<…>` or `"…"` and with no scheme, reads as a relative reference. */
function isRelativeReference(value: string, delimiter: Delimiter): boolean {
  // A relative reference names something: `<1.2.3.4>`, `<...>` are not.
  if (!hasLetter(value)) return false

  if (delimiter === 'angle') {
    // `<../x>`, `<#sec>`, `<a/b>`, `<doc.html>`; not `<b>`, `</b>`, `<br/>`,
    // nor markup declarations (`<![CDATA[…]]>`, `<!-- … -->`, `<?xml … ?>`).
    const first = value.charCodeAt(0)
    if (first === codes.exclamationMark || first === codes.questionMark) return false
    return hasReferenceMark(value) && !isTagLike(value)
  }

  // Quoted: only what starts like a reference (`"/x"`, `"./x"`, `"../x"`, `"#x"`).
  const first = value.charCodeAt(0)
  if (first === codes.slash || first === codes.numberSign) return true
  return first === codes.dot && (value.startsWith('./') || value.startsWith('../'))
}

/** `<|URL:` (any case), the prefix Appendix E mentions. */
export function hasUrlPrefix(text: string, index: number, to: number): boolean {
  return (
    index + 3 < to &&
    (text.charCodeAt(index) | caseBit) === codes.uppercaseU + caseBit &&
    (text.charCodeAt(index + 1) | caseBit) === codes.uppercaseR + caseBit &&
    (text.charCodeAt(index + 2) | caseBit) === codes.uppercaseL + caseBit &&
    text.charCodeAt(index + 3) === codes.colon
  )
}

/** The pieces' texts, joined. */
function join(text: string, pieces: readonly number[]): string {
  if (pieces.length === 2) return text.slice(pieces[0], pieces[1])
  let value = ''
  for (let index = 0; index < pieces.length; index += 2) value += text.slice(pieces[index], pieces[index + 1])
  return value
}

/** Offset of the `:` ending a valid scheme at `start` of `value` (read up to `end`), or -1. */
function schemeEnd(value: string, start: number, end: number): number {
  if (start >= end || !isAlpha(value.charCodeAt(start))) return -1
  const max = Math.min(end, start + limits.schemeLength + 1)

  for (let index = start + 1; index < max; index++) {
    const code = value.charCodeAt(index)
    if (code === codes.colon) return index
    if (!isSchemeCode(code)) return -1
  }

  return -1
}

/** `user@host` from `start` to `end` of `value`, with no scheme and no `/` before the `@`. */
function isAddressLike(value: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = value.charCodeAt(index)
    if (code === codes.atSign) return index > start
    if (code === codes.slash) return false
  }
  return false
}

/** `local@host.tld` from `start` to `end` of `value` (which holds an `@`), and nothing else. */
function isEmail(value: string, start: number, end: number): boolean {
  let at = start
  while (value.charCodeAt(at) !== codes.atSign) if (!isLocalPartCode(value.charCodeAt(at++))) return false
  return isHostWithTld(value, at + 1, end)
}

/** Whether `value` holds a letter or non-ASCII character. */
function hasLetter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (isAlpha(code) || code >= firstNonAscii) return true
  }

  return false
}

/** `/`, `#`, `?` or `.`: what makes a bracketed word a reference. */
function hasReferenceMark(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code === codes.slash || code === codes.numberSign || code === codes.questionMark || code === codes.dot)
      return true
  }

  return false
}

/** `b`, `/b`, `br/`: an HTML start, end or empty tag name, not a reference. */
function isTagLike(value: string): boolean {
  let start = 0
  let end = value.length
  if (value.charCodeAt(0) === codes.slash) start++
  if (end > start && value.charCodeAt(end - 1) === codes.slash) end--
  if (end === start || !isAlpha(value.charCodeAt(start))) return false
  for (let index = start + 1; index < end; index++) {
    const code = value.charCodeAt(index)
    if (!isAlphanumeric(code) && code !== codes.dash) return false
  }

  return true
}
