#!/usr/bin/env node
/**
 * `urilint [paths or globs]`: lint the URIs of Markdown (and `.mdx`, `.txt`,
 * `.eml`, `.mbox`) files, on unified-engine like remark-cli. Zero-config (the preset
 * unless a `.remarkrc*` or `remarkConfig` says otherwise, and the preset's
 * rules when that names none of them), honours `.remarkignore` and
 * `.gitignore`, writes a file only when asked (`--fix`, `--output`,
 * `--cache`). Exit codes: the contract of both tools (`exitCodes` in
 * `@urilint/extract/cli-shared`).
 */
import {createHash} from 'node:crypto'
import fsCallback from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import process from 'node:process'
import {
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
} from '@urilint/extract/cli-shared'
import {mailFormatOf, redactText} from '@urilint/extract/internal'
import {defaultCacheLocation, LintCache, type CacheRefusal} from './cache.js'
import {placeholderProblem, type FixOptions} from './fix.js'
import {findFiles, type Found, type Skipped} from './files.js'
import type {LintResult} from './results.js'
import type {ConfigurationChoice} from './lint.js'
import {lintMessage} from './lint-message.js'
import {relativePath} from './relative-path.js'
import {
  appendJobSummaryText,
  jobSummaryWriter,
  reportNames,
  reportWriter,
  repositoryRoot,
  streamOf,
  type ReportName,
  type ReportOptions,
  type ReportWriter
} from './report/index.js'
import {run, type OnResult, type RunOptions} from './run.js'
import {isLintedFile} from './written.js'
import {irregularFile} from './side-files.js'
import {isUrilintMessage} from '../rules/metadata.js'

/** Where the CLI reads and writes; `process` by default. */
export interface CliContext {
  cwd?: string | undefined
  env?: Record<string, string | undefined> | undefined
  stdin?: AsyncIterable<Uint8Array | string> | undefined
  stdout?: {write(text: string): unknown} | undefined
  stderr?: {write(text: string): unknown; isTTY?: boolean | undefined} | undefined
}

const help = `Usage: urilint [options] [paths or globs...]

Lint the URIs in Markdown files (and .mdx, .txt, .eml, .mbox): malformed
URIs, ports of other protocols, passwords. Lints the current folder when
no path is given; \`-\` reads stdin. Configure with .remarkrc* (the preset
otherwise; its rules are added when the configuration names none).

Options:
  --report <name>[=<file>]
                     ${reportNames.join(' | ')} (default: github inside
                     GitHub Actions, else default); repeatable: each
                     report of the one run to its own file, such as
                     --report github --report sarif=urilint.sarif
  --output <file>    write the report without a file there instead of
                     stdout/stderr
  --frail            exit 1 on warnings too
  --quiet            report only warnings and errors, and only files
                     with them
  --silent           report only errors
  --verbose          add notes to the default report, and list the files
                     and folders skipped (ignored, other extensions)
  --ext <list>       the extensions looked for in folders, such as
                     md,mdx,txt (repeatable; default: md, remark-cli's
                     other Markdown ones, mdx, txt, eml, mbox); files
                     named are linted whatever theirs (as Markdown
                     unless text or mail)
  --fix              apply the fixes that keep every other byte (Markdown
                     files only); report what is left
  --password-placeholder <text>
                     with --fix, replace passwords with <text> (such as
                     \`***\` or \`$PASSWORD\`); without it passwords stay
  --cache            reuse the results of unchanged files
  --cache-location <file>
                     where the cache is kept (default:
                     ${defaultCacheLocation})
  --stdin-filename <name>
                     the name stdin is linted as (default: stdin.md,
                     or stdin.eml / stdin.mbox when it starts like mail)
  --jobs <n>         processes to lint with (default: one per CPU)
  --no-config        read no .remarkrc* or remarkConfig: the preset
  --rc-path <file>   this configuration for every file, none other
  --use <plugin>[=<json>]
                     also use a plugin (resolved from the current
                     folder), with options; repeatable
  --urilint-only     report only urilint's rules, not the other plugins
                     of the configuration
  --no-ignore        do not honour .remarkignore and .gitignore
  --silently-ignore  skip files named on the command line that are
                     ignored, instead of failing them (for pre-commit)
  --color            force colour in the default report
  --no-color         no colour
  -h, --help         show this help
  -v, --version      show the version

Exit status: 0 clean, 1 findings that fail the run (errors, or warnings
with --frail), 2 when not everything asked was done: bad usage, a
configuration error, a file that could not be read or written (the other
files are still linted).
`

/** The name stdin is linted as when none is given: Markdown, or mail when it starts like a message or an mbox (as uri-extract reads it). */
function stdinNameOf(text: string): string {
  const format = mailFormatOf(text)
  return format === 'mail' ? 'stdin.eml' : format === 'mbox' ? 'stdin.mbox' : 'stdin.md'
}

/** Run the CLI; resolves with the exit code. */
export async function main(argv: readonly string[], context: CliContext = {}): Promise<number> {
  const cwd = context.cwd ?? process.cwd()
  const env = context.env ?? process.env
  const stdout = context.stdout ?? process.stdout
  const stderr = context.stderr ?? process.stderr

  let settings: ReturnType<typeof readSettings>
  try {
    settings = readSettings(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    stderr.write(usageLine('urilint', error.message))
    return exitCodes.trouble
  }

  if (settings.help) {
    stdout.write(help)
    return exitCodes.clean
  }
  if (settings.version) {
    stdout.write(version() + '\n')
    return exitCodes.clean
  }

  const paths = settings.paths.filter((input) => input !== '-')
  const readsStdin = paths.length < settings.paths.length
  const inputs = paths.length === 0 && !readsStdin ? ['.'] : paths
  const found: Found =
    inputs.length === 0
      ? {files: [], problems: [], ignored: 0, skipped: [], roots: []}
      : await findFiles(inputs, {
          cwd,
          ignore: settings.ignore,
          silentlyIgnore: settings.silentlyIgnore,
          extensions: settings.extensions
        })
  if (settings.verbose) for (const note of skippedNotes(found.skipped, cwd)) stderr.write('urilint: ' + note + '\n')
  if (
    found.files.length === 0 &&
    found.problems.length === 0 &&
    !readsStdin &&
    !(settings.silentlyIgnore && found.ignored > 0)
  ) {
    stderr.write(
      usageLine(
        'urilint',
        'no Markdown or text files in ' +
          inputs.map((input) => '`' + input + '`').join(', ') +
          (found.skipped.length > 0
            ? ` (${count(found.skipped.length, 'path')} skipped: \`--verbose\` lists them)`
            : '')
      )
    )
    return exitCodes.trouble
  }

  for (const [option, value] of [
    ...settings.reports.map((chosen) => [chosen.option, chosen.file] as const),
    ['--cache-location', settings.cache ? settings.cacheLocation : undefined] as const
  ]) {
    if (value !== undefined && (await isLintedFile(path.resolve(cwd, value), found.files))) {
      stderr.write(
        usageLine('urilint', `\`${option}\` names \`${value}\`, a file being linted: it would be overwritten`)
      )
      return exitCodes.trouble
    }
  }

  const rcPath = settings.configuration.rcPath
  let rcBytes: Buffer | undefined
  if (rcPath !== undefined) {
    // Checked here, once: a FIFO or a folder there would hang or fail every file.
    const problem = await irregularFile(path.resolve(cwd, rcPath))
    try {
      if (problem !== undefined) throw new Error(problem.reason)
      rcBytes = await fs.readFile(path.resolve(cwd, rcPath))
    } catch (error) {
      stderr.write(`urilint: cannot read \`--rc-path ${displayName(rcPath)}\`: ${describeFileError(error)}\n`)
      return exitCodes.trouble
    }
  }
  const configuration: ConfigurationChoice = {
    ...settings.configuration,
    rcPath: rcPath === undefined ? undefined : path.resolve(cwd, rcPath)
  }

  // `--fix` writes only inside what was given (written.ts).
  const fix = settings.fix === undefined ? undefined : {...settings.fix, roots: found.roots}
  // Opened first: a cache location that is refused stops the run before any report is written.
  const cache = settings.cache && fix === undefined ? await openCache(settings, configuration, rcBytes, cwd) : undefined
  if (cache !== undefined && 'refused' in cache) {
    stderr.write(
      usageLine(
        'urilint',
        `\`--cache-location\` names \`${displayName(settings.cacheLocation)}\`, ${cache.refused}: it would be overwritten`
      )
    )
    return exitCodes.trouble
  }

  const options: ReportOptions = {
    quiet: settings.quiet,
    silent: settings.silent,
    verbose: settings.verbose,
    // What would have been linted and was not: ignored files, and what is neither file nor folder.
    // Other extensions and `.git`/`node_modules` are listed with --verbose, not counted (every repository has them).
    skipped: found.skipped.filter((entry) => entry.reason === 'ignored' || entry.reason === 'not a file or folder')
      .length,
    version: version(),
    // GitHub and SARIF name files from the repository root.
    root: repositoryRoot(cwd, env)
  }
  // Every report of the one run: each file's result given to each report as it is done (in the order of the files), then let go.
  const targets = settings.reports.map((chosen): Target => {
    const color =
      chosen.file === undefined &&
      (settings.color ?? (streamOf(chosen.name) === 'stderr' && stderr.isTTY === true && env.NO_COLOR === undefined))
    const writer = reportWriter(chosen.name, {...options, color})
    return chosen.file === undefined
      ? {chosen, writer, stream: streamOf(chosen.name) === 'stderr' ? stderr : stdout}
      : {chosen, writer, sink: reportSink(path.resolve(cwd, chosen.file))}
  })
  // Inside GitHub Actions, the job summary: once, with the annotations.
  const summary = settings.reports.some((chosen) => chosen.name === 'github')
    ? jobSummaryWriter({...options, env})
    : undefined
  const tally = new Tally(settings.frail)

  const report = async (result: LintResult): Promise<void> => {
    if (settings.urilintOnly) result.messages = result.messages.filter((message) => isUrilintMessage(message))
    tally.add(result)
    for (const target of targets) await write(target, target.writer.file(result))
    summary?.file(result)
  }

  try {
    if (readsStdin) {
      const {lintText, readBounded} = await import('./lint.js')
      // As a file: bounded (`urilint - < /dev/zero` stops), UTF-16 by its mark.
      const read = await readBounded(context.stdin ?? process.stdin)
      const name = settings.stdinFilename ?? stdinNameOf('problem' in read ? '' : read.value)
      await report(
        'problem' in read
          ? problemResult(cwd, path.resolve(cwd, name), read.problem, read)
          : await lintText(read.value, name, {cwd, configuration})
      )
    }
    const runOptions: RunOptions = {cwd, jobs: settings.jobs, fix, configuration}
    if (cache === undefined) await run(found.files, runOptions, report)
    else if (await lintWithCache(found.files, cache, runOptions, settings.cacheLocation, cwd, stderr, report))
      tally.trouble = true
    for (const problem of found.problems) await report(problemResult(cwd, problem.path, problem.reason))

    const notes = tally.configurationNotes()
    if (settings.fix !== undefined) notes.push(...tally.fixNotes())
    for (const note of notes) stderr.write('urilint: ' + note + '\n')

    for (const target of targets) {
      for (const piece of target.writer.end()) await write(target, piece)
      if (target.sink !== undefined && target.error === undefined) {
        try {
          await target.sink.close()
          target.sink = undefined
        } catch (error) {
          target.error = error
        }
      }
      if (target.error !== undefined) {
        stderr.write(
          `urilint: cannot write the report to \`${target.chosen.file}\`: ${describeFileError(target.error)}\n`
        )
        tally.trouble = true
      }
    }

    if (summary !== undefined) {
      try {
        await appendJobSummaryText(() => [...summary.end()].join(''), env)
      } catch (error) {
        stderr.write(`urilint: cannot write the job summary: ${describeFileError(error)}\n`)
        tally.trouble = true
      }
    }
  } finally {
    // A file not closed: the run failed, or so did writing it.
    for (const target of targets) target.sink?.destroy()
  }
  return tally.trouble ? exitCodes.trouble : tally.failed ? exitCodes.failed : exitCodes.clean
}

/** A report of the run and where it goes: its stream, or its file (`sink`) unless that failed (`error`). */
interface Target {
  chosen: ChosenReport
  writer: ReportWriter
  stream?: {write(text: string): unknown}
  sink?: ReportSink | undefined
  error?: unknown
}

/** Write `text` (a piece of a report) where `target` goes; a file that fails is written no more (its error is said at the end). */
async function write(target: Target, text: string): Promise<void> {
  if (text === '') return
  if (target.stream !== undefined) {
    target.stream.write(text)
    return
  }
  if (target.sink === undefined || target.error !== undefined) return
  try {
    await target.sink.write(text)
  } catch (error) {
    target.error = error
  }
}

/**
 * What the run keeps of each file once it is reported: whether it fails the
 * run, and what stderr says at the end (configurations, `--fix`): counts, and
 * a few names (a line per file only for fixes not written).
 */
class Tally {
  trouble = false
  failed = false
  private readonly added = new Examples()
  private readonly off = new Examples()
  private fixes = 0
  private fixedFiles = 0
  private passwords = 0
  private skipped = 0
  private partial = 0
  private readonly notWritten: string[] = []

  constructor(private readonly frail: boolean) {}

  add(result: LintResult): void {
    for (const message of result.messages) {
      if (message.failure) this.trouble = true
      else if (message.fatal === true || (this.frail && message.fatal === false)) this.failed = true
    }
    if (result.rules === 'added') this.added.add(result.path)
    if (result.rules === 'off') {
      this.off.add(result.path)
      this.trouble = true
    }
    const report = result.fixes
    if (report === undefined) return
    if (report.writeFailed === true) this.trouble = true
    if (report.applied.length > 0) {
      this.fixes += report.applied.length
      this.fixedFiles++
    }
    this.passwords += report.passwordsLeft
    this.skipped += report.skipped
    this.partial += report.partial ?? 0
    if (report.notWritten !== undefined)
      this.notWritten.push(`${displayName(result.path)}: fixes not written: ${report.notWritten}`)
  }

  /** What stderr says about configurations that name none of the rules (their preset's were used) or turn all off. */
  configurationNotes(): string[] {
    const notes: string[] = []
    if (this.added.count > 0) {
      notes.push(
        `the remark configuration of ${count(this.added.count, 'file')} (${this.added.text()}) names none of urilint's rules: checked with the preset's; add \`remark-lint-uri\` to its plugins to choose`
      )
    }
    if (this.off.count > 0) {
      notes.push(
        `the remark configuration of ${count(this.off.count, 'file')} (${this.off.text()}) turns every urilint rule off: nothing was checked there`
      )
    }
    return notes
  }

  /** What stderr says about `--fix`: what was fixed, and what was left and why. */
  fixNotes(): string[] {
    const notes = [`fixed ${count(this.fixes, 'finding')} in ${count(this.fixedFiles, 'file')}`, ...this.notWritten]
    if (this.passwords > 0)
      notes.push(
        `left ${count(this.passwords, 'password')} in place: pass \`--password-placeholder <text>\` to replace them`
      )
    if (this.skipped > 0)
      notes.push(
        `left ${count(this.skipped, 'fix', 'fixes')} that would not replace exactly the text found (a character reference or escape in the range, or an overlap)`
      )
    if (this.partial > 0)
      notes.push(
        `left ${count(this.partial, 'fix', 'fixes')} that would leave a finding of their rule where they were (the others of the file were written)`
      )
    return notes
  }
}

/** The first few files of a kind, and how many there are: `a.md, b.md, c.md, …`. */
class Examples {
  count = 0
  private readonly names: string[] = []

  add(file: string): void {
    if (this.names.length < 3) this.names.push(displayName(file))
    this.count++
  }

  text(): string {
    return this.names.join(', ') + (this.count > this.names.length ? ', …' : '')
  }
}

/** The cache of the run, for its choice of configuration (the options, and the bytes of `--rc-path`'s file), or why its file is refused. */
async function openCache(
  settings: Settings,
  configuration: ConfigurationChoice,
  rcBytes: Buffer | undefined,
  cwd: string
): Promise<LintCache | CacheRefusal> {
  const choice = createHash('sha256')
    .update(JSON.stringify(configuration))
    .update(rcBytes ?? '')
    .digest('hex')
  return LintCache.open(settings.cacheLocation, cwd, version() + '\u0000' + choice)
}

/**
 * Lint `files` through the cache (never with `--fix`: a fix must see the file
 * as it is): each file's result, cached or linted, to `onResult` in order.
 * Resolves with whether the cache could not be written.
 */
async function lintWithCache(
  files: readonly string[],
  cache: LintCache,
  options: RunOptions,
  location: string,
  cwd: string,
  stderr: {write(text: string): unknown},
  onResult: OnResult
): Promise<boolean> {
  // A few files at a time: thousands of files must not hold thousands of descriptors.
  const keys = await mapLimited(files, 16, (file) => cache.keyOf(file))
  const cached: (LintResult | undefined)[] = files.map((file, index) => {
    const key = keys[index]
    const entry = key === undefined ? undefined : cache.get(file, key)
    return entry === undefined ? undefined : {...entry, path: relativePath(cwd, file), cwd}
  })
  const missed: number[] = []
  for (let index = 0; index < files.length; index++) if (cached[index] === undefined) missed.push(index)
  // The files before `next` are reported; a linted file comes after the cached ones before it.
  let next = 0
  const cachedUpTo = async (end: number): Promise<void> => {
    for (; next < end; next++) {
      const result = cached[next]
      cached[next] = undefined
      if (result !== undefined) await onResult(result)
    }
  }
  let linted = 0
  await run(
    missed.map((index) => files[index]!),
    options,
    async (result) => {
      const index = missed[linted++]!
      await cachedUpTo(index)
      const key = keys[index]
      if (key !== undefined) cache.set(files[index]!, key, result)
      next = index + 1
      await onResult(result)
    }
  )
  await cachedUpTo(files.length)
  const uncached = keys.filter((key) => key === undefined).length
  if (uncached > 0)
    stderr.write(
      `urilint: --cache: ${count(uncached, 'file')} linted without the cache (under a JavaScript configuration, whose imports cannot be seen, or unreadable)\n`
    )
  const problem = await cache.save()
  if (problem !== undefined) stderr.write(`urilint: cannot write the cache \`${location}\`: ${problem}\n`)
  return problem !== undefined
}

/** With `--verbose`: each file or folder the search passed over, and how many for each reason. */
function skippedNotes(skipped: readonly Skipped[], cwd: string): string[] {
  if (skipped.length === 0) return []
  const notes: string[] = []
  const reasons = new Map<string, number>()
  for (const entry of skipped) {
    notes.push(`skipped ${displayName(relativePath(cwd, entry.path))}: ${entry.reason}`)
    reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1)
  }
  const counts = [...reasons].map(([reason, n]) => `${reason}: ${n}`)
  notes.push(`skipped ${count(skipped.length, 'path')}: ${counts.join(', ')}`)
  return notes
}

function count(n: number, singular: string, plural = singular + 's'): string {
  return `${n} ${n === 1 ? singular : plural}`
}

/** Where a report written to a file goes, piece by piece. */
interface ReportSink {
  write(text: string): Promise<void>
  /** Done: the file is made even when nothing was written to it (an empty report). */
  close(): Promise<void>
  /** Let the file go without waiting (a run that failed). */
  destroy(): void
}

/**
 * The report file `file`, opened at its first piece (or at `close`), as it
 * was opened when the whole report was written at the end: a file as
 * usual; a FIFO (`--output >(…)`, a named one) opened without waiting, so
 * that one nobody reads is an error (`ENXIO`), not a hang in \`open\`,
 * and written in the event loop.
 */
function reportSink(file: string): ReportSink {
  let opened: Promise<ReportSink> | undefined
  const open = (): Promise<ReportSink> => (opened ??= openReport(file))
  return {
    write: async (text) => (await open()).write(text),
    close: async () => (await open()).close(),
    destroy: () =>
      void opened?.then(
        (sink) => sink.destroy(),
        () => undefined
      )
  }
}

async function openReport(file: string): Promise<ReportSink> {
  const stats = await fs.stat(file).catch(() => undefined)
  if (stats === undefined || !(stats.isFIFO() || stats.isSocket())) {
    // `--output reports/urilint.sarif` in a fresh checkout: the folder is made, as ESLint's `-o` does.
    // When it cannot be, writing says why (`not a directory`).
    if (stats === undefined) await fs.mkdir(path.dirname(file), {recursive: true}).catch(() => undefined)
    const handle = await fs.open(file, 'w')
    return {
      // From where the last piece ended.
      write: (text) => handle.writeFile(text),
      close: () => handle.close(),
      destroy: () => void handle.close().catch(() => undefined)
    }
  }
  const fd = await new Promise<number>((resolve, reject) =>
    fsCallback.open(file, fsCallback.constants.O_WRONLY | (fsCallback.constants.O_NONBLOCK ?? 0), (error, opened) =>
      error ? reject(error) : resolve(opened)
    )
  )
  const socket = new net.Socket({fd, readable: false, writable: true})
  let failure: Error | undefined
  socket.on('error', (error) => (failure ??= error))
  // Until the socket drains or fails (the reader is slower than the run).
  const settled = (event: 'drain' | 'finish'): Promise<void> =>
    new Promise((resolve, reject) => {
      if (failure !== undefined) return reject(failure)
      const onError = (error: Error) => {
        socket.off(event, onEvent)
        reject(error)
      }
      const onEvent = () => {
        socket.off('error', onError)
        resolve()
      }
      socket.once('error', onError)
      socket.once(event, onEvent)
    })
  return {
    write: async (text) => {
      if (failure !== undefined) throw failure
      if (!socket.write(text)) await settled('drain')
    },
    close: () => {
      const finished = settled('finish')
      socket.end()
      return finished
    },
    destroy: () => void socket.destroy()
  }
}

/** A file that could not be linted, as a result with one fatal message (of no rule, or the processor's `binary`). */
function problemResult(
  cwd: string,
  file: string,
  reason: string,
  from: {ruleId?: string | undefined; source?: string | undefined} = {}
): LintResult {
  return {
    path: relativePath(cwd, file),
    cwd,
    messages: [lintMessage({reason, ruleId: from.ruleId, source: from.source, fatal: true, failure: true})]
  }
}

type Settings = ReturnType<typeof readSettings>

function readSettings(argv: readonly string[], env: Record<string, string | undefined>) {
  const {values, positionals} = parseCommandLine(argv, {
    report: {type: 'string', multiple: true},
    output: {type: 'string', short: 'o'},
    frail: {type: 'boolean'},
    quiet: {type: 'boolean'},
    silent: {type: 'boolean'},
    verbose: {type: 'boolean'},
    ext: {type: 'string', multiple: true},
    fix: {type: 'boolean'},
    'password-placeholder': {type: 'string'},
    cache: {type: 'boolean'},
    'cache-location': {type: 'string'},
    'stdin-filename': {type: 'string'},
    jobs: {type: 'string'},
    'no-config': {type: 'boolean'},
    'rc-path': {type: 'string'},
    use: {type: 'string', multiple: true},
    'urilint-only': {type: 'boolean'},
    'no-ignore': {type: 'boolean'},
    'silently-ignore': {type: 'boolean'},
    color: {type: 'boolean'},
    'no-color': {type: 'boolean'},
    ...standardOptions
  })

  const reports = chooseReports(values.report ?? [], values.output, env)
  let jobs: number | undefined
  if (values.jobs !== undefined) {
    jobs = Number(values.jobs)
    if (!Number.isInteger(jobs) || jobs < 1)
      throw new UsageError(`\`--jobs\` expects a whole number of 1 or more, not \`${values.jobs}\``)
  }

  const placeholder = values['password-placeholder']
  if (placeholder !== undefined) {
    if (values.fix !== true) throw new UsageError('`--password-placeholder` needs `--fix`')
    const problem = placeholderProblem(placeholder)
    if (problem !== undefined) throw new UsageError(problem)
  }
  const readsStdin = positionals.includes('-')
  if (values.fix === true && readsStdin)
    throw new UsageError('`--fix` cannot write stdin back: lint the file by its path')
  if (values['stdin-filename'] !== undefined && !readsStdin)
    throw new UsageError('`--stdin-filename` needs `-` (stdin) among the paths')
  if (values['cache-location'] !== undefined && values.cache !== true)
    throw new UsageError('`--cache-location` needs `--cache`')

  if (values['no-config'] === true && values['rc-path'] !== undefined)
    throw new UsageError('`--no-config` and `--rc-path` contradict each other: choose one')
  const use = (values.use ?? []).map((value): [string, unknown] => {
    const equals = value.indexOf('=')
    if (equals === -1) return [value, undefined]
    try {
      return [value.slice(0, equals), JSON.parse(value.slice(equals + 1)) as unknown]
    } catch {
      throw new UsageError(`\`--use ${value}\`: the options after \`=\` are not JSON`)
    }
  })
  if (use.some(([plugin]) => plugin === '')) throw new UsageError('`--use` needs a plugin name')

  let extensions: Set<string> | undefined
  if (values.ext !== undefined) {
    extensions = new Set()
    for (const list of values.ext) {
      for (const item of list.split(',')) {
        const name = (item.startsWith('.') ? item.slice(1) : item).toLowerCase()
        if (name === '' || name.includes('/') || name.includes('\\') || name.includes('.'))
          throw new UsageError(`\`--ext\` expects extensions such as \`md,mdx\`, not \`${list}\``)
        extensions.add('.' + name)
      }
    }
  }

  const fix: FixOptions | undefined = values.fix === true ? {placeholder} : undefined
  return {
    paths: positionals,
    reports,
    frail: values.frail === true,
    quiet: values.quiet === true,
    silent: values.silent === true,
    verbose: values.verbose === true,
    extensions,
    fix,
    cache: values.cache === true,
    cacheLocation: values['cache-location'] ?? defaultCacheLocation,
    stdinFilename: values['stdin-filename'],
    jobs,
    configuration: {detect: values['no-config'] !== true, rcPath: values['rc-path'], use},
    urilintOnly: values['urilint-only'] === true,
    ignore: values['no-ignore'] !== true,
    silentlyIgnore: values['silently-ignore'] === true,
    color: values['no-color'] === true ? false : values.color === true ? true : undefined,
    help: values.help === true,
    version: values.version === true
  }
}

/** A report of the run and where it goes: `file`, or its stream when undefined; `option` names it in messages. */
interface ChosenReport {
  name: ReportName
  file: string | undefined
  option: string
}

/**
 * The reports of `--report name[=file]` (repeatable) and `--output`: the
 * one report without a file of its own goes to `--output`; two reports
 * may not share a file or a stream.
 */
function chooseReports(
  values: readonly string[],
  output: string | undefined,
  env: Record<string, string | undefined>
): ChosenReport[] {
  if (output === '') throw new UsageError('`--output` needs a file name')
  const given = values.length > 0 ? values : [env.GITHUB_ACTIONS === 'true' ? 'github' : 'default']
  const reports = given.map((value): ChosenReport => {
    const equals = value.indexOf('=')
    const name = equals === -1 ? value : value.slice(0, equals)
    if (!(reportNames as readonly string[]).includes(name))
      throw new UsageError(`unknown report \`${name}\`, expected one of ${reportNames.join(', ')}`)
    if (equals === -1) return {name: name as ReportName, file: output, option: '--output'}
    const file = value.slice(equals + 1)
    if (file === '') throw new UsageError(`\`--report ${value}\` needs a file name after \`=\``)
    return {name: name as ReportName, file, option: '--report ' + name}
  })
  const unnamed = reports.filter((chosen) => chosen.option === '--output')
  if (output !== undefined && unnamed.length !== 1)
    throw new UsageError(
      unnamed.length === 0
        ? '`--output` names no report: every `--report` has a file of its own'
        : '`--output` takes one report: give the others a file of their own (`--report sarif=urilint.sarif`)'
    )
  const targets = new Set<string>()
  for (const chosen of reports) {
    const target = chosen.file === undefined ? 'the ' + streamOf(chosen.name) : '`' + path.normalize(chosen.file) + '`'
    if (targets.has(target))
      throw new UsageError(
        `two reports would go to ${target}: give each a file of its own (\`--report json=urilint.json\`)`
      )
    targets.add(target)
  }
  return reports
}

function version(): string {
  return packageVersion(new URL('../../package.json', import.meta.url))
}

/**
 * Run the CLI as a program (the bin): the exit code,
 * and whatever goes wrong outside a file (a worker that dies, a plugin's
 * timer that throws in this process, a closed pipe) said in one redacted
 * line, with exit code 2: never a stack trace, never a secret.
 */
export function runAsProgram(argv: readonly string[]): void {
  const fail = (error: unknown) => {
    failAndExit('urilint: ' + redactText(firstLineOf(error)) + '\n', exitCodes.trouble)
  }
  process.on('uncaughtException', fail)
  // A closed pipe (`urilint --report json | head`) ends the output with the run's status.
  const outputs = watchOutputs('urilint', 'the report')
  main(argv).then((code) => {
    process.exitCode = outputs.stderrFailed ? exitCodes.trouble : code
  }, fail)
}

if (isMain(import.meta.url)) runAsProgram(process.argv.slice(2))
