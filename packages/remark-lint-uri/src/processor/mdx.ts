/**
 * `.mdx` files when the configuration has no MDX parser (`remark-mdx`):
 * remark-parse already reads a JSX tag with string attributes as HTML (whose
 * URL attributes the rules read, as any HTML's), and a `{…}` expression as
 * text. What it gets wrong is ESM: `import`/`export` at the start of a
 * top-level block is code, not prose. Such a block becomes an `html` node
 * marked `urilintUnparsed` (as parse-guard.ts marks a block it withholds):
 * the rules find the URIs of its strings as in plain text, and no rule reads
 * it as Markdown. With `remark-mdx` in the configuration, its tree has
 * `mdxjsEsm` nodes instead, and this does nothing.
 */
import {codes} from '@urilint/core/character'
import {formatOf} from '@urilint/extract/internal'
import type {Html, Root} from 'mdast'
import type {VFile} from 'vfile'
import type {UnparsedData} from '../parse/parse-guard.js'

/** The keywords that open an ESM block in MDX (micromark-extension-mdxjs-esm). */
const keywords = ['import', 'export'] as const

/** unified plugin: ESM blocks of `.mdx` files as code (a transformer that runs before the rules). */
export function remarkUriMdx(): (tree: Root, file: VFile) => undefined {
  return function (tree, file) {
    if (formatOf(file.extname) !== 'mdx') return
    const source = String(file)
    for (const [index, child] of tree.children.entries()) {
      const start = child.position?.start.offset
      const end = child.position?.end.offset
      if (child.type !== 'paragraph' || start === undefined || end === undefined) continue
      if (!opensEsm(source, start)) continue
      const data: UnparsedData = {urilintUnparsed: true}
      const node: Html = {type: 'html', value: source.slice(start, end), position: child.position, data}
      tree.children[index] = node
    }
  }
}

/** Whether `source` at `start` holds `import` or `export` then a space, tab or line ending (MDX's ESM). */
function opensEsm(source: string, start: number): boolean {
  for (const keyword of keywords) {
    if (!source.startsWith(keyword, start)) continue
    const next = source.charCodeAt(start + keyword.length)
    return next === codes.space || next === codes.ht || next === codes.lf || next === codes.cr
  }
  return false
}
