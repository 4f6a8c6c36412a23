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
  appendJobSummary,
  report,
  reportNames,
  repositoryRoot,
  streamOf,
  type ReportName,
  type ReportOptions
} from './report/index.js'
import {run} from './run.js'
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
  const linted = await lintAll(found.files, {...settings, fix}, configuration, rcBytes, cwd, stderr)
  if ('refused' in linted) {
    stderr.write(
      usageLine(
        'urilint',
        `\`--cache-location\` names \`${displayName(settings.cacheLocation)}\`, ${linted.refused}: it would be overwritten`
      )
    )
    return exitCodes.trouble
  }
  const results = linted.results
  if (readsStdin) {
    const {lintText, readBounded} = await import('./lint.js')
    // As a file: bounded (`urilint - < /dev/zero` stops), UTF-16 by its mark.
    const read = await readBounded(context.stdin ?? process.stdin)
    const name = settings.stdinFilename ?? stdinNameOf('problem' in read ? '' : read.value)
    results.unshift(
      'problem' in read
        ? problemResult(cwd, path.resolve(cwd, name), read.problem, read)
        : await lintText(read.value, name, {cwd, configuration})
    )
  }
  for (const problem of found.problems) results.push(problemResult(cwd, problem.path, problem.reason))
  if (settings.urilintOnly)
    for (const result of results) result.messages = result.messages.filter((message) => isUrilintMessage(message))

  let trouble = linted.trouble
  const notes = configurationNotes(results)
  if (settings.fix !== undefined) notes.push(...fixNotes(results))
  for (const note of notes) stderr.write('urilint: ' + note + '\n')
  if (results.some((result) => result.rules === 'off')) trouble = true

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
  // Every report of the one run: the same results, each to its file or its stream.
  for (const chosen of settings.reports) {
    const color =
      chosen.file === undefined &&
      (settings.color ?? (streamOf(chosen.name) === 'stderr' && stderr.isTTY === true && env.NO_COLOR === undefined))
    const text = report(chosen.name, results, {...options, color})
    if (chosen.file !== undefined) {
      try {
        await writeReport(path.resolve(cwd, chosen.file), text)
      } catch (error) {
        stderr.write(`urilint: cannot write the report to \`${chosen.file}\`: ${describeFileError(error)}\n`)
        trouble = true
      }
    } else if (text !== '') {
      ;(streamOf(chosen.name) === 'stderr' ? stderr : stdout).write(text)
    }
  }

  // Inside GitHub Actions, the job summary: once, with the annotations.
  if (settings.reports.some((chosen) => chosen.name === 'github')) {
    try {
      await appendJobSummary(results, options, env)
    } catch (error) {
      stderr.write(`urilint: cannot write the job summary: ${describeFileError(error)}\n`)
      trouble = true
    }
  }

  let failed = false
  for (const result of results) {
    for (const message of result.messages) {
      if (message.failure) trouble = true
      else if (message.fatal === true || (settings.frail && message.fatal === false)) failed = true
    }
    if (result.fixes?.writeFailed === true) trouble = true
  }
  return trouble ? exitCodes.trouble : failed ? exitCodes.failed : exitCodes.clean
}

/** Lint `files`, through the cache when it is on (never with `--fix`: a fix must see the file as it is). */
async function lintAll(
  files: readonly string[],
  settings: Settings,
  configuration: ConfigurationChoice,
  rcBytes: Buffer | undefined,
  cwd: string,
  stderr: {write(text: string): unknown}
): Promise<{results: LintResult[]; trouble: boolean} | CacheRefusal> {
  if (!settings.cache || settings.fix !== undefined)
    return {results: await run(files, {cwd, jobs: settings.jobs, fix: settings.fix, configuration}), trouble: false}

  // The choice of configuration is part of every key: its options, and the bytes of `--rc-path`'s file.
  const choice = createHash('sha256')
    .update(JSON.stringify(configuration))
    .update(rcBytes ?? '')
    .digest('hex')
  const cache = await LintCache.open(settings.cacheLocation, cwd, version() + '\u0000' + choice)
  if ('refused' in cache) return cache
  // A few files at a time: thousands of files must not hold thousands of descriptors.
  const keys = await mapLimited(files, 16, (file) => cache.keyOf(file))
  const results: (LintResult | undefined)[] = files.map((file, index) => {
    const key = keys[index]
    const cached = key === undefined ? undefined : cache.get(file, key)
    return cached === undefined ? undefined : {...cached, path: relativePath(cwd, file), cwd}
  })
  const missed = files.filter((_file, index) => results[index] === undefined)
  const linted = await run(missed, {cwd, jobs: settings.jobs, configuration})
  let next = 0
  for (let index = 0; index < files.length; index++) {
    if (results[index] !== undefined) continue
    const result = linted[next++]!
    results[index] = result
    const key = keys[index]
    if (key !== undefined) cache.set(files[index]!, key, result)
  }
  const uncached = keys.filter((key) => key === undefined).length
  if (uncached > 0)
    stderr.write(
      `urilint: --cache: ${count(uncached, 'file')} linted without the cache (under a JavaScript configuration, whose imports cannot be seen, or unreadable)\n`
    )
  const problem = await cache.save()
  if (problem !== undefined) stderr.write(`urilint: cannot write the cache \`${settings.cacheLocation}\`: ${problem}\n`)
  return {results: results as LintResult[], trouble: problem !== undefined}
}

/** What stderr says about configurations that name none of the rules (their preset's were used) or turn all off. */
function configurationNotes(results: readonly LintResult[]): string[] {
  const added = results.filter((result) => result.rules === 'added')
  const off = results.filter((result) => result.rules === 'off')
  const notes: string[] = []
  if (added.length > 0) {
    notes.push(
      `the remark configuration of ${count(added.length, 'file')} (${examples(added)}) names none of urilint's rules: checked with the preset's; add \`remark-lint-uri\` to its plugins to choose`
    )
  }
  if (off.length > 0) {
    notes.push(
      `the remark configuration of ${count(off.length, 'file')} (${examples(off)}) turns every urilint rule off: nothing was checked there`
    )
  }
  return notes
}

/** What stderr says about `--fix`: what was fixed, and what was left and why. */
function fixNotes(results: readonly LintResult[]): string[] {
  const notes: string[] = []
  let fixes = 0
  let files = 0
  let passwords = 0
  let skipped = 0
  let partial = 0
  for (const result of results) {
    const report = result.fixes
    if (report === undefined) continue
    if (report.applied.length > 0) {
      fixes += report.applied.length
      files++
    }
    passwords += report.passwordsLeft
    skipped += report.skipped
    partial += report.partial ?? 0
    if (report.notWritten !== undefined)
      notes.push(`${displayName(result.path)}: fixes not written: ${report.notWritten}`)
  }
  notes.unshift(`fixed ${count(fixes, 'finding')} in ${count(files, 'file')}`)
  if (passwords > 0)
    notes.push(`left ${count(passwords, 'password')} in place: pass \`--password-placeholder <text>\` to replace them`)
  if (skipped > 0)
    notes.push(
      `left ${count(skipped, 'fix', 'fixes')} that would not replace exactly the text found (a character reference or escape in the range, or an overlap)`
    )
  if (partial > 0)
    notes.push(
      `left ${count(partial, 'fix', 'fixes')} that would leave a finding of their rule where they were (the others of the file were written)`
    )
  return notes
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

function examples(results: readonly LintResult[]): string {
  const shown = results.slice(0, 3).map((result) => displayName(result.path))
  return shown.join(', ') + (results.length > shown.length ? ', …' : '')
}

/**
 * Write the report to `file`: a file as usual; a FIFO (`--output >(…)`,
 * a named one) opened without waiting, so that one nobody reads is an
 * error (`ENXIO`), not a hang in \`open\`, and written in the event loop.
 */
async function writeReport(file: string, text: string): Promise<void> {
  const stats = await fs.stat(file).catch(() => undefined)
  if (stats === undefined || !(stats.isFIFO() || stats.isSocket())) {
    // `--output reports/urilint.sarif` in a fresh checkout: the folder is made, as ESLint's `-o` does.
    // When it cannot be, writing says why (`not a directory`).
    if (stats === undefined) await fs.mkdir(path.dirname(file), {recursive: true}).catch(() => undefined)
    await fs.writeFile(file, text)
    return
  }
  const fd = await new Promise<number>((resolve, reject) =>
    fsCallback.open(file, fsCallback.constants.O_WRONLY | (fsCallback.constants.O_NONBLOCK ?? 0), (error, opened) =>
      error ? reject(error) : resolve(opened)
    )
  )
  const socket = new net.Socket({fd, readable: false, writable: true})
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.end(text, () => resolve())
  })
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
    process.stderr.write('urilint: ' + redactText(firstLineOf(error)) + '\n')
    process.exit(exitCodes.trouble)
  }
  process.on('uncaughtException', fail)
  // A closed pipe (`urilint --report json | head`) ends the output with the run's status.
  const outputs = watchOutputs('urilint', 'the report')
  main(argv).then((code) => {
    process.exitCode = outputs.stderrFailed ? exitCodes.trouble : code
  }, fail)
}

if (isMain(import.meta.url)) runAsProgram(process.argv.slice(2))
