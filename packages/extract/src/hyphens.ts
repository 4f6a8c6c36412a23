/**
 * Which reading of a URI broken after a hyphen comes first. Appendix E: the
 * hyphen "may or may not actually be part of the URI". A reader decides by
 * what else the text says, and so does `orderHyphenReadings`, looking only at
 * the segment being scanned (so `extract` and `extractStream` agree):
 *
 * 1. The word around the hyphen, written elsewhere in the segment on one
 *    line: with the hyphen (`release-notes`, `dcc-servers`), the hyphen is
 *    kept; without it (`translationproject`), it is dropped. Hosts and path
 *    segments are words here, so the same URI or host elsewhere counts.
 * 2. Otherwise, justified typesetting around the break (the line as long as
 *    the one before or after it, with words padded by two spaces): a
 *    typesetter's hyphen, dropped.
 * 3. Otherwise the hyphen is kept, as written.
 *
 * Cost: nothing unless a match has such a hyphen; then one pass over the
 * segment, counting only the words asked about.
 */
import {codes, firstNonAscii, isAlphanumeric} from '@urilint/core/character'
import {isBlankCode, isEolCode, isNonAsciiUriCode} from './character.js'
import type {RawMatch} from './scan.js'

/** Longest part of a word looked at on either side of a hyphen. */
const wordLook = 64
/** Shortest line that can show justification. */
const justifiedMin = 40

/** The two spellings of the word around one hyphen at a break. */
interface Spellings {
  kept: string
  dropped: string
}

/**
 * Set `dropHyphens` on each match of `found` from `first` on whose hyphens
 * at line breaks the evidence in `text.slice(from, to)` says a typesetter
 * added.
 */
export function orderHyphenReadings(text: string, from: number, to: number, found: RawMatch[], first: number): void {
  const asked = new Map<string, number>()
  const spellings: Spellings[][] = []

  for (let index = first; index < found.length; index++) {
    const match = found[index]!
    const words: Spellings[] = []
    for (const hyphen of match.hyphens) {
      const left = wordBefore(text, hyphen, from)
      const right = wordAfter(text, nextPieceStart(match.pieces, hyphen), to)
      if (left === '' || right === '') continue
      const spelling = {kept: left + '-' + right, dropped: left + right}
      asked.set(spelling.kept, 0)
      asked.set(spelling.dropped, 0)
      words.push(spelling)
    }
    spellings.push(words)
  }

  if (asked.size > 0) countWords(text, from, to, asked)

  for (let index = first; index < found.length; index++) {
    const match = found[index]!
    if (match.hyphens.length === 0) continue
    let kept = 0
    let dropped = 0
    for (const spelling of spellings[index - first]!) {
      kept += asked.get(spelling.kept)!
      dropped += asked.get(spelling.dropped)!
    }
    if (dropped > 0 && kept === 0) match.dropHyphens = true
    else if (kept === 0) match.dropHyphens = isJustified(text, match.hyphens[0]!, from, to)
  }
}

/** Start of the piece after the one ending right after `hyphen`. */
function nextPieceStart(pieces: readonly number[], hyphen: number): number {
  for (let index = 1; index < pieces.length - 1; index += 2) if (pieces[index] === hyphen + 1) return pieces[index + 1]!
  return hyphen + 1
}

/** A word character: letter, digit or a non-ASCII letter. */
function isWordCode(code: number): boolean {
  return isAlphanumeric(code) || (code >= firstNonAscii && isNonAsciiUriCode(code))
}

/** The hyphenated word ending right before `end` (`dcc` in `www.dcc-`), lower case. */
function wordBefore(text: string, end: number, from: number): string {
  let start = end
  const floor = Math.max(from, end - wordLook)
  while (start > floor && (isWordCode(text.charCodeAt(start - 1)) || (text.charCodeAt(start - 1) === codes.dash && start - 1 > floor && isWordCode(text.charCodeAt(start - 2))))) start--
  while (start < end && text.charCodeAt(start) === codes.dash) start++
  return text.slice(start, end).toLowerCase()
}

/** The hyphenated word starting at `start` (`servers` in `servers.net`), lower case. */
function wordAfter(text: string, start: number, to: number): string {
  let end = start
  const limit = Math.min(to, start + wordLook)
  while (end < limit && (isWordCode(text.charCodeAt(end)) || (text.charCodeAt(end) === codes.dash && end + 1 < limit && isWordCode(text.charCodeAt(end + 1))))) end++
  return text.slice(start, end).toLowerCase()
}

/**
 * Count in `asked` each word of `text.slice(from, to)` it holds: words are
 * runs of word characters joined by single hyphens, on one line.
 */
function countWords(text: string, from: number, to: number, asked: Map<string, number>): void {
  let lengths = 0
  for (const word of asked.keys()) lengths |= 1 << Math.min(word.length, 31)
  let index = from

  while (index < to) {
    if (!isWordCode(text.charCodeAt(index))) {
      index++
      continue
    }

    const start = index
    while (index < to && (isWordCode(text.charCodeAt(index)) || (text.charCodeAt(index) === codes.dash && index + 1 < to && isWordCode(text.charCodeAt(index + 1))))) index++
    // Most words have a length no asked word has: no slice for them.
    if ((lengths & (1 << Math.min(index - start, 31))) === 0) continue
    const word = text.slice(start, index).toLowerCase()
    const count = asked.get(word)
    if (count !== undefined) asked.set(word, count + 1)
  }
}

/**
 * Whether the line holding `index` is justified: as long as the line before
 * or after it (at least `justifiedMin`), and one of them has two blanks
 * between words, where a typesetter padded it.
 */
function isJustified(text: string, index: number, from: number, to: number): boolean {
  const line = lineAround(text, index, from, to)
  if (line.end - line.start < justifiedMin) return false
  const length = line.end - line.start
  const before = line.start > from ? lineAround(text, line.start - 1, from, to) : undefined
  const after = line.next < to ? lineAround(text, line.next, from, to) : undefined
  const padded = hasPadding(text, line.start, line.end)

  for (const neighbour of [before, after]) {
    if (neighbour === undefined || neighbour.end - neighbour.start !== length) continue
    if (padded || hasPadding(text, neighbour.start, neighbour.end)) return true
  }

  return false
}

/** The line holding `index`: its start (after indentation), end (before trailing blanks) and the start of the next. */
function lineAround(text: string, index: number, from: number, to: number): {start: number; end: number; next: number} {
  let start = index
  while (start > from && !isEolCode(text.charCodeAt(start - 1))) start--
  let next = index
  while (next < to && !isEolCode(text.charCodeAt(next))) next++
  let end = next
  while (end > start && isBlankCode(text.charCodeAt(end - 1))) end--
  if (next < to && text.charCodeAt(next) === codes.cr) next++
  if (next < to && text.charCodeAt(next) === codes.lf) next++
  return {start, end, next}
}

/** Whether two blanks stand between words in `text.slice(start, end)` (not the indentation). */
function hasPadding(text: string, start: number, end: number): boolean {
  while (start < end && isBlankCode(text.charCodeAt(start))) start++
  for (let index = start + 1; index < end - 1; index++) {
    if (text.charCodeAt(index) === codes.space && text.charCodeAt(index + 1) === codes.space && !isBlankCode(text.charCodeAt(index - 1))) return true
  }
  return false
}
