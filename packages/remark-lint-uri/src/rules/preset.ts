/**
 * The preset: remark-lint and the three rules at their severities, after the
 * limits that keep the user's Markdown parser linear (parse/parse-guard.ts).
 * Parser extensions are the user's to add (`remark-gfm` for bare URLs,
 * `remark-frontmatter`); the `urilint` CLI and language server add both.
 */
import remarkLint from 'remark-lint'
import type {PluggableList, Preset} from 'unified'
import remarkUriParseGuard from '../parse/parse-guard.js'
import {ruleIds, ruleMetadata, type RuleId} from './metadata.js'
import remarkLintNoMalformedUri from './no-malformed-uri.js'
import remarkLintNoUnsafePort from './no-unsafe-port.js'
import remarkLintNoUriPassword from './no-uri-password.js'

const plugins: Record<RuleId, (typeof remarkLintNoMalformedUri | typeof remarkLintNoUnsafePort | typeof remarkLintNoUriPassword)> = {
  'no-malformed-uri': remarkLintNoMalformedUri,
  'no-unsafe-port': remarkLintNoUnsafePort,
  'no-uri-password': remarkLintNoUriPassword
}

/** The three rules, each with its severity from `ruleMetadata`. */
export const rulesAtSeverity: PluggableList = ruleIds.map((id) => [plugins[id], [ruleMetadata[id].severity]])

/** remark-lint preset: `no-malformed-uri` and `no-unsafe-port` warn, `no-uri-password` is an error. */
const remarkPresetLintUri: Preset = {plugins: [remarkUriParseGuard, remarkLint, ...rulesAtSeverity]}

export default remarkPresetLintUri
