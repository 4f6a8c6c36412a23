/**
 * `urilint --fix`: the edits a file's messages offer (`expected`, as the
 * language server's quick fixes), kept only where replacing the exact range
 * is sure to mean what the message says. Every other byte of the file stays.
 */
import {domainToASCII} from 'node:url'
import {isPlaceholder} from '@urilint/core'
import type {VFileMessage} from 'vfile-message'
import {isRuleId, type RuleId} from '../rules/metadata.js'
import {offersEdit} from '../processor/verbatim-fixes.js'
import {applyReplacements} from '../rules/repair.js'
import type {LintMessage} from './results.js'

/** What `--fix` may do. */
export interface FixOptions {
  /** The text that replaces a password; passwords are left alone without one (the user chooses it). */
  placeholder: string | undefined
  /** The real paths of the folders given: only a file whose real path is inside one is written (absent: any file). */
  roots?: readonly string[] | undefined
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
  /** Fixes not applied: the range is not the text the fix is for, an insertion or a replacement that does more than encode, or it overlaps another fix. */
  skipped: number
}

const passwordRule: RuleId = 'no-uri-password'

/**
 * What a fix of a URI may change: a character into its percent-encoding
 * (`|` into `%7C`, `é` into `%C3%A9`, `%` into `%25`) and a host label into
 * its IDNA form (`測試` into `xn--g6w251d`), neither of which Markdown reads
 * as syntax. Every other character of the range stays as written (a fix of
 * `no-malformed-uri` replaces the whole URI).
 */
export function onlyEncodes(actual: string, expected: string): boolean {
  let from = 0
  let index = 0
  while (from < actual.length || index < expected.length) {
    if (
      from < actual.length &&
      index < expected.length &&
      actual.charCodeAt(from) === expected.charCodeAt(index) &&
      !(expected.charCodeAt(index) === percent && actual.slice(from, from + 3) !== expected.slice(index, index + 3))
    ) {
      from++
      index++
      continue
    }
    const escaped = escapedCharacter(expected, index)
    if (
      escaped !== undefined &&
      actual.startsWith(escaped.value, from) &&
      !keptAsWritten(actual, from, escaped.value)
    ) {
      from += escaped.value.length
      index = escaped.end
      continue
    }
    if (expected.startsWith('xn--', index)) {
      const labelEnd = runEnd(
        expected,
        index,
        (code) => code === 0x2d || (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a)
      )
      const writtenEnd = runEnd(actual, from, (code) => !labelDelimiters.includes(code))
      if (domainToASCII(actual.slice(from, writtenEnd)) !== expected.slice(index, labelEnd)) return false
      from = writtenEnd
      index = labelEnd
      continue
    }
    return false
  }
  return true
}

const percent = 0x25

/**
 * Characters a fix never encodes: Markdown and HTML read them as syntax
 * (`\)` escapes a parenthesis, `"` ends an attribute; encoding one changes
 * what the text around is), and URI delimiters, whose escape means
 * something else. A `%` only where it starts no escape.
 */
const syntax = new Set(['\\', '"', "'", '<', '>', '(', ')', '`', '/', '?', '#', '@', ':'])

function keptAsWritten(actual: string, from: number, character: string): boolean {
  if (syntax.has(character)) return true
  return character === '%' && /^%[\dA-Fa-f]{2}/.test(actual.slice(from, from + 3))
}

/** What ends a host label: `.`, `:`, `/`, `?`, `#`, `@`. */
const labelDelimiters = [0x2e, 0x3a, 0x2f, 0x3f, 0x23, 0x40]

/** The character one UTF-8 sequence of escapes at `index` stands for (`%C3%A9`: `é`), if there is one. */
function escapedCharacter(text: string, index: number): {value: string; end: number} | undefined {
  const lead = escapeAt(text, index)
  if (lead === undefined) return undefined
  const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0
  if (length === 0) return undefined
  const end = index + 3 * length
  for (let at = index + 3; at < end; at += 3) if (escapeAt(text, at) === undefined) return undefined
  try {
    return {value: decodeURIComponent(text.slice(index, end)), end}
  } catch {
    return undefined
  }
}

function escapeAt(text: string, index: number): number | undefined {
  if (text.charCodeAt(index) !== percent) return undefined
  const value = Number.parseInt(text.slice(index + 1, index + 3), 16)
  return /^[\dA-Fa-f]{2}$/.test(text.slice(index + 1, index + 3)) ? value : undefined
}

function runEnd(text: string, index: number, inRun: (code: number) => boolean): number {
  while (index < text.length && inRun(text.charCodeAt(index))) index++
  return index
}

/**
 * The edits `messages` offer on `text`. A fix is taken when the message is one
 * of the three rules', offers exactly one replacement and has an exact range;
 * and, but for a password, when the range holds just the text the message
 * says it found (`actual`): so a range through a character reference or an
 * escape is never rewritten with decoded text; and when the replacement
 * only encodes (`onlyEncodes`), which Markdown never reads. A password (which no message
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
    // The decision the language server's quick fixes follow too (Markdown only is fixed here).
    if (start === undefined || end === undefined || !offersEdit(message, text)) {
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
      if (text.slice(start, end) !== message.actual || !onlyEncodes(message.actual, expected[0]!)) {
        skipped++
        continue
      }
      replacement = expected[0]!
    }
    candidates.push({
      start,
      end,
      text: replacement,
      ruleId: message.ruleId,
      line: place.start.line,
      column: place.start.column
    })
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
export function fixedTextProblem(
  before: readonly LintMessage[],
  edits: readonly Edit[],
  after: readonly LintMessage[]
): string | undefined {
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
    if (left < 0)
      return `the fixed text would have more \`${key.replace(placeholderKey, '') || 'other'}\` findings than were left`
  }
  return undefined
}

const placeholderKey = ' (placeholder)'

/** Times a file's fixed text is linted at most: the whole plan, then without its partial edits, once more for what that shows. */
export const maxFixRounds = 3

/**
 * `edits` (sorted, not overlapping) without those that are partial: where
 * the text they wrote (its range in the fixed text) touches a finding of
 * their own rule in `after` (the messages of the fixed text), that edit
 * did not fix what it was for. A placeholder that replaced a password is
 * reported as one, not as a partial fix. Linear in edits and messages.
 */
export function withoutPartialEdits(edits: readonly Edit[], after: readonly VFileMessage[]): Edit[] {
  const ranges: Array<{start: number; end: number; ruleId: string}> = []
  for (const message of after) {
    const place = message.place
    if (message.ruleId === undefined || place === undefined || !('start' in place)) continue
    const start = place.start.offset
    const end = place.end.offset
    if (start === undefined || end === undefined) continue
    if (message.ruleId === passwordRule && message.reason.startsWith('Unexpected placeholder password')) continue
    ranges.push({start, end, ruleId: message.ruleId})
  }
  ranges.sort((a, b) => a.start - b.start)
  const kept: Edit[] = []
  let shift = 0
  let next = 0
  // Both in document order: one pass, with the ranges that may still reach the edit.
  const open: typeof ranges = []
  for (const edit of edits) {
    const start = edit.start + shift
    const end = start + edit.text.length
    shift += edit.text.length - (edit.end - edit.start)
    while (next < ranges.length && ranges[next]!.start <= end) open.push(ranges[next++]!)
    let partial = false
    for (let index = open.length - 1; index >= 0; index--) {
      const range = open[index]!
      if (range.end < start) {
        open.splice(index, 1)
        continue
      }
      if (range.ruleId === edit.ruleId) partial = true
    }
    if (!partial) kept.push(edit)
  }
  return kept
}

/** What `unexpected` counts a message as: its rule, and for a password whether it is a placeholder. */
function keyOf(message: LintMessage): string {
  const rule = message.ruleId ?? ''
  return rule === passwordRule && message.reason.startsWith('Unexpected placeholder password')
    ? rule + placeholderKey
    : rule
}

/** `text` with `edits` (sorted, not overlapping) applied. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  return applyReplacements(text, edits)
}

/** The characters a placeholder may not hold: they would end or restructure the URI (RFC 3986 3.2.1, Appendix E) or the Markdown around it. */
const unsafePlaceholder = /[\s"<>`\\/?#@:[\]()|^]/u

/** Why `placeholder` cannot replace passwords, or `undefined` when it can. */
export function placeholderProblem(placeholder: string): string | undefined {
  if (placeholder === '') return 'an empty placeholder would leave `user:@host`'
  const unsafe = unsafePlaceholder.exec(placeholder)
  if (unsafe !== null)
    return `\`--password-placeholder\` cannot hold \`${unsafe[0]}\` (it would change the URI around it)`
  if (!isPlaceholder(placeholder))
    return `\`${placeholder}\` is not a placeholder urilint recognises, so the fixed URI would still be flagged: use \`***\`, \`REDACTED\`, \`$PASSWORD\`, \`PASSWORD\` or similar`
  return undefined
}
