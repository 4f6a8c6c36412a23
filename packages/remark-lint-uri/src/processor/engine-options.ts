/**
 * What the CLI and the language server give unified-engine alike: where the
 * configuration is looked up and how it is read, and the plugins run after
 * the configuration's.
 */
import type {PluggableList} from 'unified'
import ensureRules from './ensure-rules.js'
import plainTextSilence from './plain-text-silence.js'
import {recordRulesOff} from './rules-off.js'

/**
 * `.remarkrc*` files and `remarkConfig` in `package.json`, as remark-cli looks
 * them up (cli/side-files.ts lists the names), each read with a record of the
 * rules it turns off (rules-off.ts).
 */
export const configurationLookup = {
  rcName: '.remarkrc',
  packageField: 'remarkConfig',
  configTransform: recordRulesOff
} as const

/** After the configuration's plugins: the preset's rules when it names none, and silence on plain text. */
export const afterConfiguration: PluggableList = [ensureRules, plainTextSilence]
