#!/usr/bin/env bash
# Bad input never starts traffic: an invalid plan lists every problem by path and exits
# 2 before any dynamo starts; bad command lines name the problem.
source "$(dirname "$0")/lib.sh"

name=badinput$$
cat > "$WORK/bad.json" <<PLAN
{"format": "iometry.plan/1", "run_s": 0, "sample_ms": 50,
 "dynamos": [{"name": "$name", "spawn": true}],
 "specs": [{"name": "tx", "lines": [{"size": 65536, "read": 140}]}],
 "workers": [{"name": "nic", "dynamo": "nowhere", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "$name", "address": "127.0.0.1"}, "spec": "tx",
              "outstanding": 0}]}
PLAN
rc=0
"$BIN/iometry-run" "$WORK/bad.json" --results "$WORK/r" > "$WORK/out" 2>&1 || rc=$?
cat "$WORK/out"
[ "$rc" -eq 2 ] || fail "invalid plan: exit $rc, expected 2"
for problem in "run_s: must be more than 0" "sample_ms: must be 100–60000, got 50" \
    "specs[0].lines[0].read: must be 0–100, got 140" "workers[0].outstanding: must be 1–4096, got 0" \
    'workers[0].dynamo: no dynamo named "nowhere"' "(5 problems); no traffic was started"; do
    grep -qF -- "$problem" "$WORK/out" || fail "missing: $problem"
done
[ ! -e "$WORK/r" ] || fail "an invalid plan created a results folder"
pgrep -f "iometry-dynamo .*--name $name" > /dev/null && fail "a dynamo was started"

expect_usage_error() {  # EXPECTED-TEXT PROGRAM ARGS...
    local expected=$1 rc=0
    shift
    "$@" > "$WORK/out" 2>&1 || rc=$?
    [ "$rc" -eq 2 ] || { cat "$WORK/out"; fail "$*: exit $rc, expected 2"; }
    grep -qF -- "$expected" "$WORK/out" || { cat "$WORK/out"; fail "$*: no \"$expected\""; }
}
echo '{"format": "iometry.plan/1"' > "$WORK/truncated.json"
expect_usage_error "not valid JSON" "$BIN/iometry-run" "$WORK/truncated.json" --results "$WORK/r"
expect_usage_error "cannot open plan file" "$BIN/iometry-run" "$WORK/none.json" --results "$WORK/r"
expect_usage_error "--results DIR are required" "$BIN/iometry-run" "$WORK/bad.json"
expect_usage_error 'unknown option "--bogus"' "$BIN/iometry-run" "$WORK/bad.json" --bogus
expect_usage_error "port must be a number" "$BIN/iometry-run" "$WORK/bad.json" --results "$WORK/r" --listen 127.0.0.1:http
expect_usage_error "cannot read token file" "$BIN/iometry-run" "$WORK/bad.json" --results "$WORK/r" --token-file "$WORK/none"
# A token others can read is refused by the manager as by the dynamo (docs/deploy.md).
printf '0123456789abcdef0123\n' > "$WORK/open-token"
chmod 644 "$WORK/open-token"
expect_usage_error "the token must be secret: run chmod 600" "$BIN/iometry-run" "$WORK/bad.json" --results "$WORK/r" --token-file "$WORK/open-token"
expect_usage_error "--manager, --name and --token-file are required" "$BIN/iometry-dynamo" --name A
expect_usage_error "expected HOST:PORT" "$BIN/iometry-dynamo" --manager localhost --name A --token-file "$WORK/bad.json"
expect_usage_error "--connect-timeout must be 1–3600" "$BIN/iometry-dynamo" --connect-timeout 0
expect_usage_error 'unknown option "-x"' "$BIN/iometry-dynamo" -x
[ ! -e "$WORK/r" ] || fail "a bad command line created a results folder"
pass "bad plans and command lines refused with their reasons"
