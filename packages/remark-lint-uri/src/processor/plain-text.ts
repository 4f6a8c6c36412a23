/**
 * Plain-text files (`.txt`, `.eml`, `.mbox`): instead of Markdown, a tree of
 * one text node marked `urilintPlainText`, in which the rules find URIs with
 * `@urilint/extract` (RFC 3986 Appendix E) and report them the same way.
 * Mail is read with a MIME parser (`extractMessage`): URIs come from the
 * decoded bodies and are located back in the raw message (`locateInMessage`);
 * a mailbox message by message (`splitMbox`). A message the parser refuses
 * is searched as written, and said once (`urilint:mime-refused`).
 */
import {extractMessage, locateInMessage, splitMbox, type MailUri, type Segment} from '@urilint/extract'
import {codes} from '@urilint/core/character'
import {formatOf, isBinary, isMailFormat, redactText} from '@urilint/extract/internal'
import type {Root} from 'mdast'
import type {Plugin, Processor} from 'unified'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {keepGuard} from '../parse/parse-guard.js'
import {findSite, type PlainTextData} from '../rules/collect.js'

/** The message of binary content (a NUL byte where `isBinary` looks): here, and where the CLI reads a file. */
export const binaryContent = {
  reason: 'Unexpected binary content (a NUL byte), expected a text file',
  ruleId: 'binary',
  source: 'urilint'
} as const

/** Whether a file with this extension is read as plain text (text or mail in the formats table); any other is Markdown (or MDX). */
export function isPlainText(extname: string | undefined): boolean {
  const format = formatOf(extname)
  return format === 'text' || isMailFormat(format)
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
 * unified plugin (after remark-parse): parse text and mail files (the
 * formats table's) as plain text, everything else with the Markdown parser
 * already set.
 */
export const remarkUriPlainText: Plugin<[], Root> = function (this: Processor) {
  const markdown = this.parser
  if (markdown === undefined) throw new Error('Expected a parser (use remark-parse before remarkUriPlainText)')
  this.parser = keepGuard(markdown, function (document, file) {
    if (isBinary(document))
      file.fail(binaryContent.reason, {ruleId: binaryContent.ruleId, source: binaryContent.source})
    return isPlainText(file.extname) ? plainTextTree(document) : markdown(document, file)
  })
  // Runs before the rules (this plugin is attached first).
  return async function (tree: Root, file: VFile): Promise<undefined> {
    const data = tree.data as PlainTextData | undefined
    const format = formatOf(file.extname)
    if (data?.urilintPlainText !== true || !isMailFormat(format)) return
    const raw = String(file)
    const sites: NonNullable<PlainTextData['urilintSites']> = []
    // The index of lines, built only for a message the MIME parser refused.
    let lines: ReturnType<typeof location> | undefined
    for (const message of format === 'mbox' ? mboxMessages(raw) : [{text: raw, start: 0, bytes: raw}]) {
      const read = await extractMessage(message.bytes, {www: true, diagnostics: false, templates: true})
      if (read.problem !== undefined) {
        lines ??= location(file)
        const start = lines.toPoint(message.start)
        const end = lines.toPoint(message.start + message.text.length)
        file.message(
          `Unexpected MIME structure, expected one the parser reads (${redactText(read.problem)}): the URIs of the message were found in it as written`,
          {
            place: start && end ? {start, end} : start,
            ruleId: 'mime-refused',
            source: 'urilint'
          }
        )
      }
      const found = read.uris.filter((uri) => uri.kind !== 'email')
      const maps = locateInMessage(message.text, found)
      for (const [index, uri] of found.entries()) sites.push(siteOf(uri, maps[index]!, message.start))
    }
    data.urilintSites = sites
  }
}

/** A site of a mail URI whose segments are into a message that starts at `start` in the file. */
function siteOf(uri: MailUri, segments: readonly Segment[], start: number) {
  const placed =
    start === 0
      ? segments
      : segments.map((segment) => ({...segment, start: segment.start + start, end: segment.end + start}))
  return findSite(uri, placed, 'text', placed[0]!.start)
}

/**
 * The messages of a mailbox: each as its bytes for the MIME parser (`>From `
 * lines unescaped, by `splitMbox`) and as the text it is located in, which
 * starts at `start` in the file (after its `From ` line). Offsets are UTF-16,
 * counted once over the file: linear in its size.
 */
function mboxMessages(raw: string): Array<{text: string; start: number; bytes: Uint8Array}> {
  const bytes = new TextEncoder().encode(raw)
  const decoder = new TextDecoder()
  const messages: Array<{text: string; start: number; bytes: Uint8Array}> = []
  const split = splitMbox(bytes)
  let byteCursor = 0
  let textCursor = 0
  /** The UTF-16 offset of byte offset `offset` (moving forward only). */
  const toText = (offset: number): number => {
    textCursor += decoder.decode(bytes.subarray(byteCursor, offset)).length
    byteCursor = offset
    return textCursor
  }
  for (const [index, message] of split.entries()) {
    let bodyStart = bytes.indexOf(codes.lf, message.offset) + 1
    const end = index + 1 < split.length ? split[index + 1]!.offset : bytes.length
    if (bodyStart === 0 || bodyStart > end) bodyStart = end
    const start = toText(bodyStart)
    messages.push({text: raw.slice(start, toText(end)), start, bytes: message.raw})
  }
  return messages
}
