/** A rule's help from the rule table, in the two forms SARIF's `help` takes. */
import {rules, type RuleId} from '../../rules/metadata.js'

/** A rule's help as SARIF's `help`: plain text, and Markdown with a link to the rule's docs. */
export function helpOf(id: RuleId): {text: string; markdown: string} {
  const {help, url} = rules[id]
  return {
    text: [help.flags, 'Why: ' + help.why, 'Fix: ' + help.fix].join('\n\n'),
    markdown: [
      help.flags,
      '**Why:** ' + help.why,
      '**Fix:** ' + help.fix,
      '[Documentation of `' + id + '`](' + url + ')'
    ].join('\n\n')
  }
}
