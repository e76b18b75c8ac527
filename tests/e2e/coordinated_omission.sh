#!/usr/bin/env bash
# Requests on a schedule are timed from their scheduled time (docs/metrics.md, "Paced
# requests"): the correction for coordinated omission. Two spawned dynamos on loopback, a
# tcp request/response worker (64 B request, 64 B reply, outstanding 1) and one level of
# the load–latency method at 1000 requests/s (`rates_per_s`, no search) for 6 s;
# meanwhile the partner dynamo, which answers, is stopped (SIGSTOP) for 0.5 s.
# The ~500 requests that came due during the stall go as soon as it ends, each charged
# its wait, so they are ~8 % of the step: p99 falls inside the stall (>= 250 ms), the
# maximum is the stall itself (>= 400 ms), and the requests made up keep
# transactions_per_s within 5 % of offered_per_s. A closed loop would have timed one
# long round trip and sent 500 fewer requests. The level in procedure.json says the same as
# the step's row. 0.5 s is well under the dead-man rule's 3 s (docs/protocol.md,
# "Liveness"): the run goes on.
source "$(dirname "$0")/lib.sh"

cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "e2e coordinated omission", "run_s": 6, "ramp_s": 0,
 "sample_ms": 500,
 "dynamos": [{"name": "asker", "spawn": true}, {"name": "answerer", "spawn": true}],
 "specs": [{"name": "rr", "lines": [{"size": 64, "reply": 64, "read": 0}]}],
 "workers": [{"name": "rr", "dynamo": "asker", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "answerer", "address": "127.0.0.1"}, "outstanding": 1,
              "spec": "rr"}],
 "procedure": {"kind": "load_latency", "rates_per_s": [1000], "trial_s": 6}}
PLAN

"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out.txt" 2>&1 &
manager=$!
on_exit "kill $manager"

# The partner's dynamo, as iometry-run names it: "started local dynamo NAME (pid N)".
partner=""
for _ in $(seq 200); do
    partner=$(sed -n 's/.*started local dynamo answerer (pid \([0-9]*\)).*/\1/p' "$WORK/out.txt" | head -1)
    [ -n "$partner" ] && break
    sleep 0.1
done
[ -n "$partner" ] || { cat "$WORK/out.txt"; fail "iometry-run did not say the answerer's pid"; }
on_exit "kill -CONT $partner"

# Two seconds into the step (samples.csv has its intervals up to 1.5 s), stop the partner
# for half a second.
for _ in $(seq 300); do
    t=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                 $c["scope"] == "all" { t = $c["t_s"] } END { print t + 0 }' "$WORK/r/samples.csv" 2>/dev/null || echo 0)
    awk -v t="$t" 'BEGIN { exit !(t >= 1.5) }' && break
    sleep 0.05
done
awk -v t="$t" 'BEGIN { exit !(t >= 1.5) }' || { cat "$WORK/out.txt"; fail "the step did not start"; }
sleep 0.4
kill -STOP "$partner"
sleep 0.5
kill -CONT "$partner"

wait "$manager" || { cat "$WORK/out.txt"; fail "iometry-run exited $?"; }
cat "$WORK/out.txt"

summary="$WORK/r/summary.csv"
p99=$(csv_column "$summary" lat_p99_us worker)
max=$(csv_column "$summary" lat_max_us worker)
tps=$(csv_column "$summary" transactions_per_s worker)
offered=$(csv_column "$summary" offered_per_s worker)
echo "offered $offered/s, achieved $tps/s; latency p99 $p99 us, max $max us"
[ -n "$offered" ] && [ -n "$p99" ] || fail "summary.csv has no offered_per_s or lat_p99_us"
within "$offered" 1000 2 || fail "offered_per_s $offered, expected 1000 ± 2 %"
within "$tps" "$offered" 5 || fail "transactions_per_s $tps is not within 5 % of offered_per_s $offered"
awk -v v="$p99" 'BEGIN { exit !(v >= 250000) }' ||
    fail "lat_p99_us $p99: the stall is not charged to the requests it held back (expected >= 250000)"
awk -v v="$max" 'BEGIN { exit !(v >= 400000) }' || fail "lat_max_us $max, expected >= 400000"
# The dynamo that asks offers the requests; the one that only answers keeps no schedule.
of_dynamo() {
    awk -F, -v name="$1" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["scope"] == "dynamo" && $c["name"] == name { print $c["offered_per_s"] }' "$summary"
}
[ "$(of_dynamo asker)" = "$offered" ] || fail "the asker's dynamo row offers '$(of_dynamo asker)', expected $offered"
[ -z "$(of_dynamo answerer)" ] || fail "the answerer's dynamo row offers $(of_dynamo answerer), expected empty"
# The method's level is the step's row.
python3 - "$WORK/r/procedure.json" "$p99" "$max" "$tps" <<'CHECK' || fail "procedure.json's level is not the step's row"
import json, sys
r = json.load(open(sys.argv[1]))
p99, top, tps = (float(v) for v in sys.argv[2:5])
assert r["max_rate_per_s"] is None and r["search"] is None and len(r["levels"]) == 1, r
l = r["levels"][0]
print("level: offered %.1f/s, achieved %.1f/s, p99 %.0f us, max %.0f us" % (l["offered_per_s"], l["achieved_per_s"], l["lat_p99_us"], l["lat_max_us"]))
assert l["fraction"] is None and l["rate_per_s"] == 1000, l
assert abs(l["lat_p99_us"] - p99) <= 0.05 and abs(l["lat_max_us"] - top) <= 0.05, l
assert abs(l["achieved_per_s"] - tps) <= 0.05, l
CHECK
pass "a 0.5-s stall of the partner is charged to every request it held back (p99 $p99 us, max $max us), and they were made up"
