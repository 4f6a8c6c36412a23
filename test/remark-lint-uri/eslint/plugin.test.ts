/**
 * `remark-lint-uri/eslint`: the rules on @eslint/markdown's languages in
 * ESLint's `Linter`. Exact messages and ranges, `fix` where `urilint --fix`
 * writes unasked and `suggest` otherwise, notes left out (but with
 * `strict`), the schema of the remark rules' options, the recommended
 * levels, front matter, CommonMark, ESLint's own disable comments.
 */
import markdown from '@eslint/markdown'
import {Linter} from 'eslint'
import uri from 'remark-lint-uri/eslint'
import {ruleIds, ruleMetadata} from 'remark-lint-uri'
import {describe, expect, it} from 'vitest'
import {ruleFindings} from '../../../packages/remark-lint-uri/src/rules/findings.ts'
import {docsUrl} from '../../../packages/remark-lint-uri/src/rules/docs.ts'
import {packageRoot} from '../helpers.ts'
import fs from 'node:fs'
import path from 'node:path'
import {eslintConfig} from '../hosts.ts'

const linter = new Linter({configType: 'flat'})

function verify(text: string, config: Linter.Config[] = eslintConfig()) {
  return linter.verify(text, config, 'docs/example.md')
}

describe('the plugin', () => {
  it('has the three rules, with meta from the rule table', () => {
    expect(Object.keys(uri.rules)).toEqual([...ruleIds])
    for (const id of ruleIds) {
      const meta = uri.rules[id].meta!
      expect(meta.type).toBe('problem')
      expect(meta.docs).toEqual({description: ruleMetadata[id].summary, recommended: true, url: docsUrl(id)})
      expect(meta.fixable).toBe('code')
      expect(meta.hasSuggestions).toBe(true)
    }
    const version = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {version: string})
      .version
    expect(uri.meta).toEqual({name: 'remark-lint-uri/eslint', version})
  })

  it('recommends each rule at its level of the rule table: a password is an error', () => {
    expect(uri.configs.recommended.rules).toEqual({
      'uri/no-malformed-uri': 'warn',
      'uri/no-unsafe-port': 'warn',
      'uri/no-uri-password': 'error'
    })
    expect(uri.configs.recommended.plugins).toEqual({uri})
  })

  it('takes exactly the options each remark rule takes (its schema against the rule’s own check)', () => {
    for (const id of ruleIds) {
      const schema = uri.rules[id].meta!.schema as Array<{properties: Record<string, unknown>}>
      const keys = Object.keys(schema[0]!.properties)
      let known: string[] = []
      try {
        ruleFindings(id, {type: 'root', children: []}, '', {unknown: true} as never)
      } catch (error) {
        known = [...String(error).matchAll(/`([\w-]+)`/g)].map((match) => match[1]!).slice(2)
      }
      expect(known.length, id).toBeGreaterThanOrEqual(4)
      expect(keys.sort(), id).toEqual(known.sort())
    }
  })

  it('refuses options the remark rules refuse, in ESLint’s words, before the rule runs', () => {
    expect(() => verify('x\n', eslintConfig({'no-unsafe-port': ['warn', {allowPorts: [70_000]}]}))).toThrow(
      /Key "uri\/no-unsafe-port":\n\tValue 70000 should be <= 65535/
    )
    expect(() => verify('x\n', eslintConfig({'no-uri-password': ['error', {strict: 'yes'}]}))).toThrow(
      /Value "yes" should be boolean/
    )
    expect(() => verify('x\n', eslintConfig({'no-malformed-uri': ['warn', {allowPorts: [1]}]}))).toThrow(
      /Unexpected property "allowPorts"/
    )
  })
})

describe('what the rules report', () => {
  const text = [
    '[a](https://a.example/ä) and [b](http://a.example/a#b#c)',
    '',
    '[db](https://app:Kx9Qz7Vb2@db.acme-prod.io/) <http://x.example.com:6000/>',
    ''
  ].join('\n')

  it('reports warnings and errors at exact ranges; notes are left out', () => {
    expect(
      verify(text).map(({ruleId, severity, line, column, endLine, endColumn, message}) => ({
        ruleId,
        severity,
        range: `${line}:${column}-${endLine}:${endColumn}`,
        message
      }))
    ).toEqual([
      {
        ruleId: 'uri/no-malformed-uri',
        severity: 1,
        range: '1:34-1:56',
        message: 'Unexpected `#` in fragment, expected `%23`'
      },
      {
        ruleId: 'uri/no-uri-password',
        severity: 2,
        range: '3:18-3:27',
        message: 'Unexpected password in `https://app:***@db.acme-prod.io/`, expected no credentials in the URI'
      },
      {
        ruleId: 'uri/no-unsafe-port',
        severity: 1,
        range: '3:68-3:72',
        message: 'Unexpected port `6000` (x11) for `http`, expected its default port or one no other protocol uses'
      }
    ])
  })

  it('suggests what urilint --fix would not write unasked, a password’s `***` included', () => {
    const messages = verify(text)
    expect(messages.map((message) => [message.fix, message.suggestions])).toEqual([
      [
        undefined,
        [
          {
            messageId: 'replace',
            data: {expected: 'http://a.example/a#b%23c'},
            desc: 'Replace with `http://a.example/a#b%23c`',
            fix: {range: [33, 55], text: 'http://a.example/a#b%23c'}
          }
        ]
      ],
      [
        undefined,
        [
          {
            messageId: 'replace',
            data: {expected: '***'},
            desc: 'Replace with `***`',
            fix: {range: [75, 84], text: '***'}
          }
        ]
      ],
      [undefined, undefined]
    ])
    expect(text.slice(75, 84)).toBe('Kx9Qz7Vb2')
  })

  it('fixes what urilint --fix writes unasked (`strict` reports the note it is on)', () => {
    const config = eslintConfig({'no-malformed-uri': ['warn', {strict: true}]})
    const messages = verify(text, config).filter((message) => message.ruleId === 'uri/no-malformed-uri')
    expect(
      messages.map(({line, column, endColumn, message, fix}) => ({line, column, endColumn, message, fix}))
    ).toEqual([
      {
        line: 1,
        column: 5,
        endColumn: 24,
        message: 'Unexpected non-ASCII `ä` in path, expected `%C3%A4`',
        fix: {range: [4, 23], text: 'https://a.example/%C3%A4'}
      },
      {line: 1, column: 34, endColumn: 56, message: 'Unexpected `#` in fragment, expected `%23`', fix: undefined}
    ])
    expect(linter.verifyAndFix(text, config, 'docs/example.md').output).toBe(
      text.replace('https://a.example/ä', 'https://a.example/%C3%A4')
    )
  })

  it('reads front matter as @eslint/markdown’s option says, and CommonMark without GFM literals', () => {
    const document =
      '---\ndatabase: postgres://app:Kx9Qz7Vb2@db.acme-prod.io/app\n---\n\nSee http://x.example.com:6000/.\n'
    const ranges = (config: Linter.Config[]) =>
      verify(document, config).map(({ruleId, line, column, endColumn}) => `${ruleId} ${line}:${column}-${endColumn}`)
    expect(ranges(eslintConfig())).toEqual(['uri/no-uri-password 2:26-35', 'uri/no-unsafe-port 5:26-30'])
    const commonmark: Linter.Config[] = [
      {
        files: ['**/*.md'],
        plugins: {markdown},
        language: 'markdown/commonmark',
        languageOptions: {frontmatter: 'yaml'}
      },
      uri.configs.recommended
    ]
    // No GFM: the bare URL is prose, read for credentials only.
    expect(ranges(commonmark)).toEqual(['uri/no-uri-password 2:26-35'])
  })

  it('counts ranges after a byte-order mark and across CRLF line endings as ESLint does', () => {
    const document = '\uFEFF# Title\r\n\r\n<http://x.example.com:6000/>\r\n'
    expect(verify(document).map(({line, column, endColumn}) => [line, column, endColumn])).toEqual([[3, 23, 27]])
  })

  it('is silenced by ESLint’s own comments', () => {
    const document = [
      '<!-- eslint-disable-next-line uri/no-uri-password -->',
      'https://demo:Tk9Lm2Qw7@demo.acmecorp.io/',
      '',
      'https://ops:Vb6Nm1Kj8@ops.acmecorp.io/',
      ''
    ].join('\n')
    expect(verify(document).map(({ruleId, line}) => `${ruleId} ${line}`)).toEqual(['uri/no-uri-password 4'])
  })
})

// Types: the plugin and its config fit ESLint's own (`typecheck` is this test).
export const typed: Linter.Config[] = [...markdown.configs.recommended, uri.configs.recommended, {plugins: {uri}}]
