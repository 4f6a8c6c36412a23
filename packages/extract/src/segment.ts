/**
 * Cutting text into segments that the scanner can handle one at a time with
 * the same result as the whole text: this is what lets `extractStream` keep
 * memory bounded and find a URI that straddles a chunk boundary exactly once.
 *
 * A segment ends after the first LF of an empty line (`\n\n` or `\n\r\n`)
 * once it is `limits.segmentMin` long:
 * no delimited URI crosses a blank line, and a bare URI ends at whitespace
 * (blank lines holding spaces are not looked for; a longer segment is still
 * correct). A paragraph
 * longer than `limits.segmentSoft` ends at its next line break, and one with
 * no line break at `limits.segmentHard`, after the last blank before it; a URI
 * wrapped across exactly such a cut, or one in a line with no blank for
 * `limits.blankLook` characters, is split (the price of bounded memory). Cuts depend only on the text,
 * never on how it was chunked, and `extract` cuts the same way.
 */
import {codes} from '@urilint/core/character'
import {isUriCode} from './character.js'
import {limits} from './limits.js'

/** Where the search stopped: a cut, or where to resume once more text came. */
interface Cut {
  /** End of the segment that starts at `segmentStart`, or -1 when more text is needed. */
  cut: number
  /** Where to resume searching once more text is there. */
  resume: number
}

/**
 * The next LF found in one unchanging text (`-1`: not searched, `Infinity`:
 * none), kept across calls: searching again for each segment of a text
 * without line breaks would be quadratic.
 */
interface CutCache {
  lineFeed: number
}

/** A fresh cache for a new text. */
export function createCutCache(): CutCache {
  return {lineFeed: -1}
}

/**
 * Find the end of the segment starting at `segmentStart`: after the first
 * LF of an empty line (`\n\n`, `\n\r\n`) from `limits.segmentMin` on, after
 * the first LF from `limits.segmentSoft` on, or at `limits.segmentHard`,
 * whichever comes first. Searching starts at `searchFrom` (a `resume` of an
 * earlier call on the same, shorter, text). Without `final`, a cut is only
 * given when no later text could move it.
 */
export function findCut(
  text: string,
  segmentStart: number,
  searchFrom: number,
  final: boolean,
  cache: CutCache = createCutCache()
): Cut {
  const soft = segmentStart + limits.segmentSoft - 1
  const hard = segmentStart + limits.segmentHard
  // Blank lines only count from `segmentMin` on: fewer, longer segments
  // (31 ms to 18 ms on the 8 MB Debian-docs corpus).
  let index = Math.max(segmentStart + limits.segmentMin - 1, searchFrom)

  while (true) {
    if (cache.lineFeed < index) {
      const found = text.indexOf('\n', index)
      cache.lineFeed = found < 0 ? Number.POSITIVE_INFINITY : found
    }

    const lineFeed = cache.lineFeed

    if (lineFeed >= hard || lineFeed === Number.POSITIVE_INFINITY) {
      if (text.length >= hard) {
        const cut = hardCut(text, segmentStart, hard)
        return {cut, resume: cut}
      }
      return final ? {cut: text.length, resume: text.length} : {cut: -1, resume: index}
    }

    if (lineFeed >= soft) return {cut: lineFeed + 1, resume: lineFeed + 1}

    // `⏎|⏎` or `⏎|␍⏎`: an empty line.
    let next = lineFeed + 1
    if (next < text.length && text.charCodeAt(next) === codes.cr) next++
    if (next >= text.length) return final ? {cut: text.length, resume: text.length} : {cut: -1, resume: lineFeed}
    if (text.charCodeAt(next) === codes.lf) return {cut: lineFeed + 1, resume: lineFeed + 1}
    index = lineFeed + 1
  }
}

/**
 * A hard cut at `hard`, moved back, when URI characters stand on both sides
 * of it, to just after the last blank of the `limits.blankLook` characters
 * before it: a bare URI ends at a blank, so one is split there only on a
 * line with no blank for that long (a line of minified HTML or JSON lost the
 * URI across each 128 K boundary). Else moved back one so as not to split a
 * surrogate pair.
 */
function hardCut(text: string, segmentStart: number, hard: number): number {
  // No bare URI crosses a cut next to a character none holds (`<a|<a`): no search.
  if (isUriCode(text.charCodeAt(hard - 1)) && isUriCode(text.charCodeAt(hard))) {
    const floor = Math.max(segmentStart + 1, hard - limits.blankLook)
    for (let index = hard - 1; index >= floor; index--) {
      const code = text.charCodeAt(index)
      if (code === codes.space || code === codes.ht) return index + 1
    }
  }
  const code = text.charCodeAt(hard - 1)
  return code >= 0xd800 && code <= 0xdbff ? hard - 1 : hard
}
