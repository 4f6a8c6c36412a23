/** Turning a raw match into an `ExtractedUri`: text, spans, readings, diagnostics. */
import {toAscii, validate} from '@urilint/core'
import {isAscii} from '@urilint/core/character'
import type {LineIndex, Locator} from './locate.ts'
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

  // The rest in its own function, so that this one stays well under V8's
  // 460 bytes of bytecode for inlining (at 456 it was inlined in some runs
  // and not in others: 11 against 17 ms on the dense corpus).
  return finish(result, match, text, settings)
}

/**
 * `toResult` for a match in a whole text, with lines deferred: the same keys
 * in the same order, but each `line` an accessor that counts when first read
 * (see `LineIndex`).
 */
export function toDeferredResult(match: RawMatch, text: string, lines: LineIndex, settings: Settings): ExtractedUri {
  const {pieces} = match
  const spans: UriSpan[] = []
  let uri = ''

  for (let index = 0; index < pieces.length; index += 2) {
    const start = pieces[index]!
    const span = {start, end: pieces[index + 1]!} as UriSpan
    lines.deferLine(span)
    span.column = lines.column(start)
    spans.push(span)
    uri += text.slice(start, span.end)
  }

  const first = spans[0]!
  const result = {uri, spans, start: first.start, end: spans[spans.length - 1]!.end} as ExtractedUri
  lines.deferLine(result)
  result.column = first.column
  result.outerStart = match.outerStart
  result.outerEnd = match.outerEnd
  result.delimiter = match.delimiter
  result.kind = match.kind
  result.rejoined = spans.length > 1
  result.diagnostics = []
  return finish(result, match, text, settings, lines)
}

/** The optional readings and the diagnostics. */
function finish(result: ExtractedUri, match: RawMatch, text: string, settings: Settings, lines?: LineIndex): ExtractedUri {
  const {uri} = result
  if (match.hyphens.length > 0) result.alternatives = [uri, withoutHyphens(text, match.pieces, match.hyphens)]
  if (!isAscii(uri)) result.ascii = toAscii(uri)
  if (match.kind === 'www') result.expanded = 'http://' + uri
  else if (match.kind === 'email') result.expanded = 'mailto:' + uri
  if (settings.diagnostics) {
    const found = validate(uri, settings.validate)
    if (found.length > 0) result.diagnostics = locate(found, result.spans, lines)
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
 * With `lines`, each `line` is deferred as the spans' are.
 */
export function locate(diagnostics: ReturnType<typeof validate>, spans: readonly UriSpan[], lines?: LineIndex): LocatedDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const start = toText(spans, diagnostic.start, false)
    const span = spans[start.span]!
    const located = {
      ...diagnostic,
      start: start.offset,
      end: toText(spans, diagnostic.end, true).offset,
      uriStart: diagnostic.start,
      uriEnd: diagnostic.end
    } as LocatedDiagnostic
    if (lines === undefined) located.line = span.line
    else lines.deferLine(located)
    located.column = span.column + (start.offset - span.start)
    return located
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
