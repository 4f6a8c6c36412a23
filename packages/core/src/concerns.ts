/**
 * Core's own classification of its diagnostics: the three concerns a check
 * reports apart, and how grave each is. `uri-extract --check` gives each
 * finding its concern's level; remark-lint-uri's rule table has one rule per
 * concern and sets it at the same level, so neither package keeps a copy.
 */
import type {DiagnosticId} from './diagnostics.js'
import type {Severity} from './types.js'

/**
 * The level of each concern in a check: a leaked credential fails it (RFC
 * 3986 7.5); a malformed reference and a port of another protocol (7.2) warn.
 */
export const concernLevels = {malformed: 'warning', port: 'warning', password: 'error'} as const satisfies Record<
  string,
  'error' | 'warning'
>

/** What a diagnostic is about: a reference that is not one, a port of another protocol, a password. */
export type Concern = keyof typeof concernLevels

/** The concern of a diagnostic, or `undefined` for one no concern holds (`escaped-delimiter`). */
export function concernOf(id: DiagnosticId | (string & {})): Concern | undefined {
  switch (id) {
    case 'uri-password':
    case 'uri-password-placeholder':
      return 'password'
    case 'unsafe-port':
    case 'port-out-of-range':
      return 'port'
    case 'escaped-delimiter':
      return undefined
    default:
      return 'malformed'
  }
}

/** The level of a finding in a check: its concern's; `info` (a placeholder password) stays `info`, a finding of no concern warns. */
export function checkLevel(finding: {id: DiagnosticId | (string & {}); severity: Severity}): Severity {
  if (finding.severity === 'info') return 'info'
  const concern = concernOf(finding.id)
  return concern === undefined ? 'warning' : concernLevels[concern]
}
