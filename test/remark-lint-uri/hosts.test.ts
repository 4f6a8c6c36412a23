/**
 * One table of cases through the three hosts: every Markdown fixture of
 * `fixtures/remark-lint-uri` (with its `config`) through remark (urilint's
 * processor, as fixtures.test.ts), ESLint (`Linter`, @eslint/markdown's
 * GFM language with YAML front matter) and markdownlint (`lint`), each
 * expected to report the fixture's findings at the same ranges with the same
 * reasons. What a host cannot express, and only that, differs:
 *
 * 1. Notes (level `info`) are in neither other host: ESLint and markdownlint
 *    have no level below a warning (see src/eslint/plugin.ts).
 * 2. markdownlint has no levels: every finding is an error there.
 * 3. markdownlint ranges lie on one line: a finding over several lines runs
 *    to the end of its first line.
 * 4. markdownlint numbers no front matter line: a finding there is on the
 *    first line after it, its line and column at the end of the detail.
 * 5. remark-lint's `<!--lint ignore|disable|enable …-->` comments are
 *    remark's: the other hosts have their own (the adapters' tests show
 *    `eslint-disable` and `markdownlint-disable`), so what they report in
 *    the lines such a comment silences is left out here.
 * 6. `.mdx` and `.txt` fixtures are not Markdown those hosts read.
 */
import fs from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword} from 'remark-lint-uri'
import type {PluggableList, Processor} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {defaultConfig} from '../../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor as cliProcessor} from '../../packages/remark-lint-uri/src/processor/processor.ts'
import type {RuleId} from '../../packages/remark-lint-uri/src/rules/metadata.ts'
import {fixtures, summarize, type Expected} from './helpers.ts'
import {lintWithEslint, markdownlintResults, type HostMessage, type Setting} from './hosts.ts'

// markdownlint's own patterns (its helpers are CommonJS without types).
const {frontMatterRe, newLineRe} = createRequire(import.meta.url)('markdownlint/helpers') as {
  frontMatterRe: RegExp
  newLineRe: RegExp
}

const plugins = {
  'no-malformed-uri': remarkLintNoMalformedUri,
  'no-unsafe-port': remarkLintNoUnsafePort,
  'no-uri-password': remarkLintNoUriPassword
} as const

interface Fixture {
  config?: Partial<Record<RuleId, Setting>>
  messages: Expected[]
}

/** Exception 6. */
const cases = fs
  .readdirSync(fixtures)
  .filter((name) => name.endsWith('.md'))
  .sort()

/**
 * Exception 5: the lines (1-based) where a remark-lint comment silences each
 * rule: `ignore` to the end of the next block (its next blank line),
 * `disable` to the `enable` (or the end).
 */
function silenced(lines: readonly string[]): (ruleId: string, line: number) => boolean {
  const spans: Array<{ruleId: string; from: number; to: number}> = []
  const open = new Map<string, number>()
  for (const [index, text] of lines.entries()) {
    const comment = /^<!--\s*lint (ignore|disable|enable) ([\w -]+?)\s*-->$/.exec(text.trim())
    if (comment === null) continue
    for (const ruleId of comment[2]!.split(/\s+/)) {
      if (comment[1] === 'disable') open.set(ruleId, index + 1)
      else if (comment[1] === 'enable') {
        spans.push({ruleId, from: open.get(ruleId) ?? 1, to: index + 1})
        open.delete(ruleId)
      } else {
        let end = index + 1
        while (end < lines.length && lines[end]!.trim() === '') end++
        while (end < lines.length && lines[end]!.trim() !== '') end++
        spans.push({ruleId, from: index + 1, to: end})
      }
    }
  }
  for (const [ruleId, from] of open) spans.push({ruleId, from, to: lines.length})
  return (ruleId, line) => spans.some((span) => span.ruleId === ruleId && span.from <= line && line <= span.to)
}

const lineOf = (range: string) => Number(range.split(':')[0])

async function lintWithRemark(value: string, config: Fixture['config']): Promise<Expected[]> {
  let processor = cliProcessor().use(defaultConfig) as unknown as Processor
  for (const [id, setting] of Object.entries(config ?? {}))
    processor = processor.use([[plugins[id as RuleId], setting]] as PluggableList)
  const file = new VFile({path: 'example.md', value})
  await processor.run(processor.parse(file), file)
  return summarize(file)
}

const byPlace = (a: {range: string; ruleId: string}, b: {range: string; ruleId: string}) => {
  const key = (range: string) => range.split('-')[0]!.split(':').map(Number) as [number, number]
  const [la, ca] = key(a.range)
  const [lb, cb] = key(b.range)
  return la - lb || ca - cb || a.ruleId.localeCompare(b.ruleId)
}

/** What markdownlint can say of `message` (exceptions 2 to 4). */
function asMarkdownlint(message: Expected, lines: readonly string[], frontMatterLines: number) {
  const [start, end] = message.range.split('-') as [string, string]
  const [line, column] = start.split(':').map(Number) as [number, number]
  const [endLine, endColumn] = end.split(':').map(Number) as [number, number]
  if (line <= frontMatterLines)
    return {
      ruleId: message.ruleId,
      range: `${frontMatterLines + 1}`,
      reason: `${message.reason} (front matter, line ${line}, column ${column})`
    }
  const last = endLine === line ? endColumn : lines[line - 1]!.length + 1
  return {ruleId: message.ruleId, range: `${line}:${column}-${line}:${last}`, reason: message.reason}
}

describe('one table of cases through remark, ESLint and markdownlint', () => {
  it('reads every Markdown fixture', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25)
  })

  for (const name of cases) {
    it(name, async () => {
      const value = fs.readFileSync(path.join(fixtures, name), 'utf8')
      const fixture = JSON.parse(
        fs.readFileSync(path.join(fixtures, name.replace(/\.md$/, '.json')), 'utf8')
      ) as Fixture
      const expected = [...fixture.messages].sort(byPlace)
      // remark, as the CLI lints it: the fixture's report.
      expect((await lintWithRemark(value, fixture.config)).sort(byPlace)).toEqual(expected)

      // Exception 1.
      const reported = expected.filter((message) => message.level !== 'info')
      const lines = value.split(/\r\n?|\n/)
      const isSilenced = silenced(lines)
      const eslint = lintWithEslint(value, fixture.config).filter(
        (message) => !isSilenced(message.ruleId, lineOf(message.range))
      )
      expect(eslint.sort(byPlace)).toEqual(reported as HostMessage[])

      const results = await markdownlintResults(value, fixture.config)
      // As markdownlint sets front matter apart (its `removeFrontMatter`).
      const front = frontMatterRe.exec(value)
      const frontMatterLines = front === null || front.index !== 0 ? 0 : front[0].split(newLineRe).length - 1
      const shown = results
        .filter((result) => !isSilenced(result.ruleNames[0]!, result.lineNumber))
        .map((result) => ({
          ruleId: result.ruleNames[0]!,
          range:
            result.errorRange === null
              ? `${result.lineNumber}`
              : `${result.lineNumber}:${result.errorRange[0]!}-${result.lineNumber}:${result.errorRange[0]! + result.errorRange[1]!}`,
          reason: result.errorDetail ?? ''
        }))
        .sort(byPlace)
      expect(shown).toEqual(reported.map((message) => asMarkdownlint(message, lines, frontMatterLines)).sort(byPlace))
    })
  }
})
