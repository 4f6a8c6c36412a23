/** Cutting test input into chunks, for the streaming properties. */

/** `value` (text or bytes) cut at `cuts`, each taken modulo its length + 1, in order; empty chunks included. */
export function cutAt<T extends string | Uint8Array>(value: T, cuts: readonly number[]): T[] {
  const positions = [...new Set(cuts.map((cut) => cut % (value.length + 1)))].sort((a, b) => a - b)
  const chunks: T[] = []
  let previous = 0
  for (const position of positions) {
    chunks.push(value.slice(previous, position) as T)
    previous = position
  }
  chunks.push(value.slice(previous) as T)
  return chunks
}
