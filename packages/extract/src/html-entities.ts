/**
 * Character references in HTML attribute values, decoded as a browser does
 * (with the `entities` decoder htmlparser2 uses), keeping a map back to the
 * source. Percent-encoding is left as written: it is part of the URI.
 */
import {DecodingMode, EntityDecoder, htmlDecodeTree} from 'entities/decode'
import {SegmentBuilder, type Segment} from './source-map.js'

/** A decoded value and its map to the source. */
interface Decoded {
  value: string
  segments: Segment[]
}

/**
 * Decode the character references of the attribute value
 * `source[start, end)` (HTML 13.2.5.72, in attribute mode: a legacy
 * reference without `;` before `=` or an alphanumeric stays as written). Each
 * reference maps to its source as a whole, the rest character for character.
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
