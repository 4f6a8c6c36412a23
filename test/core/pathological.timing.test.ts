/**
 * Linear time on pathological input (the shared harness, test/linear.ts):
 * the time for 4n repeats over the time for n stays near 4; a quadratic loop
 * gives 16 (and at these sizes takes minutes). "10^5 repeats" is 4n, as in
 * the extractor's shapes.
 */
import {describe, expect, it} from 'vitest'
import {inspect, normalize, parse, redact, resolve} from '@urilint/core'
import {isPlainUri, mayHavePlaceholders, placeholderSpans, standalonePlaceholders} from '@urilint/core/internal'
import {linearBound, linearRatio} from '../linear.ts'

const pieces = ['%', '[', ':', '@', '/..', '(', '<', 'http://', '%0D', '\u00e9']

describe('linear time', () => {
  // Templates (template.ts): substitutions, a pattern's parts and elisions, closed and never closed.
  for (const piece of [
    '@A@',
    '@AB',
    '/.*',
    '(\\d+)',
    '(?:',
    '[^/]+',
    '[^a',
    '\\.',
    '/...x',
    '/owner',
    '(.+',
    '/A_REPO',
    '/AB_',
    '[,a',
    '[,a...]',
    // Two-byte too. A search for `]` to the URI's end from each `[,` (d177f9c) gave 6 here, under the bound: bounded, 3.9.
    '[,\u00e9'
  ]) {
    it(`reads the placeholders of 10^5 repeats of ${JSON.stringify(piece)} in linear time`, async () => {
      expect(
        await linearRatio(
          (n) => 'w+://x/' + piece.repeat(n),
          (uri) => mayHavePlaceholders(uri) && standalonePlaceholders(uri, placeholderSpans(parse(uri))),
          25_000
        )
      ).toBeLessThan(linearBound)
    })
  }

  // Newer shapes at 2.5·10^4 repeats (10^5 in the larger input): each costs about as much as the older ones at
  // 10^5, which took 6 s each, and the project is already long.
  for (const [prefix, piece] of [
    ['w+://x/', '=__A/'],
    ['w+://x/', '%T&'],
    ['mailto:', 'a@b'],
    ['a:///', 'aB'],
    ['http://', 'xX'],
    ['http://a', 'aB'],
    // A query of many pairs, each asked whether its value is its name in capitals; a host of many host words.
    ['http://a.example/?', 'ab=AB&'],
    ['http://host', '.name'],
    // SPF's macros closed and never closed, the reader's own segments, and addresses of SIP (issue 26's ninth look).
    ['http://x/', '%{d}'],
    ['http://x/', '%{a'],
    ['https://x/', 'to/your/'],
    ['https://x/', 'your-repo/'],
    ['sip:', 'a@host'],
    // Perl's array elements (`$_[0]`), closed and never closed (issue 26's tenth look).
    ['http://x/', '$_[0]'],
    ['http://x/', '$a[1'],
    // A name between doubled signs, closed and never closed (issue 26's eleventh look).
    ['http://x/', '%%A%%'],
    ['http://x/', '%%A'],
    // The reader's own labels (one `touches` each against every span before: 765 s at 10^5), and own segments
    // beside constants' names (each constant was checked against every own segment).
    ['http://a', '.yoursite'],
    ['https://x/', 'your-repo/REPO/'],
    // Near misses of the reader's own labels, and the fuzzers' keyword in a query.
    ['http://a', '.yours-x'],
    ['http://a.example/?', 'FUZZ&'],
    ['http://a.example/?', 'a=FUZ1&'],
    // manpages-27: elisions that may end a host (each looks back to the last `..`), template tags of the Template
    // Toolkit and Embperl closed and never closed, `$(…)` closed and cut.
    ['http://a', '.b.../'],
    ['http://x/', '[+ a +]'],
    ['http://x/', '[% a'],
    ['http://x/', '$(A)'],
    ['http://x/', '$(a'],
    // manpages-29: variables glued to each other, standing as one run (nginx's `$host$request_uri`).
    ['https://', '$a']
  ] as const) {
    it(`reads the placeholders of 2.5·10^4 and 10^5 repeats of ${JSON.stringify(piece)} in linear time`, async () => {
      expect(
        await linearRatio(
          (n) => prefix + piece.repeat(n),
          (uri) => mayHavePlaceholders(uri) && standalonePlaceholders(uri, placeholderSpans(parse(uri))),
          25_000
        )
      ).toBeLessThan(linearBound)
    })
  }

  // `mayHavePlaceholders`'s first look (one regular expression) over near misses of its leads, after an open `@`.
  for (const piece of ['a_1', '@a.', '/A', '/A_b', '%2', '..a']) {
    it(`looks for a placeholder in 10^5 repeats of ${JSON.stringify(piece)} in linear time`, async () => {
      expect(
        await linearRatio(
          (n) => 'http://x.org/@' + piece.repeat(n),
          (uri) => mayHavePlaceholders(uri),
          100_000
        )
      ).toBeLessThan(linearBound)
    })
  }

  // `isPlainUri`'s one regular expression: labels and dots, path pieces near its leads, failing at the end.
  for (const [prefix, piece] of [
    ['http://', 'a.'],
    ['http://a.b', '/a'],
    ['http://a.b/', '%2F'],
    ['http://a.b/', 'a_'],
    ['http://a.b/', '.a'],
    // A constant's name looked for after each `/`, its `_`-parts tried back from the run's end.
    ['http://a.b/', 'A_'],
    ['http://a.b', '/A_ID_']
  ] as const) {
    it(`tells the plain shape of 10^5 repeats of ${JSON.stringify(piece)} in linear time`, async () => {
      expect(
        await linearRatio(
          (n) => prefix + piece.repeat(n) + '$',
          (uri) => isPlainUri(uri),
          100_000
        )
      ).toBeLessThan(linearBound)
    })
  }

  for (const piece of pieces) {
    it(`parses 10^5 repeats of ${JSON.stringify(piece)} in linear time`, async () => {
      for (const prefix of ['', 'http://', 'http://[', 'a:/']) {
        expect(
          await linearRatio(
            (n) => prefix + piece.repeat(n),
            (input) => parse(input),
            25_000
          )
        ).toBeLessThan(linearBound)
      }
    })
  }
  it('normalizes, resolves and inspects long dot-segment paths in linear time', async () => {
    const make = (n: number) => 'http://a/' + 'b/../'.repeat(n) + '%41/.'.repeat(n)
    expect(await linearRatio(make, (input) => normalize(input), 20_000)).toBeLessThan(linearBound)
    expect(await linearRatio(make, (input) => resolve('http://x/y/', input.slice(9)), 20_000)).toBeLessThan(linearBound)
    expect(
      await linearRatio(make, (input) => resolve('http://x/y/', input.slice(9), {mode: 'rfc2396'}), 20_000)
    ).toBeLessThan(linearBound)
    expect(
      await linearRatio(
        (n) => 'http://u:' + '@'.repeat(n) + '%0A'.repeat(n) + '@h:25/',
        (input) => inspect(input),
        20_000
      )
    ).toBeLessThan(linearBound)
  })
  // Issue 24: a password to the last `@` before its host, and the URIs written inside another.
  for (const [name, make] of [
    ['a password past `/` up to each `@b/`', (n: number) => 'https://u:p@x/' + 'a@b/'.repeat(n)],
    ['`@` after `/` (handles), skipped', (n: number) => 'https://u:p@x/' + '/@'.repeat(n) + '@db.acme.io/'],
    ['`@` before no host, skipped', (n: number) => 'https://u:p@x/' + 'a' + '@%'.repeat(n) + '@db.acme.io/'],
    ['a long label after each `@`', (n: number) => 'https://u:p@' + 'a'.repeat(n) + '/' + '@'.repeat(n)],
    ['URIs inside a URI, each with a password', (n: number) => 'https://x.io/' + 'https://u:p@h/'.repeat(n)],
    ['`://` inside a URI, no password', (n: number) => 'https://x.io/' + 'a://'.repeat(n)],
    ['a numeric password on a bare name, `/@`', (n: number) => 'https://app:1/' + 'x/@'.repeat(n) + 'db'],
    ['`://` after a password', (n: number) => 'https://u:p@x/' + '@a/://'.repeat(n)],
    [
      'encoded URIs inside a URI, each with a password',
      (n: number) => 'https://x.io/?' + 'u=h%3A%2F%2Fu%3Ap%40h&'.repeat(n)
    ],
    ['encoded `://` twice, no password', (n: number) => 'https://x.io/?u=' + 'a%253A%252F%252F'.repeat(n)],
    ['escapes before encoded `://`', (n: number) => 'https://x.io/?u=' + '%3D%3A%2F%2F%25'.repeat(n)],
    ['one encoded URI holding many', (n: number) => 'https://x.io/?u=h%3A%2F%2F' + '%253Ah%253A%252F%252Fu'.repeat(n)],
    // Each passed as no URI's start, the inner URI read on over all of them.
    [
      'encoded `://` without a scheme, in an inner URI',
      (n: number) => 'https://x.io/?u=h://u:' + '%3A%2F%2F/'.repeat(n)
    ],
    // Each inside the inner URI's authority: its start looked for once, the authority read once.
    ["`a://` inside an inner URI's authority", (n: number) => 'https://x.io/?u=h://u:' + 'a%3A%2F%2Fb'.repeat(n)]
  ] as const) {
    it(`inspects and redacts 10^5 repeats: ${name}`, async () => {
      expect(await linearRatio(make, (input) => [inspect(input), redact(input)], 25_000)).toBeLessThan(linearBound)
    })
  }
  it('parses a 10 MB string in time linear in its length', async () => {
    const unit = 'http://user@example.com:8080/a/b%20c?q=1#f '
    const make = (n: number) => unit.repeat(n)
    // 2.5 MB against 10 MB.
    expect(await linearRatio(make, (input) => parse(input), Math.ceil(2_500_000 / unit.length))).toBeLessThan(
      linearBound
    )
  })
})
