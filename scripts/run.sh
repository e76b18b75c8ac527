#!/usr/bin/env bash
# Installs what is needed, builds a release, and starts the Iometry workbench with the
# loopback default ready (press Start). Without a display it runs under Xvfb: it starts
# the default loopback sweep, waits for it to finish and saves the window to
# build/screenshot.png.
#
#   scripts/run.sh              the workbench (GUI)
#   scripts/run.sh --cli [PLAN] headless: iometry-run PLAN (default examples/loopback-sweep.json)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh

build=build/release
# The GUI asked for by name: bench/run-all.sh configures the same folder without it.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIOMETRY_BUILD_TESTS=OFF -DIOMETRY_BUILD_GUI=ON
cmake --build "$build" -j "$(nproc)"

if [ "${1:-}" = "--cli" ]; then
    plan=${2:-examples/loopback-sweep.json}
    results=/tmp/iometry-results/$(date +%Y%m%d-%H%M%S)
    "$build/bin/iometry-run" "$plan" --results "$results"
    echo
    echo "Summary (scope all):"
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
             $col["scope"] == "all" {
               printf "  %8s B  %10.1f Mbit/s  CPU %5.1f %%  P/E %7.1f  p99 %8.1f us\n",
                      $col["size"], $col["mbit_per_s"], $col["cpu_pct"], $col["pe_index"], $col["lat_p99_us"] }' \
        "$results/summary.csv"
    echo "Results folder: $results"
    exit 0
fi

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/bin/iometry" "$@"
fi

echo "No display: running the default loopback sweep under Xvfb (about 2 minutes)..."
xvfb-run -a -s "-screen 0 1280x1024x24" \
    "$build/bin/iometry" --start --screenshot build/screenshot.png "$@"
echo "Screenshot of the finished run: build/screenshot.png"
