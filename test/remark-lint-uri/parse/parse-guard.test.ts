/**
 * The parse guard: a block micromark would take quadratic time on is
 * withheld from the parser, put back as an `html` node of its text, linted
 * as plain text, and reported once; the rest is Markdown as before.
 */
import preset from 'remark-lint-uri'
import {processor} from 'remark-lint-uri/processor'
import {remark} from 'remark'
import type {Root} from 'mdast'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it, vi} from 'vitest'
import {lint, presetWithGfm, summarize} from '../helpers.ts'

const heavy = '*a'.repeat(4000)
const blockReason =
  'Unexpected block of 1 lines, 4000 inline markers and 8001 characters, expected (lines + markers) × characters up to 20000000: read as plain text, not as Markdown'

describe('the parse guard', () => {
  it('withholds the block, reports it once, and lints its URIs as plain text', async () => {
    const document = `[a](https://u:Kx9@db.acme.io/)\n\n${heavy} https://u:Zq4@db.acme.io/\n\n[b](https://db.acme.io:25/)\n`
    const file = await lint(document, presetWithGfm)
    expect(summarize(file).map(({ruleId, level, range}) => [ruleId, level, range])).toEqual([
      ['markdown-too-complex', 'warning', '3:1-3:8027'],
      ['no-unsafe-port', 'warning', '5:24-5:26'],
      ['no-uri-password', 'error', '1:15-1:18'],
      ['no-uri-password', 'error', '3:8012-3:8015']
    ])
    const guard = file.messages.find((message) => message.ruleId === 'markdown-too-complex')!
    expect(guard.reason).toBe(blockReason.replace('8001', '8027'))
    expect(guard.source).toBe('urilint')
    expect(guard.note).toMatch(/^micromark and remark-gfm take time quadratic/)
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
      'Unexpected 6000 block quotes and list items open on one line, expected at most 256: the file was read as plain text, not as Markdown'
    )
    expect(file.messages[0]!.note).toMatch(/^remark-gfm and remark-lint walk the tree by recursion/)
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
