/**
 * Real-text accuracy of `@urilint/extract` against linkify-it and URI::Find:
 * precision and recall of each tool on four corpora built on the machine
 * (the specifications in `<shared>/spec`, 20 MB of Debian docs, mail from
 * Debian packages, the SpamAssassin corpus's easy_ham: see
 * scripts/accuracy/corpora.ts), estimated from a
 * stratified sample of the pooled findings judged by hand
 * (scripts/accuracy/judgments.json; how: scripts/accuracy/README.md).
 *
 * Run alone: `tsx --conditions=source scripts/accuracy-extract.ts [sharedDir]
 * [--pending FILE] [--corpus NAME]... [--show N]`; `pnpm conformance` runs it
 * after the other reports. `--pending FILE` writes the sampled items not yet
 * judged, with two lines of context each, for `scripts/accuracy/judge.ts`.
 * Informational: it never fails the conformance run.
 */
import {writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {corpusNames, loadCorpus, type Corpus, type CorpusName} from './accuracy/corpora.ts'
import {readJudgments} from './accuracy/judgments.ts'
import {
  buildPool,
  estimate,
  Places,
  sampleTarget,
  sampleTargets,
  stratify,
  type Estimate,
  type Item,
  type Stratum
} from './accuracy/pool.ts'
import {loadTools, toolLabels, type Finding, type ToolName} from './accuracy/tools.ts'

export interface AccuracyOptions {
  corpora?: readonly CorpusName[]
  /** Write the sampled items without a judgment to this file. */
  pending?: string
  /** How many of our incorrect and missed items to list per corpus (default 8). */
  show?: number
}

export interface CorpusReport {
  corpus: CorpusName
  estimates: Estimate[]
  pending: number
}

/** The goal of the issue: at least this precision and recall on each corpus, ahead of both peers. */
const goal = 0.99

export async function runAccuracyExtract(
  sharedDir: string,
  options: AccuracyOptions = {}
): Promise<{ok: true; reports: CorpusReport[]}> {
  const began = performance.now()
  const judgments = readJudgments()
  const tools = loadTools()
  const show = options.show ?? 8
  const reports: CorpusReport[] = []
  const pendingBlocks: string[] = []

  console.log(
    'Real-text accuracy: URIs with a scheme found by each tool, judged by hand on a stratified sample (scripts/accuracy/)'
  )
  console.log(
    `  tools: ${tools
      .filter((tool) => !('missing' in tool))
      .map(
        (tool) =>
          `${toolLabels[tool.name]} ${'version' in tool && tool.name !== 'ours' ? tool.version : '(workspace source, default options)'}`
      )
      .join(', ')}`
  )
  for (const tool of tools) {
    if ('missing' in tool) console.log(`  ${toolLabels[tool.name]}: skipped, ${tool.missing}`)
  }

  for (const name of options.corpora ?? corpusNames) {
    const started = performance.now()
    const corpus = await loadCorpus(name, sharedDir)
    console.log('')
    if (typeof corpus === 'string') {
      console.log(`${name}: skipped, ${corpus}`)
      continue
    }

    const findings = new Map<ToolName, Finding[]>()
    const running: ToolName[] = []
    for (const tool of tools) {
      if ('missing' in tool) continue
      findings.set(tool.name, tool.run(corpus))
      running.push(tool.name)
    }

    const places = new Places(corpus)
    const pool = buildPool(corpus, places, findings)
    const strata = stratify(pool, running, judgments, sampleTargets[name] ?? sampleTarget)
    const estimates = running.map((tool) => estimate(strata, tool))
    const sampled = strata.reduce((sum, stratum) => sum + stratum.sampled.length, 0)
    const judged = strata.reduce((sum, stratum) => sum + stratum.judged.length, 0)

    console.log(`${name}: ${corpus.about[0]}`)
    for (const line of corpus.about.slice(1)) console.log(`  ${line}`)
    console.log(
      `  pool: ${pool.size} items found by at least one tool; by who found them: ${strata.map((stratum) => `${label(stratum)} ${stratum.items.length} (sampled ${stratum.sampled.length})`).join(', ')}`
    )
    console.log(
      `  sample: ${sampled} items, ${judged} judged, ${sampled - judged} pending` +
        (sampled > judged ? ' (write them with --pending FILE, judge with scripts/accuracy/judge.ts)' : '')
    )
    printTable(estimates)
    printGoal(estimates)
    printOurs(strata, show)
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`)

    reports.push({corpus: name, estimates, pending: sampled - judged})
    for (const stratum of strata) {
      for (const item of stratum.sampled) {
        if (!stratum.judged.some((entry) => entry.item === item))
          pendingBlocks.push(pendingBlock(corpus, places, item, running))
      }
    }
  }

  console.log('')
  console.log(
    `Recall is relative to the pool of the tools' findings (a URI no tool found is not counted). (${((performance.now() - began) / 1000).toFixed(1)} s)`
  )

  if (options.pending !== undefined) {
    writeFileSync(options.pending, pendingHeader + pendingBlocks.join('\n'))
    console.log(`${pendingBlocks.length} pending item(s) written to ${options.pending}`)
  }

  return {ok: true, reports}
}

function label(stratum: Stratum): string {
  return (
    stratum.tools.map((tool) => (tool === 'ours' ? 'ours' : toolLabels[tool])).join('+') +
    (stratum.tools.length === 1 ? ' only' : '')
  )
}

function percent(numerator: number, denominator: number): string {
  return denominator > 0 ? `${((100 * numerator) / denominator).toFixed(1)}%` : 'n/a'
}

function printTable(estimates: readonly Estimate[]): void {
  const rows = [
    [
      'tool',
      'found',
      'sampled',
      'correct',
      'incorrect',
      'precision (weighted correct/found)',
      'recall (weighted correct/pool correct)'
    ],
    ...estimates.map((row) => [
      toolLabels[row.tool],
      String(row.found),
      String(row.sampled),
      String(row.correct),
      String(row.incorrect),
      `${percent(row.weightedCorrect, row.weightedFound)} (${row.weightedCorrect.toFixed(1)}/${row.weightedFound})${row.unjudgedStrata > 0 ? ' *' : ''}`,
      `${percent(row.weightedCorrect, row.weightedPoolCorrect)} (${row.weightedCorrect.toFixed(1)}/${row.weightedPoolCorrect.toFixed(1)})`
    ])
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows) {
    console.log(
      '  ' +
        row
          .map((cell, column) =>
            column === 0 || column >= 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)
          )
          .join('  ')
          .trimEnd()
    )
  }
  if (estimates.some((row) => row.unjudgedStrata > 0))
    console.log('  * a stratum of this tool has no judged item yet: left out of the estimate')
}

function printGoal(estimates: readonly Estimate[]): void {
  const ours = estimates.find((row) => row.tool === 'ours')
  if (ours === undefined || ours.weightedFound === 0) return
  const precision = ours.weightedCorrect / ours.weightedFound
  const recall = ours.weightedPoolCorrect > 0 ? ours.weightedCorrect / ours.weightedPoolCorrect : 0
  const peers = estimates.filter((row) => row.tool !== 'ours')
  const ahead = peers.every((peer) => {
    const peerPrecision = peer.weightedFound > 0 ? peer.weightedCorrect / peer.weightedFound : 0
    const peerRecall = peer.weightedPoolCorrect > 0 ? peer.weightedCorrect / peer.weightedPoolCorrect : 0
    return precision >= peerPrecision && recall >= peerRecall
  })
  const met = precision >= goal && recall >= goal && ahead
  console.log(
    `  goal (precision and recall >= ${goal * 100}%, ahead of ${peers.map((peer) => toolLabels[peer.tool]).join(' and ') || 'the peers'}): ${met ? 'met' : 'not met'}` +
      (met ? '' : ` (ours ${percent(precision, 1)} / ${percent(recall, 1)}${ahead ? '' : ', not ahead of every peer'})`)
  )
}

/** Our judged mistakes and misses in the sample, for the extractor's team. */
function printOurs(strata: readonly Stratum[], show: number): void {
  if (show <= 0) return
  const wrong: string[] = []
  const missed: string[] = []
  for (const stratum of strata) {
    // What one item of this stratum weighs in the estimates: a fix moves the figure by it.
    const weight = stratum.judged.length > 0 ? stratum.items.length / stratum.judged.length : 0
    for (const {item, judgment} of stratum.judged) {
      const where = `${item.file}:${item.line} ×${weight.toFixed(1)}`
      const note = judgment.note ? ` (${judgment.note})` : ''
      if (item.tools.has('ours') && judgment.verdict !== 'uri')
        wrong.push(`${judgment.verdict} ${JSON.stringify(item.uri)} at ${where}${note}`)
      if (!item.tools.has('ours') && judgment.verdict === 'uri')
        missed.push(`${JSON.stringify(item.uri)} at ${where}${note}`)
    }
  }
  if (wrong.length > 0)
    console.log(
      `  ours, judged incorrect (${wrong.length}): ${wrong.slice(0, show).join('; ')}${wrong.length > show ? '; …' : ''}`
    )
  if (missed.length > 0)
    console.log(
      `  ours, missed (${missed.length}): ${missed.slice(0, show).join('; ')}${missed.length > show ? '; …' : ''}`
    )
}

const pendingHeader = `# Pending items of the accuracy report (scripts/accuracy-extract.ts --pending).
# For each item line (corpus, file, line, uri, verdict, separated by tabs) replace the
# verdict "?" by uri, not-uri or wrong-extent (or u, n, w), optionally followed by a tab
# and a short note, then run:
#   node_modules/.bin/tsx --conditions=source scripts/accuracy/judge.ts THIS-FILE
# uri: a URI the writer meant, whole (examples in specs count); not-uri: not one;
# wrong-extent: a real URI but cut short, run on, or lines joined wrongly.
# Lines starting with # are context (the item's line is marked >, its start ▸) and are ignored.

`

/** Longest context line shown (longer ones are cut around the item). */
const contextWidth = 220

function pendingBlock(corpus: Corpus, places: Places, item: Item, tools: readonly ToolName[]): string {
  const found = tools.filter((tool) => item.tools.has(tool)).map((tool) => toolLabels[tool])
  const notFound = tools.filter((tool) => !item.tools.has(tool)).map((tool) => toolLabels[tool])
  const lines = [
    `${item.key}\t?`,
    `#   found by ${found.join(', ')}${notFound.length > 0 ? `; not by ${notFound.join(', ')}` : ''}`
  ]
  const column = places.column(item.text, item.start)
  for (const {number, line, here} of places.context(item.text, item.start, 2)) {
    let shown = here ? line.slice(0, column) + '▸' + line.slice(column) : line
    if (shown.length > contextWidth) {
      const from = here ? Math.max(0, Math.min(column - 60, shown.length - contextWidth)) : 0
      shown =
        (from > 0 ? '…' : '') + shown.slice(from, from + contextWidth) + (from + contextWidth < shown.length ? '…' : '')
    }
    lines.push(`# ${here ? '>' : ' '} ${String(number).padStart(6)} | ${shown}`)
  }
  return lines.join('\n') + '\n'
}

function parseArguments(argv: readonly string[]): {sharedDir: string; options: AccuracyOptions} {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  let sharedDir = path.resolve(root, process.env.URILINT_SHARED ?? '../shared')
  const options: {corpora?: CorpusName[]; pending?: string; show?: number} = {}
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!
    if (argument === '--pending') options.pending = path.resolve(argv[++index] ?? 'accuracy-pending.txt')
    else if (argument === '--show') options.show = Number(argv[++index])
    else if (argument === '--corpus') {
      const name = argv[++index] as CorpusName
      if (!corpusNames.includes(name))
        throw new Error(`Unknown corpus ${JSON.stringify(name)}: ${corpusNames.join(', ')}`)
      ;(options.corpora ??= []).push(name)
    } else if (argument.startsWith('-')) throw new Error(`Unknown option ${argument}`)
    else sharedDir = path.resolve(argument)
  }
  return {sharedDir, options}
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {sharedDir, options} = parseArguments(process.argv.slice(2))
  await runAccuracyExtract(sharedDir, options)
}
