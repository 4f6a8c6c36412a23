/**
 * measureMarkdown: the blocks that bound micromark's inline work. Exact
 * blocks for each kind of cut, and the property the parse guard rests on:
 * every piece of inline content micromark parses (a paragraph's, a
 * heading's, a table cell's) lies inside one block, whatever the input.
 */
import fc from 'fast-check'
import type {Nodes} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {markdownLimits, measureMarkdown, parseCost} from '../../../packages/remark-lint-uri/src/parse/markdown-work.ts'

/** Every block, as `[start, end]` (a bound of -1 reports them all). */
function blocks(text: string): Array<[number, number]> {
  return measureMarkdown(text, -1).heavy.map((block) => [block.start, block.end])
}

/** The text of each block. */
function blockTexts(text: string): string[] {
  return blocks(text).map(([start, end]) => text.slice(start, end))
}

describe('measureMarkdown', () => {
  it('cuts at blank lines, headings, thematic breaks and list items that can interrupt a paragraph', () => {
    expect(blockTexts('a\nb\n\nc\n# h\nd\n***\ne\n- f\ng\n1. h\n2. i')).toEqual([
      'a\nb',
      'c',
      '# h',
      'd',
      '***',
      'e',
      '- f\ng',
      '1. h\n2. i'
    ])
  })

  it('does not cut where a line may continue a paragraph: `===`, a number other than 1, four columns of indentation, an empty bullet', () => {
    expect(blockTexts('a\n===\nb\n2. c\n    - d\n-\ne')).toEqual(['a\n===\nb\n2. c\n    - d\n-\ne'])
  })

  it('reads no table under a line of a `<!X` declaration, which is HTML up to its `>`', () => {
    // micromark: HTML to `|>`, then one paragraph of the last two lines (found by the property below).
    expect(blockTexts('<!X\n  *a|>\n  | --- | :-: |\n*a')).toEqual(['<!X\n  *a|>\n  | --- | :-: |\n*a'])
    expect(blockTexts('<!X>\na|b\n|-|-|\nc')).toEqual(['<!X>', 'a|b', '|-|-|', 'c'])
  })

  it('reads block-quote markers before the cuts, and a line of markers alone is blank', () => {
    expect(blockTexts('> a\n> # b\n>\n> c\n> > - d')).toEqual(['> a', '> # b', '> c', '> > - d'])
  })

  it('a fence line, a one-line comment and a definition at a block start are cuts; an HTML block is skipped to a blank line', () => {
    expect(
      blockTexts(
        '```js\n*a*\n```\nb\n<div>\n*c*\n\n<!-- x -->\n[d]: https://d.example "t"\n[e]: https://e.example\nf\n[g]: https://g.example'
      )
    ).toEqual([
      '```js',
      '```',
      'b',
      '[d]: https://d.example "t"',
      '[e]: https://e.example',
      'f\n[g]: https://g.example'
    ])
  })

  // Fenced code is no inline content: its lines are not counted, to its closing fence or the end of its block quotes.
  it('fenced code at the start of a line or inside block quotes is not counted, to its closing fence or its containers’ end', () => {
    expect(blockTexts('> ```\n> a\nb\nc')).toEqual(['> ```', 'b\nc'])
    expect(blockTexts('~~~~\n*a*\n~~~\n> [b]: c\n~~~~~ \n*d*')).toEqual(['~~~~', '~~~~~ ', '*d*'])
    expect(blockTexts('> > ```\n> > *a*\n> > > *b*\n> > ```\n> *c*')).toEqual(['> > ```', '> > ```', '> *c*'])
  })

  // Where the fence may be something else's text, or may end where this scan cannot tell, its lines are counted.
  it('counts the lines of a fence that may be no fence (after HTML, a `]:`, indented, in a list item) or may have ended (a tab)', () => {
    expect(blockTexts('<div>\n```\n*a*')).toEqual(['```', '*a*'])
    expect(blockTexts('<!--\n\n```\n-->\n*a*')).toEqual(['<!--', '```', '-->\n*a*'])
    expect(blockTexts('[a]:\n```\n*a*')).toEqual(['[a]:', '```', '*a*'])
    expect(blockTexts('- a\n\n  ```\n*a*\n  ```\n*b*')).toEqual(['- a', '  ```', '*a*', '  ```', '*b*'])
    expect(blockTexts('> ```\n> *a*\n>\t```\n*b*')).toEqual(['> ```', '>\t```\n*b*'])
  })

  it('an HTML block ends at a line that may end what its tag was inside: a fence, a comment, a container', () => {
    expect(blockTexts('```\n<div>\n```\n*a*\n*b*')).toEqual(['```', '```', '*a*\n*b*'])
    expect(blockTexts('<!--\n<div>\n-->\n*a*')).toEqual(['<!--', '-->\n*a*'])
    expect(blockTexts('<!X\n<div>\n*a*')).toEqual(['<!X\n<div>\n*a*'])
  })

  it('a table: the header row and each body row a block of their own, until a line that is no row', () => {
    expect(blockTexts('a\n| b | c |\n| - | :-: |\n| d | e |\nf | g\n> h')).toEqual([
      'a',
      '| b | c |',
      '| - | :-: |',
      '| d | e |',
      'f | g',
      '> h'
    ])
  })

  it('a delimiter row is a block too: it may be a body row of a table whose delimiter row is indented otherwise (found by the property)', () => {
    expect(blockTexts('a|b\n  |-|-|\n  |-|-|\n')).toEqual(['a|b', '  |-|-|', '  |-|-|'])
  })

  it('no table where the cells differ in number or the delimiter row is not one', () => {
    expect(blockTexts('a | b\n- | - | -\nc | d')).toEqual(['a | b', '- | - | -\nc | d'])
    expect(blockTexts('a | b\n-:- | -\nc | d')).toEqual(['a | b\n-:- | -\nc | d'])
  })

  it('no table where the header may be a lazy line: in a block with a list item, or of another block-quote depth', () => {
    expect(blockTexts('* a|b\n| --- | :-: |\nc|d')).toEqual(['* a|b\n| --- | :-: |\nc|d'])
    expect(blockTexts('> a\nb|c\n-|-\nd|e')).toEqual(['> a\nb|c\n-|-\nd|e'])
  })

  it('no table where the header may be a lazy line after a definition in a block quote (found by the property)', () => {
    expect(blockTexts('> > [a]: http://x\n| --- | :-: |\n| --- | :-: |')).toEqual([
      '> > [a]: http://x',
      '| --- | :-: |\n| --- | :-: |'
    ])
    // Of the same depth, or after a blank line, the table is read.
    expect(blockTexts('[a]: http://x\n| --- | :-: |\n| --- | :-: |')).toEqual([
      '[a]: http://x',
      '| --- | :-: |',
      '| --- | :-: |'
    ])
    expect(blockTexts('> [a]: x\n\n| --- | :-: |\n| --- | :-: |')).toEqual([
      '> [a]: x',
      '| --- | :-: |',
      '| --- | :-: |'
    ])
  })

  it('counts lines, markers and characters of a block, `]:` and `]` of the file', () => {
    const work = measureMarkdown('*a* [b]\r\n_c_\r\n\r\n[d]: https://d.example', -1)
    // Characters count one for each line ending.
    expect(work.heavy).toEqual([
      {start: 0, end: 12, lines: 2, markers: 6, characters: 12},
      {start: 16, end: 38, lines: 1, markers: 2, characters: 23}
    ])
    expect(work.definitions).toBe(1)
    expect(work.closers).toBe(2)
  })

  it('reports only the blocks over the bound', () => {
    const heavy = '*a'.repeat(4000)
    const work = measureMarkdown('a\n\n' + heavy + '\n\nb')
    expect(work.heavy).toEqual([{start: 3, end: 3 + heavy.length, lines: 1, markers: 4000, characters: 8001}])
    expect((1 + 4000) * 8001).toBeGreaterThan(markdownLimits.blockWork)
  })

  it('finds the line with the most block quotes and list items open on it, each marker with its one space', () => {
    expect(measureMarkdown('a\n> > b\n- > 1. c\n').deepest).toEqual({nesting: 3, start: 8, end: 16})
    // Continued list items: two columns of indentation each (here exact).
    expect(measureMarkdown('- a\n  - b\n    - c\n      d').deepest).toEqual({nesting: 3, start: 10, end: 17})
    // A marker needs whitespace or the line's end after it; a number at most 9 digits.
    expect(measureMarkdown('-a\n1234567890. b\n>>>').deepest).toEqual({nesting: 3, start: 17, end: 20})
    expect(measureMarkdown('>'.repeat(300) + ' x').deepest.nesting).toBe(300)
    expect(measureMarkdown('- '.repeat(300) + 'x').deepest.nesting).toBe(300)
    // A footnote definition is a container; after a marker that opens one, whitespace is its content offset, not a container.
    expect(measureMarkdown('[^note]: > - x').deepest).toEqual({nesting: 3, start: 0, end: 14})
    expect(measureMarkdown('-\t'.repeat(100) + 'x').deepest.nesting).toBe(100)
    // Indentation continues at most what a line before opened: 600 columns of code are no 300 list items.
    expect(measureMarkdown('```\n' + ' '.repeat(600) + 'x\n```').deepest.nesting).toBe(0)
    expect(measureMarkdown('- a\n' + ' '.repeat(600) + 'b').deepest.nesting).toBe(1)
    // Whitespace that ends a line opens nothing.
    expect(measureMarkdown('a\n\n' + ' '.repeat(600) + '\n> ' + ' '.repeat(600)).deepest).toEqual({
      nesting: 1,
      start: 604,
      end: 1206
    })
  })

  // The guard reads a file nested deeper than its bound as plain text: the
  // count must never be below the containers micromark opens on a line.
  // Footnote definitions are counted where they open, not where they are
  // continued: micromark continues nested ones on less indentation than
  // two columns each (`[^a]:[^a]:[^a]: ⏎\t> ` puts the quote 4 deep);
  // the guard's check of the tree's depth covers them.
  it("no block quote or list item in micromark's tree is nested deeper than the deepest line counts, footnotes around them or not (property)", () => {
    const parser = unified().use(remarkParse).use(remarkGfm)
    const container = fc.constantFrom(
      '> ',
      '>',
      ' > ',
      '- ',
      '-\t',
      '* ',
      '+ ',
      '1. ',
      '1) ',
      '10. ',
      '123456789) ',
      '[^a]: ',
      '[^a]:',
      '[^a b]: ',
      '  ',
      '   ',
      '    ',
      '\t',
      ' ',
      '-',
      '1.'
    )
    const body = fc.constantFrom('', 'a', '- ', '***', '```', '> b', '    c', '<div>', '[a]: x')
    const line = fc.tuple(fc.array(container, {maxLength: 6}), body).map(([heads, rest]) => heads.join('') + rest)
    const document = fc
      .tuple(fc.array(line, {minLength: 1, maxLength: 10}), fc.constantFrom('\n', '\r\n', '\r'))
      .map(([lines, ending]) => lines.join(ending))
    fc.assert(
      fc.property(document, (text) => {
        let deepest = 0
        const stack: Array<[Nodes, number]> = [[parser.parse(text), 0]]
        while (stack.length > 0) {
          const [node, above] = stack.pop()!
          const depth = above + (node.type === 'blockquote' || node.type === 'listItem' ? 1 : 0)
          deepest = Math.max(deepest, depth)
          if ('children' in node) for (const child of node.children) stack.push([child, depth])
        }
        expect(measureMarkdown(text).deepest.nesting, JSON.stringify(text)).toBeGreaterThanOrEqual(deepest)
      }),
      {
        numRuns: Number(process.env.RUNS ?? 3000),
        // Found by a random run: a list item `2.` ends a table, though it cannot interrupt a paragraph.
        examples: [['|-|-|\n-|-\n2. |\n*a']]
      }
    )
  })

  // The guard withholds whole blocks: if a paragraph could span two blocks,
  // input cut into small blocks would still reach micromark's quadratic paths.
  it('every paragraph, heading and table cell micromark finds lies inside one block (property)', () => {
    const parser = unified().use(remarkParse).use(remarkGfm)
    const prefix = fc.constantFrom(
      '',
      '',
      '',
      '> ',
      '>',
      '> > ',
      '  ',
      '   ',
      '    ',
      '\t',
      ' \t',
      '- ',
      '* ',
      '+ ',
      '1. ',
      '1) ',
      '2. ',
      '10. ',
      '  - ',
      '# ',
      '###### ',
      '####### '
    )
    const piece = fc.constantFrom(
      '*a',
      'a',
      '_b_',
      '[x](y)',
      ']',
      '![',
      'a|b',
      '|',
      '\\|',
      '`c`',
      '<b>',
      '&amp;',
      '~~',
      ' ',
      'w.',
      '1.',
      '>',
      '-->',
      '<!X',
      '```'
    )
    const whole = fc.constantFrom(
      '',
      '```',
      '```js',
      '``` `x`',
      '~~~',
      '~~~~ ',
      '````',
      '<PRE>',
      '</pre>',
      '---',
      '***',
      '===',
      '- - -',
      '|-|-|',
      '| --- | :-: |',
      '-|-',
      ':-',
      '-',
      '<div>',
      '</div>',
      '<table>',
      '<table x="1">',
      '<span>',
      '<script>',
      '</script>',
      '<!-- c -->',
      '<!--',
      '-->',
      '<!X',
      '<!X>',
      '<?',
      '?>',
      '<![CDATA[',
      ']]>',
      '[a]: http://x',
      '[a]: http://x "t"',
      '[a]:',
      '[a]: <x>',
      '[a]: x(',
      '[ ]: x'
    )
    const line = fc
      .tuple(
        prefix,
        fc.oneof(
          whole,
          fc.array(piece, {maxLength: 5}).map((pieces) => pieces.join(''))
        )
      )
      .map(([head, body]) => head + body)
    const document = fc
      .tuple(fc.array(line, {minLength: 1, maxLength: 14}), fc.constantFrom('\n', '\r\n', '\r'))
      .map(([lines, ending]) => lines.join(ending))
    fc.assert(
      fc.property(document, (text) => {
        const found = blocks(text)
        const stack: Nodes[] = [parser.parse(text)]
        while (stack.length > 0) {
          const node = stack.pop()!
          if (!('children' in node)) continue
          if (
            (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') &&
            node.children.length > 0
          ) {
            const start = node.children[0]!.position!.start.offset!
            const end = node.children.at(-1)!.position!.end.offset!
            expect(
              found.some(([from, to]) => from <= start && end <= to),
              `${node.type} ${JSON.stringify(text.slice(start, end))} in ${JSON.stringify(text)}`
            ).toBe(true)
          }
          for (const child of node.children) stack.push(child)
        }
      }),
      {
        numRuns: Number(process.env.RUNS ?? 3000),
        // Found by a random run: a list item `2.` ends a table, though it cannot interrupt a paragraph. A
        // `<!X` declaration closed on its own line is HTML, no table's header (a run at ten times the runs,
        // seed 1014030875).
        examples: [['|-|-|\n-|-\n2. |\n*a'], ['<!Xa|b-->\n-|-\n*a']]
      }
    )
  })
})

describe('parseCost', () => {
  it('counts each line, what it starts with and its markers, and cuts before the line that passes the bound', () => {
    // `a`: 2,000 + 50; `- b`: 2,000 + 14,500 + 3 × 50; `[x](y)`: 2,000 + 2 × 3,000 + 15,000 + 6 × 50.
    expect(parseCost('a\n- b\n[x](y)', 2100)).toEqual({bytes: 2050 + 16_650 + 23_300, cut: 2})
    expect(parseCost('a\r\n- b', 2100)).toEqual({bytes: 2050 + 16_650, cut: 3})
    expect(parseCost('a\r- b', 2100)).toEqual({bytes: 2050 + 16_650, cut: 2})
    expect(parseCost('a\n- b', 20_000)).toEqual({bytes: 2050 + 16_650, cut: -1})
    // `https://u@h <a> &amp; |`: a literal, an address, an autolink or HTML, a reference, a cell.
    expect(parseCost('https://u@h <a> &amp; |', Infinity).bytes).toBe(
      2000 + 12_000 + 4000 + 6500 + 3500 + 5000 + 23 * 50
    )
    expect(parseCost('', 0)).toEqual({bytes: 0, cut: -1})
    // A withheld block's lines are blank for the parser: a line and its characters each.
    const withheld = {start: 2, end: 12, lines: 2, markers: 4, characters: 10}
    expect(parseCost('a\n[x](y)\n- b\n[x](y)', Infinity, [withheld])).toEqual({
      bytes: 2050 + 2300 + 2150 + 23_300,
      cut: -1
    })
  })
})
