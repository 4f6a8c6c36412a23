/**
 * Mail: the bundled `.eml` (quoted-printable text part, base64 HTML part)
 * and mbox, through postal-mime and htmlparser2; and the URIs found mapped
 * back to the raw message (`locateInMessage`).
 */
import {readFileSync} from 'node:fs'
import {extractMail, extractMbox, extractMessage, isMbox, locateInMessage, readMail, splitMbox} from '@urilint/extract'
import {sourceRange} from '@urilint/extract/source-map'
import {describe, expect, it} from 'vitest'

const eml = readFileSync(new URL('../../fixtures/mail/release-announcement.eml', import.meta.url))
const mbox = readFileSync(new URL('../../fixtures/mail/list-thread.mbox', import.meta.url))

describe('extractMail (release-announcement.eml)', () => {
  it('finds every URI of the decoded text part, then those only the HTML part has', async () => {
    const found = await extractMail(eml)
    expect(found.map((uri) => [uri.part, uri.line, uri.column, uri.delimiter, uri.rejoined, uri.uri])).toEqual([
      ['text', 4, 2, 'angle', false, 'https://github.com/urilint/urilint/releases/tag/v0.4.0'],
      ['text', 5, 20, 'quote', true, 'https://downloads.urilint.example/releases/0.4.0/urilint-0.4.0.tar.gz'],
      ['text', 8, 42, 'url-prefix', true, 'https://github.com/urilint/urilint/issues/1287#issuecomment-1934567'],
      ['text', 12, 34, 'angle', true, 'https://docs.urilint.example/guide/upgrad-ing/0.4.html#breaking-changes'],
      ['text', 14, 1, 'bare', false, 'https://deploy:s3cr3tPa55@ci.urilint.example/hooks/release'],
      [
        'text',
        17,
        23,
        'bare',
        false,
        'https://lists.urilint.example/search?q=0.4&list=dev&sort=date&order=desc&page=1'
      ],
      ['text', 19, 2, 'angle', false, 'https://docs.urilint.example/de/anleitung/übersetzen.html'],
      ['text', 21, 33, 'bare', false, 'mailto:urilint-dev@lists.urilint.example'],
      ['text', 22, 25, 'bare', false, 'ftp://ftp.urilint.example/pub/'],
      [
        'text',
        29,
        4,
        'angle',
        true,
        'https://docs.urilint.example/guide/migration/from-0.3-to-0.4.html#config-file-changes'
      ],
      ['text', 31, 4, 'angle', false, 'https://github.com/urilint/urilint/issues/1301'],
      ['text', 33, 18, 'quote', true, 'https://lists.urilint.example/archives/2026-February/000412.html'],
      // The HTML alternative repeats the text part's links (`upgrading` is the
      // text's second reading of `upgrad-\ning`): only what it adds is reported.
      ['html', 8, 33, 'quote', false, 'https://lists.urilint.example/search?q=0.4&list=dev'],
      ['html', 9, 14, 'quote', false, 'cid:logo@urilint.example']
    ])
    expect(found.every((uri) => uri.message === 0)).toBe(true)
    expect(found.filter((uri) => uri.part === 'html').map((uri) => uri.attribute)).toEqual(['href', 'src'])
  })

  it('locates URIs in the decoded part: the spans give back the URI', async () => {
    const {text} = await readMail(eml, 0)
    for (const uri of (await extractMail(eml)).filter((found) => found.part === 'text')) {
      expect(uri.spans.map((span) => text!.slice(span.start, span.end)).join('')).toBe(uri.uri)
    }
  })

  it('rejoins quoted-reply wraps (`> `, `>> `) and offers both hyphen readings', async () => {
    const found = await extractMail(eml)
    expect(found[9]!.alternatives).toEqual([
      'https://docs.urilint.example/guide/migration/from-0.3-to-0.4.html#config-file-changes',
      'https://docs.urilint.example/guide/migration/from-0.3-to-0.4.html#configfile-changes'
    ])
    expect(found[11]!.spans.map((span) => [span.line, span.column])).toEqual([
      [33, 18],
      [34, 4]
    ])
  })

  it('decodes quoted-printable (`=3D`, soft breaks, UTF-8) and flags the IRI', async () => {
    const {text, subject} = await readMail(eml, 0)
    expect(subject).toBe('[ANN] urilint 0.4.0 released')
    expect(text).toContain('search?q=0.4&list=dev&sort=date&order=desc&page=1\n')
    const iri = (await extractMail(eml))[6]!
    expect(iri.ascii).toBe('https://docs.urilint.example/de/anleitung/%C3%BCbersetzen.html')
    expect(iri.diagnostics.map((diagnostic) => diagnostic.id)).toEqual(['non-ascii'])
  })
})

describe('mbox (list-thread.mbox)', () => {
  it('splits at `From ` lines after a blank line and unescapes `>From `', async () => {
    expect(isMbox(mbox)).toBe(true)
    expect(isMbox(eml)).toBe(false)
    const messages = splitMbox(mbox)
    expect(messages.map((message) => [message.index, message.offset])).toEqual([
      [0, 0],
      [1, 505]
    ])
    expect((await readMail(messages[0]!.raw, 0)).text).toContain('\nFrom the archive: "https://')
  })

  it('reports the message each URI came from, with offsets into its decoded text', async () => {
    expect(
      (await extractMbox(mbox)).map((uri) => [
        uri.message,
        uri.part,
        uri.start,
        uri.line,
        uri.column,
        uri.delimiter,
        uri.uri
      ])
    ).toEqual([
      [0, 'text', 20, 1, 21, 'angle', 'https://urilint.example/docs/mail.html?part=text&view=full'],
      [0, 'text', 100, 2, 20, 'quote', 'https://lists.urilint.example/archives/2026-March/000001.html'],
      [1, 'text', 33, 2, 2, 'angle', 'https://git.urilint.example/urilint/commit/4f2a9c1e'],
      [1, 'text', 107, 4, 18, 'bare', 'https://urilint.example/faq#mbox']
    ])
  })
})

describe('locateInMessage', () => {
  /** What each map covers in `raw`, piece by piece. */
  function pieces(raw: string, maps: ReturnType<typeof locateInMessage>): string[][] {
    return maps.map((segments) => segments.map((segment) => raw.slice(segment.start, segment.end)))
  }

  it('maps quoted-printable (an escaped `ü` and `=`, a soft line break) and what is written as is; base64 to the body start', async () => {
    const raw = [
      'From: ops@example.com',
      'Subject: s',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'See http://plain.example/a, https://docs.example.net/=C3=BCber?a=3Db and',
      'https://ci.example.net/very/lo=',
      'ng/path now.',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<a href="https://only-html.example/x">x</a>').toString('base64'),
      '--b--',
      ''
    ].join('\r\n')
    const found = await extractMail(raw)
    expect(found.map((uri) => [uri.part, uri.uri])).toEqual([
      ['text', 'http://plain.example/a'],
      ['text', 'https://docs.example.net/über?a=b'],
      ['text', 'https://ci.example.net/very/long/path'],
      ['html', 'https://only-html.example/x']
    ])
    const maps = locateInMessage(raw, found)
    expect(maps).toEqual([
      [{from: 0, to: 22, start: 204, end: 226}],
      [
        {from: 0, to: 25, start: 228, end: 253},
        // `ü` is `=C3=BC`, `=` is `=3D`: each escape maps as a whole.
        {from: 25, to: 26, start: 253, end: 259},
        {from: 26, to: 31, start: 259, end: 264},
        {from: 31, to: 32, start: 264, end: 267},
        {from: 32, to: 33, start: 267, end: 268}
      ],
      [
        // The soft line break (`=` CRLF) is between the two pieces.
        {from: 0, to: 30, start: 274, end: 304},
        {from: 30, to: 37, start: 307, end: 314}
      ],
      // Base64: not locatable, one zero-width segment at the start of the body.
      [{from: 0, to: 27, start: 107, end: 107}]
    ])
    expect(pieces(raw, maps)).toEqual([
      ['http://plain.example/a'],
      ['https://docs.example.net/', '=C3=BC', 'ber?a', '=3D', 'b'],
      ['https://ci.example.net/very/lo', 'ng/path'],
      ['']
    ])
    expect(raw.slice(107, 110)).toBe('--b')
    // `über` as written: from the escape of `ü` to the end of `ber`.
    const path = sourceRange(maps[1]!, 25, 29)
    expect(raw.slice(path.start, path.end)).toBe('=C3=BCber')
  })

  it('maps a value of an HTML part written as is, and one with a reference to the body start; a text wrapped across lines piece by piece', async () => {
    const raw = [
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'Read <http://wrapped.example/a/',
      '  b> today.',
      '--b',
      'Content-Type: text/html',
      '',
      '<a href="https://h.example/?a=1&amp;b=2">a</a> <img src="cid:logo@h.example">',
      '--b--',
      ''
    ].join('\n')
    const found = await extractMail(raw)
    const maps = locateInMessage(raw, found)
    expect(found.map((uri) => [uri.part, uri.uri])).toEqual([
      ['text', 'http://wrapped.example/a/b'],
      ['html', 'https://h.example/?a=1&b=2'],
      ['html', 'cid:logo@h.example']
    ])
    expect(maps).toEqual([
      [
        {from: 0, to: 25, start: 87, end: 112},
        {from: 25, to: 26, start: 115, end: 116}
      ],
      [{from: 0, to: 26, start: 51, end: 51}],
      [{from: 0, to: 18, start: 211, end: 229}]
    ])
    expect(pieces(raw, maps)).toEqual([['http://wrapped.example/a/', 'b'], [''], ['cid:logo@h.example']])
  })

  it('throws on a non-string message', () => {
    expect(() => locateInMessage(new Uint8Array(1) as unknown as string, [])).toThrow(
      new TypeError('Expected `raw` to be a string, not object')
    )
  })
})

describe('a message the MIME parser refuses', () => {
  // postal-mime refuses a structure nested past 256 levels.
  let nested = ''
  for (let depth = 0; depth < 300; depth++)
    nested += `Content-Type: multipart/mixed; boundary="b${depth}"\n\n--b${depth}\n`
  const refused =
    'List-Id: <https://lists.acme.io/dev>\n' +
    nested +
    'Content-Type: text/plain\n\nsee http://deep.example/a-\nb and http://u:Kx9@db.acme.io/\n'
  const reason = 'the MIME parser refused it: Maximum MIME nesting depth of 256 levels exceeded'

  it('readMail gives why, and the message as written', async () => {
    const bodies = await readMail(refused, 0)
    expect([bodies.text, bodies.html, bodies.refused, bodies.raw === refused]).toEqual([
      undefined,
      undefined,
      reason,
      true
    ])
    const bytes = await readMail(new TextEncoder().encode(refused), 3)
    expect([bytes.message, bytes.refused, bytes.raw === refused]).toEqual([3, reason, true])
  })

  it('extractMail finds its URIs as written, headers included (part `raw`), and locateInMessage maps them exactly', async () => {
    const found = await extractMail(refused)
    expect(found.map((uri) => [uri.uri, uri.part, uri.message, uri.start, uri.alternatives])).toEqual([
      ['https://lists.acme.io/dev', 'raw', 0, 10, undefined],
      ['http://deep.example/a-b', 'raw', 0, 16347, ['http://deep.example/a-b', 'http://deep.example/ab']],
      ['http://u:Kx9@db.acme.io/', 'raw', 0, 16376, undefined]
    ])
    expect(refused.indexOf('http://deep')).toBe(16347)
    const maps = locateInMessage(refused, found)
    expect(maps.map((map) => map.map((segment) => refused.slice(segment.start, segment.end)).join(''))).toEqual([
      'https://lists.acme.io/dev',
      'http://deep.example/a-b',
      'http://u:Kx9@db.acme.io/'
    ])
  })

  it('extractMessage gives the same URIs and says why as its problem; a message read as MIME has none', async () => {
    const read = await extractMessage(refused)
    expect([read.message, read.offset, read.problem, read.uris]).toEqual([0, 0, reason, await extractMail(refused)])
    expect((await extractMessage(eml)).problem).toBeUndefined()
    await expect(extractMessage(refused, 1 as never)).rejects.toThrow(TypeError)
  })

  it('a header field past 2 MB (also refused) likewise', async () => {
    const big = 'X-Big: ' + 'a'.repeat(3 * 1024 * 1024) + '\nSubject: x\n\nsee http://after.example/\n'
    const found = await extractMail(big)
    expect(found.map((uri) => [uri.uri, uri.part, uri.start])).toEqual([
      ['http://after.example/', 'raw', big.indexOf('http://after')]
    ])
  })

  it('extractMbox reads the other messages and this one as written', async () => {
    const found = await extractMbox(
      'From a\n\nsee http://one.example/\n\nFrom b\n' + refused + '\nFrom c\n\nand http://three.example/\n'
    )
    expect(found.map((uri) => [uri.message, uri.part, uri.uri])).toEqual([
      [0, 'text', 'http://one.example/'],
      [1, 'raw', 'https://lists.acme.io/dev'],
      [1, 'raw', 'http://deep.example/a-b'],
      [1, 'raw', 'http://u:Kx9@db.acme.io/'],
      [2, 'text', 'http://three.example/']
    ])
  })
})
