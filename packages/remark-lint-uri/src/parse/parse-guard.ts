/**
 * unified plugin: Markdown parsed in time linear in its size. Before the
 * parser runs, `measureMarkdown` finds the blocks that micromark and
 * remark-gfm would take quadratic time on (see markdown-work.ts); each is
 * withheld from the parser (blanked, so every other offset stays) and put
 * back as one `html` node holding its text as written, marked
 * `urilintUnparsed`, in which the rules find URIs as in plain text. A file
 * whose definitions × `]` is over its bound, or with a line nested deeper
 * than its bound, is read as plain text whole; a file whose parse would
 * hold more memory than its bound (`parseCost`), from the line that passes
 * it on. Each gives one warning (`urilint:markdown-too-complex`,
 * `urilint:too-many-definitions`, `urilint:markdown-too-deep`,
 * `urilint:markdown-too-large`).
 *
 * In the preset and in urilint's processor: it wraps the parser set before
 * it (remark-parse's), once. An `html` node is written back as it is by
 * remark-stringify, so a pipeline that writes Markdown keeps the text.
 */
import type {Html, Nodes, Root, RootContent} from 'mdast'
import type {Processor} from 'unified'
import type {Point, Position} from 'unist'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {codes} from '@urilint/core/character'
import {quoted} from '@urilint/core/internal'
import {isInlineMarker, markdownLimits, measureMarkdown, parseCost, type HeavyBlock} from './markdown-work.js'

/** Marks an `html` node made of a block withheld from the parser. */
export interface UnparsedData {
  urilintUnparsed?: boolean
}

type Parser = NonNullable<Processor['parser']>

/** Set on a parser that measures before it parses (kept by parsers that wrap it: `keepGuard`). */
const guarded = Symbol.for('urilint.parseGuard')

type Marked = Parser & {[guarded]?: true}

let warned = false

/** Wrap the processor's parser so that it parses in linear time (once: a guarded parser is left alone). */
export default function remarkUriParseGuard(this: Processor): undefined {
  const parse = this.parser as Marked | undefined
  if (parse === undefined) {
    if (!warned) {
      warned = true
      process.emitWarning(
        'remark-lint-uri was used before a parser (use remark-parse first): Markdown is parsed without its limits',
        {code: 'URILINT_PARSE_GUARD'}
      )
    }
    return
  }
  if (parse[guarded] === true) return
  const guardedParse: Marked = (document, file) => parseWithin(parse, document, file)
  guardedParse[guarded] = true
  this.parser = guardedParse
}

/** Give `outer`, a parser that calls `inner` for Markdown, `inner`'s mark. */
export function keepGuard(inner: Parser, outer: Parser): Parser {
  if ((inner as Marked)[guarded] === true) (outer as Marked)[guarded] = true
  return outer
}

const deepNote =
  'remark-gfm and remark-lint walk the tree by recursion, one call per level, and run out of stack on trees this deep; the URIs of the file were found as in plain text (RFC 3986 Appendix E)'

function parseWithin(parse: Parser, document: string, file: VFile): ReturnType<Parser> {
  // micromark drops a byte-order mark before it counts offsets; so do these.
  const text = document.charCodeAt(0) === codes.byteOrderMark ? document.slice(1) : document
  const work = measureMarkdown(text)
  // The index of lines, built only for a file that gets a message.
  let lines: ReturnType<typeof location> | undefined
  const placeOf = (start: number, end: number): Position => {
    lines ??= location(text)
    return {start: pointAt(lines, text, start), end: pointAt(lines, text, end)}
  }
  /** Say why at `place` (the whole file by default), and read the file as one withheld block. */
  const asPlainText = (ruleId: string, reason: string, note: string, place?: Position): Root => {
    const whole = placeOf(0, text.length)
    file.message(`${reason}: the file was read as plain text, not as Markdown`, {
      place: place ?? whole,
      ruleId,
      source: 'urilint'
    }).note = note
    return {type: 'root', children: [unparsed(text, whole)], position: whole}
  }

  if (work.definitions * work.closers > markdownLimits.referenceWork) {
    return asPlainText(
      'too-many-definitions',
      `Unexpected ${work.definitions} definitions with ${work.closers} \`]\`, expected definitions × \`]\` up to ${markdownLimits.referenceWork}`,
      'micromark looks every reference up among all definitions, which takes time proportional to their product; the URIs of the file were found as in plain text (RFC 3986 Appendix E)'
    )
  }
  if (work.deepest.nesting > markdownLimits.nesting) {
    return asPlainText(
      'markdown-too-deep',
      `Unexpected line nested up to ${work.deepest.nesting} deep (block quotes, list items and footnotes, by their markers and indentation), expected at most ${markdownLimits.nesting}`,
      deepNote,
      placeOf(work.deepest.start, work.deepest.end)
    )
  }

  // Past the bound on the whole file's memory, the rest of it is not parsed (a block withheld is wholly in the rest).
  const estimate = parseCost(text, markdownLimits.fileCost, work.heavy)
  let heavy = work.heavy
  let cut = estimate.cut
  if (cut !== -1) {
    heavy = heavy.filter((block) => block.start < cut)
    const last = heavy[heavy.length - 1]
    if (last !== undefined && last.end > cut) {
      cut = last.start
      heavy = heavy.slice(0, -1)
    }
  }
  const parsed = cut === -1 ? (heavy.length === 0 ? document : blank(text, heavy)) : blank(text.slice(0, cut), heavy)

  // The bound above is on containers; these catch any other nesting (an extension's, inline) that comes through.
  let tree: Root
  try {
    tree = parse(parsed, file) as Root
  } catch (error) {
    if (!(error instanceof RangeError && /call stack/i.test(error.message))) throw error
    const place = work.deepest.nesting > 0 ? placeOf(work.deepest.start, work.deepest.end) : undefined
    return asPlainText(
      'markdown-too-deep',
      "Unexpected nesting deeper than the parser's stack holds, expected less",
      deepNote,
      place
    )
  }
  const deepest = deepestNode(tree)
  if (deepest.depth > markdownLimits.treeDepth) {
    return asPlainText(
      'markdown-too-deep',
      `Unexpected tree ${deepest.depth} levels deep, expected at most ${markdownLimits.treeDepth}`,
      deepNote,
      deepest.node.position
    )
  }
  if (heavy.length === 0 && cut === -1) return tree

  const nodes = heavy.map((block) => {
    const place = placeOf(block.start, block.end)
    file.message(
      `Unexpected block of text of ${block.lines === 1 ? '1 line' : number(block.lines) + ' lines'} and ${number(block.characters)} characters with ${number(block.markers)} inline markers (${markerCounts(text, block)}), expected (lines + markers) × characters up to ${number(markdownLimits.blockWork)}: read as plain text, not as Markdown`,
      {place, ruleId: 'markdown-too-complex', source: 'urilint'}
    ).note =
      'micromark and remark-gfm take time quadratic in the size of a paragraph on inputs like this; its URIs were found as in plain text (RFC 3986 Appendix E). Blank lines between its paragraphs make it Markdown again'
    return unparsed(text, place)
  })
  if (cut !== -1) {
    const place = placeOf(cut, text.length)
    file.message(
      `Unexpected Markdown whose parse would hold about ${megabytes(estimate.bytes)} MB, expected up to ${megabytes(markdownLimits.fileCost)} MB for a file: read as plain text from line ${number(place.start.line)} on, not as Markdown`,
      {place, ruleId: 'markdown-too-large', source: 'urilint'}
    ).note =
      'micromark and remark keep every event and node of a file until it is parsed, 2 to 20 KB for each line, list item, table cell or inline marker; the URIs from that line on were found as in plain text (RFC 3986 Appendix E)'
    nodes.push(unparsed(text, place))
    tree.position = placeOf(0, text.length)
  }
  tree.children = merge(tree.children, nodes)
  return tree
}

/** `1,200`: a count of bytes as a message shows it, in MB (10^6 bytes). */
function megabytes(bytes: number): string {
  return number(Math.round(bytes / 1_000_000))
}

/** Most kinds of inline marker a message names. */
const maxMarkerKinds = 3

/** `12,000`: a count as a message shows it. */
function number(value: number): string {
  return value.toLocaleString('en-US')
}

/** The most frequent inline markers of `block`, with their counts: "`[` ×1,800, `]` ×1,800, `<` ×1,200 …". */
function markerCounts(text: string, block: HeavyBlock): string {
  const counts = new Map<number, number>()
  for (let index = block.start; index < block.end; index++) {
    const code = text.charCodeAt(index)
    if (isInlineMarker(code)) counts.set(code, (counts.get(code) ?? 0) + 1)
  }
  const kinds = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a - b)
  const named = kinds
    .slice(0, maxMarkerKinds)
    .map(([code, count]) => `${quoted(String.fromCharCode(code))} ×${number(count)}`)
  return named.join(', ') + (kinds.length > maxMarkerKinds ? ' …' : '')
}

/** The deepest node of `tree` (the root at depth 0), found without recursion. */
export function deepestNode(tree: Root): {node: Nodes; depth: number} {
  let deepest: Nodes = tree
  let most = 0
  const nodes: Nodes[] = [tree]
  const depths: number[] = [0]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > most) {
      most = depth
      deepest = node
    }
    if ('children' in node) {
      for (const child of node.children) {
        nodes.push(child)
        depths.push(depth + 1)
      }
    }
  }
  return {node: deepest, depth: most}
}

/** An `html` node holding `text[place]` as written. */
function unparsed(text: string, place: Position): Html {
  const data: UnparsedData = {urilintUnparsed: true}
  return {type: 'html', value: text.slice(place.start.offset, place.end.offset), position: place, data}
}

function pointAt(lines: ReturnType<typeof location>, text: string, offset: number): Point {
  return lines.toPoint(offset) ?? {...(lines.toPoint(text.length) ?? {line: 1, column: 1}), offset}
}

/** `text` with every character of `blocks` but line endings turned into a space. */
function blank(text: string, blocks: readonly HeavyBlock[]): string {
  let result = ''
  let from = 0
  for (const block of blocks) {
    result += text.slice(from, block.start) + text.slice(block.start, block.end).replace(/[^\n\r]/g, ' ')
    from = block.end
  }
  return result + text.slice(from)
}

/** `children` and `nodes` (each in document order) in document order. */
function merge(children: RootContent[], nodes: Html[]): RootContent[] {
  const result: RootContent[] = []
  let index = 0
  for (const node of nodes) {
    const start = node.position!.start.offset!
    while (index < children.length && (children[index]!.position?.start.offset ?? 0) < start)
      result.push(children[index++]!)
    result.push(node)
  }
  while (index < children.length) result.push(children[index++]!)
  return result
}
