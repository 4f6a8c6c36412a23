/**
 * Every `fixtures/remark-lint-uri/<case>.md` (or `.txt`, `.mdx`) with its exact
 * report in `<case>.json`: rule, `line:column-line:column` of the offending
 * part, and reason. `config` sets rules differently from the preset. MDX
 * gives the same report with and without `remark-mdx` in the configuration.
 */
import fs from 'node:fs'
import path from 'node:path'
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword} from 'remark-lint-uri'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import {unified, type PluggableList, type Processor} from 'unified'
import {defaultConfig} from '../../../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor as cliProcessor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {fixtures, summarize, type Expected, presetWithGfm} from '../helpers.ts'

const rules = {
  'no-malformed-uri': remarkLintNoMalformedUri,
  'no-unsafe-port': remarkLintNoUnsafePort,
  'no-uri-password': remarkLintNoUriPassword
} as const

interface Fixture {
  config?: Partial<Record<keyof typeof rules, unknown>>
  messages: Expected[]
}

const cases = fs
  .readdirSync(fixtures)
  .filter((name) => /\.(md|mdx|txt)$/.test(name))
  .sort()

describe('fixtures/remark-lint-uri', () => {
  it('has a report for every case and a case for every report', () => {
    const reports = fs.readdirSync(fixtures).filter((name) => name.endsWith('.json'))
    expect(reports.map((name) => name.slice(0, -5)).sort()).toEqual(
      cases.map((name) => name.replace(/\.(md|mdx|txt)$/, '')).sort()
    )
    expect(cases.length).toBeGreaterThanOrEqual(17)
  })

  for (const name of cases) {
    it(name, async () => {
      const expected = JSON.parse(
        fs.readFileSync(path.join(fixtures, name.replace(/\.(md|mdx|txt)$/, '.json')), 'utf8')
      ) as Fixture
      const value = fs.readFileSync(path.join(fixtures, name), 'utf8')
      // As the CLI and the language server lint it; Markdown also as a user's `.remarkrc` composes the preset.
      const pipelines: Processor[] = [cliProcessor().use(defaultConfig) as unknown as Processor]
      if (name.endsWith('.md')) pipelines.push(unified().use(remarkParse).use(presetWithGfm) as unknown as Processor)
      if (name.endsWith('.mdx'))
        pipelines.push(cliProcessor().use(remarkMdx).use(defaultConfig) as unknown as Processor)
      for (let processor of pipelines) {
        const file = new VFile({path: path.join(fixtures, name), value})
        for (const [id, config] of Object.entries(expected.config ?? {}))
          processor = processor.use([[rules[id as keyof typeof rules], config]] as PluggableList)
        await processor.run(processor.parse(file), file)
        expect(sortByPlace(summarize(file))).toEqual(expected.messages)
      }
    })
  }
})

function sortByPlace(messages: Expected[]): Expected[] {
  const key = (range: string) => range.split('-')[0]!.split(':').map(Number) as [number, number]
  return [...messages].sort((a, b) => {
    const [la, ca] = key(a.range)
    const [lb, cb] = key(b.range)
    return la - lb || ca - cb || a.ruleId.localeCompare(b.ruleId)
  })
}
