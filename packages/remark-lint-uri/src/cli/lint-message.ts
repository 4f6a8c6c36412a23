/**
 * A `LintMessage` built by hand: every field `undefined` but those given.
 * Its own module: the CLI's main process builds messages (a missing file)
 * without loading the linter.
 */
import type {LintMessage} from './results.js'

/** A message with `fields` and nothing else (not a failure unless it says so). */
export function lintMessage(fields: Partial<LintMessage> & {reason: string}): LintMessage {
  return {
    ruleId: undefined,
    source: undefined,
    fatal: undefined,
    line: undefined,
    column: undefined,
    endLine: undefined,
    endColumn: undefined,
    url: undefined,
    note: undefined,
    actual: undefined,
    expected: undefined,
    failure: false,
    ...fields
  }
}
