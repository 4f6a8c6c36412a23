/**
 * The package README's `## markdownlint` section is a test: its
 * `.markdownlint-cli2.jsonc` (read with markdownlint-cli2's own JSONC
 * parser) names the custom rules' module, and its configuration lints the
 * example of the `## ESLint` section into exactly its output block, as
 * markdownlint-cli2's default formatter prints it (the lines of the rules).
 */
import fs from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {lint} from 'markdownlint/promise'
import uriRules from 'remark-lint-uri/markdownlint'
import {describe, expect, it} from 'vitest'
import {packageRoot} from '../helpers.ts'

/** The JSONC parser markdownlint-cli2 reads its configuration with (no types of its own). */
const jsoncParse = (
  createRequire(import.meta.url)('markdownlint-cli2/parsers/jsonc') as {default: (text: string) => unknown}
).default

const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8')

function sectionOf(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`)
  expect(start, heading).toBeGreaterThan(-1)
  return readme.slice(start, readme.indexOf('\n## ', start + 1))
}

function block(section: string, info: string): string {
  const match = new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(section)
  expect(match, info).not.toBeNull()
  return match![1]!
}

describe('README, markdownlint', () => {
  it('its .markdownlint-cli2.jsonc reports the example as shown', async () => {
    const section = sectionOf('markdownlint')
    const options = jsoncParse(block(section, 'jsonc')) as {customRules: string[]; config: Record<string, unknown>}
    expect(options.customRules).toEqual(['remark-lint-uri/markdownlint'])
    const name = 'docs/example.md'
    const results = await lint({
      strings: {[name]: block(sectionOf('ESLint'), 'markdown eslint')},
      customRules: uriRules as never,
      config: options.config as never
    })
    // markdownlint-cli2-formatter-default's line.
    const lines = results[name]!.filter((result) => !/^MD\d+$/.test(result.ruleNames[0]!)).map(
      (result) =>
        `${name}:${result.lineNumber}${result.errorRange ? ':' + result.errorRange[0] : ''} ${result.ruleNames.join('/')} ${result.ruleDescription}` +
        (result.errorDetail ? ` [${result.errorDetail}]` : '')
    )
    expect(lines.join('\n') + '\n').toBe(block(section, 'text markdownlint-output'))
    // markdownlint's own rules ran too.
    expect(results[name]!.some((result) => /^MD\d+$/.test(result.ruleNames[0]!))).toBe(true)
  })
})
