/**
 * `<!--lint disable/enable/ignore-->` comments, as remark-lint handles them
 * (unified-message-control, name `lint`, source `remark-lint`), but only where
 * they can change something. remark-lint walks every tree twice for them,
 * which costs more than the three rules; on a file with no message of
 * remark-lint's and no `lint` in its text (every comment marker holds it)
 * the control has nothing to drop and no marker to check, so it is skipped.
 *
 * And in linear time: remark-message-control reads every `html` node with
 * mdast-comment-marker, whose regular expression is tried at every offset of
 * the node and backtracks over runs of white space (80,000 spaces in a
 * `<div>` took 19 s; a file read as plain text, one node, longer) and, in a
 * quoted value, over backslashes. Here a node is given to it only when one
 * linear pass finds the shape of a `lint` marker in it, with no run of white
 * space over 16 and no quote or backslash (a rule id holds none): on that,
 * the expression matches from the start in one pass.
 */
import type {Root} from 'mdast'
import {commentMarker} from 'mdast-comment-marker'
import type {Processor} from 'unified'
import {messageControl} from 'unified-message-control'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {codes, isNonAsciiSpace} from '@urilint/core/character'

const name = 'lint'
const source = 'remark-lint'
/** The nodes remark-message-control looks at for markers: `html`, and MDX's comments. */
const test = ['comment', 'html', 'mdxFlowExpression', 'mdxTextExpression']
/** The longest run of white space in a marker read (each is backtracked over once per character of it). */
const maxBlankRun = 16

/** remark-lint's comment handling, skipped where it has nothing to do. */
export default function remarkLintComments(this: Processor): undefined {
  // Used while plugins attach, so that it runs after every rule, as in remark-lint.
  this.use(lazyMessageControl)
}

function lazyMessageControl(): (tree: Root, file: VFile) => undefined {
  return (tree, file) => {
    if (!file.messages.some((message) => message.source === source) && !String(file).includes(name)) return
    messageControl(tree, {file, marker: lintMarker, name, source, test})
  }
}

/** mdast-comment-marker's reading of `node`, when it may be a `lint` marker (`mayBeLintMarker`). */
export function lintMarker(node: Node): ReturnType<typeof commentMarker> {
  const value = (node as {value?: unknown}).value
  if (typeof value !== 'string') return undefined
  if (node.type === 'html') return mayBeLintMarker(value, '<!--', '-->') ? commentMarker(node) : undefined
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    return mayBeLintMarker(value, '/*', '*/') ? commentMarker(node) : undefined
  return undefined
}

/**
 * Whether `value` is white space, `open`, white space, `lint`, then white
 * space or `close`, ..., `close` and white space, with no quote or backslash
 * and no run of white space over `maxBlankRun`. Every `lint` marker
 * mdast-comment-marker reads is one (but those with quotes, backslashes or
 * long blanks, which no rule id needs).
 */
export function mayBeLintMarker(value: string, open: string, close: string): boolean {
  let blankRun = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (isJsSpace(code)) {
      if (++blankRun > maxBlankRun) return false
      continue
    }
    blankRun = 0
    if (code === codes.quotationMark || code === codes.apostrophe || code === codes.backslash) return false
  }
  // `  |<!--  lint disable x -->  `
  let start = skipJsSpaces(value, 0)
  if (!value.startsWith(open, start)) return false
  start = skipJsSpaces(value, start + open.length)
  if (!value.startsWith(name, start)) return false
  const after = start + name.length
  // The name is all of `[a-zA-Z\d-]+` there (`lint-x` is another name), but in `lint-->`.
  if (!isJsSpace(value.charCodeAt(after)) && !value.startsWith(close, after)) return false
  let end = value.length
  while (end > 0 && isJsSpace(value.charCodeAt(end - 1))) end--
  return end - close.length >= after && value.startsWith(close, end - close.length)
}

function skipJsSpaces(value: string, index: number): number {
  while (index < value.length && isJsSpace(value.charCodeAt(index))) index++
  return index
}

/** JavaScript's `\s`: ECMAScript WhiteSpace and LineTerminator. */
function isJsSpace(code: number): boolean {
  return (code >= 0x09 && code <= 0x0d) || code === 0x20 || isNonAsciiSpace(code)
}
