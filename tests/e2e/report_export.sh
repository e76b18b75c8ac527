#!/usr/bin/env bash
# Figures from scripts: a real run's results folder rendered by
# `iometry --report DIR --export FILE` with no display at all, in PNG (2x scale), PDF and SVG;
# and a network method's run (a UDP ramp) exported as its own figure and table.
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
# A UDP ramp: the method's figure and table by default, the throughput view on request.
cat > "$WORK/ramp.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "ramp e2e", "ramp_s": 0.2, "sample_ms": 250,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "datagrams", "lines": [{"size": 1472, "read": 0}]}],
 "workers": [{"name": "udp", "dynamo": "local", "kind": "udp", "bind": "127.0.0.1",
              "peer": {"dynamo": "local", "address": "127.0.0.1"}, "rate_mbit": 10,
              "spec": "datagrams"}],
 "procedure": {"kind": "udp_ramp", "from_mbit": 10, "to_mbit": 30, "step_mbit": 10,
               "trial_s": 0.5}}
PLAN
"$BIN/iometry-run" "$WORK/ramp.json" --results "$WORK/ramp" --quiet > /dev/null ||
    fail "the UDP ramp failed"
"$BIN/iometry" --report "$WORK/ramp" --export "$WORK/ramp.svg" 2> "$WORK/err" ||
    { cat "$WORK/err"; fail "--export of the ramp's figure failed"; }
grep -q "Offered rate" "$WORK/ramp.svg" || fail "the ramp's SVG is not the ramp's figure"
LC_ALL=C "$BIN/iometry" --report "$WORK/ramp" --export "$WORK/ramp.csv" 2> "$WORK/err" ||
    { cat "$WORK/err"; fail "--export of the ramp's table failed"; }
head -1 "$WORK/ramp.csv" | grep -q "^offered_mbit,achieved_mbit_per_s,sent_mbit_per_s" ||
    fail "the ramp's table has the header: $(head -1 "$WORK/ramp.csv")"
[ "$(wc -l < "$WORK/ramp.csv")" -eq 4 ] || fail "the ramp's table has not 3 rates"
# What the table says arrived is what summary.csv says arrived (the 'all' row of each step),
# to the table's two decimals (summary.csv rounds to three: 29.545 there may be 29.54 in
# the table, rounded once from the full value).
awk -F, 'NR > 1 { print $2 }' "$WORK/ramp.csv" > "$WORK/achieved.table"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         $c["scope"] == "all" { print $c["mbit_per_s"] }' "$WORK/ramp/summary.csv" \
    > "$WORK/achieved.summary"
[ "$(wc -l < "$WORK/achieved.table")" -eq "$(wc -l < "$WORK/achieved.summary")" ] &&
    paste "$WORK/achieved.table" "$WORK/achieved.summary" |
    awk '{ d = $1 - $2; if (d < 0) d = -d; if (d > 0.0051) exit 1 }' ||
    fail "the table's achieved rates differ from summary.csv: $(paste "$WORK/achieved.table" "$WORK/achieved.summary")"
"$BIN/iometry" --report "$WORK/ramp" --view throughput --export "$WORK/pe.svg" 2> "$WORK/err" ||
    { cat "$WORK/err"; fail "--view throughput failed"; }
grep -q "Request size" "$WORK/pe.svg" || fail "--view throughput did not draw the throughput figure"
rc=0
"$BIN/iometry" --report "$WORK/r" --view method --export "$WORK/m.png" 2> "$WORK/err" || rc=$?
[ "$rc" -ne 0 ] && grep -q "procedure.json" "$WORK/err" || fail "--view method of a plain sweep was not refused clearly"
# Runs compared (docs/report.md): a second run with repeats beside the first, from the GUI
# binary headless and from iometry-run, the same table; numbers in the C locale whatever
# the language (a Russian interface writes decimal commas on screen, not in the file).
sed -e 's/"report e2e"/"report e2e B", "repeats": 3/' "$WORK/plan.json" > "$WORK/plan-b.json"
"$BIN/iometry-run" "$WORK/plan-b.json" --results "$WORK/rb" --quiet > /dev/null ||
    fail "the second run failed"
LANG=ru_RU.UTF-8 "$BIN/iometry" --lang ru --report "$WORK/r" --report "$WORK/rb" \
    --export "$WORK/compare.csv" 2> "$WORK/err" || { cat "$WORK/err"; fail "compare .csv failed"; }
"$BIN/iometry" --report "$WORK/r" --report "$WORK/rb" --export "$WORK/compare.svg" 2> "$WORK/err" ||
    { cat "$WORK/err"; fail "compare .svg failed"; }
grep -q "report e2e B" "$WORK/compare.svg" || fail "the compare figure does not name the second run"
"$BIN/iometry-run" report "$WORK/r" "$WORK/rb" --export "$WORK/compare-cli.csv" ||
    fail "iometry-run report failed"
cmp -s "$WORK/compare.csv" "$WORK/compare-cli.csv" ||
    fail "the GUI and iometry-run give different tables: $(diff "$WORK/compare.csv" "$WORK/compare-cli.csv" | head -5)"
python3 - "$WORK/compare.csv" "$WORK/rb/summary.csv" <<'PY' || fail "the compare table is wrong"
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert [r["run"] for r in rows] == ["report e2e"] * 2 + ["report e2e B"] * 2, [r["run"] for r in rows]
for r in rows:
    for k, v in r.items():
        if k not in ("run", "repeat", "scope", "name", "phase", "limited_by", "warnings") and v != "":
            float(v)  # a number in the C locale, or the line is wrong
summary = list(csv.DictReader(open(sys.argv[2])))
for r in rows[2:]:
    reps = [float(s["mbit_per_s"]) for s in summary
            if s["scope"] == "all" and s["step"] == r["step"] and s["repeat"] != "agg"]
    assert len(reps) == 3 and r["repeats"] == "3" and r["repeat"] == "agg", r
    assert abs(float(r["mbit_per_s_min"]) - min(reps)) < 0.002, (r["mbit_per_s_min"], reps)
    assert abs(float(r["mbit_per_s_max"]) - max(reps)) < 0.002, (r["mbit_per_s_max"], reps)
    assert abs(float(r["mbit_per_s_stddev"]) - statistics.stdev(reps)) < 0.01, (r, reps)
PY
pass "report figures exported headless as PNG, PDF and SVG; a UDP ramp as its own figure and table; two runs compared"
