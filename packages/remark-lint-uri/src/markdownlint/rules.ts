/**
 * `remark-lint-uri/markdownlint`: the three rules as markdownlint custom
 * rules (`customRules` of `.markdownlint-cli2.jsonc`, markdownlint's API,
 * vscode-markdownlint), reporting what the remark rules report
 * (`ruleFindings`): the same ranges, reasons and safe fixes, the password in
 * none of them.
 *
 * The rules need the mdast: it is built once per document (the three rules
 * share it) by urilint's own processor (remark-parse, GFM, front matter, the
 * parse guard), from the document's text: the front matter lines
 * markdownlint sets apart and its micromark tokens, which hold the text of
 * HTML comments that `params.lines` blanks (a password in a comment counts).
 * Only the chunks of it that can hold a URI are parsed (tree.ts).
 *
 * What markdownlint cannot express: a note (it has no level below an error;
 * left out, as in the ESLint plugin: `strict: true` reports them), a range
 * over several lines (its ranges are on one line: the rest of the first),
 * a finding in front matter (it reports on the lines after it only: on the
 * first of them, its place in the detail, no range), and a fix that
 * `urilint --fix` would not write unasked (`fixInfo` is applied by
 * `markdownlint-cli2 --fix` without asking; a password's `***` is never one).
 */
import type {Root} from 'mdast'
import {ruleFindings, type RuleOptions, type UriFinding} from '../rules/findings.js'
import {ruleIds, rules as table, type RuleId} from '../rules/metadata.js'
import type {MarkdownlintToken} from './compile.js'
import {buildTree} from './tree.js'

/** markdownlint's custom rule (its `Rule` type, without importing markdownlint). */
export interface MarkdownlintRule {
  names: string[]
  description: string
  information: URL
  tags: string[]
  parser: 'micromark'
  function: (params: RuleParams, onError: (error: ErrorInfo) => void) => void
}

/** What a rule reads of markdownlint's `RuleParams`. */
interface RuleParams {
  name: string
  lines: readonly string[]
  frontMatterLines: readonly string[]
  config: unknown
  parsers: {micromark?: {tokens: readonly MarkdownlintToken[]}}
}

/** What a rule passes to `onError`. */
interface ErrorInfo {
  lineNumber: number
  detail?: string
  range?: [number, number]
  fixInfo?: {lineNumber?: number; editColumn?: number; deleteCount?: number; insertText?: string}
}

/** A document as the rules read it: its text and its mdast, built once for the three rules. */
interface Document {
  text: string
  tree: Root
  /** Offset of each line's start in `text`. */
  lineStarts: number[]
  /** Lines of front matter before the lines markdownlint numbers. */
  offset: number
}

// Keyed by `params.lines`: markdownlint hands the same frozen array to every rule of one document.
const documents = new WeakMap<object, Document>()

function documentOf(params: RuleParams): Document {
  let document = documents.get(params.lines)
  if (document === undefined) {
    const content = contentOf(params)
    const ending = /\r\n?|\n/.exec(content)?.[0] ?? '\n'
    const front = params.frontMatterLines
    const text = front.length === 0 ? content : front.join(ending) + ending + content
    const starts = lineStarts(text)
    // Parsing is all urilint's processor does to Markdown (its transformers are for mail and MDX).
    const tree = buildTree(text, starts, front.length, params.parsers.micromark?.tokens ?? [])
    document = {text, tree, lineStarts: starts, offset: front.length}
    documents.set(params.lines, document)
  }
  return document
}

/**
 * The text after the front matter: micromark's tokens tile it, HTML comments
 * as written. Should they not match the lines (line count and lengths:
 * markdownlint blanks comments in place), the lines.
 */
function contentOf(params: RuleParams): string {
  const tokens = params.parsers.micromark?.tokens ?? []
  let joined = ''
  for (const token of tokens) joined += token.text
  const split = joined.split(/\r\n?|\n/)
  const matches =
    split.length === params.lines.length && split.every((line, index) => line.length === params.lines[index]!.length)
  return matches ? joined : params.lines.join('\n')
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x0d && text.charCodeAt(index + 1) === 0x0a) continue
    if (code === 0x0a || code === 0x0d) starts.push(index + 1)
  }
  return starts
}

/** The 0-based line of `offset` (binary search). */
function lineAt(starts: readonly number[], offset: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= offset) low = middle
    else high = middle - 1
  }
  return low
}

/** The error markdownlint reports for `finding`. */
function errorOf(document: Document, lines: readonly string[], finding: UriFinding): ErrorInfo {
  const line = lineAt(document.lineStarts, finding.start)
  const column = finding.start - document.lineStarts[line]! + 1
  const lineNumber = line + 1 - document.offset
  if (lineNumber < 1) {
    return {lineNumber: 1, detail: `${finding.reason} (front matter, line ${line + 1}, column ${column})`}
  }
  const length = lines[lineNumber - 1]!.length
  const onOneLine = lineAt(document.lineStarts, finding.end) === line
  const count = Math.max(1, Math.min(onOneLine ? finding.end - finding.start : length, length - column + 1))
  const error: ErrorInfo = {lineNumber, detail: finding.reason}
  if (column <= length) error.range = [column, count]
  if (finding.autofix && onOneLine && finding.expected !== undefined)
    error.fixInfo = {editColumn: column, deleteCount: finding.end - finding.start, insertText: finding.expected}
  return error
}

function ruleOf(id: RuleId): MarkdownlintRule {
  return {
    names: [id],
    description: table[id].summary,
    information: new URL(table[id].url),
    tags: ['uri', 'links'],
    parser: 'micromark',
    function(params, onError) {
      const document = documentOf(params)
      // `true` (on, the defaults) or the rule's options.
      const options = typeof params.config === 'object' && params.config !== null ? params.config : undefined
      for (const finding of ruleFindings(id, document.tree, document.text, options as RuleOptions[typeof id])) {
        if (!finding.lower) onError(errorOf(document, params.lines, finding))
      }
    }
  }
}

/** The three rules, in the order of the rule table: `customRules` of markdownlint and markdownlint-cli2. */
const rules: MarkdownlintRule[] = ruleIds.map((id) => ruleOf(id))

export default rules
