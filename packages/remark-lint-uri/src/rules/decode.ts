/**
 * Decode what Markdown (CommonMark 2.4, 2.5) and HTML attributes decode in a
 * URL before it reaches the tree, keeping a map back to the source: backslash
 * escapes and character references. Percent-encoding is left as written: it
 * is part of the URI.
 */
import {decodeNamedCharacterReference} from 'decode-named-character-reference'
import {DecodingMode, EntityDecoder, htmlDecodeTree} from 'entities/decode'
import {decodeNumericCharacterReference} from 'micromark-util-decode-numeric-character-reference'
import {SegmentBuilder, type Segment} from './segments.ts'

const backslash = 0x5c
const ampersand = 0x26
const numberSign = 0x23
const semicolon = 0x3b
const lowerX = 0x78
const upperX = 0x58

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
    if (code === backslash && index + 1 < end && isAsciiPunctuation(source.charCodeAt(index + 1))) {
      builder.verbatim(source.slice(run, index), run)
      builder.atomic(source.charAt(index + 1), index, index + 2)
      index += 2
      run = index
      continue
    }
    if (code === ampersand) {
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
  if (source.charCodeAt(index) === numberSign) {
    index++
    const hex = source.charCodeAt(index) === lowerX || source.charCodeAt(index) === upperX
    if (hex) index++
    const digitsStart = index
    const max = hex ? maxHexSize : maxDecimalSize
    while (index < end && index - digitsStart < max && (hex ? isHexDigit(source.charCodeAt(index)) : isDigit(source.charCodeAt(index)))) index++
    if (index === digitsStart || index >= end || source.charCodeAt(index) !== semicolon) return undefined
    const value = decodeNumericCharacterReference(source.slice(digitsStart, index), hex ? 16 : 10)
    return {value, end: index + 1}
  }
  const nameStart = index
  while (index < end && index - nameStart < maxNameSize && isAsciiAlphanumeric(source.charCodeAt(index))) index++
  if (index === nameStart || index >= end || source.charCodeAt(index) !== semicolon) return undefined
  const value = decodeNamedCharacterReference(source.slice(nameStart, index))
  return value === false ? undefined : {value, end: index + 1}
}

/**
 * Decode character references in an HTML attribute value
 * `source[start, end)` the way a browser does (HTML 13.2.5.72: in attribute
 * mode, legacy references without `;` before `=` or an alphanumeric stay as
 * written).
 */
export function decodeAttribute(source: string, start: number, end: number): Decoded {
  const builder = new SegmentBuilder()
  // The decoder reads to the end of its input: give it the value alone.
  const text = source.slice(start, end)
  let run = 0
  let index = text.indexOf('&')
  // What the decoder emitted for the current `&`: the text and the length it consumed (with `&`).
  const last = {text: '', consumed: 0}
  const decoder = new EntityDecoder(htmlDecodeTree, (codePoint, length) => {
    last.text = String.fromCodePoint(codePoint)
    last.consumed = length
  })

  while (index !== -1) {
    last.consumed = 0
    decoder.startEntity(DecodingMode.Attribute)
    if (decoder.write(text, index + 1) < 0) decoder.end()
    if (last.consumed > 0) {
      builder.verbatim(text.slice(run, index), start + run)
      builder.atomic(last.text, start + index, start + index + last.consumed)
      run = index + last.consumed
      index = text.indexOf('&', run)
    } else {
      index = text.indexOf('&', index + 1)
    }
  }

  builder.verbatim(text.slice(run), start + run)
  return {value: builder.value, segments: builder.segments}
}

function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e)
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)
}

function isAsciiAlphanumeric(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}
