#!/usr/bin/env bash
# A disk probe (docs/plan-format.md, "Probes"): 4 KiB random reads at 100 a second beside
# a load of 128 KiB random writes at 32 in flight, each on a file the test creates, with
# 1 s idle before and after. The probe asks at its rate in every part (100/s within 5 %),
# its reads are timed as reads (read_lat_* filled, write_lat_* empty), and the load's
# rows hold writes alone: the probe's reads are in none of them.
source "$(dirname "$0")/lib.sh"

cat > "$WORK/plan.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e disk probe", "run_s": 3, "ramp_s": 0, "sample_ms": 500,
 "idle_s": 1,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "w128", "lines": [{"size": 131072, "read": 0, "random": 100}]},
           {"name": "r4k", "lines": [{"size": 4096, "read": 100, "random": 100}]}],
 "workers": [{"name": "load", "dynamo": "local", "kind": "disk", "path": "$WORK/load.tst",
              "file_size": 67108864, "outstanding": 32, "spec": "w128"},
             {"name": "probe", "dynamo": "local", "kind": "disk", "path": "$WORK/probe.tst",
              "file_size": 33554432, "spec": "r4k", "probe": {"rate_hz": 100}}]}
PLAN
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out.txt" 2>&1 ||
    { cat "$WORK/out.txt"; fail "iometry-run exited $?"; }
cat "$WORK/out.txt"
python3 - "$WORK/r/summary.csv" <<'PY' || fail "the disk probe's rows are not what the plan asked"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
probe = {r["phase"]: r for r in rows if r["scope"] == "probe"}
assert sorted(probe) == ["idle_after", "idle_before", "load"], sorted(probe)
for phase, r in probe.items():
    rate = float(r["ops_per_s"])
    print(f"probe {phase}: {rate:.1f} reads/s, median {r['read_lat_p50_us']} us, p99 {r['read_lat_p99_us']} us")
    assert abs(rate - 100) <= 5, f"{phase}: {rate} reads/s, not 100"
    assert r["read_lat_p50_us"] and not r["write_lat_p50_us"], "the probe's reads are not timed as reads"
    assert float(r["write_ops_per_s"]) == 0
everything = next(r for r in rows if r["scope"] == "all")
print(f"load: {everything['write_ops_per_s']} writes/s, {everything['read_ops_per_s']} reads/s")
assert float(everything["read_ops_per_s"]) == 0 and everything["read_lat_mean_us"] == "", "the probe's reads reached the load's row"
assert float(everything["write_ops_per_s"]) > 0 and everything["write_lat_p50_us"]
PY
no_warnings "$WORK/r"
pass "a disk probe reads at its rate beside a write load, apart from the load's rows"
