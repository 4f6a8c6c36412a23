/**
 * What a verdict is keyed by, and how text is shown without a secret.
 *
 * An item is a file (corpus-relative), a line (1-based) and a text: the run of
 * non-whitespace characters around the finding's column, at most 120
 * characters, redacted. A finding of any tool or of the scan that falls in the
 * same run of the same line has the same key, so a verdict survives an engine
 * that moves its column within the URI.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {redactText} from '@urilint/extract/internal'

export interface Judgment {
  file: string
  line: number
  text: string
  /**
   * `wanted`: a mistake of issue 23's items 1–6 a maintainer would fix (a broken link, a real
   * secret); `other`: a real link problem outside them (a fragment or reference label that matches
   * nothing, a duplicate definition that sends a link elsewhere): neither unwanted nor in the recall;
   * `unwanted`: no mistake.
   */
  verdict: 'wanted' | 'other' | 'unwanted'
  /** What the mistake is, or why it is none. */
  why: string
}

export const maxText = 120

/** Lines of a corpus file, read once. */
export class Sources {
  readonly #dir: string
  readonly #lines = new Map<string, string[]>()

  constructor(dir: string) {
    this.#dir = dir
  }

  lines(file: string): string[] {
    let lines = this.#lines.get(file)
    if (lines === undefined) {
      lines = readFileSync(path.join(this.#dir, file), 'utf8').split(/\r\n|\r|\n/)
      this.#lines.set(file, lines)
    }
    return lines
  }

  /** The key text of a finding at `line`:`column` (1-based). */
  text(file: string, line: number, column: number): string {
    const source = this.lines(file)[line - 1] ?? ''
    // Columns count UTF-16 units in every tool here.
    let at = Math.min(Math.max(column - 1, 0), Math.max(source.length - 1, 0))
    if (/\s/.test(source[at] ?? '')) {
      while (at < source.length && /\s/.test(source[at]!)) at++
      if (at === source.length) at = column - 1
    }
    let start = at
    while (start > 0 && !/\s/.test(source[start - 1]!)) start--
    let end = at
    while (end < source.length && !/\s/.test(source[end]!)) end++
    if (end - start > maxText) start = Math.max(start, Math.min(at - maxText / 2, end - maxText))
    return redact(source.slice(start, Math.min(end, start + maxText)))
  }
}

// Tokens of known providers (Slack, GitHub, AWS, Stripe, GitLab), but for placeholders made of `x`.
const token = /\b(xox[abposr]-|gh[pousr]_|github_pat_|AKIA|sk_live_|glpat-)(?![xX.-]*(?:[^\w-]|$))[\w-]{8,}/g
const userinfo = /([a-z][a-z\d+.-]*:\/\/[^\s/@:]*:|\b(?!mailto:)[^\s/@:]+:)[^\s/@]+@/gi

/**
 * `text` with every URI password masked: the extractor's redaction, then a
 * plain one for what it does not take as a URI (a scheme cut off, a
 * schemeless `user:password@host`), and tokens of known providers.
 * Secretlint's findings are also masked by column where they are shown.
 */
export function redact(text: string): string {
  return redactText(text)
    .replace(userinfo, (_, head: string) => head + '***@')
    .replace(token, (_, prefix: string) => prefix + '***')
}

export function itemKey(file: string, line: number, text: string): string {
  return `${file}\u0000${line}\u0000${text}`
}
