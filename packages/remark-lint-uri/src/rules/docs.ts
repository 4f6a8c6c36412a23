/**
 * Where each rule is documented: the package README in the repository. Each rule has a
 * `### \`<rule-id>\`` section there, whose GitHub anchor is the rule id (tested).
 */
export const readmeUrl = 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md'

/** The docs URL of a rule (an anchor into the package README). */
export function docsUrl(ruleId: string): string {
  return readmeUrl + '#' + ruleId
}
