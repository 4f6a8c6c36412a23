/**
 * Extractor throughput, in one process on the same text: `@urilint/extract`
 * versus linkify-it (default options, `linkify.match(text)`) and
 * url-regex-safe (`text.match(urlRegexSafe())`), on a prose corpus (real
 * Debian docs built by ../shared/bench/make-text-corpus.sh into
 * bench/.corpus/ when that script is there, else the bundled generated one)
 * and on a URI-dense corpus. Prints medians and ratios, and the equal-work
 * ratio against linkify-it: URIs with a scheme on both sides
 * (`{fuzzyLink: false, fuzzyEmail: false}`), counts side by side, on one-byte
 * and two-byte strings as V8 holds them.
 *
 * Each corpus is measured in a fresh process (all contenders in that one
 * process, on the same text), three times: the heap that one workload
 * leaves (the core's benchmarks, the 8 MB corpus) changes how V8 sizes its
 * young generation, which moved our dense figure from 11 to 17 ms.
 * Run alone: `tsx --conditions=source bench/extract.ts`.
 */
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {performance} from 'node:perf_hooks'
import {fileURLToPath} from 'node:url'
import {extract} from '@urilint/extract'
import {LinkifyIt} from 'linkify-it'
import {median, sharedDir} from './harness.ts'

const require = createRequire(import.meta.url)
const urlRegexSafe = require('url-regex-safe') as (options?: Record<string, unknown>) => RegExp

const here = new URL('./', import.meta.url)
const shared = path.join(sharedDir, 'bench/make-text-corpus.sh')
/** Size of the real prose corpus built from the Debian docs. */
const proseBytes = 8_000_000

interface Corpus {
  name: string
  text: string
}

/** The prose corpus: real when the shared script can build it, else bundled. */
function proseCorpus(): Corpus {
  const built = new URL('.corpus/prose.txt', here)

  if (!existsSync(fileURLToPath(built)) && existsSync(shared)) {
    try {
      mkdirSync(new URL('.corpus/', here), {recursive: true})
      execFileSync('bash', [shared, fileURLToPath(built), String(proseBytes)], {stdio: 'ignore'})
    } catch {
      // Fall back to the bundled corpus.
    }
  }

  if (existsSync(fileURLToPath(built))) return {name: 'prose (Debian docs, make-text-corpus.sh)', text: readFileSync(built, 'utf8')}
  return {name: 'prose (bundled, generated)', text: readFileSync(new URL('corpus/prose.txt', here), 'utf8')}
}

function denseCorpus(): Corpus {
  return {name: 'URI-dense (bundled, generated)', text: readFileSync(new URL('corpus/dense.txt', here), 'utf8')}
}

/** Median time of `run` over enough runs (at least 5, at least ~1 s). */
function measure(run: () => number): {ms: number; found: number} {
  let found = run() // warm up
  const times: number[] = []
  const start = performance.now()

  while (times.length < 5 || (performance.now() - start < 1000 && times.length < 50)) {
    const before = performance.now()
    found = run()
    times.push(performance.now() - before)
  }

  return {ms: median(times), found}
}

const contenderNames = [
  '@urilint/extract',
  '@urilint/extract (diagnostics: false)',
  'linkify-it (defaults)',
  'url-regex-safe',
  // Equal work: URIs with a scheme on both sides, on the string as V8 holds
  // one-byte text (latin1) and two-byte text (UTF-8 with a non-ASCII character).
  'ours, schemes only, one-byte',
  'linkify-it, schemes only, one-byte',
  'ours, schemes only, two-byte',
  'linkify-it, schemes only, two-byte'
] as const
/** Processes per corpus. */
const processes = 3

interface CorpusFigures {
  name: string
  megabytes: number
  rows: Array<{name: string; ms: number; found: number}>
}

/** Measure every contender on one corpus, in this process. */
function measureCorpus(which: 'prose' | 'dense'): CorpusFigures {
  const linkify = new LinkifyIt()
  const schemesOnly = new LinkifyIt().set({fuzzyLink: false, fuzzyEmail: false})
  const regex = urlRegexSafe()
  const corpus = which === 'prose' ? proseCorpus() : denseCorpus()
  const oneByte = Buffer.from(corpus.text, 'utf8').toString('latin1')
  const twoByte = corpus.text + '\u2019'
  const runs: Record<(typeof contenderNames)[number], (text: string) => number> = {
    '@urilint/extract': (text) => extract(text).length,
    '@urilint/extract (diagnostics: false)': (text) => extract(text, {diagnostics: false}).length,
    'linkify-it (defaults)': (text) => linkify.match(text)?.length ?? 0,
    'url-regex-safe': (text) => text.match(regex)?.length ?? 0,
    'ours, schemes only, one-byte': () => extract(oneByte, {diagnostics: false}).length,
    'linkify-it, schemes only, one-byte': () => schemesOnly.match(oneByte)?.length ?? 0,
    'ours, schemes only, two-byte': () => extract(twoByte, {diagnostics: false}).length,
    'linkify-it, schemes only, two-byte': () => schemesOnly.match(twoByte)?.length ?? 0
  }
  return {
    name: corpus.name,
    megabytes: Buffer.byteLength(corpus.text) / 1e6,
    rows: contenderNames.map((name) => ({name, ...measure(() => runs[name](corpus.text))}))
  }
}

/**
 * The flags of this process without `-e`/`--eval`/`-p`/`--print` and their
 * code: started as `tsx -e "import('./bench/extract.ts')…"`, a child given
 * them would run that code again instead of this file, and fork without end.
 */
function flagsWithoutEval(flags: readonly string[]): string[] {
  const kept: string[] = []
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index]!
    if (flag === '-e' || flag === '--eval' || flag === '-p' || flag === '--print') index++
    else if (!flag.startsWith('--eval=') && !flag.startsWith('--print=')) kept.push(flag)
  }
  return kept
}

/** Run the benchmark and print one table per corpus. */
export async function runExtractBench(): Promise<void> {
  proseCorpus() // build it once, before the measuring processes read it
  for (const which of ['prose', 'dense'] as const) {
    const figures: CorpusFigures[] = []
    for (let round = 0; round < processes; round++) {
      const output = execFileSync(process.execPath, [...flagsWithoutEval(process.execArgv), fileURLToPath(import.meta.url), '--corpus', which], {encoding: 'utf8'})
      figures.push(JSON.parse(output) as CorpusFigures)
    }
    const {name, megabytes} = figures[0]!
    const ours = median(figures.map((figure) => figure.rows[0]!.ms))
    console.log(`\n${name}: ${megabytes.toFixed(2)} MB (median of ${processes} processes)`)
    console.log('| extractor | median ms | MB/s | found | time / ours | per process |')
    console.log('| --- | ---: | ---: | ---: | ---: | --- |')
    contenderNames.forEach((contender, index) => {
      const times = figures.map((figure) => figure.rows[index]!.ms)
      const ms = median(times)
      const ratios = figures.map((figure) => (figure.rows[index]!.ms / figure.rows[0]!.ms).toFixed(1) + 'x')
      console.log(`| ${contender} | ${ms.toFixed(2)} | ${(megabytes / (ms / 1000)).toFixed(1)} | ${figures[0]!.rows[index]!.found} | ${(ms / ours).toFixed(1)}x | ${ratios.join(' ')} |`)
    })
    for (const representation of ['one-byte', 'two-byte']) {
      const row = (name: string) => contenderNames.indexOf(name as (typeof contenderNames)[number])
      const mine = row(`ours, schemes only, ${representation}`)
      const peer = row(`linkify-it, schemes only, ${representation}`)
      const ratios = figures.map((figure) => figure.rows[peer]!.ms / figure.rows[mine]!.ms)
      console.log(`equal work (URIs with a scheme), ${representation}: linkify-it takes ${median(ratios).toFixed(1)}x ours (per process ${ratios.map((ratio) => ratio.toFixed(1) + 'x').join(' ')}; found ${figures[0]!.rows[mine]!.found} vs ${figures[0]!.rows[peer]!.found})`)
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const corpus = process.argv[process.argv.indexOf('--corpus') + 1]
  if (process.argv.includes('--corpus') && (corpus === 'prose' || corpus === 'dense')) process.stdout.write(JSON.stringify(measureCorpus(corpus)))
  else await runExtractBench()
}
