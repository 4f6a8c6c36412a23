/**
 * Arbitraries shared by the fuzz tests (`test/*\/fuzz.test.ts`): any string
 * (full Unicode, lone surrogates, NUL and controls, long runs) and strings
 * built from pieces of URI, Markdown, HTML and mail syntax. `FUZZ_SCALE`
 * multiplies every run count (`FUZZ_SCALE=100 vitest run test/core/fuzz.test.ts`
 * to hunt); the committed counts keep the three files within CI's time.
 */
import fc from 'fast-check'

/** `runs` times `FUZZ_SCALE` (default 1). */
export function runs(count: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? '1')
  return Math.max(1, Math.round(count * (Number.isFinite(scale) && scale > 0 ? scale : 1)))
}

/** Pieces of URI syntax, and the characters that break it. */
export const uriPieces = [
  // Percent-encoding, well and badly formed.
  '%',
  '%2',
  '%G0',
  '%g',
  '%25',
  '%2F',
  '%2f',
  '%2E',
  '%2e',
  '%41',
  '%7E',
  '%0A',
  '%0D',
  '%00',
  '%20',
  '%C3%A9',
  '%E2%82',
  '%E2%82%AC',
  '%F0%9F%98%80',
  '%FF',
  '%C0%80',
  '%ED%A0%80',
  '%%',
  '%%34%31',
  // Delimiters.
  ':',
  '::',
  ':::',
  '@',
  '@@',
  '/',
  '//',
  '///',
  '?',
  '#',
  '##',
  '.',
  '..',
  './',
  '../',
  '/./',
  '/../',
  '/.',
  '/..',
  ';',
  '=',
  '&',
  '+',
  ',',
  '$',
  '!',
  '*',
  "'",
  '(',
  ')',
  // Schemes and hosts.
  'http',
  'https',
  'HTTP',
  'ftp',
  'gopher',
  'file',
  'mailto:',
  'urn:',
  'tel:',
  'data:',
  'news:',
  'javascript:',
  'a+b-c.d',
  'http://',
  'https://',
  'ftp://',
  'file:///',
  '//',
  'example.com',
  'www.',
  'WwW.',
  'xn--',
  'xn--bcher-kva',
  'xn--85x722f',
  'bücher',
  'a_b',
  'localhost',
  '.example',
  '.test',
  'a',
  'Z',
  '0',
  '9',
  '-',
  // IP literals and addresses.
  '[',
  ']',
  '[::1]',
  '[::]',
  '[2001:db8::7]',
  '[::ffff:1.2.3.4]',
  '[v1.x]',
  '[v1F.a:b]',
  '[vF.]',
  '[v.',
  'v1.',
  '[fe80::1%25eth0]',
  '[1::2::3]',
  '[0:0:0:0:0:0:0:0:0]',
  '1.2.3.4',
  '256.1.1.1',
  '01.02.03.04',
  '0x7f.1',
  '::ffff:',
  'ffff:',
  '1:2:3:4:5:6:7:8',
  '192.0.2.1',
  // Userinfo, ports and passwords.
  'user',
  'user:pass@',
  'u:p@ss@',
  ':pw@',
  'deploy:hunter2@',
  '${TOKEN}',
  '<password>',
  '***',
  ':80',
  ':443',
  ':25',
  ':6000',
  ':65535',
  ':65536',
  ':99999999999999999999',
  ':0',
  ':',
  ':x',
  // What ends or wraps a URI in text.
  '<',
  '>',
  '<URL:',
  '<url:',
  'URL:',
  '"',
  '`',
  '{',
  '}',
  '|',
  '\\',
  '^',
  '~',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\n\n',
  '-\n',
  '-\n  ',
  '\n> ',
  '> ',
  '>> ',
  '\f',
  '\v',
  // Unicode: non-ASCII, astral, lone surrogates, NUL, C1, separators, BOM, case changes of other lengths.
  'é',
  'ß',
  'İ',
  'ﬀ',
  'ǅ',
  '例',
  '测试',
  '\u{1F600}',
  '\uD800',
  '\uDC00',
  '\uDBFF\uDFFF',
  '\u0000',
  '\u0001',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u00A0',
  '\u2028',
  '\u2029',
  '\u200B',
  '\u200E',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
  '\u3000',
  '\u202E',
  '\u0130',
  '\u212A'
]

/** Pieces of HTML: tags, attributes, character references, comments. */
export const htmlPieces = [
  '<a href="',
  '<a href=',
  "<a href='",
  '<A HREF="',
  '<img src="',
  '<img srcset="',
  ' 1x, ',
  ' 2w',
  '<form action="',
  '<q cite="',
  '<video poster="',
  '<object data="',
  '<link href=',
  '">',
  '"/>',
  "'>",
  '>',
  '</a>',
  '<',
  '</',
  '/>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<script>',
  '</script>',
  '<style>',
  '<textarea>',
  '<title>',
  '<!DOCTYPE html>',
  '&amp;',
  '&amp',
  '&lt;',
  '&gt;',
  '&quot;',
  '&#x20;',
  '&#32;',
  '&#x1F600;',
  '&#xD800;',
  '&#0;',
  '&#x110000;',
  '&#99999999999;',
  '&NotEqualTilde;',
  '&',
  '&#',
  '&#x',
  '&;',
  '=',
  ' ',
  '\n'
]

/** Pieces of Markdown: links, autolinks, definitions, code, front matter, escapes. */
export const markdownPieces = [
  '[',
  ']',
  '(',
  ')',
  '[a](',
  '![i](',
  '[a]: ',
  '[a]',
  '[^1]',
  '<',
  '>',
  '<http://',
  '<https://',
  '<mailto:',
  '`',
  '```',
  '```\n',
  '    ',
  '\\',
  '\\_',
  '\\)',
  '&amp;',
  '&#x61;',
  '&#0;',
  '---\n',
  '+++\n',
  '# ',
  '> ',
  '- ',
  '* ',
  '1. ',
  '| a | b |\n| - | - |\n',
  '~~',
  '**',
  '_',
  '"title"',
  " 'title'",
  ' (title)',
  '<!--lint ignore-->',
  '<!--lint disable-->',
  '<!--lint enable-->',
  '\n',
  '\n\n',
  '  \n'
]

/** Pieces of mail: header fields, MIME structure, encodings, mbox separators. */
export const mailPieces = [
  'From ',
  'From a@b Sat Jan  3 01:05:34 1996\n',
  '>From ',
  '>>From ',
  'Subject: ',
  'To: ',
  'Received: ',
  'MIME-Version: 1.0\n',
  'Content-Type: ',
  'content-type:',
  'text/plain',
  'text/html',
  'text/plain; charset=utf-8\n',
  'charset=iso-8859-1',
  'multipart/mixed; boundary="b"\n',
  'multipart/alternative; boundary=b\n',
  'message/rfc822\n',
  '--b\n',
  '--b--\n',
  '--',
  'Content-Transfer-Encoding: ',
  'quoted-printable\n',
  'base64\n',
  '7bit\n',
  '=\n',
  '=\r\n',
  '=3D',
  '=C3=BC',
  '=E2=82',
  '=ZZ',
  '=',
  'aHR0cDovL2EuZXhhbXBsZS8=\n',
  'Content-Disposition: attachment; filename="x"\n',
  '=?utf-8?Q?caf=C3=A9?=',
  '=?utf-8?B?',
  ': ',
  '\t',
  ' ',
  '\n',
  '\r\n',
  '\n\n',
  '\r\n\r\n'
]

const pieces = (list: readonly string[]) => fc.constantFrom(...list)

/** A piece repeated: the long runs that find quadratic scans and deep recursion. */
function runOf(piece: fc.Arbitrary<string>, max: number): fc.Arbitrary<string> {
  return fc.tuple(piece, fc.integer({min: 2, max})).map(([text, count]) => text.repeat(count))
}

/** Any string: full Unicode (lone surrogates too), ASCII, controls. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({maxLength: 60}),
  fc.string({unit: 'binary', maxLength: 60}),
  fc.string({unit: 'binary-ascii', maxLength: 60}),
  fc.string({unit: 'grapheme', maxLength: 30}),
  fc.string({unit: fc.integer({min: 0, max: 0x1f}).map((code) => String.fromCharCode(code)), maxLength: 20}),
  fc.string({unit: fc.integer({min: 0xd7f0, max: 0xe010}).map((code) => String.fromCharCode(code)), maxLength: 20})
)

/**
 * Text made of `list`'s pieces and of any characters, with now and then a
 * long run of one piece (up to `longest` repeats).
 */
export function textOf(
  list: readonly string[],
  {maxPieces = 40, longest = 300}: {maxPieces?: number; longest?: number} = {}
): fc.Arbitrary<string> {
  const piece = pieces(list)
  const part = fc.oneof(
    {weight: 12, arbitrary: piece},
    {weight: 2, arbitrary: anyString},
    {weight: 1, arbitrary: runOf(piece, longest)}
  )
  return fc.array(part, {maxLength: maxPieces}).map((parts) => parts.join(''))
}

/** A URI or something like one: a scheme, userinfo, host and port, then URI pieces. */
export const uriLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      'http://',
      'https://',
      'HTTPS://',
      'ftp://',
      'gopher://',
      'postgres://',
      'mailto:',
      'www.',
      '//',
      '',
      '../',
      '#',
      'xn--'
    ),
    fc.constantFrom('', '', 'user:pass@', 'deploy:Xk29dLq7@', 'u:${TOKEN}@', ':pw@', 'a:b:c@', 'x@', 'u:p/q@'),
    fc.constantFrom(
      'example.com',
      'git.acme-build.io',
      'bücher.example',
      'localhost',
      '[::1]',
      '[2001:db8::7',
      '127.0.0.1',
      'a b',
      '',
      'exa_mple.org',
      'xn--85x722f.xn--fiqs8s'
    ),
    fc.constantFrom('', '', ':25', ':6000', ':443', ':70000', ':x', ':', ':${PORT}'),
    textOf(uriPieces, {maxPieces: 10, longest: 40})
  )
  .map((parts) => parts.join(''))

/** Strings biased towards URI syntax, or any string. */
export const uriText: fc.Arbitrary<string> = fc.oneof(
  {weight: 4, arbitrary: textOf(uriPieces)},
  {weight: 1, arbitrary: anyString}
)

/** Values that are not strings, for the misuse checks. */
export const notString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    0,
    1n,
    true,
    Symbol('x'),
    [],
    {},
    ['a'],
    new Uint8Array(1),
    () => 'a',
    new String('a')
  ),
  fc.anything().filter((value) => typeof value !== 'string')
)

/** Bytes as fast-check makes them, or the UTF-8 of a string. */
export function bytesOf(text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    {weight: 2, arbitrary: text.map((value) => new TextEncoder().encode(value))},
    {weight: 1, arbitrary: fc.uint8Array({maxLength: 300})},
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.uint8Array({maxLength: 40}), text)
        .map(([a, b, c]) => concat([new TextEncoder().encode(a), b, new TextEncoder().encode(c)]))
    }
  )
}

/** Byte arrays joined. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    result.set(part, offset)
    offset += part.length
  }
  return result
}

/**
 * Throw unless `condition` holds: what the properties check on every run,
 * without the cost of an `expect` per check (a tenth of a property's time).
 */
export function ok(condition: boolean, what: string | (() => string)): asserts condition {
  if (!condition) throw new Error('Expected ' + (typeof what === 'string' ? what : what()))
}
