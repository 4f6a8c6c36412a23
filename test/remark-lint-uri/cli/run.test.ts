/**
 * How the CLI shares files among its worker processes (packages/remark-lint-uri/src/cli/run.ts):
 * batches of consecutive files (so that results are reported in order as batches end) of about equal bytes.
 */
import {describe, expect, it} from 'vitest'
import {passedOn, split} from '../../../packages/remark-lint-uri/src/cli/run.ts'

describe('split', () => {
  it('cuts the files, in order, into batches of about equal weight', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f']
    const sizes = [10_000, 100_000, 5000, 90_000, 10_000, 10_000]
    // A file weighs 1 KB more than its bytes: 231,144 in all, 115,572 a batch.
    expect(split(files, sizes, 2)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f']
    ])
  })

  it('keeps every file, in order: fewer files in the batch of the big ones', () => {
    const files = Array.from({length: 40}, (_, index) => `f${index}`)
    const sizes = files.map((_, index) => (index < 4 ? 1000 : 10))
    const batches = split(files, sizes, 4)
    expect(batches.flat()).toEqual(files)
    // 2,024 and 1,034 bytes of weight: 11,330 a batch.
    expect(batches.map((batch) => batch.length)).toEqual([8, 11, 11, 10])
  })

  it('spreads empty files too (each file weighs a kilobyte more than its bytes)', () => {
    const files = Array.from({length: 1004}, (_, index) => `f${index}`)
    expect(split(files, new Array<number>(1004).fill(0), 4).map((batch) => batch.length)).toEqual([251, 251, 251, 251])
  })

  it('puts at most 256 files or 4 MiB in a batch, and a larger file alone', () => {
    const files = Array.from({length: 600}, (_, index) => `f${index}`)
    expect(split(files, new Array<number>(600).fill(0), 1).map((batch) => batch.length)).toEqual([256, 256, 88])
    const mib = 1024 * 1024
    expect(split(['a', 'b', 'c', 'd'], [3 * mib, 2 * mib, 5 * mib, 1], 1)).toEqual([['a'], ['b'], ['c'], ['d']])
  })

  it('makes no empty batch when there are fewer files than batches', () => {
    expect(split(['x', 'y'], [3, 4], 5)).toEqual([['x'], ['y']])
  })
})

describe('passedOn', () => {
  it('passes loaders, conditions and memory flags on with their values, and nothing else', () => {
    const execArgv = [
      '-e',
      'run()',
      '--inspect-port',
      '9334',
      '--inspect-brk',
      '--max-old-space-size=4096',
      '--import',
      'file:///x/loader.mjs',
      '-r',
      './preflight.cjs',
      '--conditions',
      'source',
      '-C=dev',
      '--title',
      'x',
      '-p',
      '1',
      '--enable-source-maps'
    ]
    expect(passedOn(execArgv)).toEqual([
      '--max-old-space-size=4096',
      '--import',
      'file:///x/loader.mjs',
      '-r',
      './preflight.cjs',
      '--conditions',
      'source',
      '-C=dev',
      '--enable-source-maps'
    ])
  })
})
