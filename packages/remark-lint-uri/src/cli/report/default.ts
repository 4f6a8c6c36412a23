/**
 * The default report, as remark-cli prints it (vfile-reporter's layout: a
 * line per file, a row per message, a closing count), written here for
 * two reasons measured on it. Each message cost vfile-reporter about 1 ms
 * in `string-width` (80,000 findings: 88 s); here a cell's width is one scan
 * of its character codes. And vfile-reporter pads every reason to the
 * longest, so one long message widened every row of the report; here the
 * reason column is as wide as the longest reason up to `reasonColumn`
 * characters, and a longer reason pads nothing (the rule follows it after
 * one space, as after the longest reason of a column).
 */
import {displayName, printable} from '@urilint/extract/cli-shared'
import type {LintMessage, LintResult} from '../results.js'
import {shown, type ReportOptions} from './types.js'

/** The widest reason that sets the width of the reason column; a longer one is followed by the rule after one space. */
export const reasonColumn = 72

/** ANSI codes of the report's colours (vfile-reporter's), or none. */
interface Style {
  bold: string
  underline: string
  normalIntensity: string
  noUnderline: string
  red: string
  cyan: string
  green: string
  yellow: string
  defaultColor: string
}

const colored: Style = {
  bold: '\u001B[1m',
  underline: '\u001B[4m',
  normalIntensity: '\u001B[22m',
  noUnderline: '\u001B[24m',
  red: '\u001B[31m',
  cyan: '\u001B[36m',
  green: '\u001B[32m',
  yellow: '\u001B[33m',
  defaultColor: '\u001B[39m'
}
const plain: Style = {
  bold: '',
  underline: '',
  normalIntensity: '',
  noUnderline: '',
  red: '',
  cyan: '',
  green: '',
  yellow: '',
  defaultColor: ''
}

/** A message's row: each cell's text (styled) and width (of the text shown). */
interface Row {
  cells: string[]
  widths: number[]
  /** Lines under the row (`--verbose`: url and note). */
  after: string[]
}

/** Report as vfile-reporter lays it out (to stderr). */
export function reportDefault(results: readonly LintResult[], options: ReportOptions): string {
  const style = options.color === true ? colored : plain
  // Files by name, messages by place, as vfile-sort orders them.
  const files = results
    .map((result) => ({name: displayName(result.path), messages: shown(result.messages, options).sort(compareMessage)}))
    .sort((a, b) => a.name.localeCompare(b.name))
  const lines: Array<string | Row> = []
  const sizes = [0, 0, 0, 0, 0]
  let errors = 0
  let warnings = 0
  let notes = 0
  let lastHadMessages = false

  for (const file of files) {
    const quietHere = (options.quiet === true || options.silent === true) && file.messages.length === 0
    if (quietHere) continue
    let fatal = 0
    for (const message of file.messages) {
      if (message.fatal === true) fatal++
      else if (message.fatal === false) warnings++
      else notes++
    }
    errors += fatal
    const nameColor = fatal > 0 ? style.red : file.messages.length > 0 ? style.yellow : style.green
    const name = style.underline + nameColor + file.name + style.defaultColor + style.noUnderline
    if (lastHadMessages) lines.push('')
    lines.push(file.messages.length === 0 ? name + ': no issues found' : name)
    for (const message of file.messages) {
      const row = rowOf(message, style, options.verbose === true)
      for (let index = 0; index < row.widths.length; index++) {
        const width = row.widths[index]!
        if (width > sizes[index]! && (index !== 2 || width <= reasonColumn)) sizes[index] = width
      }
      lines.push(row)
    }
    lastHadMessages = file.messages.length > 0
  }

  if (lines.length === 0) return ''
  let text = ''
  for (const line of lines) {
    if (typeof line === 'string') {
      text += line.trimEnd() + '\n'
      continue
    }
    let row = ''
    for (let index = 0; index < line.cells.length; index++) {
      // A cell past its column's width (a long reason) pads nothing: one space, then the next cell.
      row += line.cells[index]! + ' '.repeat(Math.max(0, sizes[index]! - line.widths[index]!) + 1)
    }
    text += row.trimEnd() + '\n'
    for (const after of line.after) text += after.trimEnd() + '\n'
  }
  return text + counts(style, errors, warnings, notes)
}

/** The row of a message: place, level, reason (its code spans coloured), rule, source. */
function rowOf(message: LintMessage, style: Style, verbose: boolean): Row {
  const place =
    message.line === undefined
      ? ''
      : `${message.line}:${message.column ?? 1}` +
        (message.endLine === undefined ? '' : `-${message.endLine}:${message.endColumn ?? 1}`)
  const label = message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
  const reason = printable(message.reason)
  const ruleId = message.ruleId === undefined ? '' : printable(message.ruleId)
  const source = message.source === undefined ? '' : printable(message.source)
  const after: string[] = []
  if (verbose && message.url !== undefined)
    after.push('  ' + style.bold + '[url]' + style.normalIntensity + ':', '    ' + printable(message.url))
  if (verbose && message.note !== undefined)
    after.push('  ' + style.bold + '[note]' + style.normalIntensity + ':', '    ' + printable(message.note))
  return {
    cells: [
      place,
      (label === 'error' ? style.red : style.yellow) + label + style.defaultColor,
      style.bold + withCodeColored(reason, style) + style.normalIntensity,
      ruleId,
      source
    ],
    widths: [place.length, label.length, displayWidth(reason), displayWidth(ruleId), displayWidth(source)],
    after
  }
}

/**
 * The closing line: vfile-reporter's count of errors and warnings
 * (`✖ 1 error`, `3 messages (✖ 1 error, ⚠ 2 warnings)`), with the notes
 * counted too (`4 messages (✖ 1 error, ⚠ 1 warning, 2 notes)`), or a line of
 * their own when there are only notes (`2 notes`). After a blank line.
 */
function counts(style: Style, errors: number, warnings: number, notes: number): string {
  const parts: string[] = []
  if (errors > 0) parts.push(`${style.red}✖${style.defaultColor} ${errors} error${errors === 1 ? '' : 's'}`)
  if (warnings > 0) parts.push(`${style.yellow}⚠${style.defaultColor} ${warnings} warning${warnings === 1 ? '' : 's'}`)
  if (notes > 0) parts.push(`${notes} note${notes === 1 ? '' : 's'}`)
  if (parts.length === 0) return ''
  const total = errors + warnings + notes
  const line = parts.length === 1 ? parts[0]! : `${total} messages (${parts.join(', ')})`
  return '\n' + line + '\n'
}

/** `reason` with each code span (a run of backticks to the next run as long) in cyan, as vfile-reporter colours it. */
function withCodeColored(reason: string, style: Style): string {
  if (style.cyan === '' || !reason.includes('`')) return reason
  let result = ''
  let from = 0
  let index = reason.indexOf('`')
  while (index !== -1) {
    let size = 1
    while (reason.charCodeAt(index + size) === grave) size++
    const close = closingRun(reason, index + size, size)
    if (close === -1) {
      index = reason.indexOf('`', index + size)
      continue
    }
    result += reason.slice(from, index) + style.cyan + reason.slice(index, close + size) + style.defaultColor
    from = close + size
    index = reason.indexOf('`', from)
  }
  return result + reason.slice(from)
}

const grave = 0x60

/** Where the next run of exactly `size` backticks from `from` starts, or -1. */
function closingRun(value: string, from: number, size: number): number {
  for (let index = value.indexOf('`', from); index !== -1; index = value.indexOf('`', index)) {
    let end = index
    while (value.charCodeAt(end) === grave) end++
    if (end - index === size) return index
    index = end
  }
  return -1
}

/** vfile-sort's order of messages: place, then errors before warnings before notes, source, rule, reason. */
function compareMessage(a: LintMessage, b: LintMessage): number {
  return (
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    levelScore(a.fatal) - levelScore(b.fatal) ||
    (a.source ?? '').localeCompare(b.source ?? '') ||
    (a.ruleId ?? '').localeCompare(b.ruleId ?? '') ||
    a.reason.localeCompare(b.reason)
  )
}

function levelScore(fatal: boolean | undefined): number {
  return fatal === true ? 0 : fatal === false ? 1 : 2
}

/**
 * The columns `text` takes in a terminal: one scan of its character codes
 * (printable ASCII, the common case, is its length). East Asian wide and
 * fullwidth characters and emoji take two, combining marks and variation
 * selectors none, every other character one (what `string-width` gives for
 * what a report holds, without its cost).
 */
export function displayWidth(text: string): number {
  let width = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x7f) {
      width++
      continue
    }
    let point = code
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const low = text.charCodeAt(index + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        point = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000
        index++
      }
    }
    width += columnsOf(point)
  }
  return width
}

function columnsOf(point: number): number {
  if (
    (point >= 0x300 && point <= 0x36f) ||
    (point >= 0x1ab0 && point <= 0x1aff) ||
    (point >= 0x1dc0 && point <= 0x1dff) ||
    (point >= 0x20d0 && point <= 0x20ff) ||
    (point >= 0xfe00 && point <= 0xfe0f) ||
    (point >= 0xfe20 && point <= 0xfe2f) ||
    (point >= 0xe0100 && point <= 0xe01ef)
  )
    return 0
  if (
    (point >= 0x1100 && point <= 0x115f) ||
    (point >= 0x2e80 && point <= 0x303e) ||
    (point >= 0x3041 && point <= 0x33ff) ||
    (point >= 0x3400 && point <= 0x4dbf) ||
    (point >= 0x4e00 && point <= 0x9fff) ||
    (point >= 0xa000 && point <= 0xa4cf) ||
    (point >= 0xac00 && point <= 0xd7a3) ||
    (point >= 0xf900 && point <= 0xfaff) ||
    (point >= 0xfe30 && point <= 0xfe4f) ||
    (point >= 0xff00 && point <= 0xff60) ||
    (point >= 0xffe0 && point <= 0xffe6) ||
    (point >= 0x1f300 && point <= 0x1f64f) ||
    (point >= 0x1f900 && point <= 0x1f9ff) ||
    (point >= 0x20000 && point <= 0x3fffd)
  )
    return 2
  return 1
}
