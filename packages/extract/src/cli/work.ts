/**
 * The work of `uri-extract` on one file: read it (streamed for text, whole
 * for mail), find its URIs, render them with passwords redacted.
 */
import {createReadStream} from 'node:fs'
import {readFile} from 'node:fs/promises'
import process from 'node:process'
import {inspect, isPlaceholder, maskPassword, parse, passwordSpan, redact} from '@urilint/core'
import {extractStream} from '../stream.js'
import {extractMail, extractMbox} from '../mail.js'
import {isMbox} from '../mbox.js'
import {locate} from '../result.js'
import type {ExtractedUri, ExtractOptions, LocatedDiagnostic, UriSpan} from '../types.js'
import type {MailUri} from '../mail.js'
import {describeFileError, isBinary, jsonFinding, levelOf, type JsonFinding} from './shared.js'

/** A file's outcome. */
export interface Outcome {
  records: Record<string, unknown>[]
  lines: string[]
  error: string | undefined
  /** Findings at level `error` and `warning` (the contract's `levelOf`). */
  errors: number
  warnings: number
}

/** What the command line asked for. */
export interface Flags {
  format: 'lines' | 'json' | 'ndjson'
  check: boolean
  frail: boolean
  mail: boolean
  options: ExtractOptions
  files: string[]
}

/** Told how many bytes were read, for the progress bar. */
export type OnBytes = (bytes: number) => void

/** Read one file (or stdin), find its URIs, and render them. */
export async function processFile(file: string, flags: Flags, onBytes: OnBytes | undefined): Promise<Outcome> {
  const outcome: Outcome = {records: [], lines: [], error: undefined, errors: 0, warnings: 0}
  const found: (ExtractedUri | MailUri)[] = []

  try {
    const mail = flags.mail || isMailName(file)

    if (mail) {
      const bytes = file === '-' ? await readStdin() : await readFile(file)
      if (isBinary(bytes)) throw new Error('binary file, not text')
      onBytes?.(bytes.length)
      found.push(...(isMbox(bytes) ? await extractMbox(bytes, flags.options) : await extractMail(bytes, flags.options)))
    } else {
      const source = file === '-' ? process.stdin : createReadStream(file)
      let sniffed = false

      const chunks = async function* (): AsyncGenerator<Uint8Array> {
        for await (const chunk of source as AsyncIterable<Uint8Array>) {
          if (!sniffed) {
            sniffed = true
            if (isBinary(chunk)) throw new Error('binary file, not text')
          }

          onBytes?.(chunk.length)
          yield chunk
        }
      }

      for await (const uri of extractStream(chunks(), flags.options)) found.push(uri)
    }
  } catch (error) {
    outcome.error = describeFileError(error)
    return outcome
  }

  for (const uri of found) render(uri, file, flags, outcome)
  return outcome
}

/** Add one URI to the outcome, with its password redacted everywhere. */
function render(uri: ExtractedUri | MailUri, file: string, flags: Flags, outcome: Outcome): void {
  // A last guard: core messages never hold the password (core tests say so).
  const clean = (value: string): string => maskPassword(value, uri.uri)
  const password = uri.uri.includes('@') ? passwordSpan(parse(uri.uri)) : undefined
  // As the rules do: a finding on the password quotes none of it, even where another reading of the URI takes a part of it for a path.
  const touchesPassword = (finding: LocatedDiagnostic) => password !== undefined && finding.uriStart < password.end && finding.uriEnd > password.start
  // A placeholder password (`${TOKEN}`, `<password>`) is a template for the reader, not URI syntax: as urilint's `no-malformed-uri`, no syntax finding inside it.
  const placeholder = password !== undefined && isPlaceholder(uri.uri.slice(password.start, password.end)) ? password : undefined
  const inPlaceholder = (finding: LocatedDiagnostic) => placeholder !== undefined && finding.uriStart >= placeholder.start && finding.uriEnd <= placeholder.end
  const shown = redact(uri.uri)
  const findings: LocatedDiagnostic[] = []

  if (flags.check) {
    // Each at its level by the contract of both tools (a malformed URI is a warning, as in urilint).
    for (const finding of uri.diagnostics) if (!inPlaceholder(finding)) findings.push({...finding, severity: levelOf(finding)})
    // Placed through the spans, like the diagnostics: a URI may be wrapped over lines.
    for (const finding of locate(inspect(uri.uri), uri.spans)) findings.push({...finding, severity: levelOf(finding)})
  }

  const errors = findings.filter((finding) => finding.severity === 'error').length
  outcome.errors += errors
  outcome.warnings += findings.filter((finding) => finding.severity === 'warning').length

  if (flags.format === 'lines') {
    // In mail, lines and columns are into the decoded part, not the file.
    const place = 'part' in uri ? `${file}#${uri.message + 1}/${uri.part}` : file
    outcome.lines.push(shown)
    for (const finding of findings) {
      outcome.lines.push(`  ${place}:${finding.line}:${finding.column}: ${finding.severity}: ${clean(finding.message)} (${finding.id})`)
    }

    return
  }

  const record: Record<string, unknown> = {file, uri: shown, line: uri.line, column: uri.column, start: uri.start, end: uri.end}
  if ('message' in uri) {
    record.message = uri.message
    record.part = uri.part
    if (uri.attribute !== undefined) record.attribute = uri.attribute
  }

  record.delimiter = uri.delimiter
  record.kind = uri.kind
  record.rejoined = uri.rejoined
  if (uri.alternatives) record.alternatives = uri.alternatives.map((value) => redact(value))
  if (uri.ascii !== undefined) record.ascii = redact(uri.ascii)
  if (uri.expanded !== undefined) record.expanded = redact(uri.expanded)
  record.spans = uri.spans

  if (flags.check) {
    // The grammar's verdict (core severities), whatever level the contract gives the findings.
    record.valid = !uri.diagnostics.some((diagnostic) => diagnostic.severity === 'error')
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

  outcome.records.push(record)
}

function isMailName(file: string): boolean {
  const lower = file.toLowerCase()
  return lower.endsWith('.eml') || lower.endsWith('.mbox') || lower.endsWith('.mbx')
}

/** Line and column of the (exclusive) end offset `offset`, through the spans of a URI: at a line break it stays on the earlier line. */
function pointAt(spans: readonly UriSpan[], offset: number): {line: number; column: number} {
  let span = spans[0]!
  for (const each of spans) {
    if (each.start > offset) break
    span = each
  }
  return {line: span.line, column: span.column + (offset - span.start)}
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of process.stdin as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}
