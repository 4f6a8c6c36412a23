/**
 * `--report sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results
 * Interchange Format) for GitHub code scanning, typed by `@types/sarif`.
 * Messages that belong to no rule (a missing file, a broken config) are tool
 * execution notifications, not results.
 */
import {pathToFileURL} from 'node:url'
import type * as Sarif from 'sarif'
import {readmeUrl} from '../../rules/docs.js'
import {ruleIds, ruleMetadata, type RuleId} from '../../rules/metadata.js'
import type {LintMessage, LintResult} from '../lint.js'
import {severity, shown, type ReportOptions} from './types.js'

const levels = {error: 'error', warning: 'warning', info: 'note'} as const

const schema = 'https://json.schemastore.org/sarif-2.1.0.json'
const sourceRoot = '%SRCROOT%'

/** Report as a SARIF 2.1.0 log (to stdout). */
export function reportSarif(results: readonly LintResult[], options: ReportOptions): string {
  const rules: Sarif.ReportingDescriptor[] = []
  const ruleIndex = new Map<string, number>()
  const sarifResults: Sarif.Result[] = []
  const notifications: Sarif.Notification[] = []
  const cwd = results[0]?.cwd ?? process.cwd()

  for (const result of results) {
    for (const message of shown(result.messages, options)) {
      const location = toLocation(result.path, message)
      if (message.ruleId === undefined) {
        notifications.push({level: levels[severity(message)], message: {text: message.reason}, locations: [location]})
        continue
      }
      const id = message.ruleId
      let index = ruleIndex.get(id)
      if (index === undefined) {
        index = rules.length
        ruleIndex.set(id, index)
        rules.push(describe(id, message))
      }
      const sarifResult: Sarif.Result = {
        ruleId: id,
        ruleIndex: index,
        level: levels[severity(message)],
        message: {text: message.reason},
        locations: [location]
      }
      if (message.expected !== undefined && message.expected.length > 0 && message.line !== undefined && message.endLine !== undefined) {
        // The quick fix: replace the range with what is expected.
        sarifResult.fixes = message.expected.map((expected) => ({
          description: {text: 'Replace with `' + expected + '`'},
          artifactChanges: [
            {
              artifactLocation: location.physicalLocation!.artifactLocation!,
              replacements: [{deletedRegion: location.physicalLocation!.region!, insertedContent: {text: expected}}]
            }
          ]
        }))
      }
      sarifResults.push(sarifResult)
    }
  }

  const driver: Sarif.ToolComponent = {
    name: 'urilint',
    informationUri: readmeUrl,
    rules
  }
  if (options.version !== undefined) driver.semanticVersion = options.version

  const log: Sarif.Log = {
    $schema: schema,
    version: '2.1.0',
    runs: [
      {
        tool: {driver},
        originalUriBaseIds: {[sourceRoot]: {uri: pathToFileURL(cwd).href + '/'}},
        columnKind: 'utf16CodeUnits',
        invocations: [
          {
            executionSuccessful: !notifications.some((notification) => notification.level === 'error'),
            toolExecutionNotifications: notifications
          }
        ],
        results: sarifResults
      }
    ]
  }
  return JSON.stringify(log, null, 2) + '\n'
}

function describe(id: string, message: LintMessage): Sarif.ReportingDescriptor {
  const descriptor: Sarif.ReportingDescriptor = {id}
  if (message.source !== undefined) descriptor.name = message.source + ':' + id
  if ((ruleIds as readonly string[]).includes(id)) {
    const own = ruleMetadata[id as RuleId]
    descriptor.shortDescription = {text: own.summary}
    descriptor.defaultConfiguration = {level: own.severity === 'warn' ? 'warning' : 'error'}
  }
  if (message.url !== undefined) descriptor.helpUri = message.url
  return descriptor
}

function toLocation(path: string, message: LintMessage): Sarif.Location {
  const physicalLocation: Sarif.PhysicalLocation = {artifactLocation: {uri: encodePath(path), uriBaseId: sourceRoot}}
  if (message.line !== undefined) {
    const region: Sarif.Region = {startLine: message.line}
    if (message.column !== undefined) region.startColumn = message.column
    if (message.endLine !== undefined) region.endLine = message.endLine
    if (message.endColumn !== undefined) region.endColumn = message.endColumn
    physicalLocation.region = region
  }
  return {physicalLocation}
}

/** A relative path as a URI reference (SARIF 3.10: `uri` is a URI reference). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}
