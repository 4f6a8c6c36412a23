/** The default report: vfile-reporter, as remark-cli prints it. */
import {displayName, printable} from '@urilint/extract/cli-shared'
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
      const copy = new VFileMessage(printable(message.reason), {place, ruleId: message.ruleId, source: message.source})
      copy.file = file.path
      copy.fatal = message.fatal
      if (message.url !== undefined) copy.url = message.url
      if (message.note !== undefined) copy.note = printable(message.note)
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
  if (text === '') return ''
  return withNotes(text, files) + '\n'
}

/**
 * vfile-reporter's summary line names errors and warnings only, and is left
 * out when there are neither: a report of notes alone ended with no count.
 * Notes are counted in it (`4 messages (✖ 1 error, ⚠ 1 warning, 2 notes)`),
 * or have a line of their own (`2 notes`).
 */
function withNotes(text: string, files: readonly VFile[]): string {
  let notes = 0
  let others = 0
  for (const file of files) {
    for (const message of file.messages) {
      if (message.fatal === true || message.fatal === false) others++
      else notes++
    }
  }
  if (notes === 0) return text
  const count = `${notes} ${notes === 1 ? 'note' : 'notes'}`
  if (others === 0) return `${text}\n\n${count}`
  // `N messages (…)`: vfile-reporter's form when more than one kind is counted.
  return text.endsWith(')') ? `${text.slice(0, -1)}, ${count})` : text
}
