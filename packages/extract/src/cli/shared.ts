/**
 * What the two command-line tools, `uri-extract` (this package) and
 * `urilint` (remark-lint-uri), share: exit codes, argument parsing with
 * one-line usage errors, the version, the text of file errors
 * (`uri-extract`'s; `urilint` reports unified-engine's) and the JSON form
 * of a finding. CLI plumbing only: what a library needs too (redaction,
 * binary sniffing) is in library modules (`@urilint/extract/internal`).
 * Published as the internal subpath
 * `@urilint/extract/cli-shared` (not semver-stable): it lives in the lower of
 * the two packages, so that neither tool needs the other's dependencies.
 */
import fs from 'node:fs'
import type {Severity} from '@urilint/core'
import {fileURLToPath} from 'node:url'
import {parseArgs, type ParseArgsConfig} from 'node:util'
import {firstLineOf} from '../first-line.js'
import {redactText} from '../redact-text.js'
import {describeError, displayName} from './input.js'

export {firstLineOf} from '../first-line.js'
export {
  byteName,
  displayName,
  printable,
  encodingOf,
  errorCode,
  mapLimited,
  openInput,
  openProblem,
  utf8Chunks,
  type TextEncoding
} from './input.js'

/**
 * Exit codes of both tools (the contract in both READMEs). When both apply,
 * `trouble` wins: a run that could not read an input is not a pass.
 */
export const exitCodes = {
  /** Everything asked was done, and no finding fails the run. */
  clean: 0,
  /** Findings that fail the run: errors, or warnings too with `--frail`. */
  failed: 1,
  /** Not everything asked was done: bad usage, a configuration error, an input that could not be read or an output that could not be written. The other inputs are still checked. */
  trouble: 2
} as const

/** A problem with the command line: the tool says it in one line and exits with `exitCodes.trouble`. */
export class UsageError extends Error {}

/** The options of a tool, as `node:util` `parseArgs` takes them. */
export type OptionsConfig = NonNullable<ParseArgsConfig['options']>

/** The options every tool has. */
export const standardOptions = {
  help: {type: 'boolean', short: 'h'},
  version: {type: 'boolean', short: 'v'}
} as const satisfies OptionsConfig

/** What `parseCommandLine` gives: each option's value (`undefined` when not given) and the positionals. */
export interface CommandLine<Options extends OptionsConfig> {
  values: {
    [Name in keyof Options]?: Options[Name]['type'] extends 'boolean'
      ? boolean
      : Options[Name]['multiple'] extends true
        ? string[]
        : string
  }
  positionals: string[]
}

/**
 * Parse `argv` with `parseArgs` (strict, positionals allowed; `-` and
 * everything after `--` are positionals). Throws a `UsageError` whose message
 * is one line, such as "unknown option `--x`".
 */
export function parseCommandLine<Options extends OptionsConfig>(
  argv: readonly string[],
  options: Options
): CommandLine<Options> {
  try {
    return parseArgs({args: [...argv], allowPositionals: true, strict: true, options}) as CommandLine<Options>
  } catch (error) {
    if (!(error instanceof TypeError && 'code' in error)) throw error
    throw new UsageError(usageReason(error.message))
  }
}

/** parseArgs' messages in the tools' words (`unknown option \`--x\``), else its first line. */
function usageReason(message: string): string {
  // The option as typed may hold a line feed: escaped, as a file name is, to keep one line.
  const unknown = /^Unknown option '([^']+)'/.exec(message)
  if (unknown) return `unknown option \`${displayName(unknown[1]!)}\``
  const noValue = /^Option '([^' ]+)' does not take an argument/.exec(message)
  if (noValue) return `\`${displayName(noValue[1]!)}\` takes no value`
  const missing = /^Option '(?:-\w, )?([^' ]+)(?: <value>)?' argument missing/.exec(message)
  if (missing) return `\`${displayName(missing[1]!)}\` needs a value`
  return firstLineOf(message)
}

let failing = false

/**
 * End a run that went wrong outside a file: `line` on stderr, then exit with
 * `code` once it is written. A write followed by `process.exit` loses the line
 * when stderr (a non-blocking pipe or socket) is full, as under a slow reader
 * of a long report. Only the first failure speaks.
 */
export function failAndExit(line: string, code: number): void {
  process.exitCode = code
  if (failing) return
  failing = true
  process.stderr.write(line, () => process.exit(code))
}

/**
 * Watch a tool's outputs: a closed pipe (`… | head`) ends the run quietly,
 * with the status of what was done so far; another failure to write stdout
 * (`> /dev/full`) is one line (`uri-extract: cannot write the output: …`)
 * and exit 2. A closed stderr (`2>&1 | head -1`, or a reader gone) is a
 * closed pipe too: the run goes on to its own status. When stderr fails
 * otherwise nothing can be said: `stderrFailed` tells, and the exit code is 2.
 */
export function watchOutputs(tool: string, output: string): {readonly stderrFailed: boolean} {
  let stderrFailed = false
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? exitCodes.clean)
    failAndExit(`${tool}: cannot write ${output}: ${describeFileError(error)}\n`, exitCodes.trouble)
  })
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return
    stderrFailed = true
    process.exitCode = exitCodes.trouble
  })
  return {
    get stderrFailed() {
      return stderrFailed
    }
  }
}

/** The line a tool writes for a usage error. */
export function usageLine(tool: string, reason: string): string {
  return `${tool}: ${reason} (see \`${tool} --help\`)\n`
}

/** The `version` of the `package.json` at `manifest` (a URL relative to the caller's module). */
export function packageVersion(manifest: URL): string {
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version
}

/** What went wrong reading or writing a file, in a few words (`no such file`), else the error's first line without Node.js's `CODE:` and file name, redacted. */
export function describeFileError(error: unknown): string {
  return redactText(describeError(error))
}

/**
 * A finding as both tools print it in JSON: `urilint --report json` (each
 * message of a file) and `uri-extract --check --json` (each finding of a
 * URI). Absent values are `null`; lines and columns are 1-based, the end
 * exclusive, columns in UTF-16 code units.
 */
export interface JsonFinding {
  /** The rule (`no-uri-password`) or core diagnostic id (`uri-password`). */
  ruleId: string | null
  /** Who reported it: `remark-lint` for the rules, `@urilint/core` for `uri-extract`. */
  source: string | null
  severity: Severity
  reason: string
  line: number | null
  column: number | null
  endLine: number | null
  endColumn: number | null
  /** Where the rule is explained. */
  url: string | null
  note: string | null
  actual: string | null
  expected: string[] | null
}

/** A finding in JSON, with the fields in one order and `null` for what is absent. */
export function jsonFinding(
  finding: {[Key in keyof JsonFinding]?: JsonFinding[Key] | undefined} & {severity: Severity; reason: string}
): JsonFinding {
  return {
    ruleId: finding.ruleId ?? null,
    source: finding.source ?? null,
    severity: finding.severity,
    reason: finding.reason,
    line: finding.line ?? null,
    column: finding.column ?? null,
    endLine: finding.endLine ?? null,
    endColumn: finding.endColumn ?? null,
    url: finding.url ?? null,
    note: finding.note ?? null,
    actual: finding.actual ?? null,
    expected: finding.expected ?? null
  }
}

/** Whether the module at `moduleUrl` is the program being run (also through a bin symlink). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1]
  if (entry === undefined) return false
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(moduleUrl))
  } catch {
    return false
  }
}
