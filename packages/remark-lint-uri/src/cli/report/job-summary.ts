/**
 * The GitHub Actions job summary of a run: Markdown appended to the file
 * named by `GITHUB_STEP_SUMMARY`, shown on the run's page. The summary line,
 * a table of counts per rule, and the first findings (errors first) with
 * links to their lines and to the rules' docs. It shows each message's
 * `reason` (redacted by the rules: `***` for a password), never `actual`.
 */
import {constants as fsConstants} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {codes} from '@urilint/core/character'
import {printable} from '@urilint/extract/cli-shared'
import type {LintMessage, LintResult} from '../results.js'
import {pathInRepository} from './repository.js'
import {countFile, describeCounts, emptyCounts} from './summary.js'
import {collect, lazyRoot, severity, shown, type ReportOptions, type ReportWriter} from './types.js'

/** Findings listed by default (the rest are counted, and are in the annotations). */
export const defaultJobSummaryLimit = 50

/** Options of `jobSummary`. */
export interface JobSummaryOptions extends ReportOptions {
  /** Findings listed, at most (default `defaultJobSummaryLimit`). */
  limit?: number | undefined
  /**
   * Where the links to lines point: `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`
   * and `GITHUB_SHA` (without all three, locations are not linked).
   */
  env?: Readonly<Record<string, string | undefined>> | undefined
}

const labels = {error: 'error', warning: 'warning', info: 'note'} as const

/** The job summary of `results`, as Markdown ending in a blank line. */
export function jobSummary(results: readonly LintResult[], options: JobSummaryOptions): string {
  return collect(jobSummaryWriter(options), results)
}

/**
 * The job summary, file by file: keeps the counts, a row per rule, and the
 * first `limit` findings of each level (all it lists: errors first).
 */
export function jobSummaryWriter(options: JobSummaryOptions): ReportWriter {
  const counts = emptyCounts(options)
  const rootFor = lazyRoot(options)
  const limit = Math.max(0, options.limit ?? defaultJobSummaryLimit)
  // Per rule, in order of first appearance; messages of no rule (a file that cannot be read) as `(no rule)`.
  const rules = new Map<string, {url: string | undefined; error: number; warning: number; info: number}>()
  const first = {error: [] as Finding[], warning: [] as Finding[], info: [] as Finding[]}
  let findings = 0

  return {
    file(result) {
      countFile(counts, result, options)
      // Outside the repository: the absolute path, not linked.
      const file = pathInRepository(rootFor(result), result) ?? path.resolve(result.cwd, result.path)
      for (const message of shown(result.messages, options)) {
        findings++
        const level = severity(message)
        const key = message.ruleId ?? ''
        let row = rules.get(key)
        if (row === undefined) {
          row = {url: message.url, error: 0, warning: 0, info: 0}
          rules.set(key, row)
        }
        row[level]++
        if (first[level].length < limit) first[level].push({file, message})
      }
      return ''
    },
    end() {
      const summary = describeCounts(counts)
      let markdown = '### urilint\n\n' + summary.charAt(0).toUpperCase() + summary.slice(1) + '.\n'
      if (findings === 0) return [markdown + '\n']
      const withNotes = counts.notes > 0
      markdown +=
        '\n| Rule | Errors | Warnings |' +
        (withNotes ? ' Notes |' : '') +
        '\n| --- | ---: | ---: |' +
        (withNotes ? ' ---: |' : '') +
        '\n'
      for (const [id, row] of rules) {
        markdown +=
          '| ' +
          ruleCell(id, row.url) +
          ' | ' +
          row.error +
          ' | ' +
          row.warning +
          ' |' +
          (withNotes ? ' ' + row.info + ' |' : '') +
          '\n'
      }

      // Errors first, each kind in report order.
      const listed = [...first.error, ...first.warning, ...first.info].slice(0, limit)
      const links = lineLinks(options.env ?? {})
      markdown +=
        '\n' +
        (listed.length === findings
          ? 'Findings:'
          : 'The first ' + listed.length + ' of ' + findings + ' findings; all of them are annotations of the run:') +
        '\n\n| Level | Location | Rule | Message |\n| --- | --- | --- | --- |\n'
      for (const {file, message} of listed) {
        markdown +=
          '| ' +
          labels[severity(message)] +
          ' | ' +
          locationCell(file, message, links) +
          ' | ' +
          ruleCell(message.ruleId ?? '', message.url) +
          ' | ' +
          inline(printable(message.reason)) +
          ' |\n'
      }
      return [markdown + '\n']
    }
  }
}

/** A finding the summary lists: its message and the path of its file. */
interface Finding {
  file: string
  message: LintMessage
}

/**
 * Append the job summary of `results` to the file `env.GITHUB_STEP_SUMMARY`
 * names; nothing when it is unset or empty. Resolves with whether it wrote.
 */
export async function appendJobSummary(
  results: readonly LintResult[],
  options: ReportOptions,
  env: Readonly<Record<string, string | undefined>> = process.env
): Promise<boolean> {
  return appendJobSummaryText(() => jobSummary(results, {...options, env}), env)
}

/**
 * Append the Markdown `text()` gives (a `jobSummaryWriter`'s, made with
 * `env`) to the file `env.GITHUB_STEP_SUMMARY` names, as `appendJobSummary`.
 */
export async function appendJobSummaryText(
  text: () => string,
  env: Readonly<Record<string, string | undefined>> = process.env
): Promise<boolean> {
  const file = env.GITHUB_STEP_SUMMARY
  if (file === undefined || file === '') return false
  // Opened without waiting (a FIFO nobody reads would block `open` for ever), and written only when it is a regular file.
  const handle = await fs.open(
    file,
    fsConstants.O_WRONLY | fsConstants.O_APPEND | fsConstants.O_CREAT | nonBlocking,
    0o644
  )
  try {
    // A FIFO with a reader would take part of it and fail the rest (`EAGAIN`); `/dev/null` is a way to turn it off.
    const stats = await handle.stat()
    if (!stats.isFile() && !stats.isCharacterDevice()) throw new Error('not a regular file (GitHub names a file)')
    await handle.appendFile(text())
  } finally {
    await handle.close()
  }
  return true
}

const nonBlocking = fsConstants.O_NONBLOCK ?? 0

/** The URL of a line of a file in the repository at the commit of the run, when GitHub says which. */
function lineLinks(
  env: Readonly<Record<string, string | undefined>>
): ((file: string, message: LintMessage) => string) | undefined {
  const server = env.GITHUB_SERVER_URL
  const repository = env.GITHUB_REPOSITORY
  const sha = env.GITHUB_SHA
  if (!server || !repository || !sha) return undefined
  const base = server.replace(/\/+$/, '') + '/' + repository + '/blob/' + sha + '/'
  return (file, message) => {
    const lines =
      message.line === undefined
        ? ''
        : message.endLine === undefined || message.endLine === message.line
          ? '#L' + message.line
          : '#L' + message.line + '-L' + message.endLine
    return (
      base +
      file
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/') +
      lines
    )
  }
}

function locationCell(
  file: string,
  message: LintMessage,
  links: ((file: string, message: LintMessage) => string) | undefined
): string {
  const place =
    message.line === undefined
      ? file
      : file + ':' + message.line + (message.column === undefined ? '' : ':' + message.column)
  // Linked: a place in a file of the repository (not a path that could not be read, nor one outside).
  const shown = escapeText(printable(place))
  if (links === undefined || message.line === undefined || path.isAbsolute(file)) return shown
  return '[' + shown + '](' + links(file, message) + ')'
}

function ruleCell(id: string, url: string | undefined): string {
  if (id === '') return '(no rule)'
  const code = codeSpan(id)
  return url === undefined || !/^https?:\/\//.test(url)
    ? code
    : '[' + code + '](<' + url.replaceAll('<', '%3C').replaceAll('>', '%3E').replaceAll(' ', '%20') + '>)'
}

/**
 * A message as the Markdown of a table cell, on one line: its code spans (a
 * run of backticks to the next run as long, as CommonMark reads them) stay
 * code, the rest is escaped, so that text from a document cannot become a
 * link, an image or HTML in the summary.
 */
export function inline(text: string): string {
  const value = text.replace(/\r\n?|\n/g, ' ')
  let markdown = ''
  let index = 0
  while (index < value.length) {
    const open = value.indexOf('`', index)
    if (open === -1) break
    let size = 1
    while (value.charCodeAt(open + size) === codes.graveAccent) size++
    const close = closingRun(value, open + size, size)
    markdown += escapeText(value.slice(index, open))
    if (close === -1) {
      // No closing run: the backticks are text.
      markdown += escapeText(value.slice(open, open + size))
    } else {
      markdown += codeSpan(value.slice(open + size, close))
      index = close + size
      continue
    }
    index = open + size
  }
  return markdown + escapeText(value.slice(index))
}

/** Where the next run of exactly `size` backticks from `from` starts, or -1. */
function closingRun(value: string, from: number, size: number): number {
  for (let index = value.indexOf('`', from); index !== -1; index = value.indexOf('`', index)) {
    let end = index
    while (value.charCodeAt(end) === codes.graveAccent) end++
    if (end - index === size) return index
    index = end
  }
  return -1
}

/**
 * `content` as a code span in a table cell: fenced by more backticks than any
 * run in it, padded when it starts or ends with one, `|` escaped (GFM tables
 * split cells before reading code spans).
 */
function codeSpan(content: string): string {
  let longest = 0
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length)
  const fence = '`'.repeat(longest + 1)
  const padded = content.startsWith('`') || content.endsWith('`') ? ' ' + content + ' ' : content
  return fence + padded.replaceAll('|', '\\|') + fence
}

/** Text with every character Markdown could read as syntax (inline or in a table) escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>|~&]/g, '\\$&')
}
