/**
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

const lowered = new WeakSet<VFileMessage>()

/** Mark `message` to be reported at the lower level. */
export function lower(message: VFileMessage): void {
  lowered.add(message)
}

type Next = (error?: unknown, ...rest: unknown[]) => void
type Transformer = (tree: Root, file: VFile, next: Next) => void

/** `plugin` (a unified-lint-rule plugin) with its marked messages set to `fatal: null`. */
export function withLowerLevel<Rule extends Plugin<never[], Root>>(plugin: Rule): Rule {
  const wrapped = function (this: unknown, config?: unknown) {
    const transform: unknown = (plugin as unknown as (this: unknown, config?: unknown) => unknown).call(this, config)
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
