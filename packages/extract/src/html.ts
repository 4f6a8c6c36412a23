/**
 * URIs of an HTML document's `href` and `src` attributes, read with a real
 * HTML parser (htmlparser2), located at the attribute value as written.
 */
import {toAscii, validate} from '@urilint/core'
import {Parser} from 'htmlparser2'
import {codes} from '@urilint/core/character'
import {isAscii} from '@urilint/core/character'
import {isBlankCode, isEolCode} from './character.ts'
import {Locator} from './locate.ts'
import {settings as check} from './options.ts'
import {toResult} from './result.ts'
import type {ExtractedUri, ExtractOptions, LocatedDiagnostic} from './types.ts'

/** A URI from an HTML attribute. */
export interface HtmlUri extends ExtractedUri {
  /** The attribute it came from. */
  attribute: 'href' | 'src'
}

const attributes: ReadonlySet<string> = new Set(['href', 'src'])

/**
 * Every `href` and `src` value in `html`, in document order. `uri` is the
 * value with character references decoded and, as the URL standard does,
 * leading and trailing whitespace and any tab or line break removed; the one
 * span is the value as written in `html` (so with an entity in it, the span's
 * text differs from `uri`). Diagnostics are located in that span as long as
 * the value was written without references or whitespace; otherwise they stay
 * relative to `uri` (`start === uriStart`). Empty values are skipped.
 */
export function extractHtml(html: string, options?: ExtractOptions): HtmlUri[] {
  if (typeof html !== 'string') throw new TypeError('Expected `html` to be a string, not ' + typeof html)
  const settings = check(options)
  const locator = new Locator()
  const found: HtmlUri[] = []

  const parser: Parser = new Parser(
    {
      onattribute(name, value, quote) {
        if (!attributes.has(name)) return
        const uri = cleanUrl(value)
        if (uri === '') return
        const quoted = quote === '"' || quote === "'"
        const valueEnd = quoted ? parser.endIndex - 1 : parser.endIndex
        const valueStart = attributeValueStart(html, parser.startIndex, valueEnd)
        const written = html.slice(valueStart, valueEnd) === uri
        // Located through a raw match whose one piece is the value as written.
        const result = toResult(
          {pieces: [valueStart, valueEnd], outerStart: quoted ? valueStart - 1 : valueStart, outerEnd: quoted ? valueEnd + 1 : valueEnd, delimiter: quoted ? 'quote' : 'bare', kind: 'uri', hyphens: []},
          html,
          0,
          locator,
          {...settings, diagnostics: false}
        )
        result.uri = uri
        delete result.ascii
        if (!isAscii(uri)) result.ascii = toAscii(uri)
        if (settings.diagnostics) {
          result.diagnostics = diagnose(uri, settings.mode, written ? result.start : undefined, result.line, result.column)
        }

        found.push({...result, attribute: name as 'href' | 'src'})
      }
    },
    {decodeEntities: true, lowerCaseAttributeNames: true}
  )

  parser.write(html)
  parser.end()
  return found
}

/** Core diagnostics of `uri`, moved by `offset` when the value was written as is. */
function diagnose(uri: string, mode: 'rfc3986' | 'rfc2396', offset: number | undefined, line: number, column: number): LocatedDiagnostic[] {
  return validate(uri, {as: 'uri-reference', mode}).map((diagnostic) => ({
    ...diagnostic,
    start: offset === undefined ? diagnostic.start : offset + diagnostic.start,
    end: offset === undefined ? diagnostic.end : offset + diagnostic.end,
    uriStart: diagnostic.start,
    uriEnd: diagnostic.end,
    line,
    column: offset === undefined ? column : column + diagnostic.start
  }))
}

/** `name|…= "|value`: where the value of the attribute starting at `start` begins. */
function attributeValueStart(html: string, start: number, end: number): number {
  let index = start
  while (index < end && html.charCodeAt(index) !== codes.equalsTo) index++
  index++
  while (index < end && (isBlankCode(html.charCodeAt(index)) || isEolCode(html.charCodeAt(index)))) index++
  const code = html.charCodeAt(index)
  if (code === codes.quotationMark || code === codes.apostrophe) index++
  return Math.min(index, end)
}

/** The URL standard's clean-up of an attribute value: trim, drop tabs and line breaks. */
function cleanUrl(value: string): string {
  let result = ''
  let start = 0
  let end = value.length
  while (start < end && value.charCodeAt(start) <= codes.space) start++
  while (end > start && value.charCodeAt(end - 1) <= codes.space) end--

  for (let index = start; index < end; index++) {
    const code = value.charCodeAt(index)
    if (code !== codes.ht && !isEolCode(code)) result += value[index]
  }

  return result
}
