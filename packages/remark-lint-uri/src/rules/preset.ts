/**
 * The preset: remark-lint and the rules at their severities (from the rule
 * table), after the limits that keep the user's Markdown parser linear
 * (parse/parse-guard.ts). Parser extensions are the user's to add
 * (`remark-gfm` for bare URLs, `remark-frontmatter`); the `urilint` CLI and
 * language server add both.
 */
import type {Root} from 'mdast'
import remarkLint from 'remark-lint'
import type {Plugin, PluggableList, Preset} from 'unified'
import remarkUriParseGuard from '../parse/parse-guard.js'
import {ruleIds, rules, type RuleId, type RuleSeverity} from './metadata.js'
import remarkLintNoMalformedUri from './no-malformed-uri.js'
import remarkLintNoUnsafePort from './no-unsafe-port.js'
import remarkLintNoUriPassword from './no-uri-password.js'

// Typed by the table's ids: a rule in the table without its plugin here does not compile.
const plugins: Readonly<Record<RuleId, Plugin<[RuleSeverity], Root>>> = {
  'no-malformed-uri': remarkLintNoMalformedUri,
  'no-unsafe-port': remarkLintNoUnsafePort,
  'no-uri-password': remarkLintNoUriPassword
}

/** The rules, each with its severity from the rule table: the preset's and the CLI's default configuration. */
export const rulesAtSeverity: PluggableList = ruleIds.map((id) => [plugins[id], [rules[id].severity]])

/** remark-lint preset: the parse guard, remark-lint, and every rule at its severity. */
const remarkPresetLintUri: Preset = {plugins: [remarkUriParseGuard, remarkLint, ...rulesAtSeverity]}

export default remarkPresetLintUri
