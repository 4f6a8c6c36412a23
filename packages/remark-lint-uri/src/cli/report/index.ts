/** The reporters of `urilint --report`. */
import type {LintResult} from '../results.js'
import {defaultWriter} from './default.js'
import {githubWriter} from './github.js'
import {jsonWriter} from './json.js'
import {sarifWriter} from './sarif.js'
import {collect, type ReportName, type ReportOptions, type ReportWriter} from './types.js'

export type {ReportName, ReportOptions, Reporter, ReportWriter} from './types.js'
export {reportNames} from './types.js'
export {repositoryRoot} from './repository.js'
export {
  appendJobSummary,
  appendJobSummaryText,
  jobSummary,
  jobSummaryWriter,
  type JobSummaryOptions
} from './job-summary.js'
export {summaryLine} from './summary.js'

const writers: Record<ReportName, (options: ReportOptions) => ReportWriter> = {
  default: defaultWriter,
  json: jsonWriter,
  sarif: sarifWriter,
  github: githubWriter
}

/** Render `results` in the named format. */
export function report(name: ReportName, results: readonly LintResult[], options: ReportOptions): string {
  return collect(writers[name](options), results)
}

/** A writer of the named format, to give results to one by one (`ReportWriter`). */
export function reportWriter(name: ReportName, options: ReportOptions): ReportWriter {
  return writers[name](options)
}

/** Where a format goes: the human report to stderr (as remark-cli), machine formats to stdout. */
export function streamOf(name: ReportName): 'stdout' | 'stderr' {
  return name === 'default' ? 'stderr' : 'stdout'
}
