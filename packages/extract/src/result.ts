/** Turning a raw match into an `ExtractedUri`: text, spans, readings, diagnostics. */
import {isPlaceholder, parse, passwordSpan, toAscii, validate, type Diagnostic, type Span} from '@urilint/core'
import {codes, isAscii} from '@urilint/core/character'
import {
  isPlainUri,
  isTemplate,
  mayHavePlaceholders,
  placeholderSpans,
  standalonePlaceholders,
  within
} from '@urilint/core/internal'
import {formPlaceholders} from './form.js'
import type {Locator} from './locate.js'
import type {Reading, Settings} from './options.js'
import type {RawMatch} from './scan/match.js'
import {driverBodyStart} from './schemes.js'
import {isTrailingPunctuation} from './scan/text.js'
import {sourceRange, type Segment} from './source-map.js'
import type {Delimiter, ExtractedUri, Kind, LocatedDiagnostic, UriSpan} from './types.js'

/**
 * Build the result for `match`, found in `text` whose first character is at
 * absolute offset `base`; `locator` must not have passed `match`'s start.
 */
export function toResult(
  match: RawMatch,
  text: string,
  base: number,
  locator: Locator,
  settings: Settings
): ExtractedUri {
  const {pieces, dropped} = match
  const expanded = match.kind === 'email' ? 'mailto:' : match.kind === 'www' ? 'http://' : undefined

  // Most URIs are one piece: an array of exactly one span (a `push` onto `[]` reserves room for 17).
  if (pieces.length === 2 && dropped.length === 0) {
    const start = pieces[0]!
    const uri = text.slice(start, pieces[1])
    locator.advance(text, base, base + start)
    const spans = [
      {start: base + start, end: base + pieces[1]!, line: locator.line, column: locator.column(base + start)}
    ]
    const result = newResult(
      uri,
      spans,
      base + match.outerStart,
      base + match.outerEnd,
      match.delimiter,
      match.kind,
      expanded === undefined ? undefined : expanded + uri
    )
    return finish(result, match, text, settings)
  }

  const spans: UriSpan[] = []
  let uri = ''
  let next = 0

  for (let index = 0; index < pieces.length; index += 2) {
    const start = pieces[index]!
    let end = pieces[index + 1]!
    // A typesetter's hyphen (see hyphens.ts) is not part of the URI; both lists are in order.
    if (next < dropped.length && dropped[next] === end - 1) {
      end--
      next++
    }
    locator.advance(text, base, base + start)
    spans.push({start: base + start, end: base + end, line: locator.line, column: locator.column(base + start)})
    uri += text.slice(start, end)
  }

  const result = newResult(
    uri,
    spans,
    base + match.outerStart,
    base + match.outerEnd,
    match.delimiter,
    match.kind,
    expanded === undefined ? undefined : expanded + uri
  )

  // The rest in its own function, so that this one stays well under V8's
  // 460 bytes of bytecode for inlining (at 456 it was inlined in some runs
  // and not in others: 11 against 17 ms on the dense corpus).
  return finish(result, match, text, settings)
}

/** The `diagnostics` of every result without any: one array, frozen, so that results without findings cost none. */
export const noDiagnostics: LocatedDiagnostic[] = Object.freeze([]) as unknown as LocatedDiagnostic[]

/**
 * A result with its required fields, in one order wherever results are made
 * (`toResult`, `extractHtml`), so that results share a hidden class; a
 * `www.` or e-mail find has its `expanded` in the same literal (added
 * afterwards, it would cost a property array per result).
 */
export function newResult(
  uri: string,
  spans: UriSpan[],
  outerStart: number,
  outerEnd: number,
  delimiter: Delimiter,
  kind: Kind,
  expanded?: string
): ExtractedUri {
  const first = spans[0]!
  const last = spans[spans.length - 1]!
  if (expanded !== undefined) {
    return {
      uri,
      spans,
      start: first.start,
      end: last.end,
      line: first.line,
      column: first.column,
      outerStart,
      outerEnd,
      delimiter,
      kind,
      rejoined: spans.length > 1,
      diagnostics: noDiagnostics,
      expanded
    }
  }
  return {
    uri,
    spans,
    start: first.start,
    end: last.end,
    line: first.line,
    column: first.column,
    outerStart,
    outerEnd,
    delimiter,
    kind,
    rejoined: spans.length > 1,
    diagnostics: noDiagnostics
  }
}

/** The optional readings, the diagnostics, and the placeholders of a template. */
function finish(result: ExtractedUri, match: RawMatch, text: string, settings: Settings): ExtractedUri {
  const {uri} = result
  if (match.hyphens.length > 0 || match.blankStart >= 0 || match.stray > 0 || match.wraps.length > 0)
    result.alternatives = readings(uri, match, text)
  // An address without diagnostics reads nothing but its ASCII form: cheaper than a look in the table (a third of
  // the time `finish` took for the 27,360 addresses of the prose corpus), which then keeps its slots for URIs.
  if (result.kind === 'email' && !settings.diagnostics) {
    if (!isAscii(uri)) result.ascii = toAscii(uri)
    return result
  }
  const reading = readingOf(uri, result.kind, settings, text.length)
  if (reading.ascii !== undefined) result.ascii = reading.ascii
  if (reading.found !== undefined && reading.found.length > 0) result.diagnostics = locate(reading.found, result.spans)
  if (reading.placeholders !== undefined) result.placeholders = reading.placeholders.map(copySpan)
  // "of the form file:///path/to/file": a form given, its path's placeholder words to fill in.
  if (result.placeholders === undefined && result.kind === 'uri') {
    const placeholders = formPlaceholders(uri, text, match.outerStart, match.segmentStart, settings)
    if (placeholders !== undefined) result.placeholders = placeholders
  }
  // `'http://h/?user='.$form->{user}`: a URL the code builds, its rest (a placeholder at its end) to fill in.
  if (match.built && result.placeholders === undefined) result.placeholders = [{start: uri.length, end: uri.length}]
  if (result.placeholders !== undefined && match.wraps.length > 0)
    return directoryBefore(result, match, text, settings) ?? result
  return result
}

/**
 * The reading of `uri` found as `kind`, kept in `settings.readings` for the
 * next time the same text is found: half the URIs of mail are found again
 * (the lists' footers). The table is looked up by a few of the URI's
 * characters, not a hash of all (a `Map` of the URIs cost as much as the
 * checks it saved with `www.` and e-mail); a slot holds the last two
 * readings that fell on it (the bench's URI-dense corpus reads 2,189 of its
 * 16,484 finds, against 3,690 with one). Each result gets copies of what
 * it may change.
 */
function readingOf(uri: string, kind: Kind, settings: Settings, textLength: number): Reading {
  const table = (settings.readings ??= new Array<Reading | undefined>(slotsFor(textLength)).fill(undefined))
  // Two ways a slot: the last reading read there first, the one before it second. A reading of another URI is
  // told by its hash, without a look at its text (far back in the text, out of the cache).
  const hash = hashOf(uri)
  const slot = hash & (table.length - 2)
  const known = table[slot]
  if (known !== undefined && known.hash === hash && known.uri === uri && known.kind === kind) return known
  const older = table[slot + 1]
  if (older !== undefined && older.hash === hash && older.uri === uri && older.kind === kind) {
    table[slot + 1] = known
    table[slot] = older
    return older
  }
  // Most URIs are of the plain shape, which core tells in one read: ASCII, no template, no driver's wrapper.
  const plain = kind === 'uri' && isPlainUri(uri)
  const found = settings.diagnostics ? validate(uri, settings.validate) : undefined
  // An e-mail address is no template (`{user}@example.com` is not read as one).
  const placeholders = plain || kind === 'email' ? undefined : templatePlaceholders(uri, found, settings)
  const ascii = plain || isAscii(uri) ? undefined : toAscii(uri)
  const reading: Reading = {uri, hash, kind, plain, ascii, found, placeholders}
  table[slot + 1] = known
  table[slot] = reading
  return reading
}

/**
 * Where `uri` goes in the readings table (its low bits): a hash of its length and of eight of its characters,
 * spread over it. The last few alone put the 1,234 URIs of the bench's URI-dense corpus in 198 slots (`.html`,
 * `.pdf`), and half the URIs found again were read again.
 */
function hashOf(uri: string): number {
  const {length} = uri
  let hash = length
  for (let eighth = 1; eighth < 8; eighth++) hash = (hash * 31 + uri.charCodeAt((length * eighth) >> 3)) | 0
  hash = (hash * 31 + uri.charCodeAt(length - 1)) | 0
  return hash ^ (hash >>> 15)
}

/**
 * How many readings `readingOf` keeps for a text of `length` (a power of 2): one for each 512 characters, from 16 (a
 * Markdown paragraph) to 1,024 (memory stays bounded, whatever the text).
 */
function slotsFor(length: number): number {
  let slots = 16
  while (slots < 1024 && slots * 512 < length) slots *= 2
  return slots
}

/** A copy of `span`. */
function copySpan(span: Span): Span {
  return {start: span.start, end: span.end}
}

/** The placeholders of `uri` when it is a template, else `undefined`; `found`: its diagnostics, if asked for. */
function templatePlaceholders(uri: string, found: Diagnostic[] | undefined, settings: Settings): Span[] | undefined {
  // A driver's URI is read for placeholders inside its wrapper: `db:snowflake://movera@example/…` as its own.
  const inner = driverBodyStart(uri)
  const checked = inner > 0 ? uri.slice(inner) : uri
  if (!mayHavePlaceholders(checked)) return undefined
  const reference = parse(checked, {mode: settings.mode})
  // Those a reader cannot take for a real URI's: `/wiki/Blur_[band]` is a path as written.
  const placeholders = standalonePlaceholders(checked, placeholderSpans(reference))
  // A real password is never part of a template: `postgres://admin:S3cr3t@{host}/` is a leaked secret first.
  const password = passwordSpan(reference)
  const realPassword =
    password !== undefined &&
    !isPlaceholder(checked.slice(password.start, password.end)) &&
    !placeholders.some((placeholder) => within(password, placeholder))
  if (inner > 0)
    for (const placeholder of placeholders) {
      placeholder.start += inner
      placeholder.end += inner
    }
  if (placeholders.length === 0 || realPassword) return undefined
  // Errors and warnings, as the linter reads a template; notes (`info`) are no violation.
  const violations = (found ?? validate(uri, settings.validate)).filter((each) => each.severity !== 'info')
  return isTemplate(violations, placeholders) ? placeholders : undefined
}

/**
 * `http://www.cpan.org/modules/by-module/Text/\⏎Text-CSV_XS-@ANY_VERSION@…`: a template continued with `\` at
 * a line's end from a directory (a piece that ends with `/`) onto a file name pattern (a last piece with no `/`,
 * its placeholders all there) is a watch line: the directory is the URI it fetches (`…/wine/\⏎development/…`,
 * whose pattern goes on over directories, stays a template). Else `undefined`.
 */
function directoryBefore(
  result: ExtractedUri,
  match: RawMatch,
  text: string,
  settings: Settings
): ExtractedUri | undefined {
  const {pieces, wraps} = match
  const cut = pieces[1]!
  if (
    pieces.length !== 4 ||
    wraps[0] !== cut ||
    match.hyphens.length > 0 ||
    text.charCodeAt(cut) !== codes.backslash ||
    text.charCodeAt(cut - 1) !== codes.slash ||
    text.slice(pieces[2], pieces[3]).includes('/') ||
    result.placeholders!.some((placeholder) => placeholder.start < cut - pieces[0]!)
  )
    return undefined
  const span = result.spans[0]!
  const directory = newResult(text.slice(pieces[0], cut), [span], span.start, span.end, result.delimiter, result.kind)
  return finish(directory, {...match, pieces: [pieces[0]!, cut], wraps: noWraps}, text, settings)
}

/** The `wraps` of a match cut at its first wrap (never written to). */
const noWraps: number[] = []

/** Whether `result` is given: a template only when asked (`templates`). */
export function isGiven(result: ExtractedUri, settings: Settings): boolean {
  return result.placeholders === undefined || settings.templates
}

/**
 * Every reading of the URI, `uri` (the likelier) first: with the hyphens at
 * line breaks as decided, all kept, or all dropped; the blanks inside `<…>`
 * as written, percent-encoded, or stripped (Appendix E's "strip embedded
 * whitespace"); the stray letter before the scheme kept.
 */
function readings(uri: string, match: RawMatch, text: string): string[] {
  const found = [uri]
  const add = (reading: string) => {
    if (!found.includes(reading)) found.push(reading)
  }

  if (match.hyphens.length > 0) {
    add(joinDropping(text, match.pieces, []))
    add(joinDropping(text, match.pieces, match.hyphens))
  }

  if (match.blankStart >= 0) {
    const at = uriOffset(match.pieces, match.blankStart)
    const length = match.blankEnd - match.blankStart
    const blanks = uri.slice(at, at + length)
    add(uri.slice(0, at) + blanks.replaceAll(' ', '%20').replaceAll('\t', '%09') + uri.slice(at + length))
    // From the first run to the last: an attribute's value may have words between runs (`Remove Me Now`).
    add(uri.slice(0, at) + blanks.replaceAll(' ', '').replaceAll('\t', '') + uri.slice(at + length))
  }

  if (match.stray > 0) add(text.slice(match.pieces[0]! - match.stray, match.pieces[0]) + uri)
  if (match.wraps.length > 0) add(cutReading(match, text))
  return found
}

/**
 * A URI a mail client wrapped (scan/wrap.ts) read as cut at its first
 * wrap, as without the join: up to there, trailing punctuation trimmed.
 */
function cutReading(match: RawMatch, text: string): string {
  const {pieces, wraps} = match
  let last = 1
  while (pieces[last] !== wraps[0]) last += 2
  const cut = joinDropping(text, pieces.slice(0, last + 1), match.dropped)
  let end = cut.length
  while (end > 0 && isTrailingPunctuation(cut.charCodeAt(end - 1))) end--
  return cut.slice(0, end)
}

/** The pieces' texts joined, each hyphen in `dropped` (in order) left out. */
function joinDropping(text: string, pieces: readonly number[], dropped: readonly number[]): string {
  let value = ''
  let next = 0

  for (let index = 0; index < pieces.length; index += 2) {
    let end = pieces[index + 1]!
    if (next < dropped.length && dropped[next] === end - 1) {
      end--
      next++
    }
    value += text.slice(pieces[index], end)
  }

  return value
}

/** Where text offset `offset`, inside one of `pieces` before any dropped hyphen, falls in the URI. */
function uriOffset(pieces: readonly number[], offset: number): number {
  let before = 0
  for (let index = 0; index < pieces.length; index += 2) {
    if (offset < pieces[index + 1]!) return before + offset - pieces[index]!
    before += pieces[index + 1]! - pieces[index]!
  }
  return before
}

/**
 * Move each diagnostic's `start`/`end` from offsets into the URI to offsets
 * into the text through the URI's source map (`segments`; by default the
 * spans, whose texts joined are the URI), and give it the line and column of
 * its start. At the boundary between two pieces an end stays at the end of
 * the earlier one and a start moves to the later one, so no located range
 * starts or ends across a line break.
 */
export function locate(
  diagnostics: readonly Diagnostic[],
  spans: readonly UriSpan[],
  segments: readonly Segment[] = spanSegments(spans)
): LocatedDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    // An empty range stays empty (at a line break its end would fall on the line before its start).
    const {start, end} = sourceRange(segments, diagnostic.start, diagnostic.end)
    const span = spans[spanAt(spans, start)]!
    // `Object.assign`, then the located fields: an object spread before fields it overrides took 15 times as long
    // in V8 (6 µs a diagnostic; a URI with an error found 10^5 times took 0.7 s, against 0.09 s for a valid one).
    const located = Object.assign({}, diagnostic) as LocatedDiagnostic
    located.start = start
    located.end = end
    located.uriStart = diagnostic.start
    located.uriEnd = diagnostic.end
    located.line = span.line
    // 0 with `lines: false`.
    located.column = span.line === 0 ? 0 : span.column + (start - span.start)
    return located
  })
}

/** The source map of a URI whose spans' texts joined are the URI. */
function spanSegments(spans: readonly UriSpan[]): Segment[] {
  const segments: Segment[] = []
  let from = 0
  for (const span of spans) {
    const to = from + (span.end - span.start)
    segments.push({from, to, start: span.start, end: span.end})
    from = to
  }
  return segments
}

/** Index of the last span starting at or before `offset` (the first when none), by binary search. */
function spanAt(spans: readonly UriSpan[], offset: number): number {
  let low = 0
  let high = spans.length - 1
  while (low < high) {
    const middle = (low + high + 1) >>> 1
    if (spans[middle]!.start <= offset) low = middle
    else high = middle - 1
  }
  return low
}
