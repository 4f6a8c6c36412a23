/**
 * Find every place a URI is written in a Markdown tree (or a plain-text
 * file), with a map from the URI as checked to where it is written in the
 * source. Positions come from the source text, never from `node.url`, which
 * differs from what is written for `www.` literals, escapes and character
 * references.
 */
import {codes, skipBlanks} from '@urilint/core/character'
import {extract, htmlUrls} from '@urilint/extract'
import {addPrefix, compose, verbatim, type Segment} from '@urilint/extract/source-map'
import type {Node, Parent} from 'unist'
import type {VFile} from 'vfile'
import type {UnparsedData} from '../parse/parse-guard.js'
import {isAllowed} from './allow.js'
import {decodeMarkdown} from './decode.js'
import type {SiteFilter} from './options.js'

/** What kind of construct a URI was found in. */
export type SiteKind =
  'link' | 'image' | 'definition' | 'autolink' | 'literal' | 'html' | 'code' | 'frontmatter' | 'text'

/** One URI written in the document. */
export interface Site {
  kind: SiteKind
  /** The URI as checked: Markdown escapes and character references decoded, `http://` added to a `www.` literal. */
  uri: string
  /** Map from offsets in `uri` to offsets in the file. */
  segments: Segment[]
  /** Start offset of the node the URI is written in. */
  nodeStart: number
  /** For HTML: the attribute (`href`, `srcset` ...). */
  attribute?: string
}

/** The sites of a tree, and the stretches remark-message-control treats as gaps. */
export interface Collected {
  /** The text the offsets of sites and gaps are into: the file's, without a leading byte-order mark in Markdown (micromark drops it before counting). */
  text: string
  sites: Site[]
  /** Half-open offset ranges `[start, end)` where remark-message-control drops messages. */
  gaps: Array<[number, number]>
}

/** Marks a root made from a plain-text file (see `plain-text.ts`). */
export interface PlainTextData {
  urilintPlainText?: boolean
  /** Sites found before the rules run (mail: decoded with a MIME parser). */
  urilintSites?: Site[]
}

const cache = new WeakMap<Node, Collected>()

/**
 * Every URI site in `tree`, in document order, code and front matter
 * included (each rule picks its own: `sitesFor`). Nodes without positions
 * are skipped. Cached per tree, so the three rules walk it once.
 */
export function collect(tree: Node, file: VFile): Collected {
  let result = cache.get(tree)
  if (result === undefined) {
    const data = tree.data as PlainTextData | undefined
    const value = String(file)
    const source =
      data?.urilintPlainText !== true && value.charCodeAt(0) === codes.byteOrderMark ? value.slice(1) : value
    const sites: Site[] = []
    if (data?.urilintPlainText === true) {
      const span = range(tree)
      // A loop, not push(...): a mailbox's 10^5 sites overflow the stack as arguments.
      if (data.urilintSites !== undefined) for (const site of data.urilintSites) sites.push(site)
      else if (span !== undefined) textSites(source, span.start, span.end, 'text', sites)
    } else {
      walk(tree, source, sites)
    }
    result = {text: source, sites, gaps: detectGaps(tree)}
    cache.set(tree, result)
  }
  return result
}

/** The sites a rule looks at: code and front matter as its options say, none the project allows. */
export function sitesFor(collected: Collected, filter: SiteFilter): Site[] {
  return collected.sites.filter(
    (site) =>
      (site.kind !== 'code' || filter.checkCode) &&
      (site.kind !== 'frontmatter' || filter.frontmatter) &&
      !isAllowed(filter.allow, site.uri)
  )
}

function walk(node: Node, source: string, sites: Site[]): void {
  if ((node.data as UnparsedData | undefined)?.urilintUnparsed === true) {
    // A block withheld from the Markdown parser (parse-guard.ts): plain text.
    const span = range(node)
    if (span !== undefined) textSites(source, span.start, span.end, 'text', sites)
    return
  }
  switch (node.type) {
    case 'link': {
      linkSite(node as Parent & {url: string}, source, sites)
      break
    }
    case 'image': {
      resourceSite(node as Node & {url: string}, source, 'image', sites)
      return
    }
    case 'definition': {
      definitionSite(node as Node & {url: string}, source, sites)
      return
    }
    case 'html': {
      htmlSites(node as Node & {value: string}, source, sites)
      return
    }
    case 'code':
    case 'inlineCode': {
      literalSites(node as Node & {value: string}, source, 'code', sites)
      return
    }
    case 'yaml':
    case 'toml': {
      literalSites(node as Node & {value: string}, source, 'frontmatter', sites)
      return
    }
    default:
  }

  if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as Node[]) walk(child, source, sites)
  }
}

/** Offsets of a node, or `undefined` when it has no (complete) position. */
function range(node: Node): {start: number; end: number} | undefined {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (typeof start !== 'number' || typeof end !== 'number' || end < start) return undefined
  return {start, end}
}

const httpPrefix = 'http://'
/** Most `](` tried per image or link before giving up on locating its destination. */
const maxCandidates = 64

/** Links: autolinks (`<…>`), GFM literals (`www.…`, `https://…`) and inline links (`[…](…)`). */
function linkSite(node: Parent & {url: string}, source: string, sites: Site[]): void {
  const span = range(node)
  if (span === undefined || node.url === '') return
  const first = source.charCodeAt(span.start)

  if (first === codes.lessThan) {
    // Autolink: written as is between `<` and `>`; an e-mail autolink gains
    // `mailto:` in the tree and has no URI syntax of its own to check.
    const inner = source.slice(span.start + 1, span.end - 1)
    if (inner === node.url)
      sites.push({kind: 'autolink', uri: inner, segments: verbatim(inner, span.start + 1), nodeStart: span.start})
    return
  }

  if (first === codes.leftSquareBracket) {
    const last = node.children[node.children.length - 1]
    const textEnd = last === undefined ? undefined : range(last)?.end
    resourceSite(node, source, 'link', sites, textEnd ?? span.start + 1)
    return
  }

  // GFM autolink literal: as written, or with `http://` before `www.`.
  const raw = source.slice(span.start, span.end)
  if (raw === node.url) {
    sites.push({kind: 'literal', uri: raw, segments: verbatim(raw, span.start), nodeStart: span.start})
  } else if (node.url === httpPrefix + raw) {
    sites.push({
      kind: 'literal',
      uri: node.url,
      segments: addPrefix(verbatim(raw, span.start), httpPrefix.length),
      nodeStart: span.start
    })
  }
  // Otherwise an e-mail literal (`mailto:` added): no URI syntax written.
}

/**
 * Inline links and images: find `](`, then the destination, and accept it
 * only when it decodes to `node.url` (so brackets in the text cannot fool it).
 */
function resourceSite(
  node: Node & {url: string},
  source: string,
  kind: 'link' | 'image',
  sites: Site[],
  from?: number
): void {
  const span = range(node)
  if (span === undefined || node.url === '') return
  let index = source.indexOf('](', from ?? span.start)
  // Image alt text may hold `](` (nested links): try a bounded number of
  // candidates, so a pathological alt cannot make this quadratic.
  for (let tries = 0; index !== -1 && index < span.end && tries < maxCandidates; tries++) {
    const found = destination(source, index + 2, span.end, node.url)
    if (found !== undefined) {
      sites.push({kind, uri: found.value, segments: found.segments, nodeStart: span.start})
      return
    }
    index = source.indexOf('](', index + 1)
  }
}

/** Definitions: `[label]: destination "title"`. */
function definitionSite(node: Node & {url: string}, source: string, sites: Site[]): void {
  const span = range(node)
  if (span === undefined || node.url === '') return
  // The label ends at the first unescaped `]` (labels cannot nest brackets).
  let index = span.start + 1
  while (index < span.end) {
    const code = source.charCodeAt(index)
    if (code === codes.backslash) index += 2
    else if (code === codes.rightSquareBracket) break
    else index++
  }
  if (source.charCodeAt(index + 1) !== codes.colon) return
  const found = destination(source, index + 2, span.end, node.url)
  if (found !== undefined)
    sites.push({kind: 'definition', uri: found.value, segments: found.segments, nodeStart: span.start})
}

/**
 * Read a link destination (CommonMark 6.3) starting at `start` after optional
 * whitespace, decode it, and return it when it equals `expected`.
 */
function destination(
  source: string,
  start: number,
  end: number,
  expected: string
): {value: string; segments: Segment[]} | undefined {
  let index = skipBlanks(source, start, end)
  // One line ending may come first (`[a]:⏎ https://…`), with a block
  // quote's `>` markers on the next line.
  const code = source.charCodeAt(index)
  if (code === codes.lf || code === codes.cr) {
    index += code === codes.cr && source.charCodeAt(index + 1) === codes.lf ? 2 : 1
    while (
      index < end &&
      (source.charCodeAt(index) === codes.greaterThan ||
        source.charCodeAt(index) === codes.space ||
        source.charCodeAt(index) === codes.ht)
    )
      index++
  }
  if (index >= end) return undefined
  let destinationStart = index
  let destinationEnd: number

  if (source.charCodeAt(index) === codes.lessThan) {
    // `<…>`: anything but a line ending or an unescaped `<`/`>`.
    destinationStart = ++index
    while (index < end) {
      const code = source.charCodeAt(index)
      if (code === codes.backslash) index += 2
      else if (code === codes.greaterThan || code === codes.lf || code === codes.cr) break
      else index++
    }
    destinationEnd = Math.min(index, end)
  } else {
    // Raw: no whitespace or control characters, parentheses balanced.
    let depth = 0
    while (index < end) {
      const code = source.charCodeAt(index)
      if (code <= codes.space || code === codes.del) break
      if (code === codes.backslash) {
        index += 2
        continue
      }
      if (code === codes.leftParenthesis) depth++
      else if (code === codes.rightParenthesis) {
        if (depth === 0) break
        depth--
      }
      index++
    }
    destinationEnd = Math.min(index, end)
  }

  const decoded = decodeMarkdown(source, destinationStart, destinationEnd)
  return decoded.value === expected ? decoded : undefined
}

/** Inline and block HTML: URL attributes, mapped back through any container prefixes. */
function htmlSites(node: Node & {value: string}, source: string, sites: Site[]): void {
  const span = range(node)
  if (span === undefined || !node.value.includes('=')) return
  const written = source.slice(span.start, span.end)
  let map: Segment[] | undefined
  if (written === node.value) {
    map = verbatim(node.value, span.start)
  } else {
    // In a block quote or list, the value lacks the container prefixes that
    // the source has at the start of each line after the first.
    map = alignLines(node.value, source, span.start, span.end)
    if (map === undefined) return
  }
  for (const found of htmlUrls(node.value)) {
    sites.push({
      kind: 'html',
      uri: found.value,
      segments: compose(found.segments, map),
      nodeStart: span.start,
      attribute: found.attribute
    })
  }
}

/**
 * Map `value`, whose lines are the lines of `source[start, end)` with
 * container prefixes removed from each line after the first, onto the source.
 */
function alignLines(value: string, source: string, start: number, end: number): Segment[] | undefined {
  const valueLines = lines(value, 0, value.length)
  const sourceLines = lines(source, start, end)
  if (valueLines.length !== sourceLines.length) return undefined
  const result: Segment[] = []
  for (let index = 0; index < valueLines.length; index++) {
    const valueLine = valueLines[index]!
    const sourceLine = sourceLines[index]!
    const valueText = value.slice(valueLine.start, valueLine.end)
    const sourceText = source.slice(sourceLine.start, sourceLine.end)
    let at: number
    if (index === 0) {
      if (!sourceText.startsWith(valueText)) return undefined
      at = sourceLine.start
    } else {
      if (!sourceText.endsWith(valueText)) return undefined
      at = sourceLine.end - valueText.length
    }
    result.push({from: valueLine.start, to: valueLine.end, start: at, end: at + valueText.length})
    if (valueLine.next > valueLine.end) {
      result.push({from: valueLine.end, to: valueLine.next, start: sourceLine.end, end: sourceLine.next})
    }
  }
  return result
}

/** Lines of `text[start, end)`: content `[start, end)` and `next` past the line ending. */
function lines(text: string, start: number, end: number): Array<{start: number; end: number; next: number}> {
  const result: Array<{start: number; end: number; next: number}> = []
  let lineStart = start
  let index = start
  while (index < end) {
    const code = text.charCodeAt(index)
    if (code === codes.lf || code === codes.cr) {
      const next = code === codes.cr && text.charCodeAt(index + 1) === codes.lf ? index + 2 : index + 1
      result.push({start: lineStart, end: index, next})
      lineStart = next
      index = next
    } else {
      index++
    }
  }
  result.push({start: lineStart, end, next: end})
  return result
}

/**
 * Code and front matter: URIs found in the node's text by `@urilint/extract`
 * (RFC 3986 Appendix E), each piece located in the source in order (a URI
 * has no whitespace, so container prefixes cannot match inside one).
 */
function literalSites(node: Node & {value: string}, source: string, kind: 'code' | 'frontmatter', sites: Site[]): void {
  const span = range(node)
  if (span === undefined || node.value === '') return
  let cursor = span.start
  for (const found of extract(node.value, {www: true, diagnostics: false, lines: false})) {
    if (found.kind === 'email') continue
    const segments: Segment[] = []
    let from = 0
    let located = true
    for (const piece of found.spans) {
      const text = node.value.slice(piece.start, piece.end)
      const at = source.indexOf(text, cursor)
      if (at === -1 || at + text.length > span.end) {
        located = false
        break
      }
      segments.push({from, to: from + text.length, start: at, end: at + text.length})
      from += text.length
      cursor = at + text.length
    }
    if (!located || segments.length === 0) continue
    sites.push(findSite(found, segments, kind, span.start))
  }
}

/**
 * The site of a find of `@urilint/extract`, whose text is mapped into the
 * source by `segments`: a `www.` find is checked as the URI it stands for
 * (`http://…`, Appendix F), the added prefix mapped to where the find starts.
 */
export function findSite(
  found: {kind: string; uri: string; expanded?: string | undefined},
  segments: readonly Segment[],
  kind: SiteKind,
  nodeStart: number
): Site {
  const uri = found.kind === 'www' && found.expanded !== undefined ? found.expanded : found.uri
  return {kind, uri, segments: addPrefix(segments, uri.length - found.uri.length), nodeStart}
}

/** Plain text: URIs found by `@urilint/extract`, whose spans are offsets into the file. */
function textSites(source: string, start: number, end: number, kind: 'text', sites: Site[]): void {
  const text = start === 0 && end === source.length ? source : source.slice(start, end)
  for (const found of extract(text, {www: true, diagnostics: false, lines: false})) {
    if (found.kind === 'email') continue
    const segments: Segment[] = []
    let from = 0
    for (const piece of found.spans) {
      segments.push({from, to: from + (piece.end - piece.start), start: start + piece.start, end: start + piece.end})
      from += piece.end - piece.start
    }
    if (segments.length === 0) continue
    sites.push(findSite(found, segments, kind, start + found.start))
  }
}

/**
 * The stretches that unified-message-control (behind remark-lint's
 * `<!--lint …-->` comments) treats as gaps and drops messages in: it counts
 * node starts and the ends of leaves only, so the stretch after the last leaf
 * (a link's destination when the link ends the document) is a gap. Same
 * walk as its `detectGaps`.
 */
function detectGaps(tree: Node): Array<[number, number]> {
  const end = tree.position?.end.offset
  const gaps: Array<[number, number]> = []
  let offset = 0
  let gap = false

  visit(tree)
  if (typeof end === 'number' && offset !== end) {
    update(undefined)
    update(end)
  }
  return gaps

  function visit(node: Node): void {
    update(node.position?.start.offset)
    if ('children' in node && Array.isArray(node.children)) {
      for (const child of node.children as Node[]) visit(child)
    } else {
      update(node.position?.end.offset)
    }
  }

  function update(latest: number | undefined): void {
    if (latest === undefined || latest === null) {
      gap = true
    } else if (offset < latest) {
      if (gap) {
        gaps.push([offset, latest])
        gap = false
      }
      offset = latest
    }
  }
}
