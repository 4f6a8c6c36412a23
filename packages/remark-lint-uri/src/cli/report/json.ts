/**
 * `--report json`: one object per file with its messages, only the fields
 * listed here (no `ancestors`, no `cause`, no source text). Written file by
 * file: the text is `JSON.stringify(files, null, 2)`'s, one element at a time.
 */
import {jsonFinding} from '@urilint/extract/cli-shared'
import type {LintResult} from '../results.js'
import {collect, severity, shown, type ReportOptions, type ReportWriter} from './types.js'

/** Report as JSON (to stdout). */
export function reportJson(results: readonly LintResult[], options: ReportOptions): string {
  return collect(jsonWriter(options), results)
}

/** The JSON report, file by file: keeps nothing but whether a file was written. */
export function jsonWriter(options: ReportOptions): ReportWriter {
  let written = 0
  return {
    file(result) {
      const messages = shown(result.messages, options)
      if (options.quiet && messages.length === 0) return ''
      const file = {
        path: result.path,
        messages: messages.map((message) => jsonFinding({...message, severity: severity(message)}))
      }
      // An element of the array, indented as in it (a JSON text has no line break inside a string).
      return (written++ === 0 ? '[\n' : ',\n') + indent(JSON.stringify(file, null, 2), '  ')
    },
    end() {
      return [written === 0 ? '[]\n' : '\n]\n']
    }
  }
}

/** `text` with `prefix` before each of its lines. */
export function indent(text: string, prefix: string): string {
  return prefix + text.replaceAll('\n', '\n' + prefix)
}
