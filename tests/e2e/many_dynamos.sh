#!/usr/bin/env bash
# Proved at scale on one machine (issue #41): 128 spawned dynamos d001..d128 on loopback,
# each with a light load of its own — a paced TCP request/response pair (64 B / 64 B, 50 a
# second) and a paced UDP stream (100-byte datagrams, 100 a second) — run inside a network
# namespace this test makes, so that its loopback carries this test's traffic only.
# Run 1 (2 repeats of 5 s, ramp 0, "on_dynamo_loss" "stop"):
#  1. every step completes (exit 0) and results.json has each step's start skew
#     (clock.start_skew_ms, docs/protocol.md "One clock"), printed and held loosely (under
#     500 ms: on a 2-core machine 128 processes woken at one instant take turns; 20–30 ms
#     measured beside a compiler (docs/protocol.md), 33–146 ms beside a parallel build of
#     two jobs, where the aim is 5);
#  2. at least 99 % of the 1-s intervals arrive from every dynamo (rows of scope `dynamo`
#     in samples.csv with interval_s above 0, at most run_s / sample_s a dynamo, against
#     run_s / sample_s x 128: bench/many_dynamos.py's measure);
#  3. the datagrams the run counted (the `all` rows' `datagrams` in samples.csv, every
#     interval: with ramp_s 0 that is all the time the streams ran) against the namespace's
#     kernel (/proc/net/snmp, Udp: OutDatagrams, read before and after the run), within
#     0.5 %. The kernel also counts what no interval does: each pair's hello (at least one,
#     again every 20 ms until answered) and its three acknowledgements, every step
#     (docs/protocol.md, "UDP data path"); those 4 a pair and step are taken off, the extra
#     hellos and the last datagrams of a step that arrive after its window closed are what
#     may remain, and they must stay within the 0.5 % (measured +0.07 to +0.21 %; +0.43 %
#     once in 4-s steps while another test run shared the cores and the receivers woke
#     late: what remains is their lateness over run_s, so the steps last 5 s). Where nft
#     is there, a counter on the data datagrams' size (UDP length 108) splits the kernel's
#     count exactly: the data datagrams within 0.5 % of the run's, the rest at least the 4
#     a pair and step;
#  4. the merged p99: results.json keeps each worker row's whole histogram
#     (`latency_histogram`), merged offline bucket by bucket: its p99 is the all row's, to
#     one histogram bucket (1/128). And what iometer.csv holds is checked too: no step's last interval has
#     round trips without their latency (samples.csv; an earlier interval's may move to the
#     next, by design, and is only said); iometer.csv's 21 latency bins of
#     the WORKER rows add up, bin by bin, to the ALL row's, and each worker's bins hold as
#     many round trips as it made; the `all` row's lat_p99_us lies in the bin where the
#     workers' bins merged reach the 99th percentile (to one histogram bucket, 1/128, at
#     its ends), and between the smallest and the largest worker p99 (a merged quantile
#     always does).
# Run 2 (one step of 5 s, "on_dynamo_loss" "continue"): 5 dynamos are killed (SIGKILL)
#  about 2 s into the step; the run completes, the other 123's rows are whole (every
#  interval carrying both workers' load, four in five of the requests of their schedules
#  come due and seven in ten answered, datagrams none lost), the five's are short, every row says 5
#  dynamos_lost, results.json names them.
# The measured numbers are printed for the notes (skew, coverage, kernel against tool, p99).
# A failed check is said at once and fails the test at the end, after every check has
# printed its numbers. IOMETRY_MANY_PLANT_PCT=1 adds 1 % to the datagrams the run counted,
# a wrong expectation that check 3 must refuse (it does: -0.87 % against the kernel).
source "$(dirname "$0")/lib.sh"
need_root

N=128
RUN_S=5
ns=iometry-many-$$
ip netns add "$ns" || fail "cannot make the network namespace $ns"
on_exit "ip netns del $ns"
# Whatever is left in the namespace (a run killed half-way, its dynamos) dies with the test.
on_exit "ip netns pids $ns | xargs -r kill -9; sleep 0.2"
ip -n "$ns" link set lo up

plan() {  # FILE REPEATS RUN_S ON_LOSS
    cat > "$1" <<PLAN
{"format": "iometry.plan/1", "name": "many dynamos", "run_s": $3, "ramp_s": 0, "sample_ms": 1000,
 "repeats": $2, "wait_s": 60, "on_dynamo_loss": "$4",
 "dynamos": [{"name": "d{001..$N}", "spawn": true}],
 "specs": [{"name": "rr", "lines": [{"size": 64, "read": 0, "reply": 64}]},
           {"name": "dg", "lines": [{"size": 100, "read": 0}]}],
 "workers": [{"name": "r{001..$N}", "dynamo": "d{001..$N}", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "d{001..$N}", "address": "127.0.0.1"}, "spec": "rr", "rate_per_s": 50},
             {"name": "u{001..$N}", "dynamo": "d{001..$N}", "kind": "udp", "bind": "127.0.0.1",
              "peer": {"dynamo": "d{001..$N}", "address": "127.0.0.1"}, "spec": "dg", "rate_mbit": 0.08}]}
PLAN
}
# A check that fails is said at once and fails the test at the end, so that every check's
# numbers are printed.
failed=()
later() { echo "FAIL (the test goes on): $1" >&2; failed+=("$1"); }
udp_counter() {  # NAME -> the namespace's Udp: NAME (/proc/net/snmp)
    ip netns exec "$ns" cat /proc/net/snmp |
        awk -v want="$1" '$1 == "Udp:" { if (!n) { for (i = 2; i <= NF; i++) c[$i] = i; n = 1 } else print $c[want] }'
}

# nft, where it is: the datagrams of the data's size (100 B of payload, UDP length 108)
# apart from the rest (hellos and acknowledgements: 18 B of header and a 32-B cookie).
nft_ok=0
if command -v nft > /dev/null && ip netns exec "$ns" nft -f - <<'NFT'; then nft_ok=1; fi
table inet iometry_many {
    counter data {}
    counter other {}
    chain out {
        type filter hook output priority 0; policy accept;
        meta l4proto udp udp length 108 counter name "data"
        meta l4proto udp udp length != 108 counter name "other"
    }
}
NFT
[ "$nft_ok" = 1 ] || echo "nft: not here, or refused: the kernel's datagrams are not split by size"
nft_packets() {  # COUNTER
    ip netns exec "$ns" nft list counter inet iometry_many "$1" | awk '$1 == "packets" { print $2 }'
}

# Run 1: two clean steps.
plan "$WORK/plan.json" 2 "$RUN_S" stop
out0=$(udp_counter OutDatagrams)
in0=$(udp_counter InDatagrams)
noports0=$(udp_counter NoPorts)
inerr0=$(udp_counter InErrors)
started=$SECONDS
rc=0
ip netns exec "$ns" "$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/run.out" 2>&1 || rc=$?
echo "run 1: $N dynamos, 2 steps of $RUN_S s, took $((SECONDS - started)) s"
grep -v -e "connected from" -e "started local dynamo" "$WORK/run.out"
[ "$rc" -eq 0 ] || fail "run 1 exited $rc"
out1=$(udp_counter OutDatagrams)
in1=$(udp_counter InDatagrams)
noports1=$(udp_counter NoPorts)
inerr1=$(udp_counter InErrors)
nft_data="" nft_other=""
if [ "$nft_ok" = 1 ]; then nft_data=$(nft_packets data); nft_other=$(nft_packets other); fi

python3 - "$WORK/r" "$N" "$RUN_S" <<'PY' && pass "run 1: 2 steps of $N dynamos completed; start skew recorded; intervals arrived" || later "run 1: the steps, their start skew or their intervals are not as they should be"
import csv, json, sys
folder, n, run_s = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
steps = [s for s in json.load(open(folder + "/results.json"))["steps"] if s["repeat"] != "agg"]
assert len(steps) == 2, [(s["step"], s["repeat"]) for s in steps]
summary = {(r["step"], r["repeat"]): r for r in csv.DictReader(open(folder + "/summary.csv"))
           if r["scope"] == "all"}
# 1. Every step complete, and its start skew recorded.
for s in steps:
    assert not s["aborted"], s["repeat"]
    c = s.get("clock")
    assert c and c.get("start_skew_ms") is not None and len(c["dynamos"]) == n, c and sorted(c)
    late = max(c["dynamos"].items(), key=lambda x: x[1]["late_ms"])
    print(f"step {s['step']} repeat {s['repeat']}: start skew {c['start_skew_ms']:.1f} ms "
          f"(uncertainty {c['uncertainty_ms']:.2f} ms, lead {c['lead_ms']:.1f} ms; latest to wake "
          f"{late[0]}, {late[1]['late_ms']:.1f} ms late)")
    assert 0 <= c["start_skew_ms"] < 500, c["start_skew_ms"]
    row = summary[(str(s["step"]), str(s["repeat"]))]
    assert abs(float(row["start_skew_ms"]) - c["start_skew_ms"]) < 0.001, (row["start_skew_ms"], c["start_skew_ms"])
    assert row["dynamos_lost"] == "0" and int(row["workers"]) == 2 * n, (row["dynamos_lost"], row["workers"])
# 2. The intervals that arrived from every dynamo (bench/many_dynamos.py's measure).
per = round(run_s)  # run_s / sample_s, sample_ms 1000
seen = {}
for r in csv.DictReader(open(folder + "/samples.csv")):
    if r["scope"] == "dynamo" and r["ramp"] == "0" and r["interval_s"] and float(r["interval_s"]) > 0:
        key = (r["step"], r["repeat"], r["name"])
        seen[key] = seen.get(key, 0) + 1
for s in steps:
    mine = {k[2]: v for k, v in seen.items() if k[:2] == (str(s["step"]), str(s["repeat"]))}
    pct = 100 * sum(min(v, per) for v in mine.values()) / (per * n)
    short = sorted(k for k, v in mine.items() if v < per)
    print(f"step {s['step']} repeat {s['repeat']}: {pct:.2f} % of the {per * n} intervals arrived, "
          f"from {len(mine)} dynamos" + (f" (short: {short[:8]})" if short else ""))
    assert len(mine) == n and pct >= 99, (len(mine), pct, short[:8])
PY

# The round trips of every interval were timed. A worker's lane caught inside a record()
# when the sampler takes its interval (preempted there for more than 5 ms: 128 dynamos on
# 2 cores) leaves that interval's latencies for the next take (engine/stats/
# latency_handoff.hpp): an interval with round trips and no latency, whose latencies the
# next interval carries. Said, not failed; but at the step's last interval there is no
# next one, and its latencies are lost to the step (transactions counted, never timed):
# that fails (and the bins' count below with it).
python3 - "$WORK/r" <<'PY' && pass "no interval's latencies were lost" || later "a step's last interval has round trips and no latency"
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1] + "/samples.csv")) if r["scope"] == "worker"]
last = {}
for r in rows:
    key = (r["step"], r["repeat"], r["name"])
    last[key] = max(last.get(key, 0.0), float(r["t_s"]))
blind = [r for r in rows if float(r["transactions_per_s"] or 0) > 0 and not r["lat_mean_us"]]
lost = [r for r in blind if float(r["t_s"]) == last[(r["step"], r["repeat"], r["name"])]]
for r in blind:
    print("no latency: step %s repeat %s worker %s, the interval ending at t_s %s, %s round trips/s: %s" % (
        r["step"], r["repeat"], r["name"], r["t_s"], r["transactions_per_s"],
        "the step's last, so lost" if r in lost else "carried by the next"))
print(f"{len(blind)} interval(s) of {len(rows)} without their latency, {len(lost)} of them a step's last")
assert not lost
PY

# 3. The datagrams against the kernel's counters.
python3 - "$WORK/r" "$N" "$((out1 - out0))" "$((in1 - in0))" "$((noports1 - noports0))" "$((inerr1 - inerr0))" "$nft_data" "$nft_other" \
    "${IOMETRY_MANY_PLANT_PCT:-0}" <<'PY' && pass "the run's datagrams are the kernel's, within 0.5 %" || later "the datagrams the run counted are not the kernel's"
import csv, sys
folder, n, out, inn, noports, inerr = sys.argv[1], int(sys.argv[2]), *map(int, sys.argv[3:7])
nft_data = int(sys.argv[7]) if sys.argv[7] else None
nft_other = int(sys.argv[8]) if sys.argv[8] else None
plant = float(sys.argv[9])  # IOMETRY_MANY_PLANT_PCT: a wrong expectation, to see this check fail
samples = [r for r in csv.DictReader(open(folder + "/samples.csv")) if r["scope"] == "all"]
tool = sum(int(r["datagrams"] or 0) for r in samples)
lost = sum(int(r["lost"] or 0) for r in samples)
summary = [r for r in csv.DictReader(open(folder + "/summary.csv")) if r["scope"] == "all" and r["repeat"] != "agg"]
steps = len(summary)
in_summary = sum(int(r["datagrams"]) for r in summary)
# With ramp_s 0 every interval is measured: the steps' rows hold all the intervals held.
assert in_summary == tool, ("summary.csv", in_summary, "samples.csv", tool)
tool = round(tool * (1 + plant / 100))
control = 4 * n * steps  # each pair and step: one hello at least, three acknowledgements
rest = out - control - tool
pct = 100 * rest / tool
print(f"datagrams: the run counted {tool} ({lost} lost) over {steps} steps; the kernel sent {out} "
      f"(received {inn}, {noports} to a socket already closed, {inerr} dropped), {control} of them hellos and "
      f"acknowledgements at least: {rest:+d} left over, {pct:+.3f} % of the run's")
# Only loopback: every datagram sent came in, to a socket or to none; InDatagrams counts
# those a program read, so a step's last few, still queued when its socket closed, are not.
unread = out - inn - noports - inerr
print(f"kernel: {unread} datagrams sent and never read (queued when their socket closed)")
assert 0 <= unread <= 0.005 * out, ("in", inn, "no port", noports, "errors", inerr, "out", out)
assert abs(pct) <= 0.5, pct
if nft_data is not None:
    dpct = 100 * (nft_data - tool) / tool
    print(f"datagrams by size (nft): {nft_data} data datagrams ({dpct:+.3f} % of the run's {tool}), "
          f"{nft_other} hellos and acknowledgements (at least {control}); together {nft_data + nft_other}")
    assert abs(dpct) <= 0.5, dpct
    assert nft_other >= control and nft_data + nft_other == out, (nft_other, control, nft_data + nft_other, out)
PY

# 4. The merged p99, as far as the folder allows (iometer.csv's bins).
python3 - "$WORK/r" <<'PY' && pass "the all row's p99 lies where the workers' merged bins put it (iometer.csv)" || later "the all row's p99 is not the workers' merged"
import csv, math, sys
folder = sys.argv[1]
# The 21 bins' ends, µs (docs/metrics.md, "iometer.csv").
ends = [0, 50, 100, 200, 500, 1e3, 2e3, 5e3, 10e3, 15e3, 20e3, 30e3, 50e3, 100e3, 200e3, 500e3,
        1e6, 2e6, 4.7e6, 5e6, 10e6, math.inf]
tests, header = [], None
for line in csv.reader(open(folder + "/iometer.csv")):
    if not line:
        continue
    if line[0] == "'Target Type":
        header = line
        tests.append({"all": None, "workers": {}})
    elif header and line[0] in ("ALL", "WORKER"):
        bins = [int(x) for x in line[-21:]]
        if line[0] == "ALL":
            tests[-1]["all"] = bins
        else:
            tests[-1]["workers"][line[1]] = bins
rows = list(csv.DictReader(open(folder + "/summary.csv")))
alls = [r for r in rows if r["scope"] == "all" and r["repeat"] != "agg"]
assert len(tests) == len(alls) == 2, (len(tests), len(alls))
for test, row in zip(tests, alls):
    merged = [sum(w[i] for w in test["workers"].values()) for i in range(21)]
    assert merged == test["all"], ("the workers' bins", merged, "the ALL row's", test["all"])
    count = sum(merged)
    rank = math.ceil(0.99 * count)
    cum, b = 0, 0
    for b, c in enumerate(merged):
        cum += c
        if cum >= rank:
            break
    lo, hi = ends[b] * (1 - 1 / 128), ends[b + 1] * (1 + 1 / 128)
    p99 = float(row["lat_p99_us"])
    workers = [float(r["lat_p99_us"]) for r in rows if r["scope"] == "worker" and r["repeat"] == row["repeat"]
               and r["lat_p99_us"]]
    print(f"repeat {row['repeat']}: all-row p99 {p99:.0f} us; the {len(test['workers'])} workers' bins merged "
          f"({count} round trips) reach the 99th percentile in {ends[b]:.0f}-{ends[b + 1]:.0f} us; "
          f"the {len(workers)} workers' own p99s {min(workers):.0f}-{max(workers):.0f} us")
    # The bins hold every round trip: each worker's as many as it made (its rate, to 0.1,
    # times its seconds: 0.05 x seconds either way; one more at most, one that completed
    # as the last sample was taken).
    for r in rows:
        if r["scope"] == "worker" and r["repeat"] == row["repeat"] and float(r["transactions_per_s"] or 0) > 0:
            made = float(r["transactions_per_s"]) * float(r["seconds"])
            binned = sum(test["workers"][r["name"]])
            rounding = 0.05 * float(r["seconds"]) + 0.01
            assert -rounding <= binned - made <= 1 + rounding, (f"repeat {row['repeat']} worker {r['name']}: {binned} round trips "
                f"in its latency bins, {made:.1f} made ({r['transactions_per_s']}/s x {r['seconds']} s)")
    assert lo <= p99 <= hi, (p99, lo, hi)
    assert min(workers) * (1 - 1 / 128) <= p99 <= max(workers) * (1 + 1 / 128), (p99, min(workers), max(workers))
PY

# 4b. The merged p99 exactly: results.json keeps every worker row's whole histogram
#     (`latency_histogram`, docs/report.md); merged offline, bucket by bucket, its p99 (the
#     engine's rank, engine/stats/histogram.cpp) is in the bucket of the all row's p99, or
#     the next one either way (the CSV rounds the µs to two decimals).
python3 - "$WORK/r" <<'PY' && pass "the all row's p99 is the p99 of the workers' histograms merged offline, to one bucket" || later "the all row's p99 is not the workers' histograms merged"
import csv, json, math, sys
folder = sys.argv[1]
def index_of(ns):  # engine/stats/histogram.hpp, LatencyHistogram::indexOf (7 sub-bucket bits)
    width = ns.bit_length()
    shift = width - 8 if width > 8 else 0
    return (shift << 7) + (ns >> shift)
steps = [s for s in json.load(open(folder + "/results.json"))["steps"] if s["repeat"] != "agg"]
for step in steps:
    merged, n, lo, hi = {}, 0, None, 0
    # The workers that timed anything (the TCP pairs' round trips; a UDP stream times none).
    workers = [r for r in step["rows"] if r["scope"] == "worker" and r["lat_p99_us"] is not None]
    for r in workers:
        h = r.get("latency_histogram")
        assert h, ("no latency_histogram for worker", r["name"], "step", step["step"], "repeat", step["repeat"])
        n += h["n"]
        lo = h["min"] if lo is None else min(lo, h["min"])
        hi = max(hi, h["max"])
        for b, c in h["b"]:
            merged[b] = merged.get(b, 0) + c
    exact = 0.99 * n
    rank = min(max(round(exact) if abs(exact - round(exact)) <= 1e-12 * max(1, exact) else math.ceil(exact), 1), n)
    cum = 0
    for b in sorted(merged):
        cum += merged[b]
        if cum >= rank:
            break
    (total,) = [r for r in step["rows"] if r["scope"] == "all"]
    p99_ns = round(float(total["lat_p99_us"]) * 1000)
    k = index_of(min(max(p99_ns, lo), hi))
    print(f"step {step['step']} repeat {step['repeat']}: {len(workers)} workers' histograms merged offline, "
          f"{n} round trips: p99 in bucket {b}; the all row's p99 {total['lat_p99_us']} us in bucket {k}")
    assert abs(k - b) <= 1, (b, k)
PY

# 5. Five dynamos killed in the middle of a "continue" run.
victims="d007 d033 d064 d099 d128"
plan "$WORK/loss.json" 1 5 continue
started=$SECONDS
# `ip netns exec` execs: $! is iometry-run, the parent of the dynamos it spawns.
ip netns exec "$ns" "$BIN/iometry-run" "$WORK/loss.json" --results "$WORK/l" > "$WORK/loss.out" 2>&1 &
run=$!
on_exit "kill -9 $run 2>/dev/null"
for i in $(seq 1 1200); do  # until the step's load runs (its first interval recorded): 60 s at most
    [ "$(wc -l 2> /dev/null < "$WORK/l/samples.csv" || echo 0)" -gt 1 ] && break
    kill -0 "$run" 2> /dev/null || break
    sleep 0.05
done
[ "$(wc -l 2> /dev/null < "$WORK/l/samples.csv" || echo 0)" -gt 1 ] || { cat "$WORK/loss.out"; fail "run 2 did not start its load"; }
sleep 1  # about 2 s into the 5-s step
pids=()
for d in $victims; do
    pid=$(pgrep -P "$run" -f "^[^ ]*iometry-dynamo .*--name $d( |\$)" | head -1)
    [ -n "$pid" ] || fail "no dynamo $d under the run $run"
    pids+=("$pid")
done
kill -9 "${pids[@]}"
rc=0
wait "$run" || rc=$?
echo "run 2: killed $victims (pids ${pids[*]}); took $((SECONDS - started)) s"
grep -v -e "connected from" -e "started local dynamo" "$WORK/loss.out"
[ "$rc" -eq 0 ] || fail "run 2 exited $rc"
for d in $victims; do
    grep -q "lost dynamo $d .*the run goes on without it" "$WORK/loss.out" || fail "run 2: the loss of $d is not said"
done
grep -q "without 5 lost dynamo(s)" "$WORK/loss.out" || fail "run 2: the step line does not say the loss"
python3 - "$WORK/l" "$N" "$victims" <<'PY' && pass "run 2: 5 dynamos killed, the other 123 whole" || later "run 2: the rows are not as the loss left them"
import csv, json, sys
folder, n, victims = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
steps = [s for s in json.load(open(folder + "/results.json"))["steps"] if s["repeat"] != "agg"]
assert len(steps) == 1 and sorted(steps[0].get("dynamos_lost", [])) == victims, [s.get("dynamos_lost") for s in steps]
# A dynamo woken late for the common instant has a window shorter by as much (its intervals
# are counted from the instant, docs/protocol.md "One grid"): whole is the instant's 5 s.
late = {name: d.get("late_ms", 0) / 1e3 for name, d in steps[0].get("clock", {}).get("dynamos", {}).items()}
rows = list(csv.DictReader(open(folder + "/summary.csv")))
assert all(r["dynamos_lost"] == "5" for r in rows), sorted({r["dynamos_lost"] for r in rows})
workers = {r["name"]: r for r in rows if r["scope"] == "worker"}
intervals, busy = {}, {}  # each dynamo's intervals; each worker's intervals that carried its load
for r in csv.DictReader(open(folder + "/samples.csv")):
    if not r["interval_s"] or float(r["interval_s"]) <= 0:
        continue
    if r["scope"] == "dynamo":
        intervals[r["name"]] = intervals.get(r["name"], 0) + 1
    elif r["scope"] == "worker" and float(r["transactions_per_s"] or 0) + float(r["datagrams"] or 0) > 0:
        busy[r["name"]] = busy.get(r["name"], 0) + 1
whole = short = 0
answered, dues = [], []
for i in range(1, n + 1):
    d, rr, u = f"d{i:03d}", f"r{i:03d}", f"u{i:03d}"
    if d in victims:
        # What arrived before the kill: about 2 s of the 5, never all of it.
        assert intervals.get(d, 0) < 5 and busy.get(rr, 0) < 5 and busy.get(u, 0) < 5, (d, intervals.get(d), busy.get(rr), busy.get(u))
        assert rr not in workers or float(workers[rr]["transactions_per_s"]) * float(workers[rr]["seconds"]) < 50 * 4.5, (rr, workers.get(rr))
        short += 1
        continue
    # Whole: every interval, each carrying both workers' load, the window's seconds, the
    # requests of its schedule come due in them (offered_per_s, counted by the end that
    # keeps the schedule: from when its lane began, which on 2 cores shared by 128 dynamos
    # and more may be a few hundred ms after the window opened), seven in ten of those
    # answered, and its stream's datagrams, none lost. The rest were still late when the
    # step ended: a lane starved of CPU near the end owes what came due meanwhile, and 128
    # dynamos beside a parallel build on 2 cores once left 14 of 245 unanswered, with 216 ms
    # the longest round trip answered; beside another test run, 18 % of 250. A killed
    # dynamo's rows have fewer intervals.
    assert intervals.get(d) == 5 and busy.get(rr) == 5 and busy.get(u) == 5, (d, intervals.get(d), busy.get(rr), busy.get(u))
    r = workers[rr]
    due = float(r["offered_per_s"]) * float(r["seconds"])
    made = float(r["transactions_per_s"]) * float(r["seconds"])
    assert float(r["seconds"]) + late.get(d, 0) > 4.9 and due >= 0.8 * 50 * float(r["seconds"]), (rr, r["seconds"], late.get(d), r["offered_per_s"])
    assert made >= 0.7 * due, (rr, "made", made, "due", due)
    w = workers[u]
    assert float(w["seconds"]) + late.get(d, 0) > 4.9 and int(w["datagrams"]) > 0 and w["lost"] == "0", (u, w["seconds"], late.get(d), w["datagrams"], w["lost"])
    whole += 1
    answered.append(made / due)
    dues.append(due)
print(f"run 2: {whole} dynamos' rows whole (5 intervals; {min(dues):.0f}-{max(dues):.0f} requests due "
      f"of 250, {100 * min(answered):.1f} % answered at the least; datagrams, none lost); "
      f"{short} lost ({', '.join(steps[0]['dynamos_lost'])}) with what arrived before the kill; "
      f"every row says dynamos_lost 5")
PY
[ ${#failed[@]} -eq 0 ] || fail "$(IFS=';'; echo "${failed[*]}")"
pass "$N dynamos: steps complete, start skew recorded, intervals arrived, datagrams as the kernel's, p99 where the bins put it; 5 killed, 123 whole"
