/**
 * Text that should have been a link and is not (issue 23, item 5), for
 * `no-malformed-uri`: the mdast has no node for what did not parse, so these
 * are read from the source of paragraphs, headings and table cells, outside
 * code, HTML and actual links.
 *
 * - `[text] (https://…)`: a blank between `]` and `(`; the text is shown as
 *   text (or links to a definition) and the destination as text. Fix: drop
 *   the blank.
 * - `[text](https://example.org/my report.pdf)`: a space where CommonMark
 *   ends a raw destination (6.3), so no link. Fix: `%20` (not `<…>`: the
 *   rule itself reports a space in `<…>`, and `%20` is what it suggests
 *   there), only in a path or query, and where the last word goes on with
 *   the URL (`…/issues/30 however)` lacks a `)`, `mailto:a at b.org` is
 *   an address); none in a host, a fragment or for a tab.
 * - `[x](https://gi` then `thub.com/x)` on the next line (after container
 *   prefixes): a destination cut by a line break. Fix: join.
 * - `[x](https://github.com/` and the paragraph ends: no `)`. No fix.
 * - `(text)[https://…]`: the brackets and parentheses swapped (markdownlint's
 *   MD011). Fix: `[text](https://…)`.
 * - A bare URL with an unmatched `(` whose `)` GFM left out as trailing
 *   punctuation (`https://…/Foo_(Inc.)` links `…/Foo_(Inc`). Fix: the whole
 *   URL in `<…>`.
 *
 * Only where the destination looks like a URL or a path (`[x] (see below)`,
 * `[1] (2019)`, `]({% link a.md %})` and `](img.png =60x50)` are prose or
 * another tool's syntax). Reported at the rule's severity, on the text, one
 * message for it and none for a URI inside it. Each scan stops at the next
 * `[` or `]`, so a paragraph is read in linear time.
 */
import {parse} from '@urilint/core'
import {codes, isAlpha, isAlphanumeric, skipBlanks} from '@urilint/core/character'
import {quoted, quotedEnd, within} from '@urilint/core/internal'
import {redactText} from '@urilint/extract/internal'
import {sourceStart} from '@urilint/extract/source-map'
import type {Node, Parent} from 'unist'
import type {VFile} from 'vfile'
import type {UnparsedData} from '../parse/parse-guard.js'
import {isAllowed} from './allow.js'
import type {Collected, PlainTextData, Site} from './collect.js'
import {emit, passwordOf} from './emit.js'
import {schemeEnd} from './link-mistakes.js'
import type {SiteFilter} from './options.js'

const linksUrl = 'https://spec.commonmark.org/0.31.2/#links'
const literalsUrl = 'https://github.github.com/gfm/#autolinks-extension-'

/** What did not become a link: source offsets of the text reported, and what to say. */
interface Unlinked {
  start: number
  end: number
  /** The destination as meant (spaces as `%20`, a line break joined): read for `allow` and a password. */
  destination: string
  shape: 'blank' | 'space' | 'break' | 'open' | 'literal' | 'reversed'
  /**
   * Where the destination starts: where the message starts for the ignore comments when its
   * start is in a gap (`emit`), as after a GFM e-mail literal, whose text has no position.
   */
  anchor: number
  /** What is written between the opening and the end of the destination (`' '`, `'\t'`, a line break). */
  blank?: string
  /** A piece GFM links on its own inside the text, if any. */
  linked?: string | undefined
  /** Whether `[text]` is a defined reference (`blank`). */
  reference?: boolean
  /** The text as meant, for `expected`. */
  fix?: string | undefined
}

/** A stretch of phrasing content to leave alone (code, HTML, a link that parsed) or a GFM literal. */
interface Span {
  start: number
  end: number
}

const cache = new WeakMap<Node, Unlinked[]>()

/**
 * Report, on `file`, what should have been a link in `tree` and is not;
 * returns the sites inside what was reported (the rule says nothing else of
 * them: one message for the text).
 */
export function reportUnlinked(tree: Node, file: VFile, collected: Collected, filter: SiteFilter): Set<Site> {
  let found = cache.get(tree)
  if (found === undefined) {
    found = []
    if ((tree.data as PlainTextData | undefined)?.urilintPlainText !== true)
      walk(tree, collected.text, found, {at: bracketMarks(collected.text), next: 0})
    cache.set(tree, found)
  }
  const covered = new Set<Site>()
  if (found.length === 0) return covered
  for (const unlinked of found) {
    if (isAllowed(filter.allow, unlinked.destination)) continue
    const site: Site = {
      kind: 'text',
      uri: unlinked.destination,
      // Atomic: the whole destination stands for the whole text reported.
      segments: [{from: 0, to: unlinked.destination.length, start: unlinked.start, end: unlinked.end}],
      nodeStart: unlinked.anchor
    }
    emit(file, collected, site, finding(unlinked, collected.text, passwordOf(site) !== undefined))
  }
  // Sites and findings are both in document order.
  let index = 0
  for (const site of collected.sites) {
    const start = sourceStart(site.segments, 0)
    while (index < found.length && found[index]!.end <= start) index++
    if (index === found.length) break
    if (found[index]!.start <= start) covered.add(site)
  }
  return covered
}

/** The message of `unlinked`; `secret`: its destination holds a password, so no piece of it is quoted. */
function finding(unlinked: Unlinked, text: string, secret: boolean) {
  const written = text.slice(unlinked.start, unlinked.end)
  const linked = unlinked.linked === undefined || secret ? '' : `, and GFM links ${quoted(unlinked.linked)} alone`
  // The text around the destination may hold a password too (`[https://u:…@h/] (…)`): then neither is shown.
  const shown = redactText(written) === written
  const common = {
    start: 0,
    end: unlinked.destination.length,
    actual: shown ? written : undefined,
    expected: shown ? unlinked.fix : undefined
  }
  switch (unlinked.shape) {
    case 'blank': {
      return {
        ...common,
        reason: `Unexpected ${blankName(unlinked.blank!)} between \`]\` and \`(\`, expected a link: Markdown shows this as text`,
        note:
          (unlinked.reference === true
            ? 'The reader sees the text linked to its definition, then the destination in parentheses as text'
            : 'The reader sees the brackets, the parentheses and the destination as text') + linked,
        url: linksUrl
      }
    }
    case 'space':
    case 'break': {
      const what = unlinked.shape === 'break' ? 'line break' : blankName(unlinked.blank!)
      const one = unlinked.shape === 'break' ? what : blankName(unlinked.blank!.charAt(0))
      const wanted =
        unlinked.fix === undefined ? 'a link' : unlinked.shape === 'break' ? 'the destination on one line' : '`%20`'
      return {
        ...common,
        reason: `Unexpected ${what} in link destination, expected ${wanted}: Markdown shows this as text`,
        note: `A link destination ends at a ${one}, so there is no link: the reader sees the brackets, the parentheses and the destination as text${linked}`,
        url: linksUrl
      }
    }
    case 'open': {
      return {
        ...common,
        reason: 'Unexpected end of paragraph in link destination, expected `)`: Markdown shows this as text',
        note: `A link needs the \`)\` after its destination: the reader sees the brackets, the parenthesis and the destination as text${linked}`,
        url: linksUrl
      }
    }
    case 'reversed': {
      return {
        ...common,
        reason: `Unexpected \`(text)[destination]\`, expected \`[text](destination)\`: Markdown shows this as text`,
        note: `The parentheses and the brackets are swapped: the reader sees both as text${linked}`,
        url: linksUrl
      }
    }
    case 'literal': {
      const cut = unlinked.linked!
      const rest = written.slice(cut.length)
      return {
        ...common,
        reason: `Unexpected end of a bare URL before ${quoted(rest)}, expected the URL up to its \`)\` in \`<…>\`: GFM leaves them out of the link`,
        note: `GFM leaves trailing punctuation out of a bare URL, and a \`)\` after it: the reader's link ends at the unmatched \`(\`${secret ? '' : `, in ${quotedEnd(cut)}`}`,
        url: literalsUrl
      }
    }
  }
}

function blankName(blank: string): string {
  const tab = blank.includes('\t')
  const several = blank.length > 1
  return tab ? (several ? 'tabs' : 'tab') : several ? 'spaces' : 'space'
}

/** Phrasing containers, each scanned once; no descent into the rest. */
function walk(node: Node, source: string, found: Unlinked[], marks: Marks): void {
  if ((node.data as UnparsedData | undefined)?.urilintUnparsed === true) return
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
    scanPhrasing(node as Parent, source, found, marks)
    return
  }
  if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as Node[]) walk(child, source, found, marks)
  }
}

/**
 * Where the document's `[`, `]` and `\` are, found in one pass (a regular
 * expression runs over a string far faster than a loop over its codes), and
 * the first not yet passed: containers come in document order, so each
 * scan starts where the last one stopped and the document is read once.
 */
interface Marks {
  at: number[]
  next: number
}

function bracketMarks(source: string): number[] {
  const at: number[] = []
  const pattern = /[[\]\\]/g
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) at.push(match.index)
  return at
}

/** Nodes whose source is not text to read here. */
const opaque: ReadonlySet<string> = new Set(['inlineCode', 'html', 'image', 'footnoteReference', 'inlineMath'])

/** What a phrasing container holds besides text, each in document order. */
interface Contents {
  /** Code, HTML, images, footnote calls, links that parsed, autolinks: not read. */
  skipped: Span[]
  /** GFM literals: read as text. */
  literals: Span[]
  /** Where reference links and images start (at `[` or `!`). */
  references: Set<number>
  /** The first literal not yet passed by `literalIn`. */
  literalAt: number
}

/** The contents of a phrasing container. */
function contentsOf(container: Parent, source: string): Contents {
  const contents: Contents = {skipped: [], literals: [], references: new Set(), literalAt: 0}
  const visit = (node: Node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    // Made after parsing, with no position (GFM's `www.` and e-mail literals): read as the text it is.
    if (typeof start !== 'number' || typeof end !== 'number') return
    if (node.type === 'link') {
      const first = source.charCodeAt(start)
      // `[…](…)` and `<…>` parsed; anything else is a GFM literal, read as text.
      if (first === codes.leftSquareBracket || first === codes.lessThan) contents.skipped.push({start, end})
      else contents.literals.push({start, end})
      return
    }
    if (opaque.has(node.type)) {
      contents.skipped.push({start, end})
      return
    }
    if (node.type === 'linkReference' || node.type === 'imageReference') contents.references.add(start)
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) visit(child)
  }
  for (const child of container.children as Node[]) visit(child)
  return contents
}

/** Scan one paragraph, heading or table cell: brackets left to right, with a stack of openers. */
function scanPhrasing(container: Parent, source: string, found: Unlinked[], marks: Marks): void {
  const start = container.position?.start.offset
  const end = container.position?.end.offset
  if (typeof start !== 'number' || typeof end !== 'number') return
  const contents = contentsOf(container, source)
  const {skipped} = contents
  const first = found.length
  const openers: number[] = []
  let next = 0
  let index = start
  // Only the brackets and backslashes matter: from one to the next.
  while (marks.next < marks.at.length && marks.at[marks.next]! < start) marks.next++
  for (; marks.next < marks.at.length; marks.next++) {
    const at = marks.at[marks.next]!
    if (at >= end) break
    // Code, HTML and links that parsed are not read: a mark inside one is passed.
    while (next < skipped.length && skipped[next]!.start <= at) index = Math.max(index, skipped[next++]!.end)
    if (at < index) continue
    const code = source.charCodeAt(at)
    index = at + 1
    if (code === codes.backslash) {
      index = at + 2
    } else if (code === codes.leftSquareBracket) {
      openers.push(at)
    } else if (openers.length > 0) {
      const open = openers.pop()!
      const skip = skipped[next]
      const limit = Math.min(end, skip === undefined ? end : skip.start)
      const unlinked =
        afterBrackets(source, open, at, limit, end, contents) ?? reversedLink(source, start, open, at, contents)
      if (unlinked !== undefined) {
        found.push(unlinked)
        // The rest of it is read as text: no bracket is in it.
        index = unlinked.end
      }
    }
  }
  literalCuts(source, end, contents.literals, found, first)
}

/** Longest `(text)` read back from a `)[`, and longest destination read: past them, it is prose (and each `]` costs a bounded time). */
const maxReversedText = 256
const maxReversedDestination = 512

/**
 * At the `]` at `close` of a `[` at `open` right after a `)`: `(text)[destination]`, the
 * parentheses and brackets swapped (markdownlint's MD011), when the brackets hold a URL or
 * path without doubt and are not followed by `(` or `[` (a link or reference of their own).
 * The `(` is looked for back from the `)`, within the container and `maxReversedText`.
 */
function reversedLink(
  source: string,
  containerStart: number,
  open: number,
  close: number,
  contents: Contents
): Unlinked | undefined {
  if (source.charCodeAt(open - 1) !== codes.rightParenthesis) return undefined
  const next = source.charCodeAt(close + 1)
  if (next === codes.leftParenthesis || next === codes.leftSquareBracket) return undefined
  if (close - open > maxReversedDestination || !looksLikeDestination(source, open + 1, close, true)) return undefined
  for (let index = close - 1; index > open; index--) {
    const code = source.charCodeAt(index)
    if (code <= codes.space || code === codes.leftSquareBracket) return undefined
  }
  const floor = Math.max(containerStart, open - 1 - maxReversedText)
  let paren = open - 2
  while (paren >= floor) {
    const code = source.charCodeAt(paren)
    if (code === codes.leftParenthesis) break
    if (code === codes.rightParenthesis || code === codes.lf || code === codes.cr) return undefined
    paren--
  }
  if (paren < floor || paren === open - 2) return undefined
  const text = source.slice(paren + 1, open - 1)
  const destination = source.slice(open + 1, close)
  return {
    start: paren,
    end: close + 1,
    destination,
    shape: 'reversed',
    anchor: open + 1,
    linked: literalIn(source, contents, open + 1, close),
    fix: `[${text}](${destination})`
  }
}

/**
 * At the `]` at `close` of a `[` at `open`: a blank then `(`, or `(` and a
 * destination that CommonMark refused.
 */
function afterBrackets(
  source: string,
  open: number,
  close: number,
  limit: number,
  end: number,
  contents: Contents
): Unlinked | undefined {
  // `[text][label] (…)`: a reference the writer made; `[^1]`: a footnote; `[]`: nothing to link.
  if (source.charCodeAt(open - 1) === codes.rightSquareBracket) return undefined
  if (close === open + 1 || source.charCodeAt(open + 1) === codes.caret) return undefined
  const from = source.charCodeAt(open - 1) === codes.exclamationMark ? open - 1 : open
  const after = skipBlanks(source, close + 1, limit)
  if (source.charCodeAt(after) !== codes.leftParenthesis || after >= limit) return undefined
  const stretch = readDestination(source, after + 1, limit, end)
  if (stretch === undefined) return undefined
  const written = source.slice(stretch.start, stretch.end)
  const linked = literalIn(source, contents, stretch.start, stretch.end)

  if (after > close + 1) {
    // `[text] (https://…)`: one word, that looks like a destination without doubt.
    if (stretch.close === -1 || stretch.gaps.length > 0) return undefined
    if (!looksLikeDestination(source, stretch.start, stretch.end, true)) return undefined
    return {
      start: from,
      end: stretch.close + 1,
      destination: written,
      shape: 'blank',
      anchor: stretch.start,
      blank: source.slice(close + 1, after),
      linked,
      reference: contents.references.has(from),
      fix: source.slice(from, close + 1) + source.slice(after, stretch.close + 1)
    }
  }

  // `[text](https://…` to the end of the paragraph: no `)`, no fix (where would it go?).
  if (stretch.close === -1) {
    if (!looksLikeDestination(source, stretch.start, stretch.end, false)) return undefined
    return {start: from, end: stretch.end, destination: written, shape: 'open', anchor: stretch.start, linked}
  }
  // `[text](…)` that did not parse: a gap where a destination ends.
  if (stretch.gaps.length === 0) return undefined
  if (!looksLikeDestination(source, stretch.start, stretch.gaps[0]!.start, false)) return undefined
  const breaks = stretch.gaps.filter((gap) => gap.lineBreak)
  const blank = breaks.length > 0 ? '' : source.slice(stretch.gaps[0]!.start, stretch.gaps[0]!.end)
  const tabs = stretch.gaps.some((gap) => !gap.lineBreak && source.slice(gap.start, gap.end).includes('\t'))
  let destination = ''
  let cursor = stretch.start
  for (const gap of stretch.gaps) {
    destination += source.slice(cursor, gap.start) + (gap.lineBreak ? '' : '%20'.repeat(gap.end - gap.start))
    cursor = gap.end
  }
  destination += source.slice(cursor, stretch.end)
  const head = source.slice(from, stretch.start)
  const tail = source.slice(stretch.end, stretch.close + 1)
  let fix: string | undefined
  if (breaks.length === 1 && stretch.gaps.length === 1) fix = head + destination + tail
  else if (
    breaks.length === 0 &&
    !tabs &&
    continuesUrl(source, stretch.gaps[stretch.gaps.length - 1]!.end, stretch.end) &&
    encodedInPathOrQuery(destination)
  )
    fix = head + destination + tail
  return {
    start: from,
    end: stretch.close + 1,
    destination,
    shape: breaks.length > 0 ? 'break' : 'space',
    anchor: stretch.start,
    blank: tabs ? '\t' : blank,
    linked,
    fix
  }
}

/** A run of whitespace inside a destination: blanks, or blanks and one line break and the next line's prefix. */
interface Gap {
  start: number
  end: number
  lineBreak: boolean
}

/**
 * Read what follows `(` as far as its `)`: words and the gaps between them,
 * at most one line break, parentheses balanced. `undefined` where it holds
 * what a destination cannot or a title may (`"`, `'`, `<`, `[`, `` ` ``),
 * a template (`{% … %}`), another tool's syntax (` =60x50`), or no `)`
 * before `limit`; but one word that runs to `end`, the end of the
 * paragraph, is read with `close` -1 (a `)` left out).
 */
function readDestination(
  source: string,
  from: number,
  limit: number,
  end: number
): {start: number; end: number; close: number; gaps: Gap[]} | undefined {
  // `(|  https://…`: blanks before the destination are allowed (CommonMark 6.3).
  const start = skipBlanks(source, from, limit)
  const gaps: Gap[] = []
  let depth = 0
  let lineBreaks = 0
  let index = start
  while (index < limit) {
    const code = source.charCodeAt(index)
    if (code === codes.backslash) {
      index += 2
      continue
    }
    if (code === codes.space || code === codes.ht || code === codes.lf || code === codes.cr) {
      const gapStart = index
      index = skipBlanks(source, index, limit)
      let lineBreak = false
      const c = source.charCodeAt(index)
      if (c === codes.lf || c === codes.cr) {
        if (++lineBreaks > 1) return undefined
        lineBreak = true
        index += c === codes.cr && source.charCodeAt(index + 1) === codes.lf ? 2 : 1
        // The next line's container prefixes: `>` and indentation.
        while (index < limit) {
          const p = source.charCodeAt(index)
          if (p !== codes.greaterThan && p !== codes.space && p !== codes.ht) break
          index++
        }
      }
      const following = source.charCodeAt(index)
      // `… )`: blanks before the end are allowed.
      if (following === codes.rightParenthesis && depth === 0) return finish(gapStart, index)
      if (index === start || following === codes.equalsTo || following === codes.leftParenthesis) return undefined
      gaps.push({start: gapStart, end: index, lineBreak})
      continue
    }
    if (code === codes.leftParenthesis) depth++
    else if (code === codes.rightParenthesis) {
      if (depth === 0) return finish(index, index)
      depth--
    } else if (isStop(code)) return undefined
    index++
  }
  return limit === end && gaps.length === 0 ? finish(end, -1) : undefined

  function finish(last: number, close: number) {
    return last === start ? undefined : {start, end: last, close, gaps}
  }
}

/** What ends the reading of a destination here: a title's quote, brackets, code, a template, a control character. */
function isStop(code: number): boolean {
  return (
    code === codes.quotationMark ||
    code === codes.apostrophe ||
    code === codes.lessThan ||
    code === codes.greaterThan ||
    code === codes.leftSquareBracket ||
    code === codes.rightSquareBracket ||
    code === codes.graveAccent ||
    code === codes.leftCurlyBrace ||
    code === codes.rightCurlyBrace ||
    code < codes.space ||
    code === codes.del
  )
}

/**
 * Whether `source[start, end)` starts like a destination: a scheme and
 * `//`, `mailto:`, `www.`, `/…`, `./`, `../` or `#` and a letter; unless
 * `strict`, also a relative path (`docs/my`: a letter or digit first, a
 * `/` in it).
 */
function looksLikeDestination(source: string, start: number, end: number, strict: boolean): boolean {
  const first = source.charCodeAt(start)
  const second = source.charCodeAt(start + 1)
  if (end - start < 2) return false
  if (first === codes.numberSign) return isAlpha(second)
  if (first === codes.slash) return true
  if (source.startsWith('./', start) || source.startsWith('../', start)) return true
  if (!isAlphanumeric(first)) return false
  const word = source.slice(start, Math.min(end, start + 8)).toLowerCase()
  if (word.startsWith('www.') || word.startsWith('mailto:')) return true
  // A scheme (RFC 3986 3.1) then `//` and more.
  const colon = schemeEnd(source, start)
  if (colon !== -1 && source.startsWith('//', colon + 1) && colon + 3 < end) return true
  if (strict) return false
  const slash = source.indexOf('/', start)
  return slash !== -1 && slash < end
}

/**
 * Whether the last word, `source[start, end)`, goes on with the URL (`report.pdf`, `b/c`, `x=1`)
 * rather than prose after a `)` left out (`[talk](https://…/issues/30 however)`).
 */
function continuesUrl(source: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index)
    if (
      code === codes.dot ||
      code === codes.slash ||
      code === codes.equalsTo ||
      code === codes.ampersand ||
      code === codes.percentSign ||
      code === codes.numberSign
    )
      return true
  }
  return false
}

/** Whether every `%20` put in `destination` lies in its path or query (RFC 3986 3.3, 3.4): not in a host, a scheme or a fragment. */
function encodedInPathOrQuery(destination: string): boolean {
  const reference = parse(destination)
  // `mailto:a at b.org`: a space in an address, or in another URI without a host, is no file name.
  if (reference.kind === 'uri' && reference.authority === undefined) return false
  for (let at = destination.indexOf('%20'); at !== -1; at = destination.indexOf('%20', at + 3)) {
    const span = {start: at, end: at + 3}
    if (!within(span, reference.path) && !(reference.query !== undefined && within(span, reference.query))) return false
  }
  return true
}

/**
 * The text of the first GFM literal that starts in `[start, end)`, if any.
 * Asked with ever later ranges: it goes on from the last literal passed.
 */
function literalIn(source: string, contents: Contents, start: number, end: number): string | undefined {
  const literals = contents.literals
  while (contents.literalAt < literals.length && literals[contents.literalAt]!.start < start) contents.literalAt++
  const literal = literals[contents.literalAt]
  return literal === undefined || literal.start >= end
    ? undefined
    : source.slice(literal.start, Math.min(literal.end, end))
}

/** Trailing punctuation GFM leaves out of a bare URL, that a writer may end a URL's parentheses with (not emphasis marks). */
function isTrail(code: number): boolean {
  return (
    code === codes.dot ||
    code === codes.comma ||
    code === codes.colon ||
    code === codes.semicolon ||
    code === codes.exclamationMark ||
    code === codes.questionMark ||
    code === codes.apostrophe ||
    code === codes.quotationMark
  )
}

/**
 * GFM literals with more `(` than `)`, followed by trailing punctuation and
 * a `)` (`https://…/Foo_(Inc` then `.)`): GFM cut the URL the writer
 * closed. Literals inside what was found already (from `first`) are left.
 */
function literalCuts(source: string, end: number, literals: readonly Span[], found: Unlinked[], first: number): void {
  let index = first
  const inside = found.length
  for (const literal of literals) {
    while (index < inside && found[index]!.end <= literal.start) index++
    if (index < inside && found[index]!.start <= literal.start) continue
    const url = source.slice(literal.start, literal.end)
    // Written with a scheme (`www.` gains `http://` in the tree: another text).
    if (!url.includes('://')) continue
    let balance = 0
    for (let at = 0; at < url.length; at++) {
      const code = url.charCodeAt(at)
      if (code === codes.leftParenthesis) balance++
      else if (code === codes.rightParenthesis) balance--
    }
    if (balance <= 0) continue
    let after = literal.end
    while (after < end && isTrail(source.charCodeAt(after))) after++
    if (after === literal.end || source.charCodeAt(after) !== codes.rightParenthesis) continue
    const destination = source.slice(literal.start, after + 1)
    found.push({
      start: literal.start,
      end: after + 1,
      destination,
      shape: 'literal',
      anchor: literal.start,
      linked: url,
      fix: '<' + destination + '>'
    })
  }
  // Bracket findings and literal ones, each in order: merge them into document order.
  if (found.length === inside || inside === first) return
  const brackets = found.slice(first, inside)
  const cuts = found.slice(inside)
  let b = 0
  let c = 0
  for (let at = first; at < found.length; at++) {
    found[at] =
      c === cuts.length || (b < brackets.length && brackets[b]!.start < cuts[c]!.start) ? brackets[b++]! : cuts[c++]!
  }
}
