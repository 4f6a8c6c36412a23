/**
 * Never a silent pass: a project whose remark configuration names none of
 * the three rules (a `.remarkrc.json` of `{"plugins": ["remark-gfm"]}`, kept
 * for remark-cli) would be checked by nothing and pass. The CLI and the
 * language server use this plugin after the configuration's (unified-engine's
 * `plugins`; not in the frozen processor, whose own freeze would run it with
 * no configuration yet): it adds the preset's rules and marks the file, so
 * that the CLI can say so; a configuration that names the rules and
 * turns every one off is taken at its word, and the CLI says that nothing was
 * checked. unified-engine drops a rule configured `false` before this runs:
 * `rules-off.ts` records those.
 */
import type {Processor} from 'unified'
import type {VFile} from 'vfile'
import {ruleIdOfPlugin} from '../rules/metadata.js'
import {defaultConfig} from './default-config.js'

declare module 'vfile' {
  interface DataMap {
    /**
     * How the urilint rules came to run on this file: `added` when the
     * configuration named none of them (the preset's were added), `off` when
     * it turned every one off.
     */
    urilintRules: 'added' | 'off'
  }
}

/** unified plugin of the urilint processor: the preset's rules when the configuration names none of them. */
export default function ensureRules(this: Processor): undefined {
  // Attachers run once every plugin is in the list (at freeze), so the configuration's are seen here.
  const configured = this.attachers.filter(([plugin]) => ruleIdOfPlugin(plugin.name) !== undefined)
  const turnedOff = this.data('urilintRulesOff') ?? []
  if (configured.length === 0 && turnedOff.length === 0) {
    this.use(defaultConfig)
    this.use(mark, 'added')
  } else if (configured.every(([, ...parameters]) => isOff(parameters[0]))) {
    this.use(mark, 'off')
  }
}

function mark(state: 'added' | 'off') {
  return (_tree: unknown, file: VFile): undefined => {
    file.data.urilintRules = state
  }
}

/** Whether a rule's options turn it off, as unified, unified-lint-rule and `withLowerLevel` read them: `false`, `0`, `'off'`, or a list starting with one. */
function isOff(options: unknown): boolean {
  if (options === false || options === 0 || options === 'off') return true
  if (!Array.isArray(options)) return false
  const level: unknown = options[0]
  return level === false || level === 0 || level === 'off'
}
