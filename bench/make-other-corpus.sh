#!/usr/bin/env bash
# A second prose corpus for the extractor benchmarks, from other text than
# ../shared/bench/make-text-corpus.sh reads (the Debian docs): the GNU info
# manuals, then the English manual pages of this machine rendered by `man -l`
# (80 columns), each file once, in sorted order, cut at MAX_BYTES. Nothing in
# the extractor was tuned on it. Deterministic for a given machine image.
# Usage: make-other-corpus.sh OUT.txt [MAX_BYTES]   (default 20000000)
set -euo pipefail
out=${1:?usage: make-other-corpus.sh OUT.txt [MAX_BYTES]}
max=${2:-20000000}
: > "$out"
declare -A seen
add() {
  local h
  h=$(md5sum < "$1" | cut -c1-32)
  [ -n "${seen[$h]:-}" ] && return 0
  seen[$h]=1
  "${@:2}" >> "$out"
}
for f in $(find /usr/share/info -type f -name '*.info*' | LC_ALL=C sort); do
  add "$f" zcat -f "$f"
done
for f in $(find /usr/share/man/man[1-8] -type f | LC_ALL=C sort); do
  [ "$(stat -c %s "$out")" -ge "$max" ] && break
  add "$f" env MANWIDTH=80 LC_ALL=C man -l "$f" 2> /dev/null || true
done
truncate -s "$max" "$out" 2> /dev/null || true
echo "$(stat -c %s "$out") bytes, $(grep -a -o '://' "$out" | wc -l) '://' occurrences, $(grep -a -o '@' "$out" | wc -l) '@'"
