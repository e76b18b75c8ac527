#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time over its committed seed corpus.
# Usage: run_fuzzer.sh BINARY FUZZ_SOURCE_DIR NAME SECONDS [extra libFuzzer flags]
# New corpus entries and crash artifacts go to a temporary directory, never into the
# repository; on a crash the input is printed (hex) and kept, and the script fails.
set -euo pipefail
bin=$1 dir=$2 name=$3 seconds=$4
shift 4
work=$(mktemp -d "/tmp/iometry-fuzz-$name-XXXXXX")
mkdir -p "$work/new"
dict=()
[ -f "$dir/$name.dict" ] && dict=("-dict=$dir/$name.dict")
status=0
"$bin" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$work/" "${dict[@]}" "$@" "$work/new" "$dir/corpus/$name" || status=$?
if [ "$status" -ne 0 ]; then
  for f in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
    [ -f "$f" ] || continue
    echo "fuzz.$name: failing input $f:"
    od -A d -t x1z "$f" | head -40
  done
  echo "fuzz.$name FAILED (status $status); artifacts kept in $work"
  exit 1
fi
echo "fuzz.$name: $(ls "$work/new" | wc -l) new corpus entries (not kept)"
rm -rf "$work"
