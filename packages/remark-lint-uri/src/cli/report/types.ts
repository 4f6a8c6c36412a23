import type {LintMessage, LintResult} from '../results.js'
import {repositoryRoot} from './repository.js'

/** The report formats of `urilint --report`. */
export type ReportName = 'default' | 'json' | 'sarif' | 'github'

/** The report formats, for validation and help. */
export const reportNames: readonly ReportName[] = ['default', 'json', 'sarif', 'github']

/** Options every reporter gets. */
export interface ReportOptions {
  /** Leave out notes, and files left without messages (remark-cli's "only warnings and errors"). */
  quiet?: boolean | undefined
  /** Leave out everything but errors. */
  silent?: boolean | undefined
  /** ANSI colours (default reporter only). */
  color?: boolean | undefined
  /** Notes and more (default reporter only). */
  verbose?: boolean | undefined
  /** Version of the tool (SARIF). */
  version?: string | undefined
  /**
   * The repository root: the `github` and `sarif` reports name files from it
   * (default: `repositoryRoot` of the results' `cwd`, with `process.env`).
   */
  root?: string | undefined
  /** Files and folders passed over in the search (ignored, of other extensions…): counted in the summary line. */
  skipped?: number | undefined
}

/** A reporter: results in, text out. */
export type Reporter = (results: readonly LintResult[], options: ReportOptions) => string

/**
 * A report written file by file, so that a run keeps no file's messages
 * once they are reported: `file` takes each result in report order and
 * gives the text to write now, `end` the rest. A format whose text depends
 * on the whole run (the default report's columns, SARIF's rules before its
 * results) keeps what it needs in a `Spool`, as text, and writes it at the end.
 */
export interface ReportWriter {
  /** The text of `result` to write now (`''`: none yet). */
  file(result: LintResult): string
  /** The rest of the report, in pieces (empty when there is none). */
  end(): Iterable<string>
}

/** The whole report of `results` from a writer of it (what `Reporter`s are). */
export function collect(writer: ReportWriter, results: readonly LintResult[]): string {
  let text = ''
  for (const result of results) text += writer.file(result)
  for (const piece of writer.end()) text += piece
  return text
}

/** `error`, `warning` or `info`, from vfile-message's `fatal`. */
export function severity(message: LintMessage): 'error' | 'warning' | 'info' {
  return message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
}

/** The messages a report shows, given `silent` (errors) and `quiet` (errors and warnings). */
export function shown(messages: readonly LintMessage[], options: ReportOptions): LintMessage[] {
  if (options.silent) return messages.filter((message) => message.fatal === true)
  if (options.quiet) return messages.filter((message) => message.fatal === true || message.fatal === false)
  return [...messages]
}

/**
 * The repository root the `github` and `sarif` reports name files from:
 * `options.root`, else that of the first result's `cwd` (the first call's
 * `first`), else of the working folder.
 */
export function lazyRoot(options: ReportOptions): (first?: LintResult) => string {
  let root = options.root
  return (first) => (root ??= repositoryRoot(first?.cwd ?? process.cwd()))
}
