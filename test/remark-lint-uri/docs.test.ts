/**
 * The package README's examples are tests: each `markdown` block marked
 * `example` is linted with the preset (and the rule's `options`), and must
 * give exactly the `text output` block after it (nothing when there is none).
 */
import fs from 'node:fs'
import path from 'node:path'
import type {Code, Root} from 'mdast'
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword, ruleIds} from 'remark-lint-uri'
import remarkParse from 'remark-parse'
import {unified, type PluggableList} from 'unified'
import {describe, expect, it} from 'vitest'
import {levelOf, lint, packageRoot, rangeOf, presetWithGfm} from './helpers.ts'

const rules = {
  'no-malformed-uri': remarkLintNoMalformedUri,
  'no-unsafe-port': remarkLintNoUnsafePort,
  'no-uri-password': remarkLintNoUriPassword
} as const

const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8')
const tree = unified().use(remarkParse).parse(readme) as Root

interface Example {
  name: string
  rule: keyof typeof rules
  options: unknown
  input: string
  output: string | undefined
  line: number
}

const examples: Example[] = []
tree.children.forEach((node, index) => {
  if (node.type !== 'code' || node.lang !== 'markdown' || !node.meta?.startsWith('example')) return
  const meta = attributes(node.meta)
  const next = tree.children[index + 1]
  const output =
    next?.type === 'code' && next.lang === 'text' && next.meta === 'output' ? (next as Code).value : undefined
  examples.push({
    name: meta.name ?? '',
    rule: meta.rule as keyof typeof rules,
    options: meta.options === undefined ? undefined : JSON.parse(meta.options),
    input: node.value + '\n',
    output,
    line: node.position?.start.line ?? 0
  })
})

describe('README examples', () => {
  it('has examples of each rule, reported and not', () => {
    for (const rule of ruleIds) {
      expect(
        examples.filter((example) => example.rule === rule && example.output !== undefined).length,
        rule
      ).toBeGreaterThan(0)
      expect(
        examples.filter((example) => example.rule === rule && example.output === undefined).length,
        rule
      ).toBeGreaterThan(0)
      // The docs URL of each rule is an anchor to its heading.
      expect(readme).toContain('\n### `' + rule + '`\n')
    }
    expect(examples.length).toBe(15)
  })

  for (const example of examples) {
    it(`${example.rule}: ${example.name} (README line ${example.line})`, async () => {
      const plugins: PluggableList = [...presetWithGfm]
      if (example.options !== undefined) plugins.push([rules[example.rule], example.options])
      const file = await lint(example.input, plugins, example.name)
      const report = file.messages
        .filter((message) => message.ruleId === example.rule)
        .map((message) => `${rangeOf(message)} ${levelOf(message)} ${message.reason}`)
      expect(report.join('\n')).toBe(example.output ?? '')
      // An example without output reports nothing at all, notes included.
      if (example.output === undefined)
        expect(file.messages.filter((message) => message.ruleId === example.rule)).toEqual([])
    })
  }
})

/** `example name="a.md" rule="x" options='{…}'` to an object. */
function attributes(meta: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const match of meta.matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)')/g)) result[match[1]!] = match[2] ?? match[3] ?? ''
  return result
}
