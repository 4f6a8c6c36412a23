/** Percent-encoding of UTF-8 octets (RFC 3986 2.1 and 2.5). */

const hex = '0123456789ABCDEF'

/** `%XX` for one octet, uppercase as RFC 3986 2.1 recommends. */
export function percentOctet(octet: number): string {
  return '%' + hex[octet >> 4]! + hex[octet & 15]!
}

/**
 * The percent-encoded UTF-8 form of the code point at `index` (a lone
 * surrogate has none: `undefined`).
 */
export function percentCodePoint(codePoint: number): string | undefined {
  if (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) return undefined
  if (codePoint < 0x80) return percentOctet(codePoint)
  if (codePoint < 0x8_00) {
    return percentOctet(0xc0 | (codePoint >> 6)) + percentOctet(0x80 | (codePoint & 63))
  }
  if (codePoint < 0x1_00_00) {
    return (
      percentOctet(0xe0 | (codePoint >> 12)) +
      percentOctet(0x80 | ((codePoint >> 6) & 63)) +
      percentOctet(0x80 | (codePoint & 63))
    )
  }
  return (
    percentOctet(0xf0 | (codePoint >> 18)) +
    percentOctet(0x80 | ((codePoint >> 12) & 63)) +
    percentOctet(0x80 | ((codePoint >> 6) & 63)) +
    percentOctet(0x80 | (codePoint & 63))
  )
}
