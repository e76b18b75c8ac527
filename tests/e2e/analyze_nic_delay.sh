#!/usr/bin/env bash
# iometry-run analyze nic-delay on a file of round trips worked out by hand (1000 Mbit/s,
# delays 1200, 1400, 1810 ns at Lp 100, 200, 400: A = 57/28 ns/byte, B = 995 ns), and its
# refusals of bad input: a clear message and exit status 2, never a crash.
source "$(dirname "$0")/lib.sh"

printf 'size,rtt_peer_ns,rtt_loopback_ns\n72,14608,10000\n172,16608,10000\n372,20628,10000\n' \
    > "$WORK/rtt.csv"
"$BIN/iometry-run" analyze nic-delay "$WORK/rtt.csv" --link-mbps 1000 > "$WORK/table"
cat "$WORK/table"
grep -q '^A_ns_per_byte 2.0357$' "$WORK/table" || fail "table: A is not 2.0357"
grep -q '^B_ns 995.0$' "$WORK/table" || fail "table: B is not 995.0"
"$BIN/iometry-run" analyze nic-delay "$WORK/rtt.csv" --link-mbps 1000 --json > "$WORK/fit.json"
python3 - "$WORK/fit.json" <<'PY' || fail "JSON output is wrong"
import json, sys
fit = json.load(open(sys.argv[1]))
assert abs(fit["A_ns_per_byte"] - 57 / 28) < 1e-9, fit["A_ns_per_byte"]
assert abs(fit["B_ns"] - 995) < 1e-9, fit["B_ns"]
assert [s["Tf_ns"] for s in fit["sizes"]] == [2208, 3808, 7008]
assert [s["delay_ns"] for s in fit["sizes"]] == [1200, 1400, 1810]
PY
pass "nic-delay: A = 2.0357 ns/byte, B = 995 ns"

refused() {  # EXPECTED_TEXT ARGS...: exit status 2 and a message that says what is wrong
    local want=$1 status=0
    shift
    "$BIN/iometry-run" analyze "$@" > "$WORK/out" 2> "$WORK/err" || status=$?
    [ "$status" = 2 ] || { cat "$WORK/err"; fail "analyze $*: exit $status, expected 2"; }
    grep -qF -- "$want" "$WORK/err" || { cat "$WORK/err"; fail "analyze $*: no \"$want\""; }
}
refused 'unknown method "nic-deley"' nic-deley "$WORK/rtt.csv" --link-mbps 1000
refused '--link-mbps are required' nic-delay "$WORK/rtt.csv"
refused '--link-mbps needs a number of Mbit/s, got "fast"' nic-delay "$WORK/rtt.csv" --link-mbps fast
refused 'link speed must be' nic-delay "$WORK/rtt.csv" --link-mbps 0
refused 'cannot read' nic-delay "$WORK/missing.csv" --link-mbps 1000
printf 'size,rtt_peer_ns,rtt_loopback_ns\n72,14608,10000\n172,oops,10000\n' > "$WORK/bad.csv"
refused 'line 3: rtt_peer_ns must be a number above 0, got "oops"' nic-delay "$WORK/bad.csv" --link-mbps 1000
printf 'size,rtt_peer_ns,rtt_loopback_ns\n72,14608,10000\n' > "$WORK/one.csv"
refused 'at least two different sizes' nic-delay "$WORK/one.csv" --link-mbps 1000
pass "nic-delay: bad input refused with a clear message"
