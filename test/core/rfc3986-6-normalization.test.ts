/** RFC 3986 section 6 (RFC 2396 section 6): normalization and comparison. */
import {describe, expect, it} from 'vitest'
import {equivalent, normalize} from '@urilint/core'

describe('6.2.2. Syntax-based normalization', () => {
  // "example://a/b/c/%7Bfoo%7D" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d" are equivalent.
  it('makes the example of 6.2.2 equivalent', () => {
    expect(normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe('example://a/b/c/%7Bfoo%7D')
    expect(equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe(true)
  })
  it('6.2.2.1: lowercases scheme and host, uppercases percent-encodings, keeps userinfo and path case', () => {
    expect(normalize('HTTP://User@Example.COM/Path%c3%a9')).toBe('http://User@example.com/Path%C3%A9')
    expect(normalize('http://[2001:DB8::A]/')).toBe('http://[2001:db8::a]/')
    expect(normalize('http://%C3%A9X.example/')).toBe('http://%C3%A9x.example/')
  })
  it('6.2.2.2: decodes unreserved characters only, per mode', () => {
    expect(normalize('http://a/%41%2D%7E%2F%3F%2A')).toBe('http://a/A-~%2F%3F%2A')
    // RFC 2396's unreserved set has the marks ! * ' ( ) too.
    expect(normalize('http://a/%41%2D%7E%2F%3F%2A', {mode: 'rfc2396'})).toBe('http://a/A-~%2F%3F*')
  })
  it('6.2.2.3: removes dot segments from absolute paths only', () => {
    expect(normalize('http://a/b/./c/../d')).toBe('http://a/b/d')
    expect(normalize('../a/./b')).toBe('../a/./b')
  })
  it('decodes nothing where a stray "%" could pair with decoded text into a new escape', () => {
    expect(normalize('http://a/%%34%31')).toBe('http://a/%%34%31')
    expect(normalize('http://a/%a%41')).toBe('http://a/%a%41')
    expect(normalize('http://a/b/%%32%65%2e/c')).toBe('http://a/b/%%32%65%2E/c')
  })
  it('leaves an authority with text after its IP literal as it is', () => {
    expect(normalize('http://[::1]x/')).toBe('http://[::1]x/')
    expect(normalize('http://[::1]]:80/p')).toBe('http://[::1]]:80/p')
  })
  it('keeps a %2E that decoding would turn into a dot segment', () => {
    expect(normalize('http://a/b/%2e%2E/c')).toBe('http://a/b/%2E%2E/c')
    expect(normalize('http://a/b/%2ex/c')).toBe('http://a/b/.x/c')
  })
})

describe('6.2.3. Scheme-based normalization', () => {
  // http://example.com, http://example.com/, http://example.com:/, http://example.com:80/
  it('makes the four forms of 6.2.3 equivalent', () => {
    for (const uri of ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/']) {
      expect(normalize(uri)).toBe('http://example.com/')
    }
  })
  it('removes only the default port of the scheme', () => {
    expect(normalize('https://a:443/')).toBe('https://a/')
    expect(normalize('https://a:80/')).toBe('https://a:80/')
    expect(normalize('ssh://a:22')).toBe('ssh://a')
    expect(normalize('unknown://a:22/')).toBe('unknown://a:22/')
  })
  it('never changes the host a URI names', () => {
    expect(normalize('http://a@b@c/')).toBe('http://a@b@c/')
    expect(equivalent('http://a.example/', 'http://a.example./')).toBe(false)
  })
  it('leaves an RFC 2396 registry-based authority as it is, but for escapes', () => {
    expect(normalize('http://A_B%7e/', {mode: 'rfc2396'})).toBe('http://A_B~/')
  })
})
