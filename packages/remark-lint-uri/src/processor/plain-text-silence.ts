/**
 * Silencing one finding in plain text (`.txt`, `.eml`, `.mbox`), where there
 * are no `<!--lint ignore-->` comments: a line holding
 * `urilint-disable-line` drops the messages that start on it, a line holding
 * `urilint-disable-next-line` those of the line after it; rule ids after the
 * marker (`urilint-disable-next-line no-unsafe-port`, up to the next marker
 * or the line's end, separated by white space or commas) limit it to those
 * rules; other words are ignored. Lines end at LF, CR or CRLF, as messages
 * are placed. Only the three rules' messages are dropped that way.
 *
 * And only urilint speaks on plain text: the Markdown rules of the user's
 * configuration run on its one text node too (`no-undefined-references` reads
 * an IP address in a `Received:` header, `[10.0.0.1]`, as a reference), so
 * their messages are dropped; urilint's own and the engine's (no rule id)
 * stay.
 */
import {codes, isAlphanumeric} from '@urilint/core/character'
import type {Processor} from 'unified'
import type {VFile} from 'vfile'
import {isRuleId, isUrilintMessage, ruleIds} from '../rules/metadata.js'
import {isPlainText} from './plain-text.js'

const marker = 'urilint-disable-'
const sameLine = 'line'
const nextLine = 'next-line'
const longestRuleId = Math.max(...ruleIds.map((id) => id.length))

/** unified plugin: used while plugins attach, so that its transformer runs after every rule. */
export default function plainTextSilence(this: Processor): undefined {
  this.use(() => silence)
}

function silence(_tree: unknown, file: VFile): undefined {
  if (!isPlainText(file.extname)) return
  file.messages = file.messages.filter(isUrilintMessage)
  const text = String(file)
  if (!text.includes(marker)) return
  const silenced = silencedLines(text)
  file.messages = file.messages.filter((message) => {
    if (message.source !== 'remark-lint' || !isRuleId(message.ruleId)) return true
    const line =
      message.place === undefined ? undefined : 'start' in message.place ? message.place.start.line : message.place.line
    const which = line === undefined ? undefined : silenced.get(line)
    return which === undefined || (which !== 'all' && !which.has(message.ruleId))
  })
}

/** Per line (1-based): the rules silenced there, or `all`. One pass over the text. */
export function silencedLines(text: string): Map<number, Set<string> | 'all'> {
  const silenced = new Map<number, Set<string> | 'all'>()
  let index = text.indexOf(marker)
  if (index === -1) return silenced
  let line = 1
  let lineEnd = endOfLine(text, 0)
  // The marker whose rule ids are being read (up to the next marker or the line's end), and where reading resumes.
  let open: {target: number; named: Set<string>} | undefined
  let wordsFrom = 0
  while (index !== -1) {
    if (index >= lineEnd) {
      if (open !== undefined) close(silenced, open.target, readRuleIds(text, wordsFrom, lineEnd, open.named))
      open = undefined
      // Each line's end is found once: from the line before's (linear).
      while (index >= lineEnd) {
        line++
        lineEnd = endOfLine(
          text,
          lineEnd + (text.charCodeAt(lineEnd) === codes.cr && text.charCodeAt(lineEnd + 1) === codes.lf ? 2 : 1)
        )
      }
    }
    // `urilint-disable-|line`
    const after = index + marker.length
    let target: number | undefined
    let rest = after
    if (text.startsWith(nextLine, after) && !continues(text, after + nextLine.length)) {
      target = line + 1
      rest += nextLine.length
    } else if (text.startsWith(sameLine, after) && !continues(text, after + sameLine.length)) {
      target = line
      rest += sameLine.length
    }
    // A marker closes the open one; anything else (`urilint-disable-lines`) is a word among the open marker's, read with the rest.
    if (target !== undefined) {
      if (open !== undefined) close(silenced, open.target, readRuleIds(text, wordsFrom, index, open.named))
      open = {target, named: new Set()}
      wordsFrom = rest
    }
    index = text.indexOf(marker, after)
  }
  if (open !== undefined) close(silenced, open.target, readRuleIds(text, wordsFrom, lineEnd, open.named))
  return silenced
}

/** Record a marker: the rule ids it named, or every rule when it named none. */
function close(silenced: Map<number, Set<string> | 'all'>, target: number, named: Set<string>): undefined {
  const before = silenced.get(target)
  if (named.size === 0 || before === 'all') silenced.set(target, 'all')
  else if (before === undefined) silenced.set(target, named)
  else for (const ruleId of named) before.add(ruleId)
}

/** Where the line starting at `from` ends: its CR or LF (vfile-location's line endings: LF, CR, CRLF, as messages are placed), or the text's end. */
function endOfLine(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const c = text.charCodeAt(index)
    if (c === codes.lf || c === codes.cr) return index
  }
  return text.length
}

/** Add the rule ids among the words of `text` from `start` to `end` (words: separated by white space or commas; other words are ignored). */
function readRuleIds(text: string, start: number, end: number, named: Set<string>): Set<string> {
  let index = start
  while (index < end) {
    // `|no-unsafe-port, no-uri-password`
    while (index < end && isSeparator(text.charCodeAt(index))) index++
    const wordStart = index
    while (index < end && !isSeparator(text.charCodeAt(index))) index++
    // Only words as long as a rule id are compared (no slice of longer words).
    if (index > wordStart && index - wordStart <= longestRuleId) {
      const word = text.slice(wordStart, index)
      if (isRuleId(word)) named.add(word)
    }
  }
  return named
}

/** Between words: a space, a tab, a form feed or a comma (the line's end closes the list). */
function isSeparator(c: number): boolean {
  return c === codes.space || c === codes.ht || c === codes.ff || c === codes.comma
}

/** Whether the word goes on at `index` (`urilint-disable-lines` is not the marker). */
function continues(text: string, index: number): boolean {
  const c = text.charCodeAt(index)
  return isAlphanumeric(c) || c === codes.dash || c === codes.underscore
}
