#!/usr/bin/env bash
# A dynamo with the wrong token is refused during the handshake: it exits with a clear
# message, the run fails naming the dynamo that never joined, and no traffic starts.
source "$(dirname "$0")/lib.sh"

echo "the-right-token-$$" > "$WORK/token"
echo "a-wrong-token-$$" > "$WORK/wrong"
port=$((20000 + RANDOM % 20000))
cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "wrong token", "run_s": 2, "wait_s": 4,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "transmit", "lines": [{"size": 65536}]}],
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "transmit"}]}
PLAN

"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" --listen "127.0.0.1:$port" \
    --token-file "$WORK/token" > "$WORK/out" 2>&1 &
manager=$!
on_exit "kill -9 $manager"
sleep 0.5
rc=0
"$BIN/iometry-dynamo" --manager "127.0.0.1:$port" --name B --token-file "$WORK/wrong" \
    --connect-timeout 5 > "$WORK/dynamo" 2>&1 || rc=$?
cat "$WORK/dynamo"
[ "$rc" -eq 2 ] || fail "the refused dynamo exited $rc, expected 2"
grep -q "refused this dynamo: authentication failed: wrong token" "$WORK/dynamo" ||
    fail "the dynamo does not say why it was refused"

rc=0
wait "$manager" || rc=$?
cat "$WORK/out"
[ "$rc" -eq 1 ] || fail "iometry-run exited $rc, expected 1"
grep -q "refused a dynamo from 127.0.0.1" "$WORK/out" || fail "the manager does not log the refusal"
grep -q "dynamo(s) B did not connect within 4 s; no traffic was started" "$WORK/out" ||
    fail "the manager does not name the missing dynamo"
# No traffic: no interval was recorded and no step ran.
[ "$(wc -l < "$WORK/r/samples.csv")" -eq 1 ] || fail "samples were recorded"
grep -q '"status": "failed"' "$WORK/r/results.json" || fail "results.json does not say failed"
grep -q '"steps": \[\]' "$WORK/r/results.json" || fail "a step ran"
pass "wrong token refused before any traffic"
