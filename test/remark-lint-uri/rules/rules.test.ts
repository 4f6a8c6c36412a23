/**
 * The three rules as remark-lint rules: message shape, options, positionless
 * trees, ignore comments at the end of a document, pathological input.
 */
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword, ruleIds} from 'remark-lint-uri'
import type {Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import type {Node} from 'unist'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {lint, summarize, presetWithGfm} from '../helpers.ts'

const secret = 'Zq8-vR2kP9-wT4mX'

describe('messages', () => {
  it('carry ruleId, source, docs url, severity, note, actual and expected (unified-lint-rule)', async () => {
    const file = await lint(`[a](https://deploy:${secret}@git.acme-build.io:6000/app.git) and more\n`, presetWithGfm)
    expect(file.messages.map((message) => ({...message}))).toEqual([
      {
        reason: 'Unexpected port `6000` (x11) for `https`, expected its default port or one no other protocol uses',
        message: 'Unexpected port `6000` (x11) for `https`, expected its default port or one no other protocol uses',
        name: 'example.md:1:55-1:59',
        file: 'example.md',
        ancestors: undefined,
        cause: undefined,
        column: 55,
        line: 1,
        place: {start: {line: 1, column: 55, offset: 54}, end: {line: 1, column: 59, offset: 58}},
        fatal: false,
        ruleId: 'no-unsafe-port',
        source: 'remark-lint',
        url: 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-unsafe-port',
        note: 'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports); see https://www.rfc-editor.org/rfc/rfc3986#section-7.2',
        actual: '6000'
      },
      {
        reason:
          'Unexpected password in `https://deploy:***@git.acme-build.io:6000/app.git`, expected no credentials in the URI',
        message:
          'Unexpected password in `https://deploy:***@git.acme-build.io:6000/app.git`, expected no credentials in the URI',
        name: 'example.md:1:20-1:36',
        file: 'example.md',
        ancestors: undefined,
        cause: undefined,
        column: 20,
        line: 1,
        place: {start: {line: 1, column: 20, offset: 19}, end: {line: 1, column: 36, offset: 35}},
        fatal: true,
        ruleId: 'no-uri-password',
        source: 'remark-lint',
        url: 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-uri-password',
        note: "The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5"
        // No `expected` in a plain remark pipeline: a client would title its quick fix with the
        // text of the range, the password (remark-language-server). Our processor marks files
        // for it (test/remark-lint-uri/server/quick-fix-flag.test.ts).
      }
    ])
    expect(JSON.stringify(file.messages)).not.toContain(secret)
  })

  it('are found and placed in Markdown that starts with a byte-order mark (micromark drops it before counting)', async () => {
    const file = await lint(
      '\uFEFFClone https://deploy:Xk29dLq7@git.acme-build.io/app.git and <https://h.example/ü>\n',
      presetWithGfm
    )
    // Columns as without the mark, as editors show them; in the order the rules ran.
    expect(summarize(file)).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:62-1:81',
        reason: 'Unexpected non-ASCII `ü` in path, expected `%C3%BC`'
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:22-1:30',
        reason:
          'Unexpected password in `https://deploy:***@git.acme-build.io/app.git`, expected no credentials in the URI'
      }
    ])
  })

  it('never carry the password, even when core diagnostics fall inside it', async () => {
    // `%zz` in the password is malformed; the message must not quote it.
    const file = await lint(`<https://deploy:${secret}%zz@h.acme-build.io/>\n`, presetWithGfm)
    expect(summarize(file)).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:2-1:53',
        reason:
          'Unexpected character in the password that RFC 3986 does not allow there, expected the password out of the URI'
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:17-1:36',
        reason: 'Unexpected password in `https://deploy:***@h.acme-build.io/`, expected no credentials in the URI'
      }
    ])
    for (const message of file.messages) {
      expect(message.actual).toBeUndefined()
      expect(JSON.stringify({...message, stack: undefined})).not.toContain(secret)
      expect(JSON.stringify(message)).not.toContain('%zz')
    }
  })

  it('follow the preset severities: password is an error, the others warnings', async () => {
    const file = await lint(
      '<gopher://h.example.com:25/> <https://u:Xk29dLq7@h.acme-build.io/> <https://h.example.com/a\\b>\n',
      presetWithGfm
    )
    expect(file.messages.map((message) => [message.ruleId, message.fatal])).toEqual([
      ['no-malformed-uri', false],
      ['no-unsafe-port', false],
      ['no-uri-password', true]
    ])
    expect(ruleIds).toEqual(['no-malformed-uri', 'no-unsafe-port', 'no-uri-password'])
  })
})

describe('definitions no reference uses', () => {
  // The `[//]: # (…)` comment idiom, or a definition left over: no link goes through it.
  const document =
    'See [used].\n\n[used]: <https://example.com/a b>\n[//]: ####generated-below\n[Unused]: <https://example.com/c d>\n'

  it('make no link, so a malformed destination there is not reported, unless `strict`', async () => {
    expect((await lint(document, presetWithGfm)).messages.map((message) => message.line)).toEqual([3])
    const strict = await lint(document, [...presetWithGfm, [remarkLintNoMalformedUri, {strict: true}]])
    expect(strict.messages.map((message) => message.line)).toEqual([3, 4, 5])
  })

  it('are matched to references as CommonMark matches labels: case and inner white space do not count', async () => {
    const file = await lint(
      'See [ the  DOCS ] and ![x][img].\n\n[The docs]: <https://example.com/a b>\n[IMG]: <https://example.com/c d>\n',
      presetWithGfm
    )
    expect(file.messages.map((message) => message.line)).toEqual([3, 4])
  })

  it('still hold a password: no-uri-password reads them', async () => {
    const file = await lint('[//]: https://deploy:Xk29dLq7Zp4w@git.acmecorp.io/app.git\n', presetWithGfm)
    expect(file.messages.map((message) => [message.ruleId, message.fatal])).toEqual([['no-uri-password', true]])
  })
})

describe('positions', () => {
  it('come from the source: escapes, character references, `www.` literals', async () => {
    const file = await lint(
      '[a](https://u:p&#x61;ss9@h.acme-build.io/) and www.example.com:25/x and [b](<https://h.example.com/\\<x>)\n',
      presetWithGfm
    )
    expect(summarize(file)).toEqual([
      // The whole URI as written, `\\<` included.
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:78-1:103',
        reason: 'Unexpected `<` in path, expected `%3C`'
      },
      {
        ruleId: 'no-unsafe-port',
        level: 'warning',
        range: '1:64-1:66',
        reason: 'Unexpected port `25` (smtp) for `http`, expected its default port or one no other protocol uses'
      },
      // `p&#x61;ss9` is the password `pass9` as written (a placeholder word: a note).
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:15-1:25',
        reason: 'Unexpected password in `https://u:***@h.acme-build.io/`, expected no credentials in the URI'
      }
    ])
    // The repair keeps the escape's place: `\\<` becomes `%3C`, the rest as written.
    expect([file.messages[0]!.actual, file.messages[0]!.expected]).toEqual([
      'https://h.example.com/\\<x',
      ['https://h.example.com/%3Cx']
    ])
  })

  it('are not invented for nodes without positions (and nothing crashes)', async () => {
    const value = [
      '[a](https://u:Xk29dLq7@h.acmecorp.io:25/) <gopher://h.example.com:25/> https://h.example.com/a|b',
      '',
      '[d]: https://u:Xk29dLq7@h.acmecorp.io/',
      '',
      '<a href="http://h.example.com:6000/">x</a>',
      '',
      '![i](https://h.example.com:25/i.png)'
    ].join('\n')
    const processor = unified().use(remarkParse).use(presetWithGfm)
    const withPositions = new VFile({value})
    await processor.run(processor.parse(withPositions), withPositions)
    expect(withPositions.messages.length).toBe(7)

    const file = new VFile({value})
    const tree = strip(processor.parse(file))
    await processor.run(tree, file)
    expect(file.messages).toEqual([])
  })
})

describe('ignore comments (remark-lint)', () => {
  it('report a bad link that ends the document (remark-message-control treats the stretch after the last leaf as a gap)', async () => {
    const file = await lint('Text and [deploy](https://deploy:Xk29dLq7@git.acme-build.io/)', presetWithGfm)
    expect(summarize(file)).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:34-1:42',
        reason: 'Unexpected password in `https://deploy:***@git.acme-build.io/`, expected no credentials in the URI'
      }
    ])
  })

  it('start such a message, for the comments, at its node; `place` stays exact', async () => {
    const file = await lint('Text and [deploy](https://deploy:Xk29dLq7@git.acmecorp.io/)', presetWithGfm)
    const [message] = file.messages
    expect([message!.line, message!.column]).toEqual([1, 10])
    expect(message!.place).toEqual({start: {line: 1, column: 34, offset: 33}, end: {line: 1, column: 42, offset: 41}})
  })

  it('still apply to that link', async () => {
    const ignored = await lint(
      '<!--lint ignore no-uri-password-->\n[deploy](https://deploy:Xk29dLq7@git.acmecorp.io/)',
      presetWithGfm
    )
    expect(ignored.messages).toEqual([])
    const disabled = await lint(
      'a\n\n<!--lint disable-->\n\n[deploy](https://deploy:Xk29dLq7@git.acmecorp.io/)\n',
      presetWithGfm
    )
    expect(disabled.messages).toEqual([])
  })
})

describe('options', () => {
  // As with any remark-lint rule, the message takes the rule's severity (here its documented level: a password's is an error).
  it('reject unknown keys and wrong types with a message on the file', async () => {
    const reasons = async (plugin: Parameters<typeof lint>[1]) => {
      const file = await lint('<http://h.example.com/>\n', plugin)
      return file.messages.map((message) => [message.reason, message.fatal, message.ruleId])
    }
    expect(await reasons([[remarkLintNoUnsafePort, {strict: 'yes'}]])).toEqual([
      ['Unexpected `strict: "yes"` for `no-unsafe-port`, expected a boolean', false, 'no-unsafe-port']
    ])
    expect(await reasons([[remarkLintNoUriPassword, {placeholder: true}]])).toEqual([
      [
        'Unexpected option `placeholder` for `no-uri-password`, expected one of `checkCode`, `frontmatter`, `allow`, `placeholders`, `strict`',
        true,
        'no-uri-password'
      ]
    ])
    expect(await reasons([[remarkLintNoMalformedUri, {allow: ['registry.corp.example', '']}]])).toEqual([
      [
        'Unexpected `allow: ["registry.corp.example",""]` for `no-malformed-uri`, expected a list of hosts, `*.` domains or URI prefixes',
        false,
        'no-malformed-uri'
      ]
    ])
    expect(await reasons([[remarkLintNoMalformedUri, 'loud']])).toEqual([
      [
        'Unexpected options `"loud"` for `no-malformed-uri`, expected an object or a severity (`"off"`, `"warn"`, `"error"`)',
        false,
        'no-malformed-uri'
      ]
    ])
    expect(await reasons([[remarkLintNoUnsafePort, {allowPorts: [80, 70000]}]])).toEqual([
      [
        'Unexpected `allowPorts: [80,70000]` for `no-unsafe-port`, expected a list of port numbers from 0 to 65535',
        false,
        'no-unsafe-port'
      ]
    ])
  })

  it('accept a severity with options, and `false` turns a rule off', async () => {
    const file = await lint('<http://h.example.com:21/> <https://u:Xk29dLq7@h.acmecorp.io/>\n', [
      ...presetWithGfm,
      [remarkLintNoUnsafePort, ['error', {strict: true}]],
      [remarkLintNoUriPassword, false]
    ])
    expect(file.messages.map((message) => [message.ruleId, message.fatal])).toEqual([['no-unsafe-port', true]])
  })
})

function strip<T extends Node>(node: T): T {
  delete node.position
  if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) strip(child)
  return node
}

export type {Root}
