/**
 * The runtime exports of each entry point, exactly: a new export, or one
 * gone, must show up here (and in packages/extract/README.md, which
 * test/extract/readme.test.ts checks names each).
 */
import * as main from '@urilint/extract'
import * as sourceMap from '@urilint/extract/source-map'
import * as internal from '@urilint/extract/internal'
import {describe, expect, it} from 'vitest'

describe('exports', () => {
  it('`@urilint/extract`', () => {
    expect(Object.keys(main).sort()).toEqual([
      'bareSchemes',
      'extract',
      'extractHtml',
      'extractMail',
      'extractMbox',
      'extractMboxStream',
      'extractMessage',
      'extractStream',
      'htmlUrls',
      'isMbox',
      'locateInMessage',
      'readMail',
      'registries',
      'splitMbox',
      'splitMboxStream'
    ])
  })

  it('`@urilint/extract/internal` (for the other urilint packages)', () => {
    expect(Object.keys(internal).sort()).toEqual([
      'formatOf',
      'inputExtensions',
      'inputFormats',
      'isBinary',
      'isMailFormat',
      'mailFormatOf',
      'redactText',
      'registeredSchemes',
      'sniffLength',
      'wellKnownSchemes',
      'withoutParserQuote'
    ])
  })

  it('`@urilint/extract/source-map`', () => {
    expect(Object.keys(sourceMap).sort()).toEqual([
      'SegmentBuilder',
      'addPrefix',
      'compose',
      'slice',
      'sourceEnd',
      'sourceRange',
      'sourceStart',
      'verbatim'
    ])
  })
})
