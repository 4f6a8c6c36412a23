/** RFC 3986 section 2 (RFC 2396 section 2): characters, percent-encoding, excluded characters. */
import {describe, expect, it} from 'vitest'
import {decode, encode, validate} from '@urilint/core'

const first = (input: string) => {
  const [found] = validate(input)
  return found && [found.id, found.start, found.end, found.message, found.expected]
}

describe('2.1. Percent-encoding', () => {
  // pct-encoded = "%" HEXDIG HEXDIG
  it('accepts both cases of hex digits', () => {
    expect(validate('/%aa%BB%0f')).toEqual([])
  })
  it('reports "%" without two hex digits in each component', () => {
    expect(first('http://u%zz@h/')).toEqual([
      'invalid-percent-encoding',
      8,
      11,
      'Unexpected `%zz` in userinfo, expected `%` followed by two hex digits',
      '%25zz'
    ])
    expect(first('http://h%/')).toEqual([
      'invalid-percent-encoding',
      8,
      9,
      'Unexpected `%` in host, expected `%` followed by two hex digits',
      '%25'
    ])
    expect(first('?a=100%')).toEqual([
      'invalid-percent-encoding',
      6,
      7,
      'Unexpected `%` in query, expected `%` followed by two hex digits',
      '%25'
    ])
    expect(first('#%x1')).toEqual([
      'invalid-percent-encoding',
      1,
      4,
      'Unexpected `%x1` in fragment, expected `%` followed by two hex digits',
      '%25x1'
    ])
  })
})

describe('2. Excluded characters, each with its own id', () => {
  it('controls', () => {
    expect(first('/a\nb')).toEqual([
      'excluded-control',
      2,
      3,
      'Unexpected control character U+000A in path, expected `%0A`',
      '%0A'
    ])
    expect(first('/a\u007Fb')).toEqual([
      'excluded-control',
      2,
      3,
      'Unexpected control character U+007F in path, expected `%7F`',
      '%7F'
    ])
  })
  it('space', () => {
    expect(first('/a b')).toEqual(['excluded-space', 2, 3, 'Unexpected space in path, expected `%20`', '%20'])
  })
  it('delims: < > "', () => {
    expect(first('/<')).toEqual(['excluded-delim', 1, 2, 'Unexpected `<` in path, expected `%3C`', '%3C'])
    expect(first('/>')).toEqual(['excluded-delim', 1, 2, 'Unexpected `>` in path, expected `%3E`', '%3E'])
    expect(first('/"')).toEqual(['excluded-delim', 1, 2, 'Unexpected `"` in path, expected `%22`', '%22'])
  })
  it('unwise: { } | \\ ^ [ ] `', () => {
    const cases: Array<[string, string]> = [
      ['{', '%7B'],
      ['}', '%7D'],
      ['|', '%7C'],
      ['\\', '%5C'],
      ['^', '%5E'],
      ['[', '%5B'],
      [']', '%5D'],
      ['`', '%60']
    ]
    for (const [char, expected] of cases) {
      const found = validate('/' + char)
      expect(found.map((d) => [d.id, d.start, d.end, d.expected])).toEqual([['excluded-unwise', 1, 2, expected]])
    }
    expect(validate('/`')[0]?.message).toBe('Unexpected `` ` `` in path, expected `%60`')
  })
  it('non-ASCII, one diagnostic per run, with its UTF-8 percent-encoding', () => {
    expect(first('/caf\u00e9s')).toEqual([
      'non-ascii',
      4,
      5,
      'Unexpected non-ASCII `\u00e9` in path, expected `%C3%A9`',
      '%C3%A9'
    ])
    expect(first('/\u65e5\u672c')).toEqual([
      'non-ascii',
      1,
      3,
      'Unexpected non-ASCII `\u65e5\u672c` in path, expected `%E6%97%A5%E6%9C%AC`',
      '%E6%97%A5%E6%9C%AC'
    ])
    expect(first('/\u{1F600}')).toEqual([
      'non-ascii',
      1,
      3,
      'Unexpected non-ASCII `\u{1F600}` in path, expected `%F0%9F%98%80`',
      '%F0%9F%98%80'
    ])
    expect(first('/\ud800')).toEqual([
      'non-ascii',
      1,
      2,
      'Unexpected lone surrogate in path, expected a whole Unicode character',
      undefined
    ])
  })
})

describe('2.4. When to encode or decode', () => {
  it('encodes per component', () => {
    expect(encode('a b/c?d#e%', 'segment')).toBe('a%20b%2Fc%3Fd%23e%25')
    expect(encode('a b/c?d#e%', 'path')).toBe('a%20b/c%3Fd%23e%25')
    expect(encode('a b/c?d#e%', 'query')).toBe('a%20b/c?d%23e%25')
    expect(encode('user:p@ss', 'userinfo')).toBe('user:p%40ss')
    expect(encode('b\u00fccher', 'host')).toBe('b%C3%BCcher')
    expect(encode('\ud800', 'fragment')).toBe('%EF%BF%BD')
  })
  it('decodes once, never turning %2F into a path separator', () => {
    expect(decode('a%2Fb%20c')).toBe('a%2Fb c')
    expect(decode('a%2Fb', 'segment')).toBe('a/b')
    expect(decode('%2541')).toBe('%41')
    expect(decode('a%3Db%26c', 'query')).toBe('a%3Db%26c')
    expect(decode('caf%C3%A9', 'any')).toBe('caf\u00e9')
  })
  it('leaves what is not UTF-8 encoded', () => {
    expect(decode('%FF%C3', 'any')).toBe('%FF%C3')
    expect(decode('%C0%AF', 'any')).toBe('%C0%AF') // overlong "/"
    expect(decode('%ED%A0%80', 'any')).toBe('%ED%A0%80') // a surrogate
    expect(decode('%zz%4', 'any')).toBe('%zz%4')
  })
  it('round-trips any text through encode and decode', () => {
    for (const text of ['a b', '100%', 'caf\u00e9/?#[]', '\u{1F600}']) {
      expect(decode(encode(text, 'segment'), 'segment')).toBe(text)
    }
  })
})
