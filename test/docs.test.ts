/**
 * The READMEs' examples are tests: every ```ts block runs, and each line of
 * the form `expression // => value` asserts that the expression equals the
 * value. Blocks import workspace packages by name; they are run as plain
 * JavaScript, so examples carry no type annotations.
 */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import * as core from '@urilint/core'
import * as extractor from '@urilint/extract'

const modules: Record<string, unknown> = {'@urilint/core': core, '@urilint/extract': extractor}
const readmes = ['README.md', 'packages/core/README.md']

interface Block {
  line: number
  code: string
}

function blocks(markdown: string): Block[] {
  const result: Block[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    if (lines[index] !== '```ts') continue
    const start = index + 1
    let end = start
    while (end < lines.length && lines[end] !== '```') end++
    result.push({line: start + 1, code: lines.slice(start, end).join('\n')})
    index = end
  }
  return result
}

/** Turn a block into a function body: imports become lookups, `// =>` lines become checks. */
function compile(block: Block): string {
  return block.code
    .split('\n')
    .map((line, offset) => {
      const imported = /^import \{([^}]+)\} from '([^']+)'$/.exec(line)
      if (imported) return `const {${imported[1]}} = modules[${JSON.stringify(imported[2])}]`
      const arrow = line.lastIndexOf(' // => ')
      if (arrow === -1) return line
      return `check(${block.line + offset}, () => (${line.slice(0, arrow)}), () => (${line.slice(arrow + 7)}))`
    })
    .join('\n')
}

for (const readme of readmes) {
  describe(readme, () => {
    const markdown = readFileSync(new URL('../' + readme, import.meta.url), 'utf8')
    const found = blocks(markdown)
    it('has examples', () => expect(found.length).toBeGreaterThan(0))
    for (const block of found) {
      it(`example at line ${block.line}`, () => {
        let checks = 0
        const check = (line: number, actual: () => unknown, expected: () => unknown) => {
          checks++
          expect(actual(), `${readme}:${line}`).toEqual(expected())
        }
        new Function('modules', 'check', compile(block))(modules, check)
        expect(checks).toBeGreaterThan(0)
      })
    }
  })
}
