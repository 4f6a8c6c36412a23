/**
 * `[rule, false]`, the off switch, as `ensureRules` must see it.
 * unified-engine drops a plugin configured `false` before any plugin runs
 * (its `configure` step), so a configuration that turns every urilint rule
 * off that way would look like one that names none, and get the preset's.
 * This `configTransform` reads each configuration file as unified-engine
 * loads it and adds a plugin that records the rules it turns off, for
 * `ensureRules`.
 */
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import type {Processor} from 'unified'
import type {Preset as PresetSupportingSpecifiers} from 'unified-engine'
import {isRuleId, ruleIdOfPlugin, type RuleId} from '../rules/metadata.js'

declare module 'unified' {
  interface Data {
    /** The urilint rules a configuration file turns off with `false` (see rules-off.ts). */
    urilintRulesOff?: RuleId[]
  }
}

/** unified-engine's `configTransform`: the configuration as written, plus a record of the urilint rules it turns off. */
export function recordRulesOff(config: unknown, filePath: string): PresetSupportingSpecifiers {
  // unified-engine checks the shape of what is returned, as of what it read.
  const preset = config as PresetSupportingSpecifiers
  if (config === null || typeof config !== 'object' || !('plugins' in config)) return preset
  const plugins = config.plugins
  const entries: Array<[unknown, unknown]> = Array.isArray(plugins)
    ? plugins.flatMap((entry: unknown): Array<[unknown, unknown]> =>
        Array.isArray(entry) ? [[entry[0], entry[1]]] : []
      )
    : plugins !== null && typeof plugins === 'object'
      ? Object.entries(plugins)
      : []
  const off = entries.flatMap(([plugin, options]) => {
    if (options !== false) return []
    const id = ruleOf(plugin, filePath)
    return id === undefined ? [] : [id]
  })
  if (off.length === 0) return preset
  const record: [typeof rulesOff, RuleId[]] = [rulesOff, off]
  // A map (`{"remark-gfm": true}`) cannot hold a function: as the list unified-engine reads it as.
  return {
    ...preset,
    plugins: [...(Array.isArray(plugins) ? plugins : entries), record]
  } as PresetSupportingSpecifiers
}

/** The urilint rule that `plugin` (a specifier or a function, as a configuration names it) is, if any. */
function ruleOf(plugin: unknown, configFile: string): RuleId | undefined {
  if (typeof plugin === 'function') return ruleIdOfPlugin(plugin.name)
  if (typeof plugin !== 'string') return undefined
  let resolved: string
  try {
    resolved = createRequire(configFile).resolve(plugin)
  } catch {
    // unified-engine reports a plugin it cannot load; nothing to record.
    return undefined
  }
  // A rule of any copy of remark-lint-uri (the project's or the one urilint runs from): a module named as the rule.
  const name = path.basename(resolved, path.extname(resolved))
  return isRuleId(name) && packageNameOf(resolved) === 'remark-lint-uri' ? name : undefined
}

/** The `name` of the package a file belongs to: its nearest `package.json` with a name. */
function packageNameOf(file: string): string | undefined {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    try {
      const name: unknown = (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {name?: unknown})
        .name
      if (typeof name === 'string') return name
    } catch {
      // No (readable) package.json here: look further up.
    }
    if (path.dirname(folder) === folder) return undefined
  }
}

/** unified plugin: records the rules turned off, for `ensureRules`. */
function rulesOff(this: Processor, ids: RuleId[]): undefined {
  this.data('urilintRulesOff', [...(this.data('urilintRulesOff') ?? []), ...ids])
}
