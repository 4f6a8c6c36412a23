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
 *
 * This file is the driver: it finds the anchors and hands each to its
 * part, `scan/delimited.ts` (`<…>`, `<URL:…>`, `"…"`), `scan/bare.ts`
 * (`scheme:…`) or `scan/www-email.ts`; those share the predicates of
 * `scan/text.ts` and the types of `scan/match.ts`, and none imports this
 * file.
 */
import {caseBit, codes, isAlpha, isDigit} from '@urilint/core/character'
import {isBlankCode, isBracketedOnlyCode, isEolCode, isLocalPartCode, isSchemeCode, isUriCode} from './character.js'
import {orderHyphenReadings} from './hyphens.js'
import {bare} from './scan/bare.js'
import {isCellEdge} from './scan/cells.js'
import {addressBefore, delimited, delimitedBefore, hasUrlPrefix} from './scan/delimited.js'
import {MatchPool, type Context, type RawMatch, type ScanOptions} from './scan/match.js'
import {forgetLastRead, lineBreakBefore} from './scan/text.js'
import {forgetWidth} from './scan/wrap.js'
import {email, www} from './scan/www-email.js'

/** The scanner's match and switches, for the modules and tests that import them from here. */
export type {RawMatch, ScanOptions} from './scan/match.js'
export {MatchPool} from './scan/match.js'

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
 * scheme's colon too (an address from its `@`, and either from a `www.` in
 * its first word): the opening delimiter is looked for right before that
 * word (`openingBefore`), so the many `<` and `"` of prose (`<user@host>`,
 * quotations) cost nothing. Only relative references (`relative`), which
 * have no colon, make `<` and `"` triggers of their own. Each anchor then
 * looks back a bounded stretch (a scheme, a local part, the blanks after an
 * opening delimiter; a `www.` in a run of local-part characters, the run
 * since the last `www.`), never before the last match. The matches come from
 * `pool`, which gives those of its last scan again: read them before the
 * next scan with the same pool.
 */
export function scan(
  text: string,
  from: number,
  to: number,
  options: ScanOptions,
  found: RawMatch[],
  triggers: Triggers = createTriggers(),
  pool: MatchPool = new MatchPool()
): void {
  pool.reuse()
  forgetLastRead()
  forgetWidth()
  const context: Context = {
    text,
    from,
    to,
    options,
    wwwFailedUntil: from,
    failedOpening: -1,
    lacking: undefined,
    pool
  }
  const firstFound = found.length
  const {email: emails, www: wwws, delimiterTriggers: openers} = options
  // Without `<` and `"` triggers, the general path passes a colon followed
  // by a blank unless a `<` is shortly before or the line ends.
  const skipColons = !openers && options.everyColon !== true
  let hyphenated = false
  let index = from
  // End of the last match: nothing reaches back before it.
  let lastEnd = from
  // The run of local-part characters the last `www.` looked back over, so the next one need not again (`'www.'www.`).
  let runStart = from
  let runEnd = -1
  // The later pieces of URIs found in table cells (flattened `[start, end, …]`), which the scan passes again.
  let claimed: number[] = []
  // The next of each trigger, in locals for the loop (written back at the end).
  let colon = triggers.colon
  let lessThan = triggers.lessThan
  let lastLessThan = triggers.lastLessThan
  let quotationMark = triggers.quotationMark
  let atSign = triggers.atSign
  let wwwLower = triggers.wwwLower
  let wwwUpper = triggers.wwwUpper

  while (index < to) {
    if (colon < index) {
      colon = nextOf(text, ':', index)
      // Most colons of prose are passed here, in a loop of their own, not
      // one turn each of the loop below: those the general path passes too.
      if (skipColons) {
        while (colon < to) {
          if (
            colon > lastEnd &&
            (isSchemeCode(text.charCodeAt(colon - 1)) || lineBreakBefore(text, colon, lastEnd) >= 0) &&
            !isLetterless(text, colon, lastEnd)
          ) {
            if (colon + 1 >= to) break
            const next = text.charCodeAt(colon + 1)
            // `Data:|:Dumper`, `std:|:string`: a namespace's `::` (most colons of Perl's pages) starts no URI: no
            // body starts with `:`, bare or delimited; but `<URL::…>`'s prefix is read as the general path reads it.
            if (
              next !== codes.colon ||
              (colon - 4 >= from && text.charCodeAt(colon - 4) === codes.lessThan && hasUrlPrefix(text, colon - 3, to))
            ) {
              // `Note:|␠`: blanks go on only inside `<…>`, or at a line's end.
              if (!isBlankCode(next)) break
              // A `<` farther back than `angleReach` counts as none: the search jumps to the first within reach
              // (those between are not searched one by one: a third of the calls on prose).
              if (lessThan < colon - angleReach) {
                lastLessThan = -1
                lessThan = nextOf(text, '<', colon - angleReach)
              }
              while (lessThan < colon) {
                lastLessThan = lessThan
                lessThan = nextOf(text, '<', lessThan + 1)
              }
              if (mayBeInAngle(text, lastLessThan, colon, lastEnd) || endsLine(text, colon + 1, to)) break
            }
          }
          // `)|:`, `12␠|:`: no scheme ends right before it (nor on a line before, `<http⏎|://`), so nothing starts at it.
          colon = nextOf(text, ':', colon + 1)
        }
      }
    }
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
        if (text.charCodeAt(start - 1) === codes.dot && start - 1 > lastEnd && text.charCodeAt(start - 2) === codes.dot)
          break
        start--
      }

      // Read from its opening, a delimited URI's scheme takes the ellipsis in
      // (`<can...http://…>`, as `delimited` reads it); `openingBefore` asks
      // for the letter a scheme starts with, which may be lines before, the
      // whole scheme too (`<http⏎://…>`).
      let word = start
      while (word > lastEnd && isSchemeCode(text.charCodeAt(word - 1))) word--
      if (!openers) match = delimitedBefore(context, word, lastEnd, true)
      if (!match && uriFollows && start < position) match = bare(context, start, position)
    } else if (code === codes.atSign) {
      if (!openers) {
        let start = position
        while (start > lastEnd && isLocalPartCode(text.charCodeAt(start - 1))) start--
        match = addressBefore(context, start, position, lastEnd)
      }
      match ??= email(context, position, lastEnd)
    } else if (code === codes.lessThan) {
      match = delimited(context, position, codes.greaterThan)
    } else if (code === codes.quotationMark) {
      match = delimited(context, position, codes.quotationMark)
    } else if (
      isW(text.charCodeAt(position)) &&
      isW(text.charCodeAt(position + 1)) &&
      (position === lastEnd || !isSchemeCode(text.charCodeAt(position - 1)))
    ) {
      // `<|www.example.com:80/x>`, `<a'|www.x@example.org>`: a delimited URI or
      // address read from an opening before the word that holds the `www.`
      // comes first, as when the scan stops at that opening.
      if (!openers) {
        let start = position
        while (start > lastEnd && isLocalPartCode(text.charCodeAt(start - 1))) {
          if (start === runEnd) {
            start = Math.max(runStart, lastEnd)
            break
          }
          start--
        }
        runStart = start
        runEnd = position
        match = delimitedBefore(context, start, lastEnd, false)
      }
      // `|www.`, in any case: at the start of a word only.
      match ??= www(context, position)
    }

    // `|ing.y.com/…`: a later line of a URI found in its table cell (below) is that URI's, not one of its own.
    const claimedTo = match && claimed.length > 0 ? claimedEnd(claimed, match.outerStart) : -1
    if (claimedTo >= 0) {
      index = Math.max(claimedTo, position + 1)
    } else if (match) {
      found.push(match)
      if (match.hyphens.length > 0) {
        hyphenated = true
        // `|http://www.y.com/market-  | http://market-  |`: a URI that goes on in its table cell's next lines
        // (cells.ts) leaves the rest of its first line to scan, the row's other cells, and claims its later pieces.
        const {pieces} = match
        if (pieces.length > 2 && isCellEdge(text, pieces[1]!, to)) {
          claimed = claimedAfter(claimed, pieces[1]!)
          for (let at = 2; at < pieces.length; at++) claimed.push(pieces[at]!)
          index = lastEnd = pieces[1]!
          continue
        }
      }
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

/** The end of the piece of `claimed` (flattened) that holds `at`, or -1. */
function claimedEnd(claimed: readonly number[], at: number): number {
  for (let index = 0; index < claimed.length; index += 2)
    if (claimed[index]! <= at && at < claimed[index + 1]!) return claimed[index + 1]!
  return -1
}

/** The pieces of `claimed` (flattened) that end after `at`: those the scan may still meet. */
function claimedAfter(claimed: readonly number[], at: number): number[] {
  const kept: number[] = []
  for (let index = 0; index < claimed.length; index += 2)
    if (claimed[index + 1]! > at) kept.push(claimed[index]!, claimed[index + 1]!)
  return kept
}

/**
 * `12|:30`, `1.5|:`: whether the colon ends a run of scheme characters
 * without a letter, not at a line's start, where nothing starts: no scheme
 * (it starts with a letter), and no delimited URI read from an opening
 * before it (`openingBefore` asks for a letter, or for a word at a line's
 * start continuing the line before). Times of day are most of the colons of
 * prose that a non-blank follows.
 */
function isLetterless(text: string, colon: number, lastEnd: number): boolean {
  if (!isDigit(text.charCodeAt(colon - 1))) return false
  let start = colon - 1
  while (start > lastEnd && isSchemeCode(text.charCodeAt(start - 1))) {
    if (isAlpha(text.charCodeAt(start - 1))) return false
    start--
  }
  return lineBreakBefore(text, start, lastEnd) < 0
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

/**
 * Whether the colon at `colon`, a blank after it, may be inside a `<…>`
 * opened by the last `<` before it, at `open`: one shortly before and after
 * the last match, not closed by a `>` on its line (`<a@example.org>␠Date:␠`,
 * ChangeLogs' colons: half those of prose the scan would look at).
 * A line break between leaves it open (`<mailto⏎> :␠…>`: a quote marker).
 * The general path asks only for the `<` (test/extract/property.test.ts
 * checks that the two pass the same colons).
 */
function mayBeInAngle(text: string, open: number, colon: number, lastEnd: number): boolean {
  if (open < lastEnd || colon - open > angleReach) return false
  for (let at = open + 1; at < colon; at++) {
    const code = text.charCodeAt(at)
    if (code === codes.greaterThan) return false
    if (isEolCode(code)) return true
  }
  return true
}

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

/** "None ahead": a small integer past any text, so positions stay small integers (not Infinity). */
const noMore = 0x3f_ff_ff_ff

/** Offset of the next `character` at or after `from`, or `noMore`. */
function nextOf(text: string, character: string, from: number): number {
  const found = text.indexOf(character, from)
  return found < 0 ? noMore : found
}
