/**
 * Text a report writes only at the end of a run (the default report's rows,
 * whose columns are as wide as the widest of the run; SARIF's results, which
 * come after the rules they name): kept in memory up to `memoryLimit` bytes,
 * then in a temporary file, so that a run's memory does not grow with its
 * findings. The file is unlinked as soon as it is opened: nothing is left on
 * disk, even when the run is killed, and no other user can open it (mode
 * 0600 in a folder of its own). It holds report text only, redacted as the
 * report is.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {StringDecoder} from 'node:string_decoder'

/** Bytes kept in memory before they go to the file. */
const memoryLimit = 8 * 1024 * 1024
/** Bytes read from the file at a time by `pieces`. */
const readSize = 1024 * 1024

/** Where `append` put a text: to read it back with `read`. */
export interface Place {
  offset: number
  length: number
}

/** Text appended now, read back at the end (see the module). */
export class Spool {
  private pending: Buffer[] = []
  private pendingBytes = 0
  /** Bytes in the file (they come before `pending`). */
  private fileBytes = 0
  private fd: number | undefined

  constructor(private readonly limit = memoryLimit) {}

  /** Append `text`; where it is. */
  append(text: string): Place {
    const bytes = Buffer.from(text, 'utf8')
    const place = {offset: this.fileBytes + this.pendingBytes, length: bytes.length}
    this.pending.push(bytes)
    this.pendingBytes += bytes.length
    if (this.pendingBytes >= this.limit) this.flush()
    return place
  }

  /** The text appended at `place`. */
  read(place: Place): string {
    if (place.offset >= this.fileBytes) {
      // Still in memory: one buffer of it all, kept so that each read is a slice.
      if (this.pending.length > 1) this.pending = [Buffer.concat(this.pending)]
      const start = place.offset - this.fileBytes
      return this.pending[0]?.toString('utf8', start, start + place.length) ?? ''
    }
    this.flush()
    const bytes = Buffer.allocUnsafe(place.length)
    let done = 0
    while (done < place.length) {
      const read = fs.readSync(this.fd!, bytes, done, place.length - done, place.offset + done)
      if (read === 0) break
      done += read
    }
    return bytes.toString('utf8', 0, done)
  }

  /** All the text appended, in order, in pieces of about `readSize` bytes. */
  *pieces(): Generator<string> {
    if (this.fd === undefined) {
      for (const bytes of this.pending) yield bytes.toString('utf8')
      return
    }
    this.flush()
    // A piece may end inside a character: the decoder keeps its first bytes for the next.
    const decoder = new StringDecoder('utf8')
    const bytes = Buffer.allocUnsafe(readSize)
    for (let offset = 0; offset < this.fileBytes;) {
      const read = fs.readSync(this.fd, bytes, 0, Math.min(readSize, this.fileBytes - offset), offset)
      if (read === 0) break
      offset += read
      yield decoder.write(bytes.subarray(0, read))
    }
    yield decoder.end()
  }

  /** Let the text go (and the file). */
  close(): void {
    this.pending = []
    this.pendingBytes = 0
    if (this.fd !== undefined) fs.closeSync(this.fd)
    this.fd = undefined
    this.fileBytes = 0
  }

  /** Whether the text is (also) in a file: for tests. */
  get onDisk(): boolean {
    return this.fd !== undefined
  }

  private flush(): void {
    if (this.pendingBytes === 0) return
    this.fd ??= openUnlinked()
    const bytes = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending)
    let done = 0
    while (done < bytes.length) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.fileBytes + done)
    this.fileBytes += bytes.length
    this.pending = []
    this.pendingBytes = 0
  }
}

/** A new file, open for reading and writing, already gone from its folder (where the system allows: else at exit). */
function openUnlinked(): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'urilint-report-'))
  const file = path.join(folder, 'report')
  const fd = fs.openSync(file, 'wx+', 0o600)
  try {
    fs.rmSync(folder, {recursive: true, force: true})
  } catch {
    process.once('exit', () => {
      try {
        fs.rmSync(folder, {recursive: true, force: true})
      } catch {
        // Left behind: the system would not remove an open file.
      }
    })
  }
  return fd
}
