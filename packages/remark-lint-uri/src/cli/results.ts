/**
 * What the linter gives the reporters, the cache and the main process: the
 * shapes of a message and of a linted file. A module of its own, so that
 * the reporters and `--fix` do not import the engine.
 */

/** A message as the reporters see it: only these fields ever leave the linter. */
export interface LintMessage {
  reason: string
  ruleId: string | undefined
  source: string | undefined
  /** `true`: error, `false`: warning, `undefined`: info (vfile-message). */
  fatal: boolean | undefined
  /** 1-based start and end of the exact range (end exclusive), when known. */
  line: number | undefined
  column: number | undefined
  endLine: number | undefined
  endColumn: number | undefined
  url: string | undefined
  note: string | undefined
  actual: string | undefined
  expected: string[] | undefined
  /** The message says the file could not be linted (a missing file, a configuration or plugin error, a rule given bad options), not a finding. */
  failure: boolean
}

/** A linted file. */
export interface LintResult {
  /** Path relative to `cwd`, with `/` separators. */
  path: string
  cwd: string
  messages: LintMessage[]
  /** `added`: the configuration named none of the rules, the preset's ran; `off`: it turned every one off (ensure-rules.ts). */
  rules?: 'added' | 'off' | undefined
  /** With `--fix`: what was fixed (the messages are then those of the fixed file). */
  fixes?: FixReport | undefined
}

/** What `--fix` did to a file. Places only, never the replaced text (it may be a password). */
export interface FixReport {
  /** The fixes written, by rule and place in the file as it was. */
  applied: Array<{ruleId: string; line: number; column: number}>
  /** Passwords left in place: no placeholder chosen. */
  passwordsLeft: number
  /** Fixes not applied (see `planFixes`). */
  skipped: number
  /** Fixes not applied because the fixed text still had a finding of their rule where they were (`withoutPartialEdits`). */
  partial?: number | undefined
  /** Why nothing was written although fixes were found. */
  notWritten?: string | undefined
  /** The fixed text could not be written (a failure of the run, not a judgement on the fixes). */
  writeFailed?: boolean | undefined
}
