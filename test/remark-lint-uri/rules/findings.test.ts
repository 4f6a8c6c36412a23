/**
 * What a maintainer sees for each class of finding: one message per URI and
 * rule, its level decided by what browsers do (WHATWG `URL`) against what
 * RFC 3986 says, templates and IRIs as notes, passwords by host, the
 * `allow` list and `strict`. Exact reasons, levels, ranges, notes and fixes.
 */
import {parse} from '@urilint/core'
import {placeholderSpans} from '@urilint/core/internal'
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword} from 'remark-lint-uri'
import fc from 'fast-check'
import type {Root} from 'mdast'
import type {Plugin} from 'unified'
// The package's own copy: the one its rules are built with.
import {lintRule} from '../../../packages/remark-lint-uri/node_modules/unified-lint-rule/index.js'
import {describe, expect, it} from 'vitest'
import {withLowerLevel} from '../../../packages/remark-lint-uri/src/rules/levels.ts'
import {lint, levelOf, presetWithGfm, rangeOf} from '../helpers.ts'

/** Each message with what a maintainer reads and what a quick fix writes. */
async function findings(markdown: string, plugins = presetWithGfm) {
  const file = await lint(markdown, plugins)
  return file.messages.map((message) => ({
    ruleId: message.ruleId,
    level: levelOf(message),
    range: rangeOf(message),
    reason: message.reason,
    note: message.note,
    expected: message.expected
  }))
}

const rfc = (section: string) => 'see https://www.rfc-editor.org/rfc/rfc3986#section-' + section
const repaired = 'Browsers encode these characters themselves and follow the same URI; ' + rfc('2')

describe('no-malformed-uri: one message per URI', () => {
  it('names every character once with its count, on the whole URI, with one fix for all', async () => {
    expect(await findings('[c](https://chart.example.com/c?chl=a|b|c&t="x"#[top])\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:5-1:54',
        reason: 'Unexpected `|` ×2, `"` ×2 in query; `[`, `]` in fragment, expected `%7C`, `%22`, `%5B`, `%5D`',
        note: repaired,
        expected: ['https://chart.example.com/c?chl=a%7Cb%7Cc&t=%22x%22#%5Btop%5D']
      }
    ])
  })

  it('names the first segment of a relative reference as such, never a host (`"https://…"` in a destination)', async () => {
    const result = await findings('[a](<"https://example.org/a b">) [b](<my host:80>) [c](<//a b/c>)\n')
    expect(result.map(({reason}) => reason)).toEqual([
      'Unexpected `"` in first segment; space, `"` in path, expected percent-encoding, `%20`, `%22`',
      'Unexpected space in first segment, expected percent-encoding',
      // `//` starts an authority: a host.
      'Unexpected space in host, expected `%20`'
    ])
  })

  it('names at most six characters per component and six replacements', async () => {
    const [message] = await findings('<https://example.com/a|b^c{d}e`f\\g"h>\n')
    expect(message!.reason).toBe(
      'Unexpected `|`, `^`, `{`, `}`, `` ` ``, `\\` and 1 more in path, expected `%7C`, `%5E`, `%7B`, `%7D`, `%60`, `%5C`, …'
    )
    expect(message!.level).toBe('warning')
    // `{d}` reads as a placeholder (RFC 6570): the fix leaves it for the reader to fill in.
    expect(message!.expected).toEqual(['https://example.com/a%7Cb%5Ec{d}e%60f%5Cg%22h'])
  })
})

describe('no-malformed-uri: severity by what browsers do', () => {
  it('is a note where browsers repair the URI themselves: raw `|`, `^{}`, `"`, `[*]`, a space', async () => {
    const result = await findings('[a](https://x.example/q?a=^{}) [b](https://x.example/#[*]) [c](<docs/my file.md>)\n')
    expect(result.map(({level, range, reason}) => [level, range, reason])).toEqual([
      ['info', '1:5-1:30', 'Unexpected `^`, `{`, `}` in query, expected `%5E`, `%7B`, `%7D`'],
      ['info', '1:36-1:58', 'Unexpected `[`, `]` in fragment, expected `%5B`, `%5D`'],
      ['info', '1:65-1:80', 'Unexpected space in path, expected `%20`']
    ])
  })

  it('says what browsers do with the characters: encode them (a host in punycode, when there is one) or send them as written', async () => {
    const result = await findings(
      '[a](<docs/my file.md>) [b](https://bücher.example/) [c](https://example.com/a|b) [d](mailto:a@b.example?subject=[GitHub]%20Issue)\n'
    )
    expect(result.map(({level, reason, note}) => [level, reason, note])).toEqual([
      [
        'info',
        'Unexpected space in path, expected `%20`',
        'Browsers encode these characters themselves and follow the same URI; ' + rfc('2')
      ],
      [
        'info',
        'Unexpected non-ASCII `bücher.example` in host, expected `xn--bcher-kva.example`',
        'Browsers encode these characters themselves (the host in punycode) and follow the same URI; ' + rfc('3.2.2')
      ],
      [
        'info',
        'Unexpected `|` in path, expected `%7C`',
        'Browsers send these characters as written and follow the same URI; ' + rfc('2')
      ],
      // A bracketed word in a mail's subject is text, not a placeholder.
      [
        'info',
        'Unexpected `[`, `]` in query, expected `%5B`, `%5D`',
        'Browsers send these characters as written and follow the same URI; ' + rfc('2')
      ]
    ])
  })

  it('is a warning where browsers reject it or read another host, path or fragment, saying what they read', async () => {
    const result = await findings(
      [
        '[a](https://github.com:owner/repo)',
        '[b](https://example.com/page#install#linux)',
        '[c](https://example.com/docs\\\\guide.md)',
        '[d](<(https://example.com/x>)',
        '[e](https://example.com/discount/50%off)',
        '<a href="https://example.com/a\tb">f</a>'
      ].join('\n\n') + '\n'
    )
    expect(result.map(({level, range, reason, note, expected}) => [level, range, reason, note, expected])).toEqual([
      [
        'warning',
        '1:5-1:34',
        'Unexpected characters in port, expected digits',
        'Browsers reject it as an invalid URL; ' + rfc('3.2.3'),
        undefined
      ],
      [
        'warning',
        '3:5-3:43',
        'Unexpected `#` in fragment, expected `%23`',
        'Browsers take everything after the first `#` as the fragment, and no anchor is named with a `#`; ' + rfc('3'),
        ['https://example.com/page#install%23linux']
      ],
      [
        'warning',
        '5:5-5:39',
        'Unexpected `\\` in path, expected `%5C`',
        'Browsers read the path as `/docs/guide.md`, not `/docs%5Cguide.md`; ' + rfc('2'),
        ['https://example.com/docs%5Cguide.md']
      ],
      [
        'warning',
        '7:6-7:28',
        // A parenthesis of the text taken in (link-mistakes.ts): dropped, not encoded.
        'Unexpected `(` before the scheme, expected the URI without it',
        'Markdown took it from the text around the link: browsers keep it in the URL, and the link is broken',
        ['https://example.com/x']
      ],
      [
        'warning',
        '9:5-9:40',
        'Unexpected `%of` in path, expected `%25of`',
        'Servers decode a `%` with the two characters after it, and here they are not hex digits; ' + rfc('2.1'),
        ['https://example.com/discount/50%25off']
      ],
      [
        'warning',
        '11:10-11:33',
        'Unexpected control character U+0009 in path, expected `%09`',
        'Browsers read the path as `/ab`, not `/a%09b`; ' + rfc('2'),
        ['https://example.com/a%09b']
      ]
    ])
  })

  it('takes a `#` that ends the fragment for part of a name (`#C#` on Wikipedia) and one in a route (`#/#room`) for data, a `#` with more after it for a second fragment', async () => {
    const result = await findings(
      '[a](https://en.wikipedia.org/wiki/Method_overriding#C#) [b](https://example.com/doc#C#intro) [c](https://matrix.to/#/#room:example.org)\n'
    )
    expect(result.map(({level, reason}) => [level, reason])).toEqual([
      ['info', 'Unexpected `#` in fragment, expected `%23`'],
      ['warning', 'Unexpected `#` in fragment, expected `%23`'],
      // A route a page's script reads (`#/…`): its `#` is data.
      ['info', 'Unexpected `#` in fragment, expected `%23`']
    ])
  })

  it("takes the rule's severity for warnings and keeps notes at the lower level whatever it is", async () => {
    const result = await findings('[a](https://github.com:owner/repo) [b](https://x.example/a|b)\n', [
      ...presetWithGfm,
      [remarkLintNoMalformedUri, ['error']]
    ])
    expect(result.map(({level}) => level)).toEqual(['error', 'info'])
  })
})

describe('no-malformed-uri: templates and placeholders', () => {
  it('are one note saying it is a template, with no fix', async () => {
    const result = await findings(
      '[a](https://github.com/[owner-name]/[repo-name]) [b](https://${HOST}:${PORT}/health) [c](http://proxy.example.com:port/) [d](https://api.example.com/{version}/users/<id>)\n'
    )
    expect(result).toEqual(
      [
        [
          '1:5-1:48',
          'Unexpected placeholders `[owner-name]`, `[repo-name]` in a URI template, expected a URI once filled in'
        ],
        ['1:54-1:84', 'Unexpected placeholders `${HOST}`, `${PORT}` in a URI template, expected a URI once filled in'],
        ['1:90-1:120', 'Unexpected placeholder `port` in a URI template, expected a URI once filled in'],
        ['1:126-1:170', 'Unexpected placeholders `{version}`, `<id>` in a URI template, expected a URI once filled in']
      ].map(([range, reason]) => ({
        ruleId: 'no-malformed-uri',
        level: 'info',
        range,
        reason,
        note: 'Read as a template: its placeholders are not checked (`strict: true` checks it as a URI); see https://www.rfc-editor.org/rfc/rfc6570',
        expected: undefined
      }))
    )
  })

  it('are not brackets in a fragment, which name an anchor (`#the-[features]-section`)', async () => {
    const [message] = await findings('[f](http://doc.crates.io/manifest.html#the-[features]-section)\n')
    expect([message!.level, message!.reason]).toEqual([
      'info',
      'Unexpected `[`, `]` in fragment, expected `%5B`, `%5D`'
    ])
  })

  it('are never read inside a real password, whose characters no message quotes', async () => {
    const result = await findings('[a](https://deploy:Xk{cd}9q@git.acmecorp.io/)\n')
    expect(result.map(({ruleId, level, reason}) => [ruleId, level, reason])).toEqual([
      [
        'no-malformed-uri',
        'info',
        'Unexpected 2 characters in the password that RFC 3986 does not allow there, expected the password out of the URI'
      ],
      [
        'no-uri-password',
        'error',
        'Unexpected password in `https://deploy:***@git.acmecorp.io/`, expected no credentials in the URI'
      ]
    ])
    expect(JSON.stringify(result)).not.toContain('{cd}')
  })

  it('never quote what is left of a password in a URI the text cut short, or one that starts with `#`', async () => {
    const secret = 'QZJ%2KXW^VBQ'
    const result = await findings(
      `\`postgres://usr:${secret}@acme.io:8080/p x\` and [t](<https://usr:#QZJKXW@acme.io/p x?q#f>)\n`,
      [...presetWithGfm, [remarkLintNoMalformedUri, {checkCode: true}]]
    )
    expect(result.map(({ruleId, level}) => [ruleId, level])).toEqual([
      ['no-malformed-uri', 'warning'],
      ['no-malformed-uri', 'warning'],
      // In code the URI now goes on over the `^` to the host (issue 24): the whole password, a real secret's.
      ['no-uri-password', 'error'],
      // `#QZJKXW`: 7 characters, weaker than a real secret.
      ['no-uri-password', 'info']
    ])
    for (const piece of ['QZJ', '%2K', 'KXW', 'JKX']) expect(JSON.stringify(result)).not.toContain(piece)
  })

  it('do not hide the rest of a URI: a template with other problems is reported as a URI', async () => {
    const [message] = await findings('[a](https://github.com:owner/{repo})\n')
    // After a port that is not a number nothing is quoted: it may be what is left of a password.
    expect([message!.level, message!.reason]).toEqual([
      'warning',
      'Unexpected 2 characters after a port that is not a number, expected them percent-encoded (not quoted: they may be part of a password); Unexpected characters in port, expected digits'
    ])
  })
})

describe('no-malformed-uri: IRIs', () => {
  it('get the punycode form for a non-ASCII host and percent-encoding elsewhere, as notes', async () => {
    expect(await findings('[a](https://bücher.example/straße?q=ü)\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:5-1:38',
        reason:
          'Unexpected non-ASCII `bücher.example` in host; non-ASCII `ß` in path; non-ASCII `ü` in query, expected `xn--bcher-kva.example`, `%C3%9F`, `%C3%BC`',
        note:
          'Browsers encode these characters themselves (the host in punycode) and follow the same URI; ' + rfc('3.2.2'),
        expected: ['https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC']
      }
    ])
  })
})

describe('no-malformed-uri: semantic attacks (RFC 3986 7.6, issue 24)', () => {
  const note = (words: string) => `RFC 3986 7.6${words}; ` + rfc('7.6')
  it('a user name that reads as a host: a warning on the userinfo and the host, no fix', async () => {
    // Was: nothing (RFC 3986 7.6's `trusted@evil` reads as going to `trusted.example`).
    expect(
      await findings('[a](https://trusted.example@evil.example/) and [b](https://github.com@evil.com/x)\n')
    ).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:13-1:41',
        reason:
          'Unexpected user name `trusted.example` that reads as a host, expected the host alone: browsers go to `evil.example`',
        note: note(': a user name that looks like a host hides the host the link goes to'),
        expected: undefined
      },
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:60-1:79',
        reason:
          'Unexpected user name `github.com` that reads as a host, expected the host alone: browsers go to `evil.com`',
        note: note(': a user name that looks like a host hides the host the link goes to'),
        expected: undefined
      }
    ])
    // With a password, what reads as a host may be a piece of it (found by the secrecy property): never quoted,
    // and no 7.6 message.
    const withPassword = await findings('[db](<https://app:_@п%2F/@db.acme.io/>) [e](https://github.com:x@evil.com/)\n')
    expect(JSON.stringify(withPassword)).not.toMatch(/п|%2F/)
    expect(withPassword.filter((finding) => finding.note?.includes('7.6') === true)).toEqual([])
    // A user name that is no host name, or one with a password (`no-uri-password` speaks then): as before.
    expect(
      await findings('[a](ssh://git@github.com/x) [b](smb://john.doe@files.example.org/) [c](mailto:a.b@c.io)\n')
    ).toEqual([])
  })

  it('a host label of Latin and Cyrillic or Greek letters: a warning; one of look-alikes only: a note', async () => {
    // Was: a note, "Unexpected non-ASCII `gооgle.com` in host, expected `xn--ggle-55da.com`", as for any IRI.
    expect(
      await findings(
        '[a](https://gооgle.com/) [b](https://раураl.com/) [c](https://аррӏе.com/) [d](https://пример.рф/)\n'
      )
    ).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:13-1:23',
        reason:
          'Unexpected Latin and Cyrillic letters in one label of host `gооgle.com`, expected the letters of one script: it may imitate another host',
        note: note(', Unicode TS #39: a label of mixed scripts is how a host imitates another'),
        expected: undefined
      },
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:38-1:48',
        reason:
          'Unexpected Latin and Cyrillic letters in one label of host `раураl.com`, expected the letters of one script: it may imitate another host',
        note: note(', Unicode TS #39: a label of mixed scripts is how a host imitates another'),
        expected: undefined
      },
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:63-1:72',
        reason:
          'Unexpected Cyrillic host `аррӏе.com` whose letters all look like Latin ones (`apple`), expected a name that reads as written: it may imitate another host',
        note: note(', Unicode TS #39: a whole-script confusable, which may also be a real name in that script'),
        expected: undefined
      },
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:79-1:97',
        reason: 'Unexpected non-ASCII `пример.рф` in host, expected `xn--e1afmkfd.xn--p1ai`',
        note:
          'Browsers encode these characters themselves (the host in punycode) and follow the same URI; ' + rfc('3.2.2'),
        expected: ['https://xn--e1afmkfd.xn--p1ai/']
      }
    ])
  })

  it('a host in punycode is read decoded, as browsers read it: the same findings, naming both forms', async () => {
    // Was: nothing (`xn--…` read as written).
    expect(
      await findings(
        '[a](https://xn--ggle-55da.com/) [b](https://XN--80AK6AA92E.com/) [c](https://xn--mnchen-3ya.de/) [d](https://xn--zz.com/)\n'
      )
    ).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:13-1:30',
        reason:
          'Unexpected Latin and Cyrillic letters in one label of host `xn--ggle-55da.com` (`gооgle.com`), expected the letters of one script: it may imitate another host',
        note: note(', Unicode TS #39: a label of mixed scripts is how a host imitates another'),
        expected: undefined
      },
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:45-1:63',
        reason:
          'Unexpected Cyrillic host `XN--80AK6AA92E.com` (`аррӏе.com`) whose letters all look like Latin ones (`apple`), expected a name that reads as written: it may imitate another host',
        note: note(', Unicode TS #39: a whole-script confusable, which may also be a real name in that script'),
        expected: undefined
      }
    ])
  })
})

describe('no-malformed-uri: strict', () => {
  it('reports every violation, templates and IRIs included, as a warning', async () => {
    const result = await findings(
      '[a](https://x.example/a|b) [b](https://github.com/[owner]/x) [c](https://example.com/café)\n',
      [...presetWithGfm, [remarkLintNoMalformedUri, {strict: true}]]
    )
    expect(result.map(({level, reason, note}) => [level, reason, note])).toEqual([
      [
        'warning',
        'Unexpected `|` in path, expected `%7C`',
        "Browsers send these characters as written and follow the same URI (reported at the rule's severity: `strict`); " +
          rfc('2')
      ],
      [
        'warning',
        'Unexpected `[`, `]` in path, expected `%5B`, `%5D`',
        "Browsers send these characters as written and follow the same URI (reported at the rule's severity: `strict`); " +
          rfc('2')
      ],
      [
        'warning',
        'Unexpected non-ASCII `é` in path, expected `%C3%A9`',
        "Browsers encode these characters themselves and follow the same URI (reported at the rule's severity: `strict`); " +
          rfc('2.5')
      ]
    ])
  })
})

describe('no-uri-password: where passwords leak', () => {
  const reason = (uri: string) => `Unexpected password in \`${uri}\`, expected no credentials in the URI`
  const leak =
    "The password is of a real secret's strength, on a host of the Internet; " +
    'RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; ' +
    rfc('7.5')
  const asExample = 'so this is taken for an example: a note; ' + rfc('7.5')
  const example = (host: string) =>
    `The host \`${host}\` is reserved for examples or is this machine (RFC 2606, RFC 6761), ${asExample}`
  const placeholder = `The password reads as a placeholder (it holds a word such as "password", "secret" or "example"), ${asExample}`
  const weak = `The password is weaker than a real secret (fewer than 12 characters, or 8 of 3 kinds, or repeated ones), ${asExample}`

  it('is an error on a real host and a note on a reserved or private one, or for a placeholder word, in prose and in code', async () => {
    const markdown = [
      '[a](https://deploy:Xk29dLq7@git.acme-build.io/) [b](https://deploy:Xk29dLq7@git.example.com/)',
      '',
      '`redis://:S3cr3tPw@localhost:6379` and `mysql://root:Hj4Kl8Pq2@10.1.2.3/shop`',
      '',
      '```sh',
      'export DATABASE_URL=postgres://app:Vb6Nm1Kj8@db.prod-cluster.io:5432/app',
      'psql postgres://app:Vb6Nm1Kj8@db.test/app',
      '```',
      ''
    ].join('\n')
    expect(await findings(markdown)).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:20-1:28',
        reason: reason('https://deploy:***@git.acme-build.io/'),
        note: leak,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:68-1:76',
        reason: reason('https://deploy:***@git.example.com/'),
        note: example('git.example.com'),
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '3:11-3:19',
        reason: reason('redis://:***@localhost:6379'),
        // `S3cr3tPw`: "secret" in leetspeak.
        note: placeholder,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '3:54-3:63',
        reason: reason('mysql://root:***@10.1.2.3/shop'),
        note: `The host \`10.1.2.3\` is a private address (RFC 1918), ${asExample}`,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '6:36-6:45',
        reason: reason('postgres://app:***@db.prod-cluster.io:5432/app'),
        note: leak,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '7:21-7:30',
        reason: reason('postgres://app:***@db.test/app'),
        note: example('db.test'),
        expected: undefined
      }
    ])
  })

  it('skips code with `checkCode: false`, and reports placeholders as notes with `placeholders: true`', async () => {
    const off = await findings('`https://deploy:Xk29dLq7@git.acme-build.io/`\n', [
      ...presetWithGfm,
      [remarkLintNoUriPassword, ['error', {checkCode: false}]]
    ])
    expect(off).toEqual([])
    const placeholders = await findings('<https://user:${TOKEN}@git.acme-build.io/>\n', [
      ...presetWithGfm,
      [remarkLintNoUriPassword, ['error', {placeholders: true}]]
    ])
    expect(placeholders.map(({level, reason}) => [level, reason])).toEqual([
      [
        'info',
        'Unexpected placeholder password in `https://user:***@git.acme-build.io/`, expected no password in the URI'
      ]
    ])
  })

  it("takes IANA's IDN test names for reserved ones, as the docs of Node's `URL` use them", async () => {
    const result = await findings('`https://a:b@測試?abc#foo` and `https://a:b@xn--g6w251d/?abc#foo`\n')
    expect(result.map(({level, reason}) => [level, reason])).toEqual([
      ['info', reason('https://a:***@測試')],
      ['info', reason('https://a:***@xn--g6w251d/')]
    ])
  })

  it('keeps a short password out of the quotes without touching the prose around them', async () => {
    // The password `b`: "seen by" must not become "seen ***y".
    expect(await findings('[x](https://a:b@git.acme-build.io/)\n')).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:15-1:16',
        reason: reason('https://a:***@git.acme-build.io/'),
        note: weak,
        expected: undefined
      }
    ])
  })

  it('finds the host after a password that holds a `/` (RFC 3986 reads the authority as ending there)', async () => {
    const result = await findings(
      '[db](https://app:Kx9/w7QmZ2rT@db.example.com/) [db](https://app:Kx9/w7QmZ2rT@db.acme-build.io/)\n'
    )
    expect(result.filter(({ruleId}) => ruleId === 'no-uri-password').map(({level}) => level)).toEqual(['info', 'error'])
  })
})

describe('allow', () => {
  it('accepts hosts, `*.` domains and URI prefixes, for each rule', async () => {
    const allow = ['registry.corp.example', '*.mirrors.example', 'https://files.example.com/odd/']
    const markdown = [
      '[a](https://registry.corp.example/a|b) [b](https://eu.mirrors.example/a|b) [c](https://files.example.com/odd/a|b)',
      '[d](https://files.example.com/even/a|b) [e](https://mirrors.example/a|b)',
      '[f](https://u:Xk29dLq7@registry.corp.example/) [g](gopher://registry.corp.example:25/)',
      ''
    ].join('\n')
    const result = await findings(markdown, [
      ...presetWithGfm,
      [remarkLintNoMalformedUri, {allow}],
      [remarkLintNoUriPassword, ['error', {allow}]],
      [remarkLintNoUnsafePort, {allow}]
    ])
    expect(result.map(({ruleId, range}) => [ruleId, range])).toEqual([
      ['no-malformed-uri', '2:5-2:39'],
      ['no-malformed-uri', '2:45-2:72']
    ])
  })
})

describe('review findings: fixes that keep the Markdown, placeholders that are no secrets', () => {
  it('never encodes a character Markdown or HTML reads as syntax (a backslash before `)`, a quote)', async () => {
    const {onlyEncodes} = await import('../../../packages/remark-lint-uri/src/cli/fix.ts')
    expect(onlyEncodes('https://acme.io/a|b\\', 'https://acme.io/a%7Cb%5C')).toBe(false)
    expect(onlyEncodes('https://acme.io/x"y', 'https://acme.io/x%22y')).toBe(false)
    expect(onlyEncodes('https://acme.io/%41', 'https://acme.io/%2541')).toBe(false)
    expect(onlyEncodes('https://acme.io/a|b', 'https://acme.io/a%7Cb')).toBe(true)
  })

  it('takes a placeholder port at the end of a URI for a template, not for a password', async () => {
    const result = await findings('<http://localhost:port> and [t](http://myserver:PORT)\n')
    expect(result.map(({level, reason}) => [level, reason])).toEqual([
      ['info', 'Unexpected placeholder `port` in a URI template, expected a URI once filled in'],
      ['info', 'Unexpected placeholder `PORT` in a URI template, expected a URI once filled in']
    ])
  })

  it('takes a URI cut short by an ellipsis for a broken link, not a template', async () => {
    const [message] = await findings('[t](https://github.com/foo/bar/pull/12…)\n')
    expect([message!.level, message!.reason]).toEqual([
      'info',
      'Unexpected non-ASCII `…` in path, expected `%E2%80%A6`'
    ])
  })

  it("allows a prefix only up to a component's end: `https://registry.corp.io` does not allow `https://registry.corp.io.evil.io/`", async () => {
    const result = await findings(
      '[a](https://u:Xk29dLq7@registry.corp.io/) [b](https://u:Xk29dLq7@registry.corp.io.evil.io/)\n',
      [...presetWithGfm, [remarkLintNoUriPassword, ['error', {allow: ['https://u:Xk29dLq7@registry.corp.io']}]]]
    )
    expect(result.map(({range}) => range)).toEqual(['1:57-1:65'])
  })
})

describe('the lower level (levels.ts)', () => {
  it('fails loudly when unified-lint-rule hands back a transformer of another form', () => {
    const plugin = (() => (tree: Root) => tree) as unknown as Plugin<never[], Root>
    // Named as a rule of the table (its level comes from there); any other name is refused at once.
    Object.defineProperty(plugin, 'name', {value: 'remark-lint:no-unsafe-port'})
    expect(() => (withLowerLevel(plugin) as unknown as () => unknown)()).toThrow(
      'Unexpected transformer from unified-lint-rule for `remark-lint:no-unsafe-port`, expected a function of (tree, file, next)'
    )
    Object.defineProperty(plugin, 'name', {value: 'remark-lint:fake'})
    expect(() => withLowerLevel(plugin)).toThrow('Unexpected rule `remark-lint:fake`, expected one of the rule table')
    // The installed unified-lint-rule gives the form it expects.
    const real = lintRule<Root, undefined>('remark-lint:real', () => undefined) as unknown as () => (
      ...parameters: unknown[]
    ) => void
    expect(real().length).toBe(3)
  })
})

describe("property: the level follows the browsers' reading", () => {
  // What the writer meant, by construction: a host, path segments, a query and a fragment (not
  // empty: browsers drop an empty `?` and `#`, which RFC 3986 keeps, and neither is a problem).
  const letters = 'abcxyz019'
  const repairedByBrowsers = ['|', '^', '[', ']', '{', '}', '"', '`', ' ', 'é', '測']
  const breaking = ['\\', '\t']
  const part = (extra: string[], minLength = 0) =>
    fc.array(fc.constantFrom(...letters, ...extra), {minLength, maxLength: 8}).map((chars) => chars.join(''))
  const uri = (extra: string[]) =>
    fc
      .record({
        host: fc.stringMatching(/^[a-z]{1,6}$/),
        segments: fc.array(part(extra), {minLength: 1, maxLength: 3}),
        query: fc.option(part(extra, 1)),
        fragment: fc.option(part(extra, 1))
      })
      .map(({host, segments, query, fragment}) => ({
        host: host + '.example',
        path: '/' + segments.join('/'),
        query: query === null ? '' : '?' + query,
        fragment: fragment === null ? '' : '#' + fragment
      }))

  /** Whether browsers (WHATWG URL) read the components that were meant, once percent-decoded. */
  function browsersAgree(meant: {host: string; path: string; query: string; fragment: string}): boolean {
    try {
      const url = new URL(`https://${meant.host}${meant.path}${meant.query}${meant.fragment}`)
      return (
        url.hostname === meant.host &&
        decodeURIComponent(url.pathname) === meant.path &&
        decodeURIComponent(url.search) === meant.query &&
        decodeURIComponent(url.hash) === meant.fragment
      )
    } catch {
      return false
    }
  }

  /** Whether the URI ends with a `]` that no `[` before it pairs with. */
  function endsWithUnmatchedBracket(meant: {host: string; path: string; query: string; fragment: string}): boolean {
    const written = meant.path + meant.query + meant.fragment
    return written.endsWith(']') && written.split(']').length > written.split('[').length
  }

  async function levels(meant: {host: string; path: string; query: string; fragment: string}) {
    // A `<…>` destination holds any of these characters; a backslash is escaped.
    const written = `https://${meant.host}${meant.path}${meant.query}${meant.fragment}`
    const file = await lint(`[x](<${written.replaceAll('\\', '\\\\')}>)\n`, presetWithGfm)
    return file.messages.filter((message) => message.ruleId === 'no-malformed-uri').map(levelOf)
  }

  it('gives no warning where browsers and RFC 3986 read the same components', async () => {
    await fc.assert(
      fc.asyncProperty(uri(repairedByBrowsers), async (meant) => {
        // A `]` with no partner at the end is a bracket taken in from the text (link-mistakes.ts): a warning.
        fc.pre(browsersAgree(meant) && !endsWithUnmatchedBracket(meant))
        const found = await levels(meant)
        expect(found.length).toBeLessThanOrEqual(1)
        expect(found.every((level) => level === 'info')).toBe(true)
      }),
      {numRuns: 300}
    )
  })

  it('gives one warning where they disagree', async () => {
    await fc.assert(
      fc.asyncProperty(uri([...repairedByBrowsers, ...breaking]), async (meant) => {
        // A URI that core reads as a template (`\1`, a rewrite rule's group; `[^/]+`, a pattern's class) gets one note.
        const written = `https://${meant.host}${meant.path}${meant.query}${meant.fragment}`
        fc.pre(!browsersAgree(meant) && placeholderSpans(parse(written)).length === 0)
        expect(await levels(meant)).toEqual(['warning'])
      }),
      {numRuns: 300}
    )
  })
})
