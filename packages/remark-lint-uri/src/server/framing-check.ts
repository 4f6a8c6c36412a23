/**
 * The framing of what a client sends the server over stdio (Language Server
 * Protocol: header fields, an empty line, then `Content-Length` bytes),
 * followed byte by byte beside vscode-jsonrpc's reader. That reader keeps
 * everything until a header block ends and then until its content is
 * complete, without a bound: `/dev/zero` on stdin, or a `Content-Length`
 * of terabytes, grew the server's memory without end. This check stops
 * that in a bounded number of bytes, and says why in one line.
 */
import {codes} from '@urilint/core/character'

export const framingLimits = {
  /** A header block (with its empty line) longer than this is no client's. */
  headerBytes: 8192,
  /** The largest message taken: a 16 MiB document (urilint's bound on a file) escaped as JSON, twice over. */
  contentBytes: 128 * 1024 * 1024
} as const

const contentLengthField = 'content-length:'

/** Follows the framing of the bytes given to `check`; the first problem, in one line, else `undefined`. */
export class FramingCheck {
  /** The bytes of the header block read so far (at most `headerBytes`). */
  private header: number[] = []
  /** Content bytes still to come; -1 while in a header block. */
  private remaining = -1

  check(chunk: Uint8Array): string | undefined {
    let index = 0
    while (index < chunk.length) {
      if (this.remaining > 0) {
        const taken = Math.min(this.remaining, chunk.length - index)
        this.remaining -= taken
        index += taken
        continue
      }
      if (this.remaining === 0) this.remaining = -1
      const byte = chunk[index++]!
      this.header.push(byte)
      if (this.header.length > framingLimits.headerBytes) {
        return `Unexpected ${framingLimits.headerBytes} bytes without the empty line that ends a header, expected the Language Server Protocol (\`Content-Length: N\`, an empty line, N bytes)`
      }
      if (byte === codes.lf && endsHeader(this.header)) {
        const length = contentLength(this.header)
        if (length === undefined)
          return 'Unexpected header without a `Content-Length`, expected the Language Server Protocol (`Content-Length: N`, an empty line, N bytes)'
        if (length > framingLimits.contentBytes)
          return `Unexpected message of ${length} bytes, expected at most ${framingLimits.contentBytes}`
        this.header = []
        this.remaining = length
      }
    }
    if (this.remaining === 0) this.remaining = -1
    return undefined
  }
}

/** Whether `header` ends with `\r\n\r\n`. */
function endsHeader(header: readonly number[]): boolean {
  const end = header.length
  return (
    end >= 4 &&
    header[end - 4] === codes.cr &&
    header[end - 3] === codes.lf &&
    header[end - 2] === codes.cr &&
    header[end - 1] === codes.lf
  )
}

/** The `Content-Length` of a header block (field names in any case, as vscode-jsonrpc reads them). */
function contentLength(header: readonly number[]): number | undefined {
  for (const line of String.fromCharCode(...header).split('\r\n')) {
    if (line.slice(0, contentLengthField.length).toLowerCase() !== contentLengthField) continue
    const value = line.slice(contentLengthField.length).trim()
    return /^\d{1,15}$/.test(value) ? Number(value) : undefined
  }
  return undefined
}
