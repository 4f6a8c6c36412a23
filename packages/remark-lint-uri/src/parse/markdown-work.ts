/**
 * How much work Markdown's parser will do on a document, found in one linear
 * pass before it runs: the blocks whose inline content would take it
 * quadratic time, and the file-wide work of matching references against
 * definitions.
 *
 * micromark (remark-parse) and remark-gfm take time quadratic in the size of
 * one paragraph on some inputs, upstream and in their latest versions:
 *
 * - micromark's `resolveAllText` merges adjacent `data` events with one
 *   `splice` per run (`a!b⏎` repeated);
 * - its `resolveAllAttention` walks back over every open delimiter and
 *   splices each match in (`*a` repeated);
 * - micromark-extension-gfm-footnote walks back over the paragraph's events
 *   at every `]` (`](` repeated);
 *
 * and time proportional to definitions × `]` in a file: label-end looks each
 * reference up with `defined.includes` over an array of every definition.
 *
 * So the work of a block is bounded by (lines + inline markers) × characters,
 * and of a file by definitions × `]`. A block is cut wherever Markdown must
 * start a new one (a blank line, a heading, a list item that can interrupt a
 * paragraph, a fence, a table row ...); where a line could also continue a
 * paragraph, it is not cut, so a block here is never smaller than the
 * inline content it holds, whatever the input (a property test compares
 * with micromark's own reading). An HTML block is skipped to any line that
 * may end it or what it may be inside. Fenced code is skipped where this scan
 * can follow it: a fence at the start of a line, after block-quote markers
 * only, where no HTML may be open and no definition may go on; to its
 * closing fence or the end of its block quotes. Elsewhere (in a list item,
 * after HTML, a tab before a closing fence) its lines are counted as text,
 * and after a fence whose end is in doubt, every fence is.
 */
import {codes, isAlpha, isAlphanumeric, isDigit, skipBlanks} from '@urilint/core/character'
import {htmlBlockNames} from 'micromark-util-html-tag-name'

/** The bounds, documented in the README ("Limits"). */
export const markdownLimits = {
  /**
   * (lines + inline markers) × characters of one block. At the bound, the
   * worst inputs known (`*a` and `](` repeated) take about 0.2 s per 6 KB
   * block; the largest block of 1,385 real documents (node's API docs and
   * changelogs, Debian's, npm packages') is 6.8 million, a third of it.
   */
  blockWork: 20_000_000,
  /** `]:` × `]` of a file: about 0.1 s of reference lookups at the bound. */
  referenceWork: 20_000_000,
  /**
   * Containers (block quotes, list items, footnotes) open on one line.
   * The tree's depth is the sum of this (twice, for lists) and the inline
   * nesting the block bound allows (about 2,200 levels of emphasis);
   * unist-util-visit, which remark-gfm and remark-lint use, recurses once
   * per level and overflows Node's stack at about 5,000.
   */
  nesting: 256,
  /**
   * Levels of the parsed tree, checked after parsing for nesting the line
   * count does not see. remark-lint's rules ran on a tree 5,000 deep and
   * overflowed at 6,000; within the two bounds above a tree is at most
   * about 2,800 deep.
   */
  treeDepth: 3000,
  /**
   * The memory a file's parse may hold, as `parseCost` estimates it, in
   * bytes. micromark keeps every event of a file and remark builds every
   * node before the rules run: 2 to 20 KB per line, list item, table cell or
   * inline marker (1 MB of `- a⏎` held 3.7 GB). At the bound, the worst
   * shapes measured peak at about 400 MB over the process's own; real
   * documents cost about 230 MB per MB of text, so about 1.7 MB of them is
   * parsed, and the rest of a larger file is read as plain text.
   */
  fileCost: 400_000_000
} as const

/**
 * What `parseCost` counts, in bytes of parser memory, each the most that the
 * shapes measured needed (`docs/performance.md`, "Memory of the parse").
 */
const cost = {
  /** Each line (its line ending and prefix events, a paragraph's line). */
  line: 2000,
  /** More for a line that may open a container, heading or table row (`-`, `*`, `+`, `>`, `#`, `|`, a digit). */
  blockStart: 14_500,
  /** An inline marker (`isInlineMarker`). */
  marker: 3000,
  /** More for a `<` (an autolink or HTML) and for a `&` (a character reference). */
  angle: 3500,
  ampersand: 500,
  /** More for `](`: a link's or image's resource. */
  resource: 15_000,
  /** A table cell's `|`. */
  pipe: 5000,
  /** `://`, a literal URL (GFM): a link node and its tokens. */
  literal: 12_000,
  /** `@`: a literal address. */
  address: 4000,
  /** Each character (its share of data tokens and text values). */
  character: 50
} as const

/** The estimate of a parse's memory, and where it passes `fileCost`. */
export interface ParseCost {
  /** The whole text's estimate, in bytes. */
  bytes: number
  /** The start of the first line at which the estimate passes the bound; -1 when it does not. */
  cut: number
}

/**
 * One linear pass: the memory Markdown's parser would hold for `text`,
 * estimated from what it counts per line and per character (`cost`), and the
 * line from which the file is over `bound`. The lines of `withheld` blocks
 * (in order; blanked for the parser) count as blank lines.
 */
export function parseCost(
  text: string,
  bound: number = markdownLimits.fileCost,
  withheld: readonly HeavyBlock[] = []
): ParseCost {
  let bytes = 0
  let cut = -1
  let lineStart = 0
  let next = 0
  while (lineStart < text.length) {
    while (next < withheld.length && withheld[next]!.end < lineStart) next++
    const blanked = next < withheld.length && withheld[next]!.start <= lineStart
    // `  |- a`: what the line starts with, after its blanks.
    const first = blanked ? codes.space : text.charCodeAt(skipBlanks(text, lineStart, text.length))
    bytes += cost.line
    if (
      first === codes.dash ||
      first === codes.asterisk ||
      first === codes.plusSign ||
      first === codes.greaterThan ||
      first === codes.numberSign ||
      first === codes.verticalBar ||
      isDigit(first)
    )
      bytes += cost.blockStart
    let index = lineStart
    for (; index < text.length; index++) {
      const code = text.charCodeAt(index)
      if (code === codes.lf || code === codes.cr) break
      if (blanked) continue
      if (code === codes.verticalBar) bytes += cost.pipe
      else if (code === codes.atSign) bytes += cost.address
      else if (code === codes.colon) {
        if (text.charCodeAt(index + 1) === codes.slash && text.charCodeAt(index + 2) === codes.slash)
          bytes += cost.literal
      } else if (isInlineMarker(code)) {
        bytes += cost.marker
        if (code === codes.lessThan) bytes += cost.angle
        else if (code === codes.ampersand) bytes += cost.ampersand
        else if (code === codes.rightSquareBracket && text.charCodeAt(index + 1) === codes.leftParenthesis)
          bytes += cost.resource
      }
    }
    bytes += (index - lineStart) * cost.character
    // The cut is before the line that passes the bound: none of it is parsed.
    if (cut === -1 && bytes > bound) cut = lineStart
    // `a|⏎`, `a|␍⏎`, `a|␍`: the next line starts after the ending.
    lineStart = index + (text.charCodeAt(index) === codes.cr && text.charCodeAt(index + 1) === codes.lf ? 2 : 1)
  }
  return {bytes, cut}
}

/** A block whose inline parse would take too long. */
export interface HeavyBlock {
  /** Offsets into the text: from the start of the block's first line to the end of its last (before the line ending). */
  start: number
  end: number
  lines: number
  /** Characters that start an inline construct in micromark: `! & * < [ \ ] _` `` ` `` `~`. */
  markers: number
  characters: number
}

/** The line with the most containers open on it. */
export interface DeepestLine {
  /** At least the count of block quotes and list items open on the line (`nestingOf`). */
  nesting: number
  start: number
  /** Before the line ending. */
  end: number
}

export interface MarkdownWork {
  heavy: HeavyBlock[]
  deepest: DeepestLine
  /** `]:` in the file: at least as many as its definitions. */
  definitions: number
  /** `]` in the file: every reference ends with one. */
  closers: number
}

/** Where the scan is: in ordinary blocks, or inside one whose content is not inline-parsed. */
const enum Mode {
  Flow,
  Html,
  Table,
  Fence
}

/** Inline markers of micromark's text content (`micromark/lib/constructs.js`, `text`). */
const isMarker = new Uint8Array(128)
for (const code of [
  codes.exclamationMark,
  codes.ampersand,
  codes.asterisk,
  codes.lessThan,
  codes.leftSquareBracket,
  codes.backslash,
  codes.rightSquareBracket,
  codes.underscore,
  codes.graveAccent,
  codes.tilde
]) {
  isMarker[code] = 1
}

/** Whether `code` starts an inline construct in micromark (`isMarker`). */
export function isInlineMarker(code: number): boolean {
  return code < 128 && isMarker[code] === 1
}

const tabSize = 4
/** Indentation from which a line is code or continuation text, never a block start. */
const codeIndent = 4
/** The longest HTML block tag name (`blockquote`, `figcaption`). */
const maxTagName = 10
/** CommonMark: a link label holds at most 999 characters. */
const maxLabel = 999
/** CommonMark 5.2: an ordered list marker has at most 9 digits. */
const maxOrderedDigits = 9
/** The least indentation that continues a list item: a bullet and its space. */
const minItemIndent = 2
/** micromark: a raw destination nests at most 32 parentheses. */
const maxParenthesisDepth = 32

/** One line, its block-quote markers stripped. */
interface Line {
  start: number
  /** Before the line ending. */
  end: number
  /** Count of `>` markers before the content. */
  depth: number
  /** Columns of indentation after them (a tab counts as 4, never less than it may be). */
  indent: number
  /** Whether the indentation holds a tab (its width depends on the column it starts at). */
  tabbed: boolean
  /** First character after the indentation. */
  content: number
  markers: number
  closers: number
  definitions: number
}

function copyLine(from: Line, to: Line): void {
  to.start = from.start
  to.end = from.end
  to.depth = from.depth
  to.indent = from.indent
  to.tabbed = from.tabbed
  to.content = from.content
  to.markers = from.markers
}

function newLine(): Line {
  return {start: 0, end: 0, depth: 0, indent: 0, tabbed: false, content: 0, markers: 0, closers: 0, definitions: 0}
}

/** The blocks of `text` over `blockWork`, and the counts of definitions and closers. */
export function measureMarkdown(text: string, blockWork: number = markdownLimits.blockWork): MarkdownWork {
  const heavy: HeavyBlock[] = []
  let definitions = 0
  let closers = 0

  // The block being counted.
  let blockStart = -1
  let blockEnd = 0
  let blockLines = 0
  let blockMarkers = 0
  let blockCharacters = 0
  // The end of the block before its last line (a table's header leaves it).
  let blockEndBefore = 0
  // The depth all its lines share (-1: mixed), and whether one starts a list
  // item: then a line may be a lazy continuation, and no table is read.
  let blockDepth = -1
  let blockHasItem = false
  // The depth of a definition on the line before (-1: none): a line of fewer
  // containers after it may be a lazy continuation of the content it opened.
  let definitionDepth = -1
  // Whether a line here begins a block (after a blank line, a heading ...): only there is a definition one.
  let atBlockStart = true
  // The previous line, when it was counted in the block: a table's header.
  const previous = newLine()
  let hasPrevious = false
  // Whether the line read now, and the previous line, is in a `<!X` declaration or opens one: HTML, no table's header.
  let lineDeclared = false
  let previousDeclared = false

  let mode = Mode.Flow
  // A `<!X` declaration (CommonMark 4.6, kind 4) may be open: it ends at a `>`, so a block tag on its line starts nothing.
  let inDeclaration = false
  // What may be open that a fence line would be the text of: HTML (`html.end`, `html.block`), a definition in the block.
  const html: HtmlState = {end: undefined, block: false}
  let blockHasDefinition = false
  // The fenced code being skipped (Mode.Fence), and whether fences are followed at all.
  let fenceDepth = 0
  let fenceIndent = 0
  let fenceCode = 0
  let fenceLength = 0
  let fencesFollowed = true
  let containerDepth = 0
  let containerIndent = 0

  const line = newLine()
  const deepest: DeepestLine = {nesting: 0, start: 0, end: 0}

  function close(): void {
    if (blockStart !== -1 && (blockLines + blockMarkers) * blockCharacters > blockWork) {
      heavy.push({
        start: blockStart,
        end: blockEnd,
        lines: blockLines,
        markers: blockMarkers,
        characters: blockCharacters
      })
    }
    blockStart = -1
    blockLines = 0
    blockMarkers = 0
    blockCharacters = 0
    blockHasItem = false
    blockHasDefinition = false
    hasPrevious = false
  }

  function count(current: Line): void {
    if (blockStart === -1) {
      blockStart = current.start
      blockDepth = current.depth
    } else if (blockDepth !== current.depth) blockDepth = -1
    blockEndBefore = blockEnd
    blockEnd = current.end
    blockLines++
    blockMarkers += current.markers
    blockCharacters += current.end - current.start + 1
    if (current.definitions > 0) blockHasDefinition = true
    if (current !== previous) copyLine(current, previous)
    hasPrevious = true
    previousDeclared = lineDeclared
  }

  let start = 0
  while (start <= text.length) {
    const next = read(text, start, line)
    const nesting = nestingOf(text, line, deepest.nesting)
    if (nesting > deepest.nesting) {
      deepest.nesting = nesting
      deepest.start = line.start
      deepest.end = line.end
    }

    if (mode === Mode.Fence) {
      const fenced = fenceLine(text, line, fenceDepth, fenceIndent, fenceCode, fenceLength)
      if (fenced === FenceLine.Code) {
        start = next
        continue
      }
      mode = Mode.Flow
      if (fenced === FenceLine.Closing) {
        // A block of its own, as its opening fence.
        close()
        count(line)
        close()
        atBlockStart = true
        start = next
        continue
      }
      // Where the code ends is in doubt (a tab, a list item this scan does not see): count from here on.
      if (fenced === FenceLine.Doubt) fencesFollowed = false
      // FenceLine.Ended, fewer block quotes: the code ended before this line, read as any other.
    }
    // A line that may open or close fenced code, and whether this scan follows it.
    const fenceLike = fencesFollowed && mayBeFence(text, line)
    let followed = false

    definitions += line.definitions
    closers += line.closers
    const blank = line.content === line.end
    // Before this line: whether HTML or a definition may be open that a fence here would be the text of.
    const fenceMayBeText = html.end !== undefined || html.block || blockHasDefinition
    if (html.end !== undefined || line.markers > 0) scanHtml(text, line.start, line.end, html)
    if (blank && line.depth === 0) html.block = false

    const declarationBefore: boolean = inDeclaration
    const afterDefinitionAt = definitionDepth
    definitionDepth = -1
    // Where a `<!X` declaration is on this line, open from one before or opened here, or -1. It stays open
    // without a `>` after it; one closed on its own line is HTML too (`<!Xa|b-->`): no table's header.
    const declaration: number = declarationBefore ? line.content : declarationStart(text, line)
    inDeclaration = declaration !== -1 && indexInLine(text, codes.greaterThan, declaration, line.end) === -1
    lineDeclared = declaration !== -1

    if (mode === Mode.Html) {
      if (
        blank ||
        line.tabbed ||
        line.depth !== containerDepth ||
        line.indent < containerIndent ||
        mayEndEnclosing(text, line)
      )
        mode = Mode.Flow
      else {
        start = next
        continue
      }
    } else if (mode === Mode.Table) {
      if (
        !blank &&
        !line.tabbed &&
        line.depth === containerDepth &&
        line.indent >= containerIndent &&
        line.indent < containerIndent + codeIndent &&
        isRow(text, line) &&
        !mayEndEnclosing(text, line)
      ) {
        // Each cell is inline content of its own, inside this line.
        close()
        count(line)
        close()
        if (fenceLike) fencesFollowed = false
        start = next
        continue
      }
      mode = Mode.Flow
      atBlockStart = true
    }

    if (blank) {
      close()
      atBlockStart = true
    } else if (line.indent >= codeIndent) {
      // Indented code or continuation text: never a block start.
      count(line)
      atBlockStart = false
    } else {
      const fence = fenceOpen(text, line)
      if (fence !== 0 || isHeading(text, line) || isThematicBreak(text, line)) {
        // A fence, a heading (its content is this line alone) or a break:
        // never a paragraph's continuation.
        close()
        count(line)
        close()
        atBlockStart = true
        // Followed only where it surely opens fenced code: no HTML or definition it may be the text of,
        // and no container but block quotes, whose markers start the line.
        if (
          fence !== 0 &&
          fenceLike &&
          !fenceMayBeText &&
          !declarationBefore &&
          !line.tabbed &&
          isQuotePrefix(text, line)
        ) {
          followed = true
          mode = Mode.Fence
          fenceDepth = line.depth
          fenceIndent = line.indent
          fenceCode = text.charCodeAt(line.content)
          fenceLength = fence
        }
      } else if (isOneLineComment(text, line)) {
        // An HTML comment that ends on its line: a block of its own (`<!-- Links -->` before definitions).
        close()
        atBlockStart = true
      } else if (!declarationBefore && isHtmlBlockStart(text, line)) {
        // Skipped to a blank line, or to any line that may end a block this
        // tag could be inside (a fence, a container, a comment ...): then
        // counted again.
        close()
        mode = Mode.Html
        containerDepth = line.depth
        containerIndent = line.indent
        atBlockStart = true
      } else if (atBlockStart && isDefinition(text, line)) {
        // A block of its own, not a paragraph's first line (definitions
        // follow one another); counted, as a table may take it for its header.
        close()
        count(line)
        close()
        atBlockStart = true
        definitionDepth = line.depth
      } else if (
        hasPrevious &&
        !declarationBefore &&
        !previousDeclared &&
        !blockHasItem &&
        blockDepth === line.depth &&
        previous.indent === line.indent &&
        isDelimiterRowOf(text, line, previous)
      ) {
        // A table: the previous line is its header (its cells are inline
        // content of their own), this line holds none.
        blockMarkers -= previous.markers
        blockLines--
        blockCharacters -= previous.end - previous.start + 1
        if (blockLines === 0) blockStart = -1
        else blockEnd = blockEndBefore
        const header = newLine()
        copyLine(previous, header)
        close()
        count(header)
        close()
        // The delimiter row too: it may be a body row of a table above
        // (`a|b⏎  |-|-|⏎  |-|-|`: micromark allows the delimiter row
        // another indentation than its header).
        count(line)
        close()
        mode = Mode.Table
        containerDepth = line.depth
        containerIndent = line.indent
      } else {
        if (isListItemStart(text, line)) close()
        const startsBlock = blockStart === -1
        count(line)
        if (mayStartListItem(text, line)) blockHasItem = true
        // Lazy after a definition in containers this line does not continue
        // (`> [a]: x⏎|-|-|⏎|-|-|` is one paragraph in the quote): no table.
        if (startsBlock && line.depth < afterDefinitionAt) blockHasItem = true
        atBlockStart = false
      }
    }
    // A fence not followed may leave code open that this scan would take for text, or the reverse.
    if (fenceLike && !followed) fencesFollowed = false
    start = next
  }
  close()
  return {heavy, deepest, definitions, closers}
}

/** What a line is to the fenced code being skipped. */
const enum FenceLine {
  /** Its text. */
  Code,
  /** Its closing fence. */
  Closing,
  /** The code ended before it: its block quotes did. */
  Ended,
  /** Either, by columns or containers this scan does not follow. */
  Doubt
}

/**
 * What `line` is to fenced code opened at block-quote `depth`, `indent`
 * columns in, with `length` of `code`. The opening line had no container
 * but its `depth` block quotes, except a list item whose content starts at
 * most `indent` columns in (CommonMark 5.2) and which it did not show: so a
 * line indented at least as far continues the code, and a closing fence
 * from there to 3 columns closes it, whether that list item is open or not.
 */
function fenceLine(text: string, line: Line, depth: number, indent: number, code: number, length: number): FenceLine {
  if (line.depth < depth) return FenceLine.Ended
  if (line.depth > depth) return indent === 0 ? FenceLine.Code : FenceLine.Doubt
  if (line.content === line.end) return FenceLine.Code
  const closing = closesFence(text, line, code, length)
  if (line.tabbed) return indent === 0 && !closing ? FenceLine.Code : FenceLine.Doubt
  if (line.indent < indent) return FenceLine.Doubt
  if (!closing) return FenceLine.Code
  return line.indent < codeIndent ? FenceLine.Closing : FenceLine.Doubt
}

/**
 * Whether `line` may open or close fenced code: three backticks or tildes
 * after its indentation and any container markers (as `mayEndEnclosing`).
 */
function mayBeFence(text: string, line: Line): boolean {
  let index = line.content
  while (index < line.end) {
    const code = text.charCodeAt(index)
    if (
      code === codes.space ||
      code === codes.ht ||
      code === codes.greaterThan ||
      code === codes.dash ||
      code === codes.plusSign ||
      code === codes.asterisk ||
      isDigit(code) ||
      code === codes.dot ||
      code === codes.rightParenthesis
    )
      index++
    else break
  }
  const code = text.charCodeAt(index)
  return (
    (code === codes.graveAccent || code === codes.tilde) &&
    text.charCodeAt(index + 1) === code &&
    text.charCodeAt(index + 2) === code
  )
}

/**
 * At least how many block quotes and list items are open on `line`, and
 * the footnote definitions it opens. Each one opened there has its marker
 * in the line's prefix (`>`, a list marker, `[^label]:`, each with the one
 * space after it); each list item continued from above, at least two
 * columns of indentation before the first marker that opens one. After
 * such a marker every container on the line is a new one, with a marker of
 * its own; whitespace that ends the line opens nothing. A lazy line opens
 * none. `open` is the most any line before had: more cannot be continued.
 * (micromark continues nested footnote definitions on less indentation
 * than that: the guard checks the tree's depth for them.)
 */
function nestingOf(text: string, line: Line, open: number): number {
  let containers = 0
  let columns = 0
  // Columns of the whitespace run being read: counted only if something follows it.
  let pending = 0
  let opened = false
  let index = line.start
  while (index < line.end) {
    const code = text.charCodeAt(index)
    if (code === codes.space || code === codes.ht) {
      if (!opened) pending += code === codes.ht ? tabSize : 1
      index++
      continue
    }
    const after = containerMarkerEnd(text, index, line.end)
    if (after === -1) break
    columns += pending
    pending = 0
    containers++
    if (code !== codes.greaterThan) opened = true
    index = after
    // The one space after a marker is part of it.
    if (index < line.end && text.charCodeAt(index) === codes.space) index++
  }
  if (index < line.end) columns += pending
  // Indentation only continues containers, and none can be continued that
  // was not open: at most as many as any line before had (94 columns of a
  // code block are no 47 list items).
  return containers + Math.min(open, Math.ceil(columns / minItemIndent))
}

/**
 * Where the container marker at `index` ends: `>`, a list marker
 * (`listMarkerEnd`), or a footnote definition's `[^label]:`; -1 if there is
 * none.
 */
function containerMarkerEnd(text: string, index: number, end: number): number {
  const code = text.charCodeAt(index)
  if (code === codes.greaterThan) return index + 1
  if (code === codes.leftSquareBracket && text.charCodeAt(index + 1) === codes.caret) {
    // Any label up to the longest: more than micromark takes, never less.
    let after = index + 2
    while (after < end && after - index - 2 < maxLabel && text.charCodeAt(after) !== codes.rightSquareBracket) after++
    return text.charCodeAt(after) === codes.rightSquareBracket && text.charCodeAt(after + 1) === codes.colon
      ? after + 2
      : -1
  }
  return listMarkerEnd(text, index, end)
}

/** Whether `index` is the line's end (`end`) or whitespace. */
function isSpaceOrEnd(text: string, index: number, end: number): boolean {
  if (index >= end) return true
  const code = text.charCodeAt(index)
  return code === codes.space || code === codes.ht
}

/**
 * Fill `line` with the line that starts at `start`: its block-quote markers,
 * indentation, markers and closers. Returns where the next line starts (past
 * `\n`, `\r` or `\r\n`, as micromark ends lines).
 */
function read(text: string, start: number, line: Line): number {
  line.start = start
  let index = start
  let depth = 0
  // `>` markers, each after at most 3 spaces, with the one space after each.
  for (;;) {
    let at = index
    while (at < text.length && text.charCodeAt(at) === codes.space && at - index < codeIndent) at++
    if (at - index < codeIndent && text.charCodeAt(at) === codes.greaterThan) {
      depth++
      index = at + 1
      if (text.charCodeAt(index) === codes.space) index++
    } else break
  }
  let indent = 0
  let tabbed = false
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.space) indent++
    else if (code === codes.ht) {
      // A tab reaches the next multiple of 4: never more than 4 columns.
      indent += tabSize
      tabbed = true
    } else break
  }
  line.depth = depth
  line.indent = indent
  line.tabbed = tabbed
  line.content = index
  let markers = 0
  let closers = 0
  let definitions = 0
  let code = 0
  for (index = start; index < text.length; index++) {
    code = text.charCodeAt(index)
    if (code === codes.lf || code === codes.cr) break
    if (code < 128 && isMarker[code] === 1) {
      markers++
      if (code === codes.rightSquareBracket) {
        closers++
        if (text.charCodeAt(index + 1) === codes.colon) definitions++
      }
    }
  }
  line.end = index
  line.markers = markers
  line.closers = closers
  line.definitions = definitions
  if (index < line.content) line.content = index
  if (index >= text.length) return text.length + 1
  return code === codes.cr && text.charCodeAt(index + 1) === codes.lf ? index + 2 : index + 1
}

/**
 * Whether `line` holds nothing before its content but block-quote markers,
 * each `>` at the start or right after the one before and its one space,
 * then spaces: no list item can be open between them (one would need
 * indentation there), so around its content are `line.depth` block quotes
 * and list items that start at most `line.indent` columns in.
 */
function isQuotePrefix(text: string, line: Line): boolean {
  let index = line.start
  for (let depth = 0; depth < line.depth; depth++) {
    if (text.charCodeAt(index) !== codes.greaterThan) return false
    index++
    if (text.charCodeAt(index) === codes.space) index++
  }
  while (index < line.content && text.charCodeAt(index) === codes.space) index++
  return index === line.content
}

/** Whether the content of `line` may close fenced code of `code` (`` ` `` or `~`) `length` long: a run as long or longer, then whitespace only (CommonMark 4.5); its indentation is the caller's. */
function closesFence(text: string, line: Line, code: number, length: number): boolean {
  let index = line.content
  while (index < line.end && text.charCodeAt(index) === code) index++
  return index - line.content >= length && isBlankFrom(text, index, line.end)
}

/** What HTML may be open after the lines read so far. */
interface HtmlState {
  /** What ends the raw HTML open (CommonMark 4.6, kinds 1 to 5: `-->`, `?>`, `]]>`, `>`, `</script>` …), lower-cased. */
  end: string | undefined
  /** Whether a tag was seen since the last blank line: an HTML block of kind 6 or 7 may be open. */
  block: boolean
}

/** Kind 1 of CommonMark 4.6: raw text elements, ended by their closing tag. */
const rawTextElements = ['script', 'pre', 'style', 'textarea'] as const

/**
 * Update `state` with the HTML of `text[start, end)`, a line: any `<` that
 * may open raw HTML (anywhere in the line: more than CommonMark's line
 * starts, never fewer) is open until its end; any `<` before a letter, `/`,
 * `!` or `?` may open an HTML block, inside raw HTML too (a container that
 * ends may end the raw HTML before its end).
 */
function scanHtml(text: string, start: number, end: number, state: HtmlState): void {
  for (let open = indexInLine(text, codes.lessThan, start, end); open !== -1 && !state.block;) {
    const next = text.charCodeAt(open + 1)
    if (isAlpha(next) || next === codes.slash || next === codes.exclamationMark || next === codes.questionMark)
      state.block = true
    open = indexInLine(text, codes.lessThan, open + 1, end)
  }
  let index = start
  while (index < end) {
    if (state.end !== undefined) {
      const at = indexOfFolded(text, state.end, index, end)
      if (at === -1) return
      index = at + state.end.length
      state.end = undefined
      continue
    }
    const open = indexInLine(text, codes.lessThan, index, end)
    if (open === -1) return
    const next = text.charCodeAt(open + 1)
    index = open + 1
    if (text.startsWith('!--', open + 1)) {
      state.end = '-->'
      index = open + 4
    } else if (next === codes.questionMark) {
      state.end = '?>'
      index = open + 2
    } else if (text.startsWith('![CDATA[', open + 1)) {
      state.end = ']]>'
      index = open + 9
    } else if (next === codes.exclamationMark && isAlpha(text.charCodeAt(open + 2))) {
      state.end = '>'
      index = open + 2
    } else if (isAlpha(next)) {
      for (const name of rawTextElements) {
        const after = open + 1 + name.length
        if (
          indexOfFolded(text, name, open + 1, Math.min(end, after)) === open + 1 &&
          (after >= end || isSpaceOrEnd(text, after, end) || text.charCodeAt(after) === codes.greaterThan)
        ) {
          state.end = '</' + name + '>'
          index = after
          break
        }
      }
    }
  }
}

/** The first `needle` (lower-case) in `text[from, end)`, ASCII letters in either case, or -1. */
function indexOfFolded(text: string, needle: string, from: number, end: number): number {
  const last = end - needle.length
  for (let index = from; index <= last; index++) {
    let at = 0
    while (at < needle.length && foldCase(text.charCodeAt(index + at)) === needle.charCodeAt(at)) at++
    if (at === needle.length) return index
  }
  return -1
}

/** An ASCII upper-case letter in lower case; any other code as it is. */
function foldCase(code: number): number {
  return code >= codes.uppercaseA && code <= codes.uppercaseZ ? code + 0x20 : code
}

/** Length of the opening fence (3 or more backticks or tildes; no backtick after backticks), or 0. */
function fenceOpen(text: string, line: Line): number {
  const code = text.charCodeAt(line.content)
  if (code !== codes.graveAccent && code !== codes.tilde) return 0
  let index = line.content
  while (index < line.end && text.charCodeAt(index) === code) index++
  const length = index - line.content
  if (length < 3) return 0
  if (code === codes.graveAccent) {
    for (; index < line.end; index++) if (text.charCodeAt(index) === codes.graveAccent) return 0
  }
  return length
}

function isBlankFrom(text: string, index: number, end: number): boolean {
  return skipBlanks(text, index, end) === end
}

/** `#` to `######` followed by whitespace or the end of the line. */
function isHeading(text: string, line: Line): boolean {
  let index = line.content
  while (index < line.end && text.charCodeAt(index) === codes.numberSign) index++
  const level = index - line.content
  const after = text.charCodeAt(index)
  return level >= 1 && level <= 6 && (index === line.end || after === codes.space || after === codes.ht)
}

/** Three or more `*`, `-` or `_`, the same, with only whitespace between. */
function isThematicBreak(text: string, line: Line): boolean {
  const code = text.charCodeAt(line.content)
  if (code !== codes.asterisk && code !== codes.dash && code !== codes.underscore) return false
  let count = 0
  for (let index = line.content; index < line.end; index++) {
    const each = text.charCodeAt(index)
    if (each === code) count++
    else if (each !== codes.space && each !== codes.ht) return false
  }
  return count >= 3
}

/**
 * A list item that can interrupt a paragraph: a bullet, or `1.`/`1)`,
 * followed by whitespace and content. (Other numbers cannot interrupt one,
 * so a line `2. …` is not a cut.)
 */
function isListItemStart(text: string, line: Line): boolean {
  let index = line.content
  const code = text.charCodeAt(index)
  if (code === codes.dash || code === codes.plusSign || code === codes.asterisk) index++
  else if (
    code === codes.digit1 &&
    (text.charCodeAt(index + 1) === codes.dot || text.charCodeAt(index + 1) === codes.rightParenthesis)
  )
    index += 2
  else return false
  const after = text.charCodeAt(index)
  if (index >= line.end || (after !== codes.space && after !== codes.ht)) return false
  return !isBlankFrom(text, index, line.end)
}

/** A list item, wherever one can start, at the line's content (`listMarkerEnd`). */
function mayStartListItem(text: string, line: Line): boolean {
  return listMarkerEnd(text, line.content, line.end) !== -1
}

/**
 * Where the list marker at `index` ends: a bullet, or a number of 1 to 9
 * digits (CommonMark 5.2) with `.` or `)`, followed by whitespace or the
 * line's `end`; -1 if there is none.
 */
function listMarkerEnd(text: string, index: number, end: number): number {
  let after = index
  const code = text.charCodeAt(index)
  if (code === codes.dash || code === codes.plusSign || code === codes.asterisk) after++
  else {
    while (after < end && after - index <= maxOrderedDigits && isDigit(text.charCodeAt(after))) after++
    if (after === index || after - index > maxOrderedDigits) return -1
    if (text.charCodeAt(after) !== codes.dot && text.charCodeAt(after) !== codes.rightParenthesis) return -1
    after++
  }
  return isSpaceOrEnd(text, after, end) ? after : -1
}

/** An HTML block of kind 6 (CommonMark 4.6): `<` or `</`, a block tag name, then whitespace, `>`, `/>` or the end of the line. */
function isHtmlBlockStart(text: string, line: Line): boolean {
  let index = line.content
  if (text.charCodeAt(index) !== codes.lessThan) return false
  index++
  if (text.charCodeAt(index) === codes.slash) index++
  const nameStart = index
  while (index < line.end && index - nameStart <= maxTagName && isAlphanumeric(text.charCodeAt(index))) index++
  const name = text.slice(nameStart, index).toLowerCase()
  if (!htmlBlockNames.includes(name)) return false
  const after = text.charCodeAt(index)
  return (
    index === line.end ||
    after === codes.space ||
    after === codes.ht ||
    after === codes.greaterThan ||
    (after === codes.slash && text.charCodeAt(index + 1) === codes.greaterThan)
  )
}

/**
 * Where a `<!X` declaration starts in `line`, or -1: where the line's content (after block-quote and list
 * markers) is `<!` and a letter. It ends at the first `>`, on this line or a later one.
 */
function declarationStart(text: string, line: Line): number {
  let index = line.content
  for (;;) {
    const code = text.charCodeAt(index)
    if (
      code === codes.dash ||
      code === codes.plusSign ||
      code === codes.asterisk ||
      code === codes.space ||
      code === codes.ht ||
      code === codes.greaterThan
    )
      index++
    else if (isDigit(code)) {
      while (index < line.end && isDigit(text.charCodeAt(index))) index++
      if (text.charCodeAt(index) === codes.dot || text.charCodeAt(index) === codes.rightParenthesis) index++
      else return -1
    } else break
    if (index >= line.end) return -1
  }
  return text.startsWith('<!', index) && isAlpha(text.charCodeAt(index + 2)) ? index : -1
}

/** The first `code` in `text[from, end)`, or -1: a search that stops at the line's end (`indexOf` would go on to the file's). */
function indexInLine(text: string, code: number, from: number, end: number): number {
  for (let index = from; index < end; index++) if (text.charCodeAt(index) === code) return index
  return -1
}

/**
 * Whether `line` may end a block that a line taken for an HTML block's start
 * was inside: a fence, or the end of a comment, processing instruction,
 * CDATA section or `<script>`, `<pre>`, `<style>`, `<textarea>` (CommonMark
 * 4.6, kinds 1 to 5).
 */
function mayEndEnclosing(text: string, line: Line): boolean {
  if (mayBeFence(text, line)) return true
  const content = text.slice(line.content, line.end)
  return (
    content.includes('-->') ||
    content.includes('?>') ||
    content.includes(']]>') ||
    /<\/(?:script|pre|style|textarea)/i.test(content)
  )
}

/** `<!--` … `-->` on one line (CommonMark 4.6, kind 2). */
function isOneLineComment(text: string, line: Line): boolean {
  return text.startsWith('<!--', line.content) && text.slice(line.content + 2, line.end).includes('-->')
}

/**
 * A definition micromark is certain to accept, on one line: `[label]:`, a
 * destination without `<`, `\` or unbalanced parentheses, and at most a
 * title in double quotes. Any other line is counted as text.
 */
function isDefinition(text: string, line: Line): boolean {
  let index = line.content
  if (text.charCodeAt(index) !== codes.leftSquareBracket) return false
  index++
  let label = 0
  let content = false
  for (; index < line.end; index++, label++) {
    const code = text.charCodeAt(index)
    if (code === codes.rightSquareBracket) break
    if (code === codes.leftSquareBracket || code === codes.backslash || label >= maxLabel) return false
    if (code !== codes.space && code !== codes.ht) content = true
  }
  if (!content || text.charCodeAt(index) !== codes.rightSquareBracket || text.charCodeAt(index + 1) !== codes.colon)
    return false
  index += 2
  index = skipBlanks(text, index, line.end)
  const destination = index
  let depth = 0
  for (; index < line.end; index++) {
    const code = text.charCodeAt(index)
    if (code <= codes.space || code === codes.del) break
    if (code === codes.lessThan || code === codes.backslash) return false
    if (code === codes.leftParenthesis && ++depth > maxParenthesisDepth) return false
    if (code === codes.rightParenthesis && --depth < 0) return false
  }
  if (index === destination || depth !== 0) return false
  index = skipBlanks(text, index, line.end)
  if (index === line.end) return true
  if (text.charCodeAt(index) !== codes.quotationMark || text.charCodeAt(index - 1) > codes.space) return false
  const close = indexInLine(text, codes.quotationMark, index + 1, line.end)
  if (close === -1) return false
  for (let at = index + 1; at < close; at++) if (text.charCodeAt(at) === codes.backslash) return false
  return isBlankFrom(text, close + 1, line.end)
}

/** Cells of a table row: unescaped `|` split it, one at either end does not; 0 without any. */
function cells(text: string, line: Line): number {
  let end = line.end
  while (end > line.content && (text.charCodeAt(end - 1) === codes.space || text.charCodeAt(end - 1) === codes.ht))
    end--
  let pipes = 0
  let trailing = false
  for (let index = line.content; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.backslash) index++
    else if (code === codes.verticalBar) {
      pipes++
      trailing = index === end - 1
    }
  }
  if (pipes === 0) return 0
  const leading = text.charCodeAt(line.content) === codes.verticalBar
  return pipes + 1 - (leading ? 1 : 0) - (trailing && !(leading && pipes === 1) ? 1 : 0)
}

/** A table's delimiter row under `header`: as many cells, each `:?-+:?` between optional whitespace, a `|` somewhere. */
function isDelimiterRowOf(text: string, line: Line, header: Line): boolean {
  const first = text.charCodeAt(line.content)
  if ((first !== codes.verticalBar && first !== codes.dash && first !== codes.colon) || mayStartListItem(text, line))
    return false
  let end = line.end
  while (end > line.content && (text.charCodeAt(end - 1) === codes.space || text.charCodeAt(end - 1) === codes.ht))
    end--
  let index = line.content
  let pipes = 0
  if (first === codes.verticalBar) {
    index++
    pipes++
  }
  let found = 0
  while (index < end) {
    index = skipBlanks(text, index, end)
    if (text.charCodeAt(index) === codes.colon) index++
    const dashes = index
    while (index < end && text.charCodeAt(index) === codes.dash) index++
    if (index === dashes) return false
    if (text.charCodeAt(index) === codes.colon) index++
    found++
    index = skipBlanks(text, index, end)
    if (index === end) break
    if (text.charCodeAt(index) !== codes.verticalBar) return false
    pipes++
    index++
  }
  return pipes > 0 && found > 0 && found === cells(text, header)
}

/** A table row: a line with an unescaped `|` that starts no other block. */
function isRow(text: string, line: Line): boolean {
  const code = text.charCodeAt(line.content)
  if (code === codes.greaterThan || code === codes.lessThan) return false
  if (
    isHeading(text, line) ||
    isThematicBreak(text, line) ||
    // Any list item ends a table, not only one that may interrupt a paragraph (`2. |`, an empty `-`).
    mayStartListItem(text, line) ||
    fenceOpen(text, line) !== 0
  )
    return false
  for (let index = line.content; index < line.end; index++) {
    const each = text.charCodeAt(index)
    if (each === codes.backslash) index++
    else if (each === codes.verticalBar) return true
  }
  return false
}
