/** Where each rule is documented: its section of the package README. */
export const readmeUrl = 'https://www.npmjs.com/package/remark-lint-uri'

/** The docs URL of a rule (an anchor into the package README). */
export function docsUrl(ruleId: string): string {
  return readmeUrl + '#' + ruleId
}
