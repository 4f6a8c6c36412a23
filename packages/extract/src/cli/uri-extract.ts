#!/usr/bin/env node
/**
 * `uri-extract [options] [files...]`: print the URIs in files (or stdin).
 * Exit codes and levels: the contract of both tools (`exitCodes` in
 * shared.ts, `concernLevels` in `@urilint/core/internal`). Nothing runs at
 * import: the bin calls `runAsProgram`, tests call `main` with a context.
 */
import {open, stat} from 'node:fs/promises'
import {availableParallelism} from 'node:os'
import path from 'node:path'
import process from 'node:process'
import {isMbox} from '../mbox.js'
import {redactText} from '../redact-text.js'
import {mboxItemsInWorkers, splitsAcrossWorkers} from './mbox-pool.js'
import {
  byteName,
  describeFileError,
  displayName,
  exitCodes,
  failAndExit,
  firstLineOf,
  isMain,
  mapLimited,
  packageVersion,
  parseCommandLine,
  standardOptions,
  usageLine,
  UsageError,
  watchOutputs
} from './shared.js'
import {fileItems, isMailName, type Flags, type Item, type Source} from './work.js'

const help = `Usage: uri-extract [options] [files...]

Print every URI reference in the files (stdin when none), one per line,
by the rules of RFC 3986 Appendix E. Passwords in URIs are always printed
as \`***\`. Files ending in .eml are read as e-mail, .mbox as mailboxes;
stdin too when it starts like one (a header such as \`Received:\` or
\`From:\`, or mbox's \`From \` line), unless --stdin-filename names it.

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
  --templates  also give templates and format strings (\`proto://host[:port]\`,
               \`"http://{host}:%d/"\`), with their placeholders (always
               with --check, which checks them as urilint does)
  --schemes LIST
               more schemes to take without \`//\` (comma-separated), or
               \`any\` for every scheme (by default a scheme without \`//\`
               must be registered with IANA and look like a URI's)
  --mail       read every input as e-mail (.eml, or mbox when it starts with
               \`From \`: read message by message, a large file across worker
               threads; a message over 16 MiB is reported and skipped)
  --stdin-filename NAME
               the name stdin is read as, its format by its extension
               (as urilint's): \`x.txt\` for text, \`x.eml\` for e-mail
  -h, --help   show this help
  -v, --version
               show the version

Exit status (as urilint's): 0 clean, 1 findings that fail the run (errors,
or warnings with --frail), 2 when not everything asked was done: bad usage
or a file that could not be read (the other files are still read).`

/** Size from which a terminal shows a progress bar. */
const progressThreshold = 8 * 1024 * 1024

/** Where the CLI reads and writes; `process` by default (urilint's `CliContext`: `env` is taken, and not read). */
export interface CliContext {
  cwd?: string | undefined
  env?: Record<string, string | undefined> | undefined
  stdin?: AsyncIterable<Uint8Array> | undefined
  stdout?: Writer | undefined
  stderr?: (Writer & {isTTY?: boolean | undefined}) | undefined
}

/** A stream written to: `write` returning `false` means wait for `drain` (when it has `once`). */
interface Writer {
  write(text: string): unknown
  once?(event: 'drain', listener: () => void): unknown
}

/** The context with its defaults, and `status`, told the exit code as it becomes known (a closed pipe ends the run with it). */
interface Io {
  cwd: string
  stdin: AsyncIterable<Uint8Array>
  stdout: Writer
  stderr: Writer & {isTTY?: boolean | undefined}
  status(code: number): void
}

/** Run the CLI; resolves with the exit code. */
export function main(argv: readonly string[], context: CliContext = {}): Promise<number> {
  return extract(argv, context, () => undefined)
}

async function extract(argv: readonly string[], context: CliContext, status: (code: number) => void): Promise<number> {
  const io: Io = {
    cwd: context.cwd ?? process.cwd(),
    stdin: context.stdin ?? process.stdin,
    stdout: context.stdout ?? process.stdout,
    stderr: context.stderr ?? process.stderr,
    status
  }
  const flags = parseArguments(argv, io)
  return typeof flags === 'number' ? flags : run(flags, io)
}

/**
 * Run the CLI as a program (the bin): the exit code, a closed pipe or full
 * output (`watchOutputs`), and whatever goes wrong outside a file said in
 * one redacted line with exit code 2, never a stack trace.
 */
export function runAsProgram(argv: readonly string[]): void {
  const fail = (error: unknown) => {
    failAndExit('uri-extract: ' + redactText(firstLineOf(error)) + '\n', exitCodes.trouble)
  }
  // A closed pipe ends the run with the status so far (2 once a file could not be read).
  const outputs = watchOutputs('uri-extract', 'the output')
  extract(argv, {}, (code) => (process.exitCode = code)).then((code) => {
    process.exitCode = outputs.stderrFailed ? exitCodes.trouble : code
  }, fail)
}

/** The flags asked for, or the exit code when there is nothing to extract (help, version, bad usage). */
function parseArguments(argv: readonly string[], io: Io): Flags | number {
  let values, positionals
  try {
    ;({values, positionals} = parseCommandLine(argv, {
      json: {type: 'boolean'},
      ndjson: {type: 'boolean'},
      check: {type: 'boolean'},
      www: {type: 'boolean'},
      email: {type: 'boolean'},
      relative: {type: 'boolean'},
      templates: {type: 'boolean'},
      schemes: {type: 'string'},
      mail: {type: 'boolean'},
      frail: {type: 'boolean'},
      'stdin-filename': {type: 'string'},
      ...standardOptions
    }))
    if (values.json === true && values.ndjson === true)
      throw new UsageError('`--json` and `--ndjson` cannot be used together')
    if (values.frail === true && values.check !== true) throw new UsageError('`--frail` needs `--check`')
    if (values['stdin-filename'] !== undefined && positionals.length > 0 && !positionals.includes('-'))
      throw new UsageError('`--stdin-filename` needs `-` (stdin) among the files, or no file')
    if (values.schemes !== undefined && !/^(?:any|[a-z][a-z\d+.-]*(?:,[a-z][a-z\d+.-]*)*)$/i.test(values.schemes)) {
      throw new UsageError('`--schemes` takes scheme names separated by commas, or `any`')
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr.write(usageLine('uri-extract', error.message))
    return exitCodes.trouble
  }

  if (values.help === true) {
    io.stdout.write(help + '\n')
    return exitCodes.clean
  }
  if (values.version === true) {
    io.stdout.write(packageVersion(new URL('../../package.json', import.meta.url)) + '\n')
    return exitCodes.clean
  }

  return {
    format: values.json === true ? 'json' : values.ndjson === true ? 'ndjson' : 'lines',
    check: values.check === true,
    frail: values.frail === true,
    mail: values.mail === true,
    stdinFilename: values['stdin-filename'],
    // The core's diagnostics are only shown with `--check`: do not compute them otherwise.
    options: {
      www: values.www === true,
      email: values.email === true,
      relative: values.relative === true,
      templates: values.templates === true || values.check === true,
      ...(values.schemes === undefined
        ? {}
        : {schemes: values.schemes.toLowerCase() === 'any' ? 'any' : values.schemes.split(',')}),
      diagnostics: values.check === true
    },
    files: positionals
  }
}

async function run(flags: Flags, io: Io): Promise<number> {
  const inputs = flags.files.length === 0 ? ['-'] : flags.files
  const sizes = await fileSizes(inputs, io.cwd)
  const progress = progressBar(
    sizes.reduce((sum, size) => sum + size, 0),
    io.stderr
  )
  const onBytes = progress ? (bytes: number) => progress.add(bytes) : undefined
  const output = new Output(io.stdout)
  let failed = false
  let failing = 0
  let first = true
  if (flags.format === 'json') output.write('[')

  // Output keeps the order of the arguments; the files after the one being
  // printed are read ahead, a bounded number of items each.
  for await (const [file, items] of inOrder(inputs, (file, index) =>
    itemsOf(file, sizes[index]!, flags, onBytes, io)
  )) {
    for await (const item of items) {
      if (item.kind === 'problem') {
        failed = true
        // Known at once, for a closed pipe that ends the run early.
        io.status(exitCodes.trouble)
        io.stderr.write(`uri-extract: ${file === '-' ? 'stdin' : displayName(file)}: ${item.text}\n`)
        continue
      }

      failing += item.errors + (flags.frail ? item.warnings : 0)
      if (!failed && flags.check && failing > 0) io.status(exitCodes.failed)
      if (item.count === 0) continue
      if (flags.format === 'json') {
        output.write((first ? '\n' : ',\n') + item.text)
        first = false
      } else {
        output.write(item.text + '\n')
      }
      await output.drained()
    }
  }

  if (flags.format === 'json') output.write(first ? ']\n' : '\n]\n')
  await output.flush()
  progress?.done()
  return failed ? exitCodes.trouble : flags.check && failing > 0 ? exitCodes.failed : exitCodes.clean
}

/** The items of one input: a large mbox file split across worker threads, anything else streamed here. */
function itemsOf(
  file: string,
  size: number,
  flags: Flags,
  onBytes: ((bytes: number) => void) | undefined,
  io: Io
): AsyncIterable<Item> {
  const source = {path: path.resolve(io.cwd, file), stdin: io.stdin}
  if (file !== '-' && (flags.mail || isMailName(file)) && splitsAcrossWorkers(size))
    return largeMbox(file, source, size, flags, onBytes)
  return fileItems(file, flags, onBytes, source)
}

/** A large mail file: across workers when it is an mbox, else as any file. */
async function* largeMbox(
  file: string,
  source: Source,
  size: number,
  flags: Flags,
  onBytes: ((bytes: number) => void) | undefined
): AsyncGenerator<Item> {
  let mbox: boolean
  try {
    mbox = await startsAsMbox(source.path)
  } catch (error) {
    yield {kind: 'problem', text: describeFileError(error)}
    return
  }
  if (!mbox) {
    yield* fileItems(file, flags, onBytes, source)
    return
  }
  // As `fileItems` does: what fails past the start (the file gone, a piece a worker could not read) is one line, not a crash.
  try {
    yield* mboxItemsInWorkers(file, source.path, size, flags, onBytes)
  } catch (error) {
    yield {kind: 'problem', text: describeFileError(error)}
  }
}

async function startsAsMbox(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(5)
    await handle.read(head, 0, 5, 0)
    return isMbox(head)
  } finally {
    await handle.close()
  }
}

/** How many items each file read ahead of the one printed may hold. */
const aheadItems = 4096

/**
 * The inputs with their items, in order: the input being printed and up
 * to `max(2, cores) - 1` after it are read at once, each holding at most
 * `aheadItems` items until its turn.
 */
async function* inOrder<T>(
  inputs: readonly string[],
  items: (file: string, index: number) => AsyncIterable<T>
): AsyncGenerator<[string, AsyncIterable<T>]> {
  const limit = Math.max(2, availableParallelism())
  const started: AsyncIterable<T>[] = []
  const start = (index: number): void => {
    if (index < inputs.length && started[index] === undefined)
      started[index] = ahead(items(inputs[index]!, index), aheadItems)
  }
  for (let index = 0; index < limit; index++) start(index)
  for (let index = 0; index < inputs.length; index++) {
    start(index)
    yield [inputs[index]!, started[index]!]
    started[index] = undefined as unknown as AsyncIterable<T>
    start(index + limit)
  }
}

/** Run `source` ahead of its reader, holding at most `cap` items, so that reading and printing overlap in bounded memory. */
function ahead<T>(source: AsyncIterable<T>, cap: number): AsyncIterable<T> {
  const queue: T[] = []
  let done = false
  let failure: {error: unknown} | undefined
  let wakeReader: (() => void) | undefined
  let wakeWriter: (() => void) | undefined

  void (async () => {
    try {
      for await (const item of source) {
        queue.push(item)
        wakeReader?.()
        if (queue.length >= cap) await new Promise<void>((resolve) => (wakeWriter = resolve))
      }
    } catch (error) {
      failure = {error}
    }
    done = true
    wakeReader?.()
  })()

  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (queue.length > 0) {
          const item = queue.shift()!
          if (queue.length < cap) {
            const wake = wakeWriter
            wakeWriter = undefined
            wake?.()
          }
          yield item
          continue
        }
        if (failure) throw failure.error
        if (done) return
        await new Promise<void>((resolve) => (wakeReader = resolve))
        wakeReader = undefined
      }
    }
  }
}

/** Output to stdout in blocks of about 64 KB, waiting for a full pipe to drain. */
class Output {
  private buffer = ''
  private waiting: Promise<void> | undefined

  constructor(private readonly stdout: Writer) {}

  write(text: string): void {
    this.buffer += text
    if (this.buffer.length >= 65_536) this.send()
  }

  /** Resolves once stdout can take more. */
  async drained(): Promise<void> {
    if (this.waiting) await this.waiting
  }

  async flush(): Promise<void> {
    this.send()
    await this.drained()
  }

  private send(): void {
    if (this.buffer === '') return
    const full = this.stdout.write(this.buffer) === false
    this.buffer = ''
    const stdout = this.stdout
    if (full && !this.waiting && stdout.once !== undefined) {
      this.waiting = new Promise<void>((resolve) =>
        stdout.once!('drain', () => {
          this.waiting = undefined
          resolve()
        })
      )
    }
  }
}

interface Progress {
  add(bytes: number): void
  done(): void
}

/** The size of each input that can be stat'ed (stdin and others count 0). */
async function fileSizes(inputs: readonly string[], cwd: string): Promise<number[]> {
  // A few at a time: 20,000 names must not hold 20,000 requests at once.
  return mapLimited(inputs, 64, async (file) => {
    // A name that is not UTF-8 is read from its bytes, in this thread (the workers open names).
    if (file === '-') return 0
    const name = path.resolve(cwd, file)
    if (typeof (await byteName(name)) !== 'string') return 0
    try {
      return (await stat(name)).size
    } catch {
      return 0 // Reported when the file is read.
    }
  })
}

/** A progress bar on stderr, only on a terminal and only for large input. */
function progressBar(total: number, stderr: Io['stderr']): Progress | undefined {
  if (stderr.isTTY !== true || total < progressThreshold) return undefined
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
      stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(percent).padStart(3)}%`)
    },
    done() {
      stderr.write('\r' + ' '.repeat(width + 8) + '\r')
    }
  }
}

if (isMain(import.meta.url)) runAsProgram(process.argv.slice(2))
