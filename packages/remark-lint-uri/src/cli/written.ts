/**
 * Where urilint may write, decided by what a path is rather than how it is
 * named: `--output` and `--cache-location` never name a file being linted,
 * through a symbolic link or a hard link either (compared by device and
 * inode); `--fix` writes only files whose real path is inside a folder given
 * (a symbolic link in a cloned repository may point at any file of the
 * user's), over the file itself (its inode, links, owner and mode stay).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {mapLimited} from '@urilint/extract/cli-shared'

/** Whether `target` (absolute) is one of `files` (absolute) under another name: the same device and inode. */
export async function isLintedFile(target: string, files: readonly string[]): Promise<boolean> {
  if (files.includes(target)) return true
  const stats = await fs.stat(target).catch(() => undefined)
  // Nothing there yet (or a dangling link): nothing of the user's is replaced.
  if (stats === undefined) return false
  let same = false
  // A few at a time: thousands of files must not hold thousands of requests.
  await mapLimited(files, 64, async (file) => {
    if (same) return
    const each = await fs.stat(file).catch(() => undefined)
    if (each !== undefined && each.ino === stats.ino && each.dev === stats.dev) same = true
  })
  return same
}

/** Whether `file` (a real path) is inside one of `roots` (real paths), or is one. */
export function isInsideRoots(file: string, roots: readonly string[]): boolean {
  return roots.some((root) => {
    const relative = path.relative(root, file)
    return relative === '' || (!relative.startsWith('..' + path.sep) && relative !== '..' && !path.isAbsolute(relative))
  })
}

/**
 * Write `text` over the file at `target` (a real path) in place: its inode
 * stays (hard links, owner, mode, extended attributes). The text is written
 * at once, then the file cut to its length: no temporary file is left
 * behind by a run that is stopped.
 */
export async function writeInPlace(target: string, text: string): Promise<void> {
  const bytes = Buffer.from(text, 'utf8')
  // `O_NOFOLLOW`: a link put in its place since it was resolved is not written through.
  const handle = await fs.open(target, fs.constants.O_WRONLY | fs.constants.O_NOFOLLOW)
  try {
    let written = 0
    while (written < bytes.length) {
      const {bytesWritten} = await handle.write(bytes, written, bytes.length - written, written)
      written += bytesWritten
    }
    await handle.truncate(bytes.length)
  } finally {
    await handle.close()
  }
}
