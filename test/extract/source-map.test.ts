/**
 * `@urilint/extract/source-map`: maps from a derived string (a URI with
 * references and escapes decoded, whitespace dropped, `http://` added) back
 * to the source. The cases are those remark-lint-uri's position tests go
 * through (test/remark-lint-uri/rules/rules.test.ts, `positions`): a
 * character reference in a password, an escaped `<`, a `www.` literal, HTML
 * in a block quote, and a map of 10^4 pieces.
 */
import {
  addPrefix,
  compose,
  SegmentBuilder,
  slice,
  sourceEnd,
  sourceRange,
  sourceStart,
  verbatim,
  type Segment
} from '@urilint/extract/source-map'
import {describe, expect, it} from 'vitest'

describe('SegmentBuilder', () => {
  it('merges runs of verbatim text and keeps each atomic piece apart', () => {
    const builder = new SegmentBuilder()
    builder.verbatim('ab', 0)
    builder.verbatim('cd', 2)
    builder.verbatim('', 9)
    builder.atomic('&', 4, 9)
    builder.verbatim('e', 9)
    builder.verbatim('f', 11)
    expect(builder.value).toBe('abcd&ef')
    expect(builder.segments).toEqual([
      {from: 0, to: 4, start: 0, end: 4},
      {from: 4, to: 5, start: 4, end: 9},
      {from: 5, to: 6, start: 9, end: 10},
      {from: 6, to: 7, start: 11, end: 12}
    ])
  })
})

describe('sourceStart, sourceEnd, sourceRange', () => {
  // `[a](https://u:p&#x61;ss9@h.example.com/)`: the password `pass9` is written `p&#x61;ss9`.
  const source = '[a](https://u:p&#x61;ss9@h.example.com/)'
  const builder = new SegmentBuilder()
  builder.verbatim('https://u:p', 4)
  builder.atomic('a', 15, 21)
  builder.verbatim('ss9@h.example.com/', 21)

  it('map a range through a character reference to where it is written', () => {
    expect(builder.value).toBe('https://u:pass9@h.example.com/')
    const password = sourceRange(builder.segments, 10, 15)
    expect(password).toEqual({start: 14, end: 24})
    expect(source.slice(password.start, password.end)).toBe('p&#x61;ss9')
    // Inside the reference: the whole reference.
    expect(sourceRange(builder.segments, 11, 12)).toEqual({start: 15, end: 21})
  })

  it('map an escaped character to the escape and the character (`\\<`)', () => {
    const escaped = new SegmentBuilder()
    escaped.verbatim('https://h.example.com/', 75)
    escaped.atomic('<', 97, 99)
    escaped.verbatim('x', 99)
    expect(sourceRange(escaped.segments, 22, 23)).toEqual({start: 97, end: 99})
  })

  it('at a boundary between pieces: a start moves to the later piece, an end stays at the earlier one', () => {
    // `abc` on one line at 10, `def` on the next at 20.
    const segments: Segment[] = [
      {from: 0, to: 3, start: 10, end: 13},
      {from: 3, to: 6, start: 20, end: 23}
    ]
    expect(sourceStart(segments, 3)).toBe(20)
    expect(sourceEnd(segments, 3)).toBe(13)
    expect(sourceStart(segments, 0)).toBe(10)
    expect(sourceEnd(segments, 0)).toBe(10)
    expect(sourceEnd(segments, 6)).toBe(23)
    // At and past the end of the value: the end of the last piece.
    expect(sourceStart(segments, 6)).toBe(23)
    expect(sourceStart(segments, 9)).toBe(23)
    expect(sourceEnd(segments, 9)).toBe(23)
    // An empty range stays empty; a range across the boundary covers both pieces.
    expect(sourceRange(segments, 3, 3)).toEqual({start: 20, end: 20})
    expect(sourceRange(segments, 2, 4)).toEqual({start: 12, end: 21})
    expect(sourceRange(segments, 3, 2)).toEqual({start: 20, end: 20})
  })

  it('give 0 for an empty map', () => {
    expect(sourceStart([], 0)).toBe(0)
    expect(sourceEnd([], 4)).toBe(0)
  })
})

describe('verbatim, slice', () => {
  it('map a value written as is, moved, and a part of it', () => {
    expect(verbatim('http://x/', 7)).toEqual([{from: 0, to: 9, start: 7, end: 16}])
    const builder = new SegmentBuilder()
    builder.verbatim('a b', 0)
    builder.atomic('&', 3, 8)
    builder.verbatim('c ', 8)
    // A slice renumbers from 0; an atomic piece keeps its whole source range.
    expect(slice(builder.segments, 2, 5)).toEqual([
      {from: 0, to: 1, start: 2, end: 3},
      {from: 1, to: 2, start: 3, end: 8},
      {from: 2, to: 3, start: 8, end: 9}
    ])
  })
})

describe('compose', () => {
  it('maps through two steps: references in an HTML value, the value in a block quote', () => {
    // Source: `> <a href="x&amp;\n> y">`; the HTML without the `> ` quote prefixes is
    // `<a href="x&amp;\ny">`, mapped into the source by `inner`.
    const source = '> <a href="x&amp;\n> y">'
    const html = '<a href="x&amp;\ny">'
    const inner: Segment[] = [
      {from: 0, to: 16, start: 2, end: 18},
      {from: 16, to: 19, start: 20, end: 23}
    ]
    // The value `x&\ny` in `html`: `&amp;` atomic.
    const outer: Segment[] = [
      {from: 0, to: 1, start: 9, end: 10},
      {from: 1, to: 2, start: 10, end: 15},
      {from: 2, to: 4, start: 15, end: 17}
    ]
    const composed = compose(outer, inner)
    expect(composed).toEqual([
      {from: 0, to: 1, start: 11, end: 12},
      {from: 1, to: 2, start: 12, end: 17},
      {from: 2, to: 3, start: 17, end: 18},
      {from: 3, to: 4, start: 20, end: 21}
    ])
    expect(source.slice(12, 17)).toBe('&amp;')
    expect(source.slice(20, 21)).toBe(html.slice(16, 17))
  })
})

describe('addPrefix', () => {
  it('maps `http://` added to a `www.` find to the empty stretch where it starts', () => {
    const source = '[a](x) and www.example.com:25/x and more'
    const found = 'www.example.com:25/x'
    const start = source.indexOf(found)
    const segments = verbatim(found, start)
    const prefixed = addPrefix(segments, 'http://'.length)
    expect(prefixed).toEqual([
      {from: 0, to: 7, start, end: start},
      {from: 7, to: 27, start, end: start + 20}
    ])
    // The port `25` of `http://www.example.com:25/x`.
    const port = sourceRange(prefixed, 23, 25)
    expect(source.slice(port.start, port.end)).toBe('25')
    expect(sourceRange(prefixed, 0, 7)).toEqual({start, end: start})
    // The map given is left as it was; no prefix, or nothing to anchor it to: only shifted.
    expect(segments).toEqual([{from: 0, to: 20, start, end: start + 20}])
    expect(addPrefix(segments, 0)).toEqual(segments)
    expect(addPrefix([], 7)).toEqual([])
  })
})

describe('a map of 10^4 pieces (HTML spread over 10^4 quoted lines)', () => {
  it('maps every offset by binary search', () => {
    const lines = 10_000
    // `ab` on each line, each line 5 long (`> ab\n`): value offset 2i+k is at 5i+2+k.
    const segments: Segment[] = Array.from({length: lines}, (_, index) => ({
      from: 2 * index,
      to: 2 * index + 2,
      start: 5 * index + 2,
      end: 5 * index + 4
    }))
    const offsets = Array.from({length: 2 * lines}, (_, index) => index)
    expect(offsets.map((index) => sourceStart(segments, index))).toEqual(
      offsets.map((index) => 5 * Math.floor(index / 2) + 2 + (index % 2))
    )
    expect(sourceRange(segments, 3, 2 * lines)).toEqual({start: 8, end: 5 * (lines - 1) + 4})
  })
})
