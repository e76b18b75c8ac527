#!/usr/bin/env bash
# Installs what is needed, builds a release, and runs the default test: one TCP pair
# over loopback through the 13 request sizes, printing the summary.
# Usage: scripts/run.sh [PLAN.json] [RESULTS_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh

build=build/release
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIOMETRY_BUILD_TESTS=OFF
cmake --build "$build" -j "$(nproc)"

plan=${1:-examples/loopback-sweep.json}
results=${2:-/tmp/iometry-results/$(date +%Y%m%d-%H%M%S)}
"$build/bin/iometry-run" "$plan" --results "$results"
echo
echo "Summary (scope all):"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
         $col["scope"] == "all" {
           printf "  %8s B  %10.1f Mbit/s  CPU %5.1f %%  P/E %7.1f  p99 %8.1f us\n",
                  $col["size"], $col["mbit_per_s"], $col["cpu_pct"], $col["pe_index"], $col["lat_p99_us"] }' \
    "$results/summary.csv"
echo "Results folder: $results"
