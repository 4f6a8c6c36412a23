/** The reporters of `urilint --report`. */
import type {LintResult} from '../results.js'
import {reportDefault} from './default.js'
import {reportGithub} from './github.js'
import {reportJson} from './json.js'
import {reportSarif} from './sarif.js'
import type {ReportName, ReportOptions, Reporter} from './types.js'

export type {ReportName, ReportOptions, Reporter} from './types.js'
export {reportNames} from './types.js'
export {repositoryRoot} from './repository.js'
export {appendJobSummary, jobSummary, type JobSummaryOptions} from './job-summary.js'
export {summaryLine} from './summary.js'

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
