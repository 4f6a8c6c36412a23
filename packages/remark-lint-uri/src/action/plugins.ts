/**
 * `node dist/action/plugins.js <workspace>`: for the GitHub Action (action.yml),
 * the plugins the workspace's remark configurations name that neither the
 * project nor urilint's install has, one npm install specifier a line, at
 * the version the project pins. The Action installs them beside urilint,
 * where `plugins-beside.ts` finds them: a project whose dependencies are not
 * installed (docs-only CI jobs, pre-commit-style runs) lints with the
 * plugins its configuration names, at its own versions; a project whose
 * dependencies are installed uses those, and nothing is installed.
 *
 * Versions, in order: the project's lockfile (package-lock.json,
 * pnpm-lock.yaml, yarn.lock, nearest the configuration first), the range in
 * its package.json, else none (npm's latest). What cannot be read (a
 * JavaScript configuration, which imports its plugins itself; a file that
 * does not parse) is said on stderr, one line each, and skipped.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import {pathToFileURL} from 'node:url'
import {parse as parseYaml} from 'yaml'
import {isMain} from '@urilint/extract/cli-shared'
import {configurationNames, scriptNames} from '../cli/side-files.js'
import {pluginBeside, resolvesFromProject} from '../processor/plugins-beside.js'

/** Folders never searched for configurations. */
const skippedFolders = new Set(['node_modules', '.git', '.hg', '.svn'])
/** At most this many folders are searched: a workspace is not the file system. */
const maxFolders = 100_000
/** An npm package name (scoped or not), as npm validates new names. */
const packageName = /^(?:@[a-z\d~-][a-z\d._~-]*\/)?[a-z\d~-][a-z\d._~-]*$/
/** A version or range as lockfiles and package.json write them; nothing npm would read as a path, URL or git address. */
const versionRange = /^[\w.^~<>=|* -]+$/

/** A plugin to install: its name, and the version or range to install. */
export interface MissingPlugin {
  name: string
  version: string | undefined
}

/** The plugins `workspace`'s configurations name that resolve neither from there nor beside urilint; problems said with `warn`. */
export function missingPlugins(workspace: string, warn: (line: string) => void): MissingPlugin[] {
  const missing = new Map<string, MissingPlugin>()
  for (const file of configurationFiles(workspace)) {
    const relative = path.relative(workspace, file)
    if (scriptNames.includes(path.basename(file))) {
      warn(`${relative}: a JavaScript configuration imports its own plugins: install the project's dependencies first`)
      continue
    }
    let names: string[]
    try {
      names = pluginNames(readConfiguration(file))
    } catch (error) {
      warn(`${relative}: cannot read it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      continue
    }
    const from = pathToFileURL(file)
    for (const name of names) {
      const candidates = installNames(name)
      if (candidates.length === 0) continue
      if (candidates.some((candidate) => resolvesFromProject(candidate, from))) continue
      if (pluginBeside(name, from) !== undefined) continue
      // load-plugin tries `remark-<name>` first: the package is the first name the project pins, else that one.
      const pinned = candidates
        .map((candidate) => ({name: candidate, version: pinnedVersion(candidate, path.dirname(file), workspace)}))
        .find((plugin) => plugin.version !== undefined)
      const plugin = pinned ?? {name: candidates[0]!, version: undefined}
      if (!missing.has(plugin.name)) missing.set(plugin.name, plugin)
    }
  }
  return [...missing.values()]
}

/** The configuration files under `workspace`, as unified-engine names them (a package.json only with `remarkConfig`). */
function configurationFiles(workspace: string): string[] {
  const files: string[] = []
  const folders = [workspace]
  for (let visited = 0; visited < folders.length && visited < maxFolders; visited++) {
    const folder = folders[visited]!
    let entries
    try {
      entries = readdirSync(folder, {withFileTypes: true})
    } catch {
      continue
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) folders.push(full)
      } else if (configurationNames.includes(entry.name) && isRegularFile(full)) {
        if (entry.name !== 'package.json' || readJson(full)?.remarkConfig !== undefined) files.push(full)
      }
    }
  }
  return files
}

/** The configuration in `file`: JSON, YAML, or `remarkConfig` of a package.json. */
function readConfiguration(file: string): unknown {
  const name = path.basename(file)
  const text = readFileSync(file, 'utf8')
  if (name === 'package.json') return (JSON.parse(text) as {remarkConfig?: unknown}).remarkConfig
  // unified-engine reads `.remarkrc` and `.remarkrc.json` as JSON, `.yaml`/`.yml` as YAML.
  return name.endsWith('.yaml') || name.endsWith('.yml') ? parseYaml(text) : JSON.parse(text)
}

/** The plugin names (strings) of a configuration, in a list or a map, presets given inline included. */
function pluginNames(config: unknown): string[] {
  if (config === null || typeof config !== 'object' || !('plugins' in config)) return []
  const plugins = config.plugins
  const entries: unknown[] = Array.isArray(plugins)
    ? plugins.map((entry: unknown) => (Array.isArray(entry) ? entry[0] : entry))
    : plugins !== null && typeof plugins === 'object'
      ? Object.keys(plugins)
      : []
  return entries.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : entry !== null && typeof entry === 'object' ? pluginNames(entry) : []
  )
}

/** The packages a plugin name may be (`gfm`: `remark-gfm`, then `gfm`); a subpath (`remark-lint-uri/no-uri-password`) is its package. */
function installNames(name: string): string[] {
  if (name.startsWith('.') || path.isAbsolute(name) || name.includes(':')) return []
  const parts = name.split('/')
  const base = name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const slash = base.startsWith('@') ? base.indexOf('/') : -1
  const scope = slash === -1 ? '' : base.slice(0, slash + 1)
  const rest = base.slice(scope.length)
  const names = rest.startsWith('remark-') ? [base] : [scope + 'remark-' + rest, base]
  return names.filter((candidate) => packageName.test(candidate))
}

/** The version of `name` the project pins: its lockfiles, then its package.json ranges, from `folder` up to `workspace`. */
function pinnedVersion(name: string, folder: string, workspace: string): string | undefined {
  const ranges: string[] = []
  for (let current = folder; ; current = path.dirname(current)) {
    const locked = lockedVersion(name, current, folder)
    if (locked !== undefined) return locked
    const manifest = readJson(path.join(current, 'package.json'))
    for (const field of ['devDependencies', 'dependencies', 'optionalDependencies', 'peerDependencies']) {
      const range = (manifest?.[field] as Record<string, unknown> | undefined)?.[name]
      if (typeof range === 'string') ranges.push(range)
    }
    if (current === workspace || path.dirname(current) === current || !current.startsWith(workspace)) break
  }
  return ranges.find((range) => versionRange.test(range))
}

/** The version of `name` a lockfile in `folder` records for the project at `project`. */
function lockedVersion(name: string, folder: string, project: string): string | undefined {
  const npm = readJson(path.join(folder, 'package-lock.json'))
  const npmPackages = npm?.packages as Record<string, {version?: unknown}> | undefined
  if (npmPackages !== undefined) {
    const prefix = path.relative(folder, project).split(path.sep).join('/')
    const version =
      npmPackages[(prefix === '' ? '' : prefix + '/') + 'node_modules/' + name]?.version ??
      npmPackages['node_modules/' + name]?.version
    if (typeof version === 'string' && versionRange.test(version)) return version
  }
  const pnpm = readText(path.join(folder, 'pnpm-lock.yaml'))
  if (pnpm !== undefined) {
    try {
      const lock = parseYaml(pnpm) as {importers?: Record<string, Record<string, Record<string, {version?: unknown}>>>}
      const importer = lock.importers?.[path.relative(folder, project).split(path.sep).join('/') || '.']
      for (const field of ['devDependencies', 'dependencies', 'optionalDependencies']) {
        const version = importer?.[field]?.[name]?.version
        // `4.0.1(@types/node@20.0.0)`: the peers are pnpm's, not the version.
        const plain = typeof version === 'string' ? version.replace(/\(.*$/, '') : undefined
        if (plain !== undefined && versionRange.test(plain)) return plain
      }
    } catch {
      // A lockfile that does not parse pins nothing.
    }
  }
  const yarn = readText(path.join(folder, 'yarn.lock'))
  if (yarn !== undefined) {
    // Yarn 1 (`version "4.0.1"`) and Yarn 2+ (`version: 4.0.1`): the block whose header names the package.
    const blocks = yarn.split(/\n(?=\S)/)
    for (const block of blocks) {
      const header = block.slice(0, block.indexOf('\n') === -1 ? block.length : block.indexOf('\n'))
      const names = header.split(',').map((entry) => entry.trim().replace(/^"|"?:?$/g, ''))
      if (!names.some((entry) => entry.startsWith(name + '@'))) continue
      const version = /\n\s+version:? "?([^"\n]+)"?/.exec(block)?.[1]
      if (version !== undefined && versionRange.test(version)) return version
    }
  }
  return undefined
}

function readText(file: string): string | undefined {
  try {
    return isRegularFile(file) ? readFileSync(file, 'utf8') : undefined
  } catch {
    return undefined
  }
}

function readJson(file: string): Record<string, unknown> | undefined {
  const text = readText(file)
  if (text === undefined) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** A regular file: a FIFO or device named like a configuration is never opened. */
function isRegularFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The program: `<workspace>` (default: the working folder); prints `name@version` (or `name`) a line. */
export function runAsProgram(argv: readonly string[]): void {
  const workspace = path.resolve(argv[0] ?? '.')
  const plugins = missingPlugins(workspace, (line) => process.stderr.write('urilint: ' + line + '\n'))
  for (const plugin of plugins) {
    process.stdout.write(plugin.version === undefined ? plugin.name + '\n' : plugin.name + '@' + plugin.version + '\n')
  }
}

if (isMain(import.meta.url)) runAsProgram(process.argv.slice(2))
