/**
 * A vfile message as an LSP diagnostic, as unified-language-server maps it
 * (range, severity from `fatal`, `ruleId` as code, `source`, `url`,
 * `expected` as `data`), except for what it leaks: it appends the stack
 * trace of a message's `cause` (a plugin that throws, a configuration that
 * cannot be parsed), ten lines of frames and the error's words as they are.
 * Here a cause adds the first line of its message, without a parser's quote
 * of the text, and every string that leaves has the password of each URI
 * masked.
 */
import {redactText, withoutParserQuote} from '@urilint/extract/internal'
import type {Point, Position} from 'unist'
import type {VFileMessage} from 'vfile-message'
import {DiagnosticSeverity, type Diagnostic, type Range} from 'vscode-languageserver'

/** The diagnostic of `message`: one line of reason (and of its cause), then the note; no password. */
export function toDiagnostic(message: VFileMessage): Diagnostic {
  const diagnostic: Diagnostic = {
    range: rangeOf(message.place),
    message: redactText(textOf(message)),
    severity:
      message.fatal === true
        ? DiagnosticSeverity.Error
        : message.fatal === false
          ? DiagnosticSeverity.Warning
          : DiagnosticSeverity.Information
  }
  if (message.ruleId) diagnostic.code = redactText(message.ruleId)
  if (message.source) diagnostic.source = redactText(message.source)
  if (message.url) diagnostic.codeDescription = {href: redactText(message.url)}
  if (message.expected) diagnostic.data = {expected: message.expected.map((value) => redactText(value))}
  return diagnostic
}

/** LSP ranges are 0-based; a message without a place is at the start of the document. */
function rangeOf(place: Point | Position | undefined): Range {
  if (place === undefined) return {start: {line: 0, character: 0}, end: {line: 0, character: 0}}
  if ('start' in place) return {start: fromPoint(place.start), end: fromPoint(place.end)}
  return {start: fromPoint(place), end: fromPoint(place)}
}

function fromPoint(point: Point): Range['start'] {
  return {line: point.line - 1, character: point.column - 1}
}

/**
 * `reason: first line of the cause's message`, then the note: "Cannot
 * process file: Cannot parse file `.remarkrc.json`". A cause whose first
 * line is the reason (an error reported as itself) is not repeated.
 */
function textOf(message: VFileMessage): string {
  const cause = causeLine(message.cause)
  let text = message.reason
  if (cause !== undefined) {
    const parts: string[] = []
    for (const line of [firstLine(message.reason), cause]) {
      const part = withoutParserQuote(line).trim()
      if (part !== '' && !parts.includes(part)) parts.push(part)
    }
    text = parts.join(': ')
  }
  return message.note ? text + '\n' + message.note : text
}

/** The first line of an error's message (the rest may be a parser's code frame quoting the file), when the cause is one. */
function causeLine(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null || !('stack' in cause)) return undefined
  return 'message' in cause && typeof cause.message === 'string' ? firstLine(cause.message) : ''
}

function firstLine(text: string): string {
  const end = text.indexOf('\n')
  return end === -1 ? text : text.slice(0, end)
}
