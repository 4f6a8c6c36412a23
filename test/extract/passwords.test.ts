/**
 * Issue 24, item 1: a password holding what ends a URI in text (`" ) < > \ ] ^ `` ` `` { | }`, a closing
 * delimiter) is read on, up to the `@` before its host, while the run of non-blank text reaches one:
 * bare, between quotes, between angle brackets, after `www.`. Else the URI ends there as before.
 */
import {extract} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

/** Each URI found with its offsets. */
function found(text: string, options: Parameters<typeof extract>[1] = {}): Array<[string, number, number]> {
  return extract(text, {...options, diagnostics: false}).map((uri) => [uri.uri, uri.start, uri.end])
}

const password = 'a"b<c>d\\e^f`g{h|i}j)k]l'
const uri = `postgres://app:${password}@db.acme-prod.io:5432/app`

describe('a password read on over what ends a URI in text (issue 24, item 1)', () => {
  it('bare: to the `@` before the host, then the rest of the URI', () => {
    // Was: `postgres://app:a`, and the rest of the password left in the text.
    expect(found(`DATABASE_URL=${uri}\n`)).toEqual([[uri, 13, 13 + uri.length]])
    expect(found(`DATABASE_URL=${uri}`)).toEqual([[uri, 13, 13 + uri.length]])
  })

  it('between quotes and angle brackets: over the closing delimiter inside the password', () => {
    expect(found(`url = "${uri}"`)).toEqual([[uri, 7, 7 + uri.length]])
    expect(found(`see <${uri}> now`)).toEqual([[uri, 5, 5 + uri.length]])
    expect(found(`url = "https://app:Kx"9@db.acme.io/x" and "y"`)).toEqual([['https://app:Kx"9@db.acme.io/x', 7, 36]])
  })

  it('a password to the last `@` before its host, with digits before a `/` on a bare host', () => {
    expect(found('redis://app:2024/"Qz@redis-master:6379/0 next')).toEqual([
      ['redis://app:2024/"Qz@redis-master:6379/0', 0, 40]
    ])
    expect(found('postgres://app:Kx@"QZ/t@db.acme.io/app')).toEqual([['postgres://app:Kx@"QZ/t@db.acme.io/app', 0, 38]])
  })

  it('`www.`: read as its `http://` form', () => {
    expect(found('Use www.app:Qz|Xw@db.acme.io/x now', {www: true})).toEqual([['www.app:Qz|Xw@db.acme.io/x', 4, 30]])
  })

  it('no `@` and a host ahead in the run, or another URI first: the URI ends where it did', () => {
    expect(found('(see https://app:Kx9) and x@db.acme.io')).toEqual([['https://app:Kx9', 5, 20]])
    // A Unicode space ends the run as a blank does (found by the extractor's property test).
    expect(found('http://Note:\u3000a.b@c.example')).toEqual([['http://Note', 0, 11]])
    expect(found('"https://u:p@h.io/x","b":"c@d.io/"')).toEqual([['https://u:p@h.io/x', 1, 19]])
    expect(found('https://app:Kx9"https://u:q@db.acme.io/')).toEqual([
      ['https://app:Kx9', 0, 15],
      ['https://u:q@db.acme.io/', 16, 39]
    ])
    expect(found('<http://example.com:8080/a>b@db.acme.io/')).toEqual([['http://example.com:8080/a', 1, 26]])
    expect(found('[link](https://example.com/x)@db.acme.io')).toEqual([['https://example.com/x', 7, 28]])
    // linkify-it's `links.txt:20`: a link's `)` after a host name ends it, though a `mailto:` with an `@` follows;
    // so does a quote (an npm README's `{"https://registry.npmjs.org":{"@":…`).
    expect(found('`{"https://registry.npmjs.org":{"@":{"t":"x"},"@org":{"t":"y"}}}`')).toEqual([
      ['https://registry.npmjs.org', 3, 29]
    ])
    expect(found('[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)')).toEqual([
      ['https://www.ibm.com', 8, 27],
      ['mailto:someone@ibm.com', 37, 59]
    ])
  })

  it('`user:password@host` is no e-mail address: `--email` would print the password', () => {
    // Was: `Qz9KvXw2L@db.acme.io`.
    expect(found('login admin:Qz9KvXw2L@db.acme.io here', {email: true})).toEqual([])
    expect(found('Email:ann@acme.io, To:bob@acme.io', {email: true})).toEqual([
      ['ann@acme.io', 6, 17],
      ['bob@acme.io', 22, 33]
    ])
  })
})
