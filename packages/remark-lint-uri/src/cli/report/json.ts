/**
 * `--report json`: one object per file with its messages, only the fields
 * listed here (no `ancestors`, no `cause`, no source text).
 */
import {jsonFinding} from '@urilint/extract/cli-shared'
import type {LintResult} from '../results.js'
import {severity, shown, type ReportOptions} from './types.js'

/** Report as JSON (to stdout). */
export function reportJson(results: readonly LintResult[], options: ReportOptions): string {
  const files = []
  for (const result of results) {
    const messages = shown(result.messages, options)
    if (options.quiet && messages.length === 0) continue
    files.push({
      path: result.path,
      messages: messages.map((message) => jsonFinding({...message, severity: severity(message)}))
    })
  }
  return JSON.stringify(files, null, 2) + '\n'
}
