/**
 * One exit-code and level contract for both CLIs: the section "Exit codes
 * and levels" is the same in both READMEs and says what the code does.
 */
import fs from 'node:fs'
import {checkLevel, concernLevels} from '@urilint/core/internal'
import {exitCodes} from '@urilint/extract/cli-shared'
import {ruleMetadata} from 'remark-lint-uri'
import {rules} from '../packages/remark-lint-uri/src/rules/metadata.ts'
import {describe, expect, it} from 'vitest'

const section = (file: string): string => {
  const text = fs.readFileSync(new URL('../packages/' + file + '/README.md', import.meta.url), 'utf8')
  const start = text.indexOf('### Exit codes and levels')
  expect(start).toBeGreaterThan(-1)
  const last = 'the table holds the defaults.'
  const end = text.indexOf(last, start)
  expect(end).toBeGreaterThan(start)
  return text.slice(start, end + last.length)
}

describe('the contract of both CLIs', () => {
  const extract = section('extract')
  const lint = section('remark-lint-uri')

  it('is written the same in both READMEs', () => {
    expect(lint).toBe(extract)
  })

  it('says the exit codes the code has', () => {
    expect(exitCodes).toEqual({clean: 0, failed: 1, trouble: 2})
    for (const code of Object.values(exitCodes)) expect(extract).toContain(`| \`${code}\` |`)
  })

  it('says the levels the code gives, and the preset sets the same', () => {
    expect(concernLevels).toEqual({malformed: 'warning', port: 'warning', password: 'error'})
    expect(Object.fromEntries(Object.entries(rules).map(([rule, row]) => [rule, row.concern]))).toEqual({
      'no-malformed-uri': 'malformed',
      'no-unsafe-port': 'port',
      'no-uri-password': 'password'
    })
    for (const [rule, row] of Object.entries(rules)) {
      const level = concernLevels[row.concern]
      expect(extract).toMatch(new RegExp('\\| `' + rule + '` \\|[^\\n]*\\| ' + level + ' \\|'))
      expect(ruleMetadata[rule as keyof typeof ruleMetadata].severity).toBe(level === 'warning' ? 'warn' : 'error')
    }
    expect(checkLevel({id: 'uri-password', severity: 'error'})).toBe('error')
    expect(checkLevel({id: 'unsafe-port', severity: 'error'})).toBe('warning')
    expect(checkLevel({id: 'port-out-of-range', severity: 'error'})).toBe('warning')
    expect(checkLevel({id: 'non-ascii', severity: 'error'})).toBe('warning')
    expect(checkLevel({id: 'uri-password-placeholder', severity: 'info'})).toBe('info')
    expect(checkLevel({id: 'escaped-delimiter', severity: 'error'})).toBe('warning')
  })
})
