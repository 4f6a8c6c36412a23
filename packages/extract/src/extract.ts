/** `extract`: every URI reference in a string (RFC 3986 Appendix E). */
import {Locator} from './locate.js'
import {settings as check, type Settings} from './options.js'
import {isGiven, toResult} from './result.js'
import {createTriggers, MatchPool, scan, type RawMatch} from './scan.js'
import {createCutCache, findCut} from './segment.js'
import type {ExtractedUri, ExtractOptions} from './types.js'

/**
 * Find every URI reference in `text`, in order (RFC 3986 Appendix E, RFC 2396
 * Appendix E): delimited by `<…>`, `<URL:…>`, `"…"` or whitespace, rejoined
 * across line breaks inside delimiters. Never throws on any string; throws a
 * `TypeError` on a non-string `text` or bad options.
 */
export function extract(text: string, options?: ExtractOptions): ExtractedUri[] {
  if (typeof text !== 'string') throw new TypeError('Expected `text` to be a string, not ' + typeof text)
  const settings = check(options)
  const segments = new Segments(text, settings)
  const locator = new Locator(settings.lines)
  const results: ExtractedUri[] = []
  for (let matches: RawMatch[] | undefined = segments.first(); matches !== undefined; matches = segments.next()) {
    for (const match of matches) {
      const result = toResult(match, text, 0, locator, settings)
      if (isGiven(result, settings)) results.push(result)
    }
  }
  return results
}

/**
 * The raw matches of a text, segment by segment, so that they are turned into
 * results and die young. The array and the matches given are reused for the
 * next segment.
 */
class Segments {
  /** End of the segments given so far. */
  end = 0
  private readonly matches: RawMatch[] = []
  private readonly triggers = createTriggers()
  private readonly pool = new MatchPool()
  private readonly lineFeed = createCutCache()

  constructor(
    private readonly text: string,
    private readonly settings: Settings
  ) {}

  /** The matches of the first segment (none for an empty text). */
  first(): RawMatch[] {
    return this.scanFrom(0)
  }

  /** The matches of the next segment, or `undefined` at the end of the text. */
  next(): RawMatch[] | undefined {
    return this.end < this.text.length ? this.scanFrom(this.end) : undefined
  }

  private scanFrom(start: number): RawMatch[] {
    const {text} = this
    const {cut} = findCut(text, start, start, true, this.lineFeed)
    this.matches.length = 0
    scan(text, start, cut, this.settings.scan, this.matches, this.triggers, this.pool)
    this.end = cut
    return this.matches
  }
}
