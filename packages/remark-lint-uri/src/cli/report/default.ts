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
import {Spool, type Place} from './spool.js'
import {collect, shown, type ReportOptions, type ReportWriter} from './types.js'

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
}

/**
 * Between the cells of a row as the spool keeps it, and before the first:
 * no cell holds it (each is `printable`, which escapes every C0 control),
 * nor does a line of a file's block (its name, `--verbose`'s lines).
 */
const cellSeparator = '\u0000'

/** Report as vfile-reporter lays it out (to stderr). */
export function reportDefault(results: readonly LintResult[], options: ReportOptions): string {
  return collect(defaultWriter(options), results)
}

/**
 * The default report, file by file: each file's lines go to a spool as it
 * is done (rows as their cells, unpadded), and are written at the end, when
 * the width of every column is known, in the order of the files' names.
 * Kept per file: its name and where its lines are.
 */
export function defaultWriter(options: ReportOptions, spool = new Spool()): ReportWriter {
  const style = options.color === true ? colored : plain
  const files: Array<{name: string; place: Place; messages: boolean}> = []
  const sizes = [0, 0, 0, 0, 0]
  let errors = 0
  let warnings = 0
  let notes = 0

  return {
    file(result) {
      // Messages by place, as vfile-sort orders them.
      const messages = shown(result.messages, options).sort(compareMessage)
      if ((options.quiet === true || options.silent === true) && messages.length === 0) return ''
      let fatal = 0
      for (const message of messages) {
        if (message.fatal === true) fatal++
        else if (message.fatal === false) warnings++
        else notes++
      }
      errors += fatal
      const name = displayName(result.path)
      const nameColor = fatal > 0 ? style.red : messages.length > 0 ? style.yellow : style.green
      const styled = style.underline + nameColor + name + style.defaultColor + style.noUnderline
      const lines = [messages.length === 0 ? styled + ': no issues found' : styled]
      for (const message of messages) {
        const cells = cellsOf(message)
        const widths = widthsOf(cells)
        for (let index = 0; index < widths.length; index++) {
          const width = widths[index]!
          if (width > sizes[index]! && (index !== 2 || width <= reasonColumn)) sizes[index] = width
        }
        lines.push(cellSeparator + cells.join(cellSeparator))
        if (options.verbose === true) lines.push(...notesOf(message, style))
      }
      files.push({name, place: spool.append(lines.join('\n')), messages: messages.length > 0})
      return ''
    },
    *end() {
      // Files by name, as vfile-sort orders them (stable: in report order when names are equal).
      files.sort((a, b) => a.name.localeCompare(b.name))
      let lastHadMessages = false
      for (const file of files) {
        let text = lastHadMessages ? '\n' : ''
        for (const line of spool.read(file.place).split('\n')) {
          if (!line.startsWith(cellSeparator)) {
            text += line.trimEnd() + '\n'
            continue
          }
          const row = styledRow(line.slice(cellSeparator.length).split(cellSeparator), style)
          let padded = ''
          for (let index = 0; index < row.cells.length; index++) {
            // A cell past its column's width (a long reason) pads nothing: one space, then the next cell.
            padded += row.cells[index]! + ' '.repeat(Math.max(0, sizes[index]! - row.widths[index]!) + 1)
          }
          text += padded.trimEnd() + '\n'
        }
        lastHadMessages = file.messages
        yield text
      }
      if (files.length > 0) yield counts(style, errors, warnings, notes)
      spool.close()
    }
  }
}

/** The cells of a message's row, unstyled: place, level, reason, rule, source. */
function cellsOf(message: LintMessage): string[] {
  const place =
    message.line === undefined
      ? ''
      : `${message.line}:${message.column ?? 1}` +
        (message.endLine === undefined ? '' : `-${message.endLine}:${message.endColumn ?? 1}`)
  return [
    place,
    message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info',
    printable(message.reason),
    message.ruleId === undefined ? '' : printable(message.ruleId),
    message.source === undefined ? '' : printable(message.source)
  ]
}

/** The width of each cell of `cellsOf`. */
function widthsOf(cells: readonly string[]): number[] {
  return [cells[0]!.length, cells[1]!.length, displayWidth(cells[2]!), displayWidth(cells[3]!), displayWidth(cells[4]!)]
}

/** A row of `cellsOf`, styled: the level coloured, the reason bold with its code spans coloured. */
function styledRow(cells: readonly string[], style: Style): Row {
  const [place = '', label = '', reason = '', ruleId = '', source = ''] = cells
  return {
    cells: [
      place,
      (label === 'error' ? style.red : style.yellow) + label + style.defaultColor,
      style.bold + withCodeColored(reason, style) + style.normalIntensity,
      ruleId,
      source
    ],
    widths: widthsOf(cells)
  }
}

/** Lines under a row (`--verbose`): its url and note. */
function notesOf(message: LintMessage, style: Style): string[] {
  const after: string[] = []
  if (message.url !== undefined)
    after.push('  ' + style.bold + '[url]' + style.normalIntensity + ':', '    ' + printable(message.url))
  if (message.note !== undefined)
    after.push('  ' + style.bold + '[note]' + style.normalIntensity + ':', '    ' + printable(message.note))
  return after
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
