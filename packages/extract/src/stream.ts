/**
 * `extractStream`: the same results as `extract`, over text that arrives in
 * chunks, in bounded memory. The text is scanned one segment at a time (see
 * segment.ts); a segment is only scanned once it is complete, so a URI that
 * straddles a chunk boundary is found exactly once, whatever the chunking.
 */
import {Locator} from './locate.js'
import {settings as check} from './options.js'
import {isGiven, toResult} from './result.js'
import {createTriggers, MatchPool, scan, type RawMatch} from './scan.js'
import {createCutCache, findCut} from './segment.js'
import type {ExtractedUri, ExtractOptions} from './types.js'

/** A chunk of text: a string, or bytes of UTF-8. */
export type Chunk = string | Uint8Array

/**
 * Find every URI reference in text given as chunks (strings, or UTF-8 bytes
 * decoded as a stream, so a character split across chunks is kept whole, and
 * a leading byte-order mark is kept as U+FEFF and counted, as in a string);
 * yields the results of `extract` on the whole text, in order. Memory stays
 * below about two segments (`limits.segmentHard` code units) plus one chunk.
 */
export async function* extractStream(
  source: AsyncIterable<Chunk> | Iterable<Chunk>,
  options?: ExtractOptions
): AsyncGenerator<ExtractedUri, void, undefined> {
  if (!isIterable(source)) throw new TypeError('Expected `source` to be an iterable or async iterable of chunks')

  const settings = check(options)
  const locator = new Locator(settings.lines)
  // A segment's matches are read until its last result is yielded, before the next segment is scanned.
  const pool = new MatchPool()
  // `ignoreBOM`: a leading mark stays U+FEFF and is counted, as in the string `extract` is given (`Buffer#toString` keeps it too).
  const decoder = new TextDecoder('utf-8', {ignoreBOM: true})
  // Unscanned text; its first character is at absolute offset `base`.
  let buffer = ''
  let base = 0
  let resume = 0

  /** Scan every complete segment at the start of the buffer, then drop it. */
  function* drain(final: boolean): Generator<ExtractedUri> {
    let start = 0
    // Positions found in this buffer; the buffer changes after the drain.
    const triggers = createTriggers()
    const lineFeed = createCutCache()

    while (start < buffer.length) {
      const found = findCut(buffer, start, Math.max(start, resume), final, lineFeed)

      if (found.cut < 0) {
        resume = found.resume
        break
      }

      const matches: RawMatch[] = []
      scan(buffer, start, found.cut, settings.scan, matches, triggers, pool)
      for (const match of matches) {
        const result = toResult(match, buffer, base, locator, settings)
        if (isGiven(result, settings)) yield result
      }
      start = resume = found.cut
    }

    if (start > 0) {
      // The readings kept hold slices of the text dropped here.
      settings.readings = undefined
      locator.advance(buffer, base, base + start)
      buffer = buffer.slice(start)
      base += start
      resume -= start
      locator.invalidate()
    }
  }

  for await (const chunk of source) {
    if (typeof chunk === 'string') buffer += chunk
    else if (chunk instanceof Uint8Array) buffer += decoder.decode(chunk, {stream: true})
    else throw new TypeError('Expected a chunk to be a string or a Uint8Array, not ' + typeof chunk)
    locator.invalidate()
    yield* drain(false)
  }

  buffer += decoder.decode()
  locator.invalidate()
  yield* drain(true)
}

/** Whether `source` can be read with `for await` (an iterable or async iterable object). */
export function isIterable(source: unknown): source is AsyncIterable<unknown> | Iterable<unknown> {
  return source !== null && typeof source === 'object' && (Symbol.asyncIterator in source || Symbol.iterator in source)
}
