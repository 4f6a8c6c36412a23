/**
 * Lint open documents as the CLI lints files: unified-engine with
 * `.remarkrc*` and `remarkConfig` (from the document's workspace folder),
 * `.remarkignore`, and, after the configuration's plugins, the preset's
 * rules when it names none and the plain-text silencing. What
 * unified-language-server did, in the same order: the workspace folder
 * closest to the document is its `cwd` (without folders, the nearest folder
 * with a `package.json` or `.git`); a copy of `remark-lint-uri/processor`
 * installed there wins over this one.
 *
 * With the CLI's bounds: a document over its size bound is not linted, nor
 * one whose configuration or ignore file is no regular file (a FIFO that
 * unified-engine would wait on for ever, holding a thread of the pool: after
 * four, every lint and even `exit` waited). The engine writes no report: it
 * wrote one into a stream nobody read, and waited once 16 KiB were in it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {Writable} from 'node:stream'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {loadPlugin} from 'load-plugin'
import {engine, type Options as EngineOptions} from 'unified-engine'
import {VFile} from 'vfile'
import type {TextDocument} from 'vscode-languageserver-textdocument'
import {ConfigurationCheck, irregularFile, maxFileBytes, type IrregularFile} from '../cli/side-files.js'
import {afterConfiguration, configurationLookup} from '../processor/engine-options.js'
import {processor as ownProcessor} from '../processor/processor.js'

/** The module a workspace's own copy of the package is loaded from, and its export. */
export const processorName = 'remark-lint-uri/processor'
const processorExport = 'processor'

/** The settings a client may give (section `urilint`), as unified-language-server reads them. */
export interface Settings {
  /** Check only files that have a configuration. */
  requireConfig: boolean
  /** An ignore file to use, relative to the workspace folder. */
  ignorePath?: string
  /** Resolve its patterns from the workspace folder (`cwd`) or its own (`dir`, the default). */
  ignorePathResolveFrom?: 'cwd' | 'dir'
}

/** The settings in a client's answer; anything that is not an object (`null`, a list) is no settings: the defaults. */
export function readSettings(raw: unknown): Settings {
  const value: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const settings: Settings = {requireConfig: Boolean(value.requireConfig)}
  if (typeof value.ignorePath === 'string') settings.ignorePath = value.ignorePath
  if (value.ignorePathResolveFrom === 'cwd' || value.ignorePathResolveFrom === 'dir')
    settings.ignorePathResolveFrom = value.ignorePathResolveFrom
  return settings
}

/** What linting needs from the server. */
export interface LintContext {
  /** The workspace folders (`file:` URLs), closest first. */
  folders: readonly string[]
  settingsOf(uri: string): Promise<Settings>
  /** Told once the own processor is used because the workspace has none; and told why when it has a broken one. */
  processorFallback(problem: string | undefined): void
}

/** A document's file after linting, with the URI and version it was linted at. */
export interface Linted {
  uri: string
  version: number
  file: VFile
}

/** Lint `documents`, grouped by workspace folder and settings (one engine run each); a document outside every folder is skipped. */
export async function lintDocuments(documents: readonly TextDocument[], context: LintContext): Promise<Linted[]> {
  const groups = new Map<string, {cwd: string; settings: Settings; linted: Linted[]}>()
  const refused: Linted[] = []
  const checks: SideFileChecks = {configurations: new ConfigurationCheck(), ignoreFiles: new Map()}
  await Promise.all(
    documents.map(async (document) => {
      const cwd = await cwdOf(document.uri, context.folders)
      if (cwd === undefined) return
      const settings = await context.settingsOf(document.uri)
      const key = [cwd, settings.requireConfig, settings.ignorePath ?? '', settings.ignorePathResolveFrom ?? ''].join(
        '\0'
      )
      let group = groups.get(key)
      if (group === undefined) groups.set(key, (group = {cwd, settings, linted: []}))
      // The version and the text are read together, after the awaits: the newest when the lint starts.
      const file = new VFile({cwd, path: fileURLToPath(document.uri), value: document.getText()})
      const linted = {uri: document.uri, version: document.version, file}
      const problem = tooLarge(file) ?? (await sideFileProblem(file.path, cwd, settings, checks))
      if (problem === undefined) group.linted.push(linted)
      else {
        file.message(problem).fatal = true
        refused.push(linted)
      }
    })
  )
  const runs = [...groups.values()].map(async (group) => {
    // Given no file, unified-engine would read stdin: the client's messages.
    if (group.linted.length === 0) return []
    await lintFiles(
      group.cwd,
      group.settings,
      group.linted.map((linted) => linted.file),
      context
    )
    return group.linted
  })
  return [...refused, ...(await Promise.all(runs)).flat()]
}

/** Why a document is not linted when it is over the CLI's bound on a file (in UTF-8 bytes, as the CLI reads it). */
function tooLarge(file: VFile): string | undefined {
  const bytes = Buffer.byteLength(String(file.value))
  if (bytes <= maxFileBytes) return undefined
  return `Cannot lint document: larger than the ${maxFileBytes / 1024 / 1024} MiB limit (${(bytes / 1024 / 1024).toFixed(1)} MiB)`
}

/** One lint's look at the files beside documents (they may change between lints). */
interface SideFileChecks {
  configurations: ConfigurationCheck
  ignoreFiles: Map<string, Promise<IrregularFile | 'file' | undefined>>
}

/**
 * Why the document at `file` is not linted when a file unified-engine would
 * read for it is no regular file: its configuration, the nearest
 * `.remarkignore` (or the `ignorePath` setting). Looked at with `stat`,
 * never opened.
 */
async function sideFileProblem(
  file: string,
  cwd: string,
  settings: Settings,
  checks: SideFileChecks
): Promise<string | undefined> {
  const configuration = await checks.configurations.problemFor(file)
  if (configuration !== undefined)
    return `Cannot read configuration \`${path.relative(cwd, configuration.path)}\`: ${configuration.reason}`
  const ignoreFiles =
    settings.ignorePath === undefined
      ? ancestors(path.dirname(file), '.remarkignore')
      : [path.resolve(cwd, settings.ignorePath)]
  for (const ignoreFile of ignoreFiles) {
    let kind = checks.ignoreFiles.get(ignoreFile)
    if (kind === undefined) {
      kind = irregularFile(ignoreFile).then(
        async (irregular) => irregular ?? ((await exists(ignoreFile)) ? 'file' : undefined)
      )
      checks.ignoreFiles.set(ignoreFile, kind)
    }
    const found = await kind
    if (typeof found === 'object')
      return `Cannot read ignore file \`${path.relative(cwd, found.path)}\`: ${found.reason}`
    // The nearest one is the one read.
    if (found === 'file') break
  }
  return undefined
}

/** `name` in `folder` and in each folder above it, nearest first. */
function ancestors(folder: string, name: string): string[] {
  const files: string[] = []
  for (let current = folder; ; current = path.dirname(current)) {
    files.push(path.join(current, name))
    if (path.dirname(current) === current) return files
  }
}

/** The folder a document is linted from: its closest workspace folder; without folders, the nearest with `package.json` or `.git`. */
async function cwdOf(uri: string, folders: readonly string[]): Promise<string | undefined> {
  // `untitled:` and other schemes have no folder (and no configuration).
  if (!uri.startsWith('file:')) return undefined
  if (folders.length > 0) {
    const folder = folders.find((candidate) => uri.startsWith(candidate.replace(/\/$/, '') + '/'))
    return folder === undefined ? undefined : fileURLToPath(folder)
  }
  let directory = path.dirname(fileURLToPath(uri))
  for (;;) {
    if ((await exists(path.join(directory, 'package.json'))) || (await exists(path.join(directory, '.git'))))
      return directory
    const parent = path.dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false
  )
}

/** One engine run over `files`; an error of the engine itself becomes a fatal message on each. */
async function lintFiles(cwd: string, settings: Settings, files: VFile[], context: LintContext): Promise<void> {
  const processor = await processorFor(cwd, context)
  await new Promise<void>((resolve) => {
    engine(
      {
        processor,
        cwd,
        files,
        ...configurationLookup,
        pluginPrefix: 'remark',
        ignoreName: '.remarkignore',
        ...(settings.ignorePath === undefined ? {} : {ignorePath: path.resolve(cwd, settings.ignorePath)}),
        ...(settings.ignorePathResolveFrom === undefined
          ? {}
          : {ignorePathResolveFrom: settings.ignorePathResolveFrom}),
        ignoreUnconfigured: settings.requireConfig,
        silentlyIgnore: true,
        // Lint only: nothing is written or serialized.
        output: false,
        out: false,
        // No report (the messages are published): nothing is written, and nothing waits on a reader.
        reporter: () => '',
        quiet: false,
        streamOut: sink(),
        streamError: sink(),
        // After the configuration's plugins, as in the CLI.
        plugins: [...afterConfiguration]
      },
      (error) => {
        // A plugin that throws is a message of its file; this is the engine's own failure, reported as itself.
        if (error) for (const file of files) file.message(error).fatal = true
        resolve()
      }
    )
  })
}

/** A stream that takes whatever is written to it and keeps none of it. */
function sink(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done()
    }
  })
}

/** The workspace's `remark-lint-uri/processor` when it has one, else this package's. */
async function processorFor(cwd: string, context: LintContext): Promise<EngineOptions['processor']> {
  try {
    const found = await loadPlugin(processorName, {from: pathToFileURL(cwd + '/'), key: processorExport})
    if (typeof found === 'function') return found as EngineOptions['processor']
    context.processorFallback('it has no `' + processorExport + '` export')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    context.processorFallback(
      code === 'ERR_MODULE_NOT_FOUND' ? undefined : String((error as Error | undefined)?.message ?? error)
    )
  }
  return ownProcessor
}
