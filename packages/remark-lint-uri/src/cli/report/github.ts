/**
 * `--report github`: GitHub Actions workflow commands, one annotation per
 * message (`::error file=…,line=…,col=…::…`), shown on the changed lines of
 * a pull request, then the summary line of the run. Files are named from the
 * repository root (`repository.ts`): GitHub attaches an annotation to the
 * file of that path in the repository, whatever folder urilint ran in.
 */
import path from 'node:path'
import {printable} from '@urilint/extract/cli-shared'
import type {LintResult} from '../results.js'
import {pathInRepository} from './repository.js'
import {countFile, describeCounts, emptyCounts} from './summary.js'
import {collect, lazyRoot, severity, shown, type ReportOptions, type ReportWriter} from './types.js'

const commands = {error: 'error', warning: 'warning', info: 'notice'} as const

/** Report as workflow commands (to stdout). */
export function reportGithub(results: readonly LintResult[], options: ReportOptions): string {
  return collect(githubWriter(options), results)
}

/** The `github` report, file by file: keeps only the counts of the summary line. */
export function githubWriter(options: ReportOptions): ReportWriter {
  const rootFor = lazyRoot(options)
  const counts = emptyCounts(options)
  return {
    file(result) {
      countFile(counts, result, options)
      const root = rootFor(result)
      // Outside the repository no path of it names the file: the absolute path, for the log.
      const file = pathInRepository(root, result) ?? path.resolve(result.cwd, result.path)
      let text = ''
      for (const message of shown(result.messages, options)) {
        // The path as it is (escaped as a property): GitHub attaches the annotation by it.
        const properties: string[] = ['file=' + escapeProperty(file)]
        if (message.line !== undefined) properties.push('line=' + message.line)
        if (message.column !== undefined) properties.push('col=' + message.column)
        if (message.endLine !== undefined) properties.push('endLine=' + message.endLine)
        if (message.endColumn !== undefined) properties.push('endColumn=' + message.endColumn)
        const title =
          message.ruleId === undefined
            ? 'urilint'
            : message.source === undefined
              ? message.ruleId
              : message.source + ':' + message.ruleId
        properties.push('title=' + escapeProperty(printable(title)))
        text +=
          '::' +
          commands[severity(message)] +
          ' ' +
          properties.join(',') +
          '::' +
          escapeData(printable(message.reason)) +
          '\n'
      }
      return text
    },
    end() {
      // A plain line: the log's last word on the run (annotations are listed apart from the log).
      return ['urilint: ' + describeCounts(counts) + '\n']
    }
  }
}

/**
 * Workflow command data: `%`, CR and LF escaped (as `@actions/core`'s
 * `escapeData`), so that a message cannot end its command or start another.
 * What a log would act on (ESC, bidi marks) is escaped before (`printable`).
 */
export function escapeData(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** Workflow command property values: also `:` and `,`, which end a property (`escapeProperty`). */
export function escapeProperty(value: string): string {
  return escapeData(value).replaceAll(':', '%3A').replaceAll(',', '%2C')
}
