#!/usr/bin/env node
/**
 * `uri-extract [options] [files...]`: print the URIs in files (or stdin).
 * Exit codes and levels: the contract of both tools (`exitCodes`,
 * `ruleLevels` in shared.ts).
 */
import {stat} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import process from 'node:process'
import {exitCodes, packageVersion, parseCommandLine, standardOptions, usageLine, UsageError} from './shared.js'
import {processFile, type Flags, type Outcome} from './work.js'

const help = `Usage: uri-extract [options] [files...]

Print every URI reference in the files (stdin when none), one per line,
by the rules of RFC 3986 Appendix E. Passwords in URIs are always printed
as \`***\`. Files ending in .eml are read as e-mail, .mbox as mailboxes.

Options:
  --json       print one JSON array of records (file, uri, line, column, ...)
  --ndjson     print one JSON record per line
  --check      add validity and security findings; exit 1 when there are
               errors (passwords)
  --frail      with --check, exit 1 on warnings too (malformed URIs,
               ports of other protocols)
  --www        also find abbreviated URIs starting with \`www.\` (Appendix F)
  --email      also find bare e-mail addresses
  --relative   also find relative references in <...> and "..." (by
               default only in <URL:...>)
  --schemes LIST
               more schemes to take without \`//\` (comma-separated), or
               \`any\` for every scheme (by default a scheme without \`//\`
               must be registered with IANA and look like a URI's)
  --mail       read every input as e-mail (.eml, or mbox when it starts with \`From \`)
  -h, --help   show this help
  -v, --version
               show the version

Exit status (as urilint's): 0 clean, 1 findings that fail the run (errors,
or warnings with --frail), 2 when not everything asked was done: bad usage
or a file that could not be read (the other files are still read).`

/** Size from which a terminal shows a progress bar. */
const progressThreshold = 8 * 1024 * 1024

// A closed pipe (`uri-extract … | head`) ends the output quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  throw error
})

const flags = parseArguments(process.argv.slice(2))
if (flags) await run(flags)

function parseArguments(argv: string[]): Flags | undefined {
  let values, positionals
  try {
    ;({values, positionals} = parseCommandLine(argv, {
      json: {type: 'boolean'},
      ndjson: {type: 'boolean'},
      check: {type: 'boolean'},
      www: {type: 'boolean'},
      email: {type: 'boolean'},
      relative: {type: 'boolean'},
      schemes: {type: 'string'},
      mail: {type: 'boolean'},
      frail: {type: 'boolean'},
      ...standardOptions
    }))
    if (values.json === true && values.ndjson === true) throw new UsageError('`--json` and `--ndjson` cannot be used together')
    if (values.frail === true && values.check !== true) throw new UsageError('`--frail` needs `--check`')
    if (values.schemes !== undefined && !/^(?:any|[a-z][a-z\d+.-]*(?:,[a-z][a-z\d+.-]*)*)$/i.test(values.schemes)) {
      throw new UsageError('`--schemes` takes scheme names separated by commas, or `any`')
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(usageLine('uri-extract', error.message))
    process.exitCode = exitCodes.trouble
    return undefined
  }

  if (values.help === true) {
    process.stdout.write(help + '\n')
    return undefined
  }
  if (values.version === true) {
    process.stdout.write(packageVersion(new URL('../../package.json', import.meta.url)) + '\n')
    return undefined
  }

  return {
    format: values.json === true ? 'json' : values.ndjson === true ? 'ndjson' : 'lines',
    check: values.check === true,
    frail: values.frail === true,
    mail: values.mail === true,
    // The core's diagnostics are only shown with `--check`: do not compute them otherwise.
    options: {
      www: values.www === true,
      email: values.email === true,
      relative: values.relative === true,
      ...(values.schemes === undefined ? {} : {schemes: values.schemes.toLowerCase() === 'any' ? 'any' : values.schemes.split(',')}),
      diagnostics: values.check === true
    },
    files: positionals
  }
}

async function run(flags: Flags): Promise<void> {
  const inputs = flags.files.length === 0 ? ['-'] : flags.files
  const total = await totalSize(inputs)
  const progress = progressBar(total)
  const onBytes = progress ? (bytes: number) => progress.add(bytes) : undefined
  // Output keeps the order of the arguments, whatever order files finish in.
  const outcomes = concurrently(inputs, flags, onBytes)
  let next = 0

  let failed = false
  let failing = 0
  let first = true
  if (flags.format === 'json') process.stdout.write('[')

  for (const pending of outcomes) {
    const outcome = await pending
    const file = inputs[next++]!

    if (outcome.error !== undefined) {
      failed = true
      process.stderr.write(`uri-extract: ${file === '-' ? 'stdin' : file}: ${outcome.error}\n`)
    }

    failing += outcome.errors + (flags.frail ? outcome.warnings : 0)

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
  process.exitCode = failed ? exitCodes.trouble : flags.check && failing > 0 ? exitCodes.failed : exitCodes.clean
}

interface Progress {
  add(bytes: number): void
  done(): void
}

/** Sum of the sizes of the files that can be stat'ed (stdin counts 0). */
async function totalSize(inputs: string[]): Promise<number> {
  let total = 0

  for (const file of inputs) {
    if (file === '-') continue
    try {
      total += (await stat(file)).size
    } catch {
      // Reported when the file is read.
    }
  }

  return total
}

/**
 * Process files concurrently, a bounded number at a time, in the main thread:
 * reading, decoding and scanning interleave. Measured on 2 cores: 8 files of
 * 4 MB take 1.1 s concurrently or one by one (scanning is CPU-bound and
 * reading is from the page cache); a worker-thread pool was tried and was
 * slower (6 files of 16 MB: 2.1 s against 2.0 s; each worker loads its own
 * module graph), so it was not kept.
 */
function concurrently(inputs: string[], flags: Flags, onBytes: ((bytes: number) => void) | undefined): Promise<Outcome>[] {
  const limit = Math.max(2, availableParallelism())
  const waiting: (() => void)[] = []
  let running = 0

  const acquire = async (): Promise<void> => {
    if (running < limit) {
      running++
      return
    }

    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  const release = (): void => {
    const wake = waiting.shift()
    if (wake) wake()
    else running--
  }

  return inputs.map(async (file) => {
    await acquire()
    try {
      return await processFile(file, flags, onBytes)
    } finally {
      release()
    }
  })
}

/** A progress bar on stderr, only on a terminal and only for large input. */
function progressBar(total: number): Progress | undefined {
  if (!process.stderr.isTTY || total < progressThreshold) return undefined
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
