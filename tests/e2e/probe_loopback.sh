#!/usr/bin/env bash
# Probes (docs/plan-format.md, "Probes"; docs/metrics.md, "Latency under load"), on
# loopback with two spawned dynamos: a TCP stream loads the path while a UDP probe asks
# 20 times a second, with 1 s idle before and after each step of a two-step size sweep.
# - every step has the probe's three rows (idle_before, load, idle_after), each at its
#   own rate (20/s within 10 %), and the probe's size is its own (64 B whatever the step);
# - nothing of the probe is in the load's rows: all = the stream's worker row, and the
#   stream's latency stays empty; `workers` counts the load;
# - samples.csv's time goes on through the parts, and the idle intervals hold the probe's
#   rows only;
# - results.json keeps each probe row's whole distribution (`latency_histogram`): as many
#   round trips as the row's rate over its seconds, the row's max and p50 its own; and the
#   Report page's distribution view (when the GUI is built) counts every idle and every
#   loaded round trip of the run, as the histograms hold them.
source "$(dirname "$0")/lib.sh"

cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "e2e probe", "run_s": 2, "ramp_s": 0, "sample_ms": 500,
 "idle_s": 1,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B", "spawn": true}],
 "specs": [{"name": "tx", "lines": [{"size": 65536, "read": 0}]},
           {"name": "ping", "lines": [{"size": 64, "read": 0, "reply": 64}]}],
 "workers": [{"name": "load", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "tx"},
             {"name": "ping", "dynamo": "A", "kind": "udp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "ping",
              "probe": {"rate_hz": 20}}],
 "sweep": {"size": [65536, 1024]}}
PLAN
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out.txt" 2>&1 ||
    { cat "$WORK/out.txt"; fail "iometry-run exited $?"; }
cat "$WORK/out.txt"

python3 - "$WORK/r" <<'PY' || fail "the probe's rows are not what the plan asked"
import csv, sys
folder = sys.argv[1]
summary = list(csv.DictReader(open(folder + "/summary.csv")))
for step in ("0", "1"):
    rows = [r for r in summary if r["step"] == step]
    probes = {r["phase"]: r for r in rows if r["scope"] == "probe"}
    assert sorted(probes) == ["idle_after", "idle_before", "load"], f"step {step}: probe parts {sorted(probes)}"
    for phase, r in probes.items():
        rate = float(r["transactions_per_s"])
        print(f"step {step} probe {phase}: {rate:.2f} requests/s, median {r['lat_p50_us']} us,"
              f" p99 {r['lat_p99_us']} us, size {r['size']}")
        assert r["name"] == "ping" and r["size"] == "64", "the probe ran another size"
        assert abs(rate - 20) <= 2, f"step {step} {phase}: the probe asked {rate}/s, not 20"
        assert r["lat_p50_us"] and r["write_lat_p50_us"], "the probe's latency is missing"
    everything = next(r for r in rows if r["scope"] == "all")
    load = next(r for r in rows if r["scope"] == "worker" and r["name"] == "load")
    assert not any(r["scope"] == "worker" and r["name"] == "ping" for r in rows)
    assert everything["mbit_per_s"] == load["mbit_per_s"], "the all row is not the load's"
    assert everything["lat_mean_us"] == "" and float(everything["transactions_per_s"]) == 0, \
        "the probe's round trips reached the all row"
    assert everything["workers"] == "1", f"workers {everything['workers']}, not the load's 1"
    assert everything["phase"] == "" and load["phase"] == ""
samples = list(csv.DictReader(open(folder + "/samples.csv")))
first = [r for r in samples if r["step"] == "0"]
idle = [r for r in first if r["phase"].startswith("idle_")]
assert idle and all(r["scope"] == "probe" for r in idle), "an idle interval holds rows of the load"
load_t = [float(r["t_s"]) for r in first if r["scope"] == "all"]
before = [float(r["t_s"]) for r in idle if r["phase"] == "idle_before"]
after = [float(r["t_s"]) for r in idle if r["phase"] == "idle_after"]
assert max(before) <= min(load_t) and max(load_t) <= min(after) + 1e-9, "the parts' times overlap"
assert min(load_t) > 1.0, f"the load's first interval ends at {min(load_t)} s, not after the idle second"
print(f"step 0: idle before to {max(before):.2f} s, load {min(load_t):.2f}-{max(load_t):.2f} s,"
      f" idle after to {max(after):.2f} s")
PY
python3 - "$WORK/r" <<'PY' || fail "results.json's probe distributions are not the rows'"
import json, sys
r = json.load(open(sys.argv[1] + "/results.json"))
totals = {"idle": 0, "load": 0}
for step in r["steps"]:
    if step["repeat"] == "agg":
        continue
    for row in step["rows"]:
        h = row.get("latency_histogram")
        if row["scope"] != "probe":
            assert h is None, f"a {row['scope']} row keeps a distribution"
            continue
        assert h is not None, f"step {step['step']} {row['phase']}: no distribution"
        n = h["n"]
        expected = row["transactions_per_s"] * row["seconds"]
        assert abs(n - expected) <= 1, f"{n} round trips, the row says {expected:.1f}"
        assert abs(h["max"] / 1e3 - row["lat_max_us"]) <= 0.001, (h["max"], row["lat_max_us"])
        assert sum(c for _, c in h["b"]) == n
        totals["load" if row["phase"] == "load" else "idle"] += n
print("round trips kept in results.json:", totals)
json.dump(totals, open(sys.argv[1] + "/totals.json", "w"))
PY
if [ -x "$BIN/iometry" ]; then
    QT_QPA_PLATFORM=offscreen "$BIN/iometry" --report "$WORK/r" --view under-load-distribution \
        --export "$WORK/distribution.csv" 2> "$WORK/err" || { cat "$WORK/err"; fail "the distribution view did not export"; }
    python3 - "$WORK/r/totals.json" "$WORK/distribution.csv" <<'PY' || fail "the distribution view does not count the run's round trips"
import csv, json, sys
totals = json.load(open(sys.argv[1]))
rows = {r["part"]: r for r in csv.DictReader(open(sys.argv[2]))}
print("distribution view:", {k: (v["requests"], v.get("p50_us") or v.get("p50_ms")) for k, v in rows.items()})
assert int(rows["idle"]["requests"]) == totals["idle"] and int(rows["under load"]["requests"]) == totals["load"], rows
PY
fi
no_warnings "$WORK/r"
pass "the probe asks at its own rate in every part of every step, outside the load's rows"
