/**
 * `no-malformed-uri` on a destination without a scheme that names a host, an
 * e-mail address or a handle (schemeless.ts): what it reads, the near misses
 * that stay quiet, the message, and a property on every fix it gives.
 */
import {parse, validate} from '@urilint/core'
import fc from 'fast-check'
import {remarkLintNoMalformedUri} from 'remark-lint-uri'
import {describe, expect, it} from 'vitest'
import {fileSuffixes, readSchemeless} from '../../../packages/remark-lint-uri/src/rules/schemeless.ts'
import {levelOf, lint, presetWithGfm, rangeOf, reportFields} from '../helpers.ts'

describe('RFC 3986 4.2: "A relative reference takes advantage of the hierarchical syntax"', () => {
  it('reads a host at the start of the path as a host, with `https://` as the fix', () => {
    expect(readSchemeless('github.com/alice')).toEqual({
      kind: 'host',
      name: 'github.com',
      expected: 'https://github.com/alice'
    })
    expect(readSchemeless('www.example.org/guide')).toEqual({
      kind: 'host',
      name: 'www.example.org',
      expected: 'https://www.example.org/guide'
    })
    expect(readSchemeless('npm.im/some-package')).toEqual({
      kind: 'host',
      name: 'npm.im',
      expected: 'https://npm.im/some-package'
    })
    expect(readSchemeless('example.com')).toEqual({kind: 'host', name: 'example.com', expected: 'https://example.com'})
    expect(readSchemeless('archive.example.co.uk/a?b=c#d')).toEqual({
      kind: 'host',
      name: 'archive.example.co.uk',
      expected: 'https://archive.example.co.uk/a?b=c#d'
    })
    // A private entry of the list (`github.io`) is no suffix here: `io` is.
    expect(readSchemeless('alice.github.io')).toEqual({
      kind: 'host',
      name: 'alice.github.io',
      expected: 'https://alice.github.io'
    })
  })

  it('reads a host with a file-shaped suffix only with `www.` or a path after it', () => {
    expect(readSchemeless('docs.rs/serde')).toEqual({kind: 'host', name: 'docs.rs', expected: 'https://docs.rs/serde'})
    expect(readSchemeless('play.rust-lang.org/')).toEqual({
      kind: 'host',
      name: 'play.rust-lang.org',
      expected: 'https://play.rust-lang.org/'
    })
    expect(readSchemeless('www.notes.org')).toEqual({
      kind: 'host',
      name: 'www.notes.org',
      expected: 'https://www.notes.org'
    })
    expect(readSchemeless('WWW.Example.ORG')).toEqual({
      kind: 'host',
      name: 'WWW.Example.ORG',
      expected: 'https://WWW.Example.ORG'
    })
    // The price: a bare host under a file-shaped suffix stays quiet.
    expect(readSchemeless('docs.rs')).toBeUndefined()
    expect(readSchemeless('example.org#top')).toBeUndefined()
  })

  it('reads an e-mail address, nothing after it but a query, with `mailto:` as the fix', () => {
    expect(readSchemeless('team@example.org')).toEqual({
      kind: 'email',
      name: 'team@example.org',
      expected: 'mailto:team@example.org'
    })
    expect(readSchemeless('first.last+tag@mail.example.de?subject=Hi')).toEqual({
      kind: 'email',
      name: 'first.last+tag@mail.example.de',
      expected: 'mailto:first.last+tag@mail.example.de?subject=Hi'
    })
    expect(readSchemeless('team@example.org/path')).toBeUndefined()
    expect(readSchemeless('a@b@example.org')).toBeUndefined()
    expect(readSchemeless('@example.org')).toEqual({kind: 'handle', name: '@example.org', expected: undefined})
  })

  it('reads a handle and gives no fix (which site is it on?)', () => {
    expect(readSchemeless('@alice')).toEqual({kind: 'handle', name: '@alice', expected: undefined})
    expect(readSchemeless('@alice_b-2')).toEqual({kind: 'handle', name: '@alice_b-2', expected: undefined})
    expect(readSchemeless('@')).toBeUndefined()
    expect(readSchemeless('@-alice')).toBeUndefined()
    // A scoped package path is a path.
    expect(readSchemeless('@scope/package')).toBeUndefined()
  })

  it('gives no fix that is not a valid URI', () => {
    expect(readSchemeless('github.com/a b')).toEqual({kind: 'host', name: 'github.com', expected: undefined})
    expect(readSchemeless('github.com/%zz')).toEqual({kind: 'host', name: 'github.com', expected: undefined})
  })
})

describe('near misses: file names and paths stay quiet', () => {
  const quiet = [
    'README.md',
    'CHANGELOG.md',
    'CHANGELOG.md#unreleased',
    'index.html',
    'x.js',
    'node.js',
    'v1.2',
    'docs/setup.md',
    'docs/v1.2/guide',
    '../a.b/c',
    'image.png',
    'setup.py',
    'lib.rs#L10',
    'install.sh',
    'notes.org',
    'Dockerfile.dev',
    'config.h.in',
    'Makefile.am',
    'archive.zip',
    'icon@2x.png',
    '192.168.0.1/admin',
    '1.2.3.4',
    'co.uk',
    'com',
    'localhost/x',
    'host.local/x',
    'cache.redis.server/x',
    'my_host.example.com/x',
    '-a.example.com/x',
    'a..example.com/x',
    './github.com',
    '../github.com',
    '/github.com',
    '//github.com/alice',
    '#github.com',
    '?q=github.com',
    'https://github.com/alice',
    'mailto:team@example.org',
    'github.com:8080/x',
    '',
    'a.'.repeat(1e5) + 'com/x',
    '@' + 'a'.repeat(1e5) + '/'
  ]
  for (const uri of quiet) {
    it(`\`${uri.length > 40 ? uri.slice(0, 40) + '…' : uri}\``, () => {
      expect(readSchemeless(uri)).toBeUndefined()
    })
  }
})

describe('fileSuffixes', () => {
  it('holds only file extensions that are ICANN top-level domains (the rest the Public Suffix List tells apart)', () => {
    // `www.` makes each a host when, and only when, the list has the suffix as ICANN.
    expect([...fileSuffixes].filter((suffix) => readSchemeless('www.x.' + suffix)?.kind !== 'host')).toEqual([])
    expect([...fileSuffixes].filter((suffix) => readSchemeless('x.' + suffix) !== undefined)).toEqual([])
    expect(
      ['js', 'ts', 'json', 'html', 'png', 'txt', 'yml'].map((suffix) => readSchemeless('www.x.' + suffix))
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined])
    // Outside the set, a bare name under an ICANN suffix is a host.
    expect(readSchemeless('x.io')?.kind).toBe('host')
  })
})

describe('the message', () => {
  it('is a warning on the whole destination, with the fix as `expected`', async () => {
    const file = await lint('See [@alice](github.com/alice).\n', presetWithGfm)
    expect(file.messages.map(reportFields)).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:14-1:30',
        reason: 'Unexpected host `github.com` without a scheme, expected `https://github.com/alice`',
        note: 'Without a scheme, browsers resolve it against the page, as a path (RFC 3986 5.2)',
        actual: 'github.com/alice',
        expected: ['https://github.com/alice']
      }
    ])
  })

  it('says what a handle is and suggests nothing', async () => {
    const file = await lint('Ask [Alice](@alice).\n', presetWithGfm)
    expect(file.messages.map((message) => [message.reason, message.expected, levelOf(message)])).toEqual([
      ['Unexpected handle `@alice` without a scheme, expected the URL of its profile', undefined, 'warning']
    ])
  })

  it('gives no fix where the source differs from the URI (escapes), and says what to add', async () => {
    const file = await lint('[a](github.com/a\\_b) [b](team\\_x@example.org)\n', presetWithGfm)
    expect(file.messages.map((message) => [message.reason, message.expected])).toEqual([
      ['Unexpected host `github.com` without a scheme, expected `https://` before it', undefined],
      ['Unexpected e-mail address `team_x@example.org` without a scheme, expected `mailto:` before it', undefined]
    ])
  })

  it('is the one message on a URI that is also malformed', async () => {
    const file = await lint('[a](<github.com/a b>)\n', presetWithGfm)
    expect(file.messages.map((message) => [message.reason, message.expected])).toEqual([
      ['Unexpected host `github.com` without a scheme, expected `https://` before it', undefined]
    ])
  })

  it('is given for definitions and images, at the rule severity it is set to', async () => {
    const file = await lint('![a](cdn.example.com/a.png) [b]\n\n[b]: www.example.org\n', [
      [remarkLintNoMalformedUri, ['error']]
    ])
    expect(file.messages.map((message) => [rangeOf(message), levelOf(message), message.expected])).toEqual([
      ['1:6-1:27', 'error', ['https://cdn.example.com/a.png']],
      ['3:6-3:21', 'error', ['https://www.example.org']]
    ])
  })

  it('is not given for autolinks or GFM literals', async () => {
    const file = await lint('<https://github.com/a> www.example.org\n', presetWithGfm)
    expect(file.messages).toEqual([])
  })

  it('is given for HTML URL attributes, which browsers resolve alike; files and paths pass', async () => {
    const file = await lint(
      '<a href="github.com/alice">a</a> <img src="cdn.example.com/a.png"> <a href="README.md">r</a> <img src="docs/logo.svg"> <a href="index.html">i</a>\n',
      presetWithGfm
    )
    expect(file.messages.map((message) => [rangeOf(message), levelOf(message), message.expected])).toEqual([
      ['1:10-1:26', 'warning', ['https://github.com/alice']],
      ['1:44-1:65', 'warning', ['https://cdn.example.com/a.png']]
    ])
  })
})

describe('property: every fix is a URI with a scheme that this check leaves alone', () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,6}[a-z0-9])?$/)
  const suffix = fc.constantFrom('com', 'org', 'io', 'dev', 'md', 'rs', 'sh', 'co.uk', 'de', 'zip', 'js', 'local')
  const rest = fc.constantFrom('', '/', '/a', '/a/b.md', '?q=1', '#x', '/a?b#c', '/a b', '/%zz', '/é', '/a|b')
  const destination = fc.oneof(
    fc
      .record({www: fc.boolean(), labels: fc.array(label, {minLength: 1, maxLength: 3}), suffix, rest})
      .map(({www, labels, suffix, rest}) => (www ? 'www.' : '') + labels.join('.') + '.' + suffix + rest),
    fc.record({local: label, domain: label, suffix}).map(({local, domain, suffix}) => `${local}@${domain}.${suffix}`),
    fc.string({maxLength: 30})
  )

  it('parses as a URI (RFC 3986 3), absolute without its fragment, and reads as nothing here', async () => {
    let fixes = 0
    await fc.assert(
      fc.asyncProperty(destination, async (uri) => {
        const expected = readSchemeless(uri)?.expected
        if (expected === undefined) return
        fixes++
        expect(parse(expected).scheme).toBeDefined()
        expect(validate(expected, {as: 'uri'})).toEqual([])
        expect(validate(expected.split('#')[0]!, {as: 'absolute-uri'})).toEqual([])
        expect(readSchemeless(expected)).toBeUndefined()
        const file = await lint(`[x](<${expected}>)\n`, [remarkLintNoMalformedUri])
        expect(file.messages.filter((message) => message.reason.includes('without a scheme'))).toEqual([])
      }),
      {numRuns: 300}
    )
    // The property was not vacuous.
    expect(fixes).toBeGreaterThan(50)
  })
})
