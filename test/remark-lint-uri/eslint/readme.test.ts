/**
 * The package README's `## ESLint` section is a test: its flat config
 * (evaluated with the two imports it names) lints its Markdown example, and
 * ESLint's stylish formatter gives exactly its output block.
 */
import fs from 'node:fs'
import path from 'node:path'
import markdown from '@eslint/markdown'
import {ESLint, Linter} from 'eslint'
import uri from 'remark-lint-uri/eslint'
import {describe, expect, it} from 'vitest'
import {packageRoot} from '../helpers.ts'

const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8')
const section = readme.slice(
  readme.indexOf('\n## ESLint\n'),
  readme.indexOf('\n## ', readme.indexOf('\n## ESLint\n') + 1)
)

/** The body of the ```` ```<info> ```` block of the section. */
function block(info: string): string {
  const match = new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(section)
  expect(match, info).not.toBeNull()
  return match![1]!
}

describe('README, ESLint', () => {
  it('its flat config reports its example as shown, through ESLint’s stylish formatter', async () => {
    const source = block('js eslint.config.js')
    const imports = [...source.matchAll(/^import (\w+) from '([^']+)'$/gm)].map((match) => [match[1], match[2]])
    expect(imports).toEqual([
      ['markdown', '@eslint/markdown'],
      ['uri', 'remark-lint-uri/eslint']
    ])
    const body = source.slice(source.indexOf('export default ') + 'export default '.length)
    const config = new Function('markdown', 'uri', 'return ' + body)(markdown, uri) as Linter.Config[]

    const cwd = '/repo'
    const messages = new Linter({configType: 'flat', cwd}).verify(
      block('markdown eslint'),
      config,
      `${cwd}/docs/example.md`
    )
    const count = (severity: number) => messages.filter((message) => message.severity === severity).length
    const formatter = await new ESLint({overrideConfigFile: true}).loadFormatter('stylish')
    const output = await formatter.format([
      {
        filePath: `${cwd}/docs/example.md`,
        messages,
        suppressedMessages: [],
        errorCount: count(2),
        warningCount: count(1),
        fatalErrorCount: 0,
        fixableErrorCount: 0,
        fixableWarningCount: 0,
        usedDeprecatedRules: []
      }
    ])
    expect(output.replaceAll(`${cwd}/`, '').replace(/^\n/, '')).toBe(block('text eslint-output'))
  })

  it('names each rule with its level as the recommended config sets it', () => {
    for (const [rule, level] of Object.entries(uri.configs.recommended.rules))
      expect(section).toMatch(new RegExp('`' + rule + '`[^.]*\\(`' + level + '`\\)'))
  })
})
