/**
 * `remark-lint-uri/markdownlint`: the rules as markdownlint custom rules,
 * through markdownlint's `lint`. Exact lines, ranges and details; `fixInfo`
 * only where `urilint --fix` writes unasked; a password in an HTML comment
 * (which markdownlint blanks in `params.lines`); front matter; ranges over
 * lines; the configuration; markdownlint's own disable comments; the mdast
 * built once per document.
 */
import fs from 'node:fs'
import {createRequire} from 'node:module'
import {applyFixes} from 'markdownlint'
import {lint} from 'markdownlint/promise'
import uriRules from 'remark-lint-uri/markdownlint'
import {ruleIds, ruleMetadata} from 'remark-lint-uri'
import {describe, expect, it, vi} from 'vitest'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {docsUrl} from '../../../packages/remark-lint-uri/src/rules/docs.ts'
import {markdownlintResults} from '../hosts.ts'

/** Each result as markdownlint-cli2 prints it, and its fix. */
async function results(text: string, config: Parameters<typeof markdownlintResults>[1] = {}) {
  return (await markdownlintResults(text, config)).map((result) => ({
    line: result.lineNumber,
    rule: result.ruleNames[0],
    range: result.errorRange,
    detail: result.errorDetail,
    fix: result.fixInfo
  }))
}

describe('the custom rules', () => {
  it('are tested with the markdownlint that markdownlint-cli2 brings', () => {
    const require = createRequire(import.meta.url)
    const version = (from: string) => (JSON.parse(fs.readFileSync(from, 'utf8')) as {version: string}).version
    const cli = require.resolve('markdownlint-cli2')
    const itsOwn = createRequire(cli).resolve('markdownlint')
    expect(version(require.resolve('markdownlint').replace(/lib\/exports\.mjs$/, 'package.json'))).toBe(
      version(itsOwn.replace(/lib\/exports\.mjs$/, 'package.json'))
    )
  })

  it('are one per rule, with the rule table’s description and docs, on micromark', () => {
    expect(
      uriRules.map(({names, description, information, tags, parser}) => ({
        names,
        description,
        information: information.href,
        tags,
        parser
      }))
    ).toEqual(
      ruleIds.map((id) => ({
        names: [id],
        description: ruleMetadata[id].summary,
        information: docsUrl(id),
        tags: ['uri', 'links'],
        parser: 'micromark'
      }))
    )
  })

  it('report warnings and errors at exact ranges, notes left out, fixInfo only for what --fix writes unasked', async () => {
    const text = [
      '[a](https://a.example/ä) and [b](http://a.example/a#b#c)',
      '',
      '[db](https://app:Kx9Qz7Vb2@db.acme-prod.io/) <http://x.example.com:6000/>',
      ''
    ].join('\n')
    expect(await results(text)).toEqual([
      {
        line: 1,
        rule: 'no-malformed-uri',
        range: [34, 22],
        detail: 'Unexpected `#` in fragment, expected `%23`',
        fix: null
      },
      {
        line: 3,
        rule: 'no-unsafe-port',
        range: [68, 4],
        detail: 'Unexpected port `6000` (x11) for `http`, expected its default port or one no other protocol uses',
        fix: null
      },
      {
        line: 3,
        rule: 'no-uri-password',
        range: [18, 9],
        detail: 'Unexpected password in `https://app:***@db.acme-prod.io/`, expected no credentials in the URI',
        fix: null
      }
    ])
    // `strict` reports the note, and its fix is one `urilint --fix` writes.
    const strict = await markdownlintResults(text, {'no-malformed-uri': {strict: true}})
    expect(strict[0]).toMatchObject({
      lineNumber: 1,
      errorRange: [5, 19],
      errorDetail: 'Unexpected non-ASCII `ä` in path, expected `%C3%A4`',
      fixInfo: {editColumn: 5, deleteCount: 19, insertText: 'https://a.example/%C3%A4'}
    })
    expect(applyFixes(text, strict)).toBe(text.replace('https://a.example/ä', 'https://a.example/%C3%A4'))
  })

  it('find a password in an HTML comment, which markdownlint blanks in the lines it gives', async () => {
    const text =
      '# Setup\n\n<!-- staging: https://app:Kx9Qz7Vb2@db.acme-prod.io/ -->\n\nText <!-- https://u:Qz7Vb2Kx9@db.acme-prod.io/ --> here.\n'
    expect((await results(text)).map(({line, range}) => [line, range])).toEqual([
      [3, [27, 9]],
      [5, [21, 9]]
    ])
  })

  it('put a finding in front matter on the first line after it, with its place in the detail', async () => {
    const text = '---\ndatabase: postgres://app:Kx9Qz7Vb2@db.acme-prod.io/app\n---\n# Setup\n'
    expect(await results(text)).toEqual([
      {
        line: 4,
        rule: 'no-uri-password',
        range: null,
        detail:
          'Unexpected password in `postgres://app:***@db.acme-prod.io/app`, expected no credentials in the URI (front matter, line 2, column 26)',
        fix: null
      }
    ])
  })

  it('run a range over several lines to the end of its first, with CRLF and a byte-order mark', async () => {
    const text = '\uFEFFCut: [repo](https://gi\r\nthub.com/org/repo).\r\n\r\n<http://x.example.com:6000/>\r\n'
    expect((await results(text)).map(({line, rule, range}) => [line, rule, range])).toEqual([
      [1, 'no-malformed-uri', [6, 17]],
      [4, 'no-unsafe-port', [23, 4]]
    ])
  })

  it('take their options from the configuration, and can be turned off', async () => {
    const text = '<http://irc.example.com:6667/> <http://x.example.com:6000/>\n'
    expect((await results(text, {'no-unsafe-port': ['warn', {allowPorts: [6667]}]})).map(({range}) => range)).toEqual([
      [54, 4]
    ])
    expect(await results(text, {'no-unsafe-port': false})).toEqual([])
  })

  it('throw on options the remark rules refuse (API misuse); markdownlint says so in one line when it handles failures', async () => {
    const options = {
      strings: {'a.md': '<http://x.example.com:6000/>\n'},
      customRules: uriRules as never,
      config: {default: false, 'no-unsafe-port': {allowPorts: ['x']}} as never
    }
    await expect(lint({...options, handleRuleFailures: false})).rejects.toThrow(
      'Unexpected `allowPorts: ["x"]` for `no-unsafe-port`, expected a list of port numbers from 0 to 65535'
    )
    const handled = await lint({...options, handleRuleFailures: true})
    expect(handled['a.md']!.map((result) => result.errorDetail)).toEqual([
      'This rule threw an exception: Unexpected `allowPorts: ["x"]` for `no-unsafe-port`, expected a list of port numbers from 0 to 65535'
    ])
  })

  it('are silenced by markdownlint’s own comments', async () => {
    const text = [
      '<!-- markdownlint-disable-next-line no-uri-password -->',
      'https://demo:Tk9Lm2Qw7@demo.acmecorp.io/',
      '',
      'https://ops:Vb6Nm1Kj8@ops.acmecorp.io/',
      ''
    ].join('\n')
    expect((await results(text)).map(({line, rule}) => `${rule} ${line}`)).toEqual(['no-uri-password 4'])
  })

  it('build the mdast once per document for the three rules', async () => {
    const parse = vi.spyOn(processor, 'parse')
    try {
      // Parsed, not compiled from markdownlint's tokens: a `~` may be GFM strikethrough, which markdownlint lacks.
      await results('[a](http://x.example.com:6000/a|b) ~ https://app:Kx9Qz7Vb2@db.acme-prod.io/\n')
      expect(parse).toHaveBeenCalledTimes(1)
    } finally {
      parse.mockRestore()
    }
  })
})
