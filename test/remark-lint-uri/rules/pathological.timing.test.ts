/**
 * The rules on pathological Markdown: runs of 10^5 characters that would
 * take seconds if a loop were quadratic, and a ratio between two sizes
 * (the shared harness, test/linear.ts).
 */
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {readSchemeless} from '../../../packages/remark-lint-uri/src/rules/schemeless.ts'
import {linearBound, linearRatio} from '../../linear.ts'
import {lint, presetWithGfm} from '../helpers.ts'

/**
 * A paragraph this large is over the parse guard's bound (parse/markdown-work.ts):
 * through the preset it gives the guard's one warning over the whole line and
 * no finding. The rules themselves are then run on the tree that micromark
 * gives without the guard (these inputs parse in linear time; the bound is
 * conservative), so that they are still tested on the Markdown constructs.
 */
async function expectGuardedAndClean(text: string) {
  const guarded = await lint(text, presetWithGfm)
  expect(
    guarded.messages.map((message) => [
      `${message.source}:${message.ruleId}`,
      message.line,
      message.column,
      message.place && 'end' in message.place ? message.place.end.offset : undefined
    ])
  ).toEqual([['urilint:markdown-too-complex', 1, 1, text.indexOf('\n')]])
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml', 'toml']).use(remarkGfm).parse(text)
  const file = new VFile({value: text, path: 'example.md'})
  await unified().use(remarkParse).use(presetWithGfm).run(tree, file)
  expect(file.messages).toEqual([])
}

describe('pathological input', () => {
  // Each would take seconds if a loop were quadratic in the run's length.
  const run = 100_000

  it('a destination of 10^5 escapes and character references', async () => {
    await expectGuardedAndClean('[a](https://h.example.com/' + '\\_&amp;'.repeat(run / 8) + ')\n')
  })

  it('an attribute of 10^5 entities and a srcset of 10^5 commas', async () => {
    await expectGuardedAndClean(
      '<a href="https://h.example.com/' + '&amp;'.repeat(run / 5) + '">x</a> <img srcset="' + ','.repeat(run) + '">\n'
    )
  })

  // The rules alone (the tree parsed once, outside the timing).
  it('HTML spread over 10^4 quoted lines: the rules take linear time', async () => {
    const processor = unified().use(remarkParse).use(presetWithGfm)
    const make = (n: number) => {
      const document = '> <a href="https://h.example:25/a\n' + '> a\n'.repeat(n) + '> ">\n'
      return {document, tree: processor.parse(document)}
    }
    const lint = ({document, tree}: ReturnType<typeof make>) =>
      processor.run(structuredClone(tree), new VFile(document))
    expect(await linearRatio(make, lint, 5000)).toBeLessThan(linearBound)
  })

  // The credential sites (collect.ts): prose runs cut by GFM e-mail literals, comments, titles (rules only).
  it('2,000 e-mail literals in a paragraph, URIs with `@` in a comment or a title: the rules take linear time', async () => {
    const processor = unified().use(remarkParse).use(presetWithGfm)
    const pieces = [
      (n: number) => 'amqp://a:' + 'b@c.io/ x:'.repeat(n) + 'k@d.acme.io/\n',
      (n: number) => '<!-- ' + 'ftp://a:b@c.example/ '.repeat(n) + '-->\n',
      (n: number) => '[a](https://a.example/ "ftp://a:b@c.example/ '.repeat(n) + '")\n'
    ]
    for (const piece of pieces) {
      const make = (n: number) => {
        const document = piece(n)
        return {document, tree: processor.parse(document)}
      }
      const lint = ({document, tree}: ReturnType<typeof make>) =>
        processor.run(structuredClone(tree), new VFile(document))
      expect(await linearRatio(make, lint, 500), piece(1)).toBeLessThan(linearBound)
    }
  })

  // The template scan, the one message's reason, the repair and the second reading (rules only).
  it('a URI of 10^4 placeholders, unclosed `${`, `[a` and `|`: the rules take linear time', async () => {
    const processor = unified().use(remarkParse).use(presetWithGfm)
    for (const piece of ['{a}|', '${{a|', '[a|', '%A|é', '…/#']) {
      const make = (n: number) => {
        const document = '[a](<https://u:' + piece.repeat(n) + '@h.example/' + piece.repeat(n) + '>)\n'
        return {document, tree: processor.parse(document)}
      }
      const lint = ({document, tree}: ReturnType<typeof make>) =>
        processor.run(structuredClone(tree), new VFile(document))
      expect(await linearRatio(make, lint, 2500), piece).toBeLessThan(linearBound)
    }
  })

  // The scheme-less reading: the first segment's scan, the labels, the fix's validation (schemeless.ts).
  it('a scheme-less destination of 10^4 labels, local-part characters or path characters: linear time', async () => {
    const shapes: Array<[(n: number) => string, string | undefined]> = [
      // Over 253 octets: no host (RFC 1035 2.3.4), after the scan of the whole segment.
      [(n) => 'a.'.repeat(n) + 'com/x', undefined],
      [(n) => '@' + 'a'.repeat(n), 'handle'],
      [(n) => 'a+'.repeat(n) + '@example.com', 'email'],
      [(n) => 'github.com/' + 'a|'.repeat(n), 'host']
    ]
    for (const [shape, kind] of shapes) {
      expect(readSchemeless(shape(2500))?.kind, shape(1)).toBe(kind)
      expect(await linearRatio(shape, readSchemeless, 2500), shape(1)).toBeLessThan(linearBound)
    }
  })

  // Text that should have been a link (unlinked.ts), each shape n times in one paragraph (the
  // tree parsed without the guard, outside the timing: micromark takes seconds on 10^5 of them),
  // one message each, at n = 5000 and 20,000 (2,500 and 10,000 openers).
  it('text that should have been a link, 2 × 10^4 times in one paragraph: linear time', async () => {
    const processor = unified().use(remarkParse).use(presetWithGfm)
    const parser = unified().use(remarkParse).use(remarkGfm)
    const shapes: Array<[string, (n: number) => string, number]> = [
      ['blank', (n) => '[a] (#b) '.repeat(n), 5000],
      ['space', (n) => '[a](./a b) '.repeat(n), 5000],
      ['line break', (n) => '[a](./a\nb) '.repeat(n), 5000],
      ['quoted line break', (n) => '> [a](./a\n> b) '.repeat(n), 5000],
      ['bare URL', (n) => 'https://a.example/b_(c.) '.repeat(n), 5000],
      ['swapped', (n) => '(a)[#b] '.repeat(n), 5000],
      // Each `)[` reads back for its `(` and on to its `]`, both bounded: none is reported.
      ['nested swapped', (n) => ')[#'.repeat(n) + ']'.repeat(n), 2500],
      // Each `]` pops a `[` and reads on to the next `]` (a stop): no read goes past it, none is reported.
      ['openers', (n) => '['.repeat(n) + '](./a b'.repeat(n), 2500],
      ['one destination of n spaces', (n) => '[a](./b' + ' c'.repeat(n) + ')', 5000]
    ]
    for (const [name, shape, n] of shapes) {
      const make = (count: number) => {
        const document = shape(count) + '\n'
        return {document, tree: parser.parse(document)}
      }
      const lint = ({document, tree}: ReturnType<typeof make>) =>
        processor.run(structuredClone(tree), new VFile(document))
      const small = make(n)
      const file = new VFile(small.document)
      await processor.run(small.tree, file)
      expect(file.messages.length, name).toBe(
        name === 'openers' || name === 'nested swapped' ? 0 : name === 'one destination of n spaces' ? 1 : n
      )
      expect(await linearRatio(make, lint, n), name).toBeLessThan(linearBound)
    }
  })

  // (Not `](` repeated: micromark itself takes half a minute on 10^5 of it.)
  it('10^5 of `[`, `![`, `<` and `&`', async () => {
    for (const text of ['['.repeat(run), '!['.repeat(run / 2) + '](x)', '<'.repeat(run), '&'.repeat(run)])
      await expectGuardedAndClean(text + '\n')
  })
})
