/**
 * The public surface of remark-lint-uri, pinned: whatever is exported is what
 * the next maintainer must keep working, and each is documented in the
 * package README.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as main from 'remark-lint-uri'
import * as noMalformedUri from 'remark-lint-uri/no-malformed-uri'
import * as noUnsafePort from 'remark-lint-uri/no-unsafe-port'
import * as noUriPassword from 'remark-lint-uri/no-uri-password'
import * as processor from 'remark-lint-uri/processor'
import * as eslint from 'remark-lint-uri/eslint'
import * as markdownlint from 'remark-lint-uri/markdownlint'
import {describe, expect, it} from 'vitest'
import {packageRoot} from './helpers.ts'

describe('remark-lint-uri exports', () => {
  it('the main entry: the preset, the three rules, their ids and metadata', () => {
    expect(Object.keys(main).sort()).toEqual([
      'default',
      'remarkLintNoMalformedUri',
      'remarkLintNoUnsafePort',
      'remarkLintNoUriPassword',
      'ruleIds',
      'ruleMetadata'
    ])
    expect(main.ruleIds).toEqual(['no-malformed-uri', 'no-unsafe-port', 'no-uri-password'])
    expect(main.ruleMetadata).toEqual({
      'no-malformed-uri': {severity: 'warn', summary: 'URIs must be RFC 3986 URI references'},
      'no-unsafe-port': {severity: 'warn', summary: 'No port of another protocol (RFC 3986 7.2)'},
      'no-uri-password': {severity: 'error', summary: 'No password in a URI (RFC 3986 7.5)'}
    })
  })

  it('a remark-lint preset: the parse guard, remark-lint, then each rule at its severity', () => {
    const plugins = main.default.plugins ?? []
    expect(plugins).toHaveLength(5)
    expect((plugins[0] as {name: string}).name).toBe('remarkUriParseGuard')
    expect((plugins[1] as {name: string}).name).toBe('remarkLint')
    expect(plugins.slice(2)).toEqual([
      [main.remarkLintNoMalformedUri, ['warn']],
      [main.remarkLintNoUnsafePort, ['warn']],
      [main.remarkLintNoUriPassword, ['error']]
    ])
  })

  it('each rule on its own subpath, and the processor of the CLI and the server', () => {
    expect(Object.keys(noMalformedUri)).toEqual(['default'])
    expect(noMalformedUri.default).toBe(main.remarkLintNoMalformedUri)
    expect(noUnsafePort.default).toBe(main.remarkLintNoUnsafePort)
    expect(noUriPassword.default).toBe(main.remarkLintNoUriPassword)
    expect(Object.keys(processor)).toEqual(['processor'])
  })

  it('the rules in the other hosts: an ESLint plugin and markdownlint custom rules', () => {
    expect(Object.keys(eslint)).toEqual(['default'])
    expect(Object.keys(eslint.default).sort()).toEqual(['configs', 'meta', 'rules'])
    expect(Object.keys(eslint.default.configs)).toEqual(['recommended'])
    expect(Object.keys(markdownlint)).toEqual(['default'])
    expect(markdownlint.default.map((rule) => rule.names[0])).toEqual(main.ruleIds)
  })

  it('every subpath and export is named in the README', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
    expect(Object.keys(manifest.exports)).toEqual([
      '.',
      './no-malformed-uri',
      './no-unsafe-port',
      './no-uri-password',
      './processor',
      './eslint',
      './markdownlint',
      './package.json'
    ])
    const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8')
    for (const name of [
      ...Object.keys(main).filter((name) => name !== 'default'),
      'remark-lint-uri/no-malformed-uri',
      'remark-lint-uri/no-unsafe-port',
      'remark-lint-uri/no-uri-password',
      'remark-lint-uri/processor',
      'remark-lint-uri/eslint',
      'remark-lint-uri/markdownlint'
    ]) {
      expect(readme, name).toContain('`' + name + '`')
    }
  })
})
