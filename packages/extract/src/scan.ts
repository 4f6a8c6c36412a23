/**
 * The Appendix E scanner: one forward pass over character codes, no regex.
 * It finds raw matches (pieces of text); `extract.ts` turns them into results.
 *
 * Every attempt at a delimited URI ends at the first character that cannot be
 * in one (including another `<` or `"`), so attempts never overlap and each
 * character is looked at a bounded number of times: the pass is linear.
 * Whether a candidate is a URI is decided by evidence local to it: its
 * scheme (schemes.ts), the shape of a wrap, and for a hyphen at a line break
 * the words of its segment (hyphens.ts); the README lists the rules.
 */
import {caseBit, codes, firstNonAscii, isAlpha, isAlphanumeric, isDigit} from '@urilint/core/character'
import {
  isBlankCode,
  isBracketedOnlyCode,
  isEolCode,
  isLabelCode,
  isLocalPartCode,
  isNonAsciiUriCode,
  isSchemeCode,
  isSchemeLeadCode,
  isUriCode,
  isWrapPointCode
} from './character.js'
import {orderHyphenReadings} from './hyphens.js'
import {limits} from './limits.js'
import {topLevelDomains} from './registries.js'
import {newMatch, noHyphens, type Context, type RawMatch, type ScanOptions} from './scan/match.js'
import {
  hasWordCharacterIn,
  isHostWithTld,
  isTrailingPunctuation,
  lineStartOf,
  quoteDepth,
  skipBlanks,
  skipLineBreak,
  strayBefore,
  templateEnd
} from './scan/text.js'
import {hasSchemeShape, lacks, schemeStanding, shapeNeed, startsBody, type SchemeStanding} from './schemes.js'
import type {Delimiter} from './types.js'

export type {RawMatch, ScanOptions} from './scan/match.js'

/**
 * Where the next trigger is, as absolute offsets in one text (`-1`: not
 * searched yet, `noMore`: none). Shared by the scans of all segments of
 * that text, so each `indexOf` result is used until passed.
 */
interface Triggers {
  colon: number
  lessThan: number
  /** Without `relative`: the last `<` before the current colon, or -1 (see `angleReach`). */
  lastLessThan: number
  quotationMark: number
  atSign: number
  /** The start of `www.` in any case, found as `w.` or `W.` (`www.` is 4 characters; `W.` is rare). */
  wwwLower: number
  wwwUpper: number
}

/** Fresh trigger positions for a new text. */
export function createTriggers(): Triggers {
  return {colon: -1, lessThan: -1, lastLessThan: -1, quotationMark: -1, atSign: -1, wwwLower: -1, wwwUpper: -1}
}

/**
 * Scan `text` from `from` to `to` and push every match, in order, onto
 * `found`. The scan jumps from anchor to anchor with `indexOf`, which runs
 * native and skips prose without a URI: every URI with a scheme has its
 * `:`, a bare e-mail address its `@` (with `email`), an abbreviated URI its
 * `www.` (with `www`). A URI between `<…>` or `"…"` is found from its
 * scheme's colon too: the opening delimiter is looked for right before the
 * scheme (`openingBefore`), so the many `<` and `"` of prose (`<user@host>`,
 * quotations) cost nothing. Only relative references (`relative`), which
 * have no colon, make `<` and `"` triggers of their own. Each anchor then
 * looks back a bounded stretch (a scheme, a local part, the blanks after an
 * opening delimiter), never before the last match.
 */
export function scan(
  text: string,
  from: number,
  to: number,
  options: ScanOptions,
  found: RawMatch[],
  triggers: Triggers = createTriggers()
): void {
  const context: Context = {text, from, to, options, wwwFailedUntil: from, lacking: undefined}
  const firstFound = found.length
  const {email: emails, www: wwws, delimiterTriggers: openers} = options
  let hyphenated = false
  let index = from
  // End of the last match: nothing reaches back before it.
  let lastEnd = from
  // The next of each trigger, in locals for the loop (written back at the end).
  let colon = triggers.colon
  let lessThan = triggers.lessThan
  let lastLessThan = triggers.lastLessThan
  let quotationMark = triggers.quotationMark
  let atSign = triggers.atSign
  let wwwLower = triggers.wwwLower
  let wwwUpper = triggers.wwwUpper

  while (index < to) {
    if (colon < index) colon = nextOf(text, ':', index)
    let position = colon

    if (openers) {
      if (lessThan < index) lessThan = nextOf(text, '<', index)
      if (quotationMark < index) quotationMark = nextOf(text, '"', index)
      if (lessThan < position) position = lessThan
      if (quotationMark < position) position = quotationMark
    }

    if (emails) {
      if (atSign < index) atSign = nextOf(text, '@', index)
      if (atSign < position) position = atSign
    }

    if (wwws) {
      // `ww|w.`: the anchor is where `www.` would start.
      if (wwwLower < index) wwwLower = nextOf(text, 'w.', index + 2) - 2
      if (wwwUpper < index) wwwUpper = nextOf(text, 'W.', index + 2) - 2
      if (wwwLower < position) position = wwwLower
      if (wwwUpper < position) position = wwwUpper
    }

    if (position >= to) break
    const code = text.charCodeAt(position)
    let match: RawMatch | undefined

    if (code === codes.colon) {
      const after = position + 1 < to ? text.charCodeAt(position + 1) : -1
      const uriFollows = isUriCode(after)

      // `Note:|␠`: most colons in prose are followed by whitespace, and
      // only `<mailto:␠…>` and the like go on after it. Blanks that do not
      // end the line go on only inside `<…>`: without a `<` shortly before,
      // the colon is passed without looking at its word.
      if (!uriFollows) {
        if (openers || !goesOnInAngle(after)) {
          index = position + 1
          continue
        }

        if (isBlankCode(after)) {
          // The `<` before the colon, found with `indexOf` as colons pass them, each once.
          while (lessThan < position) {
            lastLessThan = lessThan
            lessThan = nextOf(text, '<', lessThan + 1)
          }

          if ((lastLessThan < lastEnd || position - lastLessThan > angleReach) && !endsLine(text, position + 1, to)) {
            index = position + 1
            continue
          }
        }
      }

      // `scheme|:`: the run of scheme characters before it.
      let start = position
      while (start > lastEnd && isSchemeCode(text.charCodeAt(start - 1))) {
        // `can...http:`: an ellipsis is prose, not part of a scheme.
        if (text.charCodeAt(start - 1) === codes.dot && start - 1 > lastEnd && text.charCodeAt(start - 2) === codes.dot) break
        start--
      }

      if (!openers && start < position && isAlpha(text.charCodeAt(start))) match = delimitedBefore(context, start, lastEnd, true)
      if (!match && uriFollows && start < position) match = bare(context, start, position)
    } else if (code === codes.atSign) {
      if (!openers) {
        let start = position
        while (start > lastEnd && isLocalPartCode(text.charCodeAt(start - 1))) start--
        match = delimitedBefore(context, start, lastEnd, false)
      }
      match ??= email(context, position, lastEnd)
    } else if (code === codes.lessThan) {
      match = delimited(context, position, codes.greaterThan)
    } else if (code === codes.quotationMark) {
      match = delimited(context, position, codes.quotationMark)
    } else if (isW(text.charCodeAt(position)) && isW(text.charCodeAt(position + 1)) && (position === lastEnd || !isSchemeCode(text.charCodeAt(position - 1)))) {
      // `|www.`, in any case: at the start of a word only.
      match = www(context, position)
    }

    if (match) {
      found.push(match)
      if (match.hyphens.length > 0) hyphenated = true
      index = lastEnd = match.outerEnd
    } else {
      index = position + 1
    }
  }

  triggers.colon = colon
  triggers.lessThan = lessThan
  triggers.lastLessThan = lastLessThan
  triggers.quotationMark = quotationMark
  triggers.atSign = atSign
  triggers.wwwLower = wwwLower
  triggers.wwwUpper = wwwUpper
  if (hyphenated) orderHyphenReadings(text, from, to, found, firstFound)
}

/**
 * Whether a URI between `<…>` may go on over `code` right after its
 * scheme's colon though a bare one may not: blanks (`<mailto: a@b.example>`,
 * `<URL: http://…>`), a line break, a template (`<mailto:{address}>`) or
 * what browsers take (`|`, `\`, `^`).
 */
function goesOnInAngle(code: number): boolean {
  return isBlankCode(code) || isEolCode(code) || code === codes.leftCurlyBrace || isBracketedOnlyCode(code)
}

/** `w` or `W`. */
function isW(code: number): boolean {
  return (code | caseBit) === codes.lowercaseW
}

/**
 * How far before a colon followed by blanks a `<` must be for the colon to
 * be looked at: a scheme, and the blanks and line break after the `<`
 * (`<mailto:␠…>`, `<URL:␠…>`). Blanks after a colon go on only inside
 * `<…>`, or before a line break (a quoted URI may go on there too).
 */
const angleReach = 64

/** How many blanks `endsLine` looks over (aligned columns put many after a colon: `Files:␠␠␠␠*`). */
const endsLineLook = 8

/** Whether a few blanks (`endsLineLook` at most) and the end of the line follow `index`. */
function endsLine(text: string, index: number, to: number): boolean {
  const limit = Math.min(to, index + endsLineLook + 1)
  for (let at = index; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (!isBlankCode(code)) return isEolCode(code)
  }
  return false
}

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
 * anchor, so the stretches looked at by successive anchors do not overlap.
 */
function delimitedBefore(context: Context, start: number, floor: number, scheme: boolean): RawMatch | undefined {
  const open = openingBefore(context.text, start, floor, scheme)
  if (open < 0) return undefined
  return delimited(context, open, context.text.charCodeAt(open) === codes.quotationMark ? codes.quotationMark : codes.greaterThan)
}

/**
 * Offset of the `<` or `"` that may open a delimited URI whose first word
 * (a scheme, else a local part) starts at `start` (see `delimitedBefore`),
 * or -1. Most anchors of prose end the search on the character before
 * their word, or on the one before the blanks there.
 */
function openingBefore(text: string, start: number, floor: number, scheme: boolean): number {
  let at = start

  for (let lines = 0; ; lines++) {
    // A quotation starts right at its first word.
    if (at > floor && text.charCodeAt(at - 1) === codes.quotationMark) return at - 1
    let cursor = at
    while (cursor > floor && isBlankCode(text.charCodeAt(cursor - 1))) cursor--
    if (cursor > floor && text.charCodeAt(cursor - 1) === codes.lessThan) return cursor - 1
    if (cursor - 5 >= floor && text.charCodeAt(cursor - 5) === codes.lessThan && hasUrlPrefix(text, cursor - 4, cursor)) return cursor - 5
    if (lines === maxOpeningLines) return -1

    // `<⏎  > > |word`: back over indentation and quote markers to the line break.
    while (cursor > floor && (isBlankCode(text.charCodeAt(cursor - 1)) || text.charCodeAt(cursor - 1) === codes.greaterThan)) cursor--
    if (cursor === floor || !isEolCode(text.charCodeAt(cursor - 1))) return -1
    cursor--
    if (cursor > floor && text.charCodeAt(cursor) === codes.lf && text.charCodeAt(cursor - 1) === codes.cr) cursor--
    // The line before ends with blanks, after the opening delimiter or the start of a split word.
    while (cursor > floor && isBlankCode(text.charCodeAt(cursor - 1))) cursor--
    at = cursor
    while (at > floor && (scheme ? isSchemeCode(text.charCodeAt(at - 1)) : isLocalPartCode(text.charCodeAt(at - 1)))) at--
  }
}

/** "None ahead": a small integer past any text, so positions stay small integers (not Infinity). */
const noMore = 0x3f_ff_ff_ff

/** Offset of the next `character` at or after `from`, or `noMore`. */
function nextOf(text: string, character: string, from: number): number {
  const found = text.indexOf(character, from)
  return found < 0 ? noMore : found
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
function delimited(context: Context, open: number, close: number): RawMatch | undefined {
  const {text, to} = context
  const angle = close === codes.greaterThan
  let delimiter: Delimiter = angle ? 'angle' : 'quote'
  let index = open + 1

  if (angle && hasUrlPrefix(text, index, to)) {
    index += 4
    delimiter = 'url-prefix'
  }

  let pieces: number[] = []
  const hyphens: number[] = []
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

  while (index < to) {
    const code = text.charCodeAt(index)

    // `<…|>`: done.
    if (code === close) {
      // One piece, the common case: an array of its exact size (a `push` onto `[]` reserves 17).
      if (index > pieceStart) {
        if (pieces.length === 0) pieces = [pieceStart, index]
        else pieces.push(pieceStart, index)
      }
      const match = newMatch(pieces, open, index + 1, delimiter, 'uri', hyphens.length > 0 ? hyphens : noHyphens)
      match.blankStart = blankStart
      match.blankEnd = blankEnd
      return acceptDelimited(text, match, context.options, needsScheme)
    }

    // `<URL:http://…&lr=lang_en|lang_sv>`: inside `<…>` the writer's URL goes
    // on to the `>` over what RFC 3986 excludes but browsers take (`|`, `\`, `^`);
    // the core's diagnostics then say what to encode.
    if (isUriCode(code) || (angle && isBracketedOnlyCode(code))) {
      index++
      continue
    }

    if (code === codes.leftCurlyBrace) {
      const after = templateEnd(text, index, to)
      if (after < 0) return unclosed(context, open, delimiter, pieces, hyphens, pieceStart, index, wrapped && strongWraps && blankStart < 0)
      index = after
      continue
    }

    if (!isBlankCode(code) && !isEolCode(code)) return unclosed(context, open, delimiter, pieces, hyphens, pieceStart, index, wrapped && strongWraps && blankStart < 0)

    // `<…| …`: a run of whitespace.
    const pieceEnd = index
    const empty = pieceEnd === pieceStart && pieces.length === 0
    const next = skipBlanks(text, index, to)

    if (next < to && !isEolCode(text.charCodeAt(next))) {
      if (angle) {
        // Blanks that break no line: dropped right after `<`, `<URL:` or `mailto:`, and before `>`.
        if (empty || text.charCodeAt(next) === close || (pieces.length === 0 && isSchemeAlone(text, pieceStart, pieceEnd))) {
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
      }

      return unclosed(context, open, delimiter, pieces, hyphens, pieceStart, pieceEnd, wrapped && strongWraps && blankStart < 0)
    }

    if (next >= to) return undefined
    // A quoted string does not start with whitespace.
    if (!angle && empty) return undefined
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
      if (text.charCodeAt(pieceEnd - 1) === codes.dash) hyphens.push(pieceEnd - 1)
    }

    pieceStart = index = resume
    lineStart = resume
  }

  return undefined
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
function hasUriMarks(text: string, index: number, to: number): boolean {
  const limit = Math.min(to, index + markLook)
  for (; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.slash || code === codes.questionMark || code === codes.equalsTo || code === codes.ampersand || code === codes.numberSign) return true
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
  return end - start >= 2 && text.charCodeAt(end - 1) === codes.colon && schemeEnd(text.slice(start, end)) === end - start - 1
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
  return acceptDelimited(text, newMatch(pieces, open, end, delimiter, 'uri', hyphens), context.options, true)
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
 * `needsScheme`, only one with a scheme.
 */
function acceptDelimited(text: string, match: RawMatch, options: ScanOptions, needsScheme: boolean): RawMatch | undefined {
  const {pieces, delimiter} = match
  if (pieces.length === 0) return undefined
  const value = join(text, pieces)
  const colon = schemeEnd(value)

  if (colon > 0) {
    // `scheme:rest`, as long as a word follows (`<file://>`, `"Note:"` are not URIs).
    if (!hasWordCharacterIn(value, colon + 1, value.length)) return undefined
    // `<http://a/b c/d.html>`: a space kept only before a path's rest.
    if (match.blankStart >= 0 && !hasUriMarks(text, match.blankEnd, match.outerEnd)) return undefined

    if (value.startsWith('//', colon + 1)) {
      // `<ihttps://…>`: the first piece holds the scheme (no break inside one).
      if (colon < pieces[1]! - pieces[0]!) {
        match.stray = strayBefore(text, pieces[0]!, pieces[0]! + colon, options.schemes)
        pieces[0] = pieces[0]! + match.stray
      }
      return match
    }

    if (delimiter === 'url-prefix') return match
    return hasSchemeShape(value, 0, colon, value.length, schemeStanding(value, 0, colon, options.schemes)) ? match : undefined
  }

  if (needsScheme || match.blankStart >= 0) return undefined

  // `<user@host>` is a mailbox (or a Message-ID), not a relative reference.
  if (isAddressLike(value)) {
    if (options.email && isEmail(value)) {
      match.kind = 'email'
      return match
    }

    return undefined
  }

  if (delimiter === 'url-prefix') return match
  // `<stdio.h>`, `"/usr/share/doc"`: a relative reference only where the context says URI.
  if (!options.relative) return undefined
  // A relative reference names something: `<1.2.3.4>`, `<...>` are not.
  if (!hasLetter(value)) return undefined

  if (delimiter === 'angle') {
    // `<../x>`, `<#sec>`, `<a/b>`, `<doc.html>`; not `<b>`, `</b>`, `<br/>`,
    // nor markup declarations (`<![CDATA[…]]>`, `<!-- … -->`, `<?xml … ?>`).
    const first = value.charCodeAt(0)
    if (first === codes.exclamationMark || first === codes.questionMark) return undefined
    return hasReferenceMark(value) && !isTagLike(value) ? match : undefined
  }

  // Quoted: only what starts like a reference (`"/x"`, `"./x"`, `"../x"`, `"#x"`).
  const first = value.charCodeAt(0)
  if (first === codes.slash || first === codes.numberSign) return match
  if (first === codes.dot && (value.startsWith('./') || value.startsWith('../'))) return match
  return undefined
}

/**
 * `|scheme:…` outside delimiters: the scheme needs `//` after it, or must
 * be one written bare (`mailto:`, `urn:`, `tel:` …). So `Note:` and `e.g.:`
 * are never URIs.
 */
function bare(context: Context, wordStart: number, colon: number): RawMatch | undefined {
  const {text, from, to} = context
  let start = wordStart

  // A scheme starts with a letter: `-http:` starts at `h`.
  while (start < colon && !isAlpha(text.charCodeAt(start))) start++
  if (start === colon || colon - start > limits.schemeLength) return undefined

  if (start > from) {
    const before = text.charCodeAt(start - 1)
    // `1http://`, `_http://`: glued to a word, not a URI.
    if (isAlphanumeric(before) || before === codes.underscore) return undefined
  }

  // `Note: …`, `Files:⏎`: nothing URI-like after the colon (most colons in prose).
  if (colon + 1 >= to || !isUriCode(text.charCodeAt(colon + 1))) return undefined
  const slashes =
    colon + 2 < to && text.charCodeAt(colon + 1) === codes.slash && text.charCodeAt(colon + 2) === codes.slash
  let standing: SchemeStanding = 'bare'
  let stray = 0
  let need: number | undefined

  if (slashes) {
    // `ihttps://`: a letter glued before a well-known scheme is a typo.
    stray = strayBefore(text, start, colon, context.options.schemes)
    start += stray
  } else {
    // `{data:1}`, `net/http:fix`, `level=info:x`: a name inside code or a path, not a scheme.
    if (start > from && !isSchemeLeadCode(text.charCodeAt(start - 1))) return undefined
    standing = schemeStanding(text, start, colon, context.options.schemes)
    if (standing === 'unknown' || !startsBody(text.charCodeAt(colon + 1))) return undefined
    // Inside a refused body that lacks what this scheme needs: so does its own (which ends there too).
    need = shapeNeed(text, start, colon, standing)
    if (need !== undefined && (context.lacking?.get(need) ?? -1) > colon) return undefined
  }

  const bodyStart = slashes ? colon + 3 : colon + 1
  // What the first piece (up to the end of its line, or of the URI) must be.
  const firstPiece = (end: number) =>
    hasWordCharacterIn(text, bodyStart, end) && (slashes ? !isElided(text, bodyStart, end, to) : hasSchemeShape(text, start, colon, end, standing))
  const body = bareBody(context, start, bodyStart, firstPiece)
  if (body === undefined) return undefined
  if (!firstPiece(body.pieces[1]!)) {
    // Every scheme inside the first piece ends its own first piece at or before its end.
    if (need !== undefined && lacks(text, bodyStart, body.firstEnd, need)) (context.lacking ??= new Map()).set(need, body.firstEnd)
    return undefined
  }
  const match = newMatch(body.pieces, start, body.end, 'bare', 'uri', body.hyphens)
  match.stray = stray
  return match
}

/**
 * `|www.host…` (Appendix F), when the `www` option is on. The host is checked
 * first, in one pass that stops at the first bad label, and only then is
 * the rest scanned, so a failed attempt costs what it read of the host. A
 * host that fails at its top-level label fails the same for every later
 * `www.` inside it (they share that label): `wwwFailedUntil` skips them.
 */
function www(context: Context, start: number): RawMatch | undefined {
  const {text, from, to} = context
  if (start < context.wwwFailedUntil || start + 4 >= to) return undefined

  if (start > from) {
    const before = text.charCodeAt(start - 1)
    // Inside a URI, a path or an address (`/www.`, `@www.`, `.www.`): not ours.
    if (isUriCode(before) && !isOpeningPunctuation(before)) return undefined
  }

  // `www.|host`: letters, digits, `-`, non-ASCII and dots; a trailing dot is the sentence's.
  let end = start + 4
  let labelStart = end

  while (end < to) {
    const code = text.charCodeAt(end)

    if (code === codes.dot) {
      if (end === labelStart || text.charCodeAt(labelStart) === codes.dash || text.charCodeAt(end - 1) === codes.dash) break
      labelStart = end + 1
    } else if (!isLabelCode(code) && !(code >= firstNonAscii && isNonAsciiUriCode(code))) {
      break
    }

    end++
  }

  let hostEnd = end
  while (hostEnd > start + 4 && text.charCodeAt(hostEnd - 1) === codes.dot) hostEnd--

  if (!isHostWithTld(text, start, hostEnd)) {
    context.wwwFailedUntil = end
    return undefined
  }

  const body = bareBody(context, start, hostEnd)!
  return newMatch(body.pieces, start, body.end, 'bare', 'www', body.hyphens)
}

/** `local|@domain`: a bare e-mail address, when the `email` option is on. */
function email(context: Context, at: number, lastEnd: number): RawMatch | undefined {
  const {text, to} = context
  let start = at
  const floor = Math.max(lastEnd, at - limits.localPartLength - 1)

  while (start > floor && isLocalPartCode(text.charCodeAt(start - 1))) start--
  // Longer than a local part may be, or glued to a match: no.
  if (start === floor && start > lastEnd && isLocalPartCode(text.charCodeAt(start - 1))) return undefined
  // `2016-05-26:87bn3ssqg0.fsf@host`: a Message-ID after a date or a time, not an address.
  if (start > context.from + 1 && text.charCodeAt(start - 1) === codes.colon && isDigit(text.charCodeAt(start - 2))) return undefined
  // `` `name@host` ``, `'name@host'`, `.name@host`: wrappers and a sentence's dot, not the local part.
  while (start < at && isLocalPartWrapper(text.charCodeAt(start))) start++
  if (start === at) return undefined

  let end = at + 1
  while (end < to) {
    const code = text.charCodeAt(end)
    if (!isLabelCode(code) && code !== codes.dot && !(code >= firstNonAscii && isNonAsciiUriCode(code))) break
    end++
  }

  while (end > at + 1 && isTrailingPunctuation(text.charCodeAt(end - 1))) end--
  if (!isHostWithTld(text, at + 1, end)) return undefined
  return newMatch([start, end], start, end, 'bare', 'email', noHyphens)
}

/**
 * `scheme:|…` or `www.|…` outside delimiters: URI characters up to
 * whitespace, then trailing sentence punctuation and unbalanced closing
 * brackets trimmed off. A hyphen right before a line break continues the URI
 * on the next line (Appendix E).
 */
function bareBody(
  context: Context,
  start: number,
  bodyStart: number,
  firstPiece?: (end: number) => boolean
): {pieces: number[]; hyphens: number[]; end: number; firstEnd: number} | undefined {
  const {text, to} = context
  const pieces: number[] = []
  const hyphens: number[] = []
  let pieceStart = start
  let index = bodyStart
  let parens = 0
  let brackets = 0
  let apostrophes = 0
  let depth = -1
  // `'http://…'`: written between apostrophes, every trailing one is a wrapper.
  const quoted = start > context.from && text.charCodeAt(start - 1) === codes.apostrophe
  const emphasized = start > context.from && text.charCodeAt(start - 1) === codes.asterisk

  while (true) {
    while (index < to) {
      const code = text.charCodeAt(index)
      if (code === codes.leftCurlyBrace) {
        // `https://deploy:${TOKEN}@host`: a template stays in the URI whole.
        const after = templateEnd(text, index, to)
        if (after < 0) break
        index = after
        continue
      }
      if (!isUriCode(code)) break
      // `@uref{http://a.example,http://a.example}`: a comma right before another `scheme://` ends the URI.
      if (code === codes.comma && startsSchemeWithSlashes(text, index + 1, to)) break
      if (code === codes.leftParenthesis) parens++
      else if (code === codes.leftSquareBracket) brackets++
      else if (code === codes.rightParenthesis) {
        // `(http://a/)(http://b/)`: a bracket closing one opened before the URI ends it.
        if (parens === 0) break
        parens--
      } else if (code === codes.rightSquareBracket) {
        if (brackets === 0) break
        brackets--
      } else if (code === codes.apostrophe) apostrophes++
      index++
    }

    // `…-|⏎  more`: rejoin across the break.
    if (index < to && index > pieceStart && isEolCode(text.charCodeAt(index)) && text.charCodeAt(index - 1) === codes.dash) {
      if (depth < 0) depth = quoteDepth(text, lineStartOf(text, start, context.from), start)
      const resume = skipLineBreak(text, index, to, depth)

      if (resume >= 0 && isJoinStart(text.charCodeAt(resume))) {
        // A first piece the caller rejects rejects the URI: stop before the
        // lines it would join (`http://-⏎http://-⏎…` read each rest again:
        // quadratic, 15 s for 144 KB).
        if (pieces.length === 0 && firstPiece !== undefined && !firstPiece(index)) return undefined
        pieces.push(pieceStart, index)
        hyphens.push(index - 1)
        pieceStart = index = resume
        continue
      }
    }

    break
  }

  // Where the first piece ends as read, before trailing punctuation is trimmed off.
  const firstEnd = pieces.length === 0 ? index : pieces[1]!
  let end = index
  // `<!--http://…-->`: the comment's close is not the URI's.
  if (end < to && text.charCodeAt(end) === codes.greaterThan && end - 2 > pieceStart && text.charCodeAt(end - 1) === codes.dash && text.charCodeAt(end - 2) === codes.dash) end -= 2

  // Trailing punctuation belongs to the sentence; an apostrophe only to the
  // URI when it pairs with one inside it (`…/'quoted'`) and the URI does not
  // follow one; a `*` after `/` right before a closing bracket is a
  // wildcard (`(ftp://host/pub/*)`) unless the URI follows one (emphasis).
  while (end > pieceStart) {
    const code = text.charCodeAt(end - 1)

    if (code === codes.asterisk && end === index && end < to && text.charCodeAt(end - 2) === codes.slash && !emphasized && isClosingBracket(text.charCodeAt(end))) break
    // `g.  =  http://a/b/c/g.` (RFC 3986 5.4.2): the value of a `name = value` line ending it is no sentence.
    if (code === codes.dot && end === index && (index >= to || isEolCode(text.charCodeAt(index))) && followsEquals(text, start, context.from)) break

    if (code === codes.apostrophe) {
      if (apostrophes % 2 === 0 && !quoted) break
      apostrophes--
      end--
    } else if (isTrailingPunctuation(code)) {
      end--
    } else {
      break
    }
  }

  pieces.push(pieceStart, end)
  return {pieces, hyphens, end, firstEnd}
}

/**
 * `http://www.cs.berkeley....`: a host cut short with an ellipsis (no path,
 * and a last label that is no top-level domain) is a URI the writer elided,
 * not one to follow; `http://example.com...` is a whole host before one.
 */
function isElided(text: string, hostStart: number, end: number, to: number): boolean {
  if (end + 3 > to || text.charCodeAt(end) !== codes.dot || text.charCodeAt(end + 1) !== codes.dot || text.charCodeAt(end + 2) !== codes.dot) return false
  let label = hostStart
  for (let index = hostStart; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.dot) label = index + 1
    else if (!isLabelCode(code)) return false
  }
  return label > hostStart && !topLevelDomains.has(text.slice(label, end).toLowerCase())
}

/** Whether the text before `start` on its line ends with `=` and blanks (`name = value`). */
function followsEquals(text: string, start: number, from: number): boolean {
  let at = start
  while (at > from && isBlankCode(text.charCodeAt(at - 1))) at--
  return at < start && at > from && text.charCodeAt(at - 1) === codes.equalsTo
}

/** Whether `scheme://` starts at `index`. */
function startsSchemeWithSlashes(text: string, index: number, to: number): boolean {
  if (index >= to || !isAlpha(text.charCodeAt(index))) return false
  const limit = Math.min(to, index + limits.schemeLength)
  let at = index + 1
  while (at < limit && isSchemeCode(text.charCodeAt(at))) at++
  return at + 2 < to && text.charCodeAt(at) === codes.colon && text.charCodeAt(at + 1) === codes.slash && text.charCodeAt(at + 2) === codes.slash
}

/** `<|URL:` (any case), the prefix Appendix E mentions. */
function hasUrlPrefix(text: string, index: number, to: number): boolean {
  return (
    index + 3 < to &&
    (text.charCodeAt(index) | caseBit) === codes.uppercaseU + caseBit &&
    (text.charCodeAt(index + 1) | caseBit) === codes.uppercaseR + caseBit &&
    (text.charCodeAt(index + 2) | caseBit) === codes.uppercaseL + caseBit &&
    text.charCodeAt(index + 3) === codes.colon
  )
}

/** `)` or `]`. */
function isClosingBracket(code: number): boolean {
  return code === codes.rightParenthesis || code === codes.rightSquareBracket
}

/** Punctuation that may open a parenthetical right before a `www.`. */
function isOpeningPunctuation(code: number): boolean {
  return (
    code === codes.leftParenthesis ||
    code === codes.leftSquareBracket ||
    code === codes.apostrophe ||
    code === codes.asterisk ||
    code === codes.comma ||
    code === codes.semicolon
  )
}

/** What may start the continuation of a bare URI after `-⏎`. */
function isJoinStart(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code === codes.slash ||
    code === codes.percentSign ||
    code === codes.underscore ||
    code === codes.tilde ||
    (code >= firstNonAscii && isNonAsciiUriCode(code))
  )
}

/** The pieces' texts, joined. */
function join(text: string, pieces: readonly number[]): string {
  if (pieces.length === 2) return text.slice(pieces[0], pieces[1])
  let value = ''
  for (let index = 0; index < pieces.length; index += 2) value += text.slice(pieces[index], pieces[index + 1])
  return value
}

/** Index of the `:` ending a valid scheme at the start of `value`, or -1. */
function schemeEnd(value: string): number {
  if (value.length === 0 || !isAlpha(value.charCodeAt(0))) return -1
  const max = Math.min(value.length, limits.schemeLength + 1)

  for (let index = 1; index < max; index++) {
    const code = value.charCodeAt(index)
    if (code === codes.colon) return index
    if (!isSchemeCode(code)) return -1
  }

  return -1
}

/** `user@host` with no scheme and no `/` before the `@`. */
function isAddressLike(value: string): boolean {
  const at = value.indexOf('@')
  if (at <= 0) return false
  const slash = value.indexOf('/')
  return slash < 0 || slash > at
}

/** `local@host.tld` and nothing else. */
function isEmail(value: string): boolean {
  const at = value.indexOf('@')
  for (let index = 0; index < at; index++) if (!isLocalPartCode(value.charCodeAt(index))) return false
  return isHostWithTld(value, at + 1, value.length)
}

/** `` ` ``, `'` or `.` at the start of a local part: what wraps or ends the text before it. */
function isLocalPartWrapper(code: number): boolean {
  return code === codes.dot || code === codes.graveAccent || code === codes.apostrophe
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
    if (code === codes.slash || code === codes.numberSign || code === codes.questionMark || code === codes.dot) return true
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
