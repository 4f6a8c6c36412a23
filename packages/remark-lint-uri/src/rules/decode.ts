/**
 * Decode what Markdown (CommonMark 2.4, 2.5) decodes in a link destination
 * before it reaches the tree, keeping a source map back to the source:
 * backslash escapes and character references. Percent-encoding is left as
 * written: it is part of the URI. (HTML attribute values are decoded by
 * `@urilint/extract`'s `htmlUrls`.)
 */
import {codes, isAlphanumeric, isAsciiPunctuation, isDigit, isHexDigit} from '@urilint/core/character'
import {SegmentBuilder, type Segment} from '@urilint/extract/source-map'
import {decodeNamedCharacterReference} from 'decode-named-character-reference'
import {decodeNumericCharacterReference} from 'micromark-util-decode-numeric-character-reference'

/** Longest name of a named character reference (CommonMark: 31 after the first). */
const maxNameSize = 32
/** Longest decimal (7) and hexadecimal (6) numeric character references. */
const maxDecimalSize = 7
const maxHexSize = 6

export interface Decoded {
  value: string
  segments: Segment[]
}

/**
 * Decode backslash escapes and character references in
 * `source[start, end)` the way micromark does for destinations and titles.
 */
export function decodeMarkdown(source: string, start: number, end: number): Decoded {
  const builder = new SegmentBuilder()
  let run = start
  let index = start

  while (index < end) {
    const code = source.charCodeAt(index)
    // `\!`: an escaped ASCII punctuation character stands for itself.
    if (code === codes.backslash && index + 1 < end && isAsciiPunctuation(source.charCodeAt(index + 1))) {
      builder.verbatim(source.slice(run, index), run)
      builder.atomic(source.charAt(index + 1), index, index + 2)
      index += 2
      run = index
      continue
    }
    if (code === codes.ampersand) {
      const reference = characterReference(source, index, end)
      if (reference !== undefined) {
        builder.verbatim(source.slice(run, index), run)
        builder.atomic(reference.value, index, reference.end)
        index = reference.end
        run = index
        continue
      }
    }
    index++
  }

  builder.verbatim(source.slice(run, end), run)
  return {value: builder.value, segments: builder.segments}
}

/** `&amp;`, `&#35;`, `&#x23;` at `start` (CommonMark 2.5), if valid. */
function characterReference(source: string, start: number, end: number): {value: string; end: number} | undefined {
  let index = start + 1
  if (source.charCodeAt(index) === codes.numberSign) {
    index++
    const hex = source.charCodeAt(index) === codes.lowercaseX || source.charCodeAt(index) === codes.uppercaseX
    if (hex) index++
    const digitsStart = index
    const max = hex ? maxHexSize : maxDecimalSize
    while (
      index < end &&
      index - digitsStart < max &&
      (hex ? isHexDigit(source.charCodeAt(index)) : isDigit(source.charCodeAt(index)))
    )
      index++
    if (index === digitsStart || index >= end || source.charCodeAt(index) !== codes.semicolon) return undefined
    const value = decodeNumericCharacterReference(source.slice(digitsStart, index), hex ? 16 : 10)
    return {value, end: index + 1}
  }
  const nameStart = index
  while (index < end && index - nameStart < maxNameSize && isAlphanumeric(source.charCodeAt(index))) index++
  if (index === nameStart || index >= end || source.charCodeAt(index) !== codes.semicolon) return undefined
  const value = decodeNamedCharacterReference(source.slice(nameStart, index))
  return value === false ? undefined : {value, end: index + 1}
}
