/**
 * `no-malformed-uri` on the link mistakes of issue 23 (items 2 to 4): a
 * bracket taken into a destination, a link pasted inside one, a scheme typo
 * or the wrong slashes. Each is one warning on the whole URI with the URI as
 * meant as its fix; near misses stay quiet. Exact reasons, ranges and fixes.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {isOneEdit, linkMistake} from '../../../packages/remark-lint-uri/src/rules/link-mistakes.ts'
import {lint, levelOf, presetWithGfm, rangeOf} from '../helpers.ts'

async function findings(markdown: string) {
  const file = await lint(markdown, presetWithGfm)
  return file.messages
    .filter((message) => message.ruleId === 'no-malformed-uri')
    .map((message) => ({
      level: levelOf(message),
      range: rangeOf(message),
      reason: message.reason,
      expected: message.expected
    }))
}

/** The one finding of `[a](destination)`. */
async function one(destination: string) {
  const result = await findings(`[a](${destination})\n`)
  expect(result).toHaveLength(1)
  return result[0]!
}

const dropped = (what: string, it = 'it') => `Unexpected ${what}, expected the URI without ${it}`

describe('no-malformed-uri: a bracket or parenthesis taken into the destination', () => {
  it('drops an unmatched closing `]` at the end, in a path and in a fragment', async () => {
    expect(await one('https://github.com/org/repo/pull/12]')).toEqual({
      level: 'warning',
      range: '1:5-1:41',
      reason: dropped('unmatched `]` at the end'),
      expected: ['https://github.com/org/repo/pull/12']
    })
    expect(await one('#install]')).toEqual({
      level: 'warning',
      range: '1:5-1:14',
      reason: dropped('unmatched `]` at the end'),
      expected: ['#install']
    })
  })

  it('drops a doubled opening parenthesis and the closers it leaves unmatched, not encoding them', async () => {
    expect(await one('<(https://example.org/a))>')).toEqual({
      level: 'warning',
      range: '1:6-1:30',
      reason: dropped('`(` before the scheme and unmatched `))` at the end', 'them'),
      expected: ['https://example.org/a']
    })
  })

  it('is a warning where the rule would otherwise give a note, and the only message on the URI', async () => {
    // `]` in a fragment alone is a note (browsers encode it); taken in from the text, it breaks the link.
    expect(await findings('[x](https://example.org/#top]) [y](https://example.org/#[top])\n')).toEqual([
      {
        level: 'warning',
        range: '1:5-1:30',
        reason: dropped('unmatched `]` at the end'),
        expected: ['https://example.org/#top']
      },
      {
        level: 'info',
        range: '1:36-1:62',
        reason: 'Unexpected `[`, `]` in fragment, expected `%5B`, `%5D`',
        expected: ['https://example.org/#%5Btop%5D']
      }
    ])
  })

  it('leaves a bare URL in prose to `no-malformed-uri` as before (its `]` may close the prose)', async () => {
    expect(linkMistake('https://example.org/a]', 'literal')).toBe(undefined)
    expect(linkMistake('https://example.org/a]', 'link')?.edits).toEqual([{start: 21, end: 22, text: ''}])
  })

  it('is linear on a run of 10^4 closers', () => {
    const uri = 'https://example.org/' + ']'.repeat(10_000)
    expect(linkMistake(uri, 'link')).toEqual({
      reason: dropped('unmatched `' + ']'.repeat(32) + '…` at the end', 'them'),
      note: 'Markdown took it from the text around the link: browsers keep it in the URL, and the link is broken',
      edits: [{start: 20, end: 10_020, text: ''}]
    })
  })
})

describe('no-malformed-uri: a link pasted inside a destination', () => {
  it('takes the inner URL, in a bare and in an angle-bracketed destination', async () => {
    expect(await one('[https://a.example/](https://a.example/)')).toEqual({
      level: 'warning',
      range: '1:5-1:45',
      reason:
        'Unexpected Markdown link `[https://a.example/](…)` as a link destination, expected its URL `https://a.example/`',
      expected: ['https://a.example/']
    })
    expect(await one('<[#12](https://x.example/i/12)>')).toEqual({
      level: 'warning',
      range: '1:6-1:35',
      reason: 'Unexpected Markdown link `[#12](…)` as a link destination, expected its URL `https://x.example/i/12`',
      expected: ['https://x.example/i/12']
    })
  })

  it('takes a URL wrapped in parentheses out of them', async () => {
    expect(await one('(https://x.example/)')).toEqual({
      level: 'warning',
      range: '1:5-1:25',
      reason: dropped('`(` before the scheme and unmatched `)` at the end', 'them'),
      expected: ['https://x.example/']
    })
  })

  it('does not quote an inner URL with a password: the rule says what it says of any malformed URI', async () => {
    expect(await findings('[a]([db](https://app:Kx9vQ2mL7pR4@db.acme.io/))\n')).toEqual([
      {
        level: 'warning',
        range: '1:5-1:47',
        reason:
          'Unexpected `(` in scheme `[db](https`, expected a letter, digit, `+`, `-` or `.`; Unexpected `[`, `]` in first segment, expected percent-encoding',
        expected: undefined
      }
    ])
  })
})

describe('no-malformed-uri: scheme typos and slashes', () => {
  const cases: Array<[string, string, string]> = [
    ['htts://example.org', 'Unexpected scheme `htts`, expected `https`', 'https://example.org'],
    ['htps://example.org', 'Unexpected scheme `htps`, expected `https`', 'https://example.org'],
    ['htttp://example.org', 'Unexpected scheme `htttp`, expected `http`', 'http://example.org'],
    ['htpts:/example.org', 'Unexpected scheme `htpts`, expected `https`', 'https://example.org'],
    ['http//example.org', 'Unexpected `http//` without a colon, expected `http://`', 'http://example.org'],
    ['https:/example.org', 'Unexpected `https:/` with one slash, expected `https://`', 'https://example.org'],
    ['https:///example.org', 'Unexpected `https:///` with three slashes, expected `https://`', 'https://example.org'],
    [
      'http:localhost:4000/',
      'Unexpected `http:` without slashes before the host, expected `http://`',
      'http://localhost:4000/'
    ],
    [
      'https://https://example.org',
      'Unexpected `https://https://`, a scheme twice, expected `https://`',
      'https://example.org'
    ]
  ]
  for (const [destination, reason, expected] of cases) {
    it(destination, async () => {
      expect(await one(destination)).toEqual({
        level: 'warning',
        range: `1:5-1:${5 + destination.length}`,
        reason,
        expected: [expected]
      })
    })
  }

  it('never quotes a password, and gives no fix that would spell it', async () => {
    expect(await one('htps://deploy:Qw3Er5Ty7@git.acmecorp.io/')).toEqual({
      level: 'warning',
      range: '1:5-1:45',
      reason: 'Unexpected scheme `htps`, expected `https`',
      expected: undefined
    })
  })

  it('counts one edit as Damerau-Levenshtein (optimal string alignment) does', () => {
    expect(
      ['htps', 'htts', 'htpts', 'hhttps', 'htpt', 'https', 'htp', 'fpt', 'http', 'hxxp'].map((name) => [
        isOneEdit(name, 'https'),
        isOneEdit(name, 'http'),
        isOneEdit(name, 'ftp')
      ])
    ).toEqual([
      [true, false, false],
      [true, true, false],
      [true, false, false],
      [true, false, false],
      [false, true, false],
      [false, true, false],
      [false, true, true],
      [false, false, true],
      [true, false, false],
      [false, false, false]
    ])
  })
})

describe('no-malformed-uri: near misses stay quiet', () => {
  it('a balanced `(…)` in a path, `[…]` in an IPv6 host, registered and well-known schemes', async () => {
    expect(
      await findings(
        [
          '[C](https://en.wikipedia.org/wiki/C_(programming_language))',
          '[v6](http://[2001:db8::1]:8080/a)',
          '[git](git+ssh://git@github.com/org/repo.git)',
          '[svn](svn+ssh://svn.example.org/repo)',
          '[handler](web+foo:bar)',
          '[tls](ftps://ftp.example.org/)',
          '[sftp](sftp://files.example.org/) [tftp](tftp://boot.example.org/x)',
          '[root](file:///etc/hosts)',
          '[http](http:g)'
        ].join('\n') + '\n'
      )
    ).toEqual([])
  })

  it('a `]` in a query that pairs with a `[` stays the note it was', async () => {
    expect(await findings('[q](https://api.example.org/items?filter[name]=x&sort[])\n')).toEqual([
      {
        level: 'info',
        range: '1:5-1:56',
        reason: 'Unexpected `[` ×2, `]` ×2 in query, expected `%5B`, `%5D`',
        // `[name]` reads as a placeholder: the fix leaves it for the reader.
        expected: ['https://api.example.org/items?filter[name]=x&sort%5B%5D']
      }
    ])
  })

  it('`fttp` and `htp` (one edit from `ftp` and from `http`) are not rewritten', () => {
    expect(linkMistake('fttp://example.org/', 'link')).toBe(undefined)
    expect(linkMistake('htp://example.org/', 'link')).toBe(undefined)
  })
})

describe('no-malformed-uri: the fix of a link mistake is accepted', () => {
  const host = fc.stringMatching(/^[a-z]{1,8}\.(org|io|example)$/)
  // Parentheses only in pairs, as in the URIs meant (`C_(language)`); the rule accepts no `[` in a path.
  const path = fc
    .array(fc.stringMatching(/^([a-z0-9_-]{0,4}|[a-z]{1,3}_\([a-z]{1,3}\))$/), {maxLength: 3})
    .map((parts) => parts.join('/'))
  const meant = fc
    .tuple(fc.constantFrom('http', 'https', 'ftp'), host, path)
    .map(([scheme, name, rest]) => `${scheme}://${name}/${rest}`)
  const mistaken = fc.tuple(meant, fc.nat(8)).map(([uri, kind]) => {
    const scheme = uri.slice(0, uri.indexOf(':'))
    const after = uri.slice(scheme.length + 3)
    return [
      uri + ']',
      uri + '))',
      '(' + uri + ')',
      `[${uri}](${uri})`,
      scheme.slice(1) + '://' + after,
      scheme + scheme.slice(-1) + '://' + after,
      scheme + '//' + after,
      scheme + ':/' + after,
      scheme + '://' + uri
    ][kind]!
  })

  it('lints the fix of every finding without a finding', async () => {
    await fc.assert(
      fc.asyncProperty(mistaken, async (destination) => {
        const messages = await findings(`[a](<${destination}>)\n`)
        for (const message of messages) {
          if (message.expected === undefined) continue
          expect(await findings(`[a](<${message.expected[0]}>)\n`)).toEqual([])
        }
      }),
      {numRuns: 200}
    )
  })
})

describe('no-malformed-uri: where an HTML or JSX URI is written', () => {
  it('names the attribute of an HTML element and the prop of a JSX component (MDX), never Markdown', async () => {
    const file = await lint(
      '<a href="https://github.com/org/repo/pull/12]">a</a>\n\n<Link href="https://github.com/org/repo/pull/12]">b</Link>\n\nA <Card title="x"\n  src="https://example.org/x.png)" /> card.\n',
      presetWithGfm
    )
    expect(file.messages.map((message) => [rangeOf(message), message.note])).toEqual([
      ['1:10-1:46', 'Written so in the `href` attribute of `<a>`: browsers keep it in the URL, and the link is broken'],
      ['3:13-3:49', 'Written so in the `href` prop of `<Link>`: browsers keep it in the URL, and the link is broken'],
      ['6:8-6:34', 'Written so in the `src` prop of `<Card>`: browsers keep it in the URL, and the link is broken']
    ])
  })

  it('names each tag of one HTML node, and a tag again after another', async () => {
    const file = await lint(
      '<div><Link href="https://a.example/x]" src="https://a.example/y)"/> <a href="https://a.example/z]">z</a></div>\n',
      presetWithGfm
    )
    expect(file.messages.map((message) => message.note!.split(':')[0])).toEqual([
      'Written so in the `href` prop of `<Link>`',
      'Written so in the `src` prop of `<Link>`',
      'Written so in the `href` attribute of `<a>`'
    ])
  })

  it('leaves a JSX expression alone: it is code, not a URI (`href={url}`, `href={"…"}`)', async () => {
    const file = await lint(
      '<Link href={url}>a</Link> <Link href={"https://example.org/a b"}>b</Link> <a href={`/x/${id}`}>c</a>\n',
      presetWithGfm
    )
    expect(file.messages).toEqual([])
  })
})
