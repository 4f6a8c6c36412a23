/**
 * remark-message-control (behind remark-lint's `<!--lint …-->` comments)
 * drops every remark-lint message that starts in what its `detectGaps`
 * (unified-message-control/lib/index.js) calls a gap: after a node without
 * a position, and from the end of the last leaf to the end of the tree (a
 * link's destination when the link ends the document). collect.ts repeats
 * that walk, so that emit.ts can start such a message at its node instead.
 * This test places a message at every offset of each document and compares
 * what message-control drops with collect.ts's gaps: it fails when upstream
 * changes the walk (docs/upstream.md).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type {Root} from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkLint from 'remark-lint'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {collect} from '../../../packages/remark-lint-uri/src/rules/collect.ts'
import {fixtures} from '../helpers.ts'

/** A remark-lint message at every offset of the document (lines end at LF), and collect.ts's gaps, recorded on the file. */
function probe() {
  return (tree: Root, file: VFile): undefined => {
    file.data.gaps = collect(tree, file).gaps
    const value = String(file)
    let line = 1
    let column = 1
    for (let offset = 0; offset <= value.length; offset++) {
      const message = file.message(String(offset), {place: {line, column}, ruleId: 'gap-probe', source: 'remark-lint'})
      message.fatal = false
      if (value.charCodeAt(offset) === 10) {
        line++
        column = 1
      } else column++
    }
  }
}

declare module 'vfile' {
  interface DataMap {
    gaps: Array<[number, number]>
  }
}

/** The offsets message-control dropped, and the offsets in collect.ts's gaps. */
async function dropped(value: string): Promise<{upstream: number[]; ours: number[]}> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml', 'toml'])
    .use(remarkGfm)
    .use(remarkLint)
    .use(probe)
  const file = new VFile({path: 'probe.md', value})
  await processor.run(processor.parse(file), file)
  const kept = new Set(
    file.messages.filter((message) => message.ruleId === 'gap-probe').map((message) => Number(message.reason))
  )
  const all = Array.from({length: value.length + 1}, (_, offset) => offset)
  return {
    upstream: all.filter((offset) => !kept.has(offset)),
    ours: all.filter((offset) => file.data.gaps!.some(([start, end]) => start <= offset && offset < end))
  }
}

describe('collect.ts’s gaps are where remark-message-control drops messages', () => {
  it('a link that ends the document: its destination and closing parenthesis', async () => {
    const value = 'Text and [deploy](https://deploy:x@h.example/)'
    const {upstream, ours} = await dropped(value)
    expect(upstream).toEqual(ours)
    // `](https://deploy:x@h.example/)`: from the end of `deploy` to the end of the document (the last offset is kept).
    expect([upstream[0], upstream.at(-1), value.slice(upstream[0], upstream.at(-1)! + 1)]).toEqual([
      16,
      45,
      '](https://deploy:x@h.example/)'
    ])
  })

  it('every fixture without ignore comments (which drop messages of their own) or CR line endings', async () => {
    const names = (await fs.readdir(fixtures)).filter((name) => name.endsWith('.md')).sort()
    let compared = 0
    for (const name of names) {
      const value = await fs.readFile(path.join(fixtures, name), 'utf8')
      if (value.includes('<!--lint') || value.includes('\r')) continue
      const {upstream, ours} = await dropped(value)
      expect({name, dropped: upstream}).toEqual({name, dropped: ours})
      compared++
    }
    expect(compared).toBeGreaterThan(15)
  })
})
