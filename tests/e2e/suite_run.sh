#!/usr/bin/env bash
# iometry-run suite (docs/suite-format.md): a three-member suite on loopback runs its members
# in turn into DIR/<member>/ and records each in DIR/suite.json; a suite killed (SIGKILL)
# during its second member resumes with --resume and runs only what was left, keeping the
# first member's results untouched and the unfinished attempt beside the new one; SIGINT
# stops it with 130 and a record that says so; a suite that does not fit is refused before
# anything starts; every template in examples/suites/ is a valid suite, on loopback too.
source "$(dirname "$0")/lib.sh"
EXAMPLES=$(cd "$(dirname "$0")/../../examples/suites" && pwd)

# A plan over loopback between dynamos A and B: SPEC-READ SIZES [PROCEDURE]
member_plan() {
    local procedure=${3:-}
    local sweep="\"sweep\": {\"size\": $2},"
    local reply=""
    if [ -n "$procedure" ]; then sweep="\"procedure\": $procedure,"; reply=", \"reply\": 64"; fi
    cat <<PLAN
{"format": "iometry.plan/1", "name": "member", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B", "spawn": true}],
 "specs": [{"name": "s", "lines": [{"size": 1024, "read": $1$reply}]}],
 $sweep
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "s"}]}
PLAN
}
member_plan 0 "[1024, 65536]" > "$WORK/tx.json"
cat > "$WORK/suite.json" <<SUITE
{"format": "iometry.suite/1", "name": "e2e suite", "device": "loopback",
 "members": [
   {"name": "transmit", "plan": "tx.json"},
   {"name": "receive", "plan": $(member_plan 100 "[1024, 8192, 65536]")},
   {"name": "latency", "plan": $(member_plan 0 "" '{"kind": "latency", "sizes": [64, 1024], "trial_s": 1}')}
 ]}
SUITE

status_of() {  # DIR MEMBER-INDEX -> the member's status in DIR/suite.json
    python3 -c "import json,sys; print(json.load(open(sys.argv[1] + '/suite.json'))['run']['members'][int(sys.argv[2])]['status'])" "$1" "$2"
}
rows() { csv_column "$1/summary.csv" mbit_per_s | wc -l; }

# 1. The whole suite, one member after another.
"$BIN/iometry-run" --check "$WORK/suite.json" > "$WORK/check.out"
grep -q "3 members" "$WORK/check.out" || fail "--check of the suite: $(cat "$WORK/check.out")"
grep -q "estimated duration: 7 step runs" "$WORK/check.out" || fail "--check total: $(cat "$WORK/check.out")"
"$BIN/iometry-run" suite "$WORK/suite.json" --results "$WORK/r1" > "$WORK/r1.out" 2> "$WORK/r1.err" ||
    fail "suite run: $(cat "$WORK/r1.err")"
for i in 0 1 2; do [ "$(status_of "$WORK/r1" $i)" = completed ] || fail "member $i not completed"; done
[ "$(rows "$WORK/r1/transmit")" -eq 2 ] || fail "transmit: $(rows "$WORK/r1/transmit") summary rows, want 2"
[ "$(rows "$WORK/r1/receive")" -eq 3 ] || fail "receive: $(rows "$WORK/r1/receive") summary rows, want 3"
[ -s "$WORK/r1/latency/procedure.json" ] || fail "latency member wrote no procedure.json"
[ "$(grep -c '^\[2/3 receive\] step' "$WORK/r1.out")" -eq 3 ] || fail "progress lines: $(cat "$WORK/r1.out")"
grep -q 'ETA .*, suite ' "$WORK/r1.out" || fail "no suite ETA in the progress lines"
grep -q "suite completed, 3 members, 7 step runs" "$WORK/r1.out" || fail "final line: $(cat "$WORK/r1.out")"
# What the members measured is read where it arrived: every row carries throughput.
for m in transmit receive; do
    for v in $(csv_column "$WORK/r1/$m/summary.csv" mbit_per_s); do
        awk -v v="$v" 'BEGIN { exit !(v > 0) }' || fail "$m: a step measured $v Mbit/s"
    done
done
# The record holds the suite as run: reading it back is the same suite.
"$BIN/iometry-run" --check "$WORK/r1/suite.json" > /dev/null || fail "suite.json is not a valid suite"
pass "three-member suite completed"

# 2. The same results folder again: refused (a suite's results are never overwritten).
rc=0
"$BIN/iometry-run" suite "$WORK/suite.json" --results "$WORK/r1" > /dev/null 2> "$WORK/err" || rc=$?
[ $rc -eq 2 ] && grep -q "already holds a suite's results" "$WORK/err" || fail "rerun into r1: rc $rc, $(cat "$WORK/err")"

# 3. Killed during the second member, then resumed.
"$BIN/iometry-run" suite "$WORK/suite.json" --results "$WORK/r2" -q > /dev/null 2>&1 &
pid=$!
on_exit "kill -9 $pid"
for _ in $(seq 1 300); do
    if [ -f "$WORK/r2/suite.json" ] && [ "$(status_of "$WORK/r2" 1)" = running ] &&
        [ -f "$WORK/r2/receive/summary.csv" ] && [ "$(rows "$WORK/r2/receive")" -ge 1 ]; then break; fi
    sleep 0.1
done
[ "$(status_of "$WORK/r2" 1)" = running ] || fail "the second member never ran"
kill -9 $pid
wait $pid 2> /dev/null || true
before=$(md5sum < "$WORK/r2/transmit/summary.csv")
"$BIN/iometry-run" suite --resume --results "$WORK/r2" > "$WORK/r2.out" 2> "$WORK/r2.err" ||
    fail "resume: $(cat "$WORK/r2.err")"
! grep -q '^\[1/3' "$WORK/r2.out" || fail "resume ran the finished first member again"
grep -q '^\[2/3 receive\]' "$WORK/r2.out" && grep -q '^\[3/3 latency\]' "$WORK/r2.out" ||
    fail "resume did not run what was left: $(cat "$WORK/r2.out")"
[ "$before" = "$(md5sum < "$WORK/r2/transmit/summary.csv")" ] || fail "resume touched the first member"
[ -d "$WORK/r2/receive.incomplete-1" ] || fail "the killed attempt's folder was not kept"
for i in 0 1 2; do [ "$(status_of "$WORK/r2" $i)" = completed ] || fail "after resume, member $i not completed"; done
[ "$(rows "$WORK/r2/receive")" -eq 3 ] || fail "resumed receive: $(rows "$WORK/r2/receive") rows"
pass "killed suite resumed, only what was left"

# 4. SIGINT during the second member: 130, recorded as stopped; resume with the suite file.
"$BIN/iometry-run" suite "$WORK/suite.json" --results "$WORK/r3" -q > /dev/null 2> "$WORK/r3.err" &
pid=$!
on_exit "kill -9 $pid"
for _ in $(seq 1 300); do
    [ -f "$WORK/r3/suite.json" ] && [ "$(status_of "$WORK/r3" 1)" = running ] && break
    sleep 0.1
done
sleep 0.5
kill -INT $pid
rc=0
wait $pid || rc=$?
[ $rc -eq 130 ] || fail "SIGINT: exit $rc, $(cat "$WORK/r3.err")"
[ "$(status_of "$WORK/r3" 1)" = stopped ] || fail "SIGINT: member 2 is $(status_of "$WORK/r3" 1)"
[ "$(status_of "$WORK/r3" 2)" = pending ] || fail "SIGINT: member 3 is $(status_of "$WORK/r3" 2)"
grep -q -- "--resume" "$WORK/r3.err" || fail "the stop does not say how to carry on"
# A suite other than the one recorded cannot resume it.
sed 's/"device": "loopback"/"device": "another"/' "$WORK/suite.json" > "$WORK/other.json"
rc=0
"$BIN/iometry-run" suite "$WORK/other.json" --resume --results "$WORK/r3" > /dev/null 2> "$WORK/err" || rc=$?
[ $rc -eq 2 ] && grep -q "differs" "$WORK/err" || fail "resume with another suite: rc $rc, $(cat "$WORK/err")"
"$BIN/iometry-run" suite "$WORK/suite.json" --resume --results "$WORK/r3" -q > /dev/null 2>&1 ||
    fail "resume after SIGINT"
for i in 0 1 2; do [ "$(status_of "$WORK/r3" $i)" = completed ] || fail "after SIGINT resume, member $i"; done
pass "SIGINT stops the suite, --resume carries on"

# 5. A member that does not fit: every problem by its path, nothing started or written.
sed 's/"size": 1024, "read": 100/"size": 0, "read": 100/' "$WORK/suite.json" > "$WORK/bad.json"
rc=0
"$BIN/iometry-run" suite "$WORK/bad.json" --results "$WORK/bad" > /dev/null 2> "$WORK/err" || rc=$?
[ $rc -eq 2 ] || fail "bad suite: exit $rc"
grep -q "members\[1\].plan.specs\[0\].lines\[0\].size" "$WORK/err" || fail "bad suite message: $(cat "$WORK/err")"
[ ! -e "$WORK/bad" ] || fail "a refused suite created its results folder"
rc=0
"$BIN/iometry-run" suite "$WORK/suite.json" --results "$WORK/x" --address A=10.0.0.300 > /dev/null 2> "$WORK/err" || rc=$?
[ $rc -eq 2 ] && grep -q "addresses.A" "$WORK/err" || fail "bad --address: rc $rc, $(cat "$WORK/err")"
rc=0
"$BIN/iometry-run" "$WORK/suite.json" --results "$WORK/x" > /dev/null 2> "$WORK/err" || rc=$?
[ $rc -eq 2 ] && grep -q "is a suite" "$WORK/err" || fail "a suite given as a plan: rc $rc"
pass "suites that do not fit are refused before anything starts"

# 6. The templates: valid as shipped and on loopback.
for t in "$EXAMPLES"/*.json; do
    "$BIN/iometry-run" --check "$t" > /dev/null 2> "$WORK/err" || fail "$(basename "$t"): $(cat "$WORK/err")"
    "$BIN/iometry-run" suite --check --loopback "$t" > "$WORK/out" 2> "$WORK/err" ||
        fail "$(basename "$t") --loopback: $(cat "$WORK/err")"
    grep -q "estimated duration" "$WORK/out" || fail "$(basename "$t"): no duration"
done
pass "every template is a valid suite"

# 7. --set: the disk review's test file and size without editing the template; a bad key or
#    value refused by name, exit status 2, nothing started.
"$BIN/iometry-run" suite --check "$EXAMPLES/disk-review.json" --set path="$WORK/review.tst" \
    --set file_size=256MiB > "$WORK/out" 2> "$WORK/err" || fail "--set: $(cat "$WORK/err")"
grep -q "set path = $WORK/review.tst in 9 members" "$WORK/out" || fail "--set path: $(cat "$WORK/out")"
grep -q "set file_size = 268435456 in 9 members" "$WORK/out" || fail "--set file_size: $(cat "$WORK/out")"
for bad in "colour=red:set.colour" "file_size=huge:set.file_size" "direct=maybe:set.direct"; do
    rc=0
    "$BIN/iometry-run" suite "$EXAMPLES/disk-review.json" --results "$WORK/set" --set "${bad%%:*}" \
        > /dev/null 2> "$WORK/err" || rc=$?
    [ $rc -eq 2 ] && grep -q "${bad##*:}" "$WORK/err" || fail "--set ${bad%%:*}: rc $rc, $(cat "$WORK/err")"
done
[ ! -e "$WORK/set" ] || fail "a refused --set created its results folder"
pass "--set sets a worker key in every member, and a bad one is refused"
