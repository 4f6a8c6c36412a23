/**
 * Lint files with unified-engine (as remark-cli does: `.remarkrc*` and
 * `remarkConfig` in `package.json`, the preset when there is none), never
 * writing them, and return plain results that can cross a worker boundary.
 */
import {redactText} from '@urilint/extract/cli-shared'
import type {Root} from 'mdast'
import fs from 'node:fs/promises'
import path from 'node:path'
import {PassThrough} from 'node:stream'
import type {Processor} from 'unified'
import {engine} from 'unified-engine'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {defaultConfig} from '../processor/default-config.js'
import ensureRules from '../processor/ensure-rules.js'
import plainTextSilence from '../processor/plain-text-silence.js'
import {plainTextExtensions} from '../processor/plain-text.js'
import {processor} from '../processor/processor.js'
import {applyEdits, planFixes, type Edit, type FixOptions} from './fix.js'
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
  /** `added`: the configuration named none of the rules, the preset's ran; `off`: it turned every one off (ensure-rules.ts). */
  rules?: 'added' | 'off' | undefined
  /** With `--fix`: what was fixed (the messages are then those of the fixed file). */
  fixes?: FixReport | undefined
}

/** What `--fix` did to a file. Places only, never the replaced text (it may be a password). */
export interface FixReport {
  /** The fixes written, by rule and place in the file as it was. */
  applied: Array<{ruleId: string; line: number; column: number}>
  /** Passwords left in place: no placeholder chosen. */
  passwordsLeft: number
  /** Fixes not applied (see `planFixes`). */
  skipped: number
  /** Why nothing was written although fixes were found. */
  notWritten?: string | undefined
}

/** Options of `lintFiles`. */
export interface LintOptions {
  cwd: string
  /** Apply the fixes to the files (Markdown only). */
  fix?: FixOptions | undefined
}

/** Lint the given files (absolute or relative to `cwd`) in this process. */
export async function lintFiles(files: readonly string[], options: LintOptions): Promise<LintResult[]> {
  const cwd = path.resolve(options.cwd)
  const linted = await lintVfiles(
    files.map((file) => new VFile({path: path.resolve(cwd, file), cwd})),
    cwd
  )
  const fix = options.fix
  if (fix === undefined) return linted.map((file) => toResult(file, cwd))
  const results: LintResult[] = []
  for (const file of linted) results.push(await fixFile(file, cwd, fix))
  return results
}

/** Lint `value` (stdin) as the file at `filePath`, which decides its configuration and whether it is Markdown. */
export async function lintText(value: string, filePath: string, options: LintOptions): Promise<LintResult> {
  const cwd = path.resolve(options.cwd)
  const [file] = await lintVfiles([new VFile({path: path.resolve(cwd, filePath), cwd, value})], cwd)
  return toResult(file!, cwd)
}

/**
 * Apply the fixes of a linted file: only to Markdown, only when the file on
 * disk is still the text that was linted, and only when linting the fixed
 * text finds nothing new and none of what was fixed. Then write it in place
 * and report the fixed file's messages.
 */
async function fixFile(file: VFile, cwd: string, options: FixOptions): Promise<LintResult> {
  const result = toResult(file, cwd)
  if (result.messages.some((message) => message.fatal === true && message.ruleId === undefined)) return result
  if (plainTextExtensions.includes(path.extname(file.path).toLowerCase())) return result

  const text = String(file.value)
  const plan = planFixes(text, file.messages, options)
  const fixes: FixReport = {applied: [], passwordsLeft: plan.passwordsLeft, skipped: plan.skipped}
  result.fixes = fixes
  if (plan.edits.length === 0) return result

  const bytes = await fs.readFile(file.path).catch(() => undefined)
  if (bytes === undefined || !bytes.equals(Buffer.from(text, 'utf8'))) {
    fixes.notWritten = 'the file changed while it was linted, or is not valid UTF-8'
    return result
  }

  const fixedText = applyEdits(text, plan.edits)
  const [fixed] = await lintVfiles([new VFile({path: file.path, cwd, value: fixedText})], cwd)
  const after = toResult(fixed!, cwd)
  const problem = unexpected(result.messages, plan.edits, after.messages)
  if (problem !== undefined) {
    fixes.notWritten = problem
    return result
  }

  try {
    await fs.writeFile(file.path, fixedText)
  } catch (error) {
    fixes.notWritten = 'cannot write it: ' + (error instanceof Error ? error.message.split('\n')[0]! : String(error))
    return result
  }
  fixes.applied = plan.edits.map((edit) => ({ruleId: edit.ruleId, line: edit.line, column: edit.column}))
  return {...after, fixes}
}

/**
 * Why the fixed text must not be written: per rule, linting it must find at
 * most what was found less what was fixed: a fix that fixed nothing, or made
 * something new, shows as one more. (By rule, not by reason: fixing a path
 * changes the reason of the password message that quotes that URI.)
 */
function unexpected(before: readonly LintMessage[], edits: readonly Edit[], after: readonly LintMessage[]): string | undefined {
  const allowed = new Map<string, number>()
  for (const message of before) allowed.set(message.ruleId ?? '', (allowed.get(message.ruleId ?? '') ?? 0) + 1)
  for (const edit of edits) allowed.set(edit.ruleId, (allowed.get(edit.ruleId) ?? 0) - 1)
  for (const message of after) allowed.set(message.ruleId ?? '', (allowed.get(message.ruleId ?? '') ?? 0) - 1)
  for (const [ruleId, left] of allowed) {
    if (left < 0) return `the fixed text would have more \`${ruleId || 'other'}\` findings than were left`
  }
  return undefined
}

function lintVfiles(vfiles: VFile[], cwd: string): Promise<VFile[]> {
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
        plugins: [ensureRules, plainTextSilence, releaseTree]
      },
      (error, _code, context) => {
        if (error) reject(error)
        else resolve(context?.files ?? vfiles)
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
  const result: LintResult = {path: relativePath(cwd, file.path), cwd, messages: file.messages.map((message) => toMessage(message)).sort(compare)}
  if (file.data.urilintRules !== undefined) result.rules = file.data.urilintRules
  return result
}

/** The first lines of an error and of its causes, joined: "Cannot parse file `.remarkrc.json`: Unexpected token …". */
function causes(cause: unknown): string {
  const lines: string[] = []
  for (let depth = 0; depth < 4 && cause !== undefined && cause !== null; depth++) {
    const text = cause instanceof Error ? cause.message : typeof cause === 'object' && 'reason' in cause ? String(cause.reason) : String(cause)
    // A JSON parser's quote of the file ("while parsing near …") may start inside a URI, where no redaction can see it: left out.
    const line = text.split('\n')[0]!.replace(/ while parsing near ".*?"(?= in |$)/, '').trim()
    if (line !== '' && !lines.includes(line)) lines.push(line)
    cause = cause instanceof Error || typeof cause === 'object' ? (cause as {cause?: unknown}).cause : undefined
  }
  return lines.join(': ')
}

/** In document order (messages without a place first), then by rule. */
function compare(a: LintMessage, b: LintMessage): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.ruleId ?? '').localeCompare(b.ruleId ?? '')
}

function toMessage(message: VFileMessage): LintMessage {
  const place = message.place
  const start = place === undefined ? undefined : 'start' in place ? place.start : place
  const end = place !== undefined && 'end' in place ? place.end : start
  let reason = message.reason
  // A crash in a plugin or a bad configuration: say why in the reason, which every report shows.
  if (message.fatal === true && message.ruleId === undefined && message.cause !== undefined) {
    reason += ': ' + causes(message.cause)
  }
  // Not written by the rules (which redact): a config parser or another plugin may quote a secret.
  const foreign = message.ruleId === undefined || message.source !== 'remark-lint'
  if (foreign) reason = redactText(reason)
  const note = message.note === undefined || !foreign ? message.note : redactText(message.note)
  return {
    reason,
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
