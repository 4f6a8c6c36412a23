/**
 * The files urilint reads beside a document: remark's configuration, as
 * unified-engine looks for it, and ignore files. They are read whole, by
 * unified-engine or here, with `fs.readFile`, which waits for ever on a
 * FIFO nobody writes to (and reads a device without end): each is looked
 * at first, and one that is no regular file is a problem said in one line.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

/** The names unified-engine tries in each folder, for `rcName: '.remarkrc'` and `packageField: 'remarkConfig'`. */
export const configurationNames: readonly string[] = [
  '.remarkrc',
  '.remarkrc.cjs',
  '.remarkrc.js',
  '.remarkrc.json',
  '.remarkrc.mjs',
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

/** Whether `file` is something other than a regular file, a folder or nothing (a FIFO, a socket, a device). */
export async function irregularFile(file: string): Promise<IrregularFile | undefined> {
  const stats = await fs.stat(file).catch(() => undefined)
  if (stats === undefined || stats.isFile() || stats.isDirectory()) return undefined
  const kind = stats.isFIFO() ? 'a FIFO' : stats.isSocket() ? 'a socket' : stats.isCharacterDevice() ? 'a character device' : stats.isBlockDevice() ? 'a block device' : 'not a file'
  return {path: file, reason: `${kind}, not a regular file`}
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
          const file = path.join(folder, name)
          const problem = await irregularFile(file)
          if (problem !== undefined) return problem
          // A `.remarkrc*` found here is the configuration: the folders above are not read.
          if (name !== 'package.json' && (await fs.stat(file).then((stats) => stats.isFile(), () => false))) settled = true
        }
        const parent = path.dirname(folder)
        return settled || parent === folder ? undefined : this.folder(parent)
      })()
      this.folders.set(folder, result)
    }
    return result
  }
}
