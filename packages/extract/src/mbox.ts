/**
 * Splitting an mbox file into its messages (RFC 4155): a message starts
 * with a `From ` line at the start of the file or after a blank line; body
 * lines escaped as `>From ` (mboxrd: `>>From ` …) lose one `>`. The file
 * may come whole (`splitMbox`) or in chunks of any size (`MboxSplitter`,
 * `splitMboxStream`): memory then holds one message, and a message larger
 * than a bound is counted, not kept.
 */
import {codes} from '@urilint/core/character'
import {limits} from './limits.js'

const fromLine = [0x46, 0x72, 0x6f, 0x6d, 0x20] // `From `
const uppercaseF = 0x46

/** One message of an mbox: its bytes (separator line removed, `>From ` unescaped). */
export interface MboxMessage {
  /** 0-based index in the file. */
  index: number
  /** Byte offset of its `From ` line in the file. */
  offset: number
  raw: Uint8Array
}

/** A message of an mbox read in chunks: its bytes, or only its size when it is larger than the bound. */
export interface MboxPiece {
  index: number
  offset: number
  /** Bytes of the message (separator line removed, `>From ` unescaped); absent when `size` passed the bound. */
  raw: Uint8Array | undefined
  /** Size in bytes, separator line excluded, before unescaping. */
  size: number
}

/** Whether `bytes` starts like an mbox file (`From ` on the first line). */
export function isMbox(bytes: Uint8Array): boolean {
  return startsWithFrom(bytes, 0)
}

/** Split mbox `bytes` into messages; text before the first `From ` line is ignored. */
export function splitMbox(bytes: Uint8Array): MboxMessage[] {
  const splitter = new MboxSplitter(Number.POSITIVE_INFINITY)
  const pieces = [...splitter.push(bytes), ...splitter.end()]
  return pieces.map(({index, offset, raw}) => ({index, offset, raw: raw!}))
}

/**
 * The messages of an mbox given as chunks of bytes, in order; a message of
 * more than `maxBytes` (default `limits.messageBytes`) comes without its
 * bytes. Memory holds the message being read and one chunk.
 */
export async function* splitMboxStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  maxBytes: number = limits.messageBytes
): AsyncGenerator<MboxPiece, void, undefined> {
  const splitter = new MboxSplitter(maxBytes)
  for await (const chunk of source) yield* splitter.push(chunk)
  yield* splitter.end()
}

/** Bytes held back at the end of a chunk, so that a separator across two chunks (`⏎␍⏎From `) is found whole. */
const heldBytes = fromLine.length + 3

/**
 * An mbox reader fed chunks of bytes. Separators are found with a native
 * search for `F` (rarer in text than line feeds), then `From ` at the start
 * of a line after a blank one is checked; the message's
 * bytes are kept as views of the chunks (the last few bytes of each held
 * back, so a separator across two chunks is seen whole), and copied once,
 * when the message is complete.
 */
export class MboxSplitter {
  /** Views of the current message's bytes, in order. */
  private chunks: Uint8Array[] = []
  private size = 0
  /** Index and file offset of the current message; -1 before the first `From ` line. */
  private index = -1
  private offset = 0
  /** File offset of the next byte pushed. */
  private position = 0
  /** The last bytes of the previous chunk, not yet given to the message (or to a separator). */
  private held: Uint8Array = new Uint8Array(0)
  /** The last three bytes before `held` (to tell a blank line before a separator at its start); the file starts as if after a blank line. */
  private before1: number = codes.lf
  private before2: number = codes.lf
  private before3: number = codes.lf
  /** Whether the rest of a separator line is being skipped (its line feed not seen yet). */
  private skipping = false

  constructor(private readonly maxBytes: number) {}

  /** Read `chunk`; returns the messages it completed. */
  push(chunk: Uint8Array): MboxPiece[] {
    const done: MboxPiece[] = []
    const data = this.held.length > 0 ? joinTwo(this.held, chunk) : chunk
    const base = this.position - this.held.length
    this.position += chunk.length
    // Where the current message's bytes start in `data`; -1 while a separator line is skipped.
    let runStart = 0

    if (this.skipping) {
      const lineFeed = data.indexOf(codes.lf)
      if (lineFeed < 0) {
        this.keepTail(data, data.length)
        return done
      }
      this.skipping = false
      runStart = lineFeed + 1
    }

    let search = runStart
    for (;;) {
      const start = this.separatorAt(data, search)
      if (start < 0) break
      this.add(data.subarray(runStart, start))
      if (this.index >= 0) done.push(this.finish())
      this.index++
      this.offset = base + start
      const lineFeed = data.indexOf(codes.lf, start)
      if (lineFeed < 0) {
        this.skipping = true
        this.keepTail(data, data.length)
        return done
      }
      runStart = search = lineFeed + 1
    }

    // Hold the last bytes back: a separator may start in them.
    const hold = Math.max(runStart, data.length - heldBytes)
    this.add(data.subarray(runStart, hold))
    this.keepTail(data, hold)
    return done
  }

  /** The end of the file: the last message, if any. */
  end(): MboxPiece[] {
    if (!this.skipping) this.add(this.held)
    this.held = new Uint8Array(0)
    return this.index >= 0 ? [this.finish()] : []
  }

  /**
   * Offset in `data` (at file offset `base`) of the next separator at or
   * after `from`: `From ` at the start of the file, or after a line feed
   * that ends a blank line. -1 when none.
   */
  private separatorAt(data: Uint8Array, from: number): number {
    for (let found = data.indexOf(uppercaseF, from); found >= 0; found = data.indexOf(uppercaseF, found + 1)) {
      if (!startsWithFrom(data, found)) continue
      // `…⏎⏎|From ` or `…⏎␍⏎|From `, the bytes before `data` counting too.
      const one = this.byteBefore(data, found, 1)
      const two = this.byteBefore(data, found, 2)
      const three = this.byteBefore(data, found, 3)
      if (endsBlankLine(one, two, three)) return found
    }
    return -1
  }

  /** The byte `back` bytes before `data[at]`, from the bytes before `data` when needed (-1 when none). */
  private byteBefore(data: Uint8Array, at: number, back: number): number {
    const index = at - back
    if (index >= 0) return data[index]!
    if (index === -1) return this.before1
    if (index === -2) return this.before2
    return this.before3
  }

  /** Keep `data.slice(from)` back for the next chunk, and the three bytes before it. */
  private keepTail(data: Uint8Array, from: number): void {
    const [one, two, three] = [
      this.byteBefore(data, from, 1),
      this.byteBefore(data, from, 2),
      this.byteBefore(data, from, 3)
    ]
    this.before1 = one
    this.before2 = two
    this.before3 = three
    this.held = data.slice(from)
  }

  private add(bytes: Uint8Array): void {
    if (this.index < 0 || bytes.length === 0) return
    this.size += bytes.length
    if (this.size > this.maxBytes) {
      this.chunks = []
      return
    }
    this.chunks.push(bytes)
  }

  private finish(): MboxPiece {
    const kept = this.size <= this.maxBytes
    const piece: MboxPiece = {
      index: this.index,
      offset: this.offset,
      raw: kept ? unescape(concat(this.chunks, this.size)) : undefined,
      size: this.size
    }
    this.chunks = []
    this.size = 0
    return piece
  }
}

function joinTwo(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length)
  joined.set(first)
  joined.set(second, first.length)
  return joined
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!.slice()
  const joined = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.length
  }
  return joined
}

/** Drop one `>` from each line matching `>+From ` (found from their `F`, so most messages are not copied again). */
function unescape(bytes: Uint8Array): Uint8Array {
  // Offsets of the `>` to drop, in order.
  const drops: number[] = []
  for (let found = bytes.indexOf(uppercaseF); found >= 0; found = bytes.indexOf(uppercaseF, found + 1)) {
    if (!startsWithFrom(bytes, found)) continue
    let start = found
    while (start > 0 && bytes[start - 1] === codes.greaterThan) start--
    if (start < found && (start === 0 || bytes[start - 1] === codes.lf)) drops.push(start)
  }
  if (drops.length === 0) return bytes
  const out = new Uint8Array(bytes.length - drops.length)
  let from = 0
  let length = 0
  for (const drop of drops) {
    out.set(bytes.subarray(from, drop), length)
    length += drop - from
    from = drop + 1
  }
  out.set(bytes.subarray(from), length)
  return out
}

/**
 * Whether the three bytes before a line (`one` the nearest) end a blank
 * line: `⏎⏎` or `⏎␍⏎`. A `From ` line there separates messages (a line feed
 * stands in for the bytes before the start of the file).
 */
export function endsBlankLine(one: number | undefined, two: number | undefined, three: number | undefined): boolean {
  return one === codes.lf && (two === codes.lf || (two === codes.cr && three === codes.lf))
}

function startsWithFrom(bytes: Uint8Array, index: number): boolean {
  if (index + fromLine.length > bytes.length) return false
  for (let offset = 0; offset < fromLine.length; offset++) if (bytes[index + offset] !== fromLine[offset]) return false
  return true
}
