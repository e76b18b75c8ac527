#!/usr/bin/env bash
# Stock IOmeter dynamos driven by iometry-run (docs/iometer-files.md, "IOmeter's dynamos"),
# played by the fake IOmeter dynamo (tests/e2e/tools/fake_iometer_dynamo.cpp), which speaks
# IOmeter 1.1's protocol and does real I/O:
#   1. a disk queue-depth sweep on its test file: every step completes, the results folder has
#      every file, and what the steps read agrees with the fake's own /proc/PID/io;
#   2. a TCP pair between two IOmeter dynamos: what one end sent, the other received;
#   3. each misbehaviour (a short login, a wrong Data_Message size, an older version, results
#      that never come, a connection closed at START, a short results message) ends the run
#      with exit 1 and a message naming the dynamo, within a bounded time: never a hang.
source "$(dirname "$0")/lib.sh"
FAKE="$BIN/fake_iometer_dynamo"
[ -x "$FAKE" ] || fail "no fake IOmeter dynamo at $FAKE"

# Test files on a real file system (O_DIRECT), under /var/tmp.
DISK=$(mktemp -d /var/tmp/iometry-iometer.XXXXXX)
on_exit "rm -rf '$DISK'"

# start_run PLAN RESULTS -> runs iometry-run in the background with IOmeter logins on a free
# port of 127.0.0.1; sets RUN_PID and LOGIN_PORT (read from its log line).
start_run() {
    : > "$WORK/run.err"
    "$BIN/iometry-run" "$1" --results "$2" --iometer-listen 127.0.0.1:0 > "$WORK/run.out" 2> "$WORK/run.err" &
    RUN_PID=$!
    on_exit "kill $RUN_PID 2>/dev/null"
    LOGIN_PORT=""
    for _ in $(seq 100); do
        LOGIN_PORT=$(sed -n 's/.*listening for IOmeter dynamos on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$WORK/run.err")
        [ -n "$LOGIN_PORT" ] && return 0
        kill -0 "$RUN_PID" 2>/dev/null || { cat "$WORK/run.err" >&2; fail "iometry-run ended before listening"; }
        sleep 0.1
    done
    fail "iometry-run never said where IOmeter dynamos log in"
}

# fake NAME [ARGS...] -> starts a fake IOmeter dynamo logging in to the run; sets FAKE_PID
fake() {
    local name=$1
    shift
    "$FAKE" -i 127.0.0.1 -p "$LOGIN_PORT" -m 127.0.0.1 -n "$name" "$@" > "$WORK/fake-$name.log" 2>&1 &
    FAKE_PID=$!
    on_exit "kill $FAKE_PID 2>/dev/null"
}

# wait_run SECONDS -> sets RUN_RC, the run's exit status; fails when it still goes after SECONDS
wait_run() {
    local waited=0
    while kill -0 "$RUN_PID" 2>/dev/null; do
        [ "$waited" -lt $(($1 * 10)) ] || { cat "$WORK/run.err" >&2; fail "the run still goes after $1 s: a hang"; }
        sleep 0.1
        waited=$((waited + 1))
    done
    RUN_RC=0
    wait "$RUN_PID" || RUN_RC=$?
}

# 1. A disk queue-depth sweep: 4 KiB random reads at 1, 2 and 4 outstanding I/Os.
cat > "$WORK/disk.json" <<PLAN
{"format": "iometry.plan/1", "name": "IOmeter disk sweep", "run_s": 1, "ramp_s": 0, "sample_ms": 500, "wait_s": 20,
 "dynamos": [{"name": "W2019", "protocol": "iometer"}],
 "specs": [{"name": "4K random read", "lines": [{"size": 4096, "read": 100, "random": 100}]}],
 "workers": [{"name": "disk", "dynamo": "W2019", "kind": "disk", "path": "$DISK", "file_size": 16777216,
              "spec": "4K random read"}],
 "sweep": {"outstanding": [1, 2, 4]}}
PLAN
"$BIN/iometry-run" --check "$WORK/disk.json" > /dev/null || fail "the disk plan does not check"
start_run "$WORK/disk.json" "$WORK/disk"
fake W2019 --dir "$DISK"
# The kernel's count of what the fake read from storage, polled while it lives (it exits when
# the run says bye). Filling the test file writes; only the steps read.
( while [ -r "/proc/$FAKE_PID/io" ]; do
      awk '$1 == "read_bytes:" { print $2 }' "/proc/$FAKE_PID/io" > "$WORK/fake.read.tmp" 2>/dev/null &&
          mv "$WORK/fake.read.tmp" "$WORK/fake.read"
      sleep 0.02
  done ) &
wait_run 60
[ "$RUN_RC" = 0 ] || { cat "$WORK/run.err" "$WORK/fake-W2019.log" >&2; fail "the disk sweep exited $RUN_RC"; }
for f in plan.json bench.json samples.csv summary.csv results.json iometer.csv; do
    [ -s "$WORK/disk/$f" ] || fail "the results folder has no $f"
done
sleep 0.2
python3 - "$WORK/disk" "$(cat "$WORK/fake.read")" "$LAW_TOLERANCE" <<'PY' || fail "the disk sweep's results are wrong"
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1] + "/summary.csv")) if r["scope"] == "worker"]
# What the steps counted, against what the kernel saw the dynamo read: the kernel also saw the
# reads between BEGIN_IO and RECORD_ON and after RECORD_OFF (milliseconds of each step, more
# where a sanitizer slows the dynamo: LAW_TOLERANCE, as for Little's law), and its last reading
# may be up to one poll (20 ms) before the dynamo's last read (1.5 %).
counted = sum(float(r["read_mbit_per_s"]) * 1e6 / 8 * float(r["seconds"]) for r in rows)
kernel = float(sys.argv[2])
print(f"read: counted {counted / 1e6:.2f} MB, the kernel {kernel / 1e6:.2f} MB ({100 * (counted / kernel - 1):+.2f} %)")
below = max(5.0, float(sys.argv[3])) / 100
assert kernel > 0 and 1 - below <= counted / kernel <= 1.015, (counted, kernel)
assert [int(r["outstanding"]) for r in rows] == [1, 2, 4], [r["outstanding"] for r in rows]
for r in rows:
    assert float(r["read_ops_per_s"]) > 0 and float(r["write_ops_per_s"]) == 0, r
    assert float(r["lat_p50_us"]) > 0, r
# Little's law on the dynamo's own counts: in flight = IOPS x mean latency. The mean is
# IOmeter's exact sum of latencies over the count, not its bins' middles (which read 10 %
# high against a real dynamo).
for r in rows:
    inflight = float(r["ops_per_s"]) * float(r["lat_mean_us"]) / 1e6
    print(f"outstanding {r['outstanding']}: {float(r['ops_per_s']):.0f} IOPS, mean {float(r['lat_mean_us']):.0f} us, "
          f"in flight {inflight:.2f}")
    depth = int(r["outstanding"])
    assert abs(inflight - depth) <= depth * float(sys.argv[3]) / 100, (depth, inflight)
PY
grep -q "W2019" "$WORK/disk/iometer.csv" || fail "iometer.csv does not name the IOmeter dynamo"
pass "a disk queue-depth sweep on a stock IOmeter dynamo's protocol"

# 1b. The Linux dynamo's known fault: its login says its timer ticks 1.5 times as fast as it
#     does. The manager finds it against its own clock, says so naming the dynamo, and takes
#     the latencies at the rate measured: Little's law still holds (4 outstanding).
python3 - "$WORK/disk.json" > "$WORK/timer.json" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
plan["sweep"] = {"outstanding": [4]}
plan["run_s"] = 2
print(json.dumps(plan))
PY
start_run "$WORK/timer.json" "$WORK/timer"
fake W2019 --dir "$DISK" --misbehave wrong-timer
wait_run 60
[ "$RUN_RC" = 0 ] || { cat "$WORK/run.err" >&2; fail "the run with a wrong timer exited $RUN_RC"; }
grep -q "dynamo W2019: its timer disagrees with the manager's clock" "$WORK/run.err" ||
    { cat "$WORK/run.err" >&2; fail "the wrong timer was not said"; }
python3 - "$WORK/timer" "$LAW_TOLERANCE" <<'PY' || fail "latencies at the wrong timer's rate break Little's law"
import csv, json, sys
r = [r for r in csv.DictReader(open(sys.argv[1] + "/summary.csv")) if r["scope"] == "worker"][0]
inflight = float(r["ops_per_s"]) * float(r["lat_mean_us"]) / 1e6
print(f"wrong timer: {float(r['ops_per_s']):.0f} IOPS, mean {float(r['lat_mean_us']):.0f} us, in flight {inflight:.2f} of 4")
# Beside the row: the warning, and its evidence in results.json: the rate its login claimed
# over the rate measured on the manager's clock, the 1.5 the fake planted.
assert "iometer_timer" in r["warnings"].split(";"), r["warnings"]
row = [x for x in json.load(open(sys.argv[1] + "/results.json"))["steps"][0]["rows"] if x["name"] == "disk"][0]
ratio = [e for e in row["evidence"] if e["backs"] == "iometer_timer"][0]["value"]
print(f"timer ratio measured: {ratio:.3f} (planted 1.5)")
assert 1.4 <= ratio <= 1.6, ratio
# Little's law with the latencies taken at the measured rate: IOmeter's bins are coarse (each
# at its middle), and a sanitizer slows the dynamo between one I/O and the next (as for
# e2e.little_law, LAW_TOLERANCE); at the timer's own word the mean would be two thirds.
low = 4 * (1 - max(10.0, float(sys.argv[2])) / 100) * 0.8
assert low < inflight < 5.2, (inflight, low)
PY
pass "a dynamo's wrong timer is found, said and corrected"

# 1c. What a disk worker's data_pattern and start_offset become (docs/iometer-files.md,
#     "IOmeter's dynamos"): the target's DataPattern and starting sector, in the fake's 4-KiB
#     sectors. Sequential writes, repeating bytes, from 1 MiB on: the fake's log names what
#     it was given; its file was prepared to the span's end; the first MiB keeps the fake's
#     fill (0xA5) and the span holds the writes' byte values.
SPAN=$(mktemp -d /var/tmp/iometry-iometer-span.XXXXXX)
on_exit "rm -rf '$SPAN'"
cat > "$WORK/span.json" <<PLAN
{"format": "iometry.plan/1", "name": "IOmeter span", "run_s": 1, "ramp_s": 0, "sample_ms": 500, "wait_s": 20,
 "dynamos": [{"name": "W2019", "protocol": "iometer"}],
 "specs": [{"name": "64K write", "lines": [{"size": 65536, "read": 0, "random": 0}]}],
 "workers": [{"name": "disk", "dynamo": "W2019", "kind": "disk", "path": "$SPAN", "file_size": 4194304,
              "start_offset": 1048576, "data_pattern": "repeating", "outstanding": 2, "spec": "64K write"}]}
PLAN
start_run "$WORK/span.json" "$WORK/span"
fake W2019 --dir "$SPAN"
wait_run 60
[ "$RUN_RC" = 0 ] || { cat "$WORK/run.err" "$WORK/fake-W2019.log" >&2; fail "the run with a start offset exited $RUN_RC"; }
grep -q "Disk target $SPAN \[[a-z0-9]*\]: starting sector 256, maximum size 1024, data pattern 0\." "$WORK/fake-W2019.log" ||
    { cat "$WORK/fake-W2019.log" >&2; fail "the fake was not given starting sector 256, 1024 sectors, data pattern 0"; }
python3 - "$SPAN/iobw.tst" <<'PY' || fail "the writes did not land in the span, or not as repeating bytes"
import sys
data = open(sys.argv[1], "rb").read()
assert len(data) == 5 << 20, f"the file is {len(data)} bytes, not the span's end (5 MiB)"
assert data[:1 << 20] == b"\xa5" * (1 << 20), "a byte before start_offset was written"
blocks = [data[i:i + 65536] for i in range(1 << 20, len(data), 65536)]
written = [b for b in blocks if b != b"\xa5" * 65536]
assert written, "no write landed in the span"
assert all(len(set(b)) == 1 for b in written), "a write holds more than one byte value"
print(f"span: the first MiB untouched, {len(written)} of {len(blocks)} 64-KiB blocks written, "
      f"{len({b[0] for b in written})} byte values")
PY
# A start that is not a whole number of the target's sectors is refused, naming the worker.
sed 's/"start_offset": 1048576/"start_offset": 512/' "$WORK/span.json" > "$WORK/span512.json"
start_run "$WORK/span512.json" "$WORK/span512"
fake W2019 --dir "$SPAN"
wait_run 60
[ "$RUN_RC" = 1 ] || { cat "$WORK/run.err" >&2; fail "a start_offset of 512 on 4-KiB sectors exited $RUN_RC"; }
grep -q "disk.*start_offset 512 is not a multiple of the 4096-byte sectors" "$WORK/run.err" ||
    { cat "$WORK/run.err" >&2; fail "the refusal of start_offset 512 does not say why"; }
pass "data_pattern and start_offset reach an IOmeter dynamo as its DataPattern and starting sector"

# 1d. A raw disk (IOmeter's physical drive), played by a loop device over a file under
#     /var/tmp: listed by its name as the Linux dynamo lists one ("loop3"), driven only with
#     block_device (the consent), never prepared, read and written directly; what the step
#     counted is what the device's own counters saw. Needs root (losetup).
if [ "$(id -u)" = 0 ] && command -v losetup > /dev/null; then
    truncate -s 64M "$DISK/raw.img"
    loop=$(losetup --find --show "$DISK/raw.img") || fail "no loop device"
    on_exit "losetup -d $loop"
    stat_of() { cat "/sys/block/$(basename "$loop")/stat"; }
    cat > "$WORK/raw.json" <<PLAN
{"format": "iometry.plan/1", "name": "IOmeter raw disk", "run_s": 2, "ramp_s": 0, "sample_ms": 500, "wait_s": 20,
 "dynamos": [{"name": "RAW", "protocol": "iometer"}],
 "specs": [{"name": "16K random 50/50", "lines": [{"size": 16384, "read": 50, "random": 100}]}],
 "workers": [{"name": "raw", "dynamo": "RAW", "kind": "disk", "path": "$loop", "block_device": true,
              "outstanding": 4, "spec": "16K random 50/50"}]}
PLAN
    before=$(stat_of)
    start_run "$WORK/raw.json" "$WORK/raw"
    fake RAW --dir "$DISK" --raw "$loop"
    wait_run 60
    [ "$RUN_RC" = 0 ] || { cat "$WORK/run.err" "$WORK/fake-RAW.log" >&2; fail "the raw disk run exited $RUN_RC"; }
    after=$(stat_of)
    grep -q "Disk target $(basename "$loop"): starting sector 0, maximum size 0" "$WORK/fake-RAW.log" ||
        { cat "$WORK/fake-RAW.log" >&2; fail "the raw disk was not set as the whole device"; }
    python3 - "$WORK/raw" "$before" "$after" "$LAW_TOLERANCE" <<'PY' || fail "the raw disk's results are wrong"
import csv, sys
r = [r for r in csv.DictReader(open(sys.argv[1] + "/summary.csv")) if r["scope"] == "worker"][0]
b, a = [list(map(int, x.split())) for x in sys.argv[2:4]]
# /sys/block/X/stat: sectors read is field 3, sectors written field 7 (512-byte sectors).
kernel_read, kernel_written = (a[2] - b[2]) * 512, (a[6] - b[6]) * 512
seconds = float(r["seconds"])
read = float(r["read_mbit_per_s"]) * 1e6 / 8 * seconds
written = float(r["write_mbit_per_s"]) * 1e6 / 8 * seconds
print(f"raw disk: read {read / 1e6:.2f} MB (device {kernel_read / 1e6:.2f}), written {written / 1e6:.2f} MB "
      f"(device {kernel_written / 1e6:.2f}), {float(r['ops_per_s']):.0f} IOPS")
# The device also saw the I/O between BEGIN_IO and RECORD_ON and after RECORD_OFF.
below = max(5.0, float(sys.argv[4])) / 100
for counted, kernel in ((read, kernel_read), (written, kernel_written)):
    assert kernel > 0 and 1 - below <= counted / kernel <= 1.0 + 1e-9, (counted, kernel)
PY
    # The same device without the consent (named as the dynamo lists it, with a test file's
    # size, which a plan's reader takes for a file) is refused, naming the worker and what to give.
    sed "s|\"path\": \"$loop\", \"block_device\": true,|\"path\": \"$(basename "$loop")\", \"file_size\": 16777216,|" \
        "$WORK/raw.json" > "$WORK/raw-noconsent.json"
    grep -q '"file_size"' "$WORK/raw-noconsent.json" || fail "the plan without consent was not written"
    start_run "$WORK/raw-noconsent.json" "$WORK/raw-noconsent"
    fake RAW --dir "$DISK" --raw "$loop"
    wait_run 60
    [ "$RUN_RC" = 1 ] || { cat "$WORK/run.err" >&2; fail "a raw disk without block_device exited $RUN_RC"; }
    grep -q "raw.*is a raw disk: writing to it destroys its data; give the worker \"block_device\": true" "$WORK/run.err" ||
        { cat "$WORK/run.err" >&2; fail "the raw disk without consent was not refused with its reason"; }
    pass "a raw disk of an IOmeter dynamo: driven with block_device, counted as the device counted it"
else
    echo "SKIP: a raw disk of an IOmeter dynamo needs root and losetup"
fi

# 2. A TCP pair between two IOmeter dynamos: the server receives what the client sends.
cat > "$WORK/tcp.json" <<PLAN
{"format": "iometry.plan/1", "name": "IOmeter TCP pair", "run_s": 1, "ramp_s": 0, "sample_ms": 500, "wait_s": 20,
 "dynamos": [{"name": "server", "protocol": "iometer"}, {"name": "client", "protocol": "iometer"}],
 "specs": [{"name": "64K receive", "lines": [{"size": 65536, "read": 100}]}],
 "workers": [{"name": "pair", "dynamo": "server", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "client", "address": "127.0.0.1"}, "spec": "64K receive"}]}
PLAN
start_run "$WORK/tcp.json" "$WORK/tcp"
fake server --dir "$DISK"
fake client --dir "$DISK"
wait_run 60
[ "$RUN_RC" = 0 ] || { cat "$WORK/run.err" "$WORK"/fake-*.log >&2; fail "the TCP pair exited $RUN_RC"; }
python3 - "$WORK/tcp" <<'PY' || fail "the TCP pair's results are wrong"
import csv, sys
rows = {(r["scope"], r["name"]): r for r in csv.DictReader(open(sys.argv[1] + "/summary.csv"))}
w = rows[("worker", "pair")]
print(f"TCP pair: {float(w['mbit_per_s']):.0f} Mbit/s received by the server")
assert float(w["read_mbit_per_s"]) > 0, w
# The fake counts its manager results' time in jiffies, as a Linux dynamo does: its received
# bytes carry the Linux build's known fault, beside the row.
assert "iometer_receive_count" in w["warnings"].split(";"), w["warnings"]
# The host's network from its manager results (Net_Results): on loopback (MTU 65536) every
# 64 KiB the server received crossed lo at least once sent and once received, so the host's
# packets are at least twice the received bytes / 65536; other traffic can only add.
s = rows[("dynamo", "server")]
assert s["host_pps"] != "", ("no host_pps from the IOmeter dynamo's Net_Results", s)
received = float(w["read_mbit_per_s"]) * 1e6 / 8 * float(w["seconds"])
packets = float(s["host_pps"]) * float(s["seconds"])
print(f"host packets {packets:.0f} for {received / 65536:.0f} x 64 KiB received, "
      f"{float(s['host_tcp_retrans_per_s']):.2f} TCP retransmissions/s")
assert packets >= 2 * received / 65536, (packets, received)
# The two dynamos logged in from one address: one host, its network counted once in all.
a = rows[("all", "all")]
assert float(a["host_pps"]) < 1.5 * max(float(s["host_pps"]), float(rows[("dynamo", "client")]["host_pps"])), \
    (a["host_pps"], s["host_pps"])
# iometer.csv's MANAGER row carries the same Packets/Second (IOmeter's own column).
lines = open(sys.argv[1] + "/iometer.csv", encoding="utf-8").read().splitlines()
header = next(l for l in lines if l.startswith("'Target Type")).split(",")
col = {name: i for i, name in enumerate(header)}
managers = [l.split(",") for l in lines if l.startswith("MANAGER,")]
server = next(m for m in managers if m[col["Target Name"]] == "server")
pps = float(server[col["Packets/Second"]])
assert abs(pps - float(s["host_pps"])) <= 0.01 * pps + 1, (pps, s["host_pps"])
PY
pass "a TCP pair between two IOmeter dynamos, the hosts' network from their manager results"

# 3. Faults: each ends the run with exit 1 and the dynamo's name, never a hang.
cat > "$WORK/fault.json" <<PLAN
{"format": "iometry.plan/1", "name": "IOmeter fault", "run_s": 2, "ramp_s": 0, "sample_ms": 500, "wait_s": 2,
 "dynamos": [{"name": "F1", "protocol": "iometer"}],
 "specs": [{"name": "4K read", "lines": [{"size": 4096, "read": 100}]}],
 "workers": [{"name": "disk", "dynamo": "F1", "kind": "disk", "path": "$DISK", "file_size": 1048576,
              "spec": "4K read"}]}
PLAN
for fault in short-login wrong-size wrong-version stall-results close-on-start short-results; do
    start_run "$WORK/fault.json" "$WORK/fault-$fault"
    fake F1 --dir "$DISK" --misbehave "$fault"
    wait_run 45
    [ "$RUN_RC" = 1 ] || { cat "$WORK/run.err" >&2; fail "$fault: the run exited $RUN_RC, not 1"; }
    grep -q "F1" "$WORK/run.err" || { cat "$WORK/run.err" >&2; fail "$fault: no message names the dynamo"; }
    echo "$fault: $(grep -E "error|refused|closed|lost" "$WORK/run.err" | head -2 | tr '\n' ' ')"
done
pass "every fault of an IOmeter dynamo ends the run with its name, none hangs"
