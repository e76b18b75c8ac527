#!/usr/bin/env bash
# Scale of the manager and the dynamo (bench/README.md): runs, on loopback,
#   - one dynamo with 64 and with 256 workers (mixed 4 KiB send / 64 KiB receive lines,
#     200 ms samples), both ends of every pair on that dynamo;
#   - 32 spawned dynamos x 8 workers at sample_ms 100, each worker's partner on the next
#     dynamo (a ring), 1 KiB requests with 1 ms pauses so the control channel, not the
#     data path, is what is measured;
# and reports for each: whether it completed, the rows in summary.csv, and the manager's
# own CPU (user + system of iometry-run alone, from /proc/PID/stat just before it exits,
# children not included) as % of one core over the run's wall time.
#
# Usage: bench/scale.sh [BIN_DIR] [RUN_S]      (default build/release/bin, 5 s)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-build/release/bin}
RUN_S=${2:-5}
WORK=$(mktemp -d /tmp/iometry-scale.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK" "$RUN_S" <<'PY'
import json, sys
work, run_s = sys.argv[1], float(sys.argv[2])
mixed = [{"size": 4096, "share": 50, "read": 0}, {"size": 65536, "share": 50, "read": 100}]
def one_dynamo(n):
    return {"format": "iometry.plan/1", "name": f"{n} workers on one dynamo", "run_s": run_s,
            "ramp_s": 0, "sample_ms": 200, "wait_s": 30,
            "dynamos": [{"name": "A", "spawn": True}],
            "specs": [{"name": "mixed", "lines": mixed}],
            "workers": [{"name": f"w{i}", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
                         "peer": {"dynamo": "A", "address": "127.0.0.1"}, "spec": "mixed"}
                        for i in range(n)]}
def ring(d, w):
    return {"format": "iometry.plan/1", "name": f"{d} dynamos x {w} workers", "run_s": run_s,
            "ramp_s": 0, "sample_ms": 100, "wait_s": 60,
            "dynamos": [{"name": f"d{i}", "spawn": True} for i in range(d)],
            "specs": [{"name": "paced", "lines": [{"size": 1024, "read": 0, "delay_ms": 1}]}],
            "workers": [{"name": f"d{i}w{j}", "dynamo": f"d{i}", "kind": "tcp", "bind": "127.0.0.1",
                         "peer": {"dynamo": f"d{(i + 1) % d}", "address": "127.0.0.1"}, "spec": "paced"}
                        for i in range(d) for j in range(w)]}
for name, plan in (("w64", one_dynamo(64)), ("w256", one_dynamo(256)), ("d32x8", ring(32, 8))):
    json.dump(plan, open(f"{work}/{name}.json", "w"))
PY

ticks=$(getconf CLK_TCK)
printf '%-28s %-10s %6s %9s %12s %14s\n' case result rows wall_s manager_cpu_s manager_cpu_pct
for name in w64 w256 d32x8; do
    start=$(date +%s.%N)
    timeout $((RUN_S * 3 + 120)) "$BIN/iometry-run" "$WORK/$name.json" --results "$WORK/$name" --quiet \
        > "$WORK/$name.out" 2>&1 &
    pid=$!
    cpu=0
    # The manager's own ticks (fields 14 and 15), sampled until it exits; $pid is
    # timeout(1), the manager is its child.
    manager=""
    while kill -0 "$pid" 2>/dev/null; do
        [ -n "$manager" ] || manager=$(pgrep -P "$pid" -x iometry-run || true)
        if [ -n "$manager" ] && stat=$(cat /proc/$manager/stat 2>/dev/null); then
            cpu=$(echo "$stat" | sed 's/.*) //' | awk '{ print $12 + $13 }')
        fi
        sleep 0.05
    done
    rc=0
    wait "$pid" || rc=$?
    end=$(date +%s.%N)
    rows=$( [ -f "$WORK/$name/summary.csv" ] && tail -n +2 "$WORK/$name/summary.csv" | wc -l || echo 0)
    result=completed
    [ "$rc" -eq 0 ] || result="failed($rc)"
    awk -v n="$name" -v r="$result" -v rows="$rows" -v s="$start" -v e="$end" -v c="$cpu" -v t="$ticks" \
        'BEGIN { w = e - s; cs = c / t; printf "%-28s %-10s %6d %9.2f %12.2f %13.1f%%\n", n, r, rows, w, cs, 100 * cs / w }'
    [ "$rc" -eq 0 ] || tail -3 "$WORK/$name.out" >&2
done
