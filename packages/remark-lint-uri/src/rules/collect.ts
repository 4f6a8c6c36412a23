/**
 * Find every place a URI is written in a Markdown tree (or a plain-text
 * file), with a map from the URI as checked to where it is written in the
 * source. Positions come from the source text, never from `node.url`, which
 * differs from what is written for `www.` literals, escapes and character
 * references.
 */
import {codes, skipBlanks} from '@urilint/core/character'
import {extract, htmlUrls, type HtmlUrl} from '@urilint/extract'
import {addPrefix, compose, verbatim, type Segment} from '@urilint/extract/source-map'
import type {Node, Parent} from 'unist'
import type {VFile} from 'vfile'
import type {UnparsedData} from '../parse/parse-guard.js'
import {isAllowed} from './allow.js'
import {decodeMarkdown} from './decode.js'
import type {SiteFilter} from './options.js'

/**
 * What kind of construct a URI was found in. `comment` (an HTML comment),
 * `title` (of a link, image or definition) and `prose` (a bare URI in a
 * paragraph that Markdown did not link: `amqp://…`) are read for
 * credentials only (`credentialSites`): nobody follows a URI there, so its
 * syntax is nobody's broken link, but a password there is published.
 */
export type SiteKind =
  'link' | 'image' | 'definition' | 'autolink' | 'literal' | 'html' | 'code' | 'frontmatter' | 'text' | CredentialKind

/** The kinds of `credentialSites`. */
type CredentialKind = 'comment' | 'title' | 'prose'

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
  /** For HTML: the element's name as written (`a`; `Link`, a JSX component). */
  tag?: string
  /** For a definition: no reference in the document uses it, so no link goes through it (`[//]: # (a comment)`). */
  unused?: true
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
      const used = new Set<string>()
      walk(tree, source, sites, used)
      markUnusedDefinitions(sites, used)
    }
    result = {text: source, sites, gaps: detectGaps(tree)}
    cache.set(tree, result)
  }
  return result
}

/** The sites a rule looks at: code, front matter and credential sites as its options say, none the project allows. */
export function sitesFor(collected: Collected, filter: SiteFilter): Site[] {
  return collected.sites.filter(
    (site) =>
      (site.kind !== 'code' || filter.checkCode) &&
      (site.kind !== 'frontmatter' || filter.frontmatter) &&
      (filter.credentialSites || !isCredentialKind(site.kind)) &&
      !isAllowed(filter.allow, site.uri)
  )
}

function isCredentialKind(kind: SiteKind): kind is CredentialKind {
  return kind === 'comment' || kind === 'title' || kind === 'prose'
}

/** The sites under `node`, in document order; `used` gathers the labels references use (`markUnusedDefinitions`). */
function walk(node: Node, source: string, sites: Site[], used: Set<string>): void {
  if ((node.data as UnparsedData | undefined)?.urilintUnparsed === true) {
    // A block withheld from the Markdown parser (parse-guard.ts): plain text.
    const span = range(node)
    if (span !== undefined) textSites(source, span.start, span.end, 'text', sites)
    return
  }
  switch (node.type) {
    case 'link': {
      // An autolink's or a literal's text is its URI: only a `[…](…)` link has prose inside.
      if (!linkSite(node as Parent & {url: string}, source, sites)) return
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
    // Front matter (`json`: @eslint/markdown's `frontmatter: "json"`).
    case 'yaml':
    case 'toml':
    case 'json': {
      literalSites(node as Node & {value: string}, source, 'frontmatter', sites)
      return
    }
    // remark-mdx's nodes: ESM and `{…}` expressions are code whose strings are read as plain text.
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const span = range(node)
      if (span !== undefined) textSites(source, span.start, span.end, 'text', sites)
      return
    }
    // A JSX element's attributes, as written in its opening tag (up to its first child), then its children.
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const span = range(node)
      const first = (node as Parent).children[0]
      const end = first === undefined ? span?.end : first.position?.start.offset
      if (span !== undefined && end !== undefined) textSites(source, span.start, end, 'text', sites)
      break
    }
    case 'linkReference':
    case 'imageReference': {
      used.add((node as Node & {identifier: string}).identifier)
      break
    }
    default:
  }

  if ('children' in node && Array.isArray(node.children))
    walkChildren(node as Node & {children: Node[]}, source, sites, used)
}

/**
 * The children of `parent`, with each run of prose among them (text nodes
 * and GFM e-mail literals) read as one stretch of the source: GFM links
 * `Kx9@db.acme.io` of `amqp://app:Kx9@db.acme.io/` as an e-mail address,
 * cutting the URI in three nodes, and the nodes its transform makes have
 * no positions: a run is bounded by its positioned neighbours.
 */
function walkChildren(parent: Node & {children: Node[]}, source: string, sites: Site[], used: Set<string>): void {
  const children = parent.children
  let first = -1
  let at = false
  for (let index = 0; index <= children.length; index++) {
    const child = children[index]
    if (child !== undefined && (child.type === 'text' || isEmailLiteral(child, source))) {
      if (first === -1) first = index
      at ||= child.type !== 'text' || (child as Node & {value: string}).value.includes('@')
      continue
    }
    if (at) {
      const start = range(children[first]!)?.start ?? nodeEnd(children[first - 1]) ?? range(parent)?.start
      const end =
        range(children[index - 1]!)?.end ??
        (child === undefined ? undefined : range(child)?.start) ??
        range(parent)?.end
      if (start !== undefined && end !== undefined && start < end) proseSites(source, start, end, sites)
    }
    first = -1
    at = false
    if (child !== undefined) walk(child, source, sites, used)
  }
}

function nodeEnd(node: Node | undefined): number | undefined {
  return node === undefined ? undefined : range(node)?.end
}

/** A GFM e-mail literal (`team@acme.io`, linked to `mailto:team@acme.io`; without a position when GFM's transform made it). */
function isEmailLiteral(node: Node, source: string): boolean {
  if (node.type !== 'link') return false
  const url = (node as Node & {url: string}).url
  const span = range(node)
  return span === undefined ? url.startsWith('mailto:') : url === 'mailto:' + source.slice(span.start, span.end)
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

/**
 * Links: autolinks (`<…>`), GFM literals (`www.…`, `https://…`) and inline
 * links (`[…](…)`). Whether the link's children are prose (its text).
 */
function linkSite(node: Parent & {url: string}, source: string, sites: Site[]): boolean {
  const span = range(node)
  if (span === undefined) return true
  const first = source.charCodeAt(span.start)
  if (first === codes.leftSquareBracket) {
    const last = node.children[node.children.length - 1]
    const textEnd = last === undefined ? undefined : range(last)?.end
    resourceSite(node, source, 'link', sites, textEnd ?? span.start + 1)
    return true
  }
  if (node.url === '') return false

  if (first === codes.lessThan) {
    // Autolink: written as is between `<` and `>`; an e-mail autolink gains
    // `mailto:` in the tree and has no URI syntax of its own to check.
    const inner = source.slice(span.start + 1, span.end - 1)
    if (inner === node.url)
      sites.push({kind: 'autolink', uri: inner, segments: verbatim(inner, span.start + 1), nodeStart: span.start})
    return false
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
  return false
}

/**
 * Inline links and images: find `](`, then the destination, and accept it
 * only when it decodes to `node.url` (so brackets in the text cannot fool it).
 */
function resourceSite(
  node: Node & {url: string; title?: string | null | undefined},
  source: string,
  kind: 'link' | 'image',
  sites: Site[],
  from?: number
): void {
  const span = range(node)
  if (span === undefined || (node.url === '' && !hasCredentialTitle(node))) return
  let index = source.indexOf('](', from ?? span.start)
  // Image alt text may hold `](` (nested links): try a bounded number of
  // candidates, so a pathological alt cannot make this quadratic.
  for (let tries = 0; index !== -1 && index < span.end && tries < maxCandidates; tries++) {
    const found = destination(source, index + 2, span.end, node.url)
    if (found !== undefined) {
      if (node.url !== '') sites.push({kind, uri: found.value, segments: found.segments, nodeStart: span.start})
      titleSites(node, source, found.end, span.end, span.start, sites)
      return
    }
    index = source.indexOf('](', index + 1)
  }
}

/** The normalized label (mdast's `identifier`) of each definition site, until `markUnusedDefinitions` has read it. */
const definitionIdentifiers = new WeakMap<Site, string>()

/**
 * Mark the definitions that no reference (`[text][label]`, `[label]`,
 * `![alt][label]`) uses, by the labels `walk` gathered: written only to hold
 * text (the `[//]: # (…)` comment idiom) or left over, they make no link.
 */
function markUnusedDefinitions(sites: readonly Site[], used: ReadonlySet<string>): void {
  for (const site of sites) {
    const identifier = definitionIdentifiers.get(site)
    if (identifier !== undefined && !used.has(identifier)) site.unused = true
  }
}

/** Definitions: `[label]: destination "title"`. */
function definitionSite(
  node: Node & {url: string; identifier?: string; title?: string | null | undefined},
  source: string,
  sites: Site[]
): void {
  const span = range(node)
  if (span === undefined || (node.url === '' && !hasCredentialTitle(node))) return
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
  if (found === undefined) return
  if (node.url !== '') {
    const site: Site = {kind: 'definition', uri: found.value, segments: found.segments, nodeStart: span.start}
    sites.push(site)
    if (typeof node.identifier === 'string') definitionIdentifiers.set(site, node.identifier)
  }
  titleSites(node, source, found.end, span.end, span.start, sites)
}

/** Whether a node's title may hold a credential: only with an `@` (userinfo ends at one). */
function hasCredentialTitle(node: {title?: string | null | undefined}): boolean {
  return typeof node.title === 'string' && node.title.includes('@')
}

/**
 * The URIs of the title (CommonMark 6.3: `"…"`, `'…'` or `(…)`) after a
 * destination that ends at `start`, read when its value (`node.title`)
 * holds an `@`, and only when what is written decodes to that value.
 */
function titleSites(
  node: {title?: string | null | undefined},
  source: string,
  start: number,
  end: number,
  nodeStart: number,
  sites: Site[]
): void {
  if (!hasCredentialTitle(node)) return
  const open = skipSpace(source, start, end)
  const opener = source.charCodeAt(open)
  const closer =
    opener === codes.quotationMark || opener === codes.apostrophe
      ? opener
      : opener === codes.leftParenthesis
        ? codes.rightParenthesis
        : undefined
  if (closer === undefined) return
  let index = open + 1
  while (index < end && source.charCodeAt(index) !== closer)
    index += source.charCodeAt(index) === codes.backslash ? 2 : 1
  if (index >= end) return
  const decoded = decodeMarkdown(source, open + 1, index)
  if (decoded.value === node.title) valueSites(decoded.value, decoded.segments, 'title', nodeStart, sites)
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
): {value: string; segments: Segment[]; end: number} | undefined {
  let index = skipSpace(source, start, end)
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
    // Past the `>`.
    index++
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
  return decoded.value === expected ? {...decoded, end: Math.min(index, end)} : undefined
}

/**
 * Past blanks and at most one line ending (`[a]:⏎ https://…`, a title on
 * the line after a definition's destination), with a block quote's `>`
 * markers on the next line.
 */
function skipSpace(source: string, start: number, end: number): number {
  let index = skipBlanks(source, start, end)
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
  return index
}

/**
 * Inline and block HTML: URL attributes, and the URIs of comments that hold
 * an `@` (a credential site), mapped back through any container prefixes.
 */
function htmlSites(node: Node & {value: string}, source: string, sites: Site[]): void {
  const span = range(node)
  const comments = node.value.includes('<!--') && node.value.includes('@')
  if (span === undefined || (!node.value.includes('=') && !comments)) return
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
  const found = node.value.includes('=') ? htmlUrls(node.value) : []
  let next = 0
  for (const comment of comments ? commentsOf(node.value) : []) {
    // In document order: the attributes before the comment first.
    for (; next < found.length && found[next]!.segments[0]!.start < comment.start; next++)
      sites.push(htmlSite(found[next]!, map, span.start))
    const text = node.value.slice(comment.start, comment.end)
    valueSites(text, compose(verbatim(text, comment.start), map), 'comment', span.start, sites)
  }
  for (; next < found.length; next++) sites.push(htmlSite(found[next]!, map, span.start))
}

function htmlSite(found: HtmlUrl, map: Segment[], nodeStart: number): Site {
  return {
    kind: 'html',
    uri: found.value,
    segments: compose(found.segments, map),
    nodeStart,
    attribute: found.attribute,
    tag: found.tag
  }
}

/** The insides of the comments (`<!--…-->`, HTML 13.2.5.43) of `html`; an unclosed one runs to the end. */
function commentsOf(html: string): Array<{start: number; end: number}> {
  const result: Array<{start: number; end: number}> = []
  for (let open = html.indexOf('<!--'); open !== -1;) {
    const close = html.indexOf('-->', open + 4)
    result.push({start: open + 4, end: close === -1 ? html.length : close})
    if (close === -1) break
    open = html.indexOf('<!--', close + 3)
  }
  return result
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
  for (const found of extract(node.value, {www: true, diagnostics: false, lines: false, templates: true})) {
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
  valueSites(text, undefined, kind, undefined, sites, start)
}

/**
 * Prose (`source[start, end)`, with an `@`): bare URIs Markdown did not
 * link (`amqp://…`, `ftp://…`; every URI without GFM), read with escapes and
 * character references decoded: a credential site.
 */
function proseSites(source: string, start: number, end: number, sites: Site[]): void {
  const decoded = decodeMarkdown(source, start, end)
  valueSites(decoded.value, decoded.segments, 'prose', start, sites)
}

/**
 * The sites of the URIs `@urilint/extract` finds in `value`, mapped into
 * the source by `map`, or, without one, written at `offset` (each site's
 * node starts where its URI does).
 */
function valueSites(
  value: string,
  map: readonly Segment[] | undefined,
  kind: SiteKind,
  nodeStart: number | undefined,
  sites: Site[],
  offset = 0
): void {
  for (const found of extract(value, {www: true, diagnostics: false, lines: false, templates: true})) {
    if (found.kind === 'email') continue
    const segments: Segment[] = []
    let from = 0
    for (const piece of found.spans) {
      const to = from + (piece.end - piece.start)
      segments.push({from, to, start: offset + piece.start, end: offset + piece.end})
      from = to
    }
    if (segments.length === 0) continue
    sites.push(
      findSite(found, map === undefined ? segments : compose(segments, map), kind, nodeStart ?? offset + found.start)
    )
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
