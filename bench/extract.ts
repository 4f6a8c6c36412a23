/**
 * Extractor throughput on equal work, in one process per corpus: ours and
 * linkify-it on the same text, finding the same kinds of URI, the counts
 * side by side, on the string as V8 holds it one byte a character (latin1:
 * ASCII text) and two (UTF-8 text with a non-ASCII character):
 *
 * - URIs with a scheme: `extract(text, {diagnostics: false, lines: false})`
 *   (offsets, as linkify-it gives) against linkify-it
 *   `{fuzzyLink: false, fuzzyEmail: false}`;
 * - with `www.` and bare e-mail: ours `{www: true, email: true}` (same
 *   switches off) against linkify-it's defaults;
 * - ours with its defaults (lines counted, every URI validated), for what
 *   a plain `extract(text)` costs;
 * - the floor: `indexOf` over the characters each scan looks for (`:`
 *   and `<`; and `@`, `w.`, `W.` for the second).
 *
 * Corpora: prose (20 MB of the Debian docs by
 * ../shared/bench/make-text-corpus.sh, else the bundled generated one), the
 * bundled URI-dense corpus, and real mail (the text bodies of the
 * SpamAssassin corpus, built by the accuracy report's corpora; skipped with
 * a message when it cannot be built). Each corpus is measured in 3 fresh
 * processes (the heap one workload leaves changes how V8 sizes its young
 * generation); a figure is the median of the processes' medians (each of at
 * least 5 runs and 1 s), with the range of those medians.
 *
 * Then mail end to end (`runMailBench`): `uri-extract --mail` against the
 * peer script `bench/mail-peer.ts` (postal-mime + linkify-it), in MB/s and
 * peak RSS, on a generated mail-like mbox and on the real messages.
 *
 * Run alone: `tsx --conditions=source bench/extract.ts`.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {performance} from 'node:perf_hooks'
import {fileURLToPath} from 'node:url'
import {extract, type ExtractedUri} from '@urilint/extract'
import {LinkifyIt, type Match} from 'linkify-it'
import {mailLikeMbox} from './corpus/mbox.ts'
import {median, root, sharedDir} from './harness.ts'

const here = new URL('./', import.meta.url)
const corpusDir = path.join(root, 'bench', '.corpus')
const shared = path.join(sharedDir, 'bench/make-text-corpus.sh')
/** Size of the real prose corpus built from the Debian docs (the script's default). */
const proseBytes = 20_000_000

type CorpusName = 'prose' | 'dense' | 'mail'

export interface Corpus {
  name: string
  /** The text's UTF-8 bytes. */
  bytes: Buffer
}

/** The prose corpus: real when the shared script can build it, else bundled. */
export function proseCorpus(): Corpus {
  const built = path.join(corpusDir, `prose-${proseBytes}.txt`)
  if (!existsSync(built) && existsSync(shared)) {
    try {
      mkdirSync(corpusDir, {recursive: true})
      execFileSync('bash', [shared, built, String(proseBytes)], {stdio: 'ignore'})
    } catch {
      // Fall back to the bundled corpus.
    }
  }
  if (existsSync(built)) return {name: 'prose: 20 MB of Debian docs (make-text-corpus.sh)', bytes: readFileSync(built)}
  return {name: 'prose: bundled, generated', bytes: readFileSync(new URL('corpus/prose.txt', here))}
}

/** Real mail: the text bodies of the SpamAssassin corpus (the accuracy report's cache, built once with npm pack). */
async function mailCorpus(): Promise<Corpus | string> {
  const {loadCorpus} = await import('../scripts/accuracy/corpora.ts')
  const corpus = await loadCorpus('mail-spamassassin', sharedDir)
  if (typeof corpus === 'string') return corpus
  const text = corpus.texts.map((each) => each.text).join('\n\n')
  return {
    name: `mail: the text bodies of ${corpus.texts.length} real messages (SpamAssassin easy_ham)`,
    bytes: Buffer.from(text, 'utf8')
  }
}

async function loadCorpus(which: CorpusName): Promise<Corpus | string> {
  if (which === 'prose') return proseCorpus()
  if (which === 'dense')
    return {name: 'URI-dense: bundled, generated', bytes: readFileSync(new URL('corpus/dense.txt', here))}
  return mailCorpus()
}

/** Median, fastest and slowest time of `run`, over at least 5 runs and 1 s, after a warm-up; and what the last run found. */
function measure<T>(run: () => T): {ms: number; found: T} {
  let found = run()
  const times: number[] = []
  const start = performance.now()
  while (times.length < 5 || (performance.now() - start < 1000 && times.length < 50)) {
    const before = performance.now()
    found = run()
    times.push(performance.now() - before)
  }
  return {ms: median(times), found}
}

/** Occurrences of each of `needles` in `text`: the native search every scan does at least. */
function floor(text: string, needles: readonly string[]): number {
  let count = 0
  for (const needle of needles) for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) count++
  return count
}

/** What each side found, by kind: ours by `kind`, linkify-it by schema (`''` is a link without one, `mailto:` an e-mail address). */
export function oursFound(found: readonly ExtractedUri[]): string {
  const kinds = {uri: 0, www: 0, email: 0}
  for (const each of found) kinds[each.kind]++
  return `${kinds.uri} URIs` + (kinds.www + kinds.email > 0 ? `, ${kinds.www} www, ${kinds.email} e-mail` : '')
}

export function linkifyFound(found: readonly Match[] | null): string {
  let links = 0
  let bare = 0
  let emails = 0
  for (const each of found ?? []) {
    if (each.schema === 'mailto:' && !/^mailto:/i.test(each.raw)) emails++
    else if (each.schema === '') bare++
    else links++
  }
  return `${links} URIs` + (bare + emails > 0 ? `, ${bare} without a scheme, ${emails} e-mail` : '')
}

interface Row {
  name: string
  ms: number
  found: string
}

const equalWork = ['schemes', 'www and e-mail'] as const

/** Every contender on one corpus, in this process, on both string representations. */
async function measureCorpus(which: CorpusName): Promise<{name: string; megabytes: number; rows: Row[]} | string> {
  const corpus = await loadCorpus(which)
  if (typeof corpus === 'string') return corpus
  const schemesOnly = new LinkifyIt().set({fuzzyLink: false, fuzzyEmail: false})
  const defaults = new LinkifyIt()
  const rows: Row[] = []
  const utf8 = corpus.bytes.toString('utf8')
  const representations = {
    'one-byte': corpus.bytes.toString('latin1'),
    'two-byte': /[^\u0000-\u00ff]/.test(utf8) ? utf8 : utf8 + '\u2019'
  }
  for (const [representation, text] of Object.entries(representations)) {
    const add = <T>(name: string, run: () => T, describe: (found: T) => string): void => {
      const {ms, found} = measure(run)
      rows.push({name: `${representation} ${name}`, ms, found: describe(found)})
    }
    add('ours: schemes', () => extract(text, {diagnostics: false, lines: false}), oursFound)
    add('linkify-it: schemes', () => schemesOnly.match(text), linkifyFound)
    add(
      'floor: schemes',
      () => floor(text, [':', '<']),
      (count) => `${count} characters`
    )
    add(
      'ours: www and e-mail',
      () => extract(text, {www: true, email: true, diagnostics: false, lines: false}),
      oursFound
    )
    add('linkify-it: www and e-mail', () => defaults.match(text), linkifyFound)
    add(
      'floor: www and e-mail',
      () => floor(text, [':', '<', '@', 'w.', 'W.']),
      (count) => `${count} characters`
    )
    add('ours: defaults', () => extract(text), oursFound)
  }
  return {name: corpus.name, megabytes: corpus.bytes.length / 1e6, rows}
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

const processes = 3

function format(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)
}

/** Run the equal-work benchmark: one table per corpus, then the mail benchmark. */
export async function runExtractBench(): Promise<void> {
  proseCorpus() // built once, before the measuring processes read it
  for (const which of ['prose', 'dense', 'mail'] as const) {
    const figures: {name: string; megabytes: number; rows: Row[]}[] = []
    let skipped: string | undefined
    for (let round = 0; round < processes && skipped === undefined; round++) {
      const output = execFileSync(
        process.execPath,
        [...flagsWithoutEval(process.execArgv), fileURLToPath(import.meta.url), '--corpus', which],
        {encoding: 'utf8', maxBuffer: 1 << 26}
      )
      // The last line: a first run may print how it builds a corpus before the figures.
      const result = JSON.parse(output.trimEnd().split('\n').pop()!) as (typeof figures)[number] | {skipped: string}
      if ('skipped' in result) skipped = result.skipped
      else figures.push(result)
    }
    if (skipped !== undefined) {
      console.log(`\n${which}: skipped (${skipped})`)
      continue
    }

    const {name, megabytes} = figures[0]!
    const at = (row: string) => figures.map((figure) => figure.rows.find((each) => each.name === row)!)
    const stat = (row: string) => {
      const times = at(row).map((each) => each.ms)
      return {ms: median(times), low: Math.min(...times), high: Math.max(...times), found: at(row)[0]!.found}
    }
    console.log(`\n${name}: ${megabytes.toFixed(1)} MB; medians of ${processes} processes (range)`)
    console.log(
      '| string | work | ours | linkify-it | linkify-it ÷ ours | floor (`indexOf`) | ours ÷ floor | found: ours / linkify-it |'
    )
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |')
    for (const representation of ['one-byte', 'two-byte']) {
      for (const work of equalWork) {
        const ours = stat(`${representation} ours: ${work}`)
        const peer = stat(`${representation} linkify-it: ${work}`)
        const bottom = stat(`${representation} floor: ${work}`)
        const ratio = (a: {ms: number}, b: {ms: number}) => (a.ms / b.ms).toFixed(1) + '×'
        const range = (each: {ms: number; low: number; high: number}) =>
          `${format(each.ms)} ms (${format(each.low)}–${format(each.high)})`
        console.log(
          `| ${representation} | ${work} | ${range(ours)} | ${range(peer)} | ${ratio(peer, ours)} | ${range(bottom)} | ${ratio(ours, bottom)} | ${ours.found} / ${peer.found} |`
        )
      }
      const defaults = stat(`${representation} ours: defaults`)
      console.log(
        `| ${representation} | ours, defaults (lines, validation) | ${format(defaults.ms)} ms (${format(defaults.low)}–${format(defaults.high)}) | | | | | ${defaults.found} |`
      )
    }
  }
  await runMailBench()
}

/** A generated mail-like mbox of 64 MB and the real messages (SpamAssassin easy_ham, repeated to 64 MB), written under bench/.corpus. */
async function mailFiles(): Promise<{name: string; file: string}[]> {
  mkdirSync(corpusDir, {recursive: true})
  const size = 64 * 1024 * 1024
  const generated = path.join(corpusDir, 'mail-like.mbox')
  if (!existsSync(generated)) writeFileSync(generated, mailLikeMbox(size))
  const files = [{name: 'mail-like (the bundled example messages, generated)', file: generated}]

  const {cacheDir} = await import('../scripts/accuracy/corpora.ts')
  const real = path.join(corpusDir, 'spamassassin.mbox')
  const source = path.join(cacheDir(), 'mail-spamassassin', 'package', 'data', 'easy-ham-1')
  if (!existsSync(real) && existsSync(source)) {
    // Each file is one message after its `From ` line; body lines starting with `From ` are escaped here.
    const messages = readdirSync(source)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => {
        const text = readFileSync(path.join(source, name), 'latin1')
        const body = text.startsWith('From ') ? text.slice(text.indexOf('\n') + 1) : text
        return (
          'From sender@spamassassin.example Thu Aug 22 12:00:00 2002\n' +
          body.replace(/^(>*From )/gm, '>$1').replace(/\n*$/, '\n') +
          '\n'
        )
      })
    const once = messages.join('')
    writeFileSync(real, once.repeat(Math.ceil(size / once.length)), 'latin1')
  }
  if (existsSync(real)) files.push({name: 'real mail (2,500 SpamAssassin easy_ham messages, repeated)', file: real})
  else
    console.log(
      '\nreal mail: skipped (the SpamAssassin corpus is not cached: run `pnpm conformance` or the accuracy report once)'
    )
  return files
}

/** postal-mime as published on npm (the version installed here, without our patch), unpacked under bench/.corpus once: what a user's script gets. */
function publishedPostalMime(): string | undefined {
  const version = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/postal-mime/package.json'), 'utf8')) as {version: string}
  ).version
  const dir = path.join(corpusDir, `postal-mime-${version}`)
  const entry = path.join(dir, 'package/dist/esm/postal-mime.js')
  if (existsSync(entry)) return entry
  try {
    mkdirSync(dir, {recursive: true})
    const tarball = execFileSync('npm', ['pack', `postal-mime@${version}`, '--silent'], {
      cwd: dir,
      encoding: 'utf8'
    }).trim()
    execFileSync('tar', ['-xzf', tarball], {cwd: dir})
    return existsSync(entry) ? entry : undefined
  } catch {
    return undefined
  }
}

/** Peak RSS (KB) and wall time of a command whose process prints `maxrss:` at exit, and its stdout. */
function timed(command: string[], preload: boolean): {seconds: number; peakKb: number; stdout: string} {
  const peak =
    'data:text/javascript,process.on("exit",()=>process.stderr.write("maxrss:"+process.resourceUsage().maxRSS+"\\n"))'
  const start = performance.now()
  const result = spawnSync(process.execPath, preload ? ['--import', peak, ...command] : command, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30
  })
  const seconds = (performance.now() - start) / 1000
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr.split('\n')[0]}`)
  return {seconds, peakKb: Number(/maxrss:(\d+)/.exec(result.stderr)?.[1] ?? Number.NaN), stdout: result.stdout}
}

/**
 * `uri-extract --mail FILE` (the build, as users run it: `pnpm bench`
 * builds first) against the peer script, each twice, the
 * faster run shown.
 */
export async function runMailBench(): Promise<void> {
  const built = path.join(root, 'packages/extract/bin/uri-extract.js')
  const ours = [built]
  const peer = ['--import', path.join(root, 'node_modules/tsx/dist/loader.mjs'), path.join(root, 'bench/mail-peer.ts')]
  console.log(
    `\nmail end to end: the build of uri-extract --mail FILE against bench/mail-peer.ts (postal-mime + linkify-it), the faster of 2 runs`
  )
  const published = publishedPostalMime()
  if (published === undefined)
    console.log(
      '(postal-mime as published could not be fetched with npm pack: the peer runs with the patched copy only)'
    )
  console.log(
    '| mbox | MB | uri-extract | peer, postal-mime as published | peer, postal-mime patched as ours | uri-extract ÷ peers | URIs: ours / peer |'
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const {name, file} of await mailFiles()) {
    const megabytes = statSync(file).size / 1e6
    const best = (command: string[], preload: boolean) => {
      const runs = [timed(command, preload), timed(command, preload)]
      return runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b))
    }
    const mine = best([...ours, '--mail', file], true)
    const patched = best([...peer, file], true)
    const asPublished = published === undefined ? undefined : best([...peer, file, published], true)
    const uris = mine.stdout.split('\n').filter(Boolean).length
    const peerUris = (JSON.parse(patched.stdout) as {uris: number}).uris
    const rate = (run: {seconds: number; peakKb: number} | undefined) =>
      run === undefined
        ? 'n/a'
        : `${(megabytes / run.seconds).toFixed(1)} MB/s, ${Math.round(run.peakKb / 1024)} MB peak`
    const ratios = [asPublished, patched]
      .map((run) => (run === undefined ? 'n/a' : (run.seconds / mine.seconds).toFixed(1) + '×'))
      .join(' / ')
    console.log(
      `| ${name} | ${megabytes.toFixed(0)} | ${rate(mine)} | ${rate(asPublished)} | ${rate(patched)} | ${ratios} | ${uris} / ${peerUris} |`
    )
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const corpus = process.argv[process.argv.indexOf('--corpus') + 1]
  if (process.argv.includes('--corpus') && (corpus === 'prose' || corpus === 'dense' || corpus === 'mail')) {
    const result = await measureCorpus(corpus)
    process.stdout.write(JSON.stringify(typeof result === 'string' ? {skipped: result} : result))
  } else await runExtractBench()
}
