/**
 * Find the files to lint: paths, folders (searched for the extensions of the
 * formats table, or `--ext`'s) and globs, without what `.remarkignore` (the
 * nearest one above a file, as unified-engine reads it) or `.gitignore`
 * (every one from the repository root down, as git reads them) ignores.
 * Every file or folder passed over is recorded with why (`skipped`), so that
 * nothing is skipped silently.
 */
import fsCallback, {type Dirent, type PathLike} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {byteName, describeFileError, openProblem} from '@urilint/extract/cli-shared'
import {inputExtensions, redactText} from '@urilint/extract/internal'
import ignore, {type Ignore} from 'ignore'
import {glob, isDynamicPattern} from 'tinyglobby'
import {irregularFile} from './side-files.js'

/** Folders never searched. */
const skippedFolders: ReadonlySet<string> = new Set(['node_modules', '.git'])

/** A path given on the command line that cannot be linted. */
export interface FileProblem {
  /** Absolute path. */
  path: string
  reason: string
}

/** A file or folder passed over, and why. */
export interface Skipped {
  /** Absolute path. */
  path: string
  reason: SkipReason
}

/** Why a file or folder was not linted. */
export type SkipReason = 'ignored' | 'other extension' | 'never searched' | 'not a file or folder'

/** What was found. */
export interface Found {
  /** Absolute paths, in a stable order. */
  files: string[]
  problems: FileProblem[]
  /** Files named on the command line and skipped as ignored (`silentlyIgnore`). */
  ignored: number
  /** Files and folders passed over, in the order met. */
  skipped: Skipped[]
  /**
   * The real paths of the folders given: each folder, the folder of each
   * file, the part of each glob before its first pattern. `--fix` writes
   * only files inside them.
   */
  roots: string[]
}

/** Options for `findFiles`. */
export interface FindOptions {
  cwd: string
  /** Honour ignore files (default `true`). */
  ignore?: boolean | undefined
  /** Skip a named file that is ignored, instead of reporting it (remark-cli's `--silently-ignore`: pre-commit names every staged file). */
  silentlyIgnore?: boolean | undefined
  /** The extensions looked for in folders (lower case, with the dot; default: the formats table's). Named files and globs are linted whatever theirs. */
  extensions?: ReadonlySet<string> | undefined
}

/** What a folder search needs. */
interface Search {
  ignores: Ignores
  extensions: ReadonlySet<string>
  files: Set<string>
  problems: FileProblem[]
  skipped: Skipped[]
}

const defaultExtensions: ReadonlySet<string> = new Set(inputExtensions)

/** Expand paths, folders and globs into the files to lint. */
export async function findFiles(inputs: readonly string[], options: FindOptions): Promise<Found> {
  const cwd = path.resolve(options.cwd)
  const ignores = new Ignores(cwd, options.ignore !== false)
  const files = new Set<string>()
  const problems: FileProblem[] = []
  const skipped: Skipped[] = []
  const search: Search = {ignores, extensions: options.extensions ?? defaultExtensions, files, problems, skipped}
  let ignored = 0
  const roots = new Set<string>()
  const addRoot = (folder: string) =>
    fs.realpath(folder).then(
      (real) => void roots.add(real),
      () => undefined
    )

  for (const input of inputs) {
    const absolute = path.resolve(cwd, input)
    // A name that is not UTF-8 (Node.js decoded it with U+FFFD) by its bytes.
    const statted = await byteName(absolute)
      .then((name) => fs.stat(name))
      .then(
        (stats) => ({stats}),
        (error: unknown) => ({error})
      )
    const stats = 'stats' in statted ? statted.stats : undefined

    if (stats === undefined && isDynamicPattern(input)) {
      await addRoot(path.resolve(cwd, globBase(input)))
      const matches = await glob(input, {
        cwd,
        absolute: true,
        dot: false,
        ignore: ['**/node_modules/**', '**/.git/**'],
        // A folder the glob cannot read is not a silent pass (tinyglobby skips it): a problem, as in a folder's walk.
        fs: {readdir: readdirSaying(cwd, problems)}
      })
      for (const match of matches.sort()) {
        if (await ignores.ignored(match, false)) skipped.push({path: path.normalize(match), reason: 'ignored'})
        else files.add(path.normalize(match))
      }
      continue
    }

    if (stats === undefined) {
      problems.push({
        path: absolute,
        reason: await statProblem(absolute, 'error' in statted ? statted.error : undefined)
      })
    } else if (stats.isDirectory()) {
      await addRoot(absolute)
      if (await ignores.ignored(absolute, true)) skipped.push({path: absolute, reason: 'ignored'})
      else await walk(absolute, search)
    } else if (await ignores.ignored(absolute, false)) {
      if (options.silentlyIgnore === true) {
        ignored++
        skipped.push({path: absolute, reason: 'ignored'})
      } else problems.push({path: absolute, reason: 'Cannot process specified file: it’s ignored'})
    } else {
      // The file's folder, not the file: a file that is a link leads out of it.
      await addRoot(path.dirname(absolute))
      files.add(absolute)
    }
  }

  return {files: [...files], problems: [...problems, ...ignores.problems], ignored, skipped, roots: [...roots]}
}

/** The folder a glob searches from: its segments before the first with a pattern (`docs/**\/*.md`: `docs`). */
export function globBase(pattern: string): string {
  const segments = pattern.split('/')
  const base: string[] = []
  for (const segment of segments.slice(0, -1)) {
    if (isDynamicPattern(segment)) break
    base.push(segment)
  }
  return base.length === 0 ? '.' : base.join('/') || '/'
}

/** Why a path given cannot be linted: missing (as before), a dangling symbolic link, a loop, no permission. */
async function statProblem(absolute: string, error: unknown): Promise<string> {
  const reason = await openProblem(absolute, error)
  return reason === 'no such file' ? 'No such file or folder' : 'Cannot read file: ' + redactText(reason)
}

/** `fs.readdir` (as fdir calls it, with a callback) that records each folder it cannot read, but one gone since it was listed, in `problems`. */
function readdirSaying(cwd: string, problems: FileProblem[]): typeof fsCallback.readdir {
  const readdir = (folder: PathLike, options: unknown, callback: (error: Error | null, entries: Dirent[]) => void) =>
    fsCallback.readdir(folder, options as {withFileTypes: true}, (error, entries) => {
      if (error !== null && error.code !== 'ENOENT')
        problems.push({
          path: path.resolve(cwd, String(folder)),
          reason: 'Cannot read folder: ' + describeFileError(error)
        })
      callback(error, entries)
    })
  return readdir as unknown as typeof fsCallback.readdir
}

async function walk(folder: string, search: Search): Promise<void> {
  const {ignores, files, problems, skipped} = search
  let entries: Dirent[]
  try {
    entries = await fs.readdir(folder, {withFileTypes: true})
  } catch (error) {
    // A folder that cannot be read is not a silent pass.
    problems.push({path: folder, reason: 'Cannot read folder: ' + describeFileError(error)})
    return
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const absolute = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (skippedFolders.has(entry.name)) skipped.push({path: absolute, reason: 'never searched'})
      else if (await ignores.ignored(absolute, true)) skipped.push({path: absolute, reason: 'ignored'})
      else await walk(absolute, search)
    } else if (entry.isFile() || entry.isSymbolicLink()) {
      if (!search.extensions.has(path.extname(entry.name).toLowerCase()))
        skipped.push({path: absolute, reason: 'other extension'})
      else if (await ignores.ignored(absolute, false)) skipped.push({path: absolute, reason: 'ignored'})
      else files.add(absolute)
    } else {
      skipped.push({path: absolute, reason: 'not a file or folder'})
    }
  }
}

/** `.remarkignore` and `.gitignore` files, loaded once each. */
class Ignores {
  private readonly cache = new Map<string, Promise<Ignore | undefined>>()
  /** Ignore files that are no regular file (a FIFO), each once. */
  readonly problems: FileProblem[] = []
  private root: Promise<string> | undefined

  constructor(
    private readonly cwd: string,
    private readonly enabled: boolean
  ) {}

  /** Whether `absolute` (a folder when `folder`) is ignored. */
  async ignored(absolute: string, folder: boolean): Promise<boolean> {
    if (!this.enabled) return false
    // Rules about a file or folder come from ignore files in the folders above it.
    const dir = path.dirname(absolute)

    // `.remarkignore`: the nearest one in or above the file's folder;
    // patterns are relative to its folder (unified-engine's `ignoreName`).
    for (let current = dir; ; current = path.dirname(current)) {
      const rules = await this.load(path.join(current, '.remarkignore'))
      if (rules !== undefined) {
        if (test(rules, current, absolute, folder)) return true
        break
      }
      if (path.dirname(current) === current) break
    }

    // `.gitignore`: each one from the repository root (or the cwd) down to
    // the file's folder applies, with patterns relative to its own folder.
    const root = await this.repositoryRoot()
    if (!isInside(root, absolute)) return false
    const chain: string[] = []
    for (let current = dir; isInside(root, current); current = path.dirname(current)) {
      chain.unshift(current)
      if (current === root || path.dirname(current) === current) break
    }
    for (const current of chain) {
      const rules = await this.load(path.join(current, '.gitignore'))
      if (rules !== undefined && test(rules, current, absolute, folder)) return true
    }
    return false
  }

  private load(file: string): Promise<Ignore | undefined> {
    let result = this.cache.get(file)
    if (result === undefined) {
      result = (async () => {
        // Not read: a FIFO would be waited on for ever. Said once, and the run is not clean.
        const irregular = await irregularFile(file)
        if (irregular !== undefined) {
          this.problems.push({path: file, reason: `Cannot read ignore file: ${irregular.reason}`})
          return undefined
        }
        return fs.readFile(file, 'utf8').then(
          (text) => ignore().add(text),
          () => undefined
        )
      })()
      this.cache.set(file, result)
    }
    return result
  }

  /** The folder holding `.git` at or above the cwd, else the cwd. */
  private repositoryRoot(): Promise<string> {
    this.root ??= (async () => {
      for (let current = this.cwd; ; current = path.dirname(current)) {
        if (
          await fs.stat(path.join(current, '.git')).then(
            () => true,
            () => false
          )
        )
          return current
        if (path.dirname(current) === current) return this.cwd
      }
    })()
    return this.root
  }
}

function test(rules: Ignore, base: string, absolute: string, folder: boolean): boolean {
  const relative = path.relative(base, absolute)
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false
  const posix = relative.split(path.sep).join('/')
  return rules.ignores(folder ? posix + '/' : posix)
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
