/**
 * The configuration of the CLI and the language server when a project has
 * none: the preset's rules at their severities, with remark-lint's handling
 * of `<!--lint …-->` comments skipped where it has nothing to do
 * (`lint-comments.ts`).
 */
import type {Preset} from 'unified'
import {rulesAtSeverity} from '../rules/preset.js'
import remarkLintComments from './lint-comments.js'

/** The rules, as the preset sets them, for a project without configuration. */
export const defaultConfig: Preset = {plugins: [remarkLintComments, ...rulesAtSeverity]}
