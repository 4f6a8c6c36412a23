/** `extract`: every URI reference in a string (RFC 3986 Appendix E). */
import {Locator} from './locate.ts'
import {settings as check} from './options.ts'
import {toResult} from './result.ts'
import {createTriggers, scan, type RawMatch} from './scan.ts'
import {createCutCache, findCut} from './segment.ts'
import type {ExtractedUri, ExtractOptions} from './types.ts'

/**
 * Find every URI reference in `text`, in order (RFC 3986 Appendix E, RFC 2396
 * Appendix E): delimited by `<…>`, `<URL:…>`, `"…"` or whitespace, rejoined
 * across line breaks inside delimiters. Never throws on any string; throws a
 * `TypeError` on a non-string `text` or bad options.
 */
export function extract(text: string, options?: ExtractOptions): ExtractedUri[] {
  if (typeof text !== 'string') throw new TypeError('Expected `text` to be a string, not ' + typeof text)
  const settings = check(options)
  const locator = new Locator()
  const results: ExtractedUri[] = []
  const matches: RawMatch[] = []
  const triggers = createTriggers()
  const lineFeed = createCutCache()
  let start = 0

  while (start < text.length) {
    const {cut} = findCut(text, start, start, true, lineFeed)
    // Raw matches are turned into results segment by segment, so they die young.
    scan(text, start, cut, settings.scan, matches, triggers)
    for (const match of matches) results.push(toResult(match, text, 0, locator, settings))
    matches.length = 0
    start = cut
  }

  return results
}
