#!/usr/bin/env bash
# IOmeter's target and worker cycling and phases (docs/plan-format.md, "Sweeps"), through iometry-run
# and real dynamos:
# (a) loopback, three tcp streams whose partners are on a "server" dynamo, two on client
#     dynamo c1 and one on c2, `sweep.targets` [1, 2, 3]: in each step the worker rows of
#     summary.csv are exactly the plan's first N workers, every row's `workers` column says
#     N, the `all` row's Mbit/s is the sum of its worker rows, the server's dynamo row
#     carries what those workers sent (its ends' own time, so within 2 %), and c2, which
#     holds only w2, moves nothing in the step that leaves w2 out;
# (b) two disk workers on one dynamo, on test files this test creates, `sweep.workers`
#     [1, 2]: the same checks with IOPS;
# (c) phases (`sweep.phase`): a fio job file with two stonewalled groups, imported by
#     `iometry-run import` (docs/fio-files.md) and run: step 0 runs only the first group's
#     worker, step 1 only the second's two, and results.json names each step's phase.
source "$(dirname "$0")/lib.sh"

# check_steps NAME METRIC EXPECTED... : EXPECTED is one "w1 w2" list of worker names per step.
check_steps() {
    local name=$1 metric=$2
    shift 2
    python3 - "$WORK/$name" "$metric" "$@" <<'PY' || fail "$name: the steps did not run the workers they name"
import csv, json, sys
folder, metric, expected = sys.argv[1], sys.argv[2], [e.split() for e in sys.argv[3:]]
rows = list(csv.DictReader(open(folder + "/summary.csv")))
steps = json.load(open(folder + "/results.json"))["steps"]
assert json.load(open(folder + "/results.json"))["status"] == "completed"
assert len(steps) == len(expected), f"{len(steps)} steps in results.json, expected {len(expected)}"
for index, names in enumerate(expected):
    mine = [r for r in rows if r["step"] == str(index)]
    workers = [r["name"] for r in mine if r["scope"] == "worker"]
    assert workers == names, f"step {index}: worker rows {workers}, expected {names}"
    for r in mine:
        assert r["workers"] == str(len(names)), f"step {index}: {r['scope']} {r['name']} says workers {r['workers']}"
    assert steps[index]["workers"] == len(names), f"step {index}: results.json workers {steps[index]['workers']}"
    total = float(next(r for r in mine if r["scope"] == "all")[metric])
    parts = [float(r[metric]) for r in mine if r["scope"] == "worker"]
    assert all(p > 0 for p in parts), f"step {index}: a worker that ran moved nothing: {parts}"
    # summary.csv prints these to 0.1: each value is off by up to 0.05 from what it sums.
    assert abs(total - sum(parts)) <= 0.05 * (len(parts) + 1) + 1e-6 * total, \
        f"step {index}: all {metric} {total} is not the sum of its workers {parts}"
    print(f"step {index}: {' + '.join(f'{p:g}' for p in parts)} = {total:g} {metric} ({len(names)} workers)")
PY
}
dynamo_column() {  # NAME STEP DYNAMO COLUMN
    awk -F, -v step="$2" -v name="$3" -v want="$4" '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        $col["step"] == step && $col["scope"] == "dynamo" && $col["name"] == name { print $col[want] }' \
        "$WORK/$1/summary.csv"
}

# --- (a) target cycling over loopback ---------------------------------------------------
worker() {  # NAME DYNAMO
    echo "{\"name\": \"$1\", \"dynamo\": \"$2\", \"kind\": \"tcp\", \"bind\": \"127.0.0.1\",
           \"peer\": {\"dynamo\": \"server\", \"address\": \"127.0.0.1\"}, \"spec\": \"send\"}"
}
cat > "$WORK/tcp.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e target cycling", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "server", "spawn": true}, {"name": "c1", "spawn": true}, {"name": "c2", "spawn": true}],
 "specs": [{"name": "send", "lines": [{"size": 65536, "read": 0}]}],
 "workers": [$(worker w1 c1), $(worker w2 c2), $(worker w3 c1)],
 "sweep": {"targets": [1, 2, 3]}}
PLAN
"$BIN/iometry-run" --check "$WORK/tcp.json" > "$WORK/tcp.check" || { cat "$WORK/tcp.check"; fail "--check refused the plan"; }
cat "$WORK/tcp.check"
grep -q "the first 2: w1, w2$" "$WORK/tcp.check" || fail "--check does not name the workers of a step"
"$BIN/iometry-run" "$WORK/tcp.json" --results "$WORK/tcp" > "$WORK/tcp.out" 2>&1 ||
    { cat "$WORK/tcp.out"; fail "target cycling: iometry-run failed"; }
cat "$WORK/tcp.out"
check_steps tcp mbit_per_s "w1" "w1 w2" "w1 w2 w3"
for step in 0 1 2; do
    all=$(awk -F, -v s="$step" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        $col["step"] == s && $col["scope"] == "all" { print $col["mbit_per_s"] }' "$WORK/tcp/summary.csv")
    server=$(dynamo_column tcp "$step" server mbit_per_s)
    # Within 2 %: each end's rate is over its own dynamo's measured time.
    within "$server" "$all" 2 || fail "step $step: the server's ends moved $server Mbit/s, the workers $all"
done
# c2 holds w2 only: it idles in step 0 and runs from step 1 on.
awk -v m="$(dynamo_column tcp 0 c2 mbit_per_s)" 'BEGIN { exit !(m != "" && m == 0) }' || fail "c2 moved data in step 0, where w2 did not run"
awk -v m="$(dynamo_column tcp 1 c2 mbit_per_s)" 'BEGIN { exit !(m > 0) }' || fail "c2 idle in step 1"
python3 -c "
import json, sys
steps = json.load(open(sys.argv[1]))['steps']
assert [s['cycle_targets'] for s in steps] == [1, 2, 3], steps
assert all(s['cycle_workers'] is None for s in steps)" "$WORK/tcp/results.json" ||
    fail "results.json lacks the steps' cycle_targets"

# --- (b) worker cycling on disk files ---------------------------------------------------
disk() {  # NAME FILE
    echo "{\"name\": \"$1\", \"dynamo\": \"local\", \"kind\": \"disk\", \"path\": \"$2\",
           \"file_size\": $((16 << 20)), \"engine\": \"sync\", \"direct\": true, \"spec\": \"rr\"}"
}
cat > "$WORK/disk.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e worker cycling", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "rr", "lines": [{"size": 4096, "read": 100, "random": 100}]}],
 "workers": [$(disk d1 "$WORK/one.tst"), $(disk d2 "$WORK/two.tst")],
 "sweep": {"workers": [1, 2]}}
PLAN
"$BIN/iometry-run" "$WORK/disk.json" --results "$WORK/disk" > "$WORK/disk.out" 2>&1 ||
    { cat "$WORK/disk.out"; fail "worker cycling: iometry-run failed"; }
cat "$WORK/disk.out"
check_steps disk ops_per_s "d1" "d1 d2"
# d2 first ran in step 1: its file was made then, as big as asked.
[ "$(stat -c %s "$WORK/two.tst")" -eq $((16 << 20)) ] || fail "d2's test file has the wrong size"

# --- (c) phases from a fio job file -----------------------------------------------------
cat > "$WORK/phases.fio" <<JOB
[global]
directory=$WORK
size=8m
bs=4k
runtime=1
time_based

[fill]
rw=write

[reader]
stonewall
rw=randread

[writer]
rw=randwrite
JOB
"$BIN/iometry-run" import "$WORK/phases.fio" --output "$WORK/phases.json" 2> "$WORK/phases.notes" ||
    { cat "$WORK/phases.notes"; fail "the fio job file was not imported"; }
cat "$WORK/phases.notes"
grep -q "stonewall: the jobs run in 2 phases" "$WORK/phases.notes" || fail "the import does not say the phases"
"$BIN/iometry-run" --check "$WORK/phases.json" > "$WORK/phases.check" || { cat "$WORK/phases.check"; fail "--check refused the imported plan"; }
grep -q "phase 1: reader, writer$" "$WORK/phases.check" || { cat "$WORK/phases.check"; fail "--check does not name a phase's workers"; }
"$BIN/iometry-run" "$WORK/phases.json" --results "$WORK/phases" > "$WORK/phases.out" 2>&1 ||
    { cat "$WORK/phases.out"; fail "phases: iometry-run failed"; }
cat "$WORK/phases.out"
check_steps phases ops_per_s "fill" "reader writer"
python3 -c "
import json, sys
steps = json.load(open(sys.argv[1]))['steps']
assert [s['phase'] for s in steps] == [0, 1], steps
assert all(s['cycle_workers'] is None and s['cycle_targets'] is None for s in steps)" "$WORK/phases/results.json" ||
    fail "results.json lacks the steps' phase"

no_warnings "$WORK/tcp"
no_warnings "$WORK/disk"
# fio's jobs read and write through the page cache (no direct=1): the reader's 8 MiB come
# from memory, and the verdict says so.
grep -q ",reader,.*page_cache" "$WORK/phases/summary.csv" ||
    { cat "$WORK/phases/summary.csv"; fail "buffered reads of a cached file are not flagged page_cache"; }
pass "target and worker cycling, phases: each step ran its workers and summed only those"
