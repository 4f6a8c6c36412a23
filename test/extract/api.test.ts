/** The public API: options, located diagnostics, IRIs, HTML, streams (the export lists: exports.test.ts). */
import {extract, extractHtml, extractStream, type ExtractedUri} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

async function collect(source: AsyncIterable<ExtractedUri>): Promise<ExtractedUri[]> {
  const found: ExtractedUri[] = []
  for await (const uri of source) found.push(uri)
  return found
}

describe('options', () => {
  it('throws on misuse, never on text', () => {
    expect(() => extract(1 as unknown as string)).toThrow(new TypeError('Expected `text` to be a string, not number'))
    expect(() => extract('x', {www: 'yes' as unknown as boolean})).toThrow(
      new TypeError('Expected `www` to be a boolean, not string')
    )
    expect(() => extract('x', {mode: 'rfc1738' as 'rfc3986'})).toThrow(
      new TypeError('Expected `mode` to be `rfc3986` or `rfc2396`, not "rfc1738"')
    )
    expect(() => extract('x', {schemes: 'ssh' as unknown as string[]})).toThrow(
      new TypeError("Expected `schemes` to be an array of strings or 'any'")
    )
    expect(() => extract('x', {relative: 1 as unknown as boolean})).toThrow(
      new TypeError('Expected `relative` to be a boolean, not number')
    )
    expect(extract('\uD800<\u0000>"')).toEqual([])
  })

  it('`schemes` adds schemes recognised bare', () => {
    expect(extract('see ssh:host.example and git:repo').map((uri) => uri.uri)).toEqual([])
    expect(extract('see ssh:host.example and git:repo', {schemes: ['SSH']}).map((uri) => uri.uri)).toEqual([
      'ssh:host.example'
    ])
  })

  it('`diagnostics: false` skips core validation', () => {
    expect(extract('<http://[::1/>')[0]!.diagnostics.map((diagnostic) => diagnostic.id)).toEqual(['invalid-ip-literal'])
    expect(extract('<http://[::1/>', {diagnostics: false})[0]!.diagnostics).toEqual([])
  })
})

describe('templates', () => {
  // Written for this test after the kinds issue 26 lists: manual pages' syntax forms and code's format strings.
  const text = [
    'The URL has the form ldap://hostport/dn?attributes?scope?filter (see RFC 4516),',
    'scheme://[[user][:pass]@]host[:port]/path or proto://host[:port]; file://filename.',
    'In C: snprintf(buf, n, "ws://127.0.0.1:%d/echo", port); "%s://%s:%s/" too.',
    'Python: f"http://{host}:{port}/", shell: "https://${DOMAIN}/api"; news:newsgroup-name.',
    'Rewrites: issues = http://bts.example.org/issue\\1, ldap:///dc=example,dc=com??one?(uid=$1).',
    'Real: https://www.openldap.org/doc/ and ftp://ftp.example.org/pub/ and news:comp.lang.c.'
  ].join('\n')

  it('left out by default; given with their placeholders with `templates: true`', () => {
    expect(extract(text).map((found) => found.uri)).toEqual([
      'https://www.openldap.org/doc/',
      'ftp://ftp.example.org/pub/',
      'news:comp.lang.c'
    ])
    const templates = extract(text, {templates: true}).filter((found) => found.placeholders !== undefined)
    expect(
      templates.map((found) => [
        found.uri,
        found.placeholders!.map((placeholder) => found.uri.slice(placeholder.start, placeholder.end))
      ])
    ).toEqual([
      ['ldap://hostport/dn?attributes?scope?filter', ['hostport']],
      ['scheme://[[user][:pass]@]host[:port]/path', ['scheme', '[[user][:pass]@]', '[:port]']],
      ['proto://host[:port]', ['proto', '[:port]']],
      ['file://filename', ['filename']],
      ['ws://127.0.0.1:%d/echo', ['%d']],
      ['s://%s:%s/', ['%s', '%s']],
      ['http://{host}:{port}/', ['{host}', '{port}']],
      ['https://${DOMAIN}/api', ['${DOMAIN}']],
      ['news:newsgroup-name', ['newsgroup-name']],
      ['http://bts.example.org/issue\\1', ['\\1']],
      ['ldap:///dc=example,dc=com??one?(uid=$1)', ['$1']]
    ])
  })

  it('a URI with a real password is never a template: the secret is found first', () => {
    const found = extract('postgres://admin:S3cr3tPw9@{host}:5432/app and https://u:${PASS}@h.example/')
    expect(found.map((each) => [each.uri, each.placeholders])).toEqual([
      ['postgres://admin:S3cr3tPw9@{host}:5432/app', undefined]
    ])
  })

  it('the same in a stream, chunk by chunk; `templates` must be a boolean', async () => {
    const chunks = [text.slice(0, 100), text.slice(100, 101), text.slice(101)]
    expect(await collect(extractStream(chunks, {templates: true}))).toEqual(extract(text, {templates: true}))
    expect(await collect(extractStream(chunks))).toEqual(extract(text))
    expect(() => extract('x', {templates: 'yes' as unknown as boolean})).toThrow(
      new TypeError('Expected `templates` to be a boolean, not string')
    )
  })
})

describe('a hyphen at a line break', () => {
  it('is dropped when the text writes the word without it, in any case (svnlook(1): Subversion, subver-⏎sion)', () => {
    const text = 'For more information about the Subversion project, visit http://subver-\nsion.apache.org.'
    expect(extract(text).map((found) => [found.uri, found.alternatives])).toEqual([
      ['http://subversion.apache.org', ['http://subversion.apache.org', 'http://subver-sion.apache.org']]
    ])
  })
})

describe('diagnostics', () => {
  it('are core `validate` findings, located in the text through the spans', () => {
    const text = 'See <http://example.com/a%\n   zzb>.'
    const [found] = extract(text)
    expect(found!.uri).toBe('http://example.com/a%zzb')
    expect(found!.spans).toEqual([
      {start: 5, end: 26, line: 1, column: 6},
      {start: 30, end: 33, line: 2, column: 4}
    ])
    expect(found!.diagnostics).toEqual([
      {
        id: 'invalid-percent-encoding',
        message: 'Unexpected `%zz` in path, expected `%` followed by two hex digits',
        // `%zz` is at 20-23 in the URI; in the text `%` ends line 1, `zz` starts line 2.
        start: 25,
        end: 32,
        severity: 'error',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-2.1',
        actual: '%zz',
        expected: '%25zz',
        uriStart: 20,
        uriEnd: 23,
        line: 1,
        column: 26
      }
    ])
  })

  it('IRIs are extracted as written, flagged `non-ascii`, and offer their ASCII form', () => {
    const [found] = extract('Lien : <https://bücher.example/straße>')
    expect(found!.uri).toBe('https://bücher.example/straße')
    expect(found!.ascii).toBe('https://xn--bcher-kva.example/stra%C3%9Fe')
    // The host as a whole, to its IDNA form (the `ascii` one); the path's run percent-encoded.
    expect(
      found!.diagnostics.map((diagnostic) => [
        diagnostic.id,
        diagnostic.actual,
        diagnostic.expected,
        diagnostic.start,
        diagnostic.end
      ])
    ).toEqual([
      ['non-ascii', 'bücher.example', 'xn--bcher-kva.example', 16, 30],
      ['non-ascii', 'ß', '%C3%9F', 35, 36]
    ])
  })
})

describe('extractHtml', () => {
  it('reads href and src with a real HTML parser, located at the value', () => {
    const html =
      '<p><a  href = "http://a.example/?x=1&amp;y=2">x</a>\n<img src=\'cid:logo\'><a href=http://b.example/c>y</a><a href>z</a></p>'
    const found = extractHtml(html)
    expect(
      found.map((uri) => [uri.attribute, uri.uri, uri.start, uri.end, uri.line, uri.column, uri.delimiter])
    ).toEqual([
      ['href', 'http://a.example/?x=1&y=2', 15, 44, 1, 16, 'quote'],
      ['src', 'cid:logo', 62, 70, 2, 11, 'quote'],
      ['href', 'http://b.example/c', 80, 98, 2, 29, 'bare']
    ])
    expect(html.slice(15, 44)).toBe('http://a.example/?x=1&amp;y=2')
  })
})

describe('extractStream', () => {
  it('finds a URI that straddles chunk boundaries exactly once', async () => {
    const chunks = ['see <http://exa', 'mple.com/a/\n  b', '> and http://x.', 'example/']
    const found = await collect(extractStream(chunks))
    expect(found.map((uri) => [uri.uri, uri.start, uri.line])).toEqual([
      ['http://example.com/a/b', 5, 1],
      ['http://x.example/', 36, 2]
    ])
  })

  it('reads async iterables of UTF-8 bytes split inside a character', async () => {
    const bytes = new TextEncoder().encode('« http://例子.example/ä »')
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let index = 0; index < bytes.length; index += 3) yield bytes.subarray(index, index + 3)
    }

    expect((await collect(extractStream(source()))).map((uri) => [uri.uri, uri.start])).toEqual([
      ['http://例子.example/ä', 2]
    ])
  })

  it('counts a leading byte-order mark given as bytes, as `extract` of the decoded string does (it was dropped: offsets one less)', async () => {
    const text = '\uFEFFsee http://a.example/ and\nhttp://b.example/'
    const bytes = Buffer.from(text, 'utf8')
    const places = (uris: ExtractedUri[]) => uris.map((uri) => [uri.uri, uri.start, uri.end, uri.line, uri.column])
    expect(places(extract(text))).toEqual([
      ['http://a.example/', 5, 22, 1, 6],
      ['http://b.example/', 27, 44, 2, 1]
    ])
    expect(places(await collect(extractStream([bytes])))).toEqual(places(extract(text)))
    // Split inside the mark, and given as a string: the same.
    expect(places(await collect(extractStream([bytes.subarray(0, 1), bytes.subarray(1)])))).toEqual(
      places(extract(text))
    )
    expect(places(await collect(extractStream([text])))).toEqual(places(extract(text)))
  })

  it('gives the results of a segment whole while other calls scan between them (each call reuses its own matches)', async () => {
    // Segments of about 16 K (segment.ts), each with hundreds of URIs of each kind.
    const paragraph = (n: number) => `see http://a.example/${n} <b${n}@c.org> and www.d${n}.org, i${n}@e.org\n`
    const text = Array.from({length: 600}, (_, n) => paragraph(n) + (n % 60 === 59 ? '\n' : '')).join('')
    const other = Array.from({length: 300}, (_, n) => paragraph(n + 10_000)).join('')
    const options = {www: true, email: true}
    const interleaved: ExtractedUri[] = []
    const otherStream = extractStream([other], options)
    for await (const found of extractStream([text], options)) {
      interleaved.push(found)
      if (interleaved.length % 10 === 0) extract(other, options)
      await otherStream.next()
    }
    expect(interleaved.length).toBe(2400)
    expect(interleaved).toEqual(extract(text, options))
  })

  it('throws on misuse', async () => {
    await expect(collect(extractStream(5 as unknown as string[]))).rejects.toThrow(
      new TypeError('Expected `source` to be an iterable or async iterable of chunks')
    )
    await expect(collect(extractStream([5 as unknown as string]))).rejects.toThrow(
      new TypeError('Expected a chunk to be a string or a Uint8Array, not number')
    )
  })

  it('keeps an empty diagnostic range empty where a URI is rejoined across a line break', () => {
    const [found] = extract('see <http://[::1\n/x>')
    expect(found!.diagnostics.map((d) => [d.id, d.start, d.end, d.uriStart, d.uriEnd, d.line, d.column])).toEqual([
      ['invalid-ip-literal', 17, 17, 11, 11, 2, 1]
    ])
  })
})
