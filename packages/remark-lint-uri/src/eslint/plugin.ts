/**
 * `remark-lint-uri/eslint`: the three rules as an ESLint plugin for the
 * `markdown/commonmark` and `markdown/gfm` languages of `@eslint/markdown`
 * (flat config). Each rule reads the mdast @eslint/markdown parsed
 * (`sourceCode.ast`, with its front matter option), never parsing again,
 * and reports what the remark rule reports (`ruleFindings`): the same
 * ranges, reasons and fixes, the password in none of them.
 *
 * Notes (the remark rules' lower level, `fatal: null`) are left out: ESLint
 * has no level below a warning, and a warning fails `--max-warnings 0` and
 * marks the file in the editor, for what urilint reports as harmless (a `|`
 * browsers encode themselves, a password on `localhost`). `strict: true`
 * reports them at the rule's severity, as it does under remark-lint.
 *
 * A fix is ESLint's `fix` where `urilint --fix` writes it unasked (it only
 * percent-encodes the text found), and a suggestion otherwise (a rewrite; a
 * password's `***`, which `urilint --fix` writes only when the user chose a
 * placeholder): ESLint titles a suggestion with our text alone.
 */
import type {MarkdownRuleDefinition} from '@eslint/markdown'
import {packageVersion} from '@urilint/extract/cli-shared'
import {ruleFindings, type RuleOptions} from '../rules/findings.js'
import {ruleIds, rules as table, type RuleId, type RuleSeverity} from '../rules/metadata.js'

type MessageIds = 'finding' | 'replace'

/** A rule of the plugin. */
export type UriRule<Id extends RuleId = RuleId> = MarkdownRuleDefinition<{
  RuleOptions: [RuleOptions[Id]?]
  MessageIds: MessageIds
}>

type Kind = 'boolean' | 'strings' | 'ports'

/** Each rule's options beyond the common ones: as each remark rule checks them (options.ts). */
const optionKinds: Readonly<Record<RuleId, Readonly<Record<string, Kind>>>> = {
  'no-malformed-uri': {strict: 'boolean'},
  'no-unsafe-port': {strict: 'boolean', allowPorts: 'ports'},
  'no-uri-password': {placeholders: 'boolean', strict: 'boolean'}
}

const kindSchemas = {
  boolean: {type: 'boolean'},
  strings: {type: 'array', items: {type: 'string', pattern: '\\S'}},
  ports: {type: 'array', items: {type: 'integer', minimum: 0, maximum: 65_535}}
} as const

/** The JSON schema of a rule's options (ESLint checks the configuration with it before the rule runs). */
function schemaOf(id: RuleId) {
  const known: Record<string, Kind> = {
    checkCode: 'boolean',
    frontmatter: 'boolean',
    allow: 'strings',
    ...optionKinds[id]
  }
  return [
    {
      type: 'object',
      properties: Object.fromEntries(Object.entries(known).map(([key, kind]) => [key, kindSchemas[kind]])),
      additionalProperties: false
    }
  ]
}

function ruleOf<Id extends RuleId>(id: Id): UriRule<Id> {
  return {
    meta: {
      type: 'problem',
      docs: {description: table[id].summary, recommended: true, url: table[id].url},
      fixable: 'code',
      hasSuggestions: true,
      schema: schemaOf(id),
      messages: {
        finding: '{{reason}}',
        replace: 'Replace with `{{expected}}`'
      }
    },
    create(context) {
      const sourceCode = context.sourceCode
      return {
        root(tree) {
          for (const finding of ruleFindings(id, tree, sourceCode.text, context.options[0])) {
            if (finding.lower) continue
            const range: [number, number] = [finding.start, finding.end]
            const expected = finding.expected
            const fix =
              expected === undefined
                ? undefined
                : (fixer: {replaceTextRange: (range: [number, number], text: string) => unknown}) =>
                    fixer.replaceTextRange(range, expected)
            context.report({
              loc: {start: sourceCode.getLocFromIndex(finding.start), end: sourceCode.getLocFromIndex(finding.end)},
              messageId: 'finding',
              data: {reason: finding.reason},
              ...(fix === undefined
                ? {}
                : finding.autofix
                  ? {fix}
                  : {suggest: [{messageId: 'replace' as const, data: {expected: expected!}, fix}]})
            } as never)
          }
        }
      }
    }
  }
}

/** The rules, by rule id (without the plugin's `uri/` prefix). */
const rules = Object.fromEntries(ruleIds.map((id) => [id, ruleOf(id)])) as {[Id in RuleId]: UriRule<Id>}

/** The rules at their levels in the rule table (a password is an error), as `uri/<rule-id>`. */
const recommendedRules = Object.fromEntries(ruleIds.map((id) => ['uri/' + id, table[id].severity])) as Record<
  `uri/${RuleId}`,
  RuleSeverity
>

/** The plugin's shape: its rules and its one config, which names the plugin itself. */
export interface UriPlugin {
  meta: {name: string; version: string}
  rules: {[Id in RuleId]: UriRule<Id>}
  configs: {recommended: RecommendedConfig}
}

/** The rules at their levels, on `**\/*.md`; the language is the user's (`markdown/gfm` links bare URLs). */
export interface RecommendedConfig {
  name: string
  files: string[]
  plugins: {uri: UriPlugin}
  rules: Record<`uri/${RuleId}`, RuleSeverity>
}

const recommended: RecommendedConfig = {
  name: 'remark-lint-uri/recommended',
  files: ['**/*.md'],
  plugins: {} as {uri: UriPlugin},
  rules: recommendedRules
}

/** ESLint plugin: the three rules and a `recommended` config, for @eslint/markdown's languages. */
const plugin: UriPlugin = {
  meta: {name: 'remark-lint-uri/eslint', version: packageVersion(new URL('../../package.json', import.meta.url))},
  rules,
  configs: {recommended}
}
recommended.plugins.uri = plugin

export default plugin
