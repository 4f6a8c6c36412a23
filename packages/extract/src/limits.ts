/** Limits that keep every scan bounded (and so the whole pass linear). */
export const limits = {
  /** Longest scheme recognised before a `:` (RFC 3986 sets none; real ones are short). */
  schemeLength: 32,
  /** Longest e-mail local part (RFC 5321 section 4.5.3.1.1). */
  localPartLength: 64,
  /** Segment length before which a blank line does not end a segment (see segment.ts). */
  segmentMin: 1 << 14,
  /** Segment length after which the next line break ends a segment (see segment.ts). */
  segmentSoft: 1 << 16,
  /** Segment length at which a segment is cut, after the last blank before it (see segment.ts). */
  segmentHard: 1 << 17,
  /** How far back from `segmentHard` a hard cut looks for a blank. */
  blankLook: 1 << 12,
  /**
   * Largest message of a mailbox read (bytes): a larger one is reported and
   * skipped, so that memory stays bounded (a MIME parse holds a few times a
   * message's size). Larger messages are attachments: text that carries
   * URIs is rarely a megabyte.
   */
  messageBytes: 16 * 1024 * 1024
} as const
