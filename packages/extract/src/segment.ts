/**
 * Cutting text into segments that the scanner can handle one at a time with
 * the same result as the whole text: this is what lets `extractStream` keep
 * memory bounded and find a URI that straddles a chunk boundary exactly once.
 *
 * A segment ends after the first line break of a blank line: no delimited
 * URI crosses a blank line, and a bare URI ends at whitespace. A paragraph
 * longer than `limits.segmentSoft` ends at its next line break, and one with
 * no line break at `limits.segmentHard`; a URI wrapped across exactly such a
 * cut is split (the price of bounded memory). Cuts depend only on the text,
 * never on how it was chunked, and `extract` cuts the same way.
 */
import {codes, limits} from './codes.ts'
import {isBlankCode} from './character.ts'

/** Where the search stopped: a cut, or where to resume once more text came. */
export interface Cut {
  /** End of the segment that starts at `segmentStart`, or -1 when more text is needed. */
  cut: number
  /** Where to resume searching once more text is there. */
  resume: number
}

/**
 * Find the end of the segment starting at `segmentStart`, searching from
 * `searchFrom` (a `resume` from an earlier call, or `segmentStart`).
 * With `final`, the end of `text` ends the last segment.
 */
export function findCut(text: string, segmentStart: number, searchFrom: number, final: boolean): Cut {
  const hard = segmentStart + limits.segmentHard
  let index = searchFrom

  while (true) {
    const lineFeed = lineFeedBefore(text, index, hard)

    if (lineFeed < 0) {
      if (text.length >= hard) return {cut: hardCut(text, hard), resume: hard}
      return final ? {cut: text.length, resume: text.length} : {cut: -1, resume: text.length}
    }

    const after = lineFeed + 1
    if (after - segmentStart >= limits.segmentSoft) return {cut: after, resume: after}

    // `⏎|  ⏎`: a blank line?
    let next = after
    while (next < text.length && (isBlankCode(text.charCodeAt(next)) || text.charCodeAt(next) === codes.carriageReturn)) next++

    if (next >= text.length) {
      return final ? {cut: text.length, resume: text.length} : {cut: -1, resume: lineFeed}
    }

    if (text.charCodeAt(next) === codes.lineFeed) return {cut: after, resume: after}
    index = next
  }
}

/**
 * The first LF from `index` on, or -1 when there is none before `limit`.
 * `indexOf` would search to the end of the text for every segment of a
 * text without line breaks, which is quadratic; this stops at `limit`.
 */
function lineFeedBefore(text: string, index: number, limit: number): number {
  const end = Math.min(text.length, limit)
  for (; index < end; index++) if (text.charCodeAt(index) === codes.lineFeed) return index
  return -1
}

/** A hard cut, moved back one so as not to split a surrogate pair. */
function hardCut(text: string, cut: number): number {
  const code = text.charCodeAt(cut - 1)
  return code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut
}
