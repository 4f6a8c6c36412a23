/**
 * The diagnostics of the grammar: a stable id each, messages in the form
 * "Unexpected X, expected Y", and the spec section that explains the rule.
 */
import {codes} from './codes.js'
import type {Diagnostic, Mode, Severity} from './types.js'

/**
 * At most this many diagnostics per reference: past it the text is not a
 * URI anyone meant, and listing every character only costs time and memory.
 */
export const maxDiagnostics = 100

/** Messages quote at most this much of a run of characters; `expected` has it all. */
const maxQuoted = 32

/** Ids of grammar diagnostics (`validate`, `parse`). */
export type SyntaxId =
  | 'invalid-percent-encoding'
  | 'excluded-control'
  | 'excluded-space'
  | 'excluded-delim'
  | 'excluded-unwise'
  | 'non-ascii'
  | 'unexpected-character'
  | 'invalid-scheme'
  | 'missing-scheme'
  | 'unexpected-scheme'
  | 'unexpected-fragment'
  | 'missing-path'
  | 'invalid-ipv4'
  | 'invalid-ipv6'
  | 'invalid-ipvfuture'
  | 'invalid-ip-literal'
  | 'invalid-hostname'
  | 'invalid-port'

/** Ids of security findings (`inspect`, RFC 3986 section 7). */
export type SecurityId =
  'uri-password' | 'uri-password-placeholder' | 'unsafe-port' | 'port-out-of-range' | 'escaped-delimiter'

/** Ids of every diagnostic the core reports. */
export type DiagnosticId = SyntaxId | SecurityId

/** Spec sections per id and mode (anchors on rfc-editor.org). */
const sections: Record<DiagnosticId, [rfc3986: string, rfc2396: string]> = {
  'invalid-percent-encoding': ['2.1', '2.4.1'],
  'excluded-control': ['2', '2.4.3'],
  'excluded-space': ['2', '2.4.3'],
  'excluded-delim': ['2', '2.4.3'],
  'excluded-unwise': ['2', '2.4.3'],
  'non-ascii': ['2.5', '2.1'],
  'unexpected-character': ['3', '3'],
  'invalid-scheme': ['3.1', '3.1'],
  'missing-scheme': ['4.3', '3'],
  'unexpected-scheme': ['4.2', '5'],
  'unexpected-fragment': ['4.3', '4.1'],
  'missing-path': ['3.3', '3'],
  'invalid-ipv4': ['3.2.2', '3.2.2'],
  'invalid-ipv6': ['3.2.2', '3.2.2'],
  'invalid-ipvfuture': ['3.2.2', '3.2.2'],
  'invalid-ip-literal': ['3.2.2', '3.2.2'],
  'invalid-hostname': ['3.2.2', '3.2.2'],
  'invalid-port': ['3.2.3', '3.2.2'],
  'uri-password': ['7.5', '7'],
  'uri-password-placeholder': ['7.5', '7'],
  'unsafe-port': ['7.2', '7'],
  'port-out-of-range': ['3.2.3', '3.2.2'],
  'escaped-delimiter': ['7.3', '7']
}

/** The URL of the spec section behind a diagnostic. */
function sectionUrl(id: DiagnosticId, mode: Mode = 'rfc3986'): string {
  const [rfc3986, rfc2396] = sections[id]
  return mode === 'rfc2396'
    ? 'https://www.rfc-editor.org/rfc/rfc2396#section-' + rfc2396
    : 'https://www.rfc-editor.org/rfc/rfc3986#section-' + rfc3986
}

/** Build a diagnostic; optional fields are only set when given. */
export function diagnostic<Id extends DiagnosticId>(
  id: Id,
  mode: Mode,
  start: number,
  end: number,
  message: string,
  severity: Severity = 'error',
  extra?: {actual?: string | undefined; expected?: string | undefined; note?: string | undefined}
): Diagnostic<Id> {
  const result: Diagnostic<Id> = {id, message, start, end, severity, url: sectionUrl(id, mode)}
  if (extra?.actual !== undefined) result.actual = extra.actual
  if (extra?.expected !== undefined) result.expected = extra.expected
  if (extra?.note !== undefined) result.note = extra.note
  return result
}

/** Source text in backticks, with a backtick inside made visible. */
export function code(text: string): string {
  return text.includes('`') ? '`` ' + text + ' ``' : '`' + text + '`'
}

/** Source text in backticks, cut after `max` characters (with `…`): how every message of every package quotes. */
export function quoted(text: string, max: number = maxQuoted): string {
  return code(text.length > max ? text.slice(0, max) + '…' : text)
}

/** Source text in backticks, its last `max` characters (after `…`): where the end of a text is what matters. */
export function quotedEnd(text: string, max: number = maxQuoted): string {
  return code(text.length > max ? '…' + text.slice(-max) : text)
}

/** How a message names a character: controls and space by name, the rest quoted. */
export function describe(text: string): string {
  const c = text.charCodeAt(0)
  if (text.length === 1 && (c < codes.space || c === codes.del)) {
    return 'control character U+' + c.toString(16).toUpperCase().padStart(4, '0')
  }
  if (text === ' ') return 'space'
  return quoted(text)
}
