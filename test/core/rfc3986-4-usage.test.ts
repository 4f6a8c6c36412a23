/** RFC 3986 section 4: URI references, relative references, absolute URIs. */
import {describe, expect, it} from 'vitest'
import {isValid, parse, validate} from '@urilint/core'

describe('4.1. URI reference', () => {
  it('tells URIs from relative references', () => {
    expect(parse('mailto:John.Doe@example.com').kind).toBe('uri')
    expect(parse('../other/doc.html#sec').kind).toBe('relative-ref')
    expect(parse('').kind).toBe('relative-ref')
  })
  // Examples of section 1.1.2
  it('accepts the examples of section 1.1.2', () => {
    for (const uri of [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'http://www.ietf.org/rfc/rfc2396.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2'
    ]) {
      expect(validate(uri, {as: 'uri'})).toEqual([])
    }
  })
})

describe('4.2.-4.3. as: uri, relative-ref, absolute-uri', () => {
  it('requires a scheme for a URI', () => {
    expect(validate('/a', {as: 'uri'})).toEqual([
      {
        id: 'missing-scheme',
        message: 'Unexpected relative reference, expected a URI starting with a scheme such as `https:`',
        start: 0,
        end: 0,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-4.3'
      }
    ])
  })
  it('refuses a scheme in a relative reference', () => {
    expect(validate('http://a/', {as: 'relative-ref'}).map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['unexpected-scheme', 0, 5, 'Unexpected scheme `http:`, expected a relative reference']
    ])
  })
  it('refuses a fragment in an absolute URI', () => {
    expect(validate('http://a/#x', {as: 'absolute-uri'}).map((d) => [d.id, d.start, d.end, d.message])).toEqual([
      ['unexpected-fragment', 9, 11, 'Unexpected fragment `#x`, expected an absolute URI without one']
    ])
    expect(isValid('http://a/#x', {as: 'uri'})).toBe(true)
  })
  it('throws on a bad option, not on bad text', () => {
    // @ts-expect-error: misuse on purpose
    expect(() => validate('x', {as: 'url'})).toThrow(TypeError)
    // @ts-expect-error: misuse on purpose
    expect(() => validate('x', {mode: 'rfc1738'})).toThrow(
      "Expected `mode` to be 'rfc3986' or 'rfc2396', not \"rfc1738\""
    )
    // @ts-expect-error: misuse on purpose
    expect(() => parse(42)).toThrow('Expected `input` to be a string, not number')
  })
})
