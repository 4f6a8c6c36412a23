/**
 * Hand judgments of sampled findings (scripts/accuracy/judgments.json): one
 * per item, keyed by corpus, file, line (1-based, of the URI's start in its
 * file) and the URI string as the tool gave it. Verdicts:
 *
 * - `uri`: a URI the writer meant, with the right extent;
 * - `not-uri`: not a URI reference the writer meant (a C header, a Perl
 *   package, `user:password`, an XML prefix …);
 * - `wrong-extent`: a real URI, but this string is cut short, runs on, or
 *   joins lines wrongly (counted as incorrect).
 *
 * The file holds no corpus text beyond the URI and a short note.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
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

/** The key of an item: corpus, file, line and URI, tab-separated (none of them holds a tab). */
export function itemKey(corpus: string, file: string, line: number, uri: string): string {
  return `${corpus}\t${file}\t${line}\t${uri}`
}

export function readJudgments(file = judgmentsFile): Map<string, Judgment> {
  const map = new Map<string, Judgment>()
  if (!existsSync(file)) return map
  for (const judgment of JSON.parse(readFileSync(file, 'utf8')) as Judgment[]) {
    map.set(itemKey(judgment.corpus, judgment.file, judgment.line, judgment.uri), judgment)
  }
  return map
}

/** Write the judgments sorted, one per line (small diffs). */
export function writeJudgments(map: ReadonlyMap<string, Judgment>, file = judgmentsFile): void {
  const sorted = [...map.values()].sort(
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
