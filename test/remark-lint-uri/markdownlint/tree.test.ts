/**
 * The mdast of the markdownlint rules (markdownlint/tree.ts): built only in
 * the chunks where a site can be, compiled from markdownlint's tokens
 * (markdownlint/compile.ts) or, where those differ from remark-parse's,
 * parsed, with the findings, at the same offsets, that the whole document's
 * parse gives, and where compiled, the same nodes.
 */
import fc from 'fast-check'
import {lint} from 'markdownlint/promise'
import type {Root} from 'mdast'
import {VFile} from 'vfile'
import {describe, expect, it, vi} from 'vitest'
import {compileBlocks, type MarkdownlintToken} from '../../../packages/remark-lint-uri/src/markdownlint/compile.ts'
import {buildTree} from '../../../packages/remark-lint-uri/src/markdownlint/tree.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {ruleFindings} from '../../../packages/remark-lint-uri/src/rules/findings.ts'
import {ruleIds} from '../../../packages/remark-lint-uri/src/rules/metadata.ts'

interface Seen {
  text: string
  front: number
  tokens: MarkdownlintToken[]
}

/** What a markdownlint rule is handed for `text`: the document as the rules rebuild it, its front matter's lines, the tokens. */
async function seen(text: string): Promise<Seen> {
  let result: Seen | undefined
  const capture = {
    names: ['capture'],
    description: 'capture',
    tags: ['test'],
    parser: 'micromark' as const,
    function(params: {
      lines: readonly string[]
      frontMatterLines: readonly string[]
      parsers: {micromark: {tokens: MarkdownlintToken[]}}
    }) {
      const front = params.frontMatterLines
      const body = params.parsers.micromark.tokens.map((token) => token.text).join('')
      result = {
        text: front.length === 0 ? body : front.join('\n') + '\n' + body,
        front: front.length,
        tokens: params.parsers.micromark.tokens
      }
    }
  }
  await lint({strings: {doc: text}, customRules: [capture] as never, config: {default: false, capture: true}})
  return result!
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 0x0a) starts.push(index + 1)
  return starts
}

/** Options that report the most: every site, every note. */
const strictest = {checkCode: true, frontmatter: true, strict: true}

function findings(tree: Root, text: string, most = false) {
  return ruleIds.flatMap((id) =>
    ruleFindings(
      id,
      tree,
      text,
      (most ? (id === 'no-uri-password' ? {...strictest, placeholders: true} : strictest) : {checkCode: true}) as never
    )
  )
}

async function both(text: string) {
  const {text: document, front, tokens} = await seen(text)
  const whole = processor.parse(new VFile({path: 'document.md', value: document}))
  const chunked = buildTree(document, lineStarts(document), front, tokens)
  // The same under the options that report the most.
  expect(findings(chunked, document, true)).toEqual(findings(whole, document, true))
  // Every block the converter compiles is the node the parse makes, positions included.
  const compiled =
    front === 0 && opensFrontMatter(document)
      ? undefined
      : compileBlocks(document, lineStarts(document), front, blocksOf(tokens))
  if (compiled !== undefined) expect(compiled).toEqual(whole.children.filter((node) => !isFrontMatter(node)))
  return {whole: findings(whole, document), chunked: findings(chunked, document), compiled: compiled !== undefined}
}

/** The document's tokens, without markdownlint's own (its undefined references, appended after them). */
function blocksOf(tokens: readonly MarkdownlintToken[]): MarkdownlintToken[] {
  return tokens.filter((token) => !token.type.startsWith('undefinedReference'))
}

/** Whether markdownlint found no front matter where remark-frontmatter may try one (tree.ts parses that chunk). */
function opensFrontMatter(text: string): boolean {
  return /^(?:---|\+\+\+)/.test(text)
}

function isFrontMatter(node: {type: string}): boolean {
  return node.type === 'yaml' || node.type === 'toml'
}

describe('buildTree', () => {
  it('parses only the chunks that can hold a site, at their offsets in the document', async () => {
    const text = [
      '# Setup',
      '',
      'Install it first. Then run it twice: once to warm up.',
      '',
      'Connect with [the database](postgres://app:Kx9Qz7Vb2@db.acme-prod.io:5432/app).',
      '',
      'Nothing here either.',
      '',
      '```sh',
      'curl http://x.example.com:6000/a|b',
      '```',
      ''
    ].join('\n')
    const parse = vi.spyOn(processor, 'parse')
    try {
      const {whole, chunked} = await both(text)
      // The whole parse of `both` only: the chunks are compiled from markdownlint's tokens.
      expect(parse.mock.calls.map(([file]) => String(file).length)).toEqual([text.length])
      const {text: document, tokens} = await seen(text)
      const tree = buildTree(document, lineStarts(document), 0, tokens)
      expect(
        tree.children.map((node) => `${node.type} ${node.position!.start.offset}-${node.position!.end.offset}`)
      ).toEqual(['paragraph 64-143', 'code 167-211'])
      expect(tree.position).toEqual({start: {line: 1, column: 1, offset: 0}, end: {line: 12, column: 1, offset: 212}})
      expect(chunked).toEqual(whole)
      expect(chunked.map(({ruleId, start, end}) => `${ruleId} ${start}-${end}`)).toEqual([
        'no-unsafe-port 199-203',
        'no-uri-password 107-116'
      ])
    } finally {
      parse.mockRestore()
    }
  })

  it('builds nothing where nothing can be found, and parses nothing where every chunk compiles', async () => {
    const parse = vi.spyOn(processor, 'parse')
    try {
      const prose = await seen('# Title\n\nJust prose: nothing else.\n')
      expect(buildTree(prose.text, lineStarts(prose.text), 0, prose.tokens).children).toEqual([])
      const links = await seen('See <https://a.example>.\n\nAnd [b](https://b.example:6000).\n')
      const tree = buildTree(links.text, lineStarts(links.text), 0, links.tokens)
      expect(parse).not.toHaveBeenCalled()
      expect(tree).toEqual(processor.parse(new VFile({path: 'document.md', value: links.text})))
    } finally {
      parse.mockRestore()
    }
  })

  it('leaves out references and the definitions the rules accept', async () => {
    const text = [
      'See [the guide][guide], [the API][] and [www].',
      '',
      '[guide]: https://a.example/guide',
      '[the API]: ../api.md',
      '[www]: https://a.example/www',
      '',
      'Then [port](https://a.example:6000/).',
      ''
    ].join('\n')
    const {text: document, tokens} = await seen(text)
    const tree = buildTree(document, lineStarts(document), 0, tokens)
    expect(tree.children.map((node) => `${node.type} ${node.position!.start.offset}`)).toEqual(['paragraph 132'])
    const {whole, chunked} = await both(text)
    expect(chunked).toEqual(whole)
    expect(chunked.map(({ruleId, start, end}) => `${ruleId} ${start}-${end}`)).toEqual(['no-unsafe-port 162-166'])
  })

  it('keeps the definitions a kept `[a] (https://…)` may be linked to, parsed with it (found by the property)', async () => {
    const text =
      '[a]: https://q.example/a\n[b]: ../b.md\n[c]:\n  https://q.example/c\nPlain prose: a colon, no more.\n\n\n' +
      'See [a] (https://q.example/a) and [b][c] (https://q.example/b).\nmail ops:Vb6Nm1Kj8@ops.acmecorp.io now\n'
    const {whole, chunked} = await both(text)
    expect(chunked).toEqual(whole)
    expect(
      chunked.filter(({note}) => note?.startsWith('The reader sees the text linked to its definition'))
    ).toHaveLength(1)
  })

  it('leaves out a list whose indented lines are not code, a long chunk with no heavy block, spans over lines', async () => {
    const list = '- Install: see [the guide](https://a.example/guide).\n\n    Then: run it.\n'
    const long = Array.from({length: 80}, () => 'See [a](https://a.example/a) and more: prose.').join('\n') + '\n'
    const code = '- Install:\n\n        curl https://a.example/setup\n'
    const lines = 'Run `make\n  all: now` as [the\nguide](https://a.example/guide) says.\n'
    for (const [text, types] of [
      [list, []],
      [long, []],
      [lines, []],
      [code, ['list']]
    ] as const) {
      const {text: document, tokens} = await seen(text)
      const tree = buildTree(document, lineStarts(document), 0, tokens)
      expect(tree.children.map((node) => node.type)).toEqual(types)
      const {whole, chunked} = await both(text)
      expect(chunked).toEqual(whole)
    }
  })

  it('keeps the definitions the rules may report, and then the references too', async () => {
    // A finding on a definition no reference uses is lowered: the reference must be in the tree.
    const text = [
      'Read [the spec][spec] first.',
      '',
      '[spec]: https://a.example/%zz',
      '[quiet]: https://a.example/',
      '',
      '[title]: https://a.example/ "Title"',
      ''
    ].join('\n')
    const {text: document, tokens} = await seen(text)
    const tree = buildTree(document, lineStarts(document), 0, tokens)
    expect(tree.children.map((node) => `${node.type} ${node.position!.start.offset}`)).toEqual([
      'paragraph 0',
      'definition 30',
      'definition 60',
      'definition 89'
    ])
    const {whole, chunked} = await both(text)
    expect(chunked).toEqual(whole)
    expect(chunked.map(({ruleId, start, end, lower}) => `${ruleId} ${start}-${end} ${lower}`)).toEqual([
      'no-malformed-uri 38-59 false'
    ])
  })

  it("parses the chunks whose tokens differ from remark-parse's, and compiles the rest", async () => {
    const cases = [
      // GFM strikethrough and task list items, which markdownlint's micromark lacks.
      ['~~old~~ [a](https://a.example:6000)', '~~old~~ [a](https://a.example:6000)\n\n'],
      // (no cut before a list: the chunk holds the paragraph before it)
      ['- [ ] [a](https://a.example:6000)', '[b](https://b.example:25/)\n\n- [ ] [a](https://a.example:6000)\n\n'],
      // An HTML block over lines in a container, which markdownlint parses again as Markdown.
      [
        '- <div>\n  http://a.example:6000\n  </div>',
        '[b](https://b.example:25/)\n\n- <div>\n  http://a.example:6000\n  </div>\n\n'
      ],
      // A text directive, which urilint's parser lacks.
      ['See :port[x] and <http://a.example:6000>', 'See :port[x] and <http://a.example:6000>\n\n']
    ]
    for (const [block, parsed] of cases) {
      const text = `[b](https://b.example:25/)\n\n${block}\n\n\`c:d\` <https://c.example:6000/>\n`
      const parse = vi.spyOn(processor, 'parse')
      try {
        const {whole, chunked, compiled} = await both(text)
        expect(compiled).toBe(false)
        expect(parse.mock.calls.map(([file]) => String(file))).toEqual([text, parsed])
        expect(chunked).toEqual(whole)
        // The ports of the chunks around it, compiled, at least.
        expect(chunked.filter(({ruleId}) => ruleId === 'no-unsafe-port').length).toBeGreaterThanOrEqual(2)
      } finally {
        parse.mockRestore()
      }
    }
  })

  it('compiles the nodes the parse makes, positions included, in containers and around tabs and blank lines', async () => {
    const documents = [
      '- a\n\n  ```rust\n  fn main() {}\n  ```\n\n  see [custom\n  profiles] and\n\n[custom profiles]: https://a.example\n',
      '> ```\n> code: http://a.example:6000\n> ```\n> [a\n> b](https://b.example "t\n> u")\n',
      '1. one\n   \n2. [two](<https://c.example/a b>)\n  \n\n   three\n',
      '| a | b | c |\n|:--|:-:|--:|\n| [x](https://x.example) | `y\\|z` | <http://z.example:6000> |\n',
      'Text[^1] and www.w.example.\n\n[^1]: note https://n.example:6000\n    more lines\n',
      '<div>\n\n<!-- a -->\n</div>\n\n- <!-- b\n  c -->\n\n\tcode\tafter tab\n\n-\tfoo\n\n\t\tbar  \nbaz\\\nqux  \nend &amp; &#64; \\[x\\]\n',
      '---\ntitle: https://fm.example:6000\n---\n  \n# Heading [h](https://h.example)\nSetext\n===\n***\n![i](https://i.example/i.png "t")\n'
    ]
    for (const text of documents) expect((await both(text)).compiled).toBe(true)
  })

  it('parses whole a document that opens with `---` and no front matter', async () => {
    // remark-frontmatter's attempt at the `---` makes the list a paragraph's lines, with a GFM literal.
    const text = '---\nProse.\n\nProse.\n- [l]: https://a.example:6000/\n'
    const parse = vi.spyOn(processor, 'parse')
    try {
      const {whole, chunked} = await both(text)
      expect(chunked).toEqual(whole)
      expect(chunked.map(({ruleId, start}) => `${ruleId} ${start}`)).toEqual(['no-unsafe-port 44'])
      expect(parse.mock.calls.map(([file]) => String(file))).toEqual([text, text])
    } finally {
      parse.mockRestore()
    }
  })

  it('keeps front matter, and does not cut before a list or a `---`', async () => {
    const text = '---\ntitle: x\n---\nProse.\n\n- [a](https://a.example:6000)\n\nProse.\n\n- b\n\n---\n\nProse.\n'
    const {whole, chunked} = await both(text)
    expect(chunked).toEqual(whole)
    expect(chunked.map(({ruleId, start}) => `${ruleId} ${start}`)).toEqual(['no-unsafe-port 49'])
  })

  it('does not cut before an indented line, which a list kept before would take in (found by the property)', async () => {
    const text =
      '- [a](https://a.example:6000)\n\nProse: [b](https://b.example/b).\n\n    curl: http://c.example:6000\n- d\n'
    const {text: document, tokens} = await seen(text)
    const tree = buildTree(document, lineStarts(document), 0, tokens)
    expect(tree.children.map((node) => node.type)).toEqual(['list', 'paragraph', 'code', 'list'])
    const {whole, chunked} = await both(text)
    expect(chunked).toEqual(whole)
    expect(chunked.map(({ruleId, start}) => `${ruleId} ${start}`)).toEqual(['no-unsafe-port 24', 'no-unsafe-port 92'])
  })

  // Blocks that can hold a site, and prose that cannot, in containers and apart.
  const block = fc.constantFrom(
    'Plain prose: a colon, no more.',
    'Prose\ngoing on.',
    '[a](https://u:pw9Xk2@a.example:6000/p|q)',
    'see https://b.example:25/x and www.c.example/a b',
    'mail ops:Vb6Nm1Kj8@ops.acmecorp.io now',
    '<a href="http://d.example:6667/">d</a>',
    '<!-- redis://:Tk9Lm2Qw7@cache.example -->',
    '`ftp://e.example:21/x` in code',
    '    indented: http://f.example:6000',
    '```\nfenced\n\nhttp://g.example:6000\n```',
    '```\nopen fence',
    '<div>\n\nhtml: https://h.example:6000\n</div>',
    '[ref]: https://i.example:6000/ "t"',
    'a [ref] use',
    '> quoted prose',
    '> [q](https://q.example:6000)',
    '- item',
    '- [l](https://l.example:6000)\n\n  continued: prose',
    '1. one',
    '---',
    '***',
    'Title\n=====',
    '| a | b |\n|---|---|\n| https://t.example:6000 | x |',
    '[^1]: note https://n.example:6000',
    'text[^1]',
    '$$\nmath\n$$',
    '$$\n```\n$$',
    ':::note\nhttps://m.example:6000\n:::',
    '&#64;host &amp; more',
    // Links the rules accept, and links or text that only look like them.
    'See [quiet](https://q.example/a?b=c#d) and ![img](docs/a.png).',
    '[a](../x.md): colons, and (parentheses)',
    'see [x] (https://q.example/b)',
    '(text)[https://q.example/c]',
    '(text)[d](https://q.example/d)',
    '[a](https://q.example/my report.pdf)',
    '[^1](https://q.example/f)',
    '[w](github.com/alice)',
    '[t](htts://q.example/)',
    '[p](https://q.example:25/)',
    '[a **b**](https://q.example/a)\n[c](https://q.example/c)',
    '| [a](https://q.example/a) | b |\n|---|---|\n| [c](x.md) | d |',
    '[a][r] and [r]',
    '[r]: https://q.example/r',
    '    [i](https://q.example/i)',
    '[www.q.example](https://q.example/w)',
    // Definitions and references, quiet or not, and what only looks like them.
    '[a]: https://q.example/a\n[b]: ../b.md\n[c]:\n  https://q.example/c',
    '[d]: https://q.example:25/d\n[e]: https://q.example/e',
    '[f]: https://q.example/f "t@u"\n[g]: <https://q.example/g>\n[h]: https://q.example/h%zz',
    '[i]: https://q.example/i\nthen prose: [j](https://q.example:6000)',
    'prose\n[k]: https://q.example/k',
    '- [l]: mailto:%zz\n- [m]: https://q.example/m',
    '[//]: # (a comment)',
    'See [a][b], [c][] and [d] or [e][^1].',
    'Read [the spec][h] and [h] first.',
    'See [a] (https://q.example/a) and [b][c] (https://q.example/b).',
    '[a][b c]: not a definition, [d]\n(https://q.example/d)',
    'Flow. Show: the view. WwW.q.example and www.q.example/a b',
    // Four spaces that indent code or only a list item's text, and a chunk longer than 3,000 characters.
    '- a\n\n    b: c [d](https://q.example/d)\n\n    1. e: f\n\n        g: h',
    '- a\n\n          code: https://q.example:6000\n\n  b: c',
    '> a: b\n>\n>     code: mailto:%zz',
    'a: b    c: d',
    // Code spans and link texts over lines, and lines that only seem to go on.
    'A `code\nspan: https://q.example:6000` and `quiet\n  code: a` here',
    'A [link\ntext](https://q.example/a) and `b\n- c` d `e`',
    '> a `b\n> c: https://q.example:6000/` d\nlazy `e\nf`',
    'a `b\n# c` d: e `f`\n\n    g: h',
    '[a\nb]: https://q.example/x and [c\n(https://q.example:6000)',
    Array.from({length: 80}, () => 'See [a](https://q.example/a) and more: prose.').join('\n'),
    // Code the rules read (with `checkCode`), quiet or not, and what only looks like code.
    'Run `make all` and [a](https://q.example/a) then `` a ` b ``.',
    '`a [b](https://q.example/b)` c',
    '`a` [c](https://q.example/c) `d:e` and `www.q.example`',
    '| `a | b` mailto:%zz `d` |\n|---|---|',
    '`see mailto:%zz` here',
    '`<a href="x">` and `a & b [c] \\ ~d~ @e é` [f](https://q.example/f)',
    '`<https://q.example:6000/>` and `[g](https://q.example:25/)`',
    '```sh\nmake: all\ncurl https://q.example/a\n```',
    '```\nhttps://q.example:6000/\n```',
    '~~~\nftp://u:Kx9Qz7Vb@h.acme-prod.io/\n~~~',
    '```js\na `b` https://q.example/c\n   ```',
    '``` a ``` and [x](https://q.example/x)',
    '- [a](https://q.example/a)\n```\nb: c\n```\n[d](https://q.example/d)',
    '```\n```\n[e](https://q.example:25/e)',
    '- a\n\n      code: [b](https://q.example/b)'
  )
  const separator = fc.constantFrom('\n', '\n\n', '\n\n\n', '\n  \n')
  const document = fc
    .tuple(fc.boolean(), fc.array(fc.tuple(block, separator), {maxLength: 10}))
    .map(([front, parts]) => (front ? '---\ntitle: https://fm.example:6000\n---\n' : '') + parts.flat().join(''))

  it('finds what the whole parse finds, at the same offsets (property)', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (text) => {
        const {whole, chunked} = await both(text)
        expect(chunked).toEqual(whole)
      }),
      {numRuns: 300}
    )
  })
})
