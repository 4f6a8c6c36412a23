/**
 * Equal work against linkify-it in CPU time, on every corpus the speed
 * targets of issue 26 name: the bench's prose corpus, a second prose corpus
 * nobody tuned on (`bench/make-other-corpus.sh`: GNU info manuals and this
 * machine's manual pages), and the real-text corpora of the accuracy
 * report (mail, manual pages, source comments; `scripts/accuracy/corpora.ts`
 * builds them). The work and the counts are those of `bench/extract.ts`
 * (URIs with a scheme; with `www.` and e-mail), on one- and two-byte
 * strings. The contenders take turns round by round, the order rotated,
 * each timed in CPU time of the process (`process.cpuUsage()`: waiting for
 * a core on a loaded machine does not count), after 1 s of CPU time
 * untimed each (`--warm-up=MS`); a round reads at least 4 MB.
 * With `--before=REF`, the extractor at that git ref takes turns too, and
 * its results are first compared with today's as JSON (exit 1 on any
 * difference).
 *
 * Run: `node_modules/.bin/tsx --conditions=source scripts/equal-work.ts
 * [--before=REF] [--rounds=R] [--warm-up=MS] [--corpus=NAME,…]` (R: timed
 * rounds, default 15; names: `prose`, `other`, `dense` (the bench's URI-dense corpus), and
 * the accuracy report's).
 */
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {isDeepStrictEqual} from 'node:util'
import {extract, type ExtractOptions} from '@urilint/extract'
import {LinkifyIt} from 'linkify-it'
import {linkifyFound, oursFound, proseCorpus, type Corpus} from '../bench/extract.ts'
import {median, root, sharedDir} from '../bench/harness.ts'
import {loadAtRef, type AtRef} from './at-ref.ts'
import {corpusNames, loadCorpus, type CorpusName} from './accuracy/corpora.ts'

const argv = process.argv.slice(2)
const option = (name: string) => argv.find((each) => each.startsWith(`--${name}=`))?.slice(name.length + 3)
const before = option('before')
const rounds = Number(option('rounds') ?? 15)
/**
 * The accuracy report's corpora, but for `rfc` (specifications, no kind the targets name), `debian-docs` (the
 * `prose` corpus, timed on its own) and `mail-debian` and `manpages-holdout`, never in the timed list: left out so
 * that the cells stay those of the earlier runs. A corpus added to the report is timed here too.
 */
const untimed: ReadonlySet<CorpusName> = new Set(['rfc', 'debian-docs', 'mail-debian', 'manpages-holdout'])
const realText = corpusNames.filter((name) => !untimed.has(name))
const names = option('corpus')?.split(',') ?? ['prose', 'other', 'dense', ...realText]

/** The second prose corpus, built once by `bench/make-other-corpus.sh`. */
function otherCorpus(): Corpus {
  const built = path.join(root, 'bench/.corpus/other-20000000.txt')
  if (!existsSync(built)) {
    mkdirSync(path.dirname(built), {recursive: true})
    execFileSync('bash', [path.join(root, 'bench/make-other-corpus.sh'), built, '20000000'], {stdio: 'ignore'})
  }
  return {
    name: 'other prose: 20 MB of GNU info manuals and manual pages (make-other-corpus.sh)',
    bytes: readFileSync(built)
  }
}

async function corpus(name: string): Promise<Corpus | string> {
  if (name === 'prose') return proseCorpus()
  if (name === 'other') return otherCorpus()
  if (name === 'dense')
    return {name: 'URI-dense: bundled, generated', bytes: readFileSync(path.join(root, 'bench/corpus/dense.txt'))}
  const loaded = await loadCorpus(name as CorpusName, sharedDir)
  if (typeof loaded === 'string') return loaded
  // As `bench/extract.ts` reads real mail: the texts joined by a blank line, as UTF-8 bytes.
  const text = loaded.texts.map((each) => each.text).join('\n\n')
  return {name: `${name}: ${loaded.texts.length} texts`, bytes: Buffer.from(text, 'utf8')}
}

type Run = () => unknown

/**
 * CPU milliseconds a contender runs untimed before its rounds are timed (and at least 3 rounds). Our first rounds
 * of the prose corpus take 200 ms each, in V8's interpreter: the first 0.4 s are 2 or 3 rounds.
 */
const warmUpMs = Number(option('warm-up') ?? 1000)

/**
 * CPU milliseconds of each contender per round, the order rotated each round, after each has run untimed for
 * `warmUpMs` (V8 optimizes a function after enough calls: on a corpus with few URIs, 3 rounds left the functions
 * each URI calls to be compiled during the timed rounds, on the compiler's thread, whose time the process's
 * CPU time counts).
 */
function interleave(contenders: readonly Run[], repeat: number): number[][] {
  for (const run of contenders) {
    const start = process.cpuUsage()
    for (let round = 0; round < 3 || elapsedMs(start) < warmUpMs; round++)
      for (let count = 0; count < repeat; count++) run()
  }
  const times = contenders.map((): number[] => [])
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < contenders.length; turn++) {
      const which = (turn + round) % contenders.length
      const start = process.cpuUsage()
      for (let count = 0; count < repeat; count++) contenders[which]!()
      times[which]!.push(elapsedMs(start) / repeat)
    }
  }
  return times
}

/** CPU milliseconds of the process since `start` (a `process.cpuUsage()`). */
function elapsedMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const format = (ms: number) => (ms >= 99.95 ? ms.toFixed(0) : ms >= 9.995 ? ms.toFixed(1) : ms.toFixed(2))
const stat = (times: readonly number[]) => `${format(median(times))} (${format(Math.min(...times))})`
const ratio = (a: readonly number[], b: readonly number[]) =>
  `${(median(a) / median(b)).toFixed(1)}× (${(Math.min(...a) / Math.min(...b)).toFixed(1)}×)`

const work: ReadonlyArray<{name: string; ours: ExtractOptions; peer: LinkifyIt; target: [number, number]}> = [
  {
    name: 'schemes',
    ours: {diagnostics: false, lines: false},
    peer: new LinkifyIt().set({fuzzyLink: false, fuzzyEmail: false}),
    target: [5, 10]
  },
  {
    name: 'www and e-mail',
    ours: {www: true, email: true, diagnostics: false, lines: false},
    peer: new LinkifyIt(),
    target: [3, 10]
  }
]

const old: AtRef | undefined = before === undefined ? undefined : await loadAtRef(before)
let differences = 0
console.log(
  `Equal work, CPU ms a run: median of ${rounds} interleaved rounds (fastest)${before === undefined ? '' : `; before = ${before}`}`
)
console.log(
  `| corpus | string | work | ours |${old === undefined ? '' : ' before |'} linkify-it | linkify-it ÷ ours | target | found: ours / linkify-it |`
)
console.log(`| --- | --- | --- | ---: |${old === undefined ? '' : ' ---: |'} ---: | ---: | --- | --- |`)
try {
  for (const name of names) {
    const loaded = await corpus(name)
    if (typeof loaded === 'string') {
      console.log(`| ${name} | skipped: ${loaded} |`)
      continue
    }
    const utf8 = loaded.bytes.toString('utf8')
    const strings = {
      'one-byte': loaded.bytes.toString('latin1'),
      'two-byte': /[^\u0000-\u00ff]/.test(utf8) ? utf8 : utf8 + '\u2019'
    }
    for (const [representation, text] of Object.entries(strings)) {
      const repeat = Math.ceil(4_000_000 / text.length)
      for (const [index, each] of work.entries()) {
        const ours = extract(text, each.ours)
        if (
          old !== undefined &&
          !isDeepStrictEqual(JSON.parse(JSON.stringify(old.extract(text, each.ours))), JSON.parse(JSON.stringify(ours)))
        ) {
          differences++
          console.log(`DIFFERENT results before and now: ${name}, ${representation}, ${each.name}`)
        }
        const contenders: Run[] = [() => extract(text, each.ours), () => each.peer.match(text)]
        if (old !== undefined) contenders.push(() => old.extract(text, each.ours))
        const times = interleave(contenders, repeat)
        const target = each.target[representation === 'one-byte' ? 0 : 1]
        const met = median(times[1]!) / median(times[0]!) >= target ? 'met' : 'missed'
        console.log(
          `| ${index === 0 && representation === 'one-byte' ? loaded.name : ''} | ${representation} | ${each.name} | ${stat(times[0]!)} |${old === undefined ? '' : ` ${stat(times[2]!)} |`} ${stat(times[1]!)} | ${ratio(times[1]!, times[0]!)} | ${target}×: ${met} | ${oursFound(ours)} / ${linkifyFound(each.peer.match(text))} |`
        )
      }
    }
  }
} finally {
  old?.dispose()
}
process.exitCode = differences > 0 ? 1 : 0
