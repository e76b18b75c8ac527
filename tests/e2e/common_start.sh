#!/usr/bin/env bash
# One clock (docs/protocol.md, "One clock"): the manager reads every dynamo's clock before a
# step starts and names one instant, in each dynamo's own clock, at which all open their
# window. Checked against ground truth and against the numbers' own law:
#  - one dynamo runs in a time namespace whose monotonic clock is 100000 s ahead of the
#    host's (unshare --time): its measured offset is those 100000 s, to its uncertainty;
#  - each dynamo says how late after the instant its window opened (late_ms, on its own
#    clock); its start on the manager's clock, from its window and its offset, must be
#    that lateness (the earliest's taken away), to the two offsets' uncertainties: an
#    offset off by more would show here;
#  - the start skew is the latest start less the earliest, as recorded in summary.csv.
# Twelve dynamos (eleven spawned), each with a light paced TCP pair on loopback, 2 repeats.
source "$(dirname "$0")/lib.sh"

[ "$(id -u)" -eq 0 ] || { echo "SKIP: a time namespace needs root"; exit 77; }
unshare --fork --time --monotonic 100000 true 2> /dev/null ||
    { echo "SKIP: this kernel or unshare has no time namespaces"; exit 77; }

port=$((20000 + RANDOM % 20000))
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"
chmod 600 "$WORK/token"
cat > "$WORK/plan.json" <<PLAN
{"format": "iometry.plan/1", "name": "common start", "run_s": 2, "ramp_s": 0, "sample_ms": 500, "repeats": 2,
 "wait_s": 20,
 "dynamos": [{"name": "shifted"}, {"name": "d{01..11}", "spawn": true}],
 "specs": [{"name": "rr", "lines": [{"size": 64, "read": 0, "reply": 64}]}],
 "workers": [{"name": "s", "dynamo": "shifted", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "shifted", "address": "127.0.0.1"}, "spec": "rr", "rate_per_s": 100},
             {"name": "w{01..11}", "dynamo": "d{01..11}", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "d{01..11}", "address": "127.0.0.1"}, "spec": "rr", "rate_per_s": 100}]}
PLAN
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" --listen "127.0.0.1:$port" \
    --token-file "$WORK/token" > "$WORK/run.out" 2>&1 &
manager=$!
on_exit "kill -9 $manager 2>/dev/null"
# The shifted dynamo retries until the manager listens.
timeout 30 unshare --fork --kill-child --time --monotonic 100000 "$BIN/iometry-dynamo" --manager "127.0.0.1:$port" \
    --name shifted --token-file "$WORK/token" --reconnect > "$WORK/dynamo.out" 2>&1 &
# Killed by its token file: SIGKILL to timeout would leave the service dynamo retrying.
on_exit "pkill -9 -f -- '--token-file $WORK/token' 2>/dev/null"
rc=0
wait "$manager" || rc=$?
[ "$rc" -eq 0 ] || { cat "$WORK/run.out" "$WORK/dynamo.out"; fail "the run exited $rc"; }

python3 - "$WORK/r" <<'PY' || fail "the common start does not hold"
import csv, json, sys
steps = [s for s in json.load(open(sys.argv[1] + "/results.json"))["steps"] if s["repeat"] != "agg"]
skews = [float(r["start_skew_ms"]) for r in csv.DictReader(open(sys.argv[1] + "/summary.csv"))
         if r["scope"] == "all" and r["repeat"] != "agg"]
assert len(steps) == 2 == len(skews), (len(steps), skews)
for step, skew in zip(steps, skews):
    c = step["clock"]
    d = c["dynamos"]
    assert len(d) == 12 and c["lead_ms"] is not None and c["lead_ms"] > 0, c
    shifted = d["shifted"]
    planted = 100000e3
    print(f"lead {c['lead_ms']:.1f} ms, skew {c['start_skew_ms']:.3f} ms (uncertainty {c['uncertainty_ms']:.3f}); "
          f"shifted: offset {shifted['offset_ms'] - planted:+.3f} ms from the planted 100000 s, "
          f"late {shifted['late_ms']:.3f} ms")
    # Ground truth: the namespace's offset, to the exchange's uncertainty (and the host's
    # own offset between two processes, nil).
    assert abs(shifted["offset_ms"] - planted) <= shifted["uncertainty_ms"] + 0.01, shifted
    for name, x in d.items():
        if name != "shifted":
            assert abs(x["offset_ms"]) <= x["uncertainty_ms"] + 0.01, (name, x)
    # The law: each start on the manager's clock is its lateness on its own clock, the
    # earliest's taken away, to the two offsets' uncertainties.
    first = min(d.values(), key=lambda x: x["start_ms"])
    for name, x in d.items():
        assert x["late_ms"] >= 0, (name, x)
        expected = x["late_ms"] - first["late_ms"]
        assert abs(x["start_ms"] - expected) <= x["uncertainty_ms"] + first["uncertainty_ms"] + 0.01, (name, x, first)
    assert abs(max(x["start_ms"] for x in d.values()) - c["start_skew_ms"]) < 1e-6, c
    assert abs(skew - c["start_skew_ms"]) < 0.001, (skew, c["start_skew_ms"])
PY
pass "12 dynamos, one of them 100000 s ahead, opened their windows at one instant: offsets and lateness agree"
