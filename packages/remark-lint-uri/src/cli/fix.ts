/**
 * `urilint --fix`: the edits a file's messages offer (`expected`, as the
 * language server's quick fixes), kept only where replacing the exact range
 * is sure to mean what the message says. Every other byte of the file stays.
 */
import {isPlaceholder} from '@urilint/core'
import type {VFileMessage} from 'vfile-message'
import {isRuleId, type RuleId} from '../rules/metadata.js'
import type {LintMessage} from './lint.js'

/** What `--fix` may do. */
export interface FixOptions {
  /** The text that replaces a password; passwords are left alone without one (the user chooses it). */
  placeholder: string | undefined
}

/** One replacement, in UTF-16 offsets of the file's text. */
export interface Edit {
  start: number
  end: number
  text: string
  ruleId: string
  line: number
  column: number
}

/** The edits of a file, and what was left and why. */
export interface Plan {
  edits: Edit[]
  /** Passwords left in place: no placeholder was chosen. */
  passwordsLeft: number
  /** Fixes not applied: the range is not the text the fix is for, an insertion or a replacement Markdown could read, or it overlaps another fix. */
  skipped: number
}

const passwordRule: RuleId = 'no-uri-password'

/**
 * What a fix of a URI may write: percent-encodings and the characters of a
 * path (`%C3%BC`, `%20`, `%25`, `./:`), none of which Markdown reads as
 * syntax. An insertion (`]` to close an IP literal) is never applied: where
 * the URI ends is a guess, and the bracket could close a link text.
 */
const inertReplacement = /^[A-Za-z0-9%./:-]+$/

/**
 * The edits `messages` offer on `text`. A fix is taken when the message is one
 * of the three rules', offers exactly one replacement and has an exact range;
 * and, but for a password, when the range holds just the text the message
 * says it found (`actual`): so a range through a character reference or an
 * escape is never rewritten with decoded text; and when the replacement is
 * inert in Markdown (`inertReplacement`). A password (which no message
 * quotes) is replaced by the chosen placeholder only. Overlapping fixes: the
 * first wins (a second run takes the rest).
 */
export function planFixes(text: string, messages: readonly VFileMessage[], options: FixOptions): Plan {
  const candidates: Edit[] = []
  let passwordsLeft = 0
  let skipped = 0

  for (const message of messages) {
    if (!isRuleId(message.ruleId) || message.source !== 'remark-lint') continue
    const expected = message.expected
    if (expected === undefined || expected.length !== 1) continue
    const place = message.place
    if (place === undefined || !('start' in place)) continue
    const start = place.start.offset
    const end = place.end.offset
    if (start === undefined || end === undefined || start > end || end > text.length) {
      skipped++
      continue
    }

    let replacement: string
    if (message.ruleId === passwordRule) {
      if (options.placeholder === undefined) {
        passwordsLeft++
        continue
      }
      replacement = options.placeholder
    } else {
      if (start === end || text.slice(start, end) !== message.actual || !inertReplacement.test(expected[0]!)) {
        skipped++
        continue
      }
      replacement = expected[0]!
    }
    candidates.push({start, end, text: replacement, ruleId: message.ruleId, line: place.start.line, column: place.start.column})
  }

  candidates.sort((a, b) => a.start - b.start || a.end - b.end)
  const edits: Edit[] = []
  let last = -1
  for (const edit of candidates) {
    // A range that starts inside the last one overlaps it.
    if (edit.start < last) {
      skipped++
      continue
    }
    edits.push(edit)
    last = edit.end
  }

  return {edits, passwordsLeft, skipped}
}

/**
 * Why the fixed text must not be written: per rule, linting it must find at
 * most what was found less what was fixed: a fix that fixed nothing, or made
 * something new, shows as one more. (By rule, not by reason: fixing a path
 * changes the reason of the password message that quotes that URI.)
 */
export function fixedTextProblem(before: readonly LintMessage[], edits: readonly Edit[], after: readonly LintMessage[]): string | undefined {
  const allowed = new Map<string, number>()
  const add = (key: string, count: number) => allowed.set(key, (allowed.get(key) ?? 0) + count)
  for (const message of before) add(keyOf(message), 1)
  for (const edit of edits) {
    add(edit.ruleId, -1)
    // With `placeholders: true` the rule reports the placeholder that replaced a password.
    if (edit.ruleId === passwordRule) add(passwordRule + placeholderKey, 1)
  }
  for (const message of after) add(keyOf(message), -1)
  for (const [key, left] of allowed) {
    if (left < 0) return `the fixed text would have more \`${key.replace(placeholderKey, '') || 'other'}\` findings than were left`
  }
  return undefined
}

const placeholderKey = ' (placeholder)'

/** What `unexpected` counts a message as: its rule, and for a password whether it is a placeholder. */
function keyOf(message: LintMessage): string {
  const rule = message.ruleId ?? ''
  return rule === passwordRule && message.reason.startsWith('Unexpected placeholder password') ? rule + placeholderKey : rule
}

/** `text` with `edits` (sorted, not overlapping) applied. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = ''
  let cursor = 0
  for (const edit of edits) {
    result += text.slice(cursor, edit.start) + edit.text
    cursor = edit.end
  }
  return result + text.slice(cursor)
}

/** The characters a placeholder may not hold: they would end or restructure the URI (RFC 3986 3.2.1, Appendix E) or the Markdown around it. */
const unsafePlaceholder = /[\s"<>`\\/?#@:[\]()|^]/u

/** Why `placeholder` cannot replace passwords, or `undefined` when it can. */
export function placeholderProblem(placeholder: string): string | undefined {
  if (placeholder === '') return 'an empty placeholder would leave `user:@host`'
  const unsafe = unsafePlaceholder.exec(placeholder)
  if (unsafe !== null) return `\`--password-placeholder\` cannot hold \`${unsafe[0]}\` (it would change the URI around it)`
  if (!isPlaceholder(placeholder)) return `\`${placeholder}\` is not a placeholder urilint recognises, so the fixed URI would still be flagged: use \`***\`, \`REDACTED\`, \`$PASSWORD\`, \`PASSWORD\` or similar`
  return undefined
}
