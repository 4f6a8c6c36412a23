/**
 * `urilint --cache`: the results of files unchanged since the last run. A
 * result is reused when its key matches: a SHA-256 of urilint's version, the
 * file's bytes, and every remark configuration file, `package.json` and
 * lockfile in the file's folder and the folders above it (so a changed
 * `.remarkrc`, a plugin upgrade or an edited `package.json` lints again). A
 * file under a JavaScript configuration (`.remarkrc.js`, `.cjs`, `.mjs`) is
 * never cached: what it imports cannot be seen, and a stale result could be
 * a silent pass.
 * The cache holds only what the reports print, every text field redacted
 * again, never a file's text; it is written at mode 0600, and only over a
 * urilint cache (`--cache-location other.md` is refused, not overwritten).
 */
import {createHash} from 'node:crypto'
import {createReadStream} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {byteName, describeFileError, errorCode} from '@urilint/extract/cli-shared'
import {redactText} from '@urilint/extract/internal'
import type {LintMessage, LintResult} from './results.js'
import {configurationNames, irregularFile, kindOf, maxFileBytes, scriptNames} from './side-files.js'

/**
 * Where the cache is kept by default, relative to the working folder: one
 * file, as ESLint's `.eslintcache` (a project without `node_modules`, a Go or
 * Python repository linting its docs, would get a `node_modules` folder).
 */
export const defaultCacheLocation = '.urilintcache'

/** Files that can change how a file is linted, looked for in its folder and every folder above: the configurations that are data (a file under a program, `scriptNames`, is not cached), and lockfiles. */
const keyNames = [
  ...configurationNames.filter((name) => !scriptNames.includes(name)),
  'package-lock.json',
  'pnpm-lock.yaml',
  'yarn.lock'
]

/** The format of the file; a cache of another format is an empty cache (2: only the reports' fields, redacted). */
const format = 2

/** The largest file read as a cache (a cache of 20,000 files with findings is a few MB): past it, not a cache. */
const maxCacheBytes = 256 * 1024 * 1024

interface Entry {
  key: string
  result: Pick<LintResult, 'messages' | 'rules'>
}

interface Stored {
  format: number
  entries: Record<string, Entry>
}

/** Why the cache at a location is not used: it is not a urilint cache, and is not overwritten. */
export interface CacheRefusal {
  refused: string
}

/** The fields of a message the reports print, each text redacted (again: a rule that missed a password must not put it on disk). */
function kept(message: LintMessage): LintMessage {
  const clean = (text: string | undefined) => (text === undefined ? undefined : redactText(text))
  return {
    reason: redactText(message.reason),
    ruleId: message.ruleId,
    source: message.source,
    fatal: message.fatal,
    line: message.line,
    column: message.column,
    endLine: message.endLine,
    endColumn: message.endColumn,
    url: clean(message.url),
    note: clean(message.note),
    actual: clean(message.actual),
    expected: message.expected?.map((expected) => redactText(expected)),
    failure: false
  }
}

/**
 * What is at `absolute`, as a cache location: nothing (a cache is made
 * there), a urilint cache (its entries; an empty file has none), or
 * something else, refused: only a regular file (not a link, FIFO, device or
 * folder) holding a cache is written over, and nothing else is read (a FIFO
 * would be waited on for ever).
 */
async function readLocation(absolute: string): Promise<Map<string, Entry> | CacheRefusal> {
  const entries = new Map<string, Entry>()
  // Missing: a new cache. Another error (`ENOTDIR`): said when it is written.
  const stats = await fs.lstat(absolute).catch(() => undefined)
  if (stats === undefined) return entries
  if (!stats.isFile()) return {refused: `${kindOf(stats)}, not a urilint cache`}
  if (stats.size === 0) return entries
  if (stats.size > maxCacheBytes) return {refused: 'not a urilint cache (too large for one)'}
  let stored: unknown
  try {
    stored = JSON.parse(await fs.readFile(absolute, 'utf8'))
  } catch (error) {
    return errorCode(error) === undefined ? {refused: 'not a urilint cache'} : {refused: describeFileError(error)}
  }
  if (!isStored(stored)) return {refused: 'not a urilint cache'}
  if (stored.format === format) for (const [file, entry] of Object.entries(stored.entries)) entries.set(file, entry)
  return entries
}

/** A urilint cache of any format: `{"format": n, "entries": {…}}`. */
function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false
  const {format: storedFormat, entries} = value as Partial<Stored>
  return typeof storedFormat === 'number' && typeof entries === 'object' && entries !== null && !Array.isArray(entries)
}

/** The cache of one run. */
export class LintCache {
  private readonly folders = new Map<string, Promise<string | undefined>>()

  private constructor(
    /** Absolute path of the cache file. */
    readonly location: string,
    private readonly version: string,
    private readonly entries: Map<string, Entry>
  ) {}

  /**
   * Open the cache at `location` (relative to `cwd`): a missing one, or one of
   * another format, is empty; anything but a regular file holding a urilint
   * cache is refused (`refused`: why, in a few words), and left alone.
   */
  static async open(location: string, cwd: string, version: string): Promise<LintCache | CacheRefusal> {
    const absolute = path.resolve(cwd, location)
    const entries = await readLocation(absolute)
    return entries instanceof Map ? new LintCache(absolute, version, entries) : entries
  }

  /** The key of `file` (absolute) now; `undefined` when it is not cached: under a JavaScript configuration, or unreadable (then it is linted, and reported, as usual). */
  async keyOf(file: string): Promise<string | undefined> {
    const folder = await this.folderKey(path.dirname(file))
    if (folder === undefined) return undefined
    const hash = createHash('sha256')
    hash.update(this.version + '\u0000' + folder + '\u0000')
    try {
      // Only a regular file: a FIFO would be read (or waited on) here and again to lint it, a device for ever.
      const name = await byteName(file)
      const stats = await fs.stat(name)
      if (!stats.isFile() || stats.size > maxFileBytes) return undefined
      // Streamed: memory does not grow with the file.
      for await (const chunk of createReadStream(name)) hash.update(chunk as Buffer)
    } catch {
      return undefined
    }
    return hash.digest('hex')
  }

  /** The cached result of `file` under `key`, if any. */
  get(file: string, key: string): Pick<LintResult, 'messages' | 'rules'> | undefined {
    const entry = this.entries.get(file)
    return entry !== undefined && entry.key === key ? entry.result : undefined
  }

  /** Keep `result` for `file` under `key`; results that report a problem with the file or the configuration are not kept. */
  set(file: string, key: string, result: LintResult): void {
    if (result.messages.some((message) => message.failure)) {
      this.entries.delete(file)
      return
    }
    const stored: Entry['result'] = {messages: result.messages.map((message) => kept(message))}
    if (result.rules !== undefined) stored.rules = result.rules
    this.entries.set(file, {key, result: stored})
  }

  /** Write the cache (entries of files that no longer exist dropped); resolves with why it could not be written, if so. */
  async save(): Promise<string | undefined> {
    const entries: Record<string, Entry> = {}
    for (const [file, entry] of this.entries) {
      if (
        await fs.stat(file).then(
          () => true,
          () => false
        )
      )
        entries[file] = entry
    }
    // Again, just before writing: what came there since the run began is not replaced either.
    const now = await readLocation(this.location)
    if (!(now instanceof Map)) return now.refused + ': not overwritten'
    const temporary = this.location + '.' + process.pid + '.tmp'
    try {
      await fs.mkdir(path.dirname(this.location), {recursive: true})
      // Its owner's alone (the messages name the files and what is in them); `wx`: never through a link planted there.
      await fs.writeFile(temporary, JSON.stringify({format, entries} satisfies Stored), {mode: 0o600, flag: 'wx'})
      // A whole cache or the old one, never half of one.
      await fs.rename(temporary, this.location)
      return undefined
    } catch (error) {
      await fs.rm(temporary, {force: true}).catch(() => undefined)
      return describeFileError(error)
    }
  }

  /** A hash of the configuration files in `folder` and every folder above it; `undefined` when one of them is a program. */
  private folderKey(folder: string): Promise<string | undefined> {
    let key = this.folders.get(folder)
    if (key === undefined) {
      key = (async () => {
        const parent = path.dirname(folder)
        const above = parent === folder ? '' : await this.folderKey(parent)
        if (above === undefined) return undefined
        for (const name of scriptNames) {
          if (
            await fs.stat(path.join(folder, name)).then(
              () => true,
              () => false
            )
          )
            return undefined
        }
        const hash = createHash('sha256')
        hash.update(above)
        for (const name of keyNames) {
          // A FIFO is not read (the wait would be for ever); the lint says it (side-files.ts).
          if ((await irregularFile(path.join(folder, name))) !== undefined) {
            hash.update('\u0000' + name + '\u0000irregular')
            continue
          }
          const text = await fs.readFile(path.join(folder, name)).catch(() => undefined)
          if (text !== undefined) hash.update('\u0000' + name + '\u0000').update(text)
        }
        return hash.digest('hex')
      })()
      this.folders.set(folder, key)
    }
    return key
  }
}
