/**
 * The mdast the rules read in markdownlint, built only where a URI can be,
 * and there compiled from markdownlint's micromark tokens (compile.ts), not
 * parsed again.
 *
 * markdownlint has already tokenized the document with micromark; parsing it
 * again whole with urilint's processor (remark-parse, GFM, front matter, the
 * parse guard) cost more than markdownlint's own run (+140-190% on the bench
 * corpus, docs/performance.md). A chunk is compiled from the tokens, by
 * remark-parse's own compiler, when they are what remark-parse's micromark
 * gives (compile.ts says where they are not), and the parse guard would
 * leave the document to micromark as it is (no bound passed: else it is
 * parsed as before); front matter is made from its lines. Only the rest is
 * parsed: 0.4% of the bench corpus's text.
 *
 * The document is cut into chunks where
 * Markdown starts afresh, by markdownlint's top-level tokens: before a
 * block at column 1 after a blank line, its line not indented (nothing open
 * then reaches into it: not a list, which would join the list before; not
 * indented code, which a list before would take in when the chunks between
 * are left out; not `---` or `+++`, which would open front matter at the
 * start of the text parsed). Only the chunks
 * where the rules can find something are built; those parsed are parsed as
 * one text, and the tree's positions are mapped back onto the document.
 *
 * A chunk can hold a site only with one of the characters every site needs:
 * `[` or `]` (links, images, definitions, references, the link mistakes of
 * unlinked.ts), `<` (autolinks, HTML, comments), `@` (e-mail literals,
 * userinfo in prose), `&` (a character reference may decode to either),
 * `://` or `www.` (GFM literals), and `:` where code can be (the rules read
 * code for URIs with any scheme: a backtick, a tilde, a tab or an indent).
 * A chunk the parse guard could read as plain text (with more work than
 * its bound on a block, `isLight`, or a long line) is parsed whenever it
 * has a `:`. Everything else is prose the rules
 * never report on, and where it is left out, the chunks around it parse as
 * they do in the whole document: each starts at a block of its own.
 *
 * Most chunks have a `[` (links are everywhere in docs) or code: a chunk is
 * left out too when every site it can hold is quiet, one no rule reports
 * under any options (`onlyQuietLinks`): inline links and images with a
 * bare destination the rules accept, references and bracketed text, code
 * spans with no URI, fenced code whose URIs the rules accept, quiet prose
 * around them, and definitions with a bare destination the rules accept
 * and no title (read from markdownlint's tokens). Anything else (HTML, an
 * escape, an indent, a title) keeps the chunk.
 *
 * markdownlint's micromark has extensions urilint's parser lacks (math,
 * directives), whose blocks could hide a fence that urilint's parser opens:
 * a document with one is parsed whole, as is one with a byte-order mark,
 * and one that opens with `---` or `+++` and no front matter (remark-
 * frontmatter's attempt at it can change how blocks far after it parse).
 */
import type {Nodes, Root, RootContent, Yaml} from 'mdast'
import type {Point, Position} from 'unist'
import {VFile} from 'vfile'
import {inspect, validate} from '@urilint/core'
import {codes, isAlpha, skipBlanks} from '@urilint/core/character'
import {extract} from '@urilint/extract'
import {verbatim} from '@urilint/extract/source-map'
import {isInlineMarker, markdownLimits, measureMarkdown, parseCost} from '../parse/markdown-work.js'
import {deepestNode} from '../parse/parse-guard.js'
import {processor} from '../processor/processor.js'
import {deceptiveFinding} from '../rules/deceptive.js'
import {linkMistake} from '../rules/link-mistakes.js'
import {readSchemeless} from '../rules/schemeless.js'
import {toolSyntaxFinding} from '../rules/tool-syntax.js'
import {compileBlocks, type MarkdownlintToken} from './compile.js'

/** Tokens between blocks, and markdownlint's own (its undefined references, appended after the document's). */
const between = new Set(['lineEnding', 'lineEndingBlank', 'linePrefix'])

/** A chunk as the scan for quiet chunks reads it. */
interface ChunkScan {
  /** Its top-level tokens. */
  tokens: readonly MarkdownlintToken[]
  /** Whether it has indented code (`hasIndentedCode`), once asked. */
  indentedCode?: boolean
  /** Whether it holds a reference or bracketed text (`quietReference`), which may mark a definition used. */
  references: boolean
}

/** Past this many characters a chunk may be a block the parse guard reads as plain text (4,000 of them at the guard's bound). */
const guardChunk = 3000
/** A line longer than this may be nested past the parse guard's bound (256 containers). */
const guardLine = 500

/**
 * The mdast of `text` (a document whose first `frontLines` lines are front
 * matter, then the lines markdownlint's `tokens` are on), its offsets into
 * `text`, with `starts` the offset of each of its lines.
 */
export function buildTree(
  text: string,
  starts: readonly number[],
  frontLines: number,
  tokens: readonly MarkdownlintToken[]
): Root {
  // A `---` or `+++` that opens the document and no front matter: remark-frontmatter's attempt at it can change
  // how blocks far after it parse (a list read as a paragraph's lines), which no chunk shows.
  if (text.charCodeAt(0) === codes.byteOrderMark || (frontLines === 0 && opensFrontMatter(text, 0))) return parse(text)
  const cuts = frontLines > 0 ? [0, frontLines] : [0]
  // The top-level tokens of each chunk (none for front matter, which markdownlint sets apart).
  const chunkTokens: MarkdownlintToken[][] = cuts.map(() => [])
  for (const token of tokens) {
    if (token.type.startsWith('math') || token.type.startsWith('directive')) return parse(text)
    if (token.type.startsWith('undefinedReference')) continue
    if (!between.has(token.type)) {
      const line = frontLines + token.startLine - 1
      if (
        token.startColumn === 1 &&
        line > cuts[cuts.length - 1]! &&
        line < starts.length &&
        token.type !== 'listOrdered' &&
        token.type !== 'listUnordered' &&
        isBlank(text, starts[line - 1]!, starts[line]!) &&
        !startsIndented(text, starts[line]!) &&
        !opensFrontMatter(text, starts[line]!)
      ) {
        cuts.push(line)
        chunkTokens.push([])
      }
    }
    chunkTokens[chunkTokens.length - 1]!.push(token)
  }
  cuts.push(starts.length)

  // Kept chunks, by index; front matter is always read. Those left out that hold a reference, by index.
  let kept: number[] = []
  const referring: number[] = []
  for (let index = 0; index + 1 < cuts.length; index++) {
    const seen: ChunkScan = {tokens: chunkTokens[index]!, references: false}
    const from = starts[cuts[index]!]!
    if (
      (frontLines > 0 && index === 0) ||
      mayFindInChunk(text, starts, frontLines, from, chunkEnd(text, starts, cuts, index), seen)
    )
      kept.push(index)
    else if (seen.references) referring.push(index)
  }
  // A reference marks its definition used, and a finding on a definition no reference uses is lowered
  // (collect.ts): where a kept chunk may hold a definition, the references go with it.
  const defines = definingChunks(text, starts, cuts)
  let keptSet = new Set(kept)
  if (referring.length > 0 && defines.some((index) => keptSet.has(index))) {
    kept = [...kept, ...referring].sort((a, b) => a - b)
    keptSet = new Set(kept)
  }
  // And the other way: a kept chunk's `[a] (https://…)` is told apart by whether `[a]` is linked to a definition
  // (unlinked.ts), which may stand in a chunk left out as quiet: where a kept chunk has a `]` before blanks and a
  // `(`, the chunks left out that may define go with it.
  const defining = defines.filter((index) => !keptSet.has(index))
  if (defining.length > 0 && holdsSpacedParenthesis(text, starts, cuts, kept))
    kept = [...kept, ...defining].sort((a, b) => a - b)
  const whole: Position = {start: {line: 1, column: 1, offset: 0}, end: pointAt(text, starts, text.length)}
  if (kept.length === 0) return {type: 'root', children: [], position: whole}
  // The parse guard, which would read some of the document otherwise than micromark: parse then, as the guard does.
  if (!isPlainMarkdown(text)) return parseChunks(text, starts, cuts, kept)

  // Compiled from markdownlint's tokens where they are what remark-parse's micromark gives, else parsed.
  const nodesOf = new Map<number, RootContent[]>()
  const parsed: number[] = []
  for (const index of kept) {
    const nodes =
      index === 0 && frontLines > 0
        ? frontMatter(text, starts, frontLines)
        : compileBlocks(text, starts, frontLines, chunkTokens[index]!)
    if (nodes === undefined) parsed.push(index)
    else nodesOf.set(index, nodes)
  }
  // A chunk parsed without the definitions of another reads their references as text (`[a]`, with `[a]: …` in a
  // compiled chunk): the kept chunks that may define are parsed with it, into one text.
  if (parsed.length > 0) {
    for (const index of defines) if (nodesOf.delete(index)) parsed.push(index)
    parsed.sort((a, b) => a - b)
  }
  const compiled = [...nodesOf.values()].flat()
  // Nested past the guard's bound on the tree's depth: the guard reads the document as plain text.
  if (deepestNode({type: 'root', children: compiled}).depth > markdownLimits.treeDepth)
    return parseChunks(text, starts, cuts, kept)
  if (parsed.length === 0) return {type: 'root', children: compiled, position: whole}
  const tree = parseChunks(text, starts, cuts, parsed)
  tree.children = byOffset(compiled, tree.children)
  tree.position = whole
  return tree
}

/**
 * remark-frontmatter's node of the front matter on the first `frontLines`
 * lines, if it reads them as markdownlint did: a fence of `---` (YAML) or
 * `+++` (TOML) on the first line and on the last that is not blank
 * (markdownlint counts the blank lines after it in), and on none between (a
 * fence is three markers and blanks). Else `undefined`.
 */
function frontMatter(text: string, starts: readonly number[], frontLines: number): RootContent[] | undefined {
  const marker = text.charCodeAt(0)
  if (marker !== codes.dash && marker !== codes.plusSign) return undefined
  let closing = frontLines - 1
  while (closing > 0 && isBlank(text, starts[closing]!, lineEnd(text, starts, closing))) closing--
  if (closing === 0) return undefined
  for (let line = 0; line <= closing; line++) {
    const isFence = isFenceLine(text, starts[line]!, lineEnd(text, starts, line), marker)
    if (isFence !== (line === 0 || line === closing)) return undefined
  }
  const end = lineEnd(text, starts, closing)
  // `toml` is remark-frontmatter's type that mdast's types do not name.
  const node = {
    type: marker === codes.dash ? 'yaml' : 'toml',
    value: closing === 1 ? '' : text.slice(starts[1], lineEnd(text, starts, closing - 1)),
    position: {
      start: {line: 1, column: 1, offset: 0},
      end: {line: closing + 1, column: end - starts[closing]! + 1, offset: end}
    }
  }
  return [node as Yaml]
}

/** Whether `text[from, to)` is three `marker`s and blanks. */
function isFenceLine(text: string, from: number, to: number, marker: number): boolean {
  if (to - from < 3) return false
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index)
    if (index < from + 3 ? code !== marker : code !== codes.space && code !== codes.ht) return false
  }
  return true
}

/** The end of line `line` (0-based), before its line ending. */
function lineEnd(text: string, starts: readonly number[], line: number): number {
  if (line + 1 >= starts.length) return text.length
  const next = starts[line + 1]!
  return text.charCodeAt(next - 2) === codes.cr && text.charCodeAt(next - 1) === codes.lf ? next - 2 : next - 1
}

/** Whether the parse guard leaves `text` to micromark as it is (parse-guard.ts: no bound passed, no block withheld). */
function isPlainMarkdown(text: string): boolean {
  const work = measureMarkdown(text)
  return (
    work.definitions * work.closers <= markdownLimits.referenceWork &&
    work.deepest.nesting <= markdownLimits.nesting &&
    work.heavy.length === 0 &&
    parseCost(text, markdownLimits.fileCost, work.heavy).cut === -1
  )
}

/** Two lists of nodes in document order, merged by offset. */
function byOffset(left: RootContent[], right: RootContent[]): RootContent[] {
  const merged: RootContent[] = []
  let at = 0
  for (const node of right) {
    const offset = node.position?.start.offset ?? 0
    while (at < left.length && left[at]!.position!.start.offset! < offset) merged.push(left[at++]!)
    merged.push(node)
  }
  while (at < left.length) merged.push(left[at++]!)
  return merged
}

/**
 * The mdast of the chunks `indices` (between `cuts`) parsed as one text, its
 * positions mapped back onto the document; the document parsed whole when
 * they are all of it.
 */
function parseChunks(
  text: string,
  starts: readonly number[],
  cuts: readonly number[],
  indices: readonly number[]
): Root {
  // As [first line, end line), adjacent chunks joined.
  const kept: Array<[number, number]> = []
  for (const index of indices) {
    const first = cuts[index]!
    const end = cuts[index + 1]!
    const last = kept[kept.length - 1]
    if (last !== undefined && last[1] === first) last[1] = end
    else kept.push([first, end])
  }
  if (kept.length === 1 && kept[0]![0] === 0 && kept[0]![1] === starts.length) return parse(text)
  const whole: Position = {start: {line: 1, column: 1, offset: 0}, end: pointAt(text, starts, text.length)}
  if (kept.length === 0) return {type: 'root', children: [], position: whole}

  let composite = ''
  // The document's line of each line of `composite`.
  const lineOf: number[] = []
  for (const [first, end] of kept) {
    composite += text.slice(starts[first], end < starts.length ? starts[end] : text.length)
    for (let line = first; line < end; line++) lineOf.push(line)
  }
  // The empty line after the text parsed, when it ends before the document does.
  const after = kept[kept.length - 1]![1]
  if (after < starts.length) lineOf.push(after)
  const tree = parse(composite)
  mapPositions(tree, text, starts, lineOf)
  tree.position = whole
  return tree
}

function parse(text: string): Root {
  return processor.parse(new VFile({path: 'document.md', value: text}))
}

/** Whether `text[from, to)` holds only blanks and line endings. */
function isBlank(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code !== codes.space && code !== codes.ht && code !== codes.lf && code !== codes.cr) return false
  }
  return true
}

/**
 * Whether the line at `at` starts with a blank: indented code, or a fence or
 * HTML under three spaces, which a list left open in the chunk before would
 * take in when the chunks between are left out of the text parsed.
 */
function startsIndented(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  return code === codes.space || code === codes.ht
}

/** Whether a line at `at` starts with `---` or `+++`, front matter's fence at the start of a text. */
function opensFrontMatter(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  return (
    (code === codes.dash || code === codes.plusSign) &&
    text.charCodeAt(at + 1) === code &&
    text.charCodeAt(at + 2) === code
  )
}

/** The end of chunk `index`: the start of the next, or of the text's end. */
function chunkEnd(text: string, starts: readonly number[], cuts: readonly number[], index: number): number {
  return cuts[index + 1]! < starts.length ? starts[cuts[index + 1]!]! : text.length
}

/** The chunks (in order) that have a `]:`, which every definition has: one pass over the `]:`. */
function definingChunks(text: string, starts: readonly number[], cuts: readonly number[]): number[] {
  const found: number[] = []
  let chunk = 0
  for (let at = text.indexOf(']:'); at !== -1; at = text.indexOf(']:', at + 2)) {
    while (chunk + 1 < cuts.length && chunkEnd(text, starts, cuts, chunk) <= at) chunk++
    if (chunk + 1 >= cuts.length) break
    if (found[found.length - 1] !== chunk) found.push(chunk)
  }
  return found
}

/** Whether one of the chunks `kept` holds a `]` before blanks and a `(` (`[a] (…)`): one pass over the `]`. */
function holdsSpacedParenthesis(
  text: string,
  starts: readonly number[],
  cuts: readonly number[],
  kept: readonly number[]
): boolean {
  let chunk = 0
  for (let at = text.indexOf(']'); at !== -1; at = text.indexOf(']', at + 1)) {
    while (chunk < kept.length && chunkEnd(text, starts, cuts, kept[chunk]!) <= at) chunk++
    if (chunk === kept.length) return false
    if (starts[cuts[kept[chunk]!]!]! > at) continue
    const next = skipBlanks(text, at + 1, text.length)
    if (next > at + 1 && text.charCodeAt(next) === codes.leftParenthesis) return true
  }
  return false
}

/**
 * Whether the rules can report anything in the chunk `text[from, to)`: its
 * top-level definitions read from their tokens (`isQuietDefinition`; a
 * chunk of them is the commonest that has a `[` and no link), the text
 * around them as written (`mayFind`).
 */
function mayFindInChunk(
  text: string,
  starts: readonly number[],
  frontLines: number,
  from: number,
  to: number,
  seen: ChunkScan
): boolean {
  if (!mayHoldSite(text, from, to)) return false
  // Long enough to hold a block the parse guard reads as plain text, definitions and all: kept, as `mayFind` keeps it.
  if (to - from > guardChunk && !isLight(text, from, to)) return true
  let at = from
  for (const token of seen.tokens) {
    if (token.type !== 'content') continue
    for (const child of token.children) {
      if (child.type !== 'definition') continue
      if (!isQuietDefinition(child)) return true
      const start = starts[frontLines + child.startLine - 1]! + child.startColumn - 1
      if (mayFind(text, at, start, seen)) return true
      at = starts[frontLines + child.endLine - 1]! + child.endColumn - 1
    }
  }
  // With no definition, the chunk is the one stretch, and may hold a site (above).
  return at === from ? !onlyQuietLinks(text, from, to, seen) : mayFind(text, at, to, seen)
}

/** Whether the rules can report anything in `text[from, to)`: it may hold a site, and not only links they accept. */
function mayFind(text: string, from: number, to: number, seen: ChunkScan): boolean {
  return mayHoldSite(text, from, to) && !onlyQuietLinks(text, from, to, seen)
}

/**
 * Whether no block in `text[from, to)` can pass the parse guard's bound on a
 * block's work, (lines + inline markers) × characters (markdown-work.ts): the
 * chunk's own count is more than any block's in it.
 */
function isLight(text: string, from: number, to: number): boolean {
  let count = 0
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.lf || isInlineMarker(code)) count++
  }
  return (count + 1) * (to - from) <= markdownLimits.blockWork
}

/**
 * Whether a definition (markdownlint's token) is one no rule reports under
 * any options: no title (where a credential can be), its destination bare
 * (no `<>`, escapes or character references: the URI as written) and quiet
 * (`isQuietUri`). Whether a reference uses it only lowers a finding.
 */
function isQuietDefinition(token: MarkdownlintToken): boolean {
  let destination: string | undefined
  for (const child of token.children) {
    if (child.type === 'definitionTitle') return false
    if (child.type === 'definitionDestination') {
      if (child.children[0]?.type !== 'definitionDestinationRaw') return false
      destination = child.text
    }
  }
  if (destination === undefined || destination.length === 0) return false
  for (let index = 0; index < destination.length; index++)
    if (!isBareDestination(destination.charCodeAt(index))) return false
  return isQuietUri(destination, 'definition')
}

/**
 * Whether every site `text[from, to)` can hold is a quiet link (`quietLink`):
 * it has none of the other characters a site needs, and nothing where code
 * can be (a link in code is no link, and the rules read code otherwise).
 * The chunk it is in holds no block the parse guard withholds (`isLight`).
 */
function onlyQuietLinks(text: string, from: number, to: number, seen: ChunkScan): boolean {
  let spaces = 0
  let lineStart = from
  for (let index = from; index < to; index++) {
    const at = text.charCodeAt(index)
    if (index === lineStart && isFence(text, index, at)) {
      const end = quietFence(text, index, to)
      if (end === -1) return false
      // On at the end of the fence's closing line.
      index = end - 1
      lineStart = end
      spaces = 0
      continue
    }
    if (at === codes.leftSquareBracket || at === codes.graveAccent) {
      const end = at === codes.leftSquareBracket ? quietLink(text, index, to, seen) : quietCode(text, index, to)
      if (end === -1) return false
      // On past the link's `)` or the code's closing run, on the line they end on.
      const newline = text.lastIndexOf('\n', end - 1)
      if (newline > index) lineStart = newline + 1
      index = end - 1
      spaces = 0
      continue
    }
    if (at === codes.lf || at === codes.cr) {
      if (index - lineStart > guardLine) return false
      lineStart = index + 1
    } else if (!isQuietProse(text, index, at)) return false
    spaces = at === codes.space ? spaces + 1 : 0
    // Four spaces may indent code, whose URIs the rules read: markdownlint's tokens say whether they do.
    if (spaces === 4 && (seen.indentedCode ??= hasIndentedCode(seen.tokens))) return false
  }
  return to - lineStart <= guardLine
}

/**
 * Whether the character `at` (at `index`) is prose around quiet links: not
 * one a site or code needs (see the module's comment; `\\` for escapes, which
 * would make `[` text).
 */
function isQuietProse(text: string, index: number, at: number): boolean {
  switch (at) {
    case codes.leftSquareBracket:
    case codes.rightSquareBracket:
    case codes.lessThan:
    case codes.atSign:
    case codes.ampersand:
    case codes.backslash:
    case codes.graveAccent:
    case codes.tilde:
    case codes.ht: {
      return false
    }
    case codes.colon: {
      return !(text.charCodeAt(index + 1) === codes.slash && text.charCodeAt(index + 2) === codes.slash)
    }
    case codes.dot: {
      return !isWww(text, index)
    }
    default: {
      return true
    }
  }
}

/**
 * The end (past its `)`) of the inline link or image opening at `open`,
 * `[text](destination)`, if it is one every rule accepts under any options
 * (or of a reference or bracketed text, `quietReference`):
 * its text quiet prose on its line, or on lines that surely go on
 * (`continuation`; no bracket: no nested link, no
 * reference; no `|`: no table cell's end; not a footnote's `^`), not after a
 * `)` (unlinked.ts's `(text)[…]`), its destination bare (no blank, so no
 * title; no parentheses, `<>`, escapes or character references: the URI
 * as written) and one the rules say nothing of. Otherwise -1.
 */
function quietLink(text: string, open: number, to: number, seen: ChunkScan): number {
  const image = text.charCodeAt(open - 1) === codes.exclamationMark
  if (text.charCodeAt(image ? open - 2 : open - 1) === codes.rightParenthesis) return -1
  if (text.charCodeAt(open + 1) === codes.caret) return -1
  let index = open + 1
  // [te|xt](…)
  for (; index < to; index++) {
    const at = text.charCodeAt(index)
    if (at === codes.rightSquareBracket) break
    if (at === codes.graveAccent) {
      const end = quietCode(text, index, to)
      if (end === -1) return -1
      index = end - 1
    } else if (at === codes.lf) {
      const next = continuation(text, index, to)
      if (next === -1) return -1
      index = next - 1
    } else if (at === codes.cr || at === codes.verticalBar || !isQuietProse(text, index, at)) return -1
  }
  if (text.charCodeAt(index + 1) !== codes.leftParenthesis) return quietReference(text, index, to, seen)
  const start = index + 2
  // [text](dest|ination)
  for (index = start; index < to; index++) {
    const at = text.charCodeAt(index)
    if (at === codes.rightParenthesis) break
    if (!isBareDestination(at)) return -1
  }
  if (index === start || index >= to) return -1
  return isQuietUri(text.slice(start, index), image ? 'image' : 'link') ? index + 1 : -1
}

/** Node types whose children hold no flow content, and so no indented code. */
const noFlow = new Set(['content', 'atxHeading', 'setextHeading', 'codeFenced', 'htmlFlow', 'table'])

/** Whether markdownlint's `tokens` hold indented code, in a container or not. */
function hasIndentedCode(tokens: readonly MarkdownlintToken[]): boolean {
  const stack = [...tokens]
  while (stack.length > 0) {
    const token = stack.pop()!
    if (token.type === 'codeIndented') return true
    if (!noFlow.has(token.type)) for (const child of token.children) stack.push(child)
  }
  return false
}

/**
 * The end of `[text]` whose `]` is at `close`, when it is followed by a
 * label (`[text][label]`, `[text][]`) or nothing: a reference or text,
 * which no rule reports. A reference adds no site: it only marks its
 * definition used. Not `[text]:` (it may be a definition, in a container),
 * not `[text][^1]`, nor followed by blanks and `(` (unlinked.ts's `[text]
 * (https://…)`). Otherwise -1.
 */
function quietReference(text: string, close: number, to: number, seen: ChunkScan): number {
  let end = close + 1
  const after = text.charCodeAt(end)
  if (after === codes.colon) return -1
  if (after === codes.leftSquareBracket) {
    if (text.charCodeAt(end + 1) === codes.caret) return -1
    for (end++; end < to; end++) {
      const at = text.charCodeAt(end)
      if (at === codes.rightSquareBracket) break
      if (at === codes.lf || at === codes.cr || at === codes.verticalBar || !isQuietProse(text, end, at)) return -1
    }
    if (end >= to) return -1
    end++
  }
  if (text.charCodeAt(skipBlanks(text, end, to)) === codes.leftParenthesis) return -1
  seen.references = true
  return end
}

/**
 * The end (past its closing run) of the code span opening at `open`, if it
 * closes on its line or on lines that surely go on (`continuation`), holds
 * no `|` (a table cell's end, in a table) and its URIs (`isQuietCode`) are
 * quiet. Markdown pairs the runs of backticks the same way: each with the
 * next run as long (code binds before links; HTML, autolinks and escapes,
 * which could come first, are not quiet prose). Otherwise -1.
 */
function quietCode(text: string, open: number, to: number): number {
  let index = open
  while (index < to && text.charCodeAt(index) === codes.graveAccent) index++
  const length = index - open
  let lines = false
  while (index < to) {
    const at = text.charCodeAt(index)
    if (at === codes.graveAccent) {
      const run = index
      while (index < to && text.charCodeAt(index) === codes.graveAccent) index++
      if (index - run !== length) continue
      const value = text.slice(open + length, run)
      // CommonMark 6.1: line endings are spaces (a paragraph's line loses its leading blanks).
      return isQuietCode(codeValue(lines ? value.replace(/\n */g, ' ') : value)) ? index : -1
    }
    if (at === codes.lf) {
      const next = continuation(text, index, to)
      if (next === -1) return -1
      lines = true
      index = next
      continue
    }
    if (at === codes.cr || at === codes.verticalBar) return -1
    index++
  }
  return -1
}

/**
 * Where inline content goes on after the `\n` at `end`, past the next
 * line's spaces, if it surely does: that line is not over `guardLine`, and
 * starts with an ASCII letter (no block starts there: no quote marker, list
 * item, heading, fence, HTML or setext underline, nor a blank line). Else -1.
 */
function continuation(text: string, end: number, to: number): number {
  let index = end + 1
  while (index < to && text.charCodeAt(index) === codes.space) index++
  if (index >= to || !isAlpha(text.charCodeAt(index))) return -1
  const next = text.indexOf('\n', index)
  return (next === -1 ? to : Math.min(next, to)) - (end + 1) > guardLine ? -1 : index
}

/** Whether a line at `at` opens a fenced code block (three backticks or tildes, CommonMark 4.5), its first character `code`. */
function isFence(text: string, at: number, code: number): boolean {
  return (
    (code === codes.graveAccent || code === codes.tilde) &&
    text.charCodeAt(at + 1) === code &&
    text.charCodeAt(at + 2) === code
  )
}

/**
 * The end (its last line's end) of the fenced code block opening at
 * `open`, at column 1 and closed in the chunk, if the URIs `extract` finds
 * in its code (what collect.ts reads of it) are quiet. A fence at column 1
 * opens a block wherever it is (it closes a list or a quote before it,
 * interrupts a paragraph), and its code is its lines as written. Otherwise
 * -1.
 */
function quietFence(text: string, open: number, to: number): number {
  const code = text.charCodeAt(open)
  let index = open
  while (index < to && text.charCodeAt(index) === code) index++
  const length = index - open
  // ```in|fo: a backtick fence's info string has no backtick (else it is a code span).
  for (; index < to && text.charCodeAt(index) !== codes.lf; index++) {
    const at = text.charCodeAt(index)
    if (at === codes.cr || (code === codes.graveAccent && at === codes.graveAccent)) return -1
  }
  const start = index + 1
  let lineStart = start
  for (index = start; index < to; index++) {
    const at = text.charCodeAt(index)
    if (at === codes.cr) return -1
    if (at !== codes.lf) continue
    if (index - lineStart > guardLine) return -1
    if (closesFence(text, lineStart, index, code, length)) {
      const value = text.slice(start, Math.max(start, lineStart - 1))
      return isQuietCode(value) ? index : -1
    }
    lineStart = index + 1
  }
  return -1
}

/** Whether the line `text[from, to)` closes a fence of `length` characters `code`: up to 3 spaces, as many or more, then blanks. */
function closesFence(text: string, from: number, to: number, code: number, length: number): boolean {
  let index = from
  while (index < to && index - from < 3 && text.charCodeAt(index) === codes.space) index++
  const run = index
  while (index < to && text.charCodeAt(index) === code) index++
  if (index - run < length) return false
  while (index < to && (text.charCodeAt(index) === codes.space || text.charCodeAt(index) === codes.ht)) index++
  return index === to
}

/** The value of a code span on one line, `text[from, to)` (CommonMark 6.1: one space off each end when both have one). */
function codeValue(value: string): string {
  if (value.length < 2 || value.charCodeAt(0) !== codes.space || value.charCodeAt(value.length - 1) !== codes.space)
    return value
  for (let index = 0; index < value.length; index++)
    if (value.charCodeAt(index) !== codes.space) return value.slice(1, -1)
  return value
}

/** Whether every URI collect.ts takes from code `value` (`extract`'s finds but addresses) is quiet. */
function isQuietCode(value: string): boolean {
  for (const found of extract(value, {www: true, diagnostics: false, lines: false, templates: true})) {
    if (found.kind === 'email') continue
    const uri = found.kind === 'www' && found.expanded !== undefined ? found.expanded : found.uri
    if (!isQuietUri(uri, 'code')) return false
  }
  return true
}

/** Whether `at` can be in a destination read as written: printable ASCII, none of what ends, quotes or decodes it. */
function isBareDestination(at: number): boolean {
  if (at <= codes.space || at >= codes.del) return false
  switch (at) {
    case codes.leftParenthesis:
    case codes.lessThan:
    case codes.greaterThan:
    case codes.backslash:
    case codes.ampersand:
    case codes.atSign:
    case codes.leftSquareBracket:
    case codes.rightSquareBracket:
    case codes.verticalBar:
    case codes.graveAccent:
    case codes.quotationMark:
    case codes.apostrophe: {
      return false
    }
    default: {
      return true
    }
  }
}

/**
 * Whether no rule reports `uri`, a link's or an image's destination, under
 * any options (`strict`, `placeholders`; `allow` and `allowPorts` only take
 * findings away): the checks of no-malformed-uri.ts in its order, and
 * core's `inspect` (ports, passwords) with nothing to say.
 */
function isQuietUri(uri: string, kind: 'link' | 'image' | 'definition' | 'code'): boolean {
  const site = {kind, uri, segments: verbatim(uri, 0), nodeStart: 0}
  return (
    validate(uri, {as: 'uri-reference'}).length === 0 &&
    linkMistake(uri, kind) === undefined &&
    deceptiveFinding(site) === undefined &&
    readSchemeless(uri) === undefined &&
    toolSyntaxFinding(site) === undefined &&
    inspect(uri, {strict: true}).length === 0
  )
}

/** Whether the `.` at `dot` ends `www` in any case, where GFM links a literal (`www.example.com`). */
function isWww(text: string, dot: number): boolean {
  for (let index = dot - 3; index < dot; index++) {
    const code = text.charCodeAt(index)
    if (code !== codes.lowercaseW && code !== codes.uppercaseW) return false
  }
  return true
}

/** Whether `text[from, to)` has a character some site needs (see the module's comment). */
function mayHoldSite(text: string, from: number, to: number): boolean {
  let colon = false
  let code = false
  let spaces = 0
  let lineStart = from
  for (let index = from; index < to; index++) {
    const at = text.charCodeAt(index)
    switch (at) {
      case codes.leftSquareBracket:
      case codes.rightSquareBracket:
      case codes.lessThan:
      case codes.atSign:
      case codes.ampersand: {
        return true
      }
      case codes.colon: {
        if (text.charCodeAt(index + 1) === codes.slash && text.charCodeAt(index + 2) === codes.slash) return true
        colon = true
        break
      }
      case codes.dot: {
        if (isWww(text, index)) return true
        break
      }
      case codes.graveAccent:
      case codes.tilde:
      case codes.ht: {
        code = true
        break
      }
      case codes.lf:
      case codes.cr: {
        if (index - lineStart > guardLine) code = true
        lineStart = index + 1
        break
      }
      default:
    }
    spaces = at === codes.space ? spaces + 1 : 0
    if (spaces === 4) code = true
  }
  if (to - lineStart > guardLine || to - from > guardChunk) code = true
  return colon && code
}

/** Put each position of `tree`, on the lines of the text parsed, on the document's lines (`lineOf`). */
function mapPositions(tree: Root, text: string, starts: readonly number[], lineOf: readonly number[]): void {
  const stack: Nodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop()!
    const position = node.position
    if (position !== undefined) {
      node.position = {
        start: mapPoint(position.start, text, starts, lineOf),
        end: mapPoint(position.end, text, starts, lineOf)
      }
    }
    if ('children' in node) for (const child of node.children) stack.push(child)
  }
}

function mapPoint(point: Point, text: string, starts: readonly number[], lineOf: readonly number[]): Point {
  const line = lineOf[point.line - 1] ?? starts.length - 1
  const offset = Math.min(starts[line]! + point.column - 1, text.length)
  return {line: line + 1, column: point.column, offset}
}

function pointAt(text: string, starts: readonly number[], offset: number): Point {
  let line = starts.length - 1
  while (line > 0 && starts[line]! > offset) line--
  return {line: line + 1, column: offset - starts[line]! + 1, offset}
}
