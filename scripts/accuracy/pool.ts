/**
 * The pool of the three tools' findings on a corpus, its stratified sample
 * and the estimates of precision and recall from the judged sample.
 *
 * Matching: an item is (corpus, file, line of its start in the file, URI
 * string as the tool gives it). A tool found an item when it reports that
 * string starting on that line. No normalisation is needed: all three give
 * the URI without its `<…>` / `<URL:…>` / quote wrapper, and ours and
 * URI::Find both give a URI wrapped inside `<…>` joined (whitespace
 * removed); trailing punctuation is part of the extent each tool chose and
 * is judged, not normalised. The same string twice on one line is one item.
 *
 * Sampling: the pool is split into strata by the set of tools that found
 * the item (up to 7). Each stratum is ordered by the SHA-256 of the item key
 * and its first k items are sampled: every item of a disagreement stratum up
 * to `disagreementCap`, then from the all-agree stratum enough to bring the
 * corpus to its sample target (`sampleTarget`, or the corpus's own in
 * `sampleTargets`; at least `agreeMinimum`).
 *
 * Estimates (judged items only; a stratum with none judged is left out and
 * flagged): each judged item of stratum s weighs N_s / n_s (stratum size /
 * judged in it). Precision of a tool = weighted correct among the strata it
 * is in / their size; recall = weighted correct found by the tool /
 * weighted correct in the whole pool (recall relative to the pool of the
 * tools: a URI none found is not counted).
 */
import {createHash} from 'node:crypto'
import type {Corpus, CorpusName} from './corpora.ts'
import {itemKey, type Judgment} from './judgments.ts'
import type {Finding, ToolName} from './tools.ts'

export const disagreementCap = 50
export const agreeMinimum = 40
export const sampleTarget = 200
/**
 * Corpora with a larger sample: on `mail-spamassassin` the disagreement
 * strata take most of 200 and leave the all-agree stratum (95% of the pool)
 * its 40, so that fewer than 200 of our findings would be judged. On
 * `manpages-4` they take 290 and leave the all-agree stratum (1,472 items,
 * two thirds of the pool) its 40, where one item weighs 37 finds, 2 points
 * of precision: 450 gives it 160. On `manpages-5` they take 170 of a pool
 * of 627 and leave 40 of its 443 all-agree items: 320 gives them 150. On
 * `manpages-6` they take 243 of a pool of 1,317 and leave 40 of its 769
 * all-agree items: 393 gives them 150. On `manpages-7` they take 186 of a
 * pool of 653 and leave 40 of its 404: 336 gives them 150. On `manpages-8`
 * they take 104 of a pool of 1,027 and leave 96 of its 923: 254 gives them
 * 150. On `manpages-9` they take 157 of a pool of 706 and leave 43 of its
 * 386: 307 gives them 150.
 */
export const sampleTargets: Readonly<Partial<Record<CorpusName, number>>> = {
  'mail-spamassassin': 300,
  'manpages-4': 450,
  'manpages-5': 320,
  'manpages-6': 393,
  'manpages-7': 336,
  'manpages-8': 254,
  'manpages-9': 307
}

export interface Item {
  key: string
  file: string
  line: number
  uri: string
  /** Where it starts (the first tool's start): for context. */
  text: number
  start: number
  tools: Set<ToolName>
  /** Key of the tools that found it, e.g. `ours+uri-find`. */
  stratum: string
  order: string
}

export interface Stratum {
  name: string
  tools: ToolName[]
  items: Item[]
  sampled: Item[]
  judged: {item: Item; judgment: Judgment}[]
}

/** Lines and files of a corpus's texts. */
export class Places {
  private readonly lineStarts: number[][]

  constructor(private readonly corpus: Corpus) {
    this.lineStarts = corpus.texts.map(({text}) => {
      const starts = [0]
      for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1)
      return starts
    })
  }

  /** 0-based line index of an offset in text `text`. */
  lineIndex(text: number, offset: number): number {
    const starts = this.lineStarts[text]!
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low
  }

  /** The file an offset is in, and its 1-based line in that file. */
  place(text: number, offset: number): {file: string; line: number} {
    const {files} = this.corpus.texts[text]!
    let low = 0
    let high = files.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (files[middle]!.start <= offset) low = middle
      else high = middle - 1
    }
    const file = files[low]!
    return {file: file.file, line: this.lineIndex(text, offset) - this.lineIndex(text, file.start) + 1}
  }

  /** Lines `from`…`to` (0-based, inclusive, clamped) of text `text`, with their 1-based numbers in the file of `offset`. */
  context(text: number, offset: number, around: number): {number: number; line: string; here: boolean}[] {
    const starts = this.lineStarts[text]!
    const source = this.corpus.texts[text]!.text
    const index = this.lineIndex(text, offset)
    const first = index - this.place(text, offset).line + 1
    const lines = []
    for (let line = Math.max(0, index - around); line <= Math.min(starts.length - 1, index + around); line++) {
      const end = line + 1 < starts.length ? starts[line + 1]! - 1 : source.length
      lines.push({
        number: line - first + 1,
        line: source.slice(starts[line], end).replace(/\r$/, ''),
        here: line === index
      })
    }
    return lines
  }

  /** Column (0-based, UTF-16) of an offset in its line. */
  column(text: number, offset: number): number {
    return offset - this.lineStarts[text]![this.lineIndex(text, offset)]!
  }
}

/** Pool the tools' findings into items, by corpus, file, line and string. */
export function buildPool(
  corpus: Corpus,
  places: Places,
  findings: ReadonlyMap<ToolName, Finding[]>
): Map<string, Item> {
  const pool = new Map<string, Item>()
  for (const [tool, found] of findings) {
    for (const finding of found) {
      const {file, line} = places.place(finding.text, finding.start)
      const key = itemKey(corpus.name, file, line, finding.uri)
      let item = pool.get(key)
      if (item === undefined) {
        item = {
          key,
          file,
          line,
          uri: finding.uri,
          text: finding.text,
          start: finding.start,
          tools: new Set(),
          stratum: '',
          order: createHash('sha256').update(key).digest('hex')
        }
        pool.set(key, item)
      }
      item.tools.add(tool)
    }
  }
  return pool
}

/** Split the pool into strata, sample them, and attach the judgments of the sampled items. */
export function stratify(
  pool: ReadonlyMap<string, Item>,
  tools: readonly ToolName[],
  judgments: ReadonlyMap<string, Judgment>,
  target = sampleTarget
): Stratum[] {
  const strata = new Map<string, Stratum>()
  for (const item of pool.values()) {
    const found = tools.filter((tool) => item.tools.has(tool))
    item.stratum = found.join('+')
    let stratum = strata.get(item.stratum)
    if (stratum === undefined) {
      stratum = {name: item.stratum, tools: found, items: [], sampled: [], judged: []}
      strata.set(item.stratum, stratum)
    }
    stratum.items.push(item)
  }

  const all = tools.join('+')
  const ordered = [...strata.values()].sort(
    (a, b) =>
      b.tools.length - a.tools.length ||
      tools.indexOf(a.tools[0]!) - tools.indexOf(b.tools[0]!) ||
      a.name.localeCompare(b.name)
  )
  let taken = 0
  for (const stratum of ordered) {
    stratum.items.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    if (stratum.name !== all) {
      stratum.sampled = stratum.items.slice(0, disagreementCap)
      taken += stratum.sampled.length
    }
  }
  const agree = strata.get(all)
  if (agree !== undefined) agree.sampled = agree.items.slice(0, Math.max(agreeMinimum, target - taken))

  for (const stratum of ordered) {
    for (const item of stratum.sampled) {
      const judgment = judgments.get(item.key)
      if (judgment !== undefined) stratum.judged.push({item, judgment})
    }
  }
  return ordered
}

export interface Estimate {
  tool: ToolName
  found: number
  sampled: number
  correct: number
  incorrect: number
  /** Weighted correct and weighted found (precision = their ratio). */
  weightedCorrect: number
  weightedFound: number
  /** Weighted correct in the whole pool (recall = weightedCorrect / it). */
  weightedPoolCorrect: number
  /** Strata of this tool with items but none judged (left out of the estimates). */
  unjudgedStrata: number
}

export function estimate(strata: readonly Stratum[], tool: ToolName): Estimate {
  const result: Estimate = {
    tool,
    found: 0,
    sampled: 0,
    correct: 0,
    incorrect: 0,
    weightedCorrect: 0,
    weightedFound: 0,
    weightedPoolCorrect: 0,
    unjudgedStrata: 0
  }
  for (const stratum of strata) {
    const correct = stratum.judged.filter(({judgment}) => judgment.verdict === 'uri').length
    const judged = stratum.judged.length
    const weight = judged > 0 ? stratum.items.length / judged : 0
    result.weightedPoolCorrect += weight * correct
    if (!stratum.tools.includes(tool)) continue
    result.found += stratum.items.length
    result.sampled += stratum.sampled.length
    result.correct += correct
    result.incorrect += judged - correct
    if (judged === 0) {
      result.unjudgedStrata++
      continue
    }
    result.weightedCorrect += weight * correct
    result.weightedFound += stratum.items.length
  }
  return result
}
