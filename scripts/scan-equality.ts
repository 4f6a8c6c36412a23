/**
 * The scanner's equality check: every result of `extract` and of the raw
 * scanner (`scan`) as they were at a git ref equals today's, field by
 * field, for the option sets used in practice, on the corpora: the
 * fixtures, the peers' conformance inputs and the two benchmark corpora of
 * `../shared` (skipped, with a message, when absent), and generated texts.
 * Prints the counts; exits 1 on any mismatch. With `--speed`, then times
 * the old and new extractor interleaved, round by round, on the prose and
 * URI-dense corpora, in several fresh processes, and prints the ratios
 * (`--speed-only`: no comparison).
 *
 * Run: `npx -y pnpm@10 tsx --conditions=source scripts/scan-equality.ts`
 * with `[ref] [--speed | --speed-only] [--processes=P] [--rounds=R]
 * [--corpus=C] [--texts=N]` (ref: default the merge base `915417b`; P:
 * fresh processes timed, default 3; R: timed rounds in each, default 15;
 * C: time only `prose` or `URI-dense`; N: generated texts, default 100000).
 */
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {performance} from 'node:perf_hooks'
import {isDeepStrictEqual} from 'node:util'
import type {ExtractOptions} from '@urilint/extract'
import * as newExtract from '../packages/extract/src/extract.ts'
import * as newScan from '../packages/extract/src/scan.ts'
import {root, sharedDir} from '../bench/harness.ts'
import {loadAtRef} from './at-ref.ts'

type ExtractModule = typeof newExtract
type ScanModule = typeof newScan
type ScanOptions = Parameters<ScanModule['scan']>[3]

interface Side {
  extract: ExtractModule['extract']
  scan: ScanModule['scan']
}

const argv = process.argv.slice(2)
const ref = argv.find((argument) => !argument.startsWith('--')) ?? '915417b'
const speedOnly = argv.includes('--speed-only')
const speed = speedOnly || argv.includes('--speed')
const speedCorpus = argv.find((argument) => argument.startsWith('--corpus='))?.slice(9)
const processes = Number(argv.find((argument) => argument.startsWith('--processes='))?.slice(12) ?? 3)
const timingChild = argv.includes('--timing-child')
const rounds = Number(argv.find((argument) => argument.startsWith('--rounds='))?.slice(9) ?? 15)
const textCount = Number(argv.find((argument) => argument.startsWith('--texts='))?.slice(8) ?? 100_000)

/** The option sets compared: defaults, `www.` and e-mail, relative references, any scheme. */
const optionSets: ReadonlyArray<{name: string; options: ExtractOptions}> = [
  {name: 'defaults', options: {}},
  {name: 'www+email', options: {www: true, email: true}},
  {name: 'relative', options: {relative: true}},
  {name: "schemes: 'any'", options: {schemes: 'any'}}
]

/**
 * The scanner's switches for each option set, and the way by delimiter
 * triggers without `relative` (the tests' cross-check).
 */
const scanSets: ReadonlyArray<{name: string; options: ScanOptions}> = [
  ...optionSets.map(({name, options}) => ({
    name,
    options: {
      www: options.www ?? false,
      email: options.email ?? false,
      relative: options.relative ?? false,
      delimiterTriggers: options.relative ?? false,
      schemes: options.schemes === 'any' ? ('any' as const) : undefined
    }
  })),
  {
    name: 'delimiter triggers',
    options: {www: true, email: true, relative: false, delimiterTriggers: true, schemes: undefined}
  }
]

/** One corpus: named texts. */
interface Corpus {
  name: string
  texts: string[]
}

/** Every file under `dir`, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(full))
    else if (entry.isFile()) found.push(full)
  }
  return found
}

/** Every string inside a JSON value. */
function stringsIn(value: unknown, found: string[]): void {
  if (typeof value === 'string') found.push(value)
  else if (Array.isArray(value)) for (const each of value) stringsIn(each, found)
  else if (value !== null && typeof value === 'object') for (const each of Object.values(value)) stringsIn(each, found)
}

function fixtures(): Corpus {
  const texts: string[] = []
  const extractDir = path.join(root, 'fixtures/extract')
  for (const file of readdirSync(extractDir).sort())
    if (file.endsWith('.txt')) texts.push(readFileSync(path.join(extractDir, file), 'utf8'))
  for (const file of [...filesUnder(path.join(root, 'fixtures/mail')), ...filesUnder(path.join(root, 'fixtures/docs'))])
    texts.push(readFileSync(file, 'utf8'))
  return {name: 'fixtures (extract/*.txt, mail, docs)', texts}
}

/** The peers' inputs: each file whole, each line, and each string of a JSON file. */
function conformance(): Corpus | string {
  const dir = path.join(sharedDir, 'conformance/extract')
  if (!existsSync(dir)) return `${dir} not found`
  const texts: string[] = []
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'utf8')
    texts.push(text)
    if (file.endsWith('.json')) stringsIn(JSON.parse(text), texts)
    else for (const line of text.split('\n')) if (line.length > 0) texts.push(line)
  }
  return {name: 'conformance inputs (../shared/conformance/extract: files, lines, JSON strings)', texts}
}

/** The 20 MB of Debian docs `make-text-corpus.sh` builds (where `pnpm bench` keeps it). */
function prose(): Corpus | string {
  const built = path.join(root, 'bench/.corpus/prose-20000000.txt')
  const script = path.join(sharedDir, 'bench/make-text-corpus.sh')
  if (!existsSync(built)) {
    if (!existsSync(script)) return `${script} not found`
    mkdirSync(path.dirname(built), {recursive: true})
    execFileSync('bash', [script, built, '20000000'], {stdio: 'ignore'})
  }
  return {name: 'prose (make-text-corpus.sh, 20 MB, one text)', texts: [readFileSync(built, 'utf8')]}
}

function markdown(): Corpus | string {
  const dir = path.join(sharedDir, 'bench/markdown')
  if (!existsSync(dir)) return `${dir} not found`
  return {
    name: 'Markdown (../shared/bench/markdown, each file)',
    texts: filesUnder(dir).map((file) => readFileSync(file, 'utf8'))
  }
}

/** Pieces of URIs and prose that meet the scanner's rules: delimiters, wraps, hyphens at line breaks, `www.`, `@`. */
// prettier-ignore
const pieces = [
  'http://', 'https://', 'ftp://', 'HTTP://', 'mailto:', 'urn:', 'tel:', 'news:', 'info:', 'data:', 'file://', 'ihttps://',
  'Ahttp://', 'foo+bar:', 'x-y.z:', 'www.', 'WWW.', 'WwW.', 'w.', 'URL:', '<URL:', '<url: ', 'Note:', 'Files:   \n', 'e.g.:',
  'a', 'b', 'example', 'host', 'ab-cd', 'abcd', 'x1', '42', '1.2.3.4', '.com', '.org', '.example', '.de', '.tmac', '.htm',
  '.html', '/', '/path', '/a/b/', '/*', '/*)', '#frag', '?q=1', '&lr=x', '=', ' = ', '%20', '%', '~', '_', '+', '$', '@',
  'user@', 'a.b@c.example', '2016-05-26:87bn@host.org', '`', "'", '"', '<', '>', '<>', '(', ')', '[', ']', '{', '}',
  '${TOKEN}', '{{ name }}', '{address}', '.', '..', '...', ',', ':', ';', '!', '?', '*', '|', '\\', '^', '--', '-->', '<!--',
  ' ', '  ', '\t', '\n', '\r\n', '\r', '\n\n', '-', '-\n', '-\n  ', '-\n> ', '-\r\n', '\n> ', '> ', '>> ', '\n>> ', '\n  ',
  'é', '例', 'ü.de', '\u{1F600}', '\uD800', '\u00A0', '\u201D', '\u2013', '\u3000', 'lccn/1', 'Data::', 'b/c', ' b/c',
  '<mailto: ', 'doc.html', 'stdio.h', '<b>', '</b>', '<br/>', '<![CDATA[', '<?xml', '@uref{', 'net/http:fix', 'level=info:x'
]

/** A seeded generator (mulberry32), so a run can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** `count` texts: most joined from `pieces`, some long (a line to wrap), some of random characters. */
function generated(count: number): Corpus {
  const next = random(22)
  const pick = (length: number) => Math.floor(next() * length)
  const texts: string[] = []
  for (let index = 0; index < count; index++) {
    let text = ''
    if (index % 10 === 9) {
      const length = pick(120)
      for (let at = 0; at < length; at++) text += String.fromCharCode(next() < 0.8 ? 0x20 + pick(0x5f) : pick(0x3100))
    } else {
      const length = 1 + pick(index % 10 === 0 ? 400 : 60)
      for (let at = 0; at < length; at++) text += pieces[pick(pieces.length)]
    }
    texts.push(text)
  }
  return {name: `generated (${count} texts, seed 22)`, texts}
}

interface Tally {
  texts: number
  uris: number
  matches: number
  mismatches: number
}

/** Shown mismatches, at most. */
const shown = 10

function compare(corpus: Corpus, old: Side, tally: Tally): void {
  const before = {...tally}
  for (const [index, text] of corpus.texts.entries()) {
    tally.texts++
    for (const {name, options} of optionSets) {
      const expected = old.extract(text, options)
      const actual = newExtract.extract(text, options)
      tally.uris += actual.length
      if (!isDeepStrictEqual(expected, actual)) report(corpus, index, text, `extract, ${name}`, expected, actual, tally)
    }
    for (const {name, options} of scanSets) {
      const expected: Parameters<ScanModule['scan']>[4] = []
      const actual: typeof expected = []
      old.scan(text, 0, text.length, options, expected)
      newScan.scan(text, 0, text.length, options, actual)
      tally.matches += actual.length
      if (!isDeepStrictEqual(expected, actual)) report(corpus, index, text, `scan, ${name}`, expected, actual, tally)
    }
  }
  const mismatches = tally.mismatches - before.mismatches
  console.log(
    `${corpus.name}: ${tally.texts - before.texts} texts, ${tally.uris - before.uris} URIs and ${tally.matches - before.matches} raw matches compared, ${mismatches} mismatch(es)`
  )
}

function report(
  corpus: Corpus,
  index: number,
  text: string,
  what: string,
  expected: readonly unknown[],
  actual: readonly unknown[],
  tally: Tally
): void {
  tally.mismatches++
  if (tally.mismatches > shown) return
  let at = 0
  while (at < expected.length && at < actual.length && isDeepStrictEqual(expected[at], actual[at])) at++
  console.log(
    `MISMATCH in ${corpus.name}, text ${index} (${text.length} characters), ${what}: ${expected.length} then, ${actual.length} now; first difference at result ${at}`
  )
  console.log(`  then: ${JSON.stringify(expected[at])}`)
  console.log(`  now:  ${JSON.stringify(actual[at])}`)
  if (text.length <= 400) console.log(`  text: ${JSON.stringify(text)}`)
}

/** One timing: CPU medians of old and new, the median of each round's ratio new/old, and the wall-time ratio. */
interface Timing {
  name: string
  then: number
  now: number
  perRound: number
  wall: number
}

/**
 * Old and new extractor interleaved, the order swapped each round. Timed
 * in CPU time of the process (user and system), which waiting for a core
 * on a shared machine does not inflate, and in wall time.
 */
function timeBoth(name: string, text: string, options: ExtractOptions, old: Side): Timing {
  const cpu: [number[], number[]] = [[], []]
  const wall: [number[], number[]] = [[], []]
  const sides = [old.extract, newExtract.extract] as const
  // A round reads at least 4 MB, so that a small corpus is not timed by the clock's grain.
  const repeat = Math.ceil(4_000_000 / Math.max(1, text.length))
  // Warm-up: untimed rounds, so that both sides reach optimized code and the heap its size.
  for (let round = -warmupRounds; round < rounds; round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const startCpu = process.cpuUsage()
      const start = performance.now()
      for (let count = 0; count < repeat; count++) sides[which]!(text, options)
      const used = process.cpuUsage(startCpu)
      if (round < 0) continue
      wall[which]!.push(performance.now() - start)
      cpu[which]!.push((used.user + used.system) / 1000)
    }
  }
  const perRound = median(cpu[1].map((now, round) => now / cpu[0][round]!))
  return {name, then: median(cpu[0]), now: median(cpu[1]), perRound, wall: median(wall[1]) / median(wall[0])}
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1]!
}

/** Untimed rounds before the timed ones. */
const warmupRounds = 3

/** Every timing of one process: the prose and URI-dense corpora, three option sets each. */
function timeAll(old: Side): Timing[] {
  const proseCorpus = prose()
  const proseText =
    typeof proseCorpus === 'string'
      ? readFileSync(path.join(root, 'bench/corpus/prose.txt'), 'utf8')
      : proseCorpus.texts[0]!
  const dense = readFileSync(path.join(root, 'bench/corpus/dense.txt'), 'utf8')
  const bare = {diagnostics: false, lines: false}
  const timings: Timing[] = []
  for (const [name, text] of [
    [typeof proseCorpus === 'string' ? 'prose (bundled)' : 'prose (20 MB)', proseText],
    ['URI-dense (bundled)', dense]
  ] as const) {
    if (speedCorpus !== undefined && !name.startsWith(speedCorpus)) continue
    timings.push(timeBoth(`${name}, scheme URIs`, text, bare, old))
    timings.push(timeBoth(`${name}, www+email`, text, {...bare, www: true, email: true}, old))
    timings.push(timeBoth(`${name}, defaults`, text, {}, old))
  }
  return timings
}

/**
 * The timings in `processes` fresh processes, one after another (how V8
 * compiles a hot function differs from process to process by a few per
 * cent), and per row the median over the processes.
 */
function timeInProcesses(): void {
  const script = process.argv[1]!
  const flags = [
    '--timing-child',
    `--rounds=${rounds}`,
    ...(speedCorpus === undefined ? [] : [`--corpus=${speedCorpus}`])
  ]
  const runs: Timing[][] = []
  for (let run = 0; run < processes; run++) {
    const output = execFileSync(process.execPath, [...process.execArgv, script, ref, ...flags], {encoding: 'utf8'})
    runs.push(JSON.parse(output.trim().split('\n').at(-1)!) as Timing[])
  }
  console.log(`Speed, now/then in CPU time (${processes} processes of ${rounds} interleaved rounds each):`)
  for (const [row, {name}] of runs[0]!.entries()) {
    const each = runs.map((timings) => timings[row]!)
    const perRound = median(each.map((timing) => timing.perRound))
    console.log(
      `  ${name}: ${perRound.toFixed(3)} (per process ${each.map((timing) => timing.perRound.toFixed(3)).join(', ')}; CPU then ${median(each.map((timing) => timing.then)).toFixed(1)} ms, now ${median(each.map((timing) => timing.now)).toFixed(1)} ms; wall ${median(each.map((timing) => timing.wall)).toFixed(3)})`
    )
  }
}

const atRef = await loadAtRef(ref)
const old: Side = atRef
const tally: Tally = {texts: 0, uris: 0, matches: 0, mismatches: 0}
const skipped: string[] = []

try {
  if (timingChild) {
    console.log(JSON.stringify(timeAll(old)))
  } else {
    console.log(`Scanner equality: ${ref} (then) against the working tree (now)`)
    const corpora: Array<Corpus | string> = speedOnly
      ? []
      : [fixtures(), conformance(), prose(), markdown(), generated(textCount)]
    for (const corpus of corpora) {
      if (typeof corpus === 'string') skipped.push(corpus)
      else compare(corpus, old, tally)
    }
    for (const reason of skipped) console.log(`Skipped: ${reason}`)
    if (!speedOnly) {
      console.log(
        `Total: ${tally.texts} texts, ${tally.uris} URIs and ${tally.matches} raw matches compared, ${tally.mismatches} mismatch(es)`
      )
    }
  }
} finally {
  atRef.dispose()
}

if (speed && !timingChild) timeInProcesses()
process.exitCode = tally.mismatches > 0 ? 1 : 0
