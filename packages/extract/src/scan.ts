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
  isUriCode
} from './character.js'
import {orderHyphenReadings} from './hyphens.js'
import {limits} from './limits.js'
import {topLevelDomains} from './registries.js'
import {delimited, delimitedBefore} from './scan/delimited.js'
import {newMatch, noHyphens, type Context, type RawMatch, type ScanOptions} from './scan/match.js'
import {
  hasWordCharacterIn,
  isHostWithTld,
  isTrailingPunctuation,
  lineStartOf,
  quoteDepth,
  skipLineBreak,
  strayBefore,
  templateEnd
} from './scan/text.js'
import {hasSchemeShape, lacks, schemeStanding, shapeNeed, startsBody, type SchemeStanding} from './schemes.js'

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

/** "None ahead": a small integer past any text, so positions stay small integers (not Infinity). */
const noMore = 0x3f_ff_ff_ff

/** Offset of the next `character` at or after `from`, or `noMore`. */
function nextOf(text: string, character: string, from: number): number {
  const found = text.indexOf(character, from)
  return found < 0 ? noMore : found
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

/** `` ` ``, `'` or `.` at the start of a local part: what wraps or ends the text before it. */
function isLocalPartWrapper(code: number): boolean {
  return code === codes.dot || code === codes.graveAccent || code === codes.apostrophe
}
