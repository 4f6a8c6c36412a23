/**
 * Lint files with unified-engine (as remark-cli does: `.remarkrc*` and
 * `remarkConfig` in `package.json`, the preset when there is none), never
 * writing them, and return plain results that can cross a worker boundary.
 */
import type {Root} from 'mdast'
import path from 'node:path'
import {PassThrough} from 'node:stream'
import type {Processor} from 'unified'
import {engine} from 'unified-engine'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {defaultConfig} from '../processor/default-config.js'
import {processor} from '../processor/processor.js'
import {relativePath} from './relative-path.js'

/** A message as the reporters see it: only these fields ever leave the linter. */
export interface LintMessage {
  reason: string
  ruleId: string | undefined
  source: string | undefined
  /** `true`: error, `false`: warning, `undefined`: info (vfile-message). */
  fatal: boolean | undefined
  /** 1-based start and end of the exact range (end exclusive), when known. */
  line: number | undefined
  column: number | undefined
  endLine: number | undefined
  endColumn: number | undefined
  url: string | undefined
  note: string | undefined
  actual: string | undefined
  expected: string[] | undefined
}

/** A linted file. */
export interface LintResult {
  /** Path relative to `cwd`, with `/` separators. */
  path: string
  cwd: string
  messages: LintMessage[]
}

/** Options of `lintFiles`. */
export interface LintOptions {
  cwd: string
}

/** Lint the given files (absolute or relative to `cwd`) in this process. */
export function lintFiles(files: readonly string[], options: LintOptions): Promise<LintResult[]> {
  const cwd = path.resolve(options.cwd)
  const vfiles = files.map((file) => new VFile({path: path.resolve(cwd, file), cwd}))
  return new Promise((resolve, reject) => {
    engine(
      {
        processor,
        cwd,
        files: vfiles,
        rcName: '.remarkrc',
        packageField: 'remarkConfig',
        defaultConfig,
        // Ignore files are applied when finding files (files.ts).
        detectIgnore: false,
        silentlyIgnore: true,
        // Never write the user's files.
        output: false,
        out: false,
        streamOut: new PassThrough(),
        streamError: new PassThrough(),
        reporter: () => '',
        // Used after the configuration's plugins.
        plugins: [releaseTree]
      },
      (error, _code, context) => {
        if (error) reject(error)
        else resolve((context?.files ?? vfiles).map((file) => toResult(file, cwd)))
      }
    )
  })
}

/**
 * Let the tree go once every plugin has run: unified-engine keeps each file's
 * tree until the whole batch is done, and nothing needs it after the last
 * transformer (messages hold positions, not nodes). Used while plugins
 * attach, as remark-lint's comment handling is, so that it comes after that
 * too (comments are read from the tree, after the rules).
 */
function releaseTree(this: Processor): undefined {
  this.use(() => (): Root => ({type: 'root', children: []}))
}

/** Copy the fields the reporters need, and nothing else (no `ancestors`, no `cause` object). */
export function toResult(file: VFile, cwd: string): LintResult {
  return {path: relativePath(cwd, file.path), cwd, messages: file.messages.map((message) => toMessage(message)).sort(compare)}
}

/** In document order (messages without a place first), then by rule. */
function compare(a: LintMessage, b: LintMessage): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.ruleId ?? '').localeCompare(b.ruleId ?? '')
}

function toMessage(message: VFileMessage): LintMessage {
  const place = message.place
  const start = place === undefined ? undefined : 'start' in place ? place.start : place
  const end = place !== undefined && 'end' in place ? place.end : start
  let note = message.note
  // A crash in a plugin or a bad config: say where it came from.
  if (message.fatal === true && message.ruleId === undefined && message.cause instanceof Error && note === undefined) {
    note = String(message.cause.message)
  }
  return {
    reason: message.reason,
    ruleId: message.ruleId,
    source: message.source,
    fatal: message.fatal ?? undefined,
    line: start?.line,
    column: start?.column,
    endLine: end?.line,
    endColumn: end?.column,
    url: message.url,
    note,
    actual: message.actual,
    expected: message.expected
  }
}
