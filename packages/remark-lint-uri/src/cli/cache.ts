/**
 * `urilint --cache`: the results of files unchanged since the last run. A
 * result is reused when its key matches: a SHA-256 of urilint's version, the
 * file's bytes, and every remark configuration file, `package.json` and
 * lockfile in the file's folder and the folders above it (so a changed
 * `.remarkrc`, a plugin upgrade or an edited `package.json` lints again). A
 * file under a JavaScript configuration (`.remarkrc.js`, `.cjs`, `.mjs`) is
 * never cached: what it imports cannot be seen, and a stale result could be
 * a silent pass.
 * The cache holds what the reports print (messages redacted as they are),
 * never a file's text.
 */
import {createHash} from 'node:crypto'
import {createReadStream} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {byteName, describeFileError} from '@urilint/extract/cli-shared'
import type {LintResult} from './results.js'
import {configurationNames, irregularFile, maxFileBytes, scriptNames} from './side-files.js'

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

/** The format of the file; another format (or a corrupt file) is an empty cache. */
const format = 1

interface Entry {
  key: string
  result: Pick<LintResult, 'messages' | 'rules'>
}

interface Stored {
  format: number
  entries: Record<string, Entry>
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

  /** Open the cache at `location` (relative to `cwd`); a missing or unreadable cache is empty. */
  static async open(location: string, cwd: string, version: string): Promise<LintCache> {
    const absolute = path.resolve(cwd, location)
    const entries = new Map<string, Entry>()
    try {
      const stored = JSON.parse(await fs.readFile(absolute, 'utf8')) as Stored
      if (stored.format === format && stored.entries !== null && typeof stored.entries === 'object') {
        for (const [file, entry] of Object.entries(stored.entries)) entries.set(file, entry)
      }
    } catch {
      // No cache yet, or one this version cannot read: start afresh.
    }
    return new LintCache(absolute, version, entries)
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
    const kept: Entry['result'] = {messages: result.messages}
    if (result.rules !== undefined) kept.rules = result.rules
    this.entries.set(file, {key, result: kept})
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
    const temporary = this.location + '.' + process.pid + '.tmp'
    try {
      await fs.mkdir(path.dirname(this.location), {recursive: true})
      await fs.writeFile(temporary, JSON.stringify({format, entries} satisfies Stored))
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
