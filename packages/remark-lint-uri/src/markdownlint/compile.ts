/**
 * The mdast of blocks markdownlint has tokenized, compiled from its micromark
 * tokens with no second parse: by remark-parse's own compiler
 * (mdast-util-from-markdown's handlers, with urilint's processor's
 * extensions: GFM, front matter, the gate on GFM's literal search), fed
 * micromark events rebuilt from markdownlint's token tree.
 *
 * markdownlint's token tree is micromark's events as a tree (one token per
 * `enter`, its children the events to its `exit`), with lines and columns
 * but no offsets: a column counts characters (a tab is one; micromark's
 * virtual spaces move neither), so an offset is its line's start plus the
 * column. Where markdownlint's tokens differ from what remark-parse's
 * micromark would give, the blocks are not compiled (`compileBlocks` says
 * so, and tree.ts parses them instead):
 *
 * - its extensions urilint's parser lacks (math, directives: `$`, `:name`);
 * - the GFM it lacks: strikethrough (a `~` in text) and task list items (a
 *   list item's first line opening with `[`);
 * - HTML blocks it parses again as Markdown (all but comments): their
 *   tokens are put back as one run of HTML text, which is what micromark
 *   gives when the block's lines hold nothing else (not in a container, or
 *   on one line); a block over several lines in a container is not compiled;
 * - a `---` or `+++` opening the document where markdownlint found no front
 *   matter (tree.ts parses that document: remark-frontmatter's attempt can
 *   change what follows).
 *
 * Everything else is the same micromark with the same constructs, so the
 * same events and the same tree (tree.test.ts compares them).
 */
import type {CompileContext, Token} from 'mdast-util-from-markdown'
import {fromMarkdown} from 'mdast-util-from-markdown'
import type {Paragraph, Root, RootContent} from 'mdast'
import {codes} from '@urilint/core/character'
import {processor} from '../processor/processor.js'

/** One of markdownlint's micromark tokens (`params.parsers.micromark.tokens`, recursively). */
export interface MarkdownlintToken {
  type: string
  startLine: number
  startColumn: number
  endLine: number
  endColumn: number
  text: string
  children: readonly MarkdownlintToken[]
  parent: MarkdownlintToken | null
}

type Config = CompileContext['config']

/** The tokens of containers' markers on their lines after the first (micromark's document, not its flow). */
const containerPrefixes = new Set(['blockQuotePrefix', 'listItemIndent', 'gfmFootnoteDefinitionIndent'])
type Event = ['enter' | 'exit', Token]

/** What the compiler's handlers need of remark-parse's compiler (`this` in a handler). */
interface Compiler {
  config: Config
  enter: CompileContext['enter']
  exit: CompileContext['exit']
  buffer: CompileContext['buffer']
  resume: CompileContext['resume']
}

let compiler: Compiler | undefined

/**
 * remark-parse's compiler with the processor's extensions, taken from a
 * handler's `this` (`CompileContext`, whose `config` holds every handler) in
 * a parse of one paragraph; the handler it is taken by does what
 * mdast-util-from-markdown's own does (opens a paragraph).
 */
function compilerOf(): Compiler {
  if (compiler !== undefined) return compiler
  const extensions = (processor.data('fromMarkdownExtensions') ?? []) as NonNullable<
    Parameters<typeof fromMarkdown>[1]
  >['mdastExtensions']
  let taken: Compiler | undefined
  function paragraph(this: CompileContext, token: Token): undefined {
    taken = {config: this.config, enter: this.enter, exit: this.exit, buffer: this.buffer, resume: this.resume}
    this.enter({type: 'paragraph', children: []} satisfies Paragraph, token)
  }
  fromMarkdown('a', {mdastExtensions: [...(extensions ?? []), {enter: {paragraph}}]})
  compiler = taken!
  return compiler
}

/**
 * The mdast nodes of markdownlint's top-level `tokens` (blocks between the
 * document's lines `frontLines` on), with offsets into `text` (`starts`: the
 * offset of each of its lines), as remark-parse makes them; `undefined` when
 * a token holds what this cannot compile (see the module's comment).
 */
export function compileBlocks(
  text: string,
  starts: readonly number[],
  frontLines: number,
  tokens: readonly MarkdownlintToken[]
): RootContent[] | undefined {
  const events: Event[] = []
  const contentStarts = new Map<number, number>()
  const pointAt = (line: number, column: number): {line: number; column: number; offset: number} => ({
    line: line + frontLines,
    column,
    offset: starts[line + frontLines - 1]! + column - 1
  })
  // Depth-first, without recursion: a token is entered, then its children, then exited.
  // `children` is what is walked of a token's: none for an HTML block put back as one run.
  const stack: Array<{own: Token; children: readonly MarkdownlintToken[]; next: number}> = []
  for (const top of tokens) {
    if (!push(top)) return undefined
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!
      if (frame.next === frame.children.length) {
        stack.pop()
        events.push(['exit', frame.own])
      } else if (!push(frame.children[frame.next++]!)) return undefined
    }
  }

  function push(token: MarkdownlintToken): boolean {
    if (!isCompilable(token)) return false
    const end = pointAt(token.endLine, token.endColumn)
    // micromark's offset of the start is its end's less the text (a blank line's end of line can start at column 1,
    // past the blanks it skipped, its offset after them).
    const start = {
      line: token.startLine + frontLines,
      column: token.startColumn,
      offset: end.offset - token.text.length
    }
    const own = {type: token.type, start, end} as Token
    // A block whose text is not the document's (markdownlint's lines stood in for it: rules.ts).
    if (stack.length === 0 && !text.startsWith(token.text, own.start.offset)) return false
    events.push(['enter', own])
    // Where the flow's text starts on a line: after its containers' markers (which a line ending's end may skip).
    if ((token.type === 'lineEnding' && token.endColumn > 1) || containerPrefixes.has(token.type)) {
      const at = token.type === 'lineEnding' ? own.end : own.start
      if (own.end.offset > (contentStarts.get(at.line) ?? -1)) contentStarts.set(at.line, own.end.offset)
    }
    let children = token.children
    if (token.type === 'htmlFlow' && !isHtmlComment(token)) {
      if (!isHtmlRun(token)) return false
      // Its text as written, one run: what its data and line endings add up to.
      if (own.end.offset > own.start.offset) {
        const data = {type: 'htmlFlowData', start: own.start, end: own.end} as Token
        events.push(['enter', data], ['exit', data])
      }
      children = []
    }
    stack.push({own, children, next: 0})
    return true
  }

  const root: Root = {type: 'root', children: []}
  return compile(events, root, (token) => serialize(text, starts, contentStarts, token)) ? root.children : undefined
}

/**
 * micromark's `sliceSerialize` of `token`: its text, but on the lines after
 * its first only from where the flow's text starts (micromark's flow does not
 * see the markers of containers; `contentStarts`, by line). So a line
 * ending is only its own characters: its end is where that text starts.
 */
function serialize(
  text: string,
  starts: readonly number[],
  contentStarts: ReadonlyMap<number, number>,
  token: Token
): string {
  const {start, end} = token
  if (start.line === end.line) return text.slice(start.offset, end.offset)
  let value = text.slice(start.offset, starts[start.line]!)
  for (let line = start.line + 1; line <= end.line; line++) {
    const from = contentStarts.get(line) ?? starts[line - 1]!
    value += text.slice(from, line === end.line ? end.offset : starts[line]!)
  }
  return value
}

/** Whether remark-parse's micromark makes of `token` what markdownlint's did (its children aside). */
function isCompilable(token: MarkdownlintToken): boolean {
  const type = token.type
  if (type.startsWith('math') || type.startsWith('directive')) return false
  // GFM strikethrough, which markdownlint's micromark lacks, opens on a `~` in text.
  if (type === 'data') return !token.text.includes('~')
  // GFM's task list item: `[ ]`, `[x]` opening a list item's first paragraph.
  if (type === 'content' && isList(token.parent)) return !isTaskListItem(token.text)
  return true
}

/** Whether `text`, a list item's first content, opens with what GFM could read as a task list item's check (`[ ]`, `[x]`). */
function isTaskListItem(text: string): boolean {
  if (text.charCodeAt(0) !== codes.leftSquareBracket || text.charCodeAt(2) !== codes.rightSquareBracket) return false
  const check = text.charCodeAt(1)
  return (
    check === codes.space ||
    check === codes.ht ||
    check === codes.lowercaseX ||
    check === codes.uppercaseX ||
    check === codes.lf ||
    check === codes.cr
  )
}

function isList(token: MarkdownlintToken | null): boolean {
  return token !== null && (token.type === 'listOrdered' || token.type === 'listUnordered')
}

/**
 * Whether an HTML block is one run of HTML in its lines as written: on one
 * line or not in a container (lines of a block in a list or quote start
 * after its markers).
 */
function isHtmlRun(token: MarkdownlintToken): boolean {
  return token.startLine === token.endLine || token.parent === null
}

/** Whether markdownlint kept micromark's tokens of an HTML block (a comment's: its data, line endings, containers' markers). */
function isHtmlComment(token: MarkdownlintToken): boolean {
  return (
    token.children.length > 0 &&
    token.children.every(
      (child) => child.type === 'htmlFlowData' || child.type === 'lineEnding' || containerPrefixes.has(child.type)
    )
  )
}

/**
 * mdast-util-from-markdown's `compile` over `events`, into `root`, with
 * remark-parse's handlers: list items added, then each event's handler,
 * then the transforms. `false` when tokens are left open.
 */
function compile(events: Event[], root: Root, sliceSerialize: (token: Token) => string): boolean {
  const {config, enter, exit, buffer, resume} = compilerOf()
  const context = {
    stack: [root],
    tokenStack: [],
    config,
    enter,
    exit,
    buffer,
    resume,
    data: {},
    sliceSerialize
  } as unknown as CompileContext
  const listStack: number[] = []
  const prepared: Event[] = []
  for (const [index, event] of events.entries()) {
    // micromark's table resolver sets its columns' alignment on the token; markdownlint's tokens have none.
    if (event[0] === 'enter' && typeAt(events, index) === 'table')
      (event[1] as Token & {_align?: Align[]})._align = tableAlign(events, index)
    prepared.push(event)
    if (event[1].type === 'listOrdered' || event[1].type === 'listUnordered') {
      if (event[0] === 'enter') listStack.push(prepared.length - 1)
      else prepareList(prepared, listStack.pop()!)
    }
  }
  for (const [kind, token] of prepared) {
    if (kind === 'enter') for (const listener of config.beforeEnter) listener.call(context, token)
    const handler = config[kind][token.type]
    if (handler !== undefined) handler.call(context, token)
    if (kind === 'exit') for (const listener of config.afterExit) listener.call(context, token)
  }
  if (context.tokenStack.length > 0) return false
  let tree = root
  for (const transform of config.transforms) tree = (transform(tree) as Root | undefined) ?? tree
  if (tree !== root) root.children = tree.children
  return true
}

type Align = 'center' | 'left' | 'none' | 'right'

/** micromark-extension-gfm-table's `gfmTableAlign`: the alignment of the columns of the table entered at `index`, from its delimiter row. */
function tableAlign(events: readonly Event[], index: number): Align[] {
  let inDelimiterRow = false
  const align: Align[] = []
  for (; index < events.length; index++) {
    const [kind, {type}] = events[index]! as [string, {type: string}]
    if (!inDelimiterRow) {
      if (kind === 'enter' && type === 'tableDelimiterRow') inDelimiterRow = true
    } else if (kind === 'enter') {
      if (type === 'tableContent') align.push(typeAt(events, index + 1) === 'tableDelimiterMarker' ? 'left' : 'none')
    } else if (type === 'tableContent') {
      if (typeAt(events, index - 1) === 'tableDelimiterMarker')
        align[align.length - 1] = align[align.length - 1] === 'left' ? 'center' : 'right'
    } else if (type === 'tableDelimiterRow') break
  }
  return align
}

/** The type of the event at `index` (micromark's types name no extension's). */
function typeAt(events: readonly Event[], index: number): string {
  return events[index]![1].type
}

/**
 * mdast-util-from-markdown's `prepareList` (2.1.0, as remark-parse has it):
 * the `listItem` tokens of the list that ends `events` (entered at `start`),
 * each list's and item's `_spread`, and which line endings are blank.
 */
function prepareList(events: Event[], start: number): void {
  const end = events.length - 1
  let index = start - 1
  let containerBalance = -1
  let listSpread = false
  let listItem: Token | undefined
  let lineIndex: number | undefined
  let firstBlankLineIndex: number | undefined
  let atMarker: boolean | undefined
  const insertions: Array<{at: number; event: Event}> = []
  while (++index <= end) {
    const event = events[index]!
    switch (event[1].type) {
      case 'listUnordered':
      case 'listOrdered':
      case 'blockQuote': {
        if (event[0] === 'enter') containerBalance++
        else containerBalance--
        atMarker = undefined
        break
      }
      case 'lineEndingBlank': {
        if (event[0] === 'enter') {
          if (listItem && !atMarker && !containerBalance && !firstBlankLineIndex) firstBlankLineIndex = index
          atMarker = undefined
        }
        break
      }
      case 'linePrefix':
      case 'listItemValue':
      case 'listItemMarker':
      case 'listItemPrefix':
      case 'listItemPrefixWhitespace': {
        break
      }
      default: {
        atMarker = undefined
      }
    }
    if (
      (!containerBalance && event[0] === 'enter' && event[1].type === 'listItemPrefix') ||
      (containerBalance === -1 &&
        event[0] === 'exit' &&
        (event[1].type === 'listUnordered' || event[1].type === 'listOrdered'))
    ) {
      if (listItem) {
        let tailIndex = index
        lineIndex = undefined
        while (tailIndex--) {
          const tailEvent = events[tailIndex]!
          const type = tailEvent[1].type
          if (type === 'lineEnding' || type === 'lineEndingBlank') {
            if (tailEvent[0] === 'exit') continue
            if (lineIndex) {
              events[lineIndex]![1].type = 'lineEndingBlank'
              listSpread = true
            }
            tailEvent[1].type = 'lineEnding'
            lineIndex = tailIndex
          } else if (
            type !== 'linePrefix' &&
            type !== 'blockQuotePrefix' &&
            type !== 'blockQuotePrefixWhitespace' &&
            type !== 'blockQuoteMarker' &&
            type !== 'listItemIndent'
          ) {
            break
          }
        }
        if (firstBlankLineIndex && (!lineIndex || firstBlankLineIndex < lineIndex)) listItem._spread = true
        listItem.end = {...(lineIndex ? events[lineIndex]![1].start : event[1].end)}
        insertions.push({at: lineIndex || index, event: ['exit', listItem]})
      }
      if (event[1].type === 'listItemPrefix') {
        const item = {type: 'listItem', _spread: false, start: {...event[1].start}} as unknown as Token
        listItem = item
        insertions.push({at: index, event: ['enter', item]})
        firstBlankLineIndex = undefined
        atMarker = true
      }
    }
  }
  // The list ends `events`: take it off, then push it back with the insertions merged in.
  const listEvents = events.splice(start)
  let insertion = 0
  for (index = 0; index < listEvents.length; index++) {
    while (insertion < insertions.length && insertions[insertion]!.at === start + index)
      events.push(insertions[insertion++]!.event)
    events.push(listEvents[index]!)
  }
  events[start]![1]._spread = listSpread
}
