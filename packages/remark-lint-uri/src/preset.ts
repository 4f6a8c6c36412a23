/**
 * The preset: the three rules, with remark-lint's handling of `<!--lint …-->`
 * comments, GFM (bare URLs are links) and front matter (so that it is not
 * read as Markdown).
 */
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type {Preset} from 'unified'
import remarkGfmLiteralGate from './gfm-literal-gate.ts'
import remarkLintComments from './lint-comments.ts'
import remarkLintNoMalformedUri from './rules/no-malformed-uri.ts'
import remarkLintNoUnsafePort from './rules/no-unsafe-port.ts'
import remarkLintNoUriPassword from './rules/no-uri-password.ts'

/**
 * remark preset: `no-malformed-uri` and `no-unsafe-port` as warnings,
 * `no-uri-password` as an error (a leaked credential fails the run without
 * `--frail`).
 */
const remarkPresetLintUri: Preset = {
  plugins: [
    [remarkFrontmatter, ['yaml', 'toml']],
    remarkGfm,
    // After remark-gfm: its second search for literals only where one can be.
    remarkGfmLiteralGate,
    // remark-lint's `<!--lint …-->` comments, skipped where there is nothing to do.
    remarkLintComments,
    [remarkLintNoMalformedUri, ['warn']],
    [remarkLintNoUnsafePort, ['warn']],
    [remarkLintNoUriPassword, ['error']]
  ]
}

export default remarkPresetLintUri

/** The rule ids of the preset, as `ruleId` on messages. */
export const ruleIds = ['no-malformed-uri', 'no-unsafe-port', 'no-uri-password'] as const

/** A rule id of the preset. */
export type RuleId = (typeof ruleIds)[number]
