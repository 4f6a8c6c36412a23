/**
 * The rule table: everything known of each rule without loading it. The
 * preset, the CLI's default configuration, the SARIF report, the public
 * `ruleIds` and `ruleMetadata` derive from it; the package's `exports` map
 * and the README's tables are tested against it. A rule's level is not
 * written here: it is core's level of the concern the rule reports
 * (`concernLevels` in `@urilint/core/internal`), which `uri-extract --check`
 * reads too, so that both tools agree without a copy.
 */
import {concernLevels, type Concern} from '@urilint/core/internal'
import {docsUrl} from './docs.js'

/** The help of a rule, as a code scanning alert shows it: three short paragraphs, Markdown inline code allowed. */
export interface RuleHelp {
  /** What it flags. */
  flags: string
  /** Why it matters. */
  why: string
  /** How to fix it. */
  fix: string
}

/** One row of the rule table. */
export interface RuleRow {
  /** The concern of core's diagnostics the rule reports: its level comes from it. */
  concern: Concern
  /** One line: what the rule asks for, and where the spec says it. */
  summary: string
  help: RuleHelp
  /** SARIF `properties.tags`: GitHub shows them and filters by them (`external/cwe/cwe-…` links the CWE). */
  tags: readonly string[]
  /**
   * SARIF `properties.security-severity`, a CVSS-like score from 0.1 to 10
   * (GitHub: 9.0 and up critical, 7.0 high, 4.0 medium, below low); only for
   * the security rules.
   */
  securitySeverity?: string
}

/** The table, one row per rule, in the order of the preset. */
const table = {
  'no-malformed-uri': {
    concern: 'malformed',
    summary: 'URIs must be RFC 3986 URI references',
    help: {
      flags:
        'A URI that is not an RFC 3986 URI reference, in a link, a definition, an autolink, HTML or a bare URL: one message per URI. A warning where browsers reject it or follow another host, path or fragment than RFC 3986 reads (a port that is not a number, a second `#`, a backslash, a `%` not followed by two hex digits); a note where browsers percent-encode the characters themselves (`|`, `^`, a space, non-ASCII), and for templates (`${HOST}`, `[owner-name]`).',
      why: 'A link that browsers read differently from what it says breaks, or leads somewhere else than the writer meant; one that only RFC 3986 rejects breaks in stricter clients (tools, other parsers).',
      fix: 'Use the repaired URI the message offers as its fix: every offending character percent-encoded (a space is `%20`, `é` is `%C3%A9`), a non-ASCII host in its punycode form. A port or scheme that is not one needs rewriting by hand.'
    },
    // Not a security rule: no security-severity.
    tags: ['correctness']
  },
  'no-unsafe-port': {
    concern: 'port',
    summary: 'No port of another protocol (RFC 3986 7.2)',
    help: {
      flags:
        "A port that is not the scheme's default and belongs to another protocol (the Fetch standard's bad ports, such as `25` for SMTP or `6000` for X11), or a port above 65535.",
      why: 'RFC 3986 7.2: such a URI makes a client speak one protocol to a server of another (`http://host:25/` sends HTTP to a mail server), which can smuggle commands to that server. Browsers refuse these ports, so the link is broken for readers too.',
      fix: "Use the scheme's default port or the service's own port. A port meant as it is can be allowed with the rule's `allowPorts` option or a `<!--lint ignore no-unsafe-port-->` comment."
    },
    tags: ['security'],
    // CVSS 3.1 AV:N/AC:H/PR:N/UI:R/S:U/C:N/I:L/A:N = 3.1 (low): a reader must follow the link, browsers
    // already refuse these ports, and at worst a command reaches the other server.
    securitySeverity: '3.1'
  },
  'no-uri-password': {
    concern: 'password',
    summary: 'No password in a URI (RFC 3986 7.5)',
    help: {
      flags:
        'A password in the userinfo of a URI (`https://user:password@host/`), in prose and in code. A user name alone is fine, and so are placeholders (`${TOKEN}`, `<password>`, `changeme` …); on a host reserved for examples (`example.com`, `*.test`) or this machine (`localhost`) it is a note.',
      why: 'RFC 3986 7.5: whoever reads the URI reads the password: here everyone who can read the repository, its history, its forks and every copy of the document (CWE-798, hard-coded credentials).',
      fix: 'Take the password out of the URI and pass it another way (an environment variable, a credential helper, a secret store). Then change it: it stays in the history of the repository.'
    },
    tags: ['security', 'external/cwe/cwe-798'],
    // CVSS 3.1 AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N = 7.5 (high): a working credential, readable by
    // anyone who can read the document, with no further step.
    securitySeverity: '7.5'
  }
} as const satisfies Record<string, RuleRow>

/** A rule id of the package. */
export type RuleId = keyof typeof table

/** The rule ids, as `ruleId` on messages, in the order of the preset. */
export const ruleIds: readonly RuleId[] = Object.keys(table) as RuleId[]

const ruleIdSet: ReadonlySet<string> = new Set(ruleIds)

/** Whether `id` (a message's `ruleId`) is one of the package's rules'. */
export function isRuleId(id: string | undefined): id is RuleId {
  return id !== undefined && ruleIdSet.has(id)
}

/** The rule a unified plugin is, by the name unified-lint-rule gives it (`remark-lint:<id>`): any copy of this package counts. */
export function ruleIdOfPlugin(name: string): RuleId | undefined {
  const id = name.startsWith(pluginPrefix) ? name.slice(pluginPrefix.length) : undefined
  return isRuleId(id) ? id : undefined
}

const pluginPrefix = 'remark-lint:'

/** A message of urilint's rules or processor (`source` `urilint`), or of the engine itself (no rule id): not another plugin's. */
export function isUrilintMessage(message: {
  ruleId?: string | null | undefined
  source?: string | null | undefined
}): boolean {
  return (
    message.ruleId === undefined ||
    message.ruleId === null ||
    message.source === 'urilint' ||
    (message.source === 'remark-lint' && isRuleId(message.ruleId))
  )
}

/** How the preset sets a rule: remark-lint's severities. */
export type RuleSeverity = 'warn' | 'error'

/** A row of the table with what derives from it: the severity (from the concern's level) and the docs URL. */
export interface Rule extends RuleRow {
  severity: RuleSeverity
  url: string
}

/** The rule table, per rule id. */
export const rules: Readonly<Record<RuleId, Rule>> = Object.fromEntries(
  ruleIds.map((id): [RuleId, Rule] => {
    const row: RuleRow = table[id]
    return [id, {...row, severity: concernLevels[row.concern] === 'error' ? 'error' : 'warn', url: docsUrl(id)}]
  })
) as Record<RuleId, Rule>

/** One rule's public metadata. */
export interface RuleMetadata {
  severity: RuleSeverity
  /** One line: what the rule asks for, and where the spec says it. */
  summary: string
}

/** Per rule, its severity in the preset and summary (the public part of the table). */
export const ruleMetadata: Readonly<Record<RuleId, RuleMetadata>> = Object.fromEntries(
  ruleIds.map((id): [RuleId, RuleMetadata] => [id, {severity: rules[id].severity, summary: rules[id].summary}])
) as Record<RuleId, RuleMetadata>
