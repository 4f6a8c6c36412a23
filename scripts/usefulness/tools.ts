/**
 * The four tools of the usefulness report, each with its defaults on the
 * corpus, every finding kept as file, line, column (1-based), rule and level
 * (never a message: a message may quote a secret):
 *
 * - `urilint`: the workspace's CLI from source (`--report json --no-ignore`,
 *   no configuration: the preset). Never cached: it is what is measured.
 * - `markdownlint`: `markdownlint-cli2 "**\/*.{md,MD,Md,markdown,MARKDOWN}"` in the corpus
 *   folder, default rules; every finding is an error to it.
 * - `remark-lint`: `remark-preset-lint-recommended` on `remark-parse` (what
 *   `remark --use remark-preset-lint-recommended` runs, in this process: no
 *   reporter module is needed to read its messages); its warnings and errors
 *   as they are (the preset's rules warn).
 * - `secretlint`: `secretlint "**\/*"` with `@secretlint/secretlint-rule-preset-recommend`,
 *   `--format json` (secrets masked by default); its columns are 0-based.
 *
 * The peers' findings are cached in the corpus's cache, keyed by its manifest
 * and the tools' versions.
 */
import {spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {redactText} from '@urilint/extract/internal'
import remarkParse from 'remark-parse'
import remarkPresetLintRecommended from 'remark-preset-lint-recommended'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {cacheDir, type Corpus} from './corpus.ts'

export type ToolName = 'urilint' | 'markdownlint' | 'remark-lint' | 'secretlint'

export const toolNames: readonly ToolName[] = ['urilint', 'markdownlint', 'remark-lint', 'secretlint']

export type Level = 'error' | 'warning' | 'info'

export interface Finding {
  tool: ToolName
  file: string
  line: number
  column: number
  rule: string
  level: Level
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A package's version from the root's node_modules (some export no `./package.json`). */
function versionOf(name: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version
}

export function toolVersions(): Record<ToolName, string> {
  return {
    urilint: 'workspace',
    markdownlint: versionOf('markdownlint-cli2'),
    'remark-lint': versionOf('remark-preset-lint-recommended'),
    secretlint: versionOf('secretlint') + '+' + versionOf('@secretlint/secretlint-rule-preset-recommend')
  }
}

/** Bump when the peers' command lines change, to run them again. */
const peersRevision = 2

/** Every tool's findings on the corpus; the peers' from the cache when the corpus and their versions are the same. */
export function runTools(corpus: Corpus, log: (line: string) => void): Finding[] {
  const versions = toolVersions()
  const key = createHash('sha256')
    .update(readFileSync(corpus.manifest))
    .update(JSON.stringify(versions))
    .update(String(peersRevision))
    .update(corpus.files.join('\n'))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = path.join(cacheDir(corpus.name), `peers-${key}.json`)
  let peers: Finding[]
  if (existsSync(cacheFile)) peers = JSON.parse(readFileSync(cacheFile, 'utf8')) as Finding[]
  else {
    log('  running markdownlint-cli2, remark-lint and secretlint (cached afterwards) …')
    peers = [...runMarkdownlint(corpus), ...runRemarkLint(corpus), ...runSecretlint(corpus)]
    writeFileSync(cacheFile, JSON.stringify(peers))
  }
  return [...runUrilint(corpus), ...peers]
}

/** Where `runUrilint` writes urilint's JSON report for the files under `dir` (a folder of a corpus's cache). */
export function urilintReport(dir: string): string {
  return path.join(path.dirname(dir), `urilint-${path.basename(dir)}.json`)
}

/** urilint on the files under `corpus.dir` (its report written to `urilintReport`). */
export function runUrilint(corpus: Pick<Corpus, 'dir'>): Finding[] {
  const output = urilintReport(corpus.dir)
  rmSync(output, {force: true})
  const cli = path.join(root, 'packages/remark-lint-uri/src/cli/urilint.ts')
  const result = spawnSync(
    process.execPath,
    // tsx by path: the corpus folder has no node_modules to find it from.
    [
      '--import',
      pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href,
      '--conditions=source',
      cli,
      '--report',
      'json',
      '--no-ignore',
      '--output',
      output,
      '.'
    ],
    {cwd: corpus.dir, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, GITHUB_ACTIONS: ''}}
  )
  // 1 is findings that fail the run; 2 a file it could not do, said on stderr (redacted by the CLI).
  if ((result.status !== 0 && result.status !== 1) || !existsSync(output))
    throw new Error(`urilint exited ${result.status}: ${redactText(result.stderr)}`)
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    path: string
    messages: {ruleId: string; severity: string; line: number; column: number}[]
  }[]
  return report.flatMap(({path: file, messages}) =>
    messages.map((message) => ({
      tool: 'urilint' as const,
      file: toKey(corpus, file),
      line: message.line,
      column: message.column,
      rule: message.ruleId,
      level: toLevel(message.severity)
    }))
  )
}

function runMarkdownlint(corpus: Corpus): Finding[] {
  const bin = path.join(root, 'node_modules/.bin/markdownlint-cli2')
  // Its globs are case-sensitive: `README.MD` is Markdown too.
  const result = spawnSync(bin, ['**/*.{md,MD,Md,markdown,MARKDOWN}'], {
    cwd: corpus.dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28
  })
  const findings: Finding[] = []
  // `file:line[:column] MD000/alias description [Context: …]`: the context is not kept.
  for (const line of result.stderr.split('\n')) {
    const match = /^(.+?):(\d+)(?::(\d+))? (MD\d+)\//.exec(line)
    if (match === null) continue
    findings.push({
      tool: 'markdownlint',
      file: match[1]!,
      line: Number(match[2]),
      column: match[3] === undefined ? 1 : Number(match[3]),
      rule: match[4]!,
      level: 'error'
    })
  }
  return findings
}

function runRemarkLint(corpus: Corpus): Finding[] {
  const processor = unified().use(remarkParse).use(remarkPresetLintRecommended)
  const findings: Finding[] = []
  for (const file of corpus.files) {
    const vfile = new VFile({path: path.join(corpus.dir, file), value: readFileSync(path.join(corpus.dir, file))})
    processor.runSync(processor.parse(vfile), vfile)
    for (const message of vfile.messages) {
      findings.push({
        tool: 'remark-lint',
        file,
        line: message.line ?? 1,
        column: message.column ?? 1,
        rule: message.ruleId ?? 'unknown',
        level: message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
      })
    }
  }
  return findings
}

export function runSecretlint(corpus: Pick<Corpus, 'dir'>): Finding[] {
  const bin = path.join(root, 'node_modules/.bin/secretlint')
  const config = JSON.stringify({rules: [{id: '@secretlint/secretlint-rule-preset-recommend'}]})
  const result = spawnSync(
    bin,
    ['**/*', '--format', 'json', '--secretlintrcJSON', config, '--no-gitignore', '--no-color'],
    {
      cwd: corpus.dir,
      encoding: 'utf8',
      maxBuffer: 1 << 28
    }
  )
  // 1 is findings; its output holds the files' text, never printed.
  if (result.status !== 0 && result.status !== 1) throw new Error(`secretlint exited ${result.status}`)
  const output = result.stdout
  const report = JSON.parse(output) as {
    filePath: string
    messages: {ruleId: string; severity: string; loc: {start: {line: number; column: number}}}[]
  }[]
  return report.flatMap(({filePath, messages}) =>
    messages.map((message) => ({
      tool: 'secretlint' as const,
      file: toKey(corpus, filePath),
      line: message.loc.start.line,
      column: message.loc.start.column + 1,
      rule: message.ruleId.replace('@secretlint/secretlint-rule-', ''),
      level: toLevel(message.severity)
    }))
  )
}

function toKey(corpus: Pick<Corpus, 'dir'>, file: string): string {
  return path.relative(corpus.dir, path.resolve(corpus.dir, file)).split(path.sep).join('/')
}

function toLevel(severity: string): Level {
  return severity === 'error' || severity === 'fatal' ? 'error' : severity === 'warning' ? 'warning' : 'info'
}
