/**
 * `--report github`: GitHub Actions workflow commands, one annotation per
 * message (`::error file=…,line=…,col=…::…`), shown on the changed lines of
 * a pull request.
 */
import type {LintResult} from '../lint.js'
import {severity, shown, type ReportOptions} from './types.js'

const commands = {error: 'error', warning: 'warning', info: 'notice'} as const

/** Report as workflow commands (to stdout). */
export function reportGithub(results: readonly LintResult[], options: ReportOptions): string {
  let text = ''
  for (const result of results) {
    for (const message of shown(result.messages, options)) {
      const properties: string[] = ['file=' + escapeProperty(result.path)]
      if (message.line !== undefined) properties.push('line=' + message.line)
      if (message.column !== undefined) properties.push('col=' + message.column)
      if (message.endLine !== undefined) properties.push('endLine=' + message.endLine)
      if (message.endColumn !== undefined) properties.push('endColumn=' + message.endColumn)
      const title = message.ruleId === undefined ? 'urilint' : message.source === undefined ? message.ruleId : message.source + ':' + message.ruleId
      properties.push('title=' + escapeProperty(title))
      text += '::' + commands[severity(message)] + ' ' + properties.join(',') + '::' + escapeData(message.reason) + '\n'
    }
  }
  return text
}

/** Workflow command data: `%`, CR and LF escaped. */
function escapeData(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** Workflow command property values: also `:` and `,`. */
function escapeProperty(value: string): string {
  return escapeData(value).replaceAll(':', '%3A').replaceAll(',', '%2C')
}
