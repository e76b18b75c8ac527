#!/usr/bin/env bash
# iometry-dynamo as a service (--config FILE with reconnect = yes; iometry-dynamo(1),
# SERVICE): a token file others may read is refused; started before any manager, the
# dynamo retries after 2 s, then 4 s; it joins a run, which completes, and stays; when the
# manager freezes mid-run it stops all traffic within the 3 s of the dead-man rule and
# does not exit; when the manager is gone it retries (2, 4, 8 s) and the same process
# joins a new manager on the same port, whose run completes; SIGTERM then ends it at once
# with status 0. As root the test runs in a network namespace of its own, so the loopback
# counters see its traffic only; otherwise the dead-man is timed from the dynamo's log.
source "$(dirname "$0")/lib.sh"

in_ns=()
if [ "$(id -u)" -eq 0 ]; then
    ns=iom-svc-$$
    ip netns add "$ns"
    on_exit "ip netns del $ns"
    ip -n "$ns" link set lo up
    in_ns=(ip netns exec "$ns")
else
    echo "NOTE: not root: no network namespace, the traffic on lo is not measured"
fi

name=svc$$
port=$((20000 + RANDOM % 20000))
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"
log=$WORK/dynamo.log

# until SECONDS COMMAND...: polls COMMAND every 0.1 s; false when it never succeeded.
until_true() {
    local deadline=$(($(date +%s) + $1))
    shift
    while [ "$(date +%s)" -le "$deadline" ]; do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}
in_log() { grep -qF -- "$1" "$log"; }
mark() { wc -l < "$log"; }  # the log's length now, for in_log_since
in_log_since() { tail -n "+$(($1 + 1))" "$log" | grep -qF -- "$2"; }
alive() {  # the dynamo runs (not gone, not a zombie)
    local state
    state=$(awk '{ print $3 }' "/proc/$dynamo/stat" 2>/dev/null || true)
    [ -n "$state" ] && [ "$state" != Z ]
}

# plan FILE RUN_S: one TCP pair on loopback, both ends on the service dynamo.
plan() {
    cat > "$1" <<PLAN
{"format": "iometry.plan/1", "name": "service", "run_s": $2, "ramp_s": 0, "sample_ms": 200,
 "wait_s": 40,
 "dynamos": [{"name": "$name"}],
 "specs": [{"name": "transmit", "lines": [{"size": 65536, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "$name", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "$name", "address": "127.0.0.1"}, "spec": "transmit"}]}
PLAN
}
plan "$WORK/short.json" 2
plan "$WORK/long.json" 60

start_manager() {  # PLAN RESULTS: iometry-run on the fixed port, in the background
    "${in_ns[@]}" "$BIN/iometry-run" "$1" --results "$2" --listen "127.0.0.1:$port" \
        --token-file "$WORK/token" > "$2.out" 2>&1 &
    manager=$!
    on_exit "kill -9 $manager"
}

# 1. A token file its group and others may read is refused, naming the fix.
cp "$WORK/token" "$WORK/open-token"
chmod 644 "$WORK/open-token"
rc=0
timeout 10 "$BIN/iometry-dynamo" --manager "127.0.0.1:$port" --name "$name" \
    --token-file "$WORK/open-token" --reconnect > "$WORK/open.out" 2>&1 || rc=$?
[ "$rc" -eq 2 ] || { cat "$WORK/open.out"; fail "an open token file: exit $rc, expected 2"; }
grep -qF "token file $WORK/open-token is readable by its group and others (mode 0644); the token must be secret: run chmod 600 $WORK/open-token" \
    "$WORK/open.out" || { cat "$WORK/open.out"; fail "the refusal does not name the file and the fix"; }

# 2. The service starts before any manager: it retries, 2 s then 4 s.
cat > "$WORK/dynamo.conf" <<CONF
# the service's settings
manager = 127.0.0.1:$port
name = $name
token-file = token   # beside this file
reconnect = yes
CONF
"${in_ns[@]}" "$BIN/iometry-dynamo" --config "$WORK/dynamo.conf" > "$log" 2>&1 &
dynamo=$!
on_exit "kill -9 $dynamo"
until_true 10 in_log "next attempt in 4 s" || { cat "$log"; fail "no retries while the manager is away"; }
in_log "cannot reach the manager at 127.0.0.1:$port: Connection refused; next attempt in 2 s" ||
    { cat "$log"; fail "the first retry does not say why and when"; }
[ "$(cat "/proc/$dynamo/comm")" = iometry-dynamo ] || fail "pid $dynamo is not the dynamo"
started=$(awk '{ print $22 }' "/proc/$dynamo/stat")  # the process's start time, in ticks

# 3. A manager comes: the dynamo joins at its next attempt, the run completes, the
#    dynamo stays and says the session ended.
start_manager "$WORK/short.json" "$WORK/r1"
rc=0
timeout 60 tail --pid="$manager" -f /dev/null || true
wait "$manager" || rc=$?
[ "$rc" -eq 0 ] || { cat "$WORK/r1.out" "$log"; fail "run 1 exited $rc"; }
in_log "joined the manager at 127.0.0.1:$port as $name" || { cat "$log"; fail "no join in the log"; }
until_true 5 in_log "the manager ended the session; next attempt in 2 s" ||
    { cat "$log"; fail "the end of the session is not logged"; }
alive || { cat "$log"; fail "the service exited after its run"; }
rows1=$(grep -c ',all,all,' "$WORK/r1/samples.csv" || true)
[ "${rows1:-0}" -ge 5 ] || fail "run 1 recorded $rows1 intervals"

# 4. The next run: the manager freezes during the traffic. The dynamo stops all traffic
#    within the dead-man's 3 s (its manager's last word came at most 0.5 s before the
#    freeze), and stays.
start_manager "$WORK/long.json" "$WORK/r2"
for _ in $(seq 300); do
    n=$(grep -c ",all,all," "$WORK/r2/samples.csv" 2>/dev/null || true)
    [ "${n:-0}" -ge 3 ] && break
    sleep 0.1
done
[ "${n:-0}" -ge 3 ] || { cat "$WORK/r2.out" "$log"; fail "run 2 did not start"; }
if [ -n "${ns:-}" ]; then
    before=$(netns_tx_bytes "$ns" lo)
    sleep 1
    [ "$(netns_tx_bytes "$ns" lo)" -gt "$((before + 1000000))" ] || fail "no traffic before the freeze"
fi
at_freeze=$(mark)
kill -STOP "$manager"
frozen_at=$(date +%s.%N)
stopped=""
last=$( [ -n "${ns:-}" ] && netns_tx_bytes "$ns" lo || echo 0)
for _ in $(seq 60); do
    sleep 0.1
    if [ -n "${ns:-}" ]; then
        now=$(netns_tx_bytes "$ns" lo)
        # Heartbeats and a handshake are a few hundred bytes; the load is megabytes.
        if [ $((now - last)) -lt 20000 ]; then stopped=$(date +%s.%N); break; fi
        last=$now
    elif in_log_since "$at_freeze" "lost the manager (manager silent)"; then
        stopped=$(date +%s.%N)
        break
    fi
done
[ -n "$stopped" ] || { cat "$log"; fail "traffic goes on 6 s after the manager froze"; }
took=$(awk -v a="$frozen_at" -v b="$stopped" 'BEGIN { printf "%.1f", b - a }')
awk -v t="$took" 'BEGIN { exit !(t <= 3.6) }' || fail "traffic stopped only $took s after the manager froze"
until_true 3 in_log_since "$at_freeze" "lost the manager (manager silent); all traffic stopped; next attempt in 2 s" ||
    { cat "$log"; fail "the dead-man is not logged"; }
if [ -n "${ns:-}" ]; then
    a=$(netns_tx_bytes "$ns" lo)
    sleep 1
    b=$(netns_tx_bytes "$ns" lo)
    [ $((b - a)) -lt 100000 ] || fail "traffic resumed without a manager ($((b - a)) bytes in 1 s)"
fi
alive || { cat "$log"; fail "the service exited when its manager froze"; }

# 5. The manager dies; the dynamo retries with growing delays and the same process joins
#    a new manager on the same port, whose run completes.
kill -9 "$manager"
wait "$manager" 2>/dev/null || true
until_true 20 in_log_since "$at_freeze" "next attempt in 8 s" || { cat "$log"; fail "the delays do not grow"; }
in_log_since "$at_freeze" "next attempt in 4 s" || { cat "$log"; fail "no 4-s delay between 2 and 8"; }
alive || { cat "$log"; fail "the service exited without a manager"; }
joins_before=$(grep -c "joined the manager" "$log")
start_manager "$WORK/short.json" "$WORK/r3"
rc=0
timeout 60 tail --pid="$manager" -f /dev/null || true
wait "$manager" || rc=$?
[ "$rc" -eq 0 ] || { cat "$WORK/r3.out" "$log"; fail "run 3 exited $rc"; }
[ "$(grep -c "joined the manager" "$log")" -eq $((joins_before + 1)) ] ||
    { cat "$log"; fail "the service did not join run 3"; }
alive || fail "the service exited after run 3"
# The same process: same pid, same start time, the only dynamo of this configuration,
# and its own log (its stderr) says it joined run 3.
[ "$(cat "/proc/$dynamo/comm")" = iometry-dynamo ] || fail "pid $dynamo is no longer the dynamo"
[ "$(awk '{ print $22 }' "/proc/$dynamo/stat")" = "$started" ] || fail "pid $dynamo was restarted"
[ "$(pgrep -f -- "--config $WORK/dynamo.conf" | tr '\n' ' ')" = "$dynamo " ] ||
    fail "another dynamo runs with this configuration"
grep -q "dynamo $name connected from 127.0.0.1" "$WORK/r3.out" || fail "run 3 does not log the dynamo"
rows3=$(grep -c ',all,all,' "$WORK/r3/samples.csv" || true)
[ "${rows3:-0}" -ge 5 ] || fail "run 3 recorded $rows3 intervals"

# 6. systemctl stop: SIGTERM stops it at once, status 0.
kill -TERM "$dynamo"
rc=0
timeout 5 tail --pid="$dynamo" -f /dev/null || fail "the service still runs 5 s after SIGTERM"
wait "$dynamo" || rc=$?
[ "$rc" -eq 0 ] || { cat "$log"; fail "SIGTERM: exit $rc, expected 0"; }
in_log "stopped by signal 15; all traffic stopped" || { cat "$log"; fail "the stop is not logged"; }
echo "--- dynamo log"
cat "$log"
pass "one dynamo process served 3 managers; traffic stopped ${took} s after a freeze; backoff 2, 4, 8 s"
