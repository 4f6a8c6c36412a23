/**
 * The rules' findings as plain data, for any host of Markdown linting. The
 * three hosts differ only in how a finding is reported: remark-lint (a vfile
 * message, emit.ts), ESLint (`remark-lint-uri/eslint`) and markdownlint
 * (`remark-lint-uri/markdownlint`) all take what one rule run hands to
 * `emit`: the range, the level, the reason, the note and the fix, with the
 * password already kept out of every field.
 */
import {codes} from '@urilint/core/character'
import type {Root} from 'mdast'
import {VFile} from 'vfile'
import {onlyEncodes} from '../cli/fix.js'
import {sinks, type Report} from './emit.js'
import type {RuleId} from './metadata.js'
import remarkLintNoMalformedUri from './no-malformed-uri.js'
import remarkLintNoUnsafePort from './no-unsafe-port.js'
import remarkLintNoUriPassword from './no-uri-password.js'
import type {NoMalformedUriOptions, NoUnsafePortOptions, NoUriPasswordOptions} from './options.js'

/** The options of each rule. */
export interface RuleOptions {
  'no-malformed-uri': NoMalformedUriOptions
  'no-unsafe-port': NoUnsafePortOptions
  'no-uri-password': NoUriPasswordOptions
}

/** One finding of one rule: offsets into the text linted, no password in any field. */
export interface UriFinding extends Report {
  ruleId: RuleId
  /**
   * Whether `urilint --fix` would write `expected` without asking (a
   * replacement that only percent-encodes the exact text it found); other
   * fixes (a password's `***`, a rewrite) are for the user to choose.
   */
  autofix: boolean
}

type Transformer = (tree: Root, file: VFile, next: (error?: unknown) => void) => void
type RulePlugin = (options?: unknown) => Transformer | undefined

const plugins: Readonly<Record<RuleId, RulePlugin>> = {
  'no-malformed-uri': remarkLintNoMalformedUri as unknown as RulePlugin,
  'no-unsafe-port': remarkLintNoUnsafePort as unknown as RulePlugin,
  'no-uri-password': remarkLintNoUriPassword as unknown as RulePlugin
}

/**
 * The findings of rule `id` on `tree`, an mdast with positions whose
 * offsets are into `text` (a leading byte-order mark is dropped, as
 * micromark does). The rule walks the tree (collect.ts, cached per tree: the
 * three rules walk it once) as it does under remark-lint. Bad options are API
 * misuse: they throw.
 */
export function ruleFindings<Id extends RuleId>(
  id: Id,
  tree: Root,
  text: string,
  options?: RuleOptions[Id] | null
): UriFinding[] {
  const file = new VFile({value: text})
  const source = text.charCodeAt(0) === codes.byteOrderMark ? text.slice(1) : text
  // The host titles a fix with our text, never with the text it replaces: a password's `***` may be offered.
  file.data.urilintQuickFixes = true
  const found: UriFinding[] = []
  sinks.set(file, (report) => {
    found.push({...report, ruleId: id, autofix: isAutofix(id, source, report)})
  })
  // The rule at its level with these options (levels.ts); unified-lint-rule runs it synchronously.
  const transform = plugins[id](options ?? undefined)
  transform?.(tree, file, () => {})
  // Reports went to the sink: a message is what the rule threw, which unified-lint-rule caught. Throw it again.
  const failure = file.messages[0]
  if (failure !== undefined) throw failure.cause instanceof Error ? failure.cause : new Error(failure.reason)
  return found
}

/** Mirrors `planFixes` (cli/fix.ts) for one finding: what `urilint --fix` writes without a placeholder chosen. */
function isAutofix(id: RuleId, text: string, report: Report): boolean {
  const expected = report.expected
  return (
    id !== 'no-uri-password' &&
    expected !== undefined &&
    report.actual !== undefined &&
    report.start < report.end &&
    text.slice(report.start, report.end) === report.actual &&
    onlyEncodes(report.actual, expected)
  )
}
