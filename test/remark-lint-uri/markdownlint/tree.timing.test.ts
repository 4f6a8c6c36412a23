/**
 * The markdownlint rules' tree (markdownlint/tree.ts) in time linear in the
 * document: cutting it at markdownlint's top-level tokens, scanning each
 * chunk for what a site needs and for quiet sites (links, code), and
 * mapping the parsed chunks' positions back, up to 10^5 chunks. Ratios
 * between two sizes (test/linear.ts).
 */
import {lint} from 'markdownlint/promise'
import {describe, expect, it} from 'vitest'
import {buildTree, type TopToken} from '../../../packages/remark-lint-uri/src/markdownlint/tree.ts'
import {linearBound, linearRatio} from '../../linear.ts'

interface Input {
  text: string
  starts: number[]
  tokens: TopToken[]
}

/** `text` as a markdownlint rule is handed it (no front matter in these). */
async function input(text: string): Promise<Input> {
  let tokens: TopToken[] = []
  const capture = {
    names: ['capture'],
    description: 'capture',
    tags: ['test'],
    parser: 'micromark' as const,
    function(params: {parsers: {micromark: {tokens: TopToken[]}}}) {
      tokens = params.parsers.micromark.tokens
    }
  }
  await lint({strings: {doc: text}, customRules: [capture] as never, config: {default: false, capture: true}})
  const starts = [0]
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 0x0a) starts.push(index + 1)
  return {text, starts, tokens}
}

const n = 25_000
/** Each shape at n and 4n; the one that parses half its chunks at a fifth of that (it is the parse's time). */
const shapes: Array<{name: string; make: (n: number) => string; n?: number}> = [
  {name: '`Prose.⏎⏎` × n (every chunk left out)', make: (count) => 'Prose.\n\n'.repeat(count)},
  {
    name: '`[a](http://a.example:6000/)⏎⏎Prose.⏎⏎` × n (every other chunk parsed)',
    make: (count) => '[a](http://a.example:6000/)\n\nProse.\n\n'.repeat(count),
    n: 5000
  },
  {name: '`a: b` × n on one line (one long chunk, scanned)', make: (count) => 'a: b '.repeat(count)},
  {
    name: '`[a](https://a.example/b) `c: d`⏎⏎```⏎https://e.example/⏎```⏎⏎` × n (every chunk quiet, left out)',
    make: (count) => '[a](https://a.example/b) `c: d`\n\n```\nhttps://e.example/\n```\n\n'.repeat(count)
  },
  {name: '`- item⏎` × n (a list: no cut)', make: (count) => '- item\n'.repeat(count)}
]

describe('buildTree in linear time', () => {
  for (const shape of shapes) {
    const size = shape.n ?? n
    it(
      shape.name + ', up to 4n = ' + 4 * size,
      async () => {
        const inputs = new Map([
          [size, await input(shape.make(size))],
          [4 * size, await input(shape.make(4 * size))]
        ])
        const ratio = await linearRatio(
          (size) => inputs.get(size)!,
          ({text, starts, tokens}) => buildTree(text, starts, 0, tokens),
          size
        )
        expect(ratio).toBeLessThan(linearBound)
      },
      600_000
    )
  }
})
