/** Binary detection: a NUL byte near the start of a file means it is not text. */

/** How much of a file is looked at for NUL bytes (as git does). */
export const sniffLength = 8000

/** Whether the start of a file holds a NUL: then it is not text (an image named `.txt`, say). */
export function isBinary(head: Uint8Array | string): boolean {
  const end = Math.min(head.length, sniffLength)
  if (typeof head === 'string') return head.slice(0, end).includes('\u0000')
  for (let index = 0; index < end; index++) if (head[index] === 0) return true
  return false
}
