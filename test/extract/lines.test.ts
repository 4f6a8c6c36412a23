/**
 * Lines and columns: plain numbers, counted as results are made, equal to
 * counting by hand and to the streamed results, where URIs are sparse as
 * where they are dense.
 */
import {extract, extractStream, type ExtractedUri} from '@urilint/extract'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

/** Sixty characters of prose and a line feed. */
const proseLine = 'The quick brown fox jumps over the lazy dog, twice or thrice.\n'

/** 1-based line and column of `offset`, counted the slow, obvious way. */
function naive(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset)
  const lastLineFeed = before.lastIndexOf('\n')
  return {line: before.split('\n').length, column: offset - lastLineFeed}
}

async function streamed(text: string): Promise<ExtractedUri[]> {
  const found: ExtractedUri[] = []
  for await (const result of extractStream([text])) found.push(result)
  return found
}

// 3,000 lines with three URIs: sparse.
const sparse =
  proseLine.repeat(9) +
  'See https://example.com/first for details.\n' +
  proseLine.repeat(1490) +
  'Wrapped <https://example.com/a/\r\n   b%zz> here.\r\n' +
  proseLine.repeat(1497) +
  '  mailto:someone@example.org\n'

describe('lines where URIs are sparse', () => {
  const results = extract(sparse)

  it('gives each URI, span and diagnostic its exact line and column', () => {
    expect(results.map((result) => [result.uri, result.line, result.column])).toEqual([
      ['https://example.com/first', 10, 5],
      ['https://example.com/a/b%zz', 1501, 10],
      ['mailto:someone@example.org', 3000, 3]
    ])
    expect(results[1]!.spans.map((span) => [span.line, span.column])).toEqual([
      [1501, 10],
      [1502, 4]
    ])
    const diagnostic = results[1]!.diagnostics[0]!
    expect([diagnostic.id, diagnostic.line, diagnostic.column, sparse.slice(diagnostic.start, diagnostic.end)]).toEqual(
      ['invalid-percent-encoding', 1502, 5, '%zz']
    )
  })

  it('agrees with counting by hand at every start', () => {
    for (const result of results) {
      expect({line: result.line, column: result.column}).toEqual(naive(sparse, result.start))
      for (const span of result.spans) expect({line: span.line, column: span.column}).toEqual(naive(sparse, span.start))
    }
  })

  it('gives the same lines read backwards', () => {
    const fresh = extract(sparse)
    expect(fresh.toReversed().flatMap((result) => result.spans.toReversed().map((span) => span.line))).toEqual([
      3000, 1502, 1501, 10
    ])
    expect(fresh.map((result) => result.line)).toEqual([10, 1501, 3000])
  })

  it('equals the streamed (counted) results, key for key and in JSON', async () => {
    const counted = await streamed(sparse)
    expect(results).toEqual(counted)
    expect(JSON.stringify(results)).toBe(JSON.stringify(counted))
    expect(Object.keys(results[0]!)).toEqual(Object.keys(counted[0]!))
    expect(Object.keys(results[0]!)).toEqual([
      'uri',
      'spans',
      'start',
      'end',
      'line',
      'column',
      'outerStart',
      'outerEnd',
      'delimiter',
      'kind',
      'rejoined',
      'diagnostics'
    ])
  })

  it('gives every result, span and diagnostic a plain `line` (a data property)', () => {
    const plain = (object: object) => Object.getOwnPropertyDescriptor(object, 'line')
    for (const result of results) {
      expect(plain(result)).toEqual({value: result.line, writable: true, enumerable: true, configurable: true})
      for (const span of result.spans)
        expect(plain(span)).toEqual({value: span.line, writable: true, enumerable: true, configurable: true})
      for (const diagnostic of result.diagnostics)
        expect(plain(diagnostic)).toEqual({
          value: diagnostic.line,
          writable: true,
          enumerable: true,
          configurable: true
        })
    }
    expect(Object.getOwnPropertySymbols(results[2]!)).toEqual([])
  })
})

describe('lines where URIs are dense', () => {
  it('gives the same figures as counting by hand', () => {
    const dense = Array.from({length: 200}, (_, index) => `x http://example.com/${index}\r\n`).join('')
    const results = extract(dense)
    expect(results).toHaveLength(200)
    expect(Object.getOwnPropertyDescriptor(results[199]!, 'line')).toEqual({
      value: 200,
      writable: true,
      enumerable: true,
      configurable: true
    })
    for (const result of results) expect({line: result.line, column: result.column}).toEqual(naive(dense, result.start))
  })
})

describe('property: one-shot and streamed lines agree', () => {
  const part = fc.oneof(
    {weight: 6, arbitrary: fc.integer({min: 1, max: 40}).map((count) => proseLine.repeat(count))},
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'http://a.example/x ',
        '<http://b.example/\n  y>',
        '"urn:x:\r\n y"',
        'see http://c.example/p-\nq ',
        '\r\n',
        '\n\n',
        'é例\n'
      )
    }
  )
  const text = fc.array(part, {minLength: 1, maxLength: 40}).map((parts) => parts.join(''))

  it('one-shot equals streamed, and every line and column is the hand-counted one', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        // Lines read backwards first, then in order.
        const backwards = extract(value)
        expect(backwards.toReversed().map((result) => result.line)).toEqual(
          backwards.toReversed().map((result) => naive(value, result.start).line)
        )
        const results = extract(value)
        expect(results).toEqual(await streamed(value))
        for (const result of results) {
          for (const span of result.spans)
            expect({line: span.line, column: span.column}).toEqual(naive(value, span.start))
        }
      }),
      {numRuns: 150}
    )
  })
})
