/**
 * A configuration's plugins, found beside urilint when the project has not
 * installed them.
 *
 * unified-engine resolves the plugins a configuration names from that
 * configuration's folder only. In CI and in hooks urilint is often installed
 * on its own (the GitHub Action's folder, pre-commit's environment, `npx`)
 * while the project's `node_modules` is absent: the README's own
 * `{"plugins": ["remark-gfm", "remark-lint-uri"]}` then failed every file
 * with `Cannot find module`. Here each name that does not resolve from the
 * configuration's folder is looked up from urilint's own install (its
 * dependencies, remark-gfm and remark-frontmatter among them, and whatever is
 * installed beside it); when found, unified-engine is given its path. What
 * the project has installed always wins.
 */
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {moduleResolve} from 'import-meta-resolve'
import type {Preset as PresetSupportingSpecifiers} from 'unified-engine'

/** The prefix unified-engine gives load-plugin for remark: `gfm` is `remark-gfm` first. */
const prefix = 'remark-'

/** Where the fallback resolves from: this module, inside urilint's install. */
const beside = import.meta.url
/** The conditions urilint itself was loaded with: its sources (`source`, under tsx and Vitest) or its build. */
const besideConditions = new Set(beside.endsWith('.ts') ? ['source', 'node', 'import'] : ['node', 'import'])
const projectConditions = new Set(['node', 'import'])

/** unified-engine's `configTransform`: each plugin specifier the configuration's folder cannot resolve, as a path beside urilint. */
export function findPluginsBeside(config: unknown, filePath: string): PresetSupportingSpecifiers {
  const preset = config as PresetSupportingSpecifiers
  if (config === null || typeof config !== 'object' || !('plugins' in config)) return preset
  const plugins = config.plugins
  const from = pathToFileURL(filePath)
  const rewrite = (specifier: unknown): unknown =>
    typeof specifier === 'string' ? (pluginBeside(specifier, from) ?? specifier) : specifier
  if (Array.isArray(plugins)) {
    return {
      ...preset,
      plugins: plugins.map((entry: unknown) =>
        Array.isArray(entry) ? [rewrite(entry[0]), ...(entry.slice(1) as unknown[])] : rewrite(entry)
      )
    } as PresetSupportingSpecifiers
  }
  if (plugins !== null && typeof plugins === 'object') {
    return {
      ...preset,
      plugins: Object.fromEntries(Object.entries(plugins).map(([key, value]) => [rewrite(key) as string, value]))
    } as PresetSupportingSpecifiers
  }
  return preset
}

/**
 * The specifier to give unified-engine for `name` named in a configuration at
 * `from`: undefined when the configuration's folder resolves it (or it is a
 * path) or urilint's install does not have it either; else the path of what
 * urilint's install has, relative to the configuration (`./` or `../`, which
 * load-plugin takes as it is, with no prefix tried).
 */
export function pluginBeside(name: string, from: URL): string | undefined {
  const candidates = candidatesOf(name)
  if (candidates.length === 0) return undefined
  if (candidates.some((candidate) => resolvesFromProject(candidate, from))) return undefined
  for (const candidate of candidates) {
    const found = resolved(candidate, beside, besideConditions)
    if (found === undefined || !found.startsWith('file:')) continue
    const relative = path
      .relative(path.dirname(fileURLToPath(from)), fileURLToPath(found))
      .split(path.sep)
      .join('/')
    return relative.startsWith('../') ? relative : './' + relative
  }
  return undefined
}

/** The names load-plugin tries for a bare specifier, in its order (`gfm`: `remark-gfm`, `gfm`); none for a path or URL. */
function candidatesOf(name: string): string[] {
  if (name === '' || name.startsWith('.') || path.isAbsolute(name) || /^[a-z][a-z\d+.-]*:/i.test(name)) return []
  const slash = name.startsWith('@') ? name.indexOf('/') : -1
  const scope = slash === -1 ? '' : name.slice(0, slash + 1)
  const rest = name.slice(scope.length)
  return rest.startsWith(prefix) ? [name] : [scope + prefix + rest, name]
}

/** Whether `specifier` resolves from `from` (a configuration file) as unified-engine resolves it there. */
export function resolvesFromProject(specifier: string, from: URL): boolean {
  return resolved(specifier, from, projectConditions) !== undefined
}

function resolved(specifier: string, from: URL | string, conditions: Set<string>): string | undefined {
  try {
    return moduleResolve(specifier, new URL(from), conditions, false).href
  } catch {
    return undefined
  }
}
