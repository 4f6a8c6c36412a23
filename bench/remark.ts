/**
 * remark-lint-uri over real Markdown (`../shared/bench/markdown/`):
 *
 * 1. In one process, in CPU time, taking turns every 25 files:
 *    remark-parse + remark-gfm alone, the same with the preset's gate on
 *    GFM's second literal search (the parse the preset does; same tree),
 *    and the same files through the preset (GFM, front matter,
 *    remark-lint's comments and the three rules). Target: the rules add at
 *    most 15%.
 * 2. The `urilint` CLI versus `markdownlint-cli2` (0.18.x, default rules) on
 *    the same tree. Target: faster (the CLI parses each file once and lints
 *    on worker threads).
 *    Then `urilint --cache`: a run with an empty cache against one with the
 *    cache of the run before (no file changed). Target: the warm run at
 *    least 10x faster.
 * 3. The diagnostics on that corpus, by rule; all of them are written to
 *    `bench/.corpus/remark-diagnostics.txt` to be read.
 *
 * Run alone with `tsx --conditions=source bench/remark.ts`.
 */
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {defaultConfig} from '../packages/remark-lint-uri/src/processor/default-config.ts'
import {processor as cliProcessor} from '../packages/remark-lint-uri/src/processor/processor.ts'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import remarkGfmLiteralGate from '../packages/remark-lint-uri/src/processor/gfm-literal-gate.ts'
import {median, root, sharedDir} from './harness.ts'

const corpus = path.join(sharedDir, 'bench/markdown')
const rounds = 3
/** Files a turn of section 1 reads (about 0.2 s of parsing). */
const block = 25
/** The CLIs take 15 s a run and the machine is noisy: the median of five interleaved runs. */
const cliRounds = 5

/** Benchmark the rules and the CLI; skips with a message when the corpus is absent. */
export async function runRemarkBench(): Promise<void> {
  console.log('\n## remark-lint-uri\n')
  if (!existsSync(corpus)) {
    console.log(`skipped: no Markdown corpus at ${corpus}`)
    return
  }

  const files = await markdownFiles(corpus)
  const documents = await Promise.all(files.map(async (file) => ({path: file, value: await fs.readFile(file, 'utf8')})))
  const bytes = documents.reduce((sum, document) => sum + Buffer.byteLength(document.value), 0)
  console.log(`corpus: ${documents.length} files, ${(bytes / 1e6).toFixed(1)} MB (${path.relative(root, corpus)})`)

  // 1. In process, in CPU time, taking turns every `block` files (the order
  // rotated each turn): this machine's speed drifts by 20% over a minute, a
  // round takes 15 s, and rounds taken in turn gave the rules +3% to +37%.
  // The preset parses with remark-gfm and the gate on its second literal
  // search (same tree): the rules' cost is measured against that parse, and
  // the whole preset against bare remark-gfm as well.
  const bare = unified().use(remarkParse).use(remarkGfm).freeze()
  const gated = unified().use(remarkParse).use(remarkGfm).use(remarkGfmLiteralGate).freeze()
  const linted = cliProcessor().use(defaultConfig).freeze()
  const times: Record<'bare' | 'gated' | 'rules', number[]> = {bare: [], gated: [], rules: []}
  let messages: Array<{file: string; message: VFileMessage}> = []
  const runs: Record<keyof typeof times, (document: (typeof documents)[number]) => Promise<void>> = {
    bare: async (document) => {
      const file = new VFile(document)
      bare.runSync(bare.parse(file), file)
    },
    gated: async (document) => {
      const file = new VFile(document)
      gated.runSync(gated.parse(file), file)
    },
    rules: async (document) => {
      const file = new VFile(document)
      await linted.run(linted.parse(file), file)
      for (const message of file.messages) messages.push({file: document.path, message})
    }
  }
  const names = Object.keys(runs) as Array<keyof typeof times>
  for (let round = 0; round < rounds; round++) {
    messages = []
    const spent = {bare: 0, gated: 0, rules: 0}
    for (let first = 0; first < documents.length; first += block) {
      const slice = documents.slice(first, first + block)
      for (let turn = 0; turn < names.length; turn++) {
        const name = names[(turn + first / block + round) % names.length]!
        spent[name] += await cpuPass(slice, runs[name])
      }
    }
    for (const name of names) times[name].push(spent[name])
  }
  const [bareMs, gatedMs, rulesMs] = [median(times.bare), median(times.gated), median(times.rules)]
  const roundsOf = (name: keyof typeof times) => times[name].map(seconds).join(', ')
  console.log(
    `remark-parse + remark-gfm:            ${seconds(bareMs)} CPU (${rate(bytes, bareMs)})  rounds: ${roundsOf('bare')}`
  )
  console.log(
    `  + the gate on GFM's literal search: ${seconds(gatedMs)} CPU (${rate(bytes, gatedMs)})  rounds: ${roundsOf('gated')}`
  )
  console.log(
    `the preset (front matter, lint, rules): ${seconds(rulesMs)} CPU (${rate(bytes, rulesMs)})  rounds: ${roundsOf('rules')}`
  )
  const overhead = (rulesMs / gatedMs - 1) * 100
  console.log(
    `the rules add ${overhead.toFixed(1)}% to the parse they run on (target: at most 15%) ${overhead <= 15 ? 'ok' : 'MISSED'}; the preset is ${percent(rulesMs / bareMs - 1)} against bare remark-gfm`
  )

  // 3. Diagnostics by rule.
  const byRule = new Map<string, number>()
  for (const {message} of messages)
    byRule.set(message.ruleId ?? '(none)', (byRule.get(message.ruleId ?? '(none)') ?? 0) + 1)
  console.log(
    'diagnostics: ' +
      [...byRule]
        .sort()
        .map(([rule, count]) => `${rule} ${count}`)
        .join(', ')
  )
  const listing = messages
    .map(
      ({file, message}) =>
        `${path.relative(corpus, file)}:${message.line}:${message.column} ${message.ruleId} ${message.reason}`
    )
    .join('\n')
  await fs.mkdir(path.join(root, 'bench/.corpus'), {recursive: true})
  await fs.writeFile(path.join(root, 'bench/.corpus/remark-diagnostics.txt'), listing + '\n')
  console.log('all diagnostics: bench/.corpus/remark-diagnostics.txt')

  // 2. CLI versus markdownlint-cli2 on the same files (`**/*.md`), interleaved.
  // The built CLI, as users run it (`pnpm bench` builds first).
  const built = path.join(root, 'packages/remark-lint-uri/bin/urilint.js')
  const [command, prefix, label] = [process.execPath, [built], 'urilint CLI (dist):                 ']
  const markdownlint = path.join(root, 'node_modules/.bin/markdownlint-cli2')
  const cliTimes: number[] = []
  const markdownlintTimes: number[] = []
  for (let round = 0; round < cliRounds; round++) {
    cliTimes.push(await time(command, [...prefix, '--report', 'json', '--no-ignore', '**/*.md']))
    markdownlintTimes.push(await time(markdownlint, ['**/*.md']))
  }
  const cliMs = median(cliTimes)
  const markdownlintMs = median(markdownlintTimes)
  console.log(`${label}${seconds(cliMs)} median, rounds: ${cliTimes.map(seconds).join(', ')}`)
  console.log(
    `markdownlint-cli2 (default rules):    ${seconds(markdownlintMs)} median, rounds: ${markdownlintTimes.map(seconds).join(', ')}`
  )
  console.log(
    `urilint is ${(markdownlintMs / cliMs).toFixed(2)}x markdownlint-cli2's speed (target: faster) ${cliMs < markdownlintMs ? 'ok' : 'MISSED'}`
  )

  // `--cache`: cold (no cache file) and warm (the cache of the cold run), interleaved.
  const cacheFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-bench-cache-'))
  const cacheFile = path.join(cacheFolder, 'cache.json')
  const cached = [...prefix, '--report', 'json', '--no-ignore', '--cache', '--cache-location', cacheFile, '**/*.md']
  const coldTimes: number[] = []
  const warmTimes: number[] = []
  for (let round = 0; round < rounds; round++) {
    await fs.rm(cacheFile, {force: true})
    coldTimes.push(await time(command, cached))
    warmTimes.push(await time(command, cached))
  }
  await fs.rm(cacheFolder, {recursive: true, force: true})
  const [coldMs, warmMs] = [median(coldTimes), median(warmTimes)]
  console.log(
    `urilint --cache, empty cache:         ${seconds(coldMs)} median, rounds: ${coldTimes.map(seconds).join(', ')}`
  )
  console.log(
    `urilint --cache, nothing changed:     ${seconds(warmMs)} median, rounds: ${warmTimes.map(seconds).join(', ')}`
  )
  console.log(
    `the warm run is ${(coldMs / warmMs).toFixed(1)}x faster (target: at least 10x) ${coldMs >= 10 * warmMs ? 'ok' : 'MISSED'}`
  )
}

async function markdownFiles(folder: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await fs.readdir(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile() && entry.name.endsWith('.md')) found.push(path.join(entry.parentPath, entry.name))
  }
  return found.sort()
}

/** CPU milliseconds of the process (`process.cpuUsage()`: waiting for a core does not count) to run each input. */
async function cpuPass<T>(inputs: readonly T[], run: (input: T) => Promise<void>): Promise<number> {
  const start = process.cpuUsage()
  for (const input of inputs) await run(input)
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** Wall time of a command run in the corpus. */
function time(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(command, args, {cwd: corpus, stdio: 'ignore', env: {...process.env, GITHUB_ACTIONS: undefined}})
    child.on('error', reject)
    child.on('close', () => resolve(Number(process.hrtime.bigint() - start) / 1e6))
  })
}

function percent(ratio: number): string {
  return (ratio >= 0 ? '+' : '') + (ratio * 100).toFixed(1) + '%'
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2) + ' s'
}

function rate(bytes: number, ms: number): string {
  return (bytes / 1e6 / (ms / 1000)).toFixed(2) + ' MB/s'
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runRemarkBench()
}
