/**
 * One large mbox file read by worker threads: cut into pieces of about
 * `pieceBytes(size)` at message boundaries (a `From ` line after a blank line,
 * the rule of `MboxSplitter`), each piece read and rendered by a worker
 * with `extractMboxStream`, the output given back in file order. At most
 * two pieces per worker are in flight, so memory holds a few pieces'
 * output, whatever the size of the file. Parsing MIME is most of the work,
 * so the pieces keep every core busy.
 */
import {createReadStream} from 'node:fs'
import {availableParallelism} from 'node:os'
import {Worker} from 'node:worker_threads'
import {endsBlankLine} from '../mbox.js'
import {shrunk} from './input.js'
import {pieceItems, type Piece, type PieceResult, type PieceTask} from './mbox-worker-task.js'
import type {Flags, Item, OnBytes} from './work.js'

const mebibyte = 1024 * 1024

/** Smallest mbox read across workers: below it, starting them costs more than they save. */
export const workerMinBytes = 4 * mebibyte

/** The size of a piece for a file of `size` bytes: eight pieces a thread, from 1 to 8 MiB (enough pieces to keep every core busy, few enough to cost nothing). */
export function pieceBytes(size: number): number {
  return Math.min(8 * mebibyte, Math.max(mebibyte, Math.ceil(size / (8 * availableParallelism()))))
}

/** Whether a file of `size` bytes is worth splitting across workers on this machine. */
export function splitsAcrossWorkers(size: number): boolean {
  return availableParallelism() > 1 && size >= workerMinBytes
}

/**
 * The items of the mbox `file`, its pieces read and rendered by workers,
 * in file order. The main thread only finds the pieces (a native search
 * for separators, far ahead of the workers) and writes what they give.
 */
export async function* mboxItemsInWorkers(
  file: string,
  filePath: string,
  size: number,
  flags: Flags,
  onBytes: OnBytes | undefined
): AsyncGenerator<Item, void, undefined> {
  const threads = availableParallelism()
  const pool = new Pool(threads)
  const pending: {piece: Piece; result: Promise<PieceResult | undefined>}[] = []
  const pieces = findPieces(filePath, pieceBytes(size), undefined, size)[Symbol.asyncIterator]()
  let more = true

  const dispatch = async (): Promise<void> => {
    while (more && pending.length < 2 * threads) {
      const next = await pieces.next()
      if (next.done) {
        more = false
        break
      }
      // A worker that dies (out of its heap on a huge message) gives `undefined`: the piece is then read here.
      pending.push({
        piece: next.value,
        result: pool.run({...next.value, file, path: filePath, flags}).catch(() => undefined)
      })
    }
  }

  try {
    await dispatch()
    while (pending.length > 0) {
      const {piece, result} = pending.shift()!
      const done = await result
      await dispatch()
      if (done?.error !== undefined) throw new Error(done.error)
      onBytes?.(piece.end - piece.start)
      if (done !== undefined) yield* done.items
      else yield* pieceItems({...piece, file, path: filePath, flags})
    }
  } finally {
    await pool.close()
  }
}

/**
 * The pieces of an mbox file, as they are found: about `size` long,
 * each starting at a separator (`From ` at the start of the file or after a
 * blank line, as `MboxSplitter` reads them), with the count of messages
 * before it. The file is read once, in chunks, searched for `⏎From `.
 */
export async function* findPieces(
  file: string,
  size: number,
  chunkBytes: number = 64 * 1024,
  fileSize?: number
): AsyncGenerator<Piece> {
  // The last bytes of the chunk before (a separator and its blank line may straddle two chunks); empty at the start of the file.
  let tail = Buffer.alloc(0)
  let head = Buffer.alloc(0)
  let position = 0
  let start = 0
  let base = 0
  let count = 0

  /**
   * The pieces completed by the separators in `data` (its first byte at file
   * offset `dataStart`; `before1`, `before2` the bytes before it, a line
   * feed at the start of the file) whose `⏎` is from `from` to before `until`.
   */
  const search = function* (
    data: Buffer,
    dataStart: number,
    from: number,
    until: number,
    before1: number,
    before2: number
  ): Generator<Piece> {
    for (
      let found = data.indexOf('\nFrom ', from);
      found >= 0 && found < until;
      found = data.indexOf('\nFrom ', found + 1)
    ) {
      // The `⏎` found, and the two bytes before it (the rule of `MboxSplitter`).
      const two = found >= 1 ? data[found - 1] : before1
      const three = found >= 2 ? data[found - 2] : found === 1 ? before1 : before2
      if (!endsBlankLine(data[found], two, three)) continue
      const separator = dataStart + found + 1
      if (separator - start >= size) {
        yield {start, end: separator, base}
        start = separator
        base += count
        count = 0
      }
      count++
    }
  }

  for await (const chunk of createReadStream(file, {highWaterMark: chunkBytes}) as AsyncIterable<Buffer>) {
    // The file's first message, when it starts with `From ` (read across chunks shorter than that).
    if (head.length < 5) {
      head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)])
      if (head.length === 5 && head.toString('latin1') === 'From ') count++
    }
    const last1 = tail.length >= 1 ? tail[tail.length - 1]! : 0x0a
    const last2 = tail.length >= 2 ? tail[tail.length - 2]! : 0x0a
    // A separator whose `⏎` is in the chunk before and its `From ` in this one (the tail's other separators were counted with it).
    // The bytes before the tail are past (a tail of 8 leaves the 3 a separator needs), or the file's start.
    const beforeTail = position - tail.length === 0 ? 0x0a : 0x00
    if (tail.length > 0)
      yield* search(
        Buffer.concat([tail, chunk.subarray(0, 8)]),
        position - tail.length,
        tail.length - 5,
        tail.length,
        beforeTail,
        beforeTail
      )
    yield* search(chunk, position, 0, chunk.length, last1, last2)
    position += chunk.length
    // The last 8 bytes of the file so far, across chunks shorter than that (a chunk of 6 kept too few
    // to tell the blank line before a separator: `⏎␍⏎From ` split 6 and 6 was missed).
    tail =
      chunk.length >= 8
        ? Buffer.from(chunk.subarray(chunk.length - 8))
        : Buffer.concat([tail, chunk]).subarray(Math.max(0, tail.length + chunk.length - 8))
  }

  // Cut since its size was taken: the messages past the cut are gone, which is not a complete read.
  if (fileSize !== undefined && position < fileSize) throw new Error(shrunk(position, fileSize))
  if (position > start) yield {start, end: position, base}
}

/** The worker's module: the built one next to this (workers run from dist/ only; the tests start the built bin for them). */
const workerEntry = new URL('./mbox-worker.js', import.meta.url)

/** Old generation of a worker (MB); a piece whose message needs more is read again in the main thread. */
const workerHeapMb = 48

/** A fixed set of worker threads taking tasks in turn. */
class Pool {
  private readonly idle: Worker[] = []
  private readonly waiting: ((worker: Worker) => void)[] = []
  private readonly all = new Set<Worker>()

  constructor(size: number) {
    for (let index = 0; index < size; index++) this.idle.push(this.start())
  }

  /**
   * A worker with a small heap: V8 collects before it grows far (by
   * default a worker may take gigabytes before its first full GC), so the
   * process stays near 200 MB whatever the mbox.
   */
  private start(): Worker {
    const worker = new Worker(workerEntry, {
      resourceLimits: {maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 4}
    })
    this.all.add(worker)
    return worker
  }

  /** Run `task` on the next free worker; rejects when the worker dies (it is replaced). */
  async run(task: PieceTask): Promise<PieceResult> {
    let worker = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)))
    try {
      return await new Promise<PieceResult>((resolve, reject) => {
        const onError = (error: Error): void => reject(error)
        worker.once('error', onError)
        worker.once('message', (result: PieceResult) => {
          worker.off('error', onError)
          resolve(result)
        })
        worker.postMessage(task)
      })
    } catch (error) {
      this.all.delete(worker)
      void worker.terminate()
      worker = this.start()
      throw error
    } finally {
      const wake = this.waiting.shift()
      if (wake) wake(worker)
      else this.idle.push(worker)
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((worker) => worker.terminate()))
  }
}
