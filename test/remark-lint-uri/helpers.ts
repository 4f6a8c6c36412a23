/** Shared helpers of the remark-lint-uri tests. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import preset from 'remark-lint-uri'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified, type PluggableList} from 'unified'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {runUrilint} from '../cli.ts'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const packageRoot = path.join(root, 'packages/remark-lint-uri')
export const fixtures = path.join(root, 'fixtures/remark-lint-uri')
/** The preset as a user's `.remarkrc` composes it: after remark-gfm (bare URLs) and remark-frontmatter. */
export const presetWithGfm: PluggableList = [[remarkFrontmatter, ['yaml', 'toml']], remarkGfm, preset]

/** A message as the tests compare it: rule, level, exact range, reason. */
export interface Expected {
  ruleId: string
  /** vfile-message's `fatal`: `true` error, `false` warning, `null`/`undefined` info (the lower level). */
  level: 'error' | 'warning' | 'info'
  /** `line:column-line:column` of `place`. */
  range: string
  reason: string
}

/** The level of a message, from vfile-message's `fatal`. */
export function levelOf(message: VFileMessage): Expected['level'] {
  return message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
}

/** `line:column-line:column` of a message's place. */
export function rangeOf(message: VFileMessage): string {
  const place = message.place
  if (place === undefined) return ''
  if (!('start' in place)) return `${place.line}:${place.column}`
  return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}`
}

/** Lint Markdown `value` with `plugins` (after remark-parse); returns the file. */
export async function lint(value: string, plugins: PluggableList, filePath = 'example.md'): Promise<VFile> {
  const file = new VFile({path: filePath, value})
  const processor = unified().use(remarkParse).use(plugins)
  await processor.run(processor.parse(file), file)
  return file
}

/** The messages of a file as `Expected` objects, in document order. */
export function summarize(file: VFile): Expected[] {
  return file.messages.map((message) => ({
    ruleId: message.ruleId ?? '',
    level: levelOf(message),
    range: rangeOf(message),
    reason: message.reason
  }))
}

/** n references (`[x][dN]`) used in one paragraph, then defined: micromark's label-end looks each up among all definitions. */
export function referencesThenDefinitions(n: number): string {
  let uses = ''
  let definitions = ''
  for (let index = 0; index < n; index++) {
    uses += `[x][d${index}] `
    definitions += `[d${index}]: http://a.example/${index}\n`
  }
  return uses + '\n\n' + definitions
}

/** Every field of a message that a report shows. */
export function reportFields(message: VFileMessage) {
  return {
    ruleId: message.ruleId,
    level: levelOf(message),
    range: rangeOf(message),
    reason: message.reason,
    note: message.note,
    actual: message.actual,
    expected: message.expected
  }
}

/** Write `files` (relative path: text) into `folder`, making their folders. */
export async function writeFiles(folder: string, files: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), {recursive: true})
    await fs.writeFile(path.join(folder, name), value)
  }
}

/** A fresh folder in the OS temp dir (removed by the caller). */
export function temporaryFolder(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'urilint-'))
}

/** Run `urilint` in this process (its `main`), with no colour and outside GitHub Actions unless `env` says otherwise. */
export const runCli = runUrilint

/** The scripted LSP client on the built server lives with the server tests. */
export {startLanguageServer} from './server/language-client.ts'

/** A small seeded generator of uniform numbers in [0, 1) (mulberry32): fixed random test data. */
export function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d_2b_79_f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
