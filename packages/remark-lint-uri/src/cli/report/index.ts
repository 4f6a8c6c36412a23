/** The reporters of `urilint --report`. */
import type {LintResult} from '../lint.ts'
import {reportDefault} from './default.ts'
import {reportGithub} from './github.ts'
import {reportJson} from './json.ts'
import {reportSarif} from './sarif.ts'
import type {ReportName, ReportOptions, Reporter} from './types.ts'

export type {ReportName, ReportOptions, Reporter} from './types.ts'
export {reportNames} from './types.ts'

const reporters: Record<ReportName, Reporter> = {
  default: reportDefault,
  json: reportJson,
  sarif: reportSarif,
  github: reportGithub
}

/** Render `results` in the named format. */
export function report(name: ReportName, results: readonly LintResult[], options: ReportOptions): string {
  return reporters[name](results, options)
}

/** Where a format goes: the human report to stderr (as remark-cli), machine formats to stdout. */
export function streamOf(name: ReportName): 'stdout' | 'stderr' {
  return name === 'default' ? 'stderr' : 'stdout'
}
