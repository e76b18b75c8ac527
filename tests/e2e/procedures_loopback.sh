#!/usr/bin/env bash
# The network procedures of docs/plan-format.md ("Procedures") end to end on loopback,
# each a short run with its procedure.json checked against what it must say:
# - udp_ramp: one trial per offered rate; what arrived never above what was offered.
# - rate_search: a 100 Mbit/s "line" of 1518-byte frames fits on loopback: 100 %, or
#   less only when this host's sender said it could not offer more; every trial's
#   pass/fail agrees with its loss and its sender.
# - fine_sweep: a TCP ping-pong at every perturbed size, each with its round trip.
# - UDP ping-pong: the round trip obeys Little's law (transactions/s x mean = 1).
# - latency, TCP and UDP: every size's distribution is consistent (min ≤ p50 ≤ … ≤ max,
#   the round trips counted are those summary.csv's rate implies, Little's law at 2 in
#   flight, one cycle per round trip + interval) and summary.csv carries the same min,
#   standard deviation and p99.99; bounded by a count, each size makes exactly that many
#   round trips and ends there.
# (The same procedures against a link of known rate: e2e.netns_udp.)
source "$(dirname "$0")/lib.sh"

run() {  # NAME: runs $WORK/NAME.json, results in $WORK/NAME
    "$BIN/iometry-run" "$WORK/$1.json" --results "$WORK/$1" > "$WORK/$1.out" 2>&1 ||
        { cat "$WORK/$1.out"; fail "$1: iometry-run exited $?"; }
}

plan() {  # NAME SPEC_LINE KIND EXTRA_WORKER_KEYS PROCEDURE
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e $1", "run_s": 1, "ramp_s": 0.3, "sample_ms": 250,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "s", "lines": [$2]}],
 "workers": [{"name": "w", "dynamo": "local", "kind": "$3", "bind": "127.0.0.1",
              "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "s"$4}]$5}
PLAN
}

plan ramp '{"size": 1472, "read": 0}' udp '' \
    ', "procedure": {"kind": "udp_ramp", "from_mbit": 50, "to_mbit": 150, "step_mbit": 50, "trial_s": 0.5}'
run ramp
python3 - "$WORK/ramp/procedure.json" <<'CHECK' || fail "udp_ramp: see above"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["stopped"] == "end" and len(r["points"]) == 3, r
for p in r["points"]:
    assert 0 < p["achieved_mbit_per_s"] <= p["offered_mbit"] * 1.01, p
assert r["max_achieved_mbit_per_s"] == max(p["achieved_mbit_per_s"] for p in r["points"])
print("udp_ramp:", [(p["offered_mbit"], round(p["achieved_mbit_per_s"], 1), p["loss_pct"]) for p in r["points"]])
CHECK
pass "udp_ramp: three trials, none above its offered rate"

plan search '{"size": 1472, "read": 0}' udp '' \
    ', "procedure": {"kind": "rate_search", "frame_sizes": [1518], "link_mbit": 100, "resolution_pct": 10, "trial_s": 0.5}'
run search
python3 - "$WORK/search/procedure.json" <<'CHECK' || fail "rate_search: see above"
import json, sys
r = json.load(open(sys.argv[1]))
f = r["frames"][0]
print("rate_search:", {k: f[k] for k in ("frame_size", "rate_pps", "line_rate_pct", "loss_pct", "verified", "limited_by")})
assert r["stopped"] == "end" and f["stopped"] == "converged", r
# Every trial passed exactly when it lost nothing and its sender offered the rate.
for t in f["trials"]:
    assert t["pass"] == (t["loss_pct"] == 0 and not t["sender_limited"]), t
# Loopback carries such a line; only this host's sender may stop the search short of
# 100 % (a busy CI machine, a sanitizer build, a VM whose CPU the hypervisor steals), even
# below its lowest trial (no rate found), and then the result must say so.
if f["rate_pps"] is None:
    assert f["limited_by"] == "sender" and f["line_rate_pct"] is None, f
else:
    # The rate found is in frames/s what its % of a 100 Mbit/s line of 1518-byte frames is.
    assert abs(f["rate_pps"] - 100e6 / (1538 * 8) * f["line_rate_pct"] / 100) < 1e-6, f
    assert f["line_rate_pct"] == 100 or f["limited_by"] == "sender", f
CHECK
pass "rate_search: $(python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["frames"][0]; print(f["line_rate_pct"], "% of a 100 Mbit/s line, limited by", f["limited_by"])' "$WORK/search/procedure.json")"

plan fine '{"size": 64, "reply": 64, "read": 0}' tcp '' \
    ', "procedure": {"kind": "fine_sweep", "from": 64, "to": 256, "perturbation": 3}'
sed -i 's/"run_s": 1,/"run_s": 0.5,/' "$WORK/fine.json"
run fine
python3 - "$WORK/fine/procedure.json" <<'CHECK' || fail "fine_sweep: see above"
import json, sys
r = json.load(open(sys.argv[1]))
sizes = [p["size"] for p in r["points"]]
print("fine_sweep sizes:", sizes, "drop-outs:", [d["size"] for d in r["dropouts"]])
assert sizes == [64, 67, 125, 128, 131, 253, 256], sizes
assert all(p["transactions_per_s"] > 0 and p["lat_mean_us"] > 0 for p in r["points"]), r["points"]
CHECK
pass "fine_sweep: every perturbed size ran as a ping-pong"

plan pingpong '{"size": 64, "reply": 64, "read": 0}' udp '' ''
run pingpong
tps=$(csv_column "$WORK/pingpong/summary.csv" transactions_per_s)
lat=$(csv_column "$WORK/pingpong/summary.csv" lat_mean_us)
product=$(awk -v t="$tps" -v l="$lat" 'BEGIN { printf "%.3f", t * l / 1e6 }')
within "$product" 1 "$LAW_TOLERANCE" ||
    fail "udp ping-pong: $tps transactions/s x $lat us = $product, expected 1 ± $LAW_TOLERANCE %"
pass "udp ping-pong: $tps transactions/s x $lat us = $product"

# Latency, TCP with 2 in flight and UDP with a 2 ms pause after each reply; then bounded
# by a count of round trips (as ping -c): each size makes exactly that many, the step ends
# when they are made, not at its trial_s cap, and its rate is measured over the time they
# took (Little's law still holds).
plan lat_tcp '{"size": 64, "reply": 64, "read": 0}' tcp '' \
    ', "procedure": {"kind": "latency", "sizes": [64, 4096], "outstanding": 2, "trial_s": 1}'
plan lat_udp '{"size": 64, "reply": 64, "read": 0}' udp '' \
    ', "procedure": {"kind": "latency", "sizes": [18, 1472], "interval_ms": 2, "trial_s": 1}'
plan cnt_tcp '{"size": 64, "reply": 64, "read": 0}' tcp '' \
    ', "procedure": {"kind": "latency", "sizes": [64, 4096], "outstanding": 2, "count": 3000, "trial_s": 30}'
plan cnt_udp '{"size": 64, "reply": 64, "read": 0}' udp '' \
    ', "procedure": {"kind": "latency", "sizes": [18, 1472], "count": 1000, "trial_s": 30}'
sed -i 's/"ramp_s": 0.3,/"ramp_s": 0,/' "$WORK/cnt_tcp.json" "$WORK/cnt_udp.json"
for name in lat_tcp lat_udp cnt_tcp cnt_udp; do
    run $name
    python3 - "$WORK/$name" <<'CHECK' || fail "$name: see above"
import csv, json, sys
d = sys.argv[1]
r = json.load(open(d + "/procedure.json"))
plan = json.load(open(d + "/plan.json"))
rows = [row for row in csv.DictReader(open(d + "/summary.csv")) if row["scope"] == "all"]
assert r["stopped"] == "end" and len(r["points"]) == len(r["sizes"]) == len(rows), r
for p, row in zip(r["points"], rows):
    keys = ["min_us", "p50_us", "p90_us", "p99_us", "p999_us", "p9999_us", "max_us"]
    values = [p[k] for k in keys]
    assert values == sorted(values) and p["min_us"] <= p["mean_us"] <= p["max_us"], p
    # Every round trip timed is one transaction of the step's rate (a few straddle its end).
    seconds = float(row["seconds"])
    implied = float(row["transactions_per_s"]) * seconds
    assert abs(p["round_trips"] - implied) <= max(3, implied * 0.01), (p["round_trips"], implied)
    if r["count"]:
        assert p["round_trips"] == r["count"], ("round trips", p["round_trips"], r["count"])
        assert seconds < r["trial_s"] / 2, ("the count did not end the step", seconds)
    # Little's law: with N always in flight, rate x mean round trip = N; with a pause of
    # interval_ms after each reply, each request's cycle is its round trip plus the pause.
    pause_us = (r["interval_ms"] or 0) * 1000
    inflight = p["transactions_per_s"] * (p["mean_us"] + pause_us) / 1e6
    want = plan["workers"][0]["outstanding"]
    if pause_us:  # a pause is at least as long as asked; a sleep may overrun it, never cut it
        assert 0.75 <= inflight <= 1.02, ("Little's law with a pause", inflight)
    else:
        # Between a reply and the next request the dynamo does its own bookkeeping, which no
        # round trip includes: a cycle is the round trip plus that gap. It is a few
        # microseconds (more in a sanitizer build), a tenth of a 30-us loopback cycle; a
        # rate measured over the wrong time would show as a gap far beyond it, or as more
        # than N in flight.
        cycle_us = want / p["transactions_per_s"] * 1e6
        gap_us = cycle_us - p["mean_us"]
        assert inflight <= want * 1.1 and gap_us <= max(0.1 * cycle_us, 10), \
            ("Little's law", inflight, want, "gap us", gap_us)
    for key, column in (("min_us", "lat_min_us"), ("stddev_us", "lat_stddev_us"),
                        ("p9999_us", "lat_p9999_us"), ("max_us", "lat_max_us")):
        assert abs(p[key] - float(row[column])) <= 1e-3 * max(1, p[key]), (key, p[key], row[column])
    e = p["exceedance"]
    assert e[0][1] == 1 and all(a[0] < b[0] and a[1] > b[1] for a, b in zip(e, e[1:])), e[:5]
    print(d.split("/")[-1], p["size"], "B:", p["round_trips"], "round trips in", round(seconds, 3),
          "s, p50", p["p50_us"], "us, p99.99", p["p9999_us"], "us, Little", round(inflight, 3))
CHECK
done
grep -q '"delay_ms": 2' "$WORK/lat_udp/plan.json" || fail "interval_ms did not reach the spec's delay_ms"
pass "latency: TCP (2 in flight) and UDP (2 ms interval) distributions consistent with summary.csv; a count ends each size exactly there"

# A ramp would discard counted round trips: refused before any traffic.
plan cnt_ramp '{"size": 64, "reply": 64, "read": 0}' tcp '' \
    ', "procedure": {"kind": "latency", "count": 100}'
rc=0
"$BIN/iometry-run" "$WORK/cnt_ramp.json" --results "$WORK/cnt_ramp" > "$WORK/cnt_ramp.out" 2>&1 || rc=$?
[ "$rc" -ne 0 ] && grep -q "ramp_s" "$WORK/cnt_ramp.out" ||
    { cat "$WORK/cnt_ramp.out"; fail "a counted latency with a ramp was not refused naming ramp_s"; }
[ ! -e "$WORK/cnt_ramp/summary.csv" ] || fail "a refused plan left results"
pass "latency: a count with a ramp refused, naming ramp_s"

# adapter_delay without link_mbps reads the speed of the worker's interface; loopback has
# none, so the run must refuse before any traffic and say why.
plan nospeed '{"size": 64, "reply": 64, "read": 0}' udp '' \
    ', "procedure": {"kind": "adapter_delay", "sizes": [64, 128]}'
rc=0
"$BIN/iometry-run" "$WORK/nospeed.json" --results "$WORK/nospeed" > "$WORK/nospeed.out" 2>&1 || rc=$?
[ "$rc" -ne 0 ] || fail "adapter_delay on a link without a speed ran"
grep -q "reports no speed" "$WORK/nospeed.out" && grep -q "procedure.link_mbps" "$WORK/nospeed.out" ||
    { cat "$WORK/nospeed.out"; fail "adapter_delay without a speed did not say why"; }
[ ! -s "$WORK/nospeed/summary.csv" ] || [ "$(wc -l < "$WORK/nospeed/summary.csv")" -le 1 ] ||
    fail "adapter_delay without a speed recorded steps"
pass "adapter_delay: no link_mbps and a link without a speed: refused before traffic"
