/**
 * What is known of each rule without loading it: its id, its severity in the
 * preset and a one-line summary. The preset, the CLI's default configuration
 * and the SARIF report derive from this one table.
 */

/** The rule ids, as `ruleId` on messages. */
export const ruleIds = ['no-malformed-uri', 'no-unsafe-port', 'no-uri-password'] as const

/** A rule id of the package. */
export type RuleId = (typeof ruleIds)[number]

const ruleIdSet: ReadonlySet<string> = new Set(ruleIds)

/** Whether `id` (a message's `ruleId`) is one of the three rules'. */
export function isRuleId(id: string | undefined): id is RuleId {
  return id !== undefined && ruleIdSet.has(id)
}

/** How the preset sets a rule: remark-lint's severities. */
export type RuleSeverity = 'warn' | 'error'

/** One rule's metadata. */
export interface RuleMetadata {
  severity: RuleSeverity
  /** One line: what the rule asks for, and where the spec says it. */
  summary: string
}

/**
 * Per rule: a leaked credential is an error (it fails the run without
 * `--frail`); malformed URIs and ports of other protocols are warnings.
 */
export const ruleMetadata: Readonly<Record<RuleId, RuleMetadata>> = {
  'no-malformed-uri': {severity: 'warn', summary: 'URIs must be RFC 3986 URI references'},
  'no-unsafe-port': {severity: 'warn', summary: 'No port of another protocol (RFC 3986 7.2)'},
  'no-uri-password': {severity: 'error', summary: 'No password in a URI (RFC 3986 7.5)'}
}
