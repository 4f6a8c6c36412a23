/**
 * The markdownlint rules' tree (markdownlint/tree.ts) in time linear in the
 * document: cutting it at markdownlint's top-level tokens, scanning each
 * chunk for what a site needs and for quiet sites (links, code), compiling
 * the chunks from the tokens (markdownlint/compile.ts: lists, containers'
 * markers on every line, tables, front matter) or mapping the parsed chunks'
 * positions back, up to 10^5 chunks, lines or items. Ratios between two
 * sizes (test/linear.ts).
 */
import {lint} from 'markdownlint/promise'
import {describe, expect, it} from 'vitest'
import type {MarkdownlintToken} from '../../../packages/remark-lint-uri/src/markdownlint/compile.ts'
import {buildTree} from '../../../packages/remark-lint-uri/src/markdownlint/tree.ts'
import {linearBound, linearRatio} from '../../linear.ts'

interface Input {
  text: string
  starts: number[]
  tokens: MarkdownlintToken[]
  front: number
}

/** `text` as a markdownlint rule is handed it. */
async function input(text: string): Promise<Input> {
  let tokens: MarkdownlintToken[] = []
  let front = 0
  const capture = {
    names: ['capture'],
    description: 'capture',
    tags: ['test'],
    parser: 'micromark' as const,
    function(params: {frontMatterLines: string[]; parsers: {micromark: {tokens: MarkdownlintToken[]}}}) {
      tokens = params.parsers.micromark.tokens
      front = params.frontMatterLines.length
    }
  }
  await lint({strings: {doc: text}, customRules: [capture] as never, config: {default: false, capture: true}})
  const starts = [0]
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 0x0a) starts.push(index + 1)
  return {text, starts, tokens, front}
}

const n = 25_000
/** Each shape at n and 4n, or at a size of its own (where the chunks are built, see below). */
const shapes: Array<{name: string; make: (n: number) => string; n?: number}> = [
  {name: '`Prose.⏎⏎` × n (every chunk left out)', make: (count) => 'Prose.\n\n'.repeat(count)},
  {
    name: '`[a](http://a.example:6000/)⏎⏎Prose.⏎⏎` × n (every other chunk compiled)',
    make: (count) => '[a](http://a.example:6000/)\n\nProse.\n\n'.repeat(count),
    n: 2000
  },
  {name: '`a: b` × n on one line (one long chunk, scanned)', make: (count) => 'a: b '.repeat(count)},
  {
    name: '`[a](https://a.example/b) `c: d`⏎⏎```⏎https://e.example/⏎```⏎⏎` × n (every chunk quiet, left out)',
    make: (count) => '[a](https://a.example/b) `c: d`\n\n```\nhttps://e.example/\n```\n\n'.repeat(count)
  },
  {
    name: '`[a][b] [c⏎d] `e⏎f`⏎⏎[b]: https://a.example/b⏎⏎a⏎    b: c⏎⏎` × n (references, text and code over lines, quiet definitions, no indented code)',
    make: (count) => '[a][b] [c\nd] `e\nf`\n\n[b]: https://a.example/b\n\na\n    b: c\n\n'.repeat(count),
    // Four chunks each: 80,000 at 4n (markdownlint's own parse of larger ones takes minutes).
    n: 5000
  },
  {name: '`- item⏎` × n (a list: no cut)', make: (count) => '- item\n'.repeat(count)},
  // Compiled from the tokens, not parsed, at sizes the parse guard leaves to micromark at 4n (its bound on the
  // parse's memory: about 10^4 links or list items; past it, the guard's path, as `- item⏎` above).
  {
    name: '`[a](http://a.example:6000/)⏎⏎` × n (every chunk compiled)',
    make: (count) => '[a](http://a.example:6000/)\n\n'.repeat(count),
    n: 2000
  },
  {
    name: '`[b]: http://a.example:6000/⏎⏎See [a][b].⏎⏎` × n (definitions kept, and the references with them)',
    make: (count) => '[b]: http://a.example:6000/\n\nSee [a][b].\n\n'.repeat(count),
    n: 1500
  },
  {
    name: '`- [a](http://a.example:6000/)⏎` × n (one list of n items, compiled)',
    make: (count) => '- [a](http://a.example:6000/)\n'.repeat(count),
    n: 1500
  },
  {
    name: '`> [a⏎> b](http://a.example:6000/)⏎⏎` × n (quotes, a label over two lines after markers)',
    make: (count) => '> [a\n> b](http://a.example:6000/)\n\n'.repeat(count),
    n: 1000
  },
  {
    name: '`- a⏎⏎  ```⏎` `  http://a.example:6000/⏎` × n `  ```⏎` (fenced code of n lines in a list item)',
    make: (count) => '- a\n\n  ```\n' + '  http://a.example:6000/\n'.repeat(count) + '  ```\n',
    n: 5000
  },
  {
    name: '`| [a](http://a.example:6000/) | b |⏎` × n (a table of n rows)',
    make: (count) => '| a | b |\n|:-:|--:|\n' + '| [a](http://a.example:6000/) | b |\n'.repeat(count),
    n: 500
  },
  {
    name: '`---⏎` `a: b⏎` × n `---⏎` (front matter of n lines) and a link',
    make: (count) => '---\n' + 'a: b\n'.repeat(count) + '---\n\n[a](http://a.example:6000/)\n',
    n: 400
  },
  {
    name: '`~[a](http://a.example:6000/)⏎⏎[b](http://b.example:6000/)⏎⏎` × n (parsed and compiled chunks merged)',
    make: (count) => '~[a](http://a.example:6000/)\n\n[b](http://b.example:6000/)\n\n'.repeat(count),
    n: 1000
  }
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
          ({text, starts, tokens, front}) => buildTree(text, starts, front, tokens),
          size
        )
        expect(ratio).toBeLessThan(linearBound)
      },
      600_000
    )
  }
})
