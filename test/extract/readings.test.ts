/** A URI found again is read once (result.ts `readingOf`): its results are as if each were read alone. */
import {extract, extractStream, type ExtractedUri} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

/** What a result reads from its own text and place. */
function summary(result: ExtractedUri) {
  return {
    uri: result.uri,
    start: result.start,
    line: result.line,
    ascii: result.ascii,
    diagnostics: result.diagnostics.map((each) => [each.id, each.start, each.end, each.line, each.column]),
    placeholders: result.placeholders
  }
}

describe('a URI found again', () => {
  const text =
    'see http://example.com/%zz and ldap://hostport/dn?attributes here\nagain http://example.com/%zz and ldap://hostport/dn?attributes'

  it('has its own diagnostics, located where it is', () => {
    expect(extract(text, {templates: true}).map(summary)).toEqual([
      {
        uri: 'http://example.com/%zz',
        start: 4,
        line: 1,
        ascii: undefined,
        diagnostics: [['invalid-percent-encoding', 23, 26, 1, 24]],
        placeholders: undefined
      },
      {
        uri: 'ldap://hostport/dn?attributes',
        start: 31,
        line: 1,
        ascii: undefined,
        diagnostics: [],
        placeholders: [{start: 7, end: 15}]
      },
      {
        uri: 'http://example.com/%zz',
        start: 72,
        line: 2,
        ascii: undefined,
        diagnostics: [['invalid-percent-encoding', 91, 94, 2, 26]],
        placeholders: undefined
      },
      {
        uri: 'ldap://hostport/dn?attributes',
        start: 99,
        line: 2,
        ascii: undefined,
        diagnostics: [],
        placeholders: [{start: 7, end: 15}]
      }
    ])
  })

  it('has placeholders of its own, which a change to another leaves as they are', () => {
    const [, first, , second] = extract(text, {templates: true})
    first!.placeholders![0]!.start = 0
    expect(second!.placeholders).toEqual([{start: 7, end: 15}])
    expect(first!.placeholders).not.toBe(second!.placeholders)
  })

  it('an IRI keeps its ASCII form', () => {
    const found = extract('http://bücher.example/ and http://bücher.example/')
    expect(found.map((each) => each.ascii)).toEqual(['http://xn--bcher-kva.example/', 'http://xn--bcher-kva.example/'])
  })

  it('reads the same when URIs sharing a slot of the table take turns', () => {
    // 16 slots of two ways for a short text: of 12 URIs, some share one and are found again behind another.
    const uris = Array.from({length: 12}, (_, index) =>
      index % 3 === 0
        ? `http://h${index}.example/%zz`
        : index % 3 === 1
          ? `ldap://hostport/h${index}`
          : `http://h${index}.example/`
    )
    const text = [...uris, ...uris, ...uris.toReversed(), ...uris].join(' ')
    const alone = (uri: string) => extract(uri, {templates: true})[0]!
    expect(
      extract(text, {templates: true}).map((each) => [each.uri, each.diagnostics.map((d) => d.id), each.placeholders])
    ).toEqual(
      [...uris, ...uris, ...uris.toReversed(), ...uris].map((uri) => {
        const each = alone(uri)
        return [each.uri, each.diagnostics.map((d) => d.id), each.placeholders]
      })
    )
  })

  it('reads the same after more URIs than its table holds, one-shot and in chunks', async () => {
    const uris = Array.from(
      {length: 3000},
      (_, index) => `http://h${index % 1500}.example/${index % 7 === 0 ? '%zz' : 'a'}`
    )
    const many = uris.join(' ') + ' ldap://hostport/dn http://h0.example/%zz'
    const found = extract(many, {templates: true})
    const alone = uris.map((uri) => extract(uri)[0]!)
    expect(found.slice(0, 3000).map((each) => [each.uri, each.diagnostics.map((d) => d.id)])).toEqual(
      alone.map((each) => [each.uri, each.diagnostics.map((d) => d.id)])
    )
    expect(found.slice(3000).map(summary)).toEqual([
      {
        uri: 'ldap://hostport/dn',
        start: 67_638,
        line: 1,
        ascii: undefined,
        diagnostics: [],
        placeholders: [{start: 7, end: 15}]
      },
      {
        uri: 'http://h0.example/%zz',
        start: 67_657,
        line: 1,
        ascii: undefined,
        diagnostics: [['invalid-percent-encoding', 67_675, 67_678, 1, 67_676]],
        placeholders: undefined
      }
    ])
    const chunks: string[] = []
    for (let at = 0; at < many.length; at += 997) chunks.push(many.slice(at, at + 997))
    const streamed: ExtractedUri[] = []
    for await (const each of extractStream(chunks, {templates: true})) streamed.push(each)
    expect(streamed.map(summary)).toEqual(found.map(summary))
  })
})
