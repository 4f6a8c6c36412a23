/**
 * Lint files with unified-engine (as remark-cli does: `.remarkrc*` and
 * `remarkConfig` in `package.json`, the preset when there is none), never
 * writing them, and return plain results that can cross a worker boundary.
 */
import {codes} from '@urilint/core/character'
import {
  describeFileError,
  displayName,
  encodingOf,
  mapLimited,
  openInput,
  type TextEncoding
} from '@urilint/extract/cli-shared'
import {redactText, sniffLength, withoutParserQuote} from '@urilint/extract/internal'
import type {Root} from 'mdast'
import fs from 'node:fs/promises'
import path from 'node:path'
import {PassThrough} from 'node:stream'
import type {Processor} from 'unified'
import {engine} from 'unified-engine'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {defaultConfig} from '../processor/default-config.js'
import {afterConfiguration, configurationLookup} from '../processor/engine-options.js'
import {binaryContent, isPlainText} from '../processor/plain-text.js'
import {processor} from '../processor/processor.js'
import {applyEdits, fixedTextProblem, maxFixRounds, planFixes, withoutPartialEdits, type FixOptions} from './fix.js'
import {isRuleId} from '../rules/metadata.js'
import {lintMessage} from './lint-message.js'
import type {FixReport, LintMessage, LintResult} from './results.js'
import {relativePath} from './relative-path.js'
import {ConfigurationCheck, maxFileBytes, type IrregularFile} from './side-files.js'
import {isInsideRoots, writeInPlace} from './written.js'

/** Options of `lintFiles`. */
export interface LintOptions {
  cwd: string
  /** Apply the fixes to the files (Markdown only). */
  fix?: FixOptions | undefined
  /** How the configuration is found: remark-cli's `--no-config`, `--rc-path` and `--use`. */
  configuration?: ConfigurationChoice | undefined
}

/** remark-cli's choices of configuration, sent to workers as they are (plain data). */
export interface ConfigurationChoice {
  /** `false` (`--no-config`): no `.remarkrc*` or `remarkConfig`, the preset. */
  detect: boolean
  /** `--rc-path`: this configuration file for every file, absolute. */
  rcPath?: string | undefined
  /** `--use`: plugins (resolved from the working folder) with their options, after the configuration's. */
  use: Array<[string, unknown]>
}

/** Files read at once (each holds a descriptor while it is read). */
const readConcurrency = 16

/** What reading a file for linting gave: its text, or why it cannot be linted. */
type ReadResult =
  {value: string; input: InputData} | {problem: string; ruleId?: string | undefined; source?: string | undefined}

/** Where a linted text came from (`file.data.urilintInput`): only a regular UTF-8 file is fixed in place. */
export interface InputData {
  regular: boolean
  encoding: TextEncoding
}

declare module 'vfile' {
  interface DataMap {
    urilintInput: InputData
  }
}

/** The message of binary content, as the processor gives it for text given as a value. */
const binary = {problem: binaryContent.reason, ruleId: binaryContent.ruleId, source: binaryContent.source} as const

/**
 * The text of `file` (a path; `'-'` is not one), read whatever it is
 * (`openInput`: a FIFO without a writer, a directory, a loop of links are
 * reasons), in UTF-8 or UTF-16 by its byte-order mark, up to `maxFileBytes`;
 * a NUL byte in its first 8,000 bytes stops the read (`/dev/zero`).
 */
async function readText(file: string): Promise<ReadResult> {
  try {
    const input = await openInput(file)
    if (input.size !== undefined && input.size > maxFileBytes) {
      input.close()
      return {
        problem: `Cannot read file: larger than the ${maxFileBytes / 1024 / 1024} MiB limit (${(input.size / 1024 / 1024).toFixed(1)} MiB)`
      }
    }
    const read = await readBounded(input.chunks)
    return 'problem' in read ? read : {value: read.value, input: {regular: input.regular, encoding: read.encoding}}
  } catch (error) {
    return {problem: 'Cannot read file: ' + describeFileError(error)}
  }
}

/** The text of `chunks` (a file's, stdin's): up to `maxFileBytes`, in UTF-8 or UTF-16 by its mark, a NUL in its first 8,000 bytes refused at once. */
export async function readBounded(
  chunks: AsyncIterable<Uint8Array | string>
): Promise<{value: string; encoding: TextEncoding} | {problem: string; ruleId?: string; source?: string}> {
  const parts: Buffer[] = []
  let size = 0
  const iterator = chunks[Symbol.asyncIterator]()
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const chunk =
        typeof next.value === 'string'
          ? Buffer.from(next.value, 'utf8')
          : Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength)
      const sniffed = Math.max(0, Math.min(chunk.length, sniffLength - size))
      size += chunk.length
      if (size > maxFileBytes)
        return {problem: `Cannot read file: larger than the ${maxFileBytes / 1024 / 1024} MiB limit`}
      parts.push(chunk)
      // UTF-8 only: UTF-16 text has NUL bytes (its decoded text is checked by the processor).
      if (
        sniffed > 0 &&
        chunk.subarray(0, sniffed).includes(0) &&
        encodingOf(parts.length === 1 ? chunk : Buffer.concat(parts)) === 'utf-8'
      )
        return binary
    }
  } finally {
    await iterator.return?.()
  }
  const bytes = Buffer.concat(parts)
  const encoding = encodingOf(bytes)
  // UTF-8 as unified-engine reads it (a mark kept as U+FEFF, bad bytes as U+FFFD); UTF-16 likewise, the mark kept.
  const value =
    encoding === 'utf-8' ? bytes.toString('utf8') : new TextDecoder(encoding, {ignoreBOM: true}).decode(bytes)
  return {value, encoding}
}

/** The configurations of the folders seen, one check for the process: a run's configuration does not change while it runs. */
const configurations = new ConfigurationCheck()

/** Lint the given files (absolute or relative to `cwd`) in this process. */
export async function lintFiles(files: readonly string[], options: LintOptions): Promise<LintResult[]> {
  const cwd = path.resolve(options.cwd)
  const paths = files.map((file) => path.resolve(cwd, file))
  // A document under a configuration that cannot be read is not read either.
  const read = await mapLimited(
    paths,
    readConcurrency,
    async (filePath): Promise<ReadResult | {configuration: IrregularFile}> => {
      const configuration = await configurations.problemFor(filePath)
      return configuration === undefined ? readText(filePath) : {configuration}
    }
  )
  const vfiles: VFile[] = []
  const results: Array<LintResult | undefined> = read.map((each, index) => {
    const filePath = paths[index]!
    if ('configuration' in each) return configurationResult(cwd, filePath, each.configuration)
    if ('problem' in each)
      return {
        path: relativePath(cwd, filePath),
        cwd,
        messages: [
          lintMessage({reason: each.problem, ruleId: each.ruleId, source: each.source, fatal: true, failure: true})
        ]
      }
    vfiles.push(new VFile({path: filePath, cwd, value: each.value, data: {urilintInput: each.input}}))
    return undefined
  })
  // No file to lint (each could not be read): unified-engine, given none, would read stdin.
  const linted = vfiles.length === 0 ? [] : await lintVfiles(vfiles, cwd, options.configuration)
  const fix = options.fix
  let next = 0
  for (let index = 0; index < results.length; index++) {
    if (results[index] !== undefined) continue
    const file = linted[next++]!
    results[index] = fix === undefined ? toResult(file, cwd) : await fixFile(file, cwd, fix, options.configuration)
  }
  return results as LintResult[]
}

/** Lint `value` (stdin) as the file at `filePath`, which decides its configuration and whether it is Markdown. */
export async function lintText(value: string, filePath: string, options: LintOptions): Promise<LintResult> {
  const cwd = path.resolve(options.cwd)
  const absolute = path.resolve(cwd, filePath)
  const configuration = await configurations.problemFor(absolute)
  if (configuration !== undefined) return configurationResult(cwd, absolute, configuration)
  const [file] = await lintVfiles([new VFile({path: absolute, cwd, value})], cwd, options.configuration)
  return toResult(file!, cwd)
}

/** The result of a document whose configuration cannot be read: one fatal message, as a file that cannot be read. */
function configurationResult(cwd: string, filePath: string, configuration: IrregularFile): LintResult {
  const reason = `Cannot read configuration \`${displayName(relativePath(cwd, configuration.path))}\`: ${configuration.reason}`
  return {path: relativePath(cwd, filePath), cwd, messages: [lintMessage({reason, fatal: true, failure: true})]}
}

/**
 * Apply the fixes of a linted file: only to Markdown, only when the file on
 * disk is still the text that was linted, only inside the folders given
 * (`FixOptions.roots`), and only the fixes after which linting the fixed
 * text finds nothing new and none of what they fixed (a partial fix is left
 * out, the others kept). Then write it in place (written.ts) and report the
 * fixed file's messages.
 */
async function fixFile(
  file: VFile,
  cwd: string,
  options: FixOptions,
  configuration: ConfigurationChoice | undefined
): Promise<LintResult> {
  const result = toResult(file, cwd)
  if (result.messages.some((message) => message.failure)) return result
  if (isPlainText(path.extname(file.path))) return result
  const input = file.data.urilintInput
  const value = String(file.value)
  // Offsets are into the text after a byte-order mark (micromark drops it); the mark is kept.
  const mark = value.charCodeAt(0) === codes.byteOrderMark ? value.slice(0, 1) : ''
  const text = value.slice(mark.length)
  const plan = planFixes(text, file.messages, options)
  const fixes: FixReport = {applied: [], passwordsLeft: plan.passwordsLeft, skipped: plan.skipped}
  result.fixes = fixes
  if (plan.edits.length === 0) return result
  // Only a regular file in UTF-8 is written back (a FIFO or device has no place to write to; UTF-16 would be written as UTF-8).
  if (input !== undefined && !input.regular) {
    fixes.notWritten = 'not a regular file'
    return result
  }
  if (input !== undefined && input.encoding !== 'utf-8') {
    fixes.notWritten = `it is ${input.encoding === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE'}: fixes are written to UTF-8 files only`
    return result
  }

  const encoded = Buffer.from(value, 'utf8')
  // The engine names files from `cwd`, which need not be this process's (`main`'s context).
  const onDisk = path.resolve(cwd, file.path)
  if (!(await unchanged(onDisk, encoded))) {
    fixes.notWritten = 'the file changed while it was linted, or is not valid UTF-8'
    return result
  }

  // Fix what can be fixed: the edits that leave a finding of their rule where they were are dropped, and the rest linted again.
  let edits = plan.edits
  let fixedText: string
  let after: LintResult
  for (let round = 1; ; round++) {
    fixedText = mark + applyEdits(text, edits)
    const [fixed] = await lintVfiles([new VFile({path: onDisk, cwd, value: fixedText})], cwd, configuration)
    after = toResult(fixed!, cwd)
    const problem = fixedTextProblem(result.messages, edits, after.messages)
    if (problem === undefined) break
    const kept = withoutPartialEdits(edits, fixed!.messages)
    if (kept.length === edits.length || kept.length === 0 || round === maxFixRounds) {
      fixes.notWritten = problem
      return result
    }
    fixes.partial = (fixes.partial ?? 0) + edits.length - kept.length
    edits = kept
  }

  try {
    const target = await fs.realpath(onDisk)
    if (options.roots !== undefined && !isInsideRoots(target, options.roots)) {
      fixes.notWritten = 'it is a link to a file outside the folders given'
      return result
    }
    // Again, just before writing: an edit saved while the fixed text was linted is not lost.
    if (!(await unchanged(target, encoded))) {
      fixes.notWritten = 'the file changed while it was linted'
      return result
    }
    await writeInPlace(target, fixedText)
  } catch (error) {
    fixes.notWritten = 'cannot write it: ' + describeFileError(error)
    fixes.writeFailed = true
    return result
  }
  fixes.applied = edits.map((edit) => ({ruleId: edit.ruleId, line: edit.line, column: edit.column}))
  return {...after, fixes}
}

/** Whether the file at `file` still holds exactly `bytes`. */
async function unchanged(file: string, bytes: Buffer): Promise<boolean> {
  const now = await fs.readFile(file).catch(() => undefined)
  return now !== undefined && now.equals(bytes)
}

function lintVfiles(vfiles: VFile[], cwd: string, configuration?: ConfigurationChoice): Promise<VFile[]> {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor,
        cwd,
        files: vfiles,
        ...configurationLookup,
        defaultConfig,
        detectConfig: configuration?.detect ?? true,
        rcPath: configuration?.rcPath,
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
        plugins: [...(configuration?.use ?? []), ...afterConfiguration, releaseTree]
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
  const result: LintResult = {
    path: relativePath(cwd, file.path),
    cwd,
    messages: file.messages.map((message) => toMessage(message)).sort(compare)
  }
  if (file.data.urilintRules !== undefined) result.rules = file.data.urilintRules
  return result
}

/** The first lines of an error and of its causes, joined: "Cannot parse file `.remarkrc.json`: Unexpected token …". */
function causes(cause: unknown): string {
  const lines: string[] = []
  for (let depth = 0; depth < 4 && cause !== undefined && cause !== null; depth++) {
    const text =
      cause instanceof Error
        ? cause.message
        : typeof cause === 'object' && 'reason' in cause
          ? String(cause.reason)
          : String(cause)
    const line = withoutParserQuote(text.split('\n')[0]!).trim()
    if (line !== '' && !lines.includes(line)) lines.push(line)
    cause = cause instanceof Error || typeof cause === 'object' ? (cause as {cause?: unknown}).cause : undefined
  }
  return lines.join(': ')
}

/** In document order (messages without a place first), then by rule. */
function compare(a: LintMessage, b: LintMessage): number {
  return (
    (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.ruleId ?? '').localeCompare(b.ruleId ?? '')
  )
}

function toMessage(message: VFileMessage): LintMessage {
  const place = message.place
  const start = place === undefined ? undefined : 'start' in place ? place.start : place
  const end = place !== undefined && 'end' in place ? place.end : start
  const own = message.source === 'remark-lint' && isRuleId(message.ruleId)
  // A crash in a plugin, a bad configuration, binary content (our own message), a rule given bad options (unified-lint-rule keeps the error as `cause`).
  const failure =
    (message.fatal === true && (message.ruleId === undefined || message.source === 'urilint')) ||
    (own && message.cause instanceof Error)
  let reason = message.reason
  if (failure && message.cause !== undefined && message.ruleId === undefined) reason += ': ' + causes(message.cause)
  // Every field of a message the three rules did not write is redacted: another rule, a parser or a plugin may quote a secret.
  const clean = own ? (text: string) => text : redactText
  return {
    reason: clean(reason),
    ruleId: message.ruleId,
    source: message.source,
    fatal: failure ? true : (message.fatal ?? undefined),
    line: start?.line,
    column: start?.column,
    endLine: end?.line,
    endColumn: end?.column,
    url: message.url === undefined ? undefined : clean(message.url),
    note: message.note === undefined ? undefined : clean(message.note),
    actual: message.actual === undefined ? undefined : clean(message.actual),
    expected: message.expected?.map((expected) => clean(expected)),
    failure
  }
}
