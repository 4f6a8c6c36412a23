/**
 * Usefulness on real Markdown nobody here wrote (issue 23): for urilint,
 * markdownlint-cli2, remark-lint's recommended preset and secretlint on the
 * same corpus (the docs of npm and Debian packages, scripts/usefulness/corpus.ts),
 * how many of the wanted mistakes each reports at warning or error (recall),
 * and how many of its warnings and errors on the topic (URIs, links,
 * credentials) are unwanted; every item judged by hand
 * (scripts/usefulness/judgments.json; how: scripts/usefulness/README.md).
 *
 * Two corpora, each with its own manifest, judgments and cache: `main`
 * (corpus.json, judgments.json), which the engine was tuned while looking
 * at, and `holdout` (corpus-holdout.json, judgments-holdout.json), chosen by
 * another rule with no package in common and judged without tuning on it.
 *
 * Run alone: `tsx --conditions=source scripts/usefulness-markdown.ts
 * [--corpus main|holdout] [--pending FILE]`; `pnpm conformance` runs it last
 * on both (`URILINT_USEFULNESS=0` skips it). `--pending FILE` writes every
 * item without a verdict, with two lines of context, for
 * scripts/usefulness/judge.ts. Informational: it never fails the run.
 */
import {createHash} from 'node:crypto'
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {buildCorpus, corpusNames, type CorpusName} from './usefulness/corpus.ts'
import {places, writeCredentials, type Place} from './usefulness/credentials.ts'
import {itemKey, redact, Sources, type Judgment} from './usefulness/items.ts'
import {scan} from './usefulness/scan.ts'
import {
  runSecretlint,
  runTools,
  runUrilint,
  toolNames,
  urilintReport,
  toolVersions,
  type Finding,
  type ToolName
} from './usefulness/tools.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The verdicts on each corpus's items, one JSON object a line. */
export const judgmentsFiles: Record<CorpusName, string> = {
  main: path.join(here, 'usefulness', 'judgments.json'),
  holdout: path.join(here, 'usefulness', 'judgments-holdout.json')
}

const titles: Record<CorpusName, string> = {
  main: 'the first corpus (scripts/usefulness/corpus.json; the engine was tuned while looking at it)',
  holdout: 'the held-out corpus (scripts/usefulness/corpus-holdout.json; nobody tuned on it)'
}

/**
 * The rules of each tool that claim a link does not work, a URI is wrong or a
 * credential is exposed: their warnings and errors are judged and counted. The
 * peers' other link rules are about style (a bare URL, an unused definition,
 * a link's look or text): counted apart, with the incidental hits.
 */
export const onTopic: Record<ToolName, (rule: string) => boolean> = {
  urilint: () => true,
  markdownlint: (rule) => ['MD011', 'MD042', 'MD051', 'MD052'].includes(rule),
  'remark-lint': (rule) => ['no-undefined-references', 'no-duplicate-definitions'].includes(rule),
  secretlint: () => true
}

const linkStyle: Record<ToolName, readonly string[]> = {
  urilint: [],
  markdownlint: ['MD034', 'MD039', 'MD053', 'MD054', 'MD059'],
  'remark-lint': [
    'no-literal-urls',
    'no-shortcut-reference-link',
    'no-shortcut-reference-image',
    'no-unused-definitions'
  ],
  secretlint: []
}

/** A peer's rule with more on-topic findings than this is judged on a sample of `sampleSize`. */
const allUpTo = 200
const sampleSize = 60

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The issue's target for urilint. */
const targetRecall = 0.9
const targetUnwanted = 0.05

export interface ToolReport {
  tool: ToolName
  /** Wanted items with a warning or error of an on-topic rule on their line. */
  found: number
  /** … or of any rule. */
  foundIncidentally: number
  /** Real link problems outside items 1–6 (verdict `other`) with an on-topic warning or error on their line. */
  other: number
  /** Warnings and errors of on-topic rules, and how many are judged unwanted (estimated from a sample when `sampled`), or not yet judged. */
  onTopic: number
  unwanted: number
  sampled: boolean
  pending: number
  /** Warnings and errors of the link-style rules; notes (info) of on-topic rules. */
  style: number
  notes: number
}

export interface UsefulnessReport {
  corpus: CorpusName
  /** Per tool, per place: how many of the recall set's credentials it reports as an error on their line (on `main` only). */
  credentials?: Record<'urilint' | 'secretlint', Record<Place, number>>
  wanted: number
  other: number
  byKind: Record<string, number>
  tools: ToolReport[]
  pending: number
}

interface Item {
  file: string
  line: number
  text: string
  kinds: Set<string>
}

export function readJudgments(corpus: CorpusName = 'main'): Map<string, Judgment> {
  const judgments = new Map<string, Judgment>()
  if (!existsSync(judgmentsFiles[corpus])) return judgments
  for (const line of readFileSync(judgmentsFiles[corpus], 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('[') || line.startsWith(']')) continue
    const judgment = JSON.parse(line.replace(/,$/, '')) as Judgment
    judgments.set(itemKey(judgment.file, judgment.line, judgment.text), judgment)
  }
  return judgments
}

/** The report on each corpus, the first then the held-out one (what `pnpm conformance` runs). */
export async function runUsefulnessAll(): Promise<UsefulnessReport[]> {
  const reports: UsefulnessReport[] = []
  for (const corpus of corpusNames) {
    if (reports.length > 0) console.log('')
    reports.push(await runUsefulness({corpus}))
  }
  return reports
}

export async function runUsefulness(options: {corpus?: CorpusName; pending?: string} = {}): Promise<UsefulnessReport> {
  const began = performance.now()
  const name = options.corpus ?? 'main'
  console.log(`Usefulness on real Markdown nobody here wrote (issue 23; scripts/usefulness/README.md): ${titles[name]}`)
  const corpus = buildCorpus({corpus: name})
  console.log(
    `  corpus: ${corpus.files.length} files, ${(corpus.bytes / 1e6).toFixed(1)} MB: the Markdown of ${corpus.npmPackages} npm ` +
      `and ${corpus.debianPackages} Debian packages (scripts/usefulness/${path.basename(corpus.manifest)})` +
      (corpus.missing.length > 0 ? `; ${corpus.missing.length} pinned files missing or changed, left out` : '')
  )
  const versions = toolVersions()
  const findings = runTools(corpus, (line) => console.log(line))
  const sources = new Sources(corpus.dir)
  const judgments = readJudgments(name)

  // The items to judge: the scan's candidates and the on-topic warnings and errors of every tool.
  const items = new Map<string, Item>()
  const addItem = (file: string, line: number, column: number, kind: string): string => {
    const text = sources.text(file, line, column)
    const key = itemKey(file, line, text)
    let item = items.get(key)
    if (item === undefined) items.set(key, (item = {file, line, text, kinds: new Set()}))
    item.kinds.add(kind)
    return key
  }
  for (const file of corpus.files)
    for (const candidate of scan(sources.lines(file).join('\n')))
      addItem(file, candidate.line, candidate.column, 'scan:' + candidate.kind)
  // Every on-topic warning and error, but for a peer's rule with more than `allUpTo`: a sample, in the order of the SHA-256 of its key.
  const findingKeys = new Map<Finding, string>()
  const judgedFindings = new Set<Finding>()
  const byRule = new Map<string, Finding[]>()
  for (const finding of findings) {
    if (finding.level === 'info' || !onTopic[finding.tool](finding.rule)) continue
    findingKeys.set(
      finding,
      itemKey(finding.file, finding.line, sources.text(finding.file, finding.line, finding.column))
    )
    const rule = `${finding.tool}:${finding.rule}`
    byRule.set(rule, [...(byRule.get(rule) ?? []), finding])
  }
  for (const [rule, list] of byRule) {
    const sampled =
      list[0]!.tool === 'urilint' || list.length <= allUpTo
        ? list
        : list
            .map((finding) => ({finding, order: sha256(findingKeys.get(finding)!)}))
            .sort((a, b) => (a.order < b.order ? -1 : 1))
            .slice(0, sampleSize)
            .map(({finding}) => finding)
    for (const finding of sampled) {
      judgedFindings.add(finding)
      addItem(finding.file, finding.line, finding.column, rule)
    }
  }

  const wanted = [...items].filter(([key]) => judgments.get(key)?.verdict === 'wanted').map(([, item]) => item)
  const other = [...items].filter(([key]) => judgments.get(key)?.verdict === 'other').map(([, item]) => item)
  const byKind: Record<string, number> = {}
  for (const item of wanted) {
    const kind = [...item.kinds].find((each) => each.startsWith('scan:'))?.slice(5) ?? 'tools only'
    byKind[kind] = (byKind[kind] ?? 0) + 1
  }
  const lineKey = (file: string, line: number) => `${file}\u0000${line}`
  const reports: ToolReport[] = toolNames.map((tool) => {
    const own = findings.filter((finding) => finding.tool === tool)
    const loud = own.filter((finding) => finding.level !== 'info')
    const topical = loud.filter((finding) => onTopic[tool](finding.rule))
    const topicalLines = new Set(topical.map((finding) => lineKey(finding.file, finding.line)))
    const anyLines = new Set(loud.map((finding) => lineKey(finding.file, finding.line)))
    // The share unwanted per rule, over its judged findings, weighed by the rule's count.
    let unwanted = 0
    let pending = 0
    let sampled = false
    for (const rule of new Set(topical.map((finding) => finding.rule))) {
      const all = topical.filter((finding) => finding.rule === rule)
      const judged = all.filter((finding) => judgedFindings.has(finding))
      if (judged.length < all.length) sampled = true
      const verdicts = judged.map((finding) => judgments.get(findingKeys.get(finding)!)?.verdict)
      const given = verdicts.filter((verdict) => verdict !== undefined).length
      pending += judged.length - given
      if (given > 0) unwanted += (all.length * verdicts.filter((verdict) => verdict === 'unwanted').length) / given
      else pending += all.length - judged.length
    }
    return {
      tool,
      found: wanted.filter((item) => topicalLines.has(lineKey(item.file, item.line))).length,
      other: other.filter((item) => topicalLines.has(lineKey(item.file, item.line))).length,
      foundIncidentally: wanted.filter((item) => anyLines.has(lineKey(item.file, item.line))).length,
      onTopic: topical.length,
      unwanted,
      sampled,
      pending,
      style: loud.filter((finding) => linkStyle[tool].includes(finding.rule)).length,
      notes: own.filter((finding) => finding.level === 'info' && onTopic[tool](finding.rule)).length
    }
  })

  // One message per URI and rule: urilint's messages of one rule that start at the same place (a
  // message is on its URI, or on the text holding it; two links written alike on a line are two).
  const seen = new Set<string>()
  let duplicates = 0
  for (const finding of findings) {
    if (finding.tool !== 'urilint') continue
    const key = `${finding.rule}\u0000${finding.file}\u0000${finding.line}:${finding.column}`
    if (seen.has(key)) duplicates++
    seen.add(key)
  }

  const pendingItems = [...items].filter(([key]) => !judgments.has(key)).map(([, item]) => item)
  printReport(reports, wanted.length, byKind, versions, pendingItems.length)
  console.log(`  urilint messages beyond the first of a rule on the same URI (any level): ${duplicates}`)
  console.log(
    `  other real link problems (outside items 1–6: fragments, labels, definitions; verdict other): ${other.length}; ` +
      reports.map((report) => `${report.tool} ${report.other}`).join(', ')
  )
  if (options.pending !== undefined) {
    const secretlintLines = findings.filter((finding) => finding.tool === 'secretlint')
    writeFileSync(
      options.pending,
      pendingHeader(name) + pendingItems.map((item) => pendingBlock(sources, item, secretlintLines)).join('')
    )
    console.log(`  ${pendingItems.length} items without a verdict written to ${options.pending}`)
  }
  // The recall set does not depend on the corpus: measured once, with the first.
  const credentials = name === 'main' ? credentialRecall() : undefined
  console.log(`  (${((performance.now() - began) / 1000).toFixed(0)} s)`)
  return {
    corpus: name,
    ...(credentials === undefined ? {} : {credentials}),
    wanted: wanted.length,
    other: other.length,
    byKind,
    tools: reports,
    pending: pendingItems.length
  }
}

/**
 * The recall set of credentials (usefulness/credentials.ts): how many of them urilint and
 * secretlint report as errors, by place. Counts only: the set is never shown.
 */
function credentialRecall(): NonNullable<UsefulnessReport['credentials']> {
  const {dir, credentials} = writeCredentials()
  const result = {} as NonNullable<UsefulnessReport['credentials']>
  const urilint = runUrilint({dir})
  // The whole JSON report (messages, notes, actual, expected), searched for every secret.
  const report = readFileSync(urilintReport(dir), 'utf8')
  const shown = credentials.filter(({secret}) => report.includes(secret)).length
  for (const [tool, findings] of [
    ['urilint', urilint],
    ['secretlint', runSecretlint({dir})]
  ] as const) {
    const errors = new Set(
      findings.filter((finding) => finding.level === 'error').map((finding) => `${finding.file}:${finding.line}`)
    )
    const counts = Object.fromEntries(places.map((place) => [place, 0])) as Record<Place, number>
    for (const {file, line, place} of credentials) if (errors.has(`${file}:${line}`)) counts[place]++
    result[tool] = counts
  }
  const each = credentials.length / places.length
  const line = (tool: 'urilint' | 'secretlint') =>
    `${tool} ${Object.values(result[tool]).reduce((sum, count) => sum + count, 0)}/${credentials.length} (` +
    places.map((place) => `${place} ${result[tool][place]}/${each}`).join(', ') +
    ')'
  console.log(
    `  recall set of credentials (${credentials.length}: ${each} real-format secrets on public hosts, each in ${places.length} places; ` +
      `made at run time, never shown), reported as errors: ${line('urilint')}; ${line('secretlint')}; ` +
      `secrets found in urilint's JSON report: ${shown}`
  )
  return result
}

/** The corpus named by `--corpus NAME` (`main` without it); throws on another name. */
export function parseCorpus(argv: readonly string[]): CorpusName {
  const at = argv.indexOf('--corpus')
  if (at === -1) return 'main'
  const name = argv[at + 1]
  if (!corpusNames.includes(name as CorpusName))
    throw new TypeError(`--corpus takes ${corpusNames.join(' or ')}, not ${String(name)}`)
  return name as CorpusName
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)}%`
}

function printReport(
  reports: readonly ToolReport[],
  wanted: number,
  byKind: Record<string, number>,
  versions: Record<ToolName, string>,
  pending: number
): void {
  const kinds = Object.entries(byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ')
  console.log(
    [
      `  wanted mistakes (judged by hand, the scan's and every tool's): ${wanted} (${kinds})`,
      '  recall: wanted mistakes with a warning or error of the tool on their line, by its on-topic rules',
      '  (urilint: all; markdownlint: MD011 MD042 MD051 MD052; remark-lint: no-undefined-references,',
      '  no-duplicate-definitions; secretlint: all), then counting incidental hits of any rule;',
      '  unwanted: share of its on-topic warnings and errors judged unwanted (a real link problem outside',
      "  items 1–6, verdict other, is not unwanted); link style: the peers' other link rules (MD034 MD039",
      '  MD053 MD054 MD059; no-literal-urls, no-shortcut-reference-*, no-unused-definitions), not judged;',
      '  notes: on-topic findings at info, not counted above.',
      `  A peer's rule with more than ${allUpTo} such findings is judged on ${sampleSize} of them (SHA-256 order): ~ marks an estimate.`,
      `  target for urilint: recall ≥ ${percent(targetRecall, 1)}, unwanted ≤ ${percent(targetUnwanted, 1)}`,
      '',
      '  | tool | recall | with incidental | warnings+errors | unwanted | not judged | link style | notes |',
      '  | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...reports.map(
        (report) =>
          `  | ${report.tool} ${versions[report.tool]} | ${report.found}/${wanted} ${percent(report.found, wanted)} | ` +
          `${report.foundIncidentally}/${wanted} ${percent(report.foundIncidentally, wanted)} | ${report.onTopic} | ` +
          `${report.sampled ? '~' : ''}${Math.round(report.unwanted)} ${percent(report.unwanted, report.onTopic - report.pending)} | ` +
          `${report.pending} | ${report.style} | ${report.notes} |`
      ),
      pending > 0 ? `  ${pending} items have no verdict yet (--pending FILE lists them)` : '  every item has a verdict'
    ].join('\n')
  )
}

const pendingHeader = (
  corpus: CorpusName
) => `# Items without a verdict. For each item line (file, line, text, verdict: tab-separated) replace
# "?" by wanted, other or unwanted (or w, o, u), then a tab and why (what the mistake is, or why it is none), then run:
#   node_modules/.bin/tsx --conditions=source scripts/usefulness/judge.ts ${corpus === 'main' ? '' : `--corpus ${corpus} `}THIS-FILE
# Lines starting with # are context (the item's line is marked >) and are ignored.

`

const contextWidth = 220

function pendingBlock(sources: Sources, item: Item, secretlint: readonly Finding[]): string {
  const lines = [`${item.file}\t${item.line}\t${item.text}\t?`, `#   ${[...item.kinds].join(', ')}`]
  const source = sources.lines(item.file)
  for (let number = Math.max(1, item.line - 2); number <= Math.min(source.length, item.line + 2); number++) {
    let shown = source[number - 1]!
    // Secretlint's findings are tokens the URI redaction does not know: mask from its column on.
    for (const finding of secretlint)
      if (finding.file === item.file && finding.line === number)
        shown = shown.slice(0, finding.column - 1) + shown.slice(finding.column - 1).replace(/\S{4,}/, '***')
    shown = redact(shown)
    if (shown.length > contextWidth) {
      const from = number === item.line ? Math.max(0, shown.indexOf(item.text) - 60) : 0
      shown = (from > 0 ? '…' : '') + shown.slice(from, from + contextWidth) + '…'
    }
    lines.push(`# ${number === item.line ? '>' : ' '} ${String(number).padStart(6)} | ${shown}`)
  }
  return lines.join('\n') + '\n'
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2)
  const at = argv.indexOf('--pending')
  const corpus = parseCorpus(argv)
  await runUsefulness({corpus, ...(at === -1 ? {} : {pending: path.resolve(argv[at + 1] ?? 'usefulness-pending.txt')})})
}
