#!/usr/bin/env node
/**
 * `urilint [paths or globs]`: lint the URIs of Markdown (and `.txt`/`.eml`)
 * files, on unified-engine like remark-cli. Zero-config (the preset unless a
 * `.remarkrc*` or `remarkConfig` says otherwise), honours `.remarkignore` and
 * `.gitignore`, never writes a file. Exit 0 when clean, 1 on errors (or
 * warnings with `--frail`), 2 on bad usage.
 */
import fs from 'node:fs'
import process from 'node:process'
import {fileURLToPath} from 'node:url'
import {parseArgs} from 'node:util'
import {findFiles} from './files.ts'
import type {LintResult} from './lint.ts'
import {relativePath} from './relative-path.ts'
import {report, reportNames, streamOf, type ReportName} from './report/index.ts'
import {run} from './run.ts'

/** Where the CLI reads and writes; `process` by default. */
export interface CliContext {
  cwd?: string | undefined
  env?: Record<string, string | undefined> | undefined
  stdout?: {write(text: string): unknown} | undefined
  stderr?: {write(text: string): unknown} | undefined
}

/** A problem with the command line: exit 2 with one line. */
class UsageError extends Error {}

const help = `Usage: urilint [options] [paths or globs...]

Lint the URIs in Markdown files (and .txt/.eml): malformed URIs,
ports of other protocols, passwords. Lints the current folder when
no path is given. Configure with .remarkrc* (the preset otherwise).

Options:
  --report <name>  ${reportNames.join(' | ')} (default: github inside
                   GitHub Actions, else default)
  --frail          exit 1 on warnings too
  --quiet          report only files with messages
  --silent         report only errors
  --verbose        add notes to the default report
  --jobs <n>       processes to lint with (default: one per CPU)
  --no-ignore      do not honour .remarkignore and .gitignore
  --color          force colour in the default report
  --no-color       no colour
  -h, --help       show this help
  -v, --version    show the version

Exit status: 0 clean, 1 errors (or warnings with --frail), 2 bad usage.
`

/** Run the CLI; resolves with the exit code. */
export async function main(argv: readonly string[], context: CliContext = {}): Promise<number> {
  const cwd = context.cwd ?? process.cwd()
  const env = context.env ?? process.env
  const stdout = context.stdout ?? process.stdout
  const stderr = context.stderr ?? process.stderr

  let settings: ReturnType<typeof parseCommandLine>
  try {
    settings = parseCommandLine(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError || (error instanceof TypeError && 'code' in error))) throw error
    const unknown = /^Unknown option '([^']+)'/.exec(error.message)
    const text = unknown ? `unknown option \`${unknown[1]}\`` : error.message.split('\n')[0]!
    stderr.write('urilint: ' + text + ' (see `urilint --help`)\n')
    return 2
  }

  if (settings.help) {
    stdout.write(help)
    return 0
  }
  if (settings.version) {
    stdout.write(version() + '\n')
    return 0
  }

  const inputs = settings.paths.length === 0 ? ['.'] : settings.paths
  const found = await findFiles(inputs, {cwd, ignore: settings.ignore})
  if (found.files.length === 0 && found.problems.length === 0) {
    stderr.write('urilint: no Markdown or text files in ' + inputs.map((input) => '`' + input + '`').join(', ') + ' (see `urilint --help`)\n')
    return 2
  }

  const results: LintResult[] = await run(found.files, {cwd, jobs: settings.jobs})
  for (const problem of found.problems) {
    results.push({
      path: relativePath(cwd, problem.path),
      cwd,
      messages: [
        {
          reason: problem.reason,
          ruleId: undefined,
          source: undefined,
          fatal: true,
          line: undefined,
          column: undefined,
          endLine: undefined,
          endColumn: undefined,
          url: undefined,
          note: undefined,
          actual: undefined,
          expected: undefined
        }
      ]
    })
  }

  const text = report(settings.report, results, {
    quiet: settings.quiet,
    silent: settings.silent,
    verbose: settings.verbose,
    color: settings.color ?? (streamOf(settings.report) === 'stderr' && process.stderr.isTTY === true && env.NO_COLOR === undefined),
    version: version()
  })
  if (text !== '') (streamOf(settings.report) === 'stderr' ? stderr : stdout).write(text)

  let failed = false
  for (const result of results) {
    for (const message of result.messages) {
      if (message.fatal === true || (settings.frail && message.fatal === false)) failed = true
    }
  }
  return failed ? 1 : 0
}

function parseCommandLine(argv: readonly string[], env: Record<string, string | undefined>) {
  const {values, positionals} = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      report: {type: 'string'},
      frail: {type: 'boolean'},
      quiet: {type: 'boolean'},
      silent: {type: 'boolean'},
      verbose: {type: 'boolean'},
      jobs: {type: 'string'},
      'no-ignore': {type: 'boolean'},
      color: {type: 'boolean'},
      'no-color': {type: 'boolean'},
      help: {type: 'boolean', short: 'h'},
      version: {type: 'boolean', short: 'v'}
    }
  })

  const reportName = values.report ?? (env.GITHUB_ACTIONS === 'true' ? 'github' : 'default')
  if (!(reportNames as readonly string[]).includes(reportName)) {
    throw new UsageError(`unknown report \`${reportName}\`, expected one of ${reportNames.join(', ')}`)
  }
  let jobs: number | undefined
  if (values.jobs !== undefined) {
    jobs = Number(values.jobs)
    if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError(`\`--jobs\` expects a whole number of 1 or more, not \`${values.jobs}\``)
  }

  return {
    paths: positionals,
    report: reportName as ReportName,
    frail: values.frail === true,
    quiet: values.quiet === true,
    silent: values.silent === true,
    verbose: values.verbose === true,
    jobs,
    ignore: values['no-ignore'] !== true,
    color: values['no-color'] === true ? false : values.color === true ? true : undefined,
    help: values.help === true,
    version: values.version === true
  }
}

function version(): string {
  const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {version: string}
  return manifest.version
}

/** Whether this module is the program being run (also through a bin symlink). */
function isMain(): boolean {
  const entry = process.argv[1]
  if (entry === undefined) return false
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (isMain()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write('urilint: ' + (error instanceof Error ? error.message : String(error)) + '\n')
      process.exitCode = 1
    }
  )
}
