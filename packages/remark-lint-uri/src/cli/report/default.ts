/** The default report: vfile-reporter, as remark-cli prints it. */
import {displayName} from '@urilint/extract/cli-shared'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {reporter} from 'vfile-reporter'
import type {LintResult} from '../results.js'
import {shown, type ReportOptions} from './types.js'

/** Report with vfile-reporter (to stderr). */
export function reportDefault(results: readonly LintResult[], options: ReportOptions): string {
  const files = results.map((result) => {
    // A name with a line feed or tab would break the report's lines: escaped.
    const file = new VFile({path: displayName(result.path), cwd: result.cwd})
    for (const message of shown(result.messages, options)) {
      const start = message.line === undefined ? undefined : {line: message.line, column: message.column ?? 1}
      const end = message.endLine === undefined ? undefined : {line: message.endLine, column: message.endColumn ?? 1}
      const place = start === undefined ? undefined : end === undefined ? start : {start, end}
      const copy = new VFileMessage(message.reason, {place, ruleId: message.ruleId, source: message.source})
      copy.file = file.path
      copy.fatal = message.fatal
      if (message.url !== undefined) copy.url = message.url
      if (message.note !== undefined) copy.note = message.note
      file.messages.push(copy)
    }
    return file
  })
  const text = reporter(files, {
    quiet: options.quiet,
    silent: options.silent,
    color: options.color,
    verbose: options.verbose
  })
  return text === '' ? '' : text + '\n'
}
