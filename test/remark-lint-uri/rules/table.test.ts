/**
 * The rule table (packages/remark-lint-uri/src/rules/metadata.ts) and what
 * cannot be derived from it in code: the package's `exports` map, the main
 * entry's named plugins and the README's rule sections and levels table.
 * Each must list exactly the rules of the table.
 */
import fs from 'node:fs'
import path from 'node:path'
import {concernLevels, concernOf} from '@urilint/core/internal'
import * as main from 'remark-lint-uri'
import {describe, expect, it} from 'vitest'
import {rules} from '../../../packages/remark-lint-uri/src/rules/metadata.ts'
import {packageRoot} from '../helpers.ts'

type Exports = Record<string, string | Record<string, string>>
const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Exports
  publishConfig: {exports: Exports}
}
const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8')
const ids = Object.keys(rules)

/** `no-uri-password` → `remarkLintNoUriPassword`. */
const pluginName = (id: string): string =>
  'remarkLint' + id.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())

describe('the rule table', () => {
  it('holds the three rules, each at its concern level, with its docs anchor', () => {
    expect(ids).toEqual(['no-malformed-uri', 'no-unsafe-port', 'no-uri-password'])
    expect(main.ruleIds).toEqual(ids)
    for (const [id, rule] of Object.entries(rules)) {
      expect(rule.severity).toBe(concernLevels[rule.concern] === 'error' ? 'error' : 'warn')
      expect(rule.url).toBe('https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#' + id)
      expect(main.ruleMetadata[id as keyof typeof rules]).toEqual({severity: rule.severity, summary: rule.summary})
    }
  })

  it('the exports map has one subpath per rule, to the rule of the same name', () => {
    const ruleSubpaths = (exports: Exports) => Object.keys(exports).filter((subpath) => subpath.startsWith('./no-'))
    expect(ruleSubpaths(manifest.exports)).toEqual(ids.map((id) => './' + id))
    expect(ruleSubpaths(manifest.publishConfig.exports)).toEqual(ids.map((id) => './' + id))
    for (const id of ids) {
      expect(manifest.exports['./' + id]).toEqual({
        source: `./src/rules/${id}.ts`,
        types: `./dist/rules/${id}.d.ts`,
        default: `./dist/rules/${id}.js`
      })
    }
  })

  it('the main entry exports one plugin per rule, named after it', () => {
    const plugins = Object.keys(main).filter((name) => name.startsWith('remarkLint'))
    expect(plugins).toEqual(ids.map(pluginName))
  })

  it('the README has a section per rule, and its levels table a row per rule at its level', () => {
    const rulesSection = readme.slice(
      readme.indexOf('\n## Rules\n'),
      readme.indexOf('\n## ', readme.indexOf('\n## Rules\n') + 1)
    )
    expect([...rulesSection.matchAll(/^### `([^`]+)`$/gm)].map((match) => match[1])).toEqual(ids)
    // The rows as the README writes them: | finding | `rule` | ids | level | note |
    const rows = [...readme.matchAll(/^\| [^|]+ \| `(no-[a-z-]+)` \| ([^|]+) \| (\w+) \|/gm)]
    expect(rows.map((row) => row[1])).toEqual(['no-uri-password', 'no-unsafe-port', 'no-malformed-uri'])
    for (const [, id, coreIds, level] of rows) {
      const rule = rules[id as keyof typeof rules]
      expect(level).toBe(concernLevels[rule.concern])
      const quoted = [...coreIds!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
      expect(quoted.length).toBeGreaterThan(0)
      for (const coreId of quoted) expect(concernOf(coreId), coreId).toBe(rule.concern)
    }
  })
})
