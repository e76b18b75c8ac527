#!/usr/bin/env bash
# iometry-run --check validates a plan, prints its steps and the estimated duration and
# starts nothing: no dynamo (a stand-in dynamo that would leave a mark is never run), no
# listener, no results folder, even when --results and --dynamo are given. Exit 0 for a
# valid plan, 2 for an invalid one with every problem by its JSON path.
source "$(dirname "$0")/lib.sh"

name=check$$
# A "dynamo" that only leaves a mark: if --check ever spawned one, the mark would be there.
cat > "$WORK/dynamo" <<EOF
#!/bin/sh
touch "$WORK/spawned"
EOF
chmod +x "$WORK/dynamo"

plan() {  # FILE EXTRA-TOP-LEVEL-KEYS
    cat > "$1" <<PLAN
{"format": "iometry.plan/1", "name": "check me", "run_s": 5, "ramp_s": 1, "repeats": 2,
 "dynamos": [{"name": "$name", "spawn": true}],
 "specs": [{"name": "tx", "lines": [{"size": 4096, "share": 60}, {"size": 65536, "share": 40}]},
           {"name": "rr", "lines": [{"size": 64, "reply": 64}]}],
 "workers": [{"name": "a", "dynamo": "$name", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "$name", "address": "127.0.0.1"}, "spec": "tx", "outstanding": 2},
             {"name": "b", "dynamo": "$name", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "$name", "address": "127.0.0.1"}, "spec": "rr", "outstanding": 4}]
 $2}
PLAN
}

# check PLAN -> runs --check, output in $WORK/out and $WORK/err; then, when strace is
# there, once more under strace to see every process, socket and directory it made
# (LeakSanitizer cannot run under ptrace: off for that second run only).
check() {
    local rc=0
    "$BIN/iometry-run" --check "$1" --results "$WORK/r" --dynamo "$WORK/dynamo" \
        > "$WORK/out" 2> "$WORK/err" || rc=$?
    cat "$WORK/out" "$WORK/err"
    if command -v strace > /dev/null; then
        ASAN_OPTIONS=detect_leaks=0 strace -f -qq -o "$WORK/trace" \
            -e trace=process,socket,bind,listen,connect,mkdir,mkdirat \
            "$BIN/iometry-run" --check "$1" --results "$WORK/r" --dynamo "$WORK/dynamo" \
            > /dev/null 2>&1 || true
    fi
    started_nothing
    return $rc
}

started_nothing() {
    [ ! -e "$WORK/r" ] || fail "--check created the results folder"
    [ ! -e "$WORK/spawned" ] || fail "--check ran the dynamo"
    pgrep -f "iometry-dynamo .*--name $name" > /dev/null && fail "a dynamo was started"
    if [ -f "$WORK/trace" ]; then
        # One execve (iometry-run itself), no new process (a clone without CLONE_THREAD),
        # no socket of any kind, no directory made.
        [ "$(grep -c 'execve(' "$WORK/trace")" -eq 1 ] || { cat "$WORK/trace"; fail "--check ran a program"; }
        grep -E '(^| )(fork|vfork)\(|clone3?\(' "$WORK/trace" | grep -v CLONE_THREAD \
            && fail "--check started a process"
        # (a mkdir that failed made nothing: ThreadSanitizer's runtime tries mkdir /tmp)
        grep -E ' (socket|bind|listen|connect|mkdir|mkdirat)\(' "$WORK/trace" | grep -v '= -1 EEXIST' \
            && fail "--check opened a socket or made a directory"
        rm -f "$WORK/trace"
    fi
    return 0
}

expect() {  # TEXT: a line of the output must contain it
    grep -qF -- "$1" "$WORK/out" || fail "missing in the output: $1"
}

# A sweep: every step listed, the estimate steps x repeats x (ramp + run + 1 s).
plan "$WORK/sweep.json" ', "sweep": {"outstanding": [1, 8], "size": {"start": 512, "end": 2048, "mode": "exponential"}}'
rc=0; check "$WORK/sweep.json" || rc=$?
[ "$rc" -eq 0 ] || fail "valid sweep: exit $rc, expected 0"
expect "$WORK/sweep.json: a valid iometry.plan/1 plan, \"check me\""
expect "procedure: sweep, 6 steps x 2 repeats"
[ "$(grep -cE '^ +[0-9]+  ' "$WORK/out")" -eq 6 ] || fail "expected 6 step lines"
grep -qE '^ +0  512 B +1 +2$' "$WORK/out" || fail "step 0 should be 512 B, outstanding 1, 2 workers"
grep -qE '^ +5  2 KiB +8 +2$' "$WORK/out" || fail "step 5 should be 2 KiB, outstanding 8, 2 workers"
# 6 steps x 2 repeats x (1 + 5 + 1) s = 84 s
expect "estimated duration: 12 step runs x (1 s ramp + 5 s run + 1 s overhead) = 1m24s"
expect "nothing was started (--check)"

# No sweep: one step with the plan's own sizes and outstanding values.
plan "$WORK/one.json" ''
rc=0; check "$WORK/one.json" || rc=$?
[ "$rc" -eq 0 ] || fail "valid plan: exit $rc, expected 0"
expect "procedure: sweep, 1 step x 2 repeats"
grep -qE '^ +0  4 KiB/64 KiB/64 B +2/4 +2$' "$WORK/out" || fail "the single step should list the plan's sizes and outstanding"

# A ramp: adaptive, its first step and its bound.
plan "$WORK/ramp.json" ', "procedure": {"kind": "ramp", "param": "outstanding", "start": 1, "end": 64, "mode": "exponential"}'
rc=0; check "$WORK/ramp.json" || rc=$?
[ "$rc" -eq 0 ] || fail "valid ramp: exit $rc, expected 0"
expect "procedure: ramp over outstanding (adaptive"
expect "values 1, 2, 4, 8, 16, 32, 64; at most 7 steps x 2 repeats"
expect "stops when mbit_per_s grows less than 5 % over the knee for 1 step in a row"
[ "$(grep -cE '^ +[0-9]+  ' "$WORK/out")" -eq 1 ] || fail "a ramp lists only its first step"
grep -qE '^ +0  4 KiB/64 KiB/64 B +1 +2$' "$WORK/out" || fail "the ramp's first step should have outstanding 1"
expect "adaptive: up to 6 more steps"
expect "estimated duration: at most 14 step runs x (1 s ramp + 5 s run + 1 s overhead) = 1m38s"

# A zero-loss search: its usual count of trials beside the bound with reruns.
rc=0; check "$(dirname "$0")/../../examples/loopback-rate-search.json" || rc=$?
[ "$rc" -eq 0 ] || fail "example rate search: exit $rc, expected 0"
# 7 frame sizes x (7 bisections of 101 candidates + 1 verification), each up to 3 times.
expect "usually 56 trials, at most 168 trials (a trial whose sender fell short runs again) x 1 repeat"

# Invalid: exit 2, every problem by path on stderr, nothing on stdout.
plan "$WORK/bad.json" ', "sample_ms": 50, "procedure": {"kind": "ramp", "param": "rate", "start": 1, "end": 8}'
rc=0; check "$WORK/bad.json" || rc=$?
[ "$rc" -eq 2 ] || fail "invalid plan: exit $rc, expected 2"
for problem in "(2 problems); no traffic was started" "sample_ms: must be 100–60000, got 50" \
    'procedure.param: must be outstanding or size, got "rate"'; do
    grep -qF -- "$problem" "$WORK/err" || fail "missing: $problem"
done
[ ! -s "$WORK/out" ] || fail "an invalid plan printed steps"

rc=0; check "$WORK/none.json" || rc=$?
[ "$rc" -eq 2 ] || fail "missing plan: exit $rc, expected 2"
grep -qF "cannot open plan file" "$WORK/err" || fail "missing plan not named"

rc=0; "$BIN/iometry-run" --check > "$WORK/out" 2>&1 || rc=$?
[ "$rc" -eq 2 ] && grep -qF -- "--check needs a plan" "$WORK/out" || fail "--check without a plan: exit $rc"
# (to a file: grep -q would stop reading, and the long help end in SIGPIPE under pipefail)
"$BIN/iometry-run" --help > "$WORK/help"
grep -qF -- "--check" "$WORK/help" || fail "--check is not in the usage text"

# An imported IOmeter configuration (docs/iometer-files.md) is a plan --check accepts; a
# malformed one is refused by its line and leaves no file.
icf="$(dirname "$0")/../unit/data/icf"
rc=0; "$BIN/iometry-run" import "$icf/iometer-2006.07.27.icf" --output "$WORK/icf.json" \
    > "$WORK/out" 2> "$WORK/err" || rc=$?
[ "$rc" -eq 0 ] || { cat "$WORK/err"; fail "import: exit $rc, expected 0"; }
grep -qF "not carried over from" "$WORK/err" || fail "import listed nothing not carried over"
rc=0; check "$WORK/icf.json" || rc=$?
[ "$rc" -eq 0 ] || fail "imported plan: exit $rc, expected 0"
expect "procedure: sweep, 2 steps x 1 repeat"
rc=0; "$BIN/iometry-run" import "$icf/bad/truncated.icf" --output "$WORK/bad-icf.json" \
    > /dev/null 2> "$WORK/err" || rc=$?
[ "$rc" -eq 2 ] || fail "malformed .icf: exit $rc, expected 2"
grep -qF "line 13: " "$WORK/err" || fail "malformed .icf: the line is not named"
[ ! -e "$WORK/bad-icf.json" ] || fail "a malformed .icf left a plan file"

# Names IOmeter wrote in a Windows code page (docs/iometer-files.md, "Code pages"): a real
# file of the corpus with its access specification renamed in Windows-1251 and in 936 (one
# byte 0xE5 or 0xA2 there once aborted the import, exit 134) imports with exit 0, the plan
# holds the name in UTF-8 and stderr names the code page assumed; --encoding overrides it,
# and a name iconv does not know exits 2 naming it, writing nothing.
vsan="${IOMETRY_CORPUS:-}/iometer/disk-vsan-4k.icf"
if [ -f "$vsan" ]; then
    python3 - "$vsan" "$WORK" <<'PY'
import sys
icf = open(sys.argv[1], "rb").read()
for name, text, code in (("cp1251", "Тест чтения", "cp1251"), ("cp936", "随机读", "gbk")):
    open(f"{sys.argv[2]}/{name}.icf", "wb").write(icf.replace(b"4k; 100% Read; 0% Random", text.encode(code)))
PY
    # spec_names PLAN -> the plan's spec names and every worker's spec, one a line
    spec_names() {
        python3 -c 'import json, sys; p = json.load(open(sys.argv[1], encoding="utf-8"))
print("\n".join(sorted({s["name"] for s in p["specs"]} | {w["spec"] for w in p["workers"]})))' "$1"
    }
    for case in "cp1251|Тест чтения|Windows-1251 (Cyrillic)" "cp936|随机读|936 (GBK, simplified Chinese)"; do
        IFS='|' read -r file want page <<< "$case"
        rc=0; "$BIN/iometry-run" import "$WORK/$file.icf" --output "$WORK/$file.json" \
            > /dev/null 2> "$WORK/err" || rc=$?
        [ "$rc" -eq 0 ] || { cat "$WORK/err"; fail "$file .icf: exit $rc, expected 0"; }
        [ "$(spec_names "$WORK/$file.json")" = "$want" ] || fail "$file .icf: specs $(spec_names "$WORK/$file.json"), expected $want"
        grep -qF "the file is not UTF-8; it is read as $page" "$WORK/err" || fail "$file .icf: the code page is not named"
        grep -qF -- "--encoding NAME" "$WORK/err" || fail "$file .icf: the note does not name --encoding"
    done
    rc=0; "$BIN/iometry-run" import "$WORK/cp1251.icf" --encoding cp1252 --output "$WORK/asked.json" \
        > /dev/null 2> "$WORK/err" || rc=$?
    [ "$rc" -eq 0 ] || { cat "$WORK/err"; fail "--encoding cp1252: exit $rc, expected 0"; }
    [ "$(spec_names "$WORK/asked.json")" = "Òåñò ÷òåíèÿ" ] || fail "--encoding cp1252 did not override detection"
    ! grep -qF "the file is not UTF-8" "$WORK/err" || fail "--encoding: a code page was still detected"
    rc=0; "$BIN/iometry-run" import "$WORK/cp1251.icf" --encoding koi9-bogus --output "$WORK/never.json" \
        > /dev/null 2> "$WORK/err" || rc=$?
    [ "$rc" -eq 2 ] || fail "--encoding koi9-bogus: exit $rc, expected 2"
    grep -qF -- '--encoding "koi9-bogus" is not a code page' "$WORK/err" || { cat "$WORK/err"; fail "the unknown code page is not named"; }
    [ ! -e "$WORK/never.json" ] || fail "an unknown --encoding left a plan file"
else
    echo "corpus absent ($vsan): the code-page import is checked by unit.icf_import only where it is"
fi
started_nothing
pass "--check validates, lists the steps and the estimate, and starts nothing"
