#!/usr/bin/env node
/**
 * `uri-extract [options] [files...]`: print the URIs in files (or stdin).
 * Exit codes: 0 fine, 1 `--check` found errors, 2 bad usage or a file that
 * could not be read (the other files are still processed).
 */
import {createReadStream} from 'node:fs'
import {readFile, stat} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import process from 'node:process'
import {inspect, redact} from '@urilint/core'
import {extractStream} from './stream.ts'
import {extractMail, extractMbox} from './mail.ts'
import {isMbox} from './mbox.ts'
import type {ExtractedUri, ExtractOptions, LocatedDiagnostic} from './types.ts'
import type {MailUri} from './mail.ts'

const help = `Usage: uri-extract [options] [files...]

Print every URI reference in the files (stdin when none), one per line,
by the rules of RFC 3986 Appendix E. Passwords in URIs are always printed
as \`***\`. Files ending in .eml are read as e-mail, .mbox as mailboxes.

Options:
  --json       print one JSON array of records (file, uri, line, column, ...)
  --ndjson     print one JSON record per line
  --check      add validity and security findings; exit 1 when there are errors
  --www        also find abbreviated URIs starting with \`www.\` (Appendix F)
  --email      also find bare e-mail addresses
  --mail       read every input as e-mail (.eml, or mbox when it starts with \`From \`)
  -h, --help   show this help

Exit status: 0 when fine, 1 when --check found errors, 2 on bad usage or
when a file could not be read (the other files are still processed).`

/** A file's outcome. */
interface Outcome {
  records: Record<string, unknown>[]
  lines: string[]
  error: string | undefined
  errors: number
}

interface Flags {
  format: 'lines' | 'json' | 'ndjson'
  check: boolean
  mail: boolean
  options: ExtractOptions
  files: string[]
}

/** Size from which a terminal shows a progress bar. */
const progressThreshold = 8 * 1024 * 1024
/** Bytes read from the start of a file to tell text from binary. */
const sniffLength = 8192

// A closed pipe (`uri-extract … | head`) ends the output quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw error
})

const flags = parseArguments(process.argv.slice(2))
if (flags) await run(flags)

function parseArguments(argv: string[]): Flags | undefined {
  const result: Flags = {format: 'lines', check: false, mail: false, options: {}, files: []}
  let onlyFiles = false

  for (const argument of argv) {
    if (onlyFiles || argument === '-' || !argument.startsWith('-')) {
      result.files.push(argument)
    } else if (argument === '--') {
      onlyFiles = true
    } else if (argument === '-h' || argument === '--help') {
      process.stdout.write(help + '\n')
      return undefined
    } else if (argument === '--json' || argument === '--ndjson') {
      const format = argument === '--json' ? 'json' : 'ndjson'
      if (result.format !== 'lines' && result.format !== format) return usage('`--json` and `--ndjson` cannot be used together')
      result.format = format
    } else if (argument === '--check') {
      result.check = true
    } else if (argument === '--mail') {
      result.mail = true
    } else if (argument === '--www') {
      result.options.www = true
    } else if (argument === '--email') {
      result.options.email = true
    } else {
      return usage(`unknown option \`${argument}\``)
    }
  }

  return result
}

function usage(reason: string): undefined {
  process.stderr.write(`uri-extract: ${reason} (see --help)\n`)
  process.exitCode = 2
  return undefined
}

async function run(flags: Flags): Promise<void> {
  const inputs = flags.files.length === 0 ? ['-'] : flags.files
  const progress = await progressBar(inputs)
  const outcomes: Promise<Outcome>[] = []
  let next = 0
  // Files are read and scanned concurrently (a bounded number at a time);
  // output keeps the order of the arguments.
  const limit = Math.max(2, availableParallelism())
  const slots: (() => void)[] = []
  let running = 0

  const acquire = async (): Promise<void> => {
    if (running < limit) {
      running++
      return
    }

    await new Promise<void>((resolve) => slots.push(resolve))
  }

  const release = (): void => {
    const wake = slots.shift()
    if (wake) wake()
    else running--
  }

  for (const file of inputs) {
    outcomes.push(
      (async () => {
        await acquire()
        try {
          return await processFile(file, flags, progress)
        } finally {
          release()
        }
      })()
    )
  }

  let failed = false
  let errors = 0
  let first = true
  if (flags.format === 'json') process.stdout.write('[')

  for (const pending of outcomes) {
    const outcome = await pending
    const file = inputs[next++]!

    if (outcome.error !== undefined) {
      failed = true
      process.stderr.write(`uri-extract: ${file === '-' ? 'stdin' : file}: ${outcome.error}\n`)
    }

    errors += outcome.errors

    if (flags.format === 'json') {
      for (const record of outcome.records) {
        process.stdout.write((first ? '\n' : ',\n') + JSON.stringify(record))
        first = false
      }
    } else if (flags.format === 'ndjson') {
      for (const record of outcome.records) process.stdout.write(JSON.stringify(record) + '\n')
    } else if (outcome.lines.length > 0) {
      process.stdout.write(outcome.lines.join('\n') + '\n')
    }
  }

  if (flags.format === 'json') process.stdout.write(first ? ']\n' : '\n]\n')
  progress?.done()
  process.exitCode = failed ? 2 : flags.check && errors > 0 ? 1 : 0
}

/** Read one file (or stdin), find its URIs, and render them. */
async function processFile(file: string, flags: Flags, progress: Progress | undefined): Promise<Outcome> {
  const outcome: Outcome = {records: [], lines: [], error: undefined, errors: 0}
  const found: (ExtractedUri | MailUri)[] = []

  try {
    const mail = flags.mail || isMailName(file)

    if (mail) {
      const bytes = file === '-' ? await readStdin() : await readFile(file)
      if (isBinary(bytes)) throw new Error('binary file, not text')
      progress?.add(bytes.length)
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

          progress?.add(chunk.length)
          yield chunk
        }
      }

      for await (const uri of extractStream(chunks(), flags.options)) found.push(uri)
    }
  } catch (error) {
    outcome.error = describe(error)
    return outcome
  }

  for (const uri of found) render(uri, file, flags, outcome)
  return outcome
}

/** Add one URI to the outcome, with its password redacted everywhere. */
function render(uri: ExtractedUri | MailUri, file: string, flags: Flags, outcome: Outcome): void {
  const password = passwordOf(uri.uri)
  const clean = (value: string): string => (password === undefined ? value : value.split(password).join('***'))
  const shown = redact(uri.uri)
  const findings: LocatedDiagnostic[] = []

  if (flags.check) {
    findings.push(...uri.diagnostics)
    for (const finding of inspect(uri.uri)) {
      const start = locateInSpans(uri, finding.start)
      findings.push({...finding, start, end: locateInSpans(uri, finding.end), uriStart: finding.start, uriEnd: finding.end, line: uri.line, column: uri.column + (start - uri.start)})
    }
  }

  const errors = findings.filter((finding) => finding.severity === 'error').length
  outcome.errors += errors
  const name = file === '-' ? '-' : file

  if (flags.format === 'lines') {
    outcome.lines.push(shown)
    for (const finding of findings) {
      outcome.lines.push(`  ${name}:${finding.line}:${finding.column}: ${finding.severity}: ${clean(finding.message)} (${finding.id})`)
    }

    return
  }

  const record: Record<string, unknown> = {file: name, uri: shown, line: uri.line, column: uri.column, start: uri.start, end: uri.end}
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
    record.valid = errors === 0
    record.findings = findings.map((finding) => {
      const shownFinding: Record<string, unknown> = {
        id: finding.id,
        severity: finding.severity,
        message: clean(finding.message),
        line: finding.line,
        column: finding.column,
        start: finding.start,
        end: finding.end,
        url: finding.url
      }
      if (finding.expected !== undefined) shownFinding.expected = clean(finding.expected)
      if (finding.note !== undefined) shownFinding.note = clean(finding.note)
      return shownFinding
    })
  }

  outcome.records.push(record)
}

/** The password of `uri`, when core `inspect` finds one. */
function passwordOf(uri: string): string | undefined {
  for (const finding of inspect(uri)) {
    if (finding.id === 'uri-password' || finding.id === 'uri-password-placeholder') return uri.slice(finding.start, finding.end)
  }

  return undefined
}

/** Text offset of offset `at` into the URI. */
function locateInSpans(uri: ExtractedUri, at: number): number {
  let before = 0

  for (const span of uri.spans) {
    if (at <= before + span.end - span.start) return span.start + (at - before)
    before += span.end - span.start
  }

  return uri.end
}

function isMailName(file: string): boolean {
  const lower = file.toLowerCase()
  return lower.endsWith('.eml') || lower.endsWith('.mbox') || lower.endsWith('.mbx')
}

/** A NUL byte in the first bytes: not text. */
function isBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, sniffLength)
  for (let index = 0; index < end; index++) if (bytes[index] === 0) return true
  return false
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of process.stdin as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = String(error.code)
    if (code === 'ENOENT') return 'no such file'
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
    if (code === 'EISDIR') return 'is a directory'
  }

  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}

interface Progress {
  add(bytes: number): void
  done(): void
}

/** A progress bar on stderr, only on a terminal and only for large input. */
async function progressBar(inputs: string[]): Promise<Progress | undefined> {
  if (!process.stderr.isTTY) return undefined
  let total = 0

  for (const file of inputs) {
    if (file === '-') continue
    try {
      total += (await stat(file)).size
    } catch {
      // Reported when the file is read.
    }
  }

  if (total < progressThreshold) return undefined
  let seen = 0
  let shown = -1
  const width = 30

  return {
    add(bytes) {
      seen += bytes
      const percent = Math.min(100, Math.floor((seen / total) * 100))
      if (percent === shown) return
      shown = percent
      const filled = Math.round((percent / 100) * width)
      process.stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(percent).padStart(3)}%`)
    },
    done() {
      process.stderr.write('\r' + ' '.repeat(width + 8) + '\r')
    }
  }
}
