/**
 * `--report sarif` for GitHub code scanning: valid against the SARIF 2.1.0
 * schema, rules with help, tags and security-severity, results with
 * fingerprints that survive moved lines, and paths from the repository root
 * (`%SRCROOT%`).
 */
import {createHash} from 'node:crypto'
import {describe, expect, it} from 'vitest'
import {helpOf} from '../../../packages/remark-lint-uri/src/cli/report/rule-help.ts'
import {fingerprint, reportSarif} from '../../../packages/remark-lint-uri/src/cli/report/sarif.ts'
import type {LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'
import {docsUrl, readmeUrl} from '../../../packages/remark-lint-uri/src/rules/docs.ts'
import {message, passwordReason, portReason, ruleMessage, sampleResults, sarifValidator} from './report-fixtures.ts'

/** The parts of a SARIF log these tests read (`@types/sarif` is the package's, not the tests'). */
interface Log {
  runs: Array<{
    tool: {driver: {name: string; informationUri?: string; semanticVersion?: string; rules?: Rule[]}}
    originalUriBaseIds?: unknown
    invocations?: Array<{toolExecutionNotifications?: Array<{locations?: unknown}>}>
    results?: Array<{
      partialFingerprints?: Record<string, string>
      locations?: Array<{physicalLocation?: {artifactLocation?: unknown}}>
    }>
  }>
}
interface Rule {
  id: string
  help?: {text?: string; markdown?: string}
  properties?: Record<string, unknown>
}

function sarif(results: readonly LintResult[], root = '/repo'): Log {
  return JSON.parse(reportSarif(results, {root, version: '0.1.0'})) as Log
}

describe('sarif report', () => {
  it('is valid SARIF 2.1.0: a run with all three rules, and a run with a file that cannot be read', async () => {
    const validate = await sarifValidator()
    const log = sarif(sampleResults())
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true)
    // A run with only a tool execution notification (a configuration error) and no result.
    const broken = sarif([
      {
        path: '.remarkrc.json',
        cwd: '/repo',
        messages: [message({reason: 'Cannot parse file `.remarkrc.json`', fatal: true})]
      }
    ])
    expect(validate(broken), JSON.stringify(validate.errors, null, 2)).toBe(true)
    expect(broken.runs[0]!.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            level: 'error',
            message: {text: 'Cannot parse file `.remarkrc.json`'},
            locations: [{physicalLocation: {artifactLocation: {uri: '.remarkrc.json', uriBaseId: '%SRCROOT%'}}}]
          }
        ]
      }
    ])
    expect(broken.runs[0]!.results).toEqual([])
    // The schema does check: a rule's `help` without `text` is rejected.
    const invalid = structuredClone(log)
    delete invalid.runs[0]!.tool.driver.rules![0]!.help!.text
    expect(validate(invalid)).toBe(false)
  })

  it('rules: help (what, why, fix), tags and security-severity for the security rules', () => {
    const rules = sarif(sampleResults()).runs[0]!.tool.driver.rules!
    expect(rules.map((rule) => [rule.id, rule.properties])).toEqual([
      ['no-uri-password', {tags: ['security', 'external/cwe/cwe-798'], 'security-severity': '7.5'}],
      ['no-unsafe-port', {tags: ['security'], 'security-severity': '3.1'}],
      ['no-malformed-uri', {tags: ['correctness']}]
    ])
    expect(rules[0]).toEqual({
      id: 'no-uri-password',
      name: 'remark-lint:no-uri-password',
      shortDescription: {text: 'No password in a URI (RFC 3986 7.5)'},
      // GitHub code scanning requires one (GH2012): what it flags and why.
      fullDescription: {
        text:
          'A password in the userinfo of a URI (`https://user:password@host/`), in prose and in code. A user name alone is fine, and so are placeholders (`${TOKEN}`, `<password>`, `changeme` …); on a host reserved for examples (`example.com`, `*.test`) or this machine (`localhost`) it is a note. ' +
          'RFC 3986 7.5: whoever reads the URI reads the password: here everyone who can read the repository, its history, its forks and every copy of the document (CWE-798, hard-coded credentials).'
      },
      defaultConfiguration: {level: 'error'},
      help: helpOf('no-uri-password'),
      properties: {tags: ['security', 'external/cwe/cwe-798'], 'security-severity': '7.5'},
      helpUri: docsUrl('no-uri-password')
    })
    expect(helpOf('no-uri-password')).toEqual({
      text:
        'A password in the userinfo of a URI (`https://user:password@host/`), in prose and in code. A user name alone is fine, and so are placeholders (`${TOKEN}`, `<password>`, `changeme` …); on a host reserved for examples (`example.com`, `*.test`) or this machine (`localhost`) it is a note.\n\n' +
        'Why: RFC 3986 7.5: whoever reads the URI reads the password: here everyone who can read the repository, its history, its forks and every copy of the document (CWE-798, hard-coded credentials).\n\n' +
        'Fix: Take the password out of the URI and pass it another way (an environment variable, a credential helper, a secret store). Then change it: it stays in the history of the repository.',
      markdown:
        'A password in the userinfo of a URI (`https://user:password@host/`), in prose and in code. A user name alone is fine, and so are placeholders (`${TOKEN}`, `<password>`, `changeme` …); on a host reserved for examples (`example.com`, `*.test`) or this machine (`localhost`) it is a note.\n\n' +
        '**Why:** RFC 3986 7.5: whoever reads the URI reads the password: here everyone who can read the repository, its history, its forks and every copy of the document (CWE-798, hard-coded credentials).\n\n' +
        '**Fix:** Take the password out of the URI and pass it another way (an environment variable, a credential helper, a secret store). Then change it: it stays in the history of the repository.\n\n' +
        '[Documentation of `no-uri-password`](' +
        docsUrl('no-uri-password') +
        ')'
    })
    for (const rule of rules) {
      expect(
        rule.help!.text!.split('\n\n').map((paragraph) => paragraph.split(':')[0]),
        rule.id
      ).toEqual([expect.any(String), 'Why', 'Fix'])
    }
    const driver = sarif(sampleResults()).runs[0]!.tool.driver
    expect([driver.name, driver.informationUri, driver.semanticVersion]).toEqual(['urilint', readmeUrl, '0.1.0'])
  })

  it('paths from the repository root, which is %SRCROOT%; a file outside it by its file: URL', () => {
    const run = sarif([
      ...sampleResults(),
      {
        path: '../../elsewhere/a b.md',
        cwd: '/repo/sub',
        messages: [ruleMessage('no-unsafe-port', [1, 2, 1, 4], portReason)]
      }
    ]).runs[0]!
    expect(run.originalUriBaseIds).toEqual({'%SRCROOT%': {uri: 'file:///repo/'}})
    expect(run.results!.map((result) => result.locations![0]!.physicalLocation!.artifactLocation)).toEqual([
      {uri: 'sub/docs/deploy.md', uriBaseId: '%SRCROOT%'},
      {uri: 'sub/docs/deploy.md', uriBaseId: '%SRCROOT%'},
      {uri: 'sub/docs/deploy.md', uriBaseId: '%SRCROOT%'},
      {uri: 'sub/docs/deploy.md', uriBaseId: '%SRCROOT%'},
      {uri: 'file:///elsewhere/a%20b.md'}
    ])
    expect(run.invocations![0]!.toolExecutionNotifications![0]!.locations).toEqual([
      {physicalLocation: {artifactLocation: {uri: 'sub/missing.md', uriBaseId: '%SRCROOT%'}}}
    ])
    // Spaces, `#`, `%` and non-ASCII in a path are percent-encoded (`uri` is a URI reference).
    const odd = sarif([
      {path: 'docs/a b#1 100%/é.md', cwd: '/repo', messages: [ruleMessage('no-unsafe-port', [1, 2, 1, 4], portReason)]}
    ]).runs[0]!
    expect(odd.results![0]!.locations![0]!.physicalLocation!.artifactLocation).toEqual({
      uri: 'docs/a%20b%231%20100%25/%C3%A9.md',
      uriBaseId: '%SRCROOT%'
    })
  })

  it('partialFingerprints: SHA-256 of rule, path, message and occurrence, the same when lines move', () => {
    const results = sarif(sampleResults()).runs[0]!.results!
    const expected = (ruleId: string, reason: string, occurrence: number) =>
      createHash('sha256')
        .update(JSON.stringify([ruleId, 'sub/docs/deploy.md', reason, occurrence]))
        .digest('hex')
    expect(results.map((result) => result.partialFingerprints)).toEqual([
      {'urilint/v1': expected('no-uri-password', passwordReason, 0)},
      {'urilint/v1': expected('no-unsafe-port', portReason, 0)},
      {'urilint/v1': expected('no-malformed-uri', 'Unexpected space in path, expected `%20`', 0)},
      // The same password again in the file: the second occurrence.
      {'urilint/v1': expected('no-uri-password', passwordReason, 1)}
    ])
    expect(fingerprint('no-uri-password', 'sub/docs/deploy.md', passwordReason, 0)).toBe(
      expected('no-uri-password', passwordReason, 0)
    )

    // Ten lines added above every finding, and the columns changed: the same fingerprints.
    const moved = sampleResults().map((result) => ({
      ...result,
      messages: result.messages.map((each) => ({
        ...each,
        line: each.line === undefined ? undefined : each.line + 10,
        endLine: each.endLine === undefined ? undefined : each.endLine + 10,
        column: 1
      }))
    }))
    expect(sarif(moved).runs[0]!.results!.map((result) => result.partialFingerprints)).toEqual(
      results.map((result) => result.partialFingerprints)
    )
    // Run from another folder of the same repository: the same fingerprints.
    const fromRoot = sampleResults().map((result) => ({...result, path: 'sub/' + result.path, cwd: '/repo'}))
    expect(sarif(fromRoot).runs[0]!.results!.map((result) => result.partialFingerprints)).toEqual(
      results.map((result) => result.partialFingerprints)
    )
    // Another file: other fingerprints.
    const renamed = sampleResults().map((result) => ({...result, path: result.path.replace('deploy', 'release')}))
    expect(sarif(renamed).runs[0]!.results![0]!.partialFingerprints).not.toEqual(results[0]!.partialFingerprints)
  })

  it('no result, rule or notification holds `actual`', () => {
    const results = sampleResults()
    results[0]!.messages[0]!.actual = 'pr0d-9f2bQx7LmZ'
    expect(reportSarif(results, {root: '/repo'})).not.toContain('pr0d-9f2bQx7LmZ')
  })
})
