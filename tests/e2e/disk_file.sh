#!/usr/bin/env bash
# Disk workers on a test file this test creates (docs/plan-format.md, "Disk semantics"),
# with each engine — io_uring, libaio, sync — through iometry-run and the dynamo:
# - the file is created, filled to its size and never grows past it;
# - bench.json records the engine that ran;
# - Little's law: IOPS x mean latency = the I/Os in flight (outstanding 8 for io_uring and
#   libaio; 1 for sync, which does one I/O at a time whatever outstanding says);
# - ground truth: with O_DIRECT every read reaches the device, so the device's own
#   counter of sectors read (/proc/diskstats) grew by at least the bytes Iometry counted,
#   and by no more than those plus the I/Os still in flight at the end and a margin for
#   other readers of the same disk (5 %); and the device's columns in summary.csv, sampled
#   from the same counters over the measured intervals, agree with ours within 3 %.
# Then verify: a unit the test corrupts with dd is found, the run fails naming the unit's
# offset, and the step's results are still recorded.
source "$(dirname "$0")/lib.sh"

file=$WORK/test.tst
size=$((64 << 20))
plan() {  # NAME ENGINE OUTSTANDING LINES [EXTRA]
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e disk $1", "run_s": 1.5, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "s", "lines": [$4]}],
 "workers": [{"name": "d", "dynamo": "local", "kind": "disk", "path": "$file",
              "file_size": $size, "engine": "$2", "outstanding": $3, "spec": "s"${5:-}}]}
PLAN
}
run() {  # NAME -> runs $WORK/NAME.json, results in $WORK/NAME
    local rc=0
    "$BIN/iometry-run" "$WORK/$1.json" --results "$WORK/$1" > "$WORK/$1.out" 2>&1 || rc=$?
    cat "$WORK/$1.out"
    [ "$rc" -eq 0 ] || fail "$1: iometry-run exited $rc"
}
col() { csv_column "$WORK/$1/summary.csv" "$2"; }
# sectors_read MAJ:MIN -> the device's sectors read so far (512 bytes each)
sectors_read() {
    awk -v mm="$1" '{ if ($1 ":" $2 == mm) print $6 }' /proc/diskstats
}

# The fill: a write run creates the file at its size.
plan fill auto 4 '{"size": 65536, "read": 0, "random": 0}'
run fill
grep -q "filling the test file, 100 %" "$WORK/fill.out" || fail "the fill's progress was not reported"
[ "$(stat -c %s "$file")" -eq "$size" ] || fail "the test file has $(stat -c %s "$file") bytes, not $size"
device=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workers'][0]['device'])" "$WORK/fill/bench.json")
[ -n "$(sectors_read "$device")" ] || fail "device $device of the test file is not in /proc/diskstats"

for engine in io_uring libaio sync; do
    n=8; [ "$engine" = sync ] && n=1
    plan "$engine" "$engine" 8 '{"size": 4096, "read": 100, "random": 100}'
    before=$(sectors_read "$device")
    run "$engine"
    after=$(sectors_read "$device")
    used=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workers'][0]['engine'])" "$WORK/$engine/bench.json")
    [ "$used" = "$engine" ] || fail "$engine: bench.json says the engine was $used"
    iops=$(col "$engine" ops_per_s)
    mean=$(col "$engine" lat_mean_us)
    seconds=$(col "$engine" seconds)
    little=$(awk -v i="$iops" -v m="$mean" 'BEGIN { printf "%.3f", i * m / 1e6 }')
    # Whole requests: IOPS is written to 0.1, which over 1.5 s is up to 0.08 of a request
    # (CI once counted 166 bytes more than the device read, at 106,168.04 requests).
    ours=$(awk -v i="$iops" -v s="$seconds" 'BEGIN { printf "%.0f", sprintf("%.0f", i * s) * 4096 }')
    disk=$(( (after - before) * 512 ))
    echo "$engine: $iops IOPS x $mean us = $little in flight (expected $n); read $ours bytes, the device $disk"
    within "$little" "$n" "$LAW_TOLERANCE" ||
        fail "$engine: Little's law gives $little in flight, expected $n ± $LAW_TOLERANCE %"
    [ "$(col "$engine" errors)" = 0 ] || fail "$engine: $(col "$engine" errors) errors"
    awk -v o="$ours" -v d="$disk" -v tail=$((8 * 4096)) 'BEGIN { exit !(d >= o && d <= o * 1.05 + tail) }' ||
        fail "$engine: the device read $disk bytes for the $ours Iometry counted"
    dev_iops=$(col "$engine" dev_read_ops_per_s)
    echo "$engine: the device's own column: $dev_iops reads/s, $(col "$engine" dev_util_pct) % busy, queue $(col "$engine" dev_queue)"
    within "$dev_iops" "$iops" 3 || fail "$engine: dev_read_ops_per_s $dev_iops against our $iops IOPS"
done
[ "$(stat -c %s "$file")" -eq "$size" ] || fail "the test file grew to $(stat -c %s "$file") bytes"
for run in fill io_uring libaio sync; do no_warnings "$WORK/$run"; done
pass "io_uring, libaio and sync: Little's law, and every byte read was read by the device"

# Reads and writes timed apart (docs/metrics.md, "Read and write latency"), on a 70/30
# random mix: summary.csv has both directions' columns, their ops-weighted means are the
# combined mean (the law, within the columns' rounding), the writes' and the reads' mean
# are each within the combined range, samples.csv has them per interval, and iometer.csv's
# read and write response times are the same numbers in ms.
plan mixed io_uring 4 '{"size": 4096, "read": 70, "random": 100}'
run mixed
python3 - "$WORK/mixed" <<'PY' || fail "mixed: the read and write latency columns do not add up"
import csv, sys
folder = sys.argv[1]
def rows(name):
    return list(csv.DictReader(open(folder + "/" + name)))
for r in rows("summary.csv"):
    if r["scope"] == "core":
        continue
    reads, writes = float(r["read_ops_per_s"]), float(r["write_ops_per_s"])
    rm, wm, m = float(r["read_lat_mean_us"]), float(r["write_lat_mean_us"]), float(r["lat_mean_us"])
    law = (rm * reads + wm * writes) / (reads + writes)
    print(f"{r['scope']} {r['name']}: reads {reads:.0f}/s at {rm} us, writes {writes:.0f}/s at {wm} us;"
          f" weighted {law:.3f} us, lat_mean_us {m}; p99 read {r['read_lat_p99_us']} write {r['write_lat_p99_us']}")
    assert abs(law - m) <= 0.002 * m + 0.002, "the ops-weighted means are not the mean"
    assert reads > 0 and writes > 0 and 0.6 < reads / (reads + writes) < 0.8
    assert float(r["lat_max_us"]) == max(float(r["read_lat_max_us"]), float(r["write_lat_max_us"]))
    for d in ("read", "write"):
        assert float(r[d + "_lat_p50_us"]) <= float(r[d + "_lat_p99_us"]) <= float(r[d + "_lat_max_us"])
intervals = [r for r in rows("samples.csv") if r["scope"] == "all"]
assert intervals and all(r["read_lat_mean_us"] and r["write_lat_mean_us"] for r in intervals), \
    "samples.csv lacks an interval's read or write latency"
summary = [r for r in rows("summary.csv") if r["scope"] == "all"][0]
lines = open(folder + "/iometer.csv").read().splitlines()
header = next(i for i, l in enumerate(lines) if l.startswith("'Target Type,"))
names = lines[header][1:].split(",")
everything = dict(zip(names, lines[header + 1].split(",")))
assert everything["Target Type"] == "ALL"
for d, col in (("read", "Average Read Response Time"), ("write", "Average Write Response Time")):
    ms = float(everything[col])
    assert abs(ms * 1000 - float(summary[d + "_lat_mean_us"])) <= 0.002, f"iometer.csv {col} {ms} ms"
print("iometer.csv: read", everything["Average Read Response Time"], "ms, write",
      everything["Average Write Response Time"], "ms")
PY
no_warnings "$WORK/mixed"
pass "mixed 70/30: reads and writes timed apart, their means add up to the whole, in every file"

# The spawned dynamo runs in a session of its own (docs/architecture.md, "Threads and
# priorities"): with autogroup scheduling the kernel shares the CPU between sessions first,
# and in the manager's session a busy host starved its I/O lane (87 IOPS against fio's
# 15,750). Seen from /proc while the run goes on.
"$BIN/iometry-run" "$WORK/io_uring.json" --results "$WORK/session" > "$WORK/session.out" 2>&1 &
runner=$!
pid=
for _ in $(seq 100); do
    pid=$(sed -n 's/.*started local dynamo local (pid \([0-9]*\)).*/\1/p' "$WORK/session.out")
    [ -n "$pid" ] && [ -r "/proc/$pid/stat" ] && break
    sleep 0.05
done
[ -n "$pid" ] || fail "iometry-run did not say which dynamo it started"
# Field 6 of /proc/PID/stat, counted after the command's closing parenthesis.
session=$(sed 's/.*) //' "/proc/$pid/stat" | awk '{ print $4 }')
wait "$runner" || fail "the run in which the dynamo's session was read failed"
[ "$session" = "$pid" ] || fail "the spawned dynamo $pid is in session $session, not one of its own"
pass "the spawned dynamo leads a session of its own"

# Verify, on a new file (its fill stamps every unit, and no run without verify writes
# it): random writes stamp units, reads check them; nothing is found.
file=$WORK/verify.tst
plan verified auto 8 '{"size": 8192, "read": 50, "random": 100}' ', "verify": true'
run verified
[ "$(col verified errors)" = 0 ] || fail "verify found a mismatch in its own writes"
# One byte of the unit at 10 MiB + 3584 changed behind Iometry's back: a sequential read
# with verify finds it, names it, and the run fails with the step recorded.
bad=$(( (10 << 20) + 3584 ))
printf 'Z' | dd of="$file" bs=1 seek=$((bad + 100)) conv=notrunc status=none
sync
plan corrupt auto 4 '{"size": 1048576, "read": 100, "random": 0}' ', "verify": true'
rc=0
"$BIN/iometry-run" "$WORK/corrupt.json" --results "$WORK/corrupt" > "$WORK/corrupt.out" 2>&1 || rc=$?
cat "$WORK/corrupt.out"
[ "$rc" -eq 1 ] || fail "a run whose verify found a corrupted unit exited $rc, not 1"
grep -qF "the unit at offset $bad: checksum mismatch" "$WORK/corrupt.out" ||
    fail "the failure does not name the unit at offset $bad"
[ "$(csv_column "$WORK/corrupt/summary.csv" errors)" -ge 1 ] || fail "the failed step's results were not recorded"
python3 -c "import json, sys; sys.exit(json.load(open(sys.argv[1]))['status'] != 'failed')" \
    "$WORK/corrupt/results.json" || fail "results.json does not say the run failed"
pass "verify: its own writes check out; the corrupted unit at $bad failed the run, results kept"
