/**
 * The parse guard: a block micromark would take quadratic time on is
 * withheld from the parser, put back as an `html` node of its text, linted
 * as plain text, and reported once; the rest is Markdown as before.
 */
import preset from 'remark-lint-uri'
import {processor} from 'remark-lint-uri/processor'
import {remark} from 'remark'
import type {Root} from 'mdast'
import {unified, type Processor} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it, vi} from 'vitest'
import remarkUriParseGuard from '../../../packages/remark-lint-uri/src/parse/parse-guard.ts'
import {lint, presetWithGfm, summarize} from '../helpers.ts'

const heavy = '*a'.repeat(4000)
const blockReason =
  'Unexpected block of text of 1 line and 8,001 characters with 4,000 inline markers (`*` ×4,000), expected (lines + markers) × characters up to 20,000,000: read as plain text, not as Markdown'

describe('the parse guard', () => {
  it('withholds the block, reports it once, and lints its URIs as plain text', async () => {
    const document = `[a](https://u:Kx9@db.acme.io/)\n\n${heavy} https://u:Zq4@db.acme.io/\n\n[b](https://db.acme.io:25/)\n`
    // Both passwords are 3 characters, weaker than a real secret: notes.
    const file = await lint(document, presetWithGfm)
    expect(summarize(file).map(({ruleId, level, range}) => [ruleId, level, range])).toEqual([
      ['markdown-too-complex', 'warning', '3:1-3:8027'],
      ['no-unsafe-port', 'warning', '5:24-5:26'],
      ['no-uri-password', 'info', '1:15-1:18'],
      ['no-uri-password', 'info', '3:8012-3:8015']
    ])
    const guard = file.messages.find((message) => message.ruleId === 'markdown-too-complex')!
    expect(guard.reason).toBe(blockReason.replace('8,001', '8,027'))
    expect(guard.source).toBe('urilint')
    expect(guard.note).toMatch(/^micromark and remark-gfm take time quadratic/)
  })

  // A 524-line fenced block of a real manual was read as one too-complex paragraph.
  it('parses long fenced code as code, at the top, in a list item and in a block quote; says what it saw in a paragraph', async () => {
    const code = Array.from({length: 600}, (_, index) => `x[${index}] = *p_${index} & a[i] < b[j]; // <${index}>`)
    const document = [
      '```c',
      ...code,
      '```',
      '',
      '- item',
      '',
      '  ```c',
      ...code.map((line) => '  ' + line),
      '  ```',
      '',
      '> ```c',
      ...code.map((line) => '> ' + line),
      '> ```',
      '',
      code.join('\n'),
      ''
    ].join('\n')
    const file = await lint(document, presetWithGfm)
    const start = 3 * (code.length + 3) + 3
    expect(summarize(file)).toEqual([
      {
        ruleId: 'markdown-too-complex',
        level: 'warning',
        range: `${start}:1-${start + code.length - 1}:${code.at(-1)!.length + 1}`,
        reason:
          'Unexpected block of text of 600 lines and 23,670 characters with 6,600 inline markers (`[` ×1,800, `]` ×1,800, `<` ×1,200 …), expected (lines + markers) × characters up to 20,000,000: read as plain text, not as Markdown'
      }
    ])
  })

  it('puts the block back as an html node of its text, in document order', () => {
    const tree = processor().parse(new VFile({path: 'a.md', value: `a\n\n${heavy}\n\n[b](c)\n`})) as Root
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'html', 'paragraph'])
    const html = tree.children[1]!
    expect(html).toMatchObject({type: 'html', value: heavy, data: {urilintUnparsed: true}})
    expect(html.position).toEqual({start: {line: 3, column: 1, offset: 3}, end: {line: 3, column: 8001, offset: 8003}})
    expect(tree.children[2]!.position!.start).toEqual({line: 5, column: 1, offset: 8005})
  })

  it('counts offsets after a byte-order mark as micromark does', () => {
    const tree = processor().parse(new VFile({path: 'a.md', value: `\uFEFF${heavy}\n`})) as Root
    expect(tree.children[0]!.position!.start).toEqual({line: 1, column: 1, offset: 0})
  })

  it('guards once: the processor and the preset in it give one message per block', async () => {
    const file = new VFile({path: 'a.md', value: `${heavy}\n`})
    const linter = processor().use(preset)
    await linter.run(linter.parse(file), file)
    expect(file.messages.map((message) => message.ruleId)).toEqual(['markdown-too-complex'])
  })

  it('reads a file of too many definitions × `]` as plain text', async () => {
    let document = ''
    for (let index = 0; index < 5000; index++) document += `[x][d${index}]\n\n`
    for (let index = 0; index < 5000; index++) document += `[d${index}]: https://db.acme.io/${index}\n`
    document += 'https://u:Kx9@db.acme.io/\n'
    const file = await lint(document, presetWithGfm)
    expect(summarize(file).map(({ruleId, range}) => [ruleId, range])).toEqual([
      ['too-many-definitions', '1:1-15002:1'],
      ['no-uri-password', '15001:11-15001:14']
    ])
    expect(file.messages[0]!.reason).toBe(
      'Unexpected 5000 definitions with 15000 `]`, expected definitions × `]` up to 20000000: the file was read as plain text, not as Markdown'
    )
  })

  it('reads a file whose parse would hold more than the bound as plain text from the line that passes it', async () => {
    // 34,000 `://` on one line: 415 MB estimated, cheap to parse, so the test is quick; the shapes the estimate
    // is for (lists, tables, links) are measured on the built CLI (markdown-memory.subprocess.test.ts).
    const costly = 'a://'.repeat(34_000)
    const document = `# Title\n\nSee https://u:Kx9@db.acme.io/.\n\n${costly}\n\nhttps://u:Zq4@db.acme.io/\n`
    const file = await lint(document, presetWithGfm)
    expect(summarize(file).map(({ruleId, range}) => [ruleId, range])).toEqual([
      ['markdown-too-large', '5:1-8:1'],
      ['no-uri-password', '3:15-3:18'],
      ['no-uri-password', '7:11-7:14']
    ])
    expect(file.messages[0]!.reason).toBe(
      'Unexpected Markdown whose parse would hold about 415 MB, expected up to 400 MB for a file: read as plain text from line 5 on, not as Markdown'
    )
    expect(file.messages[0]!.note).toMatch(/^micromark and remark keep every event and node of a file/)
  })

  it('withholds a block that the cut would split with the rest of the file', async () => {
    // 396.5 MB estimated before the block; its lines count as blank (402,000 each): the ninth passes the bound.
    const block = ('*a'.repeat(4000) + '\n').repeat(10)
    const file = await lint(`# Title\n\n${'a://'.repeat(32_500)}\n\n${block}`, presetWithGfm)
    expect(summarize(file).map(({ruleId, range}) => [ruleId, range])).toEqual([['markdown-too-large', '5:1-15:1']])
    expect(file.messages[0]!.reason).toMatch(
      /^Unexpected Markdown whose parse would hold about 401 MB, .* from line 5 on/
    )
  })

  it('reads a file with a line nested deeper than the bound as plain text, at that line (the rules overflowed the stack at 5,500)', async () => {
    const deep = '>'.repeat(6000) + ' <https://u:Xk29dLq7@a.acme-build.io/>'
    const document = `# t\n\n- a\n${deep}\n\n[b](https://db.acme.io:25/)\n`
    const file = await lint(document, presetWithGfm)
    expect(summarize(file).map(({ruleId, level, range}) => [ruleId, level, range])).toEqual([
      ['markdown-too-deep', 'warning', '4:1-4:6039'],
      ['no-unsafe-port', 'warning', '6:24-6:26'],
      ['no-uri-password', 'error', '4:6013-4:6021']
    ])
    expect(file.messages[0]!.reason).toBe(
      'Unexpected line nested up to 6000 deep (block quotes, list items and footnotes, by their markers and indentation), expected at most 256: the file was read as plain text, not as Markdown'
    )
    expect(file.messages[0]!.note).toMatch(/^remark-gfm and remark-lint walk the tree by recursion/)
  })

  it('counts footnote definitions: one line of them nested 3,000 deep is read as plain text', async () => {
    const file = await lint('[^a]: '.repeat(3000) + '<https://u:Kx9@db.acme.io/>\n', presetWithGfm)
    expect(summarize(file).map(({ruleId, range}) => [ruleId, range])).toEqual([
      ['markdown-too-deep', '1:1-1:18028'],
      ['no-uri-password', '1:18012-1:18015']
    ])
  })

  // Safety nets for nesting the line count does not see (another plugin's containers): a parser stands in for one.
  it('reads a file as plain text when its tree is deeper than the bound, at the deepest node', async () => {
    const position = {start: {line: 1, column: 1, offset: 0}, end: {line: 1, column: 2, offset: 1}}
    let deep: Root['children'][number] = {type: 'text', value: 'a', position}
    for (let depth = 0; depth < 3001; depth++) deep = {type: 'emphasis', children: [deep as never], position} as never
    const file = new VFile({path: 'a.md', value: 'a\n'})
    const tree = unified()
      .use(function (this: Processor) {
        this.parser = () => ({type: 'root', children: [{type: 'paragraph', children: [deep as never]}]})
      })
      .use(remarkUriParseGuard)
      .parse(file) as Root
    expect([
      tree.children.map((node) => node.type),
      file.messages.map((message) => [message.ruleId, message.reason, message.line])
    ]).toEqual([
      ['html'],
      [
        [
          'markdown-too-deep',
          'Unexpected tree 3003 levels deep, expected at most 3000: the file was read as plain text, not as Markdown',
          1
        ]
      ]
    ])
  })

  it('reads a file as plain text when the parser runs out of stack, and lets any other error through', () => {
    const failing = (error: Error) =>
      unified()
        .use(function (this: Processor) {
          this.parser = () => {
            throw error
          }
        })
        .use(remarkUriParseGuard)
    const file = new VFile({path: 'a.md', value: 'a\n'})
    expect(
      (failing(new RangeError('Maximum call stack size exceeded')).parse(file) as Root).children.map(
        (node) => node.type
      )
    ).toEqual(['html'])
    expect(file.messages.map((message) => [message.ruleId, message.reason])).toEqual([
      [
        'markdown-too-deep',
        "Unexpected nesting deeper than the parser's stack holds, expected less: the file was read as plain text, not as Markdown"
      ]
    ])
    expect(() => failing(new TypeError('x')).parse(new VFile('a'))).toThrow(new TypeError('x'))
  })

  it('parses a file nested to the bound as Markdown', async () => {
    const file = await lint('- '.repeat(256) + '[a](https://u:Kx9@db.acme.io/)\n', presetWithGfm)
    expect(summarize(file).map(({ruleId, range}) => [ruleId, range])).toEqual([['no-uri-password', '1:527-1:530']])
  })

  it('keeps the text of a withheld block when remark-stringify writes the tree', async () => {
    const file = await remark().use(preset).process(`# t\n\n${heavy}\n`)
    expect(String(file)).toBe(`# t\n\n${heavy}\n`)
  })

  it('warns once, and parses unguarded, when the preset comes before a parser', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined)
    try {
      // Plugins attach in order: here before remark-parse.
      unified().use(preset).freeze()
      expect(warn.mock.calls.map((call) => (call[1] as {code: string}).code)).toEqual(['URILINT_PARSE_GUARD'])
    } finally {
      warn.mockRestore()
    }
  })
})
