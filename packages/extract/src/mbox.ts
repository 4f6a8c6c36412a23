/**
 * Splitting an mbox file into its messages (RFC 4155): a message starts
 * with a `From ` line at the start of the file or after a blank line; body
 * lines escaped as `>From ` (mboxrd: `>>From ` …) lose one `>`.
 */
import {codes} from '@urilint/core/character'

const fromLine = [0x46, 0x72, 0x6f, 0x6d, 0x20] // `From `

/** One message of an mbox: its bytes (separator line removed, `>From ` unescaped). */
export interface MboxMessage {
  /** 0-based index in the file. */
  index: number
  /** Byte offset of its `From ` line in the file. */
  offset: number
  raw: Uint8Array
}

/** Whether `bytes` starts like an mbox file (`From ` on the first line). */
export function isMbox(bytes: Uint8Array): boolean {
  return startsWithFrom(bytes, 0)
}

/** Split mbox `bytes` into messages; text before the first `From ` line is ignored. */
export function splitMbox(bytes: Uint8Array): MboxMessage[] {
  const starts: number[] = []
  let lineStart = 0
  let blank = true

  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(codes.lf, lineStart)
    if (lineEnd < 0) lineEnd = bytes.length
    if (blank && startsWithFrom(bytes, lineStart)) starts.push(lineStart)
    const length = lineEnd - lineStart
    blank = length === 0 || (length === 1 && bytes[lineStart] === codes.cr)
    lineStart = lineEnd + 1
  }

  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1]! : bytes.length
    let bodyStart = bytes.indexOf(codes.lf, start)
    bodyStart = bodyStart < 0 || bodyStart > end ? end : bodyStart + 1
    return {index, offset: start, raw: unescape(bytes.subarray(bodyStart, end))}
  })
}

/** Drop one `>` from each line matching `>+From `. */
function unescape(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let length = 0
  let lineStart = true

  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!

    if (lineStart && byte === codes.greaterThan) {
      let cursor = index
      while (cursor < bytes.length && bytes[cursor] === codes.greaterThan) cursor++
      if (startsWithFrom(bytes, cursor)) index++
    }

    out[length++] = bytes[index]!
    lineStart = bytes[index] === codes.lf
  }

  return out.subarray(0, length)
}

function startsWithFrom(bytes: Uint8Array, index: number): boolean {
  if (index + fromLine.length > bytes.length) return false
  for (let offset = 0; offset < fromLine.length; offset++) if (bytes[index + offset] !== fromLine[offset]) return false
  return true
}
