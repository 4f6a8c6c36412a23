/**
 * How the CLI shares files among its worker processes (packages/remark-lint-uri/src/run.ts):
 * batches of about equal bytes, each with a share of the big files.
 */
import {describe, expect, it} from 'vitest'
import {balance, passedOn} from '../../../packages/remark-lint-uri/src/cli/run.ts'

describe('balance', () => {
  it('gives each file, largest first, to the lightest batch so far', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f']
    const sizes = [10, 100, 5, 90, 10, 10]
    expect(balance(files, sizes, 2)).toEqual([
      ['b', 'e', 'c'],
      ['d', 'a', 'f']
    ])
  })

  it('spreads the big files over the batches instead of grouping them', () => {
    const files = Array.from({length: 40}, (_, index) => `f${index}`)
    const sizes = files.map((_, index) => (index < 4 ? 1000 : 10))
    const batches = balance(files, sizes, 4)
    expect(batches.map((batch) => batch.filter((file) => Number(file.slice(1)) < 4).length)).toEqual([1, 1, 1, 1])
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 10, 10])
  })

  it('spreads empty files too (each file weighs a kilobyte more than its bytes)', () => {
    const files = Array.from({length: 1004}, (_, index) => `f${index}`)
    const sizes = files.map((_, index) => (index < 4 ? 100_000 : 0))
    expect(balance(files, sizes, 4).map((batch) => batch.length)).toEqual([251, 251, 251, 251])
  })

  it('drops empty batches when there are fewer files than batches', () => {
    expect(balance(['x', 'y'], [3, 4], 5)).toEqual([['y'], ['x']])
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
