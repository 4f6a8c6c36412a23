/**
 * Hand judgments of sampled findings (scripts/accuracy/judgments.json, and
 * `judgments-<corpus>.json` for a corpus judged apart): one per item, keyed
 * by corpus, file, line (1-based, of the URI's start in its file) and the
 * URI string as the tool gave it. Verdicts:
 *
 * - `uri`: a URI the writer meant, with the right extent;
 * - `not-uri`: not a URI reference the writer meant (a C header, a Perl
 *   package, `user:password`, an XML prefix …);
 * - `wrong-extent`: a real URI, but this string is cut short, runs on, or
 *   joins lines wrongly (counted as incorrect).
 *
 * The files hold no corpus text beyond the URI and a short note.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export type Verdict = 'uri' | 'not-uri' | 'wrong-extent'

export const verdicts: readonly Verdict[] = ['uri', 'not-uri', 'wrong-extent']

export interface Judgment {
  corpus: string
  file: string
  line: number
  uri: string
  verdict: Verdict
  note?: string
}

export const judgmentsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'judgments.json')

/**
 * The file of a corpus's judgments: its own `judgments-<corpus>.json` when
 * there is one (a corpus judged apart from the others, so that its judge's
 * commits and theirs touch different files), else `judgments.json`.
 */
export function judgmentsFileOf(corpus: string): string {
  const own = path.join(path.dirname(judgmentsFile), `judgments-${corpus}.json`)
  return existsSync(own) ? own : judgmentsFile
}

/** `judgments.json` and every corpus's own file. */
function judgmentsFiles(): string[] {
  const dir = path.dirname(judgmentsFile)
  const own = readdirSync(dir)
    .filter((name) => /^judgments-.+\.json$/.test(name))
    .sort()
  return [judgmentsFile, ...own.map((name) => path.join(dir, name))]
}

/** The key of an item: corpus, file, line and URI, tab-separated (none of them holds a tab). */
export function itemKey(corpus: string, file: string, line: number, uri: string): string {
  return `${corpus}\t${file}\t${line}\t${uri}`
}

export function readJudgments(): Map<string, Judgment> {
  const map = new Map<string, Judgment>()
  for (const file of judgmentsFiles()) {
    if (!existsSync(file)) continue
    for (const judgment of JSON.parse(readFileSync(file, 'utf8')) as Judgment[]) {
      map.set(itemKey(judgment.corpus, judgment.file, judgment.line, judgment.uri), judgment)
    }
  }
  return map
}

/** Write the judgments, each into its corpus's file (`judgmentsFileOf`), sorted, one per line (small diffs). */
export function writeJudgments(map: ReadonlyMap<string, Judgment>): void {
  const byFile = new Map<string, Judgment[]>(judgmentsFiles().map((file) => [file, []]))
  for (const judgment of map.values()) byFile.get(judgmentsFileOf(judgment.corpus))!.push(judgment)
  for (const [file, judgments] of byFile) writeJudgmentsFile(file, judgments)
}

function writeJudgmentsFile(file: string, judgments: Judgment[]): void {
  const sorted = judgments.sort(
    (a, b) => compare(a.corpus, b.corpus) || compare(a.file, b.file) || a.line - b.line || compare(a.uri, b.uri)
  )
  const lines = sorted.map(({corpus, file, line, uri, verdict, note}) =>
    JSON.stringify(
      note === undefined || note === '' ? {corpus, file, line, uri, verdict} : {corpus, file, line, uri, verdict, note}
    )
  )
  writeFileSync(file, lines.length === 0 ? '[]\n' : '[\n' + lines.map((line) => '  ' + line).join(',\n') + '\n]\n')
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** `uri`, `not-uri`, `wrong-extent`, or their first letters; `undefined` for anything else. */
export function parseVerdict(value: string): Verdict | undefined {
  const word = value.trim().toLowerCase()
  if (word === 'u') return 'uri'
  if (word === 'n') return 'not-uri'
  if (word === 'w') return 'wrong-extent'
  return verdicts.find((verdict) => verdict === word)
}
