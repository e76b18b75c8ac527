#!/usr/bin/env bash
# Request/response latency is the round trip (docs/metrics.md, "Latency columns"): with
# N transactions in flight, Little's law says transactions/s x mean latency = N. Runs
# 64 B requests with 64 B replies on loopback at outstanding 1 and 4 and checks the
# product within 10 % of N. Streams record no latency: their latency cells stay empty.
source "$(dirname "$0")/lib.sh"

cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "e2e little", "run_s": 3, "ramp_s": 1, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "rr", "lines": [{"size": 64, "read": 0, "reply": 64}]}],
 "workers": [{"name": "nic", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "rr"}],
 "sweep": {"outstanding": [1, 4]}}
PLAN
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out.txt" 2>&1 ||
    { cat "$WORK/out.txt"; fail "iometry-run exited $?"; }
cat "$WORK/out.txt"

while read -r n tps lat; do
    product=$(awk -v t="$tps" -v l="$lat" 'BEGIN { printf "%.3f", t * l / 1e6 }')
    echo "outstanding $n: $tps transactions/s x $lat us = $product"
    within "$product" "$n" "$LAW_TOLERANCE" ||
        fail "outstanding $n: Little's law product $product, expected $n ± $LAW_TOLERANCE %"
done < <(paste -d' ' <(csv_column "$WORK/r/summary.csv" outstanding) \
    <(csv_column "$WORK/r/summary.csv" transactions_per_s) \
    <(csv_column "$WORK/r/summary.csv" lat_mean_us))
[ "$(csv_column "$WORK/r/summary.csv" outstanding | wc -l)" -eq 2 ] || fail "expected 2 steps"

# A stream has no round trip: its latency columns are empty, not 0.
cat > "$WORK/stream.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "e2e stream", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "tx", "lines": [{"size": 8192, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "tx"}]}
PLAN
"$BIN/iometry-run" "$WORK/stream.json" --results "$WORK/s" > "$WORK/s.txt" 2>&1 ||
    { cat "$WORK/s.txt"; fail "stream run exited $?"; }
for c in lat_mean_us lat_p99_us lat_max_us; do
    [ -z "$(csv_column "$WORK/s/summary.csv" $c)" ] ||
        fail "stream: $c is '$(csv_column "$WORK/s/summary.csv" $c)', expected empty"
done
no_warnings "$WORK/r"
no_warnings "$WORK/s"
pass "Little's law holds at outstanding 1 and 4; stream latency is empty"
