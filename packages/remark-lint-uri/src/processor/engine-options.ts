/**
 * What the CLI and the language server give unified-engine alike: where the
 * configuration is looked up and how it is read, and the plugins run after
 * the configuration's.
 */
import type {PluggableList} from 'unified'
import type {Preset as PresetSupportingSpecifiers} from 'unified-engine'
import ensureRules from './ensure-rules.js'
import plainTextSilence from './plain-text-silence.js'
import {findPluginsBeside} from './plugins-beside.js'
import {recordRulesOff} from './rules-off.js'
import verbatimFixes from './verbatim-fixes.js'

/**
 * `.remarkrc*` files and `remarkConfig` in `package.json`, as remark-cli looks
 * them up (cli/side-files.ts lists the names), each read with its plugins
 * found beside urilint when the project lacks them (plugins-beside.ts) and a
 * record of the rules it turns off (rules-off.ts).
 */
export const configurationLookup = {
  rcName: '.remarkrc',
  packageField: 'remarkConfig',
  configTransform: (config: unknown, filePath: string): PresetSupportingSpecifiers =>
    recordRulesOff(findPluginsBeside(config, filePath), filePath)
} as const

/** After the configuration's plugins: the preset's rules when it names none, silence on plain text, and fixes only where they can be edits. */
export const afterConfiguration: PluggableList = [ensureRules, plainTextSilence, verbatimFixes]
