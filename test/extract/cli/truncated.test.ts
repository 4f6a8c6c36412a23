/**
 * A file cut while it is read (an mbox being rewritten, a log rotated): an
 * error naming what was read of what was there, never a partial result that
 * passes. uri-extract prints it as one line and exits 2 (`problem` items);
 * urilint as a file that cannot be read.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {openInput} from '../../../packages/extract/src/cli/input.ts'
import {findPieces} from '../../../packages/extract/src/cli/mbox-pool.ts'
import {pieceItems} from '../../../packages/extract/src/cli/mbox-worker-task.ts'
import {fileItems, type Flags} from '../../../packages/extract/src/cli/work.ts'
import {temporaryFolder} from '../../remark-lint-uri/helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const message = (index: number) =>
  `From a@b.example Mon Nov 23 10:00:00 2026\nSubject: ${index}\n\nsee https://h${index}.example/\n\n`
const mbox = Array.from({length: 40}, (_, index) => message(index)).join('')
const flags: Flags = {format: 'lines', check: false, frail: false, mail: true, options: {}, files: []}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) all.push(item)
  return all
}

describe('a regular file cut while it is read', () => {
  it('ends its chunks with an error: what was read of the size it had when opened (the partial read passed)', async () => {
    const file = path.join(folder, 'list.mbox')
    await fs.writeFile(file, mbox)
    const input = await openInput(file)
    await fs.truncate(file, 100)
    await expect(collect(input.chunks)).rejects.toThrow(`it shrank while it was read (100 of ${mbox.length} bytes)`)
  })

  it('read whole, or grown, it is read as usual', async () => {
    const file = path.join(folder, 'list.mbox')
    await fs.writeFile(file, mbox)
    const input = await openInput(file)
    await fs.appendFile(file, message(40))
    expect(Buffer.concat(await collect(input.chunks)).toString()).toBe(mbox + message(40))
    const items = await collect(
      fileItems('list.mbox', flags, undefined, {path: file, stdin: (async function* () {})()})
    )
    expect(items.filter((item) => item.kind === 'problem')).toEqual([])
  })
})

describe('a large mbox cut while workers read it', () => {
  it('its pieces end with an error when the file ends before the size it had', async () => {
    const file = path.join(folder, 'list.mbox')
    await fs.writeFile(file, mbox)
    const pieces = collect(findPieces(file, 512, 256, mbox.length + 1000))
    await expect(pieces).rejects.toThrow(`it shrank while it was read (${mbox.length} of ${mbox.length + 1000} bytes)`)
    expect(await collect(findPieces(file, 512, 256, mbox.length))).toHaveLength(
      (await collect(findPieces(file, 512, 256))).length
    )
  })

  it('a piece past the end of the file (cut since the pieces were found) is an error, after what it read', async () => {
    const file = path.join(folder, 'list.mbox')
    await fs.writeFile(file, mbox)
    const piece = {start: 0, end: mbox.length, base: 0, file: 'list.mbox', path: file, flags}
    expect(await collect(pieceItems(piece))).toHaveLength(40)
    await fs.truncate(file, message(0).length * 2)
    const read: unknown[] = []
    await expect(
      (async () => {
        for await (const item of pieceItems(piece)) read.push(item)
      })()
    ).rejects.toThrow(`it shrank while it was read (${message(0).length * 2} of ${mbox.length} bytes)`)
    expect(read).toHaveLength(2)
  })
})
