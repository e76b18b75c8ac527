#!/usr/bin/env bash
# Figures from scripts: a real run's results folder rendered by
# `iometry --report DIR --export FILE` with no display at all, in PNG (2x scale), PDF and SVG.
source "$(dirname "$0")/lib.sh"
[ -x "$BIN/iometry" ] || { echo "SKIP: the GUI is not built"; exit 77; }

cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "report e2e", "run_s": 1, "sample_ms": 250,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "transmit", "lines": [{"size": 1024}]}],
 "workers": [{"name": "nic", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "transmit"}],
 "sweep": {"size": [1024, 65536]}}
PLAN
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" --quiet > /dev/null ||
    fail "iometry-run failed"

export -n DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
for ext in png pdf svg; do
    "$BIN/iometry" --report "$WORK/r" --export "$WORK/figure.$ext" 2> "$WORK/err" ||
        { cat "$WORK/err"; fail "--export .$ext failed"; }
done
file "$WORK/figure.png" | grep -q "PNG image data, 2400 x 1400" || fail "PNG is not 2400x1400"
file "$WORK/figure.pdf" | grep -q "PDF document" || fail "not a PDF"
grep -q "<svg" "$WORK/figure.svg" || fail "not an SVG"
grep -q "report e2e" "$WORK/figure.svg" || fail "the SVG has no title"

rc=0
"$BIN/iometry" --report "$WORK/none" --export "$WORK/x.png" 2> "$WORK/err" || rc=$?
[ "$rc" -ne 0 ] && grep -q "does not exist" "$WORK/err" || fail "a missing folder was not refused clearly"
[ ! -e "$WORK/x.png" ] || fail "a figure was written for a missing folder"
pass "report figure exported headless as PNG, PDF and SVG"
