/**
 * The spool of the reports that are written at the end of a run (the default
 * report, SARIF): text read back as it was appended, from memory or, past
 * its bound, from a temporary file that is already gone from its folder; and
 * the reports the same, byte for byte, whichever holds them.
 */
import fs from 'node:fs'
import os from 'node:os'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {defaultWriter, reportDefault} from '../../../packages/remark-lint-uri/src/cli/report/default.ts'
import {sarifWriter, reportSarif} from '../../../packages/remark-lint-uri/src/cli/report/sarif.ts'
import {Spool} from '../../../packages/remark-lint-uri/src/cli/report/spool.ts'
import {collect} from '../../../packages/remark-lint-uri/src/cli/report/types.ts'
import {message, ruleMessage, sampleResults} from './report-fixtures.ts'
import type {LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'

/** The temporary folders of spools (their own prefix: the tests' folders are `urilint-`): none is left. */
function spoolFolders(): string[] {
  return fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('urilint-report-'))
}

describe('Spool', () => {
  it('reads back each text where it was appended, and all in order, in memory and from its file', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({unit: 'grapheme', maxLength: 40}), {maxLength: 30}),
        fc.nat(64),
        (texts, limit) => {
          const spool = new Spool(limit + 1)
          const places = texts.map((text) => spool.append(text))
          expect(places.map((place) => spool.read(place))).toEqual(texts)
          // Pieces of the file may end inside a character: read back whole.
          expect([...spool.pieces()].join('')).toBe(texts.join(''))
          spool.close()
        }
      )
    )
  })

  it('keeps up to its bound in memory, then writes to a file no folder holds', () => {
    const before = spoolFolders()
    const spool = new Spool(16)
    spool.append('測試 123')
    expect(spool.onDisk).toBe(false)
    const place = spool.append('and more: é😀')
    expect(spool.onDisk).toBe(true)
    expect(spoolFolders()).toEqual(before)
    spool.append('then in memory again')
    expect(spool.read(place)).toBe('and more: é😀')
    expect([...spool.pieces()].join('')).toBe('測試 123and more: é😀then in memory again')
    spool.close()
  })
})

describe('reports kept in a spool', () => {
  /** The sample results, and many files of them, with non-ASCII reasons. */
  function results(): LintResult[] {
    const many: LintResult[] = []
    for (let index = 0; index < 50; index++) {
      many.push({
        path: `docs/${(index * 7) % 50}-測.md`,
        cwd: '/repo',
        messages: [
          ruleMessage(
            'no-malformed-uri',
            [index + 1, 3, index + 1, 9],
            'Unexpected `|` in path of `http://測試.example/`, expected `%7C`',
            {expected: ['http://xn--g6w251d.example/%7C']}
          ),
          message({reason: 'Cannot read file: not a regular file', fatal: true, failure: true})
        ]
      })
    }
    return [...sampleResults(), ...many]
  }

  it('the default report and SARIF are the same from a file as from memory', () => {
    const all = results()
    for (const options of [{}, {color: true, verbose: true}, {quiet: true}]) {
      const spool = new Spool(64)
      expect(collect(defaultWriter(options, spool), all)).toBe(reportDefault(all, options))
      const sarifSpool = new Spool(64)
      expect(collect(sarifWriter({...options, root: '/repo'}, sarifSpool), all)).toBe(
        reportSarif(all, {...options, root: '/repo'})
      )
    }
  })
})
