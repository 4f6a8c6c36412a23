/**
 * The GitHub Actions job summary: the summary line, counts per rule, the
 * first findings with links, Markdown that text from a document cannot break
 * out of, and never `actual`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {appendJobSummary, inline, jobSummary} from '../../../packages/remark-lint-uri/src/cli/report/job-summary.ts'
import {docsUrl} from '../../../packages/remark-lint-uri/src/rules/docs.ts'
import {temporaryFolder} from '../helpers.ts'
import {message, ruleMessage, sampleResults} from './report-fixtures.ts'

const env = {GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/docs', GITHUB_SHA: '0123abc'}
const rule = (id: 'no-malformed-uri' | 'no-unsafe-port' | 'no-uri-password') => '[`' + id + '`](<' + docsUrl(id) + '>)'
const blob = 'https://github.com/acme/docs/blob/0123abc/'

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

describe('job summary', () => {
  it('the summary line, counts per rule, the findings (errors first) with links to their lines and rules', () => {
    expect(jobSummary(sampleResults(), {root: '/repo', env}).split('\n')).toEqual([
      '### urilint',
      '',
      '3 errors, 1 warning, 1 note in 2 of 3 files.',
      '',
      '| Rule | Errors | Warnings | Notes |',
      '| --- | ---: | ---: | ---: |',
      '| ' + rule('no-uri-password') + ' | 2 | 0 | 0 |',
      '| ' + rule('no-unsafe-port') + ' | 0 | 1 | 0 |',
      '| ' + rule('no-malformed-uri') + ' | 0 | 0 | 1 |',
      '| (no rule) | 1 | 0 | 0 |',
      '',
      'Findings:',
      '',
      '| Level | Location | Rule | Message |',
      '| --- | --- | --- | --- |',
      '| error | [sub/docs/deploy.md:3:35](' +
        blob +
        'sub/docs/deploy.md#L3) | ' +
        rule('no-uri-password') +
        ' | Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI |',
      '| error | [sub/docs/deploy.md:9:35](' +
        blob +
        'sub/docs/deploy.md#L9) | ' +
        rule('no-uri-password') +
        ' | Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI |',
      // A path that could not be read: no link (there is no such file to show).
      '| error | sub/missing.md | (no rule) | No such file or folder |',
      '| warning | [sub/docs/deploy.md:5:38](' +
        blob +
        'sub/docs/deploy.md#L5) | ' +
        rule('no-unsafe-port') +
        ' | Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses |',
      '| note | [sub/docs/deploy.md:7:17](' +
        blob +
        'sub/docs/deploy.md#L7) | ' +
        rule('no-malformed-uri') +
        ' | Unexpected space in path, expected `%20` |',
      '',
      ''
    ])
  })

  it("the first `limit` findings; without GitHub's variables, locations without links", () => {
    const lines = jobSummary(sampleResults(), {root: '/repo', limit: 2}).split('\n')
    expect(lines.slice(11)).toEqual([
      'The first 2 of 5 findings; all of them are annotations of the run:',
      '',
      '| Level | Location | Rule | Message |',
      '| --- | --- | --- | --- |',
      '| error | sub/docs/deploy.md:3:35 | ' +
        rule('no-uri-password') +
        ' | Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI |',
      '| error | sub/docs/deploy.md:9:35 | ' +
        rule('no-uri-password') +
        ' | Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI |',
      '',
      ''
    ])
  })

  it('a clean run: the summary line alone', () => {
    expect(jobSummary([{path: 'a.md', cwd: '/repo', messages: []}], {root: '/repo', env})).toBe(
      '### urilint\n\nNo problems in 1 file.\n\n'
    )
  })

  it('notes get a column; a range over lines links to those lines; paths with spaces and non-ASCII are encoded in links', () => {
    const results = [
      {
        path: 'docs/café notes (v2).md',
        cwd: '/repo',
        messages: [
          ruleMessage(
            'no-uri-password',
            [2, 5, 4, 1],
            'Unexpected placeholder password in `https://user:***@api.example.com/`, expected no password in the URI',
            {fatal: undefined}
          )
        ]
      }
    ]
    expect(jobSummary(results, {root: '/repo', env}).split('\n').slice(4)).toEqual([
      '| Rule | Errors | Warnings | Notes |',
      '| --- | ---: | ---: | ---: |',
      '| ' + rule('no-uri-password') + ' | 0 | 0 | 1 |',
      '',
      'Findings:',
      '',
      '| Level | Location | Rule | Message |',
      '| --- | --- | --- | --- |',
      '| note | [docs/café notes (v2).md:2:5](' +
        blob +
        'docs/caf%C3%A9%20notes%20(v2).md#L2-L4) | ' +
        rule('no-uri-password') +
        ' | Unexpected placeholder password in `https://user:***@api.example.com/`, expected no password in the URI |',
      '',
      ''
    ])
  })

  it('never shows `actual` (nor any field but the reason)', () => {
    const results = sampleResults()
    results[0]!.messages[2]!.actual = 'pr0d-9f2bQx7LmZ'
    results[0]!.messages[2]!.note = 'pr0d-9f2bQx7LmZ'
    expect(jobSummary(results, {root: '/repo', env})).not.toContain('pr0d-9f2bQx7LmZ')
  })
})

describe('Markdown of a message in a table cell', () => {
  it('keeps code spans, escapes `|` in them (GFM splits cells first)', () => {
    expect(inline('Unexpected `|` in path, expected `%7C`')).toBe('Unexpected `\\|` in path, expected `%7C`')
    expect(inline('Unexpected `` ` `` in path')).toBe('Unexpected `` ` `` in path')
  })

  it('escapes what text from a document could turn into a link, an image, HTML or a new row', () => {
    expect(inline('a ![x](https://evil.example/t.png) <img src=x> | b & c *d* _e_ ~f~')).toBe(
      'a !\\[x\\](https://evil.example/t.png) \\<img src=x\\> \\| b \\& c \\*d\\* \\_e\\_ \\~f\\~'
    )
    expect(inline('one\ntwo\r\nthree')).toBe('one two three')
    // A run of backticks with no closing run of its length is text; a code span holding a run gets a longer fence.
    expect(inline('a `b and ``c')).toBe('a \\`b and \\`\\`c')
    expect(inline('a `b and ``c`')).toBe('a ```b and ``c```')
  })
})

describe('appendJobSummary', () => {
  it('appends to the file GITHUB_STEP_SUMMARY names, after what other steps wrote', async () => {
    const file = path.join(folder, 'step-summary.md')
    await fs.writeFile(file, '## Build\n\n')
    expect(
      await appendJobSummary([{path: 'a.md', cwd: '/repo', messages: []}], {root: '/repo'}, {GITHUB_STEP_SUMMARY: file})
    ).toBe(true)
    expect(await fs.readFile(file, 'utf8')).toBe('## Build\n\n### urilint\n\nNo problems in 1 file.\n\n')
  })

  it('does nothing without it', async () => {
    expect(
      await appendJobSummary(
        [{path: 'a.md', cwd: '/repo', messages: [message({reason: 'x', fatal: true})]}],
        {root: '/repo'},
        {}
      )
    ).toBe(false)
    expect(await appendJobSummary([], {root: '/repo'}, {GITHUB_STEP_SUMMARY: ''})).toBe(false)
  })
})
