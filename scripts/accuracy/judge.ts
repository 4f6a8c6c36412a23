/**
 * Add verdicts to scripts/accuracy/judgments.json from a pending file that
 * `scripts/accuracy-extract.ts --pending FILE` wrote and a person filled in.
 * Usage: `tsx --conditions=source scripts/accuracy/judge.ts FILE...`
 *
 * Each item line of FILE is `corpus<TAB>file<TAB>line<TAB>uri<TAB>verdict`,
 * optionally `<TAB>note`; the verdict is `uri`, `not-uri` or `wrong-extent`
 * (or `u`, `n`, `w`); items left at `?` are skipped. Lines starting with `#`
 * (the context) and empty lines are ignored. A verdict replaces an earlier
 * one of the same item.
 */
import {readFileSync} from 'node:fs'
import {itemKey, judgmentsFile, parseVerdict, readJudgments, writeJudgments} from './judgments.ts'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: judge.ts PENDING-FILE...')
  process.exit(2)
}

const judgments = readJudgments()
let added = 0
let replaced = 0
let skipped = 0
const errors: string[] = []

for (const file of files) {
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue
    const [corpus, source, number, uri, verdictText, ...rest] = line.split('\t')
    if (
      corpus === undefined ||
      source === undefined ||
      uri === undefined ||
      verdictText === undefined ||
      !/^\d+$/.test(number ?? '')
    ) {
      errors.push(`${file}:${index + 1}: expected corpus, file, line, uri and verdict separated by tabs`)
      continue
    }
    if (verdictText.trim() === '?' || verdictText.trim() === '') {
      skipped++
      continue
    }
    const verdict = parseVerdict(verdictText)
    if (verdict === undefined) {
      errors.push(
        `${file}:${index + 1}: unknown verdict ${JSON.stringify(verdictText)} (uri, not-uri, wrong-extent or u, n, w)`
      )
      continue
    }
    const note = rest.join('\t').trim()
    const key = itemKey(corpus, source, Number(number), uri)
    if (judgments.has(key)) replaced++
    else added++
    judgments.set(key, {corpus, file: source, line: Number(number), uri, verdict, ...(note === '' ? {} : {note})})
  }
}

if (errors.length > 0) {
  console.error(errors.join('\n'))
  process.exitCode = 1
}
writeJudgments(judgments)
console.log(
  `${judgmentsFile} (and judgments-<corpus>.json): ${added} added, ${replaced} replaced, ${skipped} left unjudged; ${judgments.size} judgments`
)
