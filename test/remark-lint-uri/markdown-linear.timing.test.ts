/**
 * Linear time on every Markdown input (issue 14's table): each row through
 * urilint's processor and the preset, parse and rules, as the CLI and the
 * language server run them. Where micromark or remark-gfm would go
 * quadratic, the block is withheld with the bound's diagnostic; blocks just
 * under the bound are parsed, and more of them take proportionally longer.
 * Ratios between two sizes (test/linear.ts), never absolute times.
 */
import preset from 'remark-lint-uri'
import {processor} from 'remark-lint-uri/processor'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {measureMarkdown} from '../../packages/remark-lint-uri/src/parse/markdown-work.ts'
import {linearBound, linearRatio} from '../linear.ts'
import {referencesThenDefinitions} from './helpers.ts'

const linter = processor().use(preset)

async function lintMarkdown(value: string): Promise<VFile> {
  const file = new VFile({path: 'contributed.md', value})
  await linter.run(linter.parse(file), file)
  return file
}

/** The rows, each with the size it measured at and the diagnostic it now gets. */
const rows: Array<{name: string; make: (n: number) => string; size: number; ruleId: string; ratioAt?: number}> = [
  {name: '`](` × n', make: (n) => ']('.repeat(n), size: 100_000, ruleId: 'markdown-too-complex'},
  {
    name: '`http://a.example/` + `.,;:!?*` × n',
    make: (n) => 'http://a.example/' + '.,;:!?*'.repeat(n),
    size: 48_000,
    ruleId: 'markdown-too-complex'
  },
  {
    name: '`![` + `](` × n + `](http://a.example/)`',
    make: (n) => '![' + ']('.repeat(n) + '](http://a.example/)',
    size: 48_000,
    ruleId: 'markdown-too-complex'
  },
  {
    name: '`[x][dN]` × n used, then their definitions',
    make: referencesThenDefinitions,
    size: 20_000,
    ruleId: 'too-many-definitions',
    ratioAt: 2000
  },
  {name: '`*a` × n', make: (n) => '*a'.repeat(n), size: 48_000, ruleId: 'markdown-too-complex'},
  // `]:` counts as a definition wherever it is: a bound on what micromark may collect.
  {name: '`[a]: ` × n', make: (n) => '[a]: '.repeat(n), size: 100_000, ruleId: 'too-many-definitions'}
]

describe('linear time on every Markdown input', () => {
  for (const row of rows) {
    it(`${row.name}: the bound's diagnostic at n = ${row.size}, and linear time`, async () => {
      const file = await lintMarkdown(row.make(row.size))
      expect(
        file.messages
          .filter((message) => message.source === 'urilint')
          .map((message) => [message.ruleId, message.place && 'start' in message.place ? message.place.start.line : 0])
      ).toEqual([[row.ruleId, 1]])
      expect(await linearRatio(row.make, lintMarkdown, row.ratioAt ?? row.size / 16)).toBeLessThan(linearBound)
    })
  }

  // The pre-scan itself, on lines that make it look ahead: each search stops at the line's end.
  it('measureMarkdown on 10^5 lines of comment, declaration, definition and table openings: linear', async () => {
    for (const line of [
      '<!--\n',
      '<!X\n',
      '[a]: b "\n',
      '<div>\n',
      'a|b\n-|-\n',
      '```\n',
      '> - 1. [a]: <\n',
      // Fenced code followed, raw HTML looked for to a line's end, on many lines and on one.
      '> ```\n> > x\n  ```\n',
      '<!-- <? <![CDATA[ <!a <script\n',
      '<!a<pre'
    ]) {
      expect(
        await linearRatio(
          (n) => line.repeat(n),
          (text) => measureMarkdown(text),
          5000
        ),
        JSON.stringify(line)
      ).toBeLessThan(linearBound)
    }
  })

  // Text that should have been a link (rules/unlinked.ts): every shape in each paragraph (the last
  // one left open), one message each, n paragraphs, alone and in one block quote (the next line's
  // `>` in a destination).
  for (const [name, block] of [
    ['paragraphs', '[a] (#b) [c](./d e) [f](./g\nh) https://a.example/b_(c.) (k)[#l] [i](./j\n\n'],
    ['one block quote', '> [a] (#b) [c](./d e) [f](./g\n> h) https://a.example/b_(c.) (k)[#l] [i](./j\n>\n']
  ] as const) {
    it(`text that should have been a link, ${name}: a message for each shape, in linear time`, async () => {
      const file = await lintMarkdown(block.repeat(1000))
      expect(file.messages.filter((message) => message.ruleId === 'no-malformed-uri').length).toBe(6000)
      expect(await linearRatio((count) => block.repeat(count), lintMarkdown, 1000)).toBeLessThan(linearBound)
    })
  }

  // The parser's worst cases, each in blocks of half the bound: parsed as
  // Markdown, so the time is micromark's, and linear in the count of blocks.
  for (const piece of ['*a', '](', 'a!b\n', '[x][d] ', 'a<b> ', 'a~~b~~']) {
    it(`blocks of ${JSON.stringify(piece)} under the bound, one after another: parsed, in linear time`, async () => {
      let repeats = 1
      while (measureMarkdown(piece.repeat(repeats * 2)).heavy.length === 0) repeats *= 2
      const block = piece.repeat(Math.floor(repeats / 2)) + '\n\n'
      const once = await lintMarkdown(block)
      expect(once.messages.filter((message) => message.source === 'urilint')).toEqual([])
      expect(await linearRatio((count) => block.repeat(count), lintMarkdown, 2)).toBeLessThan(linearBound)
    })
  }
})
