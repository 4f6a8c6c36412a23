/**
 * Every `fixtures/extract/<case>.txt` against its `<case>.json`: the exact
 * URIs, delimiters, spans (offsets, lines, columns) and readings.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {extract, type ExtractOptions} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

const directory = new URL('../../fixtures/extract/', import.meta.url)
const names = readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort()

interface Expected {
  options: ExtractOptions
  uris: Record<string, unknown>[]
}

describe('fixtures/extract', () => {
  it('has a fixture for each rule', () => {
    expect(names.length).toBe(46)
  })

  for (const name of names) {
    it(name, () => {
      const text = readFileSync(new URL(name + '.txt', directory), 'utf8')
      const expected = JSON.parse(readFileSync(new URL(name + '.json', directory), 'utf8')) as Expected
      const actual = extract(text, expected.options).map((found) => {
        const shape: Record<string, unknown> = {
          uri: found.uri,
          delimiter: found.delimiter,
          kind: found.kind,
          rejoined: found.rejoined,
          spans: found.spans
        }
        if (found.alternatives) shape.alternatives = found.alternatives
        if (found.expanded !== undefined) shape.expanded = found.expanded
        if (found.ascii !== undefined) shape.ascii = found.ascii
        if (found.placeholders !== undefined) shape.placeholders = found.placeholders
        return shape
      })
      expect(actual).toEqual(expected.uris)

      // The spans' texts joined are the URI.
      for (const found of extract(text, expected.options)) {
        expect(found.spans.map((span) => text.slice(span.start, span.end)).join('')).toBe(found.uri)
      }
    })
  }
})
