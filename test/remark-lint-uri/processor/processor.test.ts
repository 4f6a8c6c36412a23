/**
 * The CLI's and the server's processor (packages/remark-lint-uri/src/processor/processor.ts): unified-engine
 * lints each file with a copy of it, and a copy must parse as the processor does, with each syntax extension
 * once (unified copies a frozen processor's data, and remark-gfm and remark-frontmatter add theirs again).
 */
import type {Root} from 'mdast'
import type {Data, Processor} from 'unified'
import {describe, expect, it} from 'vitest'
import {isGated} from '../../../packages/remark-lint-uri/src/processor/gfm-literal-gate.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'

/** How many extensions of each kind a frozen processor parses and writes with. */
function extensionCounts(frozen: {data(): Data}): number[] {
  const data = frozen.data()
  return [data.micromarkExtensions, data.fromMarkdownExtensions, data.toMarkdownExtensions].map(
    (extensions) => extensions?.length ?? 0
  )
}

describe('processor', () => {
  it('gives each copy GFM and front matter once, as it has them itself', () => {
    // Front matter and GFM: two of each kind.
    expect(extensionCounts(processor)).toEqual([2, 2, 2])
    const copy = processor().freeze()
    expect(extensionCounts(copy)).toEqual([2, 2, 2])
    expect(extensionCounts(copy().freeze())).toEqual([2, 2, 2])
    expect(isGated(copy)).toBe(true)
  })

  it("keeps the extensions of the configuration's plugins, attached after its own", () => {
    const extra = {}
    const withExtra = processor()
      .use(function (this: Processor) {
        this.data().micromarkExtensions!.push(extra)
      })
      .freeze()
    expect(extensionCounts(withExtra)).toEqual([3, 2, 2])
    expect(withExtra.data('micromarkExtensions')!.at(-1)).toBe(extra)
  })

  it('parses in a copy as it parses itself', async () => {
    const markdown =
      '---\ntitle: x\n---\n\nSee www.example.com and <https://example.org/a>, a@example.net.\n\n| a |\n| - |\n| b |\n'
    const own = await processor.run(processor.parse(markdown))
    const copy = processor().freeze()
    expect(await copy.run(copy.parse(markdown))).toEqual(own)
    expect((own as Root).children.map((node) => node.type)).toEqual(['yaml', 'paragraph', 'table'])
  })
})
