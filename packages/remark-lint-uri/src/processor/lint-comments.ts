/**
 * `<!--lint disable/enable/ignore-->` comments, as remark-lint handles them
 * (remark-message-control, name `lint`, source `remark-lint`), but only where
 * they can change something. remark-lint walks every tree twice for them,
 * which costs more than the three rules; on a file with no message of
 * remark-lint's and no `lint` in its text (every comment marker holds it)
 * the control has nothing to drop and no marker to check, so it is skipped.
 */
import type {Root} from 'mdast'
import remarkMessageControl from 'remark-message-control'
import type {Processor} from 'unified'
import type {VFile} from 'vfile'

const source = 'remark-lint'

/** remark-lint's comment handling, skipped where it has nothing to do. */
export default function remarkLintComments(this: Processor): undefined {
  // Used while plugins attach, so that it runs after every rule, as in remark-lint.
  this.use(lazyMessageControl)
}

function lazyMessageControl(): (tree: Root, file: VFile) => undefined {
  const control = remarkMessageControl({name: 'lint', source})
  return (tree, file) => {
    if (!file.messages.some((message) => message.source === source) && !String(file).includes('lint')) return
    control(tree, file)
  }
}
