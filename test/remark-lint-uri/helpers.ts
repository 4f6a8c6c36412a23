/** Shared helpers of the remark-lint-uri tests. */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import remarkParse from 'remark-parse'
import {unified, type PluggableList} from 'unified'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const packageRoot = path.join(root, 'packages/remark-lint-uri')
export const fixtures = path.join(root, 'fixtures/remark-lint-uri')
export const tsx = path.join(root, 'node_modules/.bin/tsx')
export const cliPath = path.join(packageRoot, 'src/cli.ts')
export const serverPath = path.join(packageRoot, 'src/language-server.ts')

/** A message as the tests compare it: rule, exact range, reason. */
export interface Expected {
  ruleId: string
  /** `line:column-line:column` of `place`. */
  range: string
  reason: string
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
  return file.messages.map((message) => ({ruleId: message.ruleId ?? '', range: rangeOf(message), reason: message.reason}))
}

/** A fresh folder in the OS temp dir (removed by the caller). */
export function temporaryFolder(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'urilint-'))
}

/** Run the `urilint` bin from source (as `tsx --conditions=source`). */
export function runCli(
  args: readonly string[],
  options: {cwd: string; env?: Record<string, string | undefined>}
): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = {...process.env, GITHUB_ACTIONS: undefined, NO_COLOR: '1', ...options.env}
    const child = spawn(tsx, ['--conditions=source', cliPath, ...args], {cwd: options.cwd, env: env as NodeJS.ProcessEnv})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({code, stdout, stderr}))
  })
}
