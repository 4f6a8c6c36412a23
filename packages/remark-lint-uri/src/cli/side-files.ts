/**
 * The files urilint reads beside a document: remark's configuration, as
 * unified-engine looks for it, and ignore files. They are read whole, by
 * unified-engine or here, with `fs.readFile`, which waits for ever on a
 * FIFO nobody writes to (and reads a device without end): each is looked
 * at first, and one that is no regular file is a problem said in one line.
 * And the bound on a document's size. A light module: the CLI, its cache and
 * its workers' supervisor import it without loading the linter.
 */
import type {Stats} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/** Largest file linted (bytes): a Markdown parse holds about 60 times its text (1 GB for 16 MiB), and nothing larger is a document. The cache hashes none larger either. */
export const maxFileBytes = 16 * 1024 * 1024

/** The configurations that are programs. */
export const scriptNames: readonly string[] = ['.remarkrc.cjs', '.remarkrc.js', '.remarkrc.mjs']

/** The names unified-engine tries in each folder, for `configurationLookup` (processor/engine-options.ts). */
export const configurationNames: readonly string[] = [
  '.remarkrc',
  ...scriptNames,
  '.remarkrc.json',
  '.remarkrc.yaml',
  '.remarkrc.yml',
  'package.json'
]

/** A file that is not read, and why. */
export interface IrregularFile {
  path: string
  /** `a FIFO, not a regular file`. */
  reason: string
}

/** What is at `file` (through links): a regular file, a folder, nothing, or something else (a FIFO, a socket, a device). */
async function fileKind(file: string): Promise<'file' | 'folder' | 'none' | IrregularFile> {
  const stats = await fs.stat(file).catch(() => undefined)
  if (stats === undefined) return 'none'
  if (stats.isFile()) return 'file'
  if (stats.isDirectory()) return 'folder'
  return {path: file, reason: `${kindOf(stats)}, not a regular file`}
}

/** What a file that is not a regular one is, for a message: `a FIFO`, `a symbolic link` (from `lstat`) … */
export function kindOf(stats: Stats): string {
  return stats.isSymbolicLink()
    ? 'a symbolic link'
    : stats.isDirectory()
      ? 'a folder'
      : stats.isFIFO()
        ? 'a FIFO'
        : stats.isSocket()
          ? 'a socket'
          : stats.isCharacterDevice()
            ? 'a character device'
            : stats.isBlockDevice()
              ? 'a block device'
              : 'not a file'
}

/** Whether `file` is something other than a regular file, a folder or nothing (a FIFO, a socket, a device). */
export async function irregularFile(file: string): Promise<IrregularFile | undefined> {
  const kind = await fileKind(file)
  return typeof kind === 'object' ? kind : undefined
}

/**
 * For each folder, the first configuration file in it or above it that is
 * no regular file: said for every document under it, which is then not
 * linted (unified-engine would wait for ever). Conservative where it
 * cannot know: a `package.json` is passed whether it has `remarkConfig` or
 * not, as if it had none.
 */
export class ConfigurationCheck {
  private readonly folders = new Map<string, Promise<IrregularFile | undefined>>()

  /** The configuration file of the document at `file` that cannot be read, if any. */
  problemFor(file: string): Promise<IrregularFile | undefined> {
    return this.folder(path.dirname(file))
  }

  private folder(folder: string): Promise<IrregularFile | undefined> {
    let result = this.folders.get(folder)
    if (result === undefined) {
      result = (async () => {
        let settled = false
        for (const name of configurationNames) {
          const kind = await fileKind(path.join(folder, name))
          if (typeof kind === 'object') return kind
          // A `.remarkrc*` found here is the configuration: the folders above are not read.
          if (kind === 'file' && name !== 'package.json') settled = true
        }
        const parent = path.dirname(folder)
        return settled || parent === folder ? undefined : this.folder(parent)
      })()
      this.folders.set(folder, result)
    }
    return result
  }
}
