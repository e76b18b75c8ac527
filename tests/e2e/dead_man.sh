#!/usr/bin/env bash
# Dead-man rule: a dynamo whose manager goes silent stops all traffic within 5 s and
# exits; the manager's samples.csv stays valid up to its last interval. Runs in a
# network namespace of its own so its loopback counters see this test's traffic only.
source "$(dirname "$0")/lib.sh"
need_root

ns=iom-dm-$$
ip netns add "$ns"
on_exit "ip netns del $ns"
ip -n "$ns" link set lo up

name=deadman$$
cat > "$WORK/plan.json" <<PLAN
{"format": "iometry.plan/1", "name": "dead man", "run_s": 60, "ramp_s": 0, "sample_ms": 200,
 "dynamos": [{"name": "$name", "spawn": true}],
 "specs": [{"name": "transmit", "lines": [{"size": 8192, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "$name", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "$name", "address": "127.0.0.1"}, "spec": "transmit"}]}
PLAN

ip netns exec "$ns" "$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out" 2>&1 &
manager=$!
on_exit "kill -9 $manager"

# Wait for traffic to flow.
for _ in $(seq 100); do
    n=$(grep -c ",all,all," "$WORK/r/samples.csv" 2>/dev/null || true)
    [ "${n:-0}" -ge 3 ] && break
    sleep 0.1
done
dynamo=$(pgrep -f "iometry-dynamo .*--name $name" | head -1)
[ -n "$dynamo" ] || { cat "$WORK/out"; fail "no dynamo running"; }
before=$(netns_tx_bytes "$ns" lo)
sleep 1
[ "$(netns_tx_bytes "$ns" lo)" -gt "$((before + 1000000))" ] || fail "no traffic before the manager froze"

# The manager freezes: its socket stays open but it says nothing any more.
kill -STOP "$manager"
frozen_at=$(date +%s.%N)
stopped=""
for _ in $(seq 50); do
    sleep 0.1
    # Exited: gone, or a zombie its frozen parent cannot reap.
    state=$(awk '{ print $3 }' "/proc/$dynamo/stat" 2>/dev/null || true)
    if [ -z "$state" ] || [ "$state" = Z ]; then stopped=$(date +%s.%N); break; fi
done
[ -n "$stopped" ] || fail "the dynamo still runs 5 s after its manager went silent"
a=$(netns_tx_bytes "$ns" lo)
sleep 1
b=$(netns_tx_bytes "$ns" lo)
[ $((b - a)) -lt 100000 ] || fail "traffic goes on after the dynamo stopped ($((b - a)) bytes in 1 s)"
took=$(awk -v a="$frozen_at" -v b="$stopped" 'BEGIN { printf "%.1f", b - a }')

kill -9 "$manager"
wait "$manager" 2>/dev/null || true

# What was recorded before the freeze is intact: every line has the header's field count.
fields=$(head -1 "$WORK/r/samples.csv" | awk -F, '{ print NF }')
awk -F, -v n="$fields" 'NF != n { bad++ } END { exit bad > 0 }' "$WORK/r/samples.csv" ||
    fail "samples.csv has malformed lines"
rows=$(grep -c ',all,all,' "$WORK/r/samples.csv")
[ "$rows" -ge 3 ] || fail "samples.csv kept only $rows intervals"
pass "dynamo stopped ${took} s after the manager went silent; $rows intervals kept"
