/**
 * Reading a file named on the command line, whatever it is, for both tools:
 * never an open or a read that blocks a thread (a FIFO nobody writes to would
 * hang the process, and Node.js cannot exit while a thread of its pool waits
 * in `open`), never more than a bound held, one line for what went wrong, and
 * text in UTF-8 or, after its byte-order mark, UTF-16.
 *
 * - A regular file is read in chunks (64 KiB).
 * - A FIFO or a pipe (`<(command)`) is opened without waiting and read in the
 *   event loop; one that no writer has open within `writerWait` (a named FIFO
 *   nobody writes to) is reported, not waited on for ever.
 * - A terminal is read as stdin is; other devices (`/dev/zero`) as files: the
 *   tools stop at a NUL byte (binary) or at their bound on the bytes held.
 * - A directory, a socket, a loop of symbolic links, a dangling one: a reason.
 * - A name Node.js decoded with U+FFFD (it is not UTF-8) is looked up by its
 *   bytes in its folder, so `café.txt` written in Latin-1 is still read.
 */
import fs from 'node:fs'
import fsPromises from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import tty from 'node:tty'
import {firstLineOf} from '../first-line.js'

/** A problem with an input, whose message is the one-line reason (`no such file`). */
export class InputError extends Error {}

/** How long a FIFO may wait for a writer before it is reported (ms). */
export const writerWait = 1000

/** What `openInput` gives: the bytes of the input, and what it is. */
export interface Input {
  /** The raw bytes, in chunks. Ends the input when the reader stops early. */
  chunks: AsyncIterable<Uint8Array>
  /** A regular file (only those may be written back, hashed for a cache, stat'ed for a size). */
  regular: boolean
  /** Its size in bytes, for a regular file. */
  size: number | undefined
  /** Close it without reading (or before the end). */
  close(): void
}

const unicodeReplacement = '\uFFFD'

/** `O_NONBLOCK` where the platform has it: a FIFO opens at once, with or without a writer. */
const openFlags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0)

/**
 * Open `file` for reading. Rejects with an `InputError` whose message says
 * what is wrong in a few words.
 */
export async function openInput(file: string): Promise<Input> {
  const name = await byteName(file)
  let fd: number
  try {
    fd = await new Promise<number>((resolve, reject) =>
      fs.open(name, openFlags, (error, opened) => (error ? reject(error) : resolve(opened)))
    )
  } catch (error) {
    throw new InputError(await openProblem(name, error))
  }

  let stats: fs.Stats
  try {
    stats = await new Promise<fs.Stats>((resolve, reject) =>
      fs.fstat(fd, (error, result) => (error ? reject(error) : resolve(result)))
    )
  } catch (error) {
    fs.close(fd, () => undefined)
    throw new InputError(describeError(error))
  }

  if (stats.isDirectory()) {
    fs.close(fd, () => undefined)
    throw new InputError('is a directory')
  }
  if (stats.isFile()) return fromStream(fs.createReadStream('', {fd, highWaterMark: 64 * 1024}), true, stats.size)
  if (stats.isFIFO() || stats.isSocket()) return pipeInput(fd, name)
  if (tty.isatty(fd)) return fromStream(new tty.ReadStream(fd), false)
  // A device: read as a file (each read returns at once: `/dev/zero`, `/dev/urandom`, `/dev/null`).
  return fromStream(fs.createReadStream('', {fd, highWaterMark: 64 * 1024}), false)
}

/** An input read from `stream` (which owns the descriptor), `first` before it. */
function fromStream(
  stream: NodeJS.ReadableStream & {destroy(): void},
  regular: boolean,
  size?: number,
  first?: Uint8Array
): Input {
  return {chunks: streamChunks(stream, first, size), regular, size, close: () => stream.destroy()}
}

/**
 * The chunks of a stream (a file through the thread pool; a pipe or terminal
 * in the event loop). A regular file that ends before the `size` it had when
 * it was opened was cut while it was read (an mbox being rewritten): an
 * error, not a partial result that passes.
 */
async function* streamChunks(
  stream: NodeJS.ReadableStream & {destroy(): void},
  first?: Uint8Array,
  size?: number
): AsyncGenerator<Uint8Array> {
  let read = 0
  try {
    if (first !== undefined && first.length > 0) yield first
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length
      yield chunk
    }
  } catch (error) {
    throw new InputError(describeError(error))
  } finally {
    stream.destroy()
  }
  if (size !== undefined && read < size) throw new InputError(shrunk(read, size))
}

/** The reason of a file that ended before its size: `it shrank while it was read (5 of 120 bytes)`. */
export function shrunk(read: number, size: number): string {
  return `it shrank while it was read (${read} of ${size} bytes)`
}

/**
 * A FIFO or pipe opened without waiting: once a writer has it open (or it
 * holds data), its bytes, read in the event loop. A named FIFO without a
 * writer is polled for one for `writerWait`; an anonymous pipe without one
 * (`<(true)`) has ended.
 */
async function pipeInput(fd: number, name: string | Buffer): Promise<Input> {
  const anonymous = isAnonymousPipe(name)
  const deadline = Date.now() + writerWait
  const head = Buffer.alloc(64 * 1024)
  for (;;) {
    let read: number | 'again'
    try {
      read = await new Promise<number | 'again'>((resolve, reject) =>
        fs.read(fd, head, 0, head.length, null, (error, bytes) =>
          error && (error.code === 'EAGAIN' || error.code === 'EWOULDBLOCK')
            ? resolve('again')
            : error
              ? reject(error)
              : resolve(bytes)
        )
      )
    } catch (error) {
      fs.close(fd, () => undefined)
      throw new InputError(describeError(error))
    }
    // Data, or a writer that has not written yet: read the rest in the event loop.
    if (read === 'again' || read > 0) {
      const first = read === 'again' ? undefined : head.subarray(0, read)
      return fromStream(new net.Socket({fd, readable: true, writable: false}), false, undefined, first)
    }
    // No writer: an anonymous pipe whose writer is done; a FIFO not opened for writing yet.
    if (anonymous) {
      fs.close(fd, () => undefined)
      return {chunks: (async function* () {})(), regular: false, size: undefined, close: () => undefined}
    }
    if (Date.now() >= deadline) {
      fs.close(fd, () => undefined)
      throw new InputError(`a FIFO with no writer (none opened it within ${writerWait / 1000} s)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Whether `name` is a pipe without a name (`/dev/fd/63` of a shell's `<(…)`, which links to `pipe:[…]`). */
function isAnonymousPipe(name: string | Buffer): boolean {
  try {
    return /^pipe:\[\d+\]$/.test(fs.readlinkSync(name, 'utf8'))
  } catch {
    return false
  }
}

/** Why `name` could not be opened or stat'ed: a dangling symbolic link is told from a missing file (`no such file`). */
export async function openProblem(name: string | Buffer, error: unknown): Promise<string> {
  if (errorCode(error) === 'ENOENT') {
    const target = await fsPromises.readlink(name, 'utf8').catch(() => undefined)
    if (target !== undefined) return `dangling symbolic link (to \`${displayName(target)}\`, which does not exist)`
  }
  return describeError(error)
}

/**
 * The name to open for `file`: itself, or, when Node.js decoded bytes of it
 * that are not UTF-8 as U+FFFD and no such file exists, the one name in each
 * folder whose bytes decode to it (as bytes).
 */
export async function byteName(file: string): Promise<string | Buffer> {
  if (!file.includes(unicodeReplacement)) return file
  if (
    await fsPromises.lstat(file).then(
      () => true,
      () => false
    )
  )
    return file
  const absolute = path.resolve(file)
  const parts = absolute.split(path.sep)
  let current: Buffer = Buffer.from(parts[0] + path.sep)
  for (const [index, part] of parts.slice(1).entries()) {
    if (part === '') continue
    let bytes: Buffer = Buffer.from(part)
    if (part.includes(unicodeReplacement)) {
      const entries = await fsPromises.readdir(current, {encoding: 'buffer'}).catch(() => [] as Buffer[])
      const matches = entries.filter((entry) => entry.toString('utf8') === part)
      // None, or more than one: open the name as given (and report it missing).
      if (matches.length !== 1) return file
      bytes = matches[0]!
    }
    current = Buffer.concat([
      current,
      index > 0 && !current.subarray(-1).equals(Buffer.from(path.sep)) ? Buffer.from(path.sep) : Buffer.alloc(0),
      bytes
    ])
  }
  return current
}

/** The code of a Node.js system error, if it is one. */
export function errorCode(error: unknown): string | undefined {
  // Only a string: String() of any other value may throw ({toString: null}).
  return error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined
}

/** What went wrong, in a few words (`no such file`), else the first line of the message without Node.js's `CODE:` and `, open '…'` (the name is said already). */
export function describeError(error: unknown): string {
  if (error instanceof InputError) return error.message
  switch (errorCode(error)) {
    case 'ENOENT':
      return 'no such file'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'is a directory'
    case 'ENOTDIR':
      return 'not a directory'
    case 'EEXIST':
      return 'already exists'
    case 'ENOSPC':
      return 'no space left on the device'
    case 'EROFS':
      return 'read-only file system'
    case 'ELOOP':
      return 'too many levels of symbolic links (a loop)'
    case 'ENXIO':
      return 'no such device or address (a socket, or a FIFO with no reader)'
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files'
    case 'ENAMETOOLONG':
      return 'file name too long'
    case 'EIO':
      return 'input/output error'
    case 'EPIPE':
      return 'broken pipe (the reader has gone)'
    case 'EFBIG':
      return 'file too large'
    case 'EDQUOT':
      return 'disk quota exceeded'
  }
  const message = firstLineOf(error)
  return message.replace(/^[A-Z][A-Z\d_]+: /, '').replace(/, \w+ '.*'$/, '')
}

/**
 * A file name as the tools print it: as it is, unless it holds a character
 * a terminal or a log acts on (`printable`).
 */
export function displayName(name: string): string {
  return printable(name)
}

/**
 * `text` as the tools print it to a terminal, a CI log or a report: as it
 * is, unless it holds a character that acts rather than shows: a C0 or C1
 * control (a line feed or tab breaks a line; ESC and CSI start terminal
 * sequences, which can colour, hide or rewrite a CI log's lines), U+2028 and
 * U+2029, a bidirectional mark or override (RLO makes text read backwards,
 * LRM and the isolates reorder it) or a zero-width character (ZWSP, ZWNJ,
 * ZWJ, word joiner, BOM). Then each such character is a C escape (`\n`,
 * `\t`, `\x1b`, `\u202e`) and a backslash is `\\`, so that the escaped
 * form reads back to the text. One scan of character codes.
 */
export function printable(text: string): string {
  let index = 0
  while (index < text.length && !actsOnDisplay(text.charCodeAt(index))) index++
  if (index === text.length) return text
  let escaped = ''
  let from = 0
  for (index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code !== backslash && !actsOnDisplay(code)) continue
    escaped += text.slice(from, index) + escapeOf(code)
    from = index + 1
  }
  return escaped + text.slice(from)
}

const backslash = 0x5c

/** Whether the character `code` acts on a terminal or a log rather than shows (see `printable`). */
function actsOnDisplay(code: number): boolean {
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  if (code < 0x61c) return false
  return (
    code === 0x61c || // Arabic letter mark
    (code >= 0x200b && code <= 0x200f) || // ZWSP, ZWNJ, ZWJ, LRM, RLM
    (code >= 0x2028 && code <= 0x202e) || // line and paragraph separators, LRE, RLE, PDF, LRO, RLO
    (code >= 0x2060 && code <= 0x2069) || // word joiner, invisible operators, LRI, RLI, FSI, PDI
    code === 0xfeff // zero-width no-break space (BOM)
  )
}

function escapeOf(code: number): string {
  switch (code) {
    case backslash:
      return '\\\\'
    case 0x0a:
      return '\\n'
    case 0x09:
      return '\\t'
    case 0x0d:
      return '\\r'
  }
  return code > 0xff ? '\\u' + code.toString(16).padStart(4, '0') : '\\x' + code.toString(16).padStart(2, '0')
}

/** The encoding of text by its first bytes: UTF-16 after its byte-order mark, else UTF-8 (with or without one). */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be'

/** The encoding a file's first bytes announce (`FF FE` and `FE FF` are UTF-16's marks; UTF-32's `FF FE 00 00` reads as UTF-16 with a NUL: binary). */
export function encodingOf(head: Uint8Array): TextEncoding {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return 'utf-16le'
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}

/**
 * `chunks` as UTF-8: UTF-8 (and anything else) as it is; UTF-16 after its
 * byte-order mark decoded and encoded as UTF-8, the mark with it (`EF BB BF`,
 * which readers of UTF-8 drop or keep as they do any mark).
 */
export async function* utf8Chunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let head: Uint8Array | undefined
  let decoder: InstanceType<typeof TextDecoder> | undefined
  let known = false
  const decide = (bytes: Uint8Array): void => {
    known = true
    const encoding = encodingOf(bytes)
    if (encoding !== 'utf-8') decoder = new TextDecoder(encoding, {ignoreBOM: true})
  }
  for await (const chunk of chunks) {
    if (!known) {
      head = head === undefined ? chunk : Buffer.concat([head, chunk])
      if (head.length < 2) continue
      decide(head)
      const first = head
      head = undefined
      if (decoder === undefined) yield first
      else yield Buffer.from(decoder.decode(first, {stream: true}), 'utf8')
      continue
    }
    if (decoder === undefined) yield chunk
    else {
      const text = decoder.decode(chunk, {stream: true})
      if (text !== '') yield Buffer.from(text, 'utf8')
    }
  }
  if (!known) {
    decide(head ?? new Uint8Array(0))
    if (head !== undefined && head.length > 0) yield head
  }
  if (decoder !== undefined) {
    const rest = decoder.decode()
    if (rest !== '') yield Buffer.from(rest, 'utf8')
  }
}

/** `map(item)` for each of `items`, at most `limit` at a time (so that thousands of files never hold thousands of descriptors), results in order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index]!, index)
    }
  }
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, run))
  return results
}
