/** Turning a raw match into an `ExtractedUri`: text, spans, readings, diagnostics. */
import {toAscii, validate} from '@urilint/core'
import type {Locator} from './locate.ts'
import type {Settings} from './options.ts'
import type {RawMatch} from './scan.ts'
import type {ExtractedUri, LocatedDiagnostic, UriSpan} from './types.ts'

/**
 * Build the result for `match`, found in `text` whose first character is at
 * absolute offset `base`; `locator` must not have passed `match`'s start.
 */
export function toResult(match: RawMatch, text: string, base: number, locator: Locator, settings: Settings): ExtractedUri {
  const {pieces} = match
  const spans: UriSpan[] = []
  let uri = ''

  for (let index = 0; index < pieces.length; index += 2) {
    const start = pieces[index]!
    const end = pieces[index + 1]!
    locator.advance(text, base, base + start)
    spans.push({start: base + start, end: base + end, line: locator.line, column: locator.column(base + start)})
    uri += text.slice(start, end)
  }

  const first = spans[0]!
  const last = spans[spans.length - 1]!
  const result: ExtractedUri = {
    uri,
    spans,
    start: first.start,
    end: last.end,
    line: first.line,
    column: first.column,
    outerStart: base + match.outerStart,
    outerEnd: base + match.outerEnd,
    delimiter: match.delimiter,
    kind: match.kind,
    rejoined: spans.length > 1,
    diagnostics: []
  }

  if (match.hyphens.length > 0) result.alternatives = [uri, withoutHyphens(text, pieces, match.hyphens)]
  if (!isAscii(uri)) result.ascii = toAscii(uri)
  if (match.kind === 'www') result.expanded = 'http://' + uri
  else if (match.kind === 'email') result.expanded = 'mailto:' + uri
  if (settings.diagnostics) {
    const found = validate(uri, settings.validate)
    if (found.length > 0) result.diagnostics = locate(found, spans)
  }
  return result
}

/** The reading with each hyphen at a line break dropped. */
function withoutHyphens(text: string, pieces: readonly number[], hyphens: readonly number[]): string {
  const dropped = new Set(hyphens)
  let value = ''

  for (let index = 0; index < pieces.length; index += 2) {
    const end = pieces[index + 1]!
    value += text.slice(pieces[index], dropped.has(end - 1) ? end - 1 : end)
  }

  return value
}

/**
 * Move each diagnostic's `start`/`end` from offsets into the URI to offsets
 * into the text, through the spans (the URI is the spans' texts joined).
 */
export function locate(diagnostics: ReturnType<typeof validate>, spans: readonly UriSpan[]): LocatedDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const start = toText(spans, diagnostic.start, false)
    const span = spans[start.span]!
    return {
      ...diagnostic,
      start: start.offset,
      end: toText(spans, diagnostic.end, true).offset,
      uriStart: diagnostic.start,
      uriEnd: diagnostic.end,
      line: span.line,
      column: span.column + (start.offset - span.start)
    }
  })
}

/**
 * The text offset of offset `at` into the URI. At a boundary between two
 * spans, an end stays at the end of the earlier span and a start moves to
 * the start of the later one, so no located range covers a line break.
 */
function toText(spans: readonly UriSpan[], at: number, isEnd: boolean): {offset: number; span: number} {
  let before = 0

  for (let index = 0; index < spans.length; index++) {
    const span = spans[index]!
    const length = span.end - span.start
    if (isEnd ? at <= before + length : at < before + length) return {offset: span.start + Math.max(0, at - before), span: index}
    before += length
  }

  const index = spans.length - 1
  return {offset: spans[index]!.end, span: index}
}

function isAscii(value: string): boolean {
  for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) > 0x7f) return false
  return true
}
