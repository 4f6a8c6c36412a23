#!/usr/bin/env node
/**
 * `urilint [paths or globs]`: lint the URIs of Markdown (and `.txt`/`.eml`)
 * files, on unified-engine like remark-cli. Zero-config (the preset unless a
 * `.remarkrc*` or `remarkConfig` says otherwise), honours `.remarkignore` and
 * `.gitignore`, never writes a file. Exit 0 when clean, 1 on errors (or
 * warnings with `--frail`), 2 on bad usage.
 */
import process from 'node:process'
import {exitCodes, isMain, packageVersion, parseCommandLine, standardOptions, usageLine, UsageError} from '@urilint/extract/cli-shared'
import {findFiles} from './files.js'
import type {LintResult} from './lint.js'
import {relativePath} from './relative-path.js'
import {report, reportNames, streamOf, type ReportName} from './report/index.js'
import {run} from './run.js'

/** Where the CLI reads and writes; `process` by default. */
export interface CliContext {
  cwd?: string | undefined
  env?: Record<string, string | undefined> | undefined
  stdout?: {write(text: string): unknown} | undefined
  stderr?: {write(text: string): unknown} | undefined
}

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

  let settings: ReturnType<typeof readSettings>
  try {
    settings = readSettings(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    stderr.write(usageLine('urilint', error.message))
    return exitCodes.usage
  }

  if (settings.help) {
    stdout.write(help)
    return exitCodes.clean
  }
  if (settings.version) {
    stdout.write(version() + '\n')
    return exitCodes.clean
  }

  const inputs = settings.paths.length === 0 ? ['.'] : settings.paths
  const found = await findFiles(inputs, {cwd, ignore: settings.ignore})
  if (found.files.length === 0 && found.problems.length === 0) {
    stderr.write(usageLine('urilint', 'no Markdown or text files in ' + inputs.map((input) => '`' + input + '`').join(', ')))
    return exitCodes.usage
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
  return failed ? exitCodes.failed : exitCodes.clean
}

function readSettings(argv: readonly string[], env: Record<string, string | undefined>) {
  const {values, positionals} = parseCommandLine(argv, {
    report: {type: 'string'},
    frail: {type: 'boolean'},
    quiet: {type: 'boolean'},
    silent: {type: 'boolean'},
    verbose: {type: 'boolean'},
    jobs: {type: 'string'},
    'no-ignore': {type: 'boolean'},
    color: {type: 'boolean'},
    'no-color': {type: 'boolean'},
    ...standardOptions
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
  return packageVersion(new URL('../../package.json', import.meta.url))
}

if (isMain(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write('urilint: ' + (error instanceof Error ? error.message : String(error)) + '\n')
      process.exitCode = exitCodes.failed
    }
  )
}
