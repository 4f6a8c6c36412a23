/**
 * The levels of a rule's messages.
 *
 * The documented level: a rule named without a severity
 * (`"remark-lint-uri/no-uri-password"` or `[rule, options]`) runs at its
 * level in the rule table, not at unified-lint-rule's default (a warning),
 * so that a password listed on its own still fails the run. A severity in
 * place of the options (`[rule, "off"]`, `[rule, "error"]`) is read as one,
 * so `"off"` and `0` turn a rule off as `false` does.
 *
 * The lower level: a finding that is true by the letter of the spec but
 * harmless in practice is reported as a note (vfile-message's `fatal: null`,
 * "info"), whatever severity the rule is configured at.
 *
 * unified-lint-rule sets `fatal` on every message of a rule from the rule's
 * severity, after the rule has run. `withLowerLevel` wraps its transformer
 * (unified's public `(tree, file, next)` form) and sets `fatal: null` on the
 * messages marked with `lower`, after unified-lint-rule and before the next
 * plugin. It throws at once if the installed unified-lint-rule hands back a
 * transformer of another form (tested against the installed version).
 */
import type {Root} from 'mdast'
import type {Plugin} from 'unified'
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {ruleIdOfPlugin, rules} from './metadata.js'

const lowered = new WeakSet<VFileMessage>()

/** Mark `message` to be reported at the lower level. */
export function lower(message: VFileMessage): void {
  lowered.add(message)
}

type Next = (error?: unknown, ...rest: unknown[]) => void
type Transformer = (tree: Root, file: VFile, next: Next) => void

/** The severities unified-lint-rule reads first in a list (its `coerce`). */
const severities: ReadonlySet<unknown> = new Set([false, 0, 'off', true, 1, 'on', 'warn', 2, 'error'])

/**
 * `plugin` (a unified-lint-rule plugin of the rule table) at its documented
 * level unless the configuration gives one, with its marked messages set to
 * `fatal: null`.
 */
export function withLowerLevel<Rule extends Plugin<never[], Root>>(plugin: Rule): Rule {
  const id = ruleIdOfPlugin(plugin.name)
  if (id === undefined) throw new TypeError(`Unexpected rule \`${plugin.name}\`, expected one of the rule table`)
  const severity = rules[id].severity
  const wrapped = function (this: unknown, config?: unknown) {
    // A severity alone (`"off"`, `"error"`, `0` …) is read as one, as in a list; `true` is "on".
    const leveled =
      config !== true && severities.has(config)
        ? [config]
        : Array.isArray(config) && severities.has(config[0])
          ? config
          : [severity, config]
    const transform: unknown = (plugin as unknown as (this: unknown, config?: unknown) => unknown).call(this, leveled)
    // Off (`[rule, false]`): no transformer.
    if (transform === undefined) return undefined
    if (typeof transform !== 'function' || transform.length !== 3) {
      throw new TypeError(
        `Unexpected transformer from unified-lint-rule for \`${plugin.name}\`, expected a function of (tree, file, next)`
      )
    }
    return function (tree: Root, file: VFile, next: Next): void {
      const from = file.messages.length
      ;(transform as Transformer)(tree, file, (error, ...rest) => {
        for (let index = from; index < file.messages.length; index++) {
          const message = file.messages[index]!
          if (lowered.has(message)) message.fatal = null
        }
        next(error, ...rest)
      })
    }
  }
  Object.defineProperty(wrapped, 'name', {value: plugin.name})
  return wrapped as unknown as Rule
}
