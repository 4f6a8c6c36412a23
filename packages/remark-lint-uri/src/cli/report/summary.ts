/**
 * The one-line summary of a run, as the `github` report ends with it and the
 * job summary opens with it: `urilint: 7 errors, 2 warnings in 2 of 14 files`,
 * or `urilint: no problems in 14 files`, and what the search passed over
 * (`(3 skipped)`). It counts what the report shows (`--silent` leaves out
 * warnings and notes).
 */
import type {LintResult} from '../results.js'
import {severity, shown, type ReportOptions} from './types.js'

/** What a report shows, counted. */
export interface Counts {
  errors: number
  warnings: number
  /** Messages that are neither (vfile-message's `fatal: undefined`). */
  notes: number
  /** Files linted (and paths that could not be). */
  files: number
  /** Of those, the files with a message shown. */
  filesWithMessages: number
  /** Files and folders the search passed over (absent: none). */
  skipped?: number | undefined
}

/** Count the messages `results` show with `options`. */
export function count(results: readonly LintResult[], options: ReportOptions): Counts {
  const counts = emptyCounts(options)
  for (const result of results) countFile(counts, result, options)
  return counts
}

/** Counts of no file yet, to add files to one by one (`countFile`). */
export function emptyCounts(options: ReportOptions): Counts {
  return {errors: 0, warnings: 0, notes: 0, files: 0, filesWithMessages: 0, skipped: options.skipped}
}

/** Add the messages `result` shows with `options` to `counts`. */
export function countFile(counts: Counts, result: LintResult, options: ReportOptions): void {
  const messages = shown(result.messages, options)
  counts.files++
  if (messages.length > 0) counts.filesWithMessages++
  for (const message of messages) {
    const level = severity(message)
    if (level === 'error') counts.errors++
    else if (level === 'warning') counts.warnings++
    else counts.notes++
  }
}

/** `7 errors, 2 warnings in 2 of 14 files`, `1 error in 1 of 1 file`, `no problems in 14 files (3 skipped)`. */
export function describeCounts(counts: Counts): string {
  const parts: string[] = []
  if (counts.errors > 0) parts.push(plural(counts.errors, 'error'))
  if (counts.warnings > 0) parts.push(plural(counts.warnings, 'warning'))
  if (counts.notes > 0) parts.push(plural(counts.notes, 'note'))
  const skipped = counts.skipped === undefined || counts.skipped === 0 ? '' : ` (${counts.skipped} skipped)`
  if (parts.length === 0) return 'no problems in ' + plural(counts.files, 'file') + skipped
  return parts.join(', ') + ' in ' + counts.filesWithMessages + ' of ' + plural(counts.files, 'file') + skipped
}

/** The summary line of a run: `urilint: ` and its counts. */
export function summaryLine(results: readonly LintResult[], options: ReportOptions): string {
  return 'urilint: ' + describeCounts(count(results, options))
}

function plural(number: number, word: string): string {
  return number + ' ' + word + (number === 1 ? '' : 's')
}
