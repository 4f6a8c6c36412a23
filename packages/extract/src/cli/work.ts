/**
 * The work of `uri-extract` on one file: read it as a stream (text, an
 * mbox message by message; an `.eml` whole, up to the bound on a message),
 * find its URIs, render them with passwords redacted.
 */
import path from 'node:path'
import process from 'node:process'
import {inspect, isPlaceholder, maskPassword, parse, passwordSpan, redact, toAscii, validate} from '@urilint/core'
// Levels by core's classification of its diagnostics, which remark-lint-uri's rule table reads too: no rule vocabulary here.
import {checkLevel, overlaps, secretsOf, within} from '@urilint/core/internal'
import {extractStream} from '../stream.js'
import {formatOf, isMailFormat, mailFormatOf} from '../formats.js'
import {limits} from '../limits.js'
import {extractMboxStream, extractMessage, sizeText, type MailMessage} from '../mail.js'
import {isMbox} from '../mbox.js'
import {locate} from '../result.js'
import type {ExtractedUri, ExtractOptions, LocatedDiagnostic, UriSpan} from '../types.js'
import type {MailUri} from '../mail.js'
import {sniffLength} from '../binary.js'
import {redactText} from '../redact-text.js'
import {
  describeFileError,
  displayName,
  jsonFinding,
  openInput,
  printable,
  utf8Chunks,
  type JsonFinding
} from './shared.js'

/** What a file gives, in order: a URI rendered, or a problem (one line) with the file or one of its messages. */
export type Item = Rendered | {kind: 'problem'; text: string}

/**
 * URIs as printed: their lines (`lines` format) or records as JSON (`json`,
 * `ndjson`), `count` of them joined in `text` (by a line feed, or `,⏎`
 * for `json`), and their findings counted by level. One URI, or a block
 * rendered by a worker thread.
 */
export interface Rendered {
  kind: 'uri'
  text: string
  count: number
  errors: number
  warnings: number
}

/** `items` with each run of rendered URIs joined into one block (one string to pass between threads). */
export function joinRuns(items: readonly Item[], format: Flags['format']): Item[] {
  const joined: Item[] = []
  let run: Rendered[] = []
  const flush = (): void => {
    if (run.length === 0) return
    const text = run.map((item) => item.text).join(format === 'json' ? ',\n' : '\n')
    joined.push({
      kind: 'uri',
      text,
      count: run.reduce((sum, item) => sum + item.count, 0),
      errors: run.reduce((sum, item) => sum + item.errors, 0),
      warnings: run.reduce((sum, item) => sum + item.warnings, 0)
    })
    run = []
  }
  for (const item of items) {
    if (item.kind === 'uri') run.push(item)
    else {
      flush()
      joined.push(item)
    }
  }
  flush()
  return joined
}

/** What the command line asked for. */
export interface Flags {
  format: 'lines' | 'json' | 'ndjson'
  check: boolean
  frail: boolean
  mail: boolean
  /** The name stdin is read as (`--stdin-filename`): its extension gives the format, as a file's would. */
  stdinFilename?: string | undefined
  options: ExtractOptions
  files: string[]
}

/** Where a file named on the command line is read: its path from the CLI's folder, and the CLI's stdin for `-`. */
export interface Source {
  path: string
  stdin: AsyncIterable<Uint8Array>
}

/** Told how many bytes were read, for the progress bar. */
export type OnBytes = (bytes: number) => void

/**
 * Read one file (or stdin), find its URIs, and render them, as they are
 * found: a text file or an mbox is streamed, so memory does not grow with
 * its size. A problem with the whole file comes last, as a `problem` item;
 * a message of an mbox that cannot be read gives a problem and the others
 * are still read.
 */
export async function* fileItems(
  file: string,
  flags: Flags,
  onBytes: OnBytes | undefined,
  from: Source = {path: file, stdin: process.stdin}
): AsyncGenerator<Item, void, undefined> {
  let source: AsyncGenerator<Uint8Array> | undefined
  try {
    const raw = file === '-' ? from.stdin : (await openInput(from.path)).chunks
    // UTF-16 (by its byte-order mark) read as UTF-8; binary input refused.
    source = sniffed(utf8Chunks(counted(raw, onBytes)))
    const first = await source.next()
    if (first.done) return
    const head = first.value
    const mail = flags.mail || isMailInput(file, flags, head)

    if (mail && isMbox(head)) {
      for await (const message of extractMboxStream(prepend(head, source), flags.options))
        yield* messageItems(message, file, flags, 0)
    } else if (mail) {
      const bytes = await readAll(head, source)
      if (bytes.length > limits.messageBytes)
        throw new Error(`message of more than ${sizeText(limits.messageBytes)} (the limit), skipped`)
      const message = await extractMessage(bytes, flags.options)
      // A message the MIME parser refused: said in one line, and its URIs as written still given.
      if (message.problem !== undefined) yield {kind: 'problem', text: redactText(message.problem)}
      for (const uri of message.uris) yield render(uri, file, flags)
    } else {
      for await (const uri of extractStream(prepend(head, source), flags.options)) yield render(uri, file, flags)
    }
  } catch (error) {
    yield {kind: 'problem', text: describeFileError(error)}
  } finally {
    // Closes the file when it was not read to its end (a message past the bound, a reader that stopped).
    await source?.return(undefined)
  }
}

/** The items of one message of an mbox whose messages before it in the file number `base`. */
export function* messageItems(message: MailMessage, file: string, flags: Flags, base: number): Generator<Item> {
  if (message.problem !== undefined) {
    // A refused message still gives the URIs found in it as written.
    yield {
      kind: 'problem',
      text: `message ${base + message.message + 1} (byte ${message.offset}): ${redactText(message.problem)}`
    }
  }
  for (const uri of message.uris) yield render(base === 0 ? uri : {...uri, message: base + uri.message}, file, flags)
}

/** The chunks of a stream, counted for the progress bar. */
async function* counted(source: AsyncIterable<Uint8Array>, onBytes: OnBytes | undefined): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    onBytes?.(chunk.length)
    yield chunk
  }
}

/** The chunks of a stream, checked for binary content: a NUL in its first 8,000 bytes, however they are cut into chunks. */
async function* sniffed(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let seen = 0
  for await (const chunk of source) {
    if (seen < sniffLength) {
      const end = Math.min(chunk.length, sniffLength - seen)
      if (chunk.subarray(0, end).includes(0)) throw new Error('binary file, not text')
      seen += end
    }
    yield chunk
  }
}

async function* prepend(head: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield head
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value
}

/** A whole message (an `.eml`): read up to one byte past the bound, so that a larger one is told without being held. */
async function readAll(head: Uint8Array, rest: AsyncIterator<Uint8Array>): Promise<Uint8Array> {
  const chunks = [head]
  let size = head.length
  for (let next = await rest.next(); !next.done && size <= limits.messageBytes; next = await rest.next()) {
    chunks.push(next.value)
    size += next.value.length
  }
  return Buffer.concat(chunks)
}

/** One URI as printed, with its password redacted everywhere. */
export function render(uri: ExtractedUri | MailUri, file: string, flags: Flags): Rendered {
  // A `www.` find means its `http://` form: its password is read there (as written, `www.app:` would be a scheme).
  const prefix = uri.kind === 'www' ? 'http://' : ''
  const meant = prefix + uri.uri
  const redactAs = (value: string) => redact(prefix + value).slice(prefix.length)
  // A last guard: core messages never hold the password (core tests say so).
  const clean = (value: string): string => maskPassword(value, meant)
  const found = uri.uri.includes('@') ? passwordSpan(parse(meant)) : undefined
  const password =
    found === undefined ? undefined : {start: found.start - prefix.length, end: found.end - prefix.length}
  // As the rules do: a finding on the password quotes none of it, even where another reading of the URI takes a part of it for a path.
  const inUri = (finding: LocatedDiagnostic) => ({start: finding.uriStart, end: finding.uriEnd})
  const touchesPassword = (finding: LocatedDiagnostic) => password !== undefined && overlaps(inUri(finding), password)
  // A placeholder password (`${TOKEN}`, `<password>`) is a template for the reader, not URI syntax: as urilint's `no-malformed-uri`, no syntax finding inside it.
  const placeholder =
    password !== undefined && isPlaceholder(uri.uri.slice(password.start, password.end)) ? password : undefined
  const inPlaceholder = (finding: LocatedDiagnostic) => placeholder !== undefined && within(inUri(finding), placeholder)
  // A template has no real password (result.ts): without a userinfo, what redaction would take for one cut short is
  // a placeholder port (`:%d`, `[:port]`); one of a URI written inside it is still masked.
  const shown =
    uri.placeholders !== undefined && password === undefined && secretsOf(parse(meant)).length === 0
      ? uri.uri
      : redactAs(uri.uri)
  // Offsets into `meant` moved back into `uri` (none falls on the prefix, which is valid).
  const unprefixed = <T extends {start: number; end: number}>(found: T): T => ({
    ...found,
    start: Math.max(0, found.start - prefix.length),
    end: Math.max(0, found.end - prefix.length)
  })
  // The grammar's findings, of what the URI means.
  const grammar = prefix === '' || !flags.check ? uri.diagnostics : locate(validate(meant).map(unprefixed), uri.spans)
  const findings: LocatedDiagnostic[] = []

  if (flags.check) {
    // Each at its concern's level, as urilint's rule for it (a malformed URI is a warning).
    for (const finding of grammar)
      if (!inPlaceholder(finding)) findings.push({...finding, severity: checkLevel(finding)})
    // Placed through the spans, like the diagnostics: a URI may be wrapped over lines.
    for (const finding of locate(inspect(meant).map(unprefixed), uri.spans))
      findings.push({...finding, severity: checkLevel(finding)})
  }

  const errors = findings.filter((finding) => finding.severity === 'error').length
  const warnings = findings.filter((finding) => finding.severity === 'warning').length

  if (flags.format === 'lines') {
    // In mail, lines and columns are into the decoded part, not the file.
    const place = 'part' in uri ? `${displayName(file)}#${uri.message + 1}/${uri.part}` : displayName(file)
    const lines = [printable(shown)]
    for (const finding of findings) {
      lines.push(
        `  ${place}:${finding.line}:${finding.column}: ${finding.severity}: ${printable(clean(finding.message))} (${finding.id})`
      )
    }

    return {kind: 'uri', text: lines.join('\n'), count: 1, errors, warnings}
  }

  const record: Record<string, unknown> = {
    file,
    uri: shown,
    line: uri.line,
    column: uri.column,
    start: uri.start,
    end: uri.end
  }
  if ('message' in uri) {
    // The message's number, from 1, as `--check` places and stderr count them (the API's is an index).
    record.message = uri.message + 1
    record.part = uri.part
    if (uri.attribute !== undefined) record.attribute = uri.attribute
  }

  record.delimiter = uri.delimiter
  record.kind = uri.kind
  record.rejoined = uri.rejoined
  // A template's placeholders as written (a real password is never in a template).
  if (uri.placeholders !== undefined)
    record.placeholders = uri.placeholders.map((placeholder) =>
      redact(uri.uri.slice(placeholder.start, placeholder.end))
    )
  if (uri.alternatives) record.alternatives = uri.alternatives.map((value) => redactAs(value))
  // The ASCII form of the URI redacted: IDNA can make a piece of a password read as a host name
  // (`app:|@Q.п/QQ@db…` gives `q.xn--o1a/QQ`), which ends the password early in the form redacted after.
  if (uri.ascii !== undefined) record.ascii = toAscii(redactAs(uri.uri))
  if (uri.expanded !== undefined) record.expanded = redact(uri.expanded)
  record.spans = uri.spans

  if (flags.check) {
    // The grammar's verdict (core severities), whatever level the contract gives the findings.
    record.valid = !grammar.some((diagnostic) => diagnostic.severity === 'error')
    record.findings = findings.map((finding): JsonFinding => {
      const end = pointAt(uri.spans, finding.end)
      return jsonFinding({
        ruleId: finding.id,
        source: '@urilint/core',
        severity: finding.severity,
        reason: clean(finding.message),
        line: finding.line,
        column: finding.column,
        endLine: end.line,
        endColumn: end.column,
        url: finding.url,
        note: finding.note === undefined ? undefined : clean(finding.note),
        actual: finding.actual === undefined || touchesPassword(finding) ? undefined : clean(finding.actual),
        expected: finding.expected === undefined ? undefined : [clean(finding.expected)]
      })
    })
  }

  return {kind: 'uri', text: JSON.stringify(record), count: 1, errors, warnings}
}

/** Whether a file is read as mail by its name (the formats table's `.eml` and `.mbox`). */
export function isMailName(file: string): boolean {
  return isMailFormat(formatOf(path.extname(file)))
}

/**
 * Whether an input is read as mail without `--mail`: a file by its name;
 * stdin by `--stdin-filename`'s, or, unnamed, by its start (a header
 * field, or mbox's `From ` line), so that a message piped in is decoded
 * (quoted-printable, base64) as the same `.eml` file would be.
 */
function isMailInput(file: string, flags: Flags, head: Uint8Array): boolean {
  if (file !== '-') return isMailName(file)
  if (flags.stdinFilename !== undefined) return isMailName(flags.stdinFilename)
  return mailFormatOf(Buffer.from(head.subarray(0, sniffHead)).toString('utf8')) !== undefined
}

/** Bytes of stdin's start looked at for a header: a first line and the start of the next. */
const sniffHead = 1024

/** Line and column of the (exclusive) end offset `offset`, through the spans of a URI: at a line break it stays on the earlier line. */
function pointAt(spans: readonly UriSpan[], offset: number): {line: number; column: number} {
  let span = spans[0]!
  for (const each of spans) {
    if (each.start > offset) break
    span = each
  }
  return {line: span.line, column: span.column + (offset - span.start)}
}
