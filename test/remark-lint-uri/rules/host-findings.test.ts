/**
 * `ruleFindings` (rules/findings.ts): what each rule hands to its host, as
 * plain data: offsets into the text, the level, the reason, the fix and
 * whether `urilint --fix` would write it, the password in no field.
 */
import type {Root} from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {ruleFindings} from '../../../packages/remark-lint-uri/src/rules/findings.ts'

const parse = (text: string) => unified().use(remarkParse).use(remarkFrontmatter, ['yaml', 'toml']).parse(text)
const rfc = (section: string) => 'see https://www.rfc-editor.org/rfc/rfc3986#section-' + section

describe('ruleFindings', () => {
  it('gives the range as offsets, the level, the fix and whether --fix writes it', () => {
    const text = '[a](https://a.example/ä)\n\n[b](https://app:Kx9Qz7Vb2@db.acme-prod.io/)\n'
    const tree = parse(text)
    expect(ruleFindings('no-malformed-uri', tree, text)).toEqual([
      {
        ruleId: 'no-malformed-uri',
        start: 4,
        end: 23,
        reason: 'Unexpected non-ASCII `ä` in path, expected `%C3%A4`',
        note: 'Browsers encode these characters themselves and follow the same URI; ' + rfc('2.5'),
        actual: 'https://a.example/ä',
        expected: 'https://a.example/%C3%A4',
        lower: true,
        autofix: true
      }
    ])
    const [password] = ruleFindings('no-uri-password', tree, text)
    expect(password).toMatchObject({start: 42, end: 51, expected: '***', lower: false, autofix: false})
    expect(text.slice(password!.start, password!.end)).toBe('Kx9Qz7Vb2')
    expect(JSON.stringify(password)).not.toContain('Kx9Qz7Vb2')
  })

  it('counts offsets after a byte-order mark as micromark does, without it', () => {
    const text = '\uFEFF<http://x.example.com:6000/>\n'
    expect(ruleFindings('no-unsafe-port', parse(text), text).map(({start, end}) => [start, end])).toEqual([[22, 26]])
  })

  it('reads front matter nodes of every kind, `json` (@eslint/markdown) included', () => {
    const text = '---\n{"db": "postgres://app:Kx9Qz7Vb2@db.acme-prod.io/app"}\n---\n'
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'json' as 'yaml',
          value: text.slice(4, -5),
          position: {start: {line: 1, column: 1, offset: 0}, end: {line: 3, column: 4, offset: text.length - 1}}
        }
      ],
      position: {start: {line: 1, column: 1, offset: 0}, end: {line: 4, column: 1, offset: text.length}}
    }
    expect(ruleFindings('no-uri-password', tree, text).map(({start, end}) => text.slice(start, end))).toEqual([
      'Kx9Qz7Vb2'
    ])
  })

  it('throws on bad options (API misuse), and passes a tree without positions', () => {
    const text = '<http://x.example.com:6000/>\n'
    expect(() => ruleFindings('no-unsafe-port', parse(text), text, {allowPorts: [70_000]})).toThrow(
      'Unexpected `allowPorts: [70000]` for `no-unsafe-port`, expected a list of port numbers from 0 to 65535'
    )
    const bare = parse(text)
    const strip = (node: {position?: unknown; children?: unknown[]}) => {
      delete node.position
      for (const child of node.children ?? []) strip(child as typeof node)
    }
    strip(bare)
    expect(ruleFindings('no-unsafe-port', bare, text)).toEqual([])
  })
})
