/**
 * RFC 3986 Appendix E (draft-fielding-uri-rfc2396bis-00) and RFC 2396
 * Appendix E, "Recommendations for Delimiting URI in Context".
 */
import {extract, type ExtractOptions} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

// "For example, the text: [...] contains the URI references
//    http://www.w3.org/Addressing/
//    ftp://ds.internic.net/rfc/
//    http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"
const references = [
  'http://www.w3.org/Addressing/',
  'ftp://ds.internic.net/rfc/',
  'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING'
]

describe('Appendix E example', () => {
  it('draft-fielding-uri-rfc2396bis-00 (indented as printed): exactly its three URIs', () => {
    const text = [
      '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
      '      but you can probably pick it up from <ftp://ds.internic.',
      '      net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
      '      ietf/uri/historical.html#WARNING>.'
    ].join('\n')
    const found = extract(text)
    expect(found.map((uri) => uri.uri)).toEqual(references)
    expect(found.map((uri) => uri.delimiter)).toEqual(['quote', 'angle', 'angle'])
    expect(found.map((uri) => uri.rejoined)).toEqual([false, true, true])
    expect(found[1]!.spans).toEqual([
      {start: 110, end: 128, line: 2, column: 45},
      {start: 135, end: 143, line: 3, column: 7}
    ])
    expect(found[1]!.outerStart).toBe(109)
    expect(found[1]!.outerEnd).toBe(144)
  })

  it('RFC 2396 (as printed, not indented): exactly its three URIs', () => {
    const text =
      'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n' +
      'but you can probably pick it up from <ftp://ds.internic.\n' +
      'net/rfc/>. Note the warning in <http://www.ics.uci.edu/pub/\n' +
      'ietf/uri/historical.html#WARNING>.\n'
    expect(extract(text).map((uri) => uri.uri)).toEqual(references)
  })

  // "These wrappers do not form part of the URI."
  it('drops the wrappers', () => {
    expect(
      extract('"http://test.com/" <http://test.com/> http://test.com/').map((uri) => [uri.uri, uri.delimiter])
    ).toEqual([
      ['http://test.com/', 'quote'],
      ['http://test.com/', 'angle'],
      ['http://test.com/', 'bare']
    ])
  })

  // "The prefix "URL:" (with or without a trailing space) [...]"
  it('drops the `URL:` prefix, with or without a space', () => {
    expect(
      extract('<URL:http://a.example/> <URL: http://b.example/>').map((uri) => [uri.uri, uri.delimiter, uri.start])
    ).toEqual([
      ['http://a.example/', 'url-prefix', 5],
      ['http://b.example/', 'url-prefix', 30]
    ])
  })

  // "the interpreter of a URI containing a line break immediately after a
  // hyphen should ignore all unescaped whitespace around the line break, and
  // should be aware that the hyphen may or may not actually be part of the URI."
  it('offers both readings of a hyphen at a line break, the hyphen kept first', () => {
    const [found] = extract('<http://www.exam-\n   ple.com/>')
    expect(found!.uri).toBe('http://www.exam-ple.com/')
    expect(found!.alternatives).toEqual(['http://www.exam-ple.com/', 'http://www.example.com/'])
  })
})

// "[...] a URI containing a line break [...]": the break may fall inside the scheme, and the
// scheme then starts on the line of the opening delimiter, whatever starts the next line.
/** What `extract` gives with and without `relative` (two ways of finding a delimited URI). */
function both(text: string, options: ExtractOptions = {}) {
  const found = extract(text, options).map((uri) => ({
    uri: uri.uri,
    alternatives: uri.alternatives,
    delimiter: uri.delimiter,
    spans: uri.spans.map((span) => [span.start, span.end]),
    outerStart: uri.outerStart,
    outerEnd: uri.outerEnd
  }))
  expect(extract(text, {...options, relative: true}).map((uri) => [uri.uri, uri.outerStart, uri.outerEnd])).toEqual(
    found.map((uri) => [uri.uri, uri.outerStart, uri.outerEnd])
  )
  return found
}

describe('a scheme split over a line break', () => {
  it('is read from the opening delimiter though the next line starts with `+`', () => {
    expect(both('<svn\n+ssh://svn.example.org/repo> "svn\n+ssh://svn.example.org/repo"')).toEqual([
      {
        uri: 'svn+ssh://svn.example.org/repo',
        alternatives: undefined,
        delimiter: 'angle',
        spans: [
          [1, 4],
          [5, 32]
        ],
        outerStart: 0,
        outerEnd: 33
      },
      {
        uri: 'svn+ssh://svn.example.org/repo',
        alternatives: undefined,
        delimiter: 'quote',
        spans: [
          [35, 38],
          [39, 66]
        ],
        outerStart: 34,
        outerEnd: 67
      }
    ])
  })

  it('after a hyphen, the next line starting with `.`, in an unclosed `<`', () => {
    expect(both('<ab-\n.comhttp://http://\thttp://')).toEqual([
      {
        uri: 'ab-.comhttp://http://',
        alternatives: ['ab-.comhttp://http://', 'ab.comhttp://http://'],
        delimiter: 'angle',
        spans: [
          [1, 4],
          [5, 23]
        ],
        outerStart: 0,
        outerEnd: 23
      }
    ])
  })

  it('no scheme before a colon after a word without a letter (times of day), the general path agreeing', () => {
    expect(both('At 12:30 "10:00" <1.5:2> 3-4:x, then http://example.com/12:30 and <ftp\n://example.org/>')).toEqual([
      {
        uri: 'http://example.com/12:30',
        alternatives: undefined,
        delimiter: 'bare',
        spans: [[37, 61]],
        outerStart: 37,
        outerEnd: 61
      },
      {
        uri: 'ftp://example.org/',
        alternatives: undefined,
        delimiter: 'angle',
        spans: [
          [67, 70],
          [71, 86]
        ],
        outerStart: 66,
        outerEnd: 87
      }
    ])
  })

  it('right before the colon, behind indentation or quote markers', () => {
    expect(both('<http\n  ://example.com/docs/> "mailto\n:a@b.example"\n> <http\n> ://example.com/>')).toEqual([
      {
        uri: 'http://example.com/docs/',
        alternatives: undefined,
        delimiter: 'angle',
        spans: [
          [1, 5],
          [8, 28]
        ],
        outerStart: 0,
        outerEnd: 29
      },
      {
        uri: 'mailto:a@b.example',
        alternatives: undefined,
        delimiter: 'quote',
        spans: [
          [31, 37],
          [38, 50]
        ],
        outerStart: 30,
        outerEnd: 51
      },
      {
        uri: 'http://example.com/',
        alternatives: undefined,
        delimiter: 'angle',
        spans: [
          [55, 59],
          [62, 77]
        ],
        outerStart: 54,
        outerEnd: 78
      }
    ])
  })

  it('and an ellipsis before a scheme is read from the opening too, the glued reading kept', () => {
    expect(both('see <can...http://example.com/>')).toEqual([
      {
        uri: 'http://example.com/',
        alternatives: ['http://example.com/', 'can...http://example.com/'],
        delimiter: 'angle',
        spans: [[11, 30]],
        outerStart: 4,
        outerEnd: 31
      }
    ])
  })
})

// A `www.` (or an address's local part holding one) right after the opening is inside the delimited URI.
describe('a `www.` inside `<…>`', () => {
  it('is the start of the mailbox or URI read from the opening, not a `www.` find of its own', () => {
    expect(
      both('<www.example.com@example.org> <a|www.example.com@example.org>', {www: true, email: true}).map((uri) => [
        uri.uri,
        uri.delimiter,
        uri.outerStart,
        uri.outerEnd
      ])
    ).toEqual([
      ['www.example.com@example.org', 'angle', 0, 29],
      ['a|www.example.com@example.org', 'angle', 30, 61]
    ])
    // A run of the property at ten times its runs: the scheme any, the `<` on the line before.
    expect(both('<\r\nWwW.Tel:+27 83', {www: true, schemes: 'any'})).toEqual([
      {uri: 'WwW.Tel:+27', alternatives: undefined, delimiter: 'angle', spans: [[3, 14]], outerStart: 0, outerEnd: 14}
    ])
  })
})

// An address between `<` and `>`, read on a fast path (scan/delimited.ts `plainAddressEnd`) that tells its host too.
describe('an address inside `<…>`', () => {
  it('is one when its host is a host name; else a bare address inside it, or none', () => {
    const text =
      '<a@example.org> <a@localhost> <a@-x.org> <a@x-.org> <a@x..org> <a@x.org.> <a@x.nosuchtld> <b@X.ORG> ' +
      '<a/b@x.org> <c@x.org/p> <d@.org> <e@x.-y.org>'
    const expected = [
      ['a@example.org', 'angle', 0, 15],
      ['a@x.org', 'bare', 64, 71],
      ['b@X.ORG', 'angle', 90, 99],
      ['a/b@x.org', 'bare', 101, 110],
      ['c@x.org', 'bare', 113, 120]
    ]
    for (const diagnostics of [true, false])
      expect(
        extract(text, {email: true, diagnostics}).map((uri) => [uri.uri, uri.delimiter, uri.outerStart, uri.outerEnd])
      ).toEqual(expected)
  })
})
