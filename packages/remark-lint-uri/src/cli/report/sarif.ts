/**
 * `--report sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results
 * Interchange Format) for GitHub code scanning, typed by `@types/sarif`.
 * Messages that belong to no rule (a missing file, a broken config) are tool
 * execution notifications, not results. Files are named from the repository
 * root (`%SRCROOT%`), as code scanning expects.
 */
import {createHash} from 'node:crypto'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {printable} from '@urilint/extract/cli-shared'
import type * as Sarif from 'sarif'
import {readmeUrl} from '../../rules/docs.js'
import {isRuleId, rules} from '../../rules/metadata.js'
import type {LintMessage, LintResult} from '../results.js'
import {pathInRepository} from './repository.js'
import {helpOf} from './rule-help.js'
import {indent} from './json.js'
import {Spool} from './spool.js'
import {collect, lazyRoot, severity, shown, type ReportOptions, type ReportWriter} from './types.js'

const levels = {error: 'error', warning: 'warning', info: 'note'} as const

const schema = 'https://json.schemastore.org/sarif-2.1.0.json'
const sourceRoot = '%SRCROOT%'
/** The key of urilint's fingerprint in `partialFingerprints`; a new scheme gets a new version. */
export const fingerprintKey = 'urilint/v1'

/** Report as a SARIF 2.1.0 log (to stdout). */
export function reportSarif(results: readonly LintResult[], options: ReportOptions): string {
  return collect(sarifWriter(options), results)
}

/**
 * The SARIF log, file by file: each result goes to a spool as its text, as
 * it sits in the log's `results` array, when its file is done; the rules and
 * the notifications (a message of no rule: a file that could not be read),
 * which come before the results in the log, are kept until the end.
 */
export function sarifWriter(options: ReportOptions, spool = new Spool()): ReportWriter {
  const rules: Sarif.ReportingDescriptor[] = []
  const ruleIndex = new Map<string, number>()
  const notifications: Sarif.Notification[] = []
  const rootFor = lazyRoot(options)
  let written = 0

  return {
    file(result) {
      const inRepository = pathInRepository(rootFor(result), result)
      // Outside the repository: the absolute path (as a `file:` URL in the log).
      const file = inRepository ?? path.resolve(result.cwd, result.path)
      const artifactLocation: Sarif.ArtifactLocation =
        inRepository === undefined
          ? {uri: pathToFileURL(file).href}
          : {uri: encodePath(inRepository), uriBaseId: sourceRoot}
      const occurrences = new Map<string, number>()
      let text = ''
      for (const message of shown(result.messages, options)) {
        const location = toLocation(artifactLocation, message)
        if (message.ruleId === undefined) {
          notifications.push({
            level: levels[severity(message)],
            message: {text: printable(message.reason)},
            locations: [location]
          })
          continue
        }
        const id = message.ruleId
        let index = ruleIndex.get(id)
        if (index === undefined) {
          index = rules.length
          ruleIndex.set(id, index)
          rules.push(describe(id, message))
        }
        const key = JSON.stringify([id, message.reason])
        const occurrence = occurrences.get(key) ?? 0
        occurrences.set(key, occurrence + 1)
        const sarifResult: Sarif.Result = {
          ruleId: id,
          ruleIndex: index,
          level: levels[severity(message)],
          message: {text: printable(message.reason)},
          locations: [location],
          partialFingerprints: {[fingerprintKey]: fingerprint(id, file, message.reason, occurrence)}
        }
        if (
          message.expected !== undefined &&
          message.expected.length > 0 &&
          message.line !== undefined &&
          message.endLine !== undefined
        ) {
          // The quick fix: replace the range with what is expected.
          sarifResult.fixes = message.expected.map((expected) => ({
            description: {text: 'Replace with `' + printable(expected) + '`'},
            artifactChanges: [
              {
                artifactLocation: location.physicalLocation!.artifactLocation!,
                replacements: [{deletedRegion: location.physicalLocation!.region!, insertedContent: {text: expected}}]
              }
            ]
          }))
        }
        // An element of `runs[0].results`, indented as there.
        text += (written++ === 0 ? '\n' : ',\n') + indent(JSON.stringify(sarifResult, null, 2), resultIndent)
      }
      if (text !== '') spool.append(text)
      return ''
    },
    *end() {
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
            originalUriBaseIds: {[sourceRoot]: {uri: pathToFileURL(rootFor()).href.replace(/\/?$/, '/')}},
            columnKind: 'utf16CodeUnits',
            invocations: [
              {
                executionSuccessful: !notifications.some((notification) => notification.level === 'error'),
                toolExecutionNotifications: notifications
              }
            ],
            // A stand-in for the results, which are in the spool: the log is written around it.
            results: written === 0 ? [] : [resultsMark as unknown as Sarif.Result]
          }
        ]
      }
      const text = JSON.stringify(log, null, 2) + '\n'
      if (written === 0) {
        yield text
        return
      }
      // The mark is the log's last value (`results` is the run's last key): from its line's start to its end.
      const mark = text.lastIndexOf(JSON.stringify(resultsMark))
      yield text.slice(0, text.lastIndexOf('\n', mark))
      yield* spool.pieces()
      spool.close()
      yield text.slice(mark + JSON.stringify(resultsMark).length)
    }
  }
}

/** Where a result sits in the log: in `runs[0].results`, four levels down. */
const resultIndent = ' '.repeat(8)
/** What stands for the results in the log while its text is made: found as the log's last value (`lastIndexOf`). */
const resultsMark = '\u0000results'

/**
 * A result's fingerprint, the same from run to run while the finding stays:
 * SHA-256 of the rule, the file's path in the repository, the message (which
 * names the URI) and how many messages of that rule with that text come
 * before it in the file. Not its line or column, so that lines added above
 * it do not make it a new alert. The message is redacted (`***` for a
 * password), so no password goes into the hash; the hash reads no file.
 */
export function fingerprint(ruleId: string, file: string, reason: string, occurrence: number): string {
  return createHash('sha256')
    .update(JSON.stringify([ruleId, file, reason, occurrence]))
    .digest('hex')
}

/**
 * A rule's descriptor. GitHub code scanning requires a `fullDescription`
 * (GH2012) and shows `help`: the rule table's for the three rules; for
 * another plugin's rule (a style preset in the project's configuration),
 * what is known of it, its name and where its documentation is.
 */
function describe(id: string, message: LintMessage): Sarif.ReportingDescriptor {
  const descriptor: Sarif.ReportingDescriptor = {id}
  if (message.source !== undefined) descriptor.name = message.source + ':' + id
  if (isRuleId(id)) {
    const rule = rules[id]
    descriptor.shortDescription = {text: rule.summary}
    descriptor.fullDescription = {text: rule.help.flags + ' ' + rule.help.why}
    descriptor.defaultConfiguration = {level: rule.severity === 'warn' ? 'warning' : 'error'}
    descriptor.help = helpOf(id)
    descriptor.properties = {tags: [...rule.tags]}
    if (rule.securitySeverity !== undefined) descriptor.properties['security-severity'] = rule.securitySeverity
  } else {
    const owner = message.source === undefined ? 'another plugin' : `\`${message.source}\``
    const text = `\`${id}\`, a rule of ${owner} in the project's remark configuration (not of urilint).`
    const where = message.url === undefined ? 'See its documentation.' : `See its documentation: ${message.url}`
    descriptor.shortDescription = {text}
    descriptor.fullDescription = {text}
    descriptor.help = {
      text: `${text} ${where}`,
      markdown: `${text} ${message.url === undefined ? where : `[Its documentation](${message.url}).`}`
    }
  }
  if (message.url !== undefined) descriptor.helpUri = message.url
  return descriptor
}

function toLocation(artifactLocation: Sarif.ArtifactLocation, message: LintMessage): Sarif.Location {
  const physicalLocation: Sarif.PhysicalLocation = {artifactLocation}
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
function encodePath(relative: string): string {
  return relative
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}
