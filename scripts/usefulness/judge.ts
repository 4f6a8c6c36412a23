/**
 * Merge the verdicts of a `--pending` file into judgments.json (with
 * `--corpus holdout`, judgments-holdout.json): item lines
 * `file<TAB>line<TAB>text<TAB>verdict<TAB>why`, verdict `wanted`/`w`, `other`/`o`
 * or `unwanted`/`u` (`?` left for later); context lines (`#`) are ignored.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {judgmentsFiles, parseCorpus} from '../usefulness-markdown.ts'
import {itemKey, type Judgment} from './items.ts'

const argv = process.argv.slice(2)
const file = judgmentsFiles[parseCorpus(argv)]
const inputs = argv.filter((arg, index) => arg !== '--corpus' && argv[index - 1] !== '--corpus')
const verdicts: Record<string, Judgment['verdict']> = {
  w: 'wanted',
  wanted: 'wanted',
  o: 'other',
  other: 'other',
  u: 'unwanted',
  unwanted: 'unwanted'
}

const judgments = new Map<string, Judgment>()
for (const line of existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []) {
  if (line.trim() === '' || line === '[' || line === ']') continue
  const judgment = JSON.parse(line.replace(/,$/, '')) as Judgment
  judgments.set(itemKey(judgment.file, judgment.line, judgment.text), judgment)
}
let added = 0
for (const input of inputs) {
  for (const line of readFileSync(input, 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    const [name, number, text, verdict, why] = line.split('\t')
    const given = verdicts[verdict?.trim() ?? '']
    if (name === undefined || number === undefined || text === undefined || given === undefined) continue
    if (!why?.trim()) throw new Error(`No reason for ${name}:${number} ${text}`)
    judgments.set(itemKey(name, Number(number), text), {
      file: name,
      line: Number(number),
      text,
      verdict: given,
      why: why.trim()
    })
    added++
  }
}
const sorted = [...judgments.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line))
writeFileSync(file, '[\n' + sorted.map((judgment) => JSON.stringify(judgment)).join(',\n') + '\n]\n')
console.log(`${added} verdicts merged; ${judgments.size} in all`)
