/**
 * Silencing one finding in plain text (`.txt`, `.eml`, `.mbox`), where there
 * are no `<!--lint ignore-->` comments: a line holding
 * `urilint-disable-line` drops the messages that start on it, a line holding
 * `urilint-disable-next-line` those of the line after it; rule ids after the
 * marker (`urilint-disable-next-line no-unsafe-port`) limit it to those
 * rules. Only the three rules' messages are dropped.
 */
import {codes, isAlphanumeric} from '@urilint/core/character'
import type {Processor} from 'unified'
import type {VFile} from 'vfile'
import {ruleIds} from '../rules/metadata.js'
import {plainTextExtensions} from './plain-text.js'

const marker = 'urilint-disable-'
const sameLine = 'line'
const nextLine = 'next-line'
const rules: ReadonlySet<string> = new Set(ruleIds)

/** unified plugin: used while plugins attach, so that its transformer runs after every rule. */
export default function plainTextSilence(this: Processor): undefined {
  this.use(() => silence)
}

function silence(_tree: unknown, file: VFile): undefined {
  const extname = file.extname?.toLowerCase()
  if (extname === undefined || !plainTextExtensions.includes(extname)) return
  const text = String(file)
  if (!text.includes(marker)) return
  const silenced = silencedLines(text)
  file.messages = file.messages.filter((message) => {
    if (message.source !== 'remark-lint' || message.ruleId === undefined || !rules.has(message.ruleId)) return true
    const line = message.place === undefined ? undefined : 'start' in message.place ? message.place.start.line : message.place.line
    const which = line === undefined ? undefined : silenced.get(line)
    return which === undefined || (which !== 'all' && !which.has(message.ruleId))
  })
}

/** Per line (1-based): the rules silenced there, or `all`. One pass over the text. */
export function silencedLines(text: string): Map<number, Set<string> | 'all'> {
  const silenced = new Map<number, Set<string> | 'all'>()
  let line = 1
  let lineStart = 0
  let index = text.indexOf(marker)
  while (index !== -1) {
    // Count the lines up to the marker (from where the last count stopped: linear).
    for (let cursor = text.indexOf('\n', lineStart); cursor !== -1 && cursor < index; cursor = text.indexOf('\n', cursor + 1)) {
      line++
      lineStart = cursor + 1
    }
    let after = index + marker.length
    let target: number | undefined
    if (text.startsWith(nextLine, after) && !continues(text, after + nextLine.length)) {
      target = line + 1
      after += nextLine.length
    } else if (text.startsWith(sameLine, after) && !continues(text, after + sameLine.length)) {
      target = line
      after += sameLine.length
    }
    if (target !== undefined) {
      const lineEnd = text.indexOf('\n', after)
      const named = text.slice(after, lineEnd === -1 ? text.length : lineEnd).split(/[\s,]+/).filter((word) => rules.has(word))
      const before = silenced.get(target)
      if (named.length === 0 || before === 'all') silenced.set(target, 'all')
      else silenced.set(target, new Set([...(before ?? []), ...named]))
    }
    index = text.indexOf(marker, after)
  }
  return silenced
}

/** Whether the word goes on at `index` (`urilint-disable-lines` is not the marker). */
function continues(text: string, index: number): boolean {
  const c = text.charCodeAt(index)
  return isAlphanumeric(c) || c === codes.dash || c === codes.underscore
}
