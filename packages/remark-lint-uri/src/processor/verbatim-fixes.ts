/**
 * Where a fix may be offered as an edit of the file: the one decision of the
 * CLI's `--fix` (cli/fix.ts) and of the language server's quick fixes (which
 * offer each message's `expected` over its range). A URI found in text that
 * is not the file's (a base64 mail part, decoded) is placed at a zero-width
 * point: an edit there would insert the replacement (`***`) beside text it
 * does not replace. So a message of the three rules keeps its `expected`
 * only where its range is the text it is about.
 */
import {codes} from '@urilint/core/character'
import type {Processor} from 'unified'
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {isRuleId} from '../rules/metadata.js'

/**
 * Whether `message`'s fix can be an edit of `text` (the file's text after a
 * byte-order mark, which the offsets leave out): its range is not empty and
 * inside the text. (The rules quote, as `actual`, what the range holds as
 * written: a quoted-printable escape as it is in the file.)
 */
export function offersEdit(message: VFileMessage, text: string): boolean {
  const place = message.place
  if (place === undefined || !('start' in place)) return false
  const start = place.start.offset
  const end = place.end.offset
  return start !== undefined && end !== undefined && start < end && end <= text.length
}

/** unified plugin: used while plugins attach, so that its transformer runs after every rule; drops the `expected` of the rules' messages that `offersEdit` refuses. */
export default function verbatimFixes(this: Processor): undefined {
  this.use(() => dropUnplaceable)
}

function dropUnplaceable(_tree: unknown, file: VFile): undefined {
  const value = String(file)
  const text = value.charCodeAt(0) === codes.byteOrderMark ? value.slice(1) : value
  for (const message of file.messages) {
    if (message.expected === undefined || message.source !== 'remark-lint' || !isRuleId(message.ruleId)) continue
    if (!offersEdit(message, text)) message.expected = undefined
  }
}
