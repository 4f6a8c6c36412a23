/**
 * `--report json`: one object per file with its messages, only the fields
 * listed here (no `ancestors`, no `cause`, no source text).
 */
import type {LintResult} from '../lint.ts'
import {severity, shown, type ReportOptions} from './types.ts'

/** Report as JSON (to stdout). */
export function reportJson(results: readonly LintResult[], options: ReportOptions): string {
  const files = []
  for (const result of results) {
    const messages = shown(result.messages, options)
    if (options.quiet && messages.length === 0) continue
    files.push({
      path: result.path,
      messages: messages.map((message) => ({
        ruleId: message.ruleId ?? null,
        source: message.source ?? null,
        severity: severity(message),
        reason: message.reason,
        line: message.line ?? null,
        column: message.column ?? null,
        endLine: message.endLine ?? null,
        endColumn: message.endColumn ?? null,
        url: message.url ?? null,
        note: message.note ?? null,
        actual: message.actual ?? null,
        expected: message.expected ?? null
      }))
    })
  }
  return JSON.stringify(files, null, 2) + '\n'
}
