/**
 * Plain-text files (`.txt`, `.eml`): instead of Markdown, a tree of one text
 * node marked `urilintPlainText`, in which the rules find URIs with
 * `@urilint/extract` (RFC 3986 Appendix E) and report them the same way.
 * Mail is read with a MIME parser (`extractMail`): URIs come from the decoded
 * bodies and are located back in the raw message (`locateInMessage`).
 */
import {extractMail, locateInMessage} from '@urilint/extract'
import {isBinary} from '@urilint/extract/cli-shared'
import type {Root} from 'mdast'
import type {Plugin, Processor} from 'unified'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {findSite, type PlainTextData} from '../rules/collect.js'

/** Extensions read as plain text rather than Markdown. */
export const plainTextExtensions: readonly string[] = ['.txt', '.eml']

/** Whether a file is read as plain text. */
function isPlainText(file: VFile): boolean {
  const extname = file.extname?.toLowerCase()
  return extname !== undefined && plainTextExtensions.includes(extname)
}

/** The tree of a plain-text document: a paragraph with one text node spanning it. */
function plainTextTree(document: string): Root {
  const end = location(document).toPoint(document.length) ?? {line: 1, column: 1, offset: 0}
  const position = {start: {line: 1, column: 1, offset: 0}, end: {...end, offset: document.length}}
  const data: PlainTextData = {urilintPlainText: true}
  return {
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: document, position}], position}],
    position,
    data
  }
}

/**
 * unified plugin (after remark-parse): parse `.txt` and `.eml` files as plain
 * text, everything else with the Markdown parser already set.
 */
export const remarkUriPlainText: Plugin<[], Root> = function (this: Processor) {
  const markdown = this.parser
  if (markdown === undefined) throw new Error('Expected a parser (use remark-parse before remarkUriPlainText)')
  this.parser = function (document, file) {
    if (isBinary(document)) file.fail('Unexpected binary content (a NUL byte), expected a text file', {ruleId: 'binary', source: 'urilint'})
    return isPlainText(file) ? plainTextTree(document) : markdown(document, file)
  }
  // Runs before the rules (this plugin is attached first).
  return async function (tree: Root, file: VFile): Promise<undefined> {
    const data = tree.data as PlainTextData | undefined
    if (data?.urilintPlainText !== true || file.extname?.toLowerCase() !== '.eml') return
    const raw = String(file)
    const found = (await extractMail(raw, {www: true, diagnostics: false})).filter((uri) => uri.kind !== 'email')
    const maps = locateInMessage(raw, found)
    data.urilintSites = found.map((uri, index) => findSite(uri, maps[index]!, 'text', maps[index]![0]!.start))
  }
}
