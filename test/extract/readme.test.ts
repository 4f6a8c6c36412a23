/**
 * The examples of packages/extract/README.md, run: in a ```ts block each
 * `console.log(x) // => y` line asserts that `x` deep-equals the JSON `y`;
 * a ```sh block starting with `$ uri-extract` must print the lines after it.
 * Editing the README without the behaviour (or the reverse) fails here. And
 * the README names every export of both entry points.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import * as extractApi from '@urilint/extract'
import * as sourceMapApi from '@urilint/extract/source-map'
import {describe, expect, it} from 'vitest'
import {runUriExtract} from '../cli.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = readFileSync(join(root, 'packages/extract/README.md'), 'utf8')
const blocks = [...readme.matchAll(/^```(ts|sh)\n([\s\S]*?)^```$/gm)].map((match) => ({
  language: match[1]!,
  code: match[2]!
}))
const modules: Record<string, unknown> = {
  '@urilint/extract': extractApi,
  '@urilint/extract/source-map': sourceMapApi,
  'node:fs': {readFileSync: (path: string) => readFileSync(join(root, path))}
}
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>

/** Turn a ```ts example into a function: imports become parameters, `// =>` lines assertions. */
function compile(code: string): {run: () => Promise<void>; checks: number} {
  const names: string[] = []
  const values: unknown[] = []
  let checks = 0
  const body = code
    .split('\n')
    .map((line) => {
      const imported = /^import \{(.+)\} from '(.+)'$/.exec(line)
      if (imported) {
        const module = modules[imported[2]!] as Record<string, unknown>
        for (const name of imported[1]!.split(',').map((part) => part.trim())) {
          names.push(name)
          values.push(module[name])
        }

        return ''
      }

      const logged = /^console\.log\((.*)\) \/\/ => (.*)$/.exec(line)
      if (logged) {
        checks++
        return `check(${logged[1]}, ${JSON.stringify(logged[2])})`
      }

      return line.replace(/: \w+\[\] = /, ' = ')
    })
    .join('\n')
  const check = (actual: unknown, expected: string): void => {
    expect(JSON.parse(JSON.stringify(actual)) as unknown).toEqual(JSON.parse(expected))
  }

  const run = new AsyncFunction(...names, 'check', body)
  return {run: () => run(...values, check), checks}
}

describe('packages/extract/README.md', () => {
  it('has the examples this test runs', () => {
    expect(blocks.filter((block) => block.language === 'ts')).toHaveLength(8)
    expect(blocks.filter((block) => block.language === 'sh')).toHaveLength(2)
  })

  it('names every export, runtime and type, of `@urilint/extract` and `@urilint/extract/source-map`', () => {
    const names = new Set([...Object.keys(extractApi), ...Object.keys(sourceMapApi)])
    // Type exports leave no trace at runtime: read them from the entry points.
    for (const entry of ['index.ts', 'source-map.ts']) {
      const source = readFileSync(join(root, 'packages/extract/src', entry), 'utf8')
      for (const match of source.matchAll(/^export type \{([^}]+)\}/gm))
        for (const name of match[1]!.split(',')) names.add(name.trim())
      for (const match of source.matchAll(/^export (?:interface|type) (\w+)/gm)) names.add(match[1]!)
    }
    expect(names.size).toBeGreaterThan(30)
    expect(
      [...names].filter((name) => !readme.includes('`' + name + '`') && !readme.includes('`' + name + '('))
    ).toEqual([])
  })

  for (const [index, block] of blocks.entries()) {
    if (block.language === 'ts') {
      it(`ts example ${index + 1}`, async () => {
        const {run, checks} = compile(block.code)
        expect(checks).toBeGreaterThan(0)
        await run()
      })
    } else {
      it(`sh example ${index + 1}`, async () => {
        const [command = '', ...output] = block.code.trimEnd().split('\n')
        expect(command.startsWith('$ uri-extract ')).toBe(true)
        const args = command.slice('$ uri-extract '.length).split(' ')
        const result = await runUriExtract(args, {cwd: root})
        expect(result.stdout).toBe(output.join('\n') + '\n')
      })
    }
  }
})
