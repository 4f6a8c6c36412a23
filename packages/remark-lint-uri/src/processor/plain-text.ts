/**
 * Plain-text files (`.txt`, `.eml`): instead of Markdown, a tree of one text
 * node marked `urilintPlainText`, in which the rules find URIs with
 * `@urilint/extract` (RFC 3986 Appendix E) and report them the same way.
 * Mail is read with a MIME parser (`extractMail`): URIs come from the decoded
 * bodies and are located back in the raw message.
 */
import {extractMail, type MailUri} from '@urilint/extract'
import {isBinary} from '@urilint/extract/cli-shared'
import type {Root} from 'mdast'
import type {Plugin, Processor} from 'unified'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {checkedUri, type PlainTextData, type Site} from '../rules/collect.ts'
import {addPrefix, type Segment} from '../rules/segments.ts'

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
    data.urilintSites = locateMailUris(raw, await extractMail(raw, {www: true, diagnostics: false}))
  }
}

/**
 * Locate URIs found in the decoded bodies of a message in the raw message:
 * each piece is searched for in order after the header, and, when not
 * written as is, as quoted-printable (escapes and soft line breaks mapped
 * back). In a base64 part a URI cannot be located; it is then placed (zero
 * width) at the start of the body, so it is still reported.
 */
export function locateMailUris(raw: string, found: readonly MailUri[]): Site[] {
  const headerEnd = /\r?\n\r?\n/.exec(raw)
  const bodyStart = headerEnd === null ? 0 : headerEnd.index + headerEnd[0].length
  const sites: Site[] = []
  let cursor = bodyStart
  let htmlCursor = bodyStart
  for (const uri of found) {
    if (uri.kind === 'email') continue
    const {uri: checked, prefix} = checkedUri(uri)
    // The text of each piece as written in the decoded body.
    const body = uri.part === 'html' ? undefined : uri.uri
    const segments: Segment[] = []
    let from = prefix
    let at = uri.part === 'html' ? htmlCursor : cursor
    let located = body !== undefined
    for (const span of uri.spans) {
      const length = span.end - span.start
      const text = uri.uri.slice(from - prefix, from - prefix + length)
      const index = located ? raw.indexOf(text, at) : -1
      if (index === -1) {
        located = false
        break
      }
      segments.push({from, to: from + length, start: index, end: index + length})
      from += length
      at = index + length
    }
    if (located && segments.length > 0 && from === checked.length) {
      addPrefix(segments, prefix)
      cursor = at
      sites.push({kind: 'text', uri: checked, segments, nodeStart: segments[0]!.start})
      continue
    }
    const encoded = body === undefined ? undefined : findQuotedPrintable(raw, uri.uri, cursor)
    if (encoded !== undefined) {
      const mapped = encoded.segments.map((segment) => ({...segment, from: segment.from + prefix, to: segment.to + prefix}))
      addPrefix(mapped, prefix)
      cursor = encoded.end
      sites.push({kind: 'text', uri: checked, segments: mapped, nodeStart: mapped[0]!.start})
    } else {
      // Not written as is (encoded part, or an HTML value with references).
      const index = uri.part === 'html' ? raw.indexOf(uri.uri, htmlCursor) : -1
      const start = index === -1 ? bodyStart : index
      if (index !== -1) htmlCursor = index + uri.uri.length
      const end = index === -1 ? bodyStart : index + uri.uri.length
      sites.push({kind: 'text', uri: checked, segments: [{from: 0, to: checked.length, start: index === -1 ? start : start - prefix, end}], nodeStart: start})
    }
  }
  return sites
}

/** How far a quoted-printable search looks for a URI's first characters. */
const maxCandidates = 64

/**
 * Find `uri` written quoted-printable (RFC 2045 6.7) in `raw` from `from` on:
 * `=XX` escapes (a non-ASCII character as the escapes of its UTF-8 bytes)
 * and soft line breaks (`=` at the end of a line) between its characters.
 * Each escaped character maps to its escapes as a whole; the rest
 * character for character. `undefined` when it is not there (base64).
 */
function findQuotedPrintable(raw: string, uri: string, from: number): {segments: Segment[]; end: number} | undefined {
  const head = uri.slice(0, 4)
  let start = raw.indexOf(head, from)
  for (let tries = 0; start !== -1 && tries < maxCandidates; tries++) {
    const found = matchQuotedPrintable(raw, uri, start)
    if (found !== undefined) return found
    start = raw.indexOf(head, start + 1)
  }
  return undefined
}

function matchQuotedPrintable(raw: string, uri: string, start: number): {segments: Segment[]; end: number} | undefined {
  const segments: Segment[] = []
  const encoder = new TextEncoder()
  let at = start
  let index = 0
  while (index < uri.length) {
    at = skipSoftBreaks(raw, at)
    const codePoint = uri.codePointAt(index)!
    const width = codePoint > 0xff_ff ? 2 : 1
    if (raw.charCodeAt(at) === uri.charCodeAt(index) && width === 1 && uri.charCodeAt(index) !== 0x3d) {
      const last = segments[segments.length - 1]
      if (last !== undefined && last.to === index && last.end === at && last.to - last.from === last.end - last.start) {
        last.to++
        last.end++
      } else {
        segments.push({from: index, to: index + 1, start: at, end: at + 1})
      }
      at++
      index++
      continue
    }
    // `=XX` escapes of the character's UTF-8 bytes, maybe with soft breaks between.
    const bytes = encoder.encode(uri.slice(index, index + width))
    const escapeStart = at
    for (const byte of bytes) {
      at = skipSoftBreaks(raw, at)
      if (raw.charCodeAt(at) !== 0x3d || Number.parseInt(raw.slice(at + 1, at + 3), 16) !== byte || !/^[\dA-Fa-f]{2}$/.test(raw.slice(at + 1, at + 3))) return undefined
      at += 3
    }
    segments.push({from: index, to: index + width, start: escapeStart, end: at})
    index += width
  }
  return segments.length === 0 ? undefined : {segments, end: at}
}

/** Skip soft line breaks (`=` then CRLF or LF) at `at`. */
function skipSoftBreaks(raw: string, at: number): number {
  while (raw.charCodeAt(at) === 0x3d) {
    if (raw.charCodeAt(at + 1) === 0x0a) at += 2
    else if (raw.charCodeAt(at + 1) === 0x0d && raw.charCodeAt(at + 2) === 0x0a) at += 3
    else break
  }
  return at
}
