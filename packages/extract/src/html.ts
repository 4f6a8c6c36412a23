/**
 * URLs of HTML attributes, read with the htmlparser2 tokenizer so that
 * quoting, comments, raw-text elements and character references follow HTML,
 * each with an exact map back to where it is written: `htmlUrls`, and
 * `extractHtml`, which gives them as `extract` results.
 */
import {toAscii, validate} from '@urilint/core'
import {codes, isAscii} from '@urilint/core/character'
import {QuoteType, Tokenizer, type TokenizerCallbacks} from 'htmlparser2'
import {decodeAttribute} from './html-entities.js'
import {Locator} from './locate.js'
import {settings as check} from './options.js'
import {locate, newResult} from './result.js'
import {slice, type Segment} from './source-map.js'
import type {ExtractedUri, ExtractOptions, UriSpan} from './types.js'

/**
 * Attributes whose value is one URL (HTML 4.01 B.2 `%URI`, and HTML's URL
 * attributes), and `srcset`, whose value is a list of image candidates.
 */
export type HtmlAttribute = 'href' | 'src' | 'srcset' | 'action' | 'cite' | 'poster' | 'data'

/** The attributes read, `srcset` apart. */
const urlAttributes: ReadonlySet<string> = new Set<HtmlAttribute>(['href', 'src', 'action', 'cite', 'poster', 'data'])

/** A URL found in an attribute value. */
export interface HtmlUrl {
  /** The attribute, lower-cased. */
  attribute: HtmlAttribute
  /** The element's name as written (`a`, `img`; `Link` for a JSX component in MDX). */
  tag: string
  /** The URL: character references decoded, the HTML spaces around it stripped (a `srcset` candidate: its URL alone). */
  value: string
  /** Source map from `value` to offsets in the HTML. */
  segments: Segment[]
}

/** A URI from an HTML attribute, as `extract` gives it. */
export interface HtmlUri extends ExtractedUri {
  /** The attribute it came from. */
  attribute: HtmlAttribute
}

/**
 * Every URL of an `href`, `src`, `action`, `cite`, `poster` or `data`
 * attribute and of each `srcset` candidate in `html`, in document order, with
 * character references decoded (HTML 13.2.5.72) and a source map into `html`
 * (a reference maps to its source as a whole). Empty values are skipped,
 * and so are JSX expressions (MDX's unquoted `href={url}`). Throws a
 * `TypeError` on a non-string `html`.
 */
export function htmlUrls(html: string): HtmlUrl[] {
  if (typeof html !== 'string') throw new TypeError('Expected `html` to be a string, not ' + typeof html)
  const found: HtmlUrl[] = []
  readUrls(html, (url) => {
    found.push({attribute: url.attribute, tag: url.tag, value: url.value, segments: url.segments})
  })
  return found
}

/** A URL as `readUrls` gives it: an `HtmlUrl` and where its attribute value is. */
interface AttributeUrl extends HtmlUrl {
  /** The attribute value as written, without its quotes. */
  valueStart: number
  valueEnd: number
  quoted: boolean
}

/** Call `onUrl` with each URL of `html` (see `htmlUrls`). */
function readUrls(html: string, onUrl: (url: AttributeUrl) => void): void {
  // No attribute of interest can be there without `=`.
  if (!html.includes('=')) return
  let tag = ''
  let name = ''
  let valueStart = -1
  let valueEnd = -1

  const callbacks: TokenizerCallbacks = {
    onattribname(start, end) {
      name = html.slice(start, end).toLowerCase()
      valueStart = -1
      valueEnd = -1
    },
    onattribdata(start, end) {
      if (valueStart === -1) valueStart = start
      valueEnd = end
    },
    onattribentity() {},
    onattribend(quote) {
      // `href={url}` in MDX: a JSX expression, code that yields the URL, not one.
      const expression = quote === QuoteType.Unquoted && html.charCodeAt(valueStart) === codes.leftCurlyBrace
      if (valueStart !== -1 && !expression && (name === 'srcset' || urlAttributes.has(name))) {
        const attribute = name as HtmlAttribute
        const quoted = quote === QuoteType.Double || quote === QuoteType.Single
        const decoded = decodeAttribute(html, valueStart, valueEnd)
        if (attribute === 'srcset') {
          for (const candidate of srcsetUrls(decoded.value)) {
            const {start, end} = candidate
            onUrl({
              attribute,
              tag,
              value: decoded.value.slice(start, end),
              segments: slice(decoded.segments, start, end),
              valueStart,
              valueEnd,
              quoted
            })
          }
        } else {
          // HTML: a "valid URL potentially surrounded by spaces".
          const {start, end} = trimSpaces(decoded.value)
          if (end > start)
            onUrl({
              attribute,
              tag,
              value: decoded.value.slice(start, end),
              segments: slice(decoded.segments, start, end),
              valueStart,
              valueEnd,
              quoted
            })
        }
      }
      valueStart = -1
      name = ''
    },
    oncdata() {},
    onclosetag() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onopentagend() {},
    onopentagname(start, end) {
      tag = html.slice(start, end)
    },
    onprocessinginstruction() {},
    onselfclosingtag() {},
    ontext() {},
    ontextentity() {}
  }

  // References are decoded by `decodeAttribute`, which keeps their offsets.
  const tokenizer = new Tokenizer({xmlMode: false, decodeEntities: false}, callbacks)
  tokenizer.write(html)
  tokenizer.end()
}

/**
 * The URIs of `htmlUrls(html)` as `extract` results, cleaned as the URL
 * standard does (leading and trailing C0 controls and spaces, and every tab
 * and line break, removed). `spans` are where the URI is written, split where
 * a character was removed (`rejoined` then); with a character reference in
 * it, a span's text is not the piece of `uri` it stands for. Diagnostics are
 * located through references and removed whitespace. `delimiter` is `quote`
 * for a quoted value and `bare` for an unquoted one, `outerStart` and
 * `outerEnd` the value with its quotes; a `srcset` candidate is `bare`, its
 * own outer range.
 */
export function extractHtml(html: string, options?: ExtractOptions): HtmlUri[] {
  if (typeof html !== 'string') throw new TypeError('Expected `html` to be a string, not ' + typeof html)
  const settings = check(options)
  const locator = new Locator(settings.lines)
  const found: HtmlUri[] = []

  readUrls(html, (url) => {
    const {value: uri, segments} = cleanUrl(url.value, url.segments)
    if (uri === '') return
    const spans = toSpans(html, segments, locator)
    const whole = url.attribute !== 'srcset'
    const quoted = whole && url.quoted
    const outerStart = whole ? url.valueStart - (quoted ? 1 : 0) : spans[0]!.start
    const outerEnd = whole ? url.valueEnd + (quoted ? 1 : 0) : spans[spans.length - 1]!.end
    const result: HtmlUri = Object.assign(
      newResult(uri, spans, outerStart, outerEnd, quoted ? 'quote' : 'bare', 'uri'),
      {attribute: url.attribute}
    )
    if (!isAscii(uri)) result.ascii = toAscii(uri)
    if (settings.diagnostics) {
      const diagnostics = validate(uri, settings.validate)
      if (diagnostics.length > 0) result.diagnostics = locate(diagnostics, spans, segments)
    }
    found.push(result)
  })

  return found
}

/**
 * The source ranges of a map, contiguous ones joined, as spans with their
 * line and column. `locator` must not have passed the first segment's start.
 */
function toSpans(html: string, segments: readonly Segment[], locator: Locator): UriSpan[] {
  const spans: UriSpan[] = []
  let start = segments[0]!.start
  let end = segments[0]!.end

  for (let index = 1; index <= segments.length; index++) {
    const segment = segments[index]
    if (segment !== undefined && segment.start === end) {
      end = segment.end
      continue
    }
    locator.advance(html, 0, start)
    spans.push({start, end, line: locator.line, column: locator.column(start)})
    if (segment !== undefined) {
      start = segment.start
      end = segment.end
    }
  }

  return spans
}

/** ASCII whitespace of HTML (space, tab, LF, FF, CR). */
function isHtmlSpace(code: number): boolean {
  return code === codes.space || code === codes.ht || code === codes.lf || code === codes.ff || code === codes.cr
}

function trimSpaces(value: string): {start: number; end: number} {
  let start = 0
  let end = value.length
  while (start < end && isHtmlSpace(value.charCodeAt(start))) start++
  while (end > start && isHtmlSpace(value.charCodeAt(end - 1))) end--
  return {start, end}
}

/**
 * The URLs of a `srcset` value (HTML 4.8.4.3.10, "parse a srcset
 * attribute"): candidates split on commas, each a URL then descriptors.
 */
function srcsetUrls(value: string): Array<{start: number; end: number}> {
  const result: Array<{start: number; end: number}> = []
  let index = 0
  const length = value.length

  while (index < length) {
    // Skip whitespace and commas before a candidate.
    while (index < length && (isHtmlSpace(value.charCodeAt(index)) || value.charCodeAt(index) === codes.comma)) index++
    if (index >= length) break
    const start = index
    while (index < length && !isHtmlSpace(value.charCodeAt(index))) index++
    let end = index
    // A URL ending in commas ends the candidate (no descriptors): drop them.
    let trailingComma = false
    while (end > start && value.charCodeAt(end - 1) === codes.comma) {
      end--
      trailingComma = true
    }
    if (end > start) result.push({start, end})
    if (trailingComma) continue
    // Skip descriptors up to the next comma outside parentheses.
    let depth = 0
    while (index < length) {
      const code = value.charCodeAt(index)
      if (code === codes.leftParenthesis) depth++
      else if (code === codes.rightParenthesis && depth > 0) depth--
      else if (code === codes.comma && depth === 0) break
      index++
    }
  }

  return result
}

/**
 * The URL standard's clean-up of a value ("basic URL parser": strip leading
 * and trailing C0 controls and spaces, remove every ASCII tab or newline),
 * with its map.
 */
function cleanUrl(value: string, segments: Segment[]): {value: string; segments: Segment[]} {
  let start = 0
  let end = value.length
  while (start < end && value.charCodeAt(start) <= codes.space) start++
  while (end > start && value.charCodeAt(end - 1) <= codes.space) end--
  let removed = start > 0 || end < value.length
  for (let index = start; index < end && !removed; index++) removed = isTabOrNewline(value.charCodeAt(index))
  if (!removed) return {value, segments}

  // One pass over the segments (a slice per kept run would be quadratic on a value of many lines).
  let cleaned = ''
  const map: Segment[] = []
  for (const segment of segments) {
    let run = Math.max(segment.from, start)
    const stop = Math.min(segment.to, end)
    for (let index = run; index <= stop; index++) {
      if (index < stop && !isTabOrNewline(value.charCodeAt(index))) continue
      if (index > run) {
        const from = cleaned.length
        const to = from + (index - run)
        cleaned += value.slice(run, index)
        const linear = segment.to - segment.from === segment.end - segment.start
        map.push(
          linear
            ? {from, to, start: segment.start + (run - segment.from), end: segment.start + (index - segment.from)}
            : {from, to, start: segment.start, end: segment.end}
        )
      }
      run = index + 1
    }
  }
  return {value: cleaned, segments: map}
}

/** URL standard: an ASCII tab or newline (tab, LF, CR). */
function isTabOrNewline(code: number): boolean {
  return code === codes.ht || code === codes.lf || code === codes.cr
}
