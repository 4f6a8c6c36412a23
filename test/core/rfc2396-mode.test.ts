/** mode 'rfc2396': the grammar of RFC 2396 Appendix A where it differs from RFC 3986. */
import {describe, expect, it} from 'vitest'
import {isValid, parse, validate} from '@urilint/core'

const mode = 'rfc2396' as const
const ids = (input: string) => validate(input, {mode}).map((d) => [d.id, d.start, d.end, d.message])

describe('RFC 2396 3.2.2: server-based authority', () => {
  // hostname = *( domainlabel "." ) toplabel [ "." ]
  it('accepts hostnames and IPv4 addresses as the server form', () => {
    expect(parse('http://user@www.example.com.:8080/', {mode}).authority?.form).toBe('server')
    expect(parse('http://999.1.1.1/', {mode}).authority?.host.kind).toBe('ipv4') // IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
    expect(validate('http://999.1.1.1/', {mode})).toEqual([])
  })
  // 3.2.1: when the server form fails, the authority may still be a registry name.
  it('falls back to a registry-based authority when the hostname rules fail', () => {
    for (const input of ['http://a_b/', 'http://-a.example/', 'http://a.1b/', 'http://:80/', 'http://a$b/']) {
      const authority = parse(input, {mode}).authority
      expect([input, authority?.form, authority?.host.value, authority?.userinfo, authority?.port]).toEqual([
        input,
        'registry',
        input.slice(7, -1),
        undefined,
        undefined
      ])
      expect(validate(input, {mode})).toEqual([])
    }
  })
  it('reports the hostname problem when neither form matches', () => {
    // A character no URI may hold is reported as such, before the label rules.
    expect(ids('http://a_b /')).toEqual([['excluded-space', 10, 11, 'Unexpected space in host, expected `%20`']])
    expect(ids('http://u^@a_b/')).toEqual([
      ['excluded-unwise', 8, 9, 'Unexpected `^` in userinfo, expected `%5E`'],
      ['invalid-hostname', 11, 12, 'Unexpected `_` in host, expected a letter, digit, `-` or `.`']
    ])
    expect(ids('http://a-/x y')).toEqual([['excluded-space', 11, 12, 'Unexpected space in path, expected `%20`']])
    expect(ids('http://u^@-a/')).toEqual([
      ['excluded-unwise', 8, 9, 'Unexpected `^` in userinfo, expected `%5E`'],
      ['invalid-hostname', 10, 11, 'Unexpected `-` in host, expected a letter or digit to start a label']
    ])
    expect(ids('http://u^@a.1/')).toEqual([
      ['excluded-unwise', 8, 9, 'Unexpected `^` in userinfo, expected `%5E`'],
      ['invalid-hostname', 12, 13, 'Unexpected `1` in host, expected a letter to start the top label']
    ])
  })
})

describe('RFC 2396 2.3, 3.3, 3.4: the older character sets', () => {
  it("takes ! * ' ( ) as unreserved and ; = + $ , in path segments", () => {
    expect(validate("http://a/b;p=1/!*'()", {mode})).toEqual([])
  })
  it('has no "[" "]" outside an IPv6 reference, and no "#" in a fragment', () => {
    expect(ids('http://a/b[1]')).toEqual([
      ['excluded-unwise', 10, 11, 'Unexpected `[` in path, expected `%5B`'],
      ['excluded-unwise', 12, 13, 'Unexpected `]` in path, expected `%5D`']
    ])
    expect(validate('#a#', {mode}).map((d) => d.id)).toEqual(['unexpected-character'])
  })
  it('needs a path after the scheme (hier_part or opaque_part)', () => {
    expect(ids('foo:')).toEqual([['missing-path', 4, 4, 'Unexpected end after `foo:`, expected a path']])
    expect(isValid('foo:')).toBe(true)
    expect(isValid('mailto:a@b?subject=x', {mode})).toBe(true)
  })
  it('splits an opaque URI at "?" as Appendix B does', () => {
    const uri = parse('mailto:a@b?subject=hi', {mode})
    expect([uri.path.value, uri.query?.value]).toEqual(['a@b', 'subject=hi'])
  })
  it('has no IPvFuture (RFC 2732 adds only IPv6 references)', () => {
    expect(ids('http://[v1.a]/')).toEqual([
      [
        'invalid-ipvfuture',
        8,
        12,
        'Unexpected IPvFuture literal, expected an IPv6 address (RFC 2396 with RFC 2732 has no IPvFuture)'
      ]
    ])
  })
  it('links each diagnostic to RFC 2396', () => {
    expect(validate('/a b', {mode})[0]?.url).toBe('https://www.rfc-editor.org/rfc/rfc2396#section-2.4.3')
  })
})
