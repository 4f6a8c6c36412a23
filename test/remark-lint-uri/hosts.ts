/**
 * The rules in the two other hosts, in-process, with what they report made
 * into the tests' `Expected` shape: ESLint's `Linter` with @eslint/markdown's
 * GFM language, and markdownlint's `lint`.
 */
import markdown from '@eslint/markdown'
import {Linter} from 'eslint'
import type {LintError} from 'markdownlint'
import {lint as markdownlint} from 'markdownlint/promise'
import uri from 'remark-lint-uri/eslint'
import uriRules from 'remark-lint-uri/markdownlint'
import type {RuleId} from '../../packages/remark-lint-uri/src/rules/metadata.ts'
import {ruleMetadata} from 'remark-lint-uri'

/** A rule's setting as the fixtures write it: `[severity, options]`, options alone (the rule's own level), or `false`. */
export type Setting = unknown

/** What a host reports, as the tests compare it. */
export interface HostMessage {
  ruleId: string
  /** ESLint's severity; markdownlint has none (`error`). */
  level: 'error' | 'warning'
  range: string
  reason: string
}

function split(setting: Setting, id: RuleId): {severity: string; options: object | undefined} | false {
  if (setting === false || setting === 'off') return false
  if (Array.isArray(setting)) return {severity: String(setting[0]), options: setting[1] as object | undefined}
  return {severity: ruleMetadata[id].severity, options: setting as object | undefined}
}

/** The flat config of the README (the GFM language, YAML front matter), plus `config`'s settings. */
export function eslintConfig(config: Partial<Record<RuleId, Setting>> = {}): Linter.Config[] {
  const rules: Linter.RulesRecord = {}
  for (const [id, setting] of Object.entries(config)) {
    const parts = split(setting, id as RuleId)
    rules['uri/' + id] =
      parts === false
        ? 'off'
        : parts.options === undefined
          ? (parts.severity as 'warn')
          : [parts.severity as 'warn', parts.options]
  }
  return [
    {files: ['**/*.md'], plugins: {markdown}, language: 'markdown/gfm', languageOptions: {frontmatter: 'yaml'}},
    uri.configs.recommended,
    {files: ['**/*.md'], rules}
  ]
}

/** ESLint's messages on `text` (one file `name`), as `HostMessage`s; a message of ESLint itself (no rule) fails the test. */
export function lintWithEslint(text: string, config: Partial<Record<RuleId, Setting>> = {}, name = 'example.md') {
  const linter = new Linter({configType: 'flat'})
  const messages = linter.verify(text, eslintConfig(config), name)
  return messages.map((message) => {
    if (message.ruleId === null) throw new Error(`ESLint: ${message.message}`)
    return {
      ruleId: message.ruleId.replace(/^uri\//, ''),
      level: message.severity === 2 ? 'error' : 'warning',
      range: `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`,
      reason: message.message
    } satisfies HostMessage
  })
}

/** markdownlint's configuration: its own rules off, ours as `config` sets them. */
export function markdownlintConfig(config: Partial<Record<RuleId, Setting>> = {}): Record<string, unknown> {
  const result: Record<string, unknown> = {
    default: false,
    'no-malformed-uri': true,
    'no-unsafe-port': true,
    'no-uri-password': true
  }
  for (const [id, setting] of Object.entries(config)) {
    const parts = split(setting, id as RuleId)
    result[id] = parts === false ? false : (parts.options ?? true)
  }
  return result
}

/** markdownlint's results on `text`, raw. */
export async function markdownlintResults(
  text: string,
  config: Partial<Record<RuleId, Setting>> = {},
  name = 'example.md'
): Promise<LintError[]> {
  const results = await markdownlint({
    strings: {[name]: text},
    customRules: uriRules as never,
    config: markdownlintConfig(config) as never,
    handleRuleFailures: false
  })
  return results[name]!
}
