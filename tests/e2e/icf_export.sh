#!/usr/bin/env bash
# iometry-run export-icf (docs/iometer-files.md, "Writing .icf files"):
# - every example plan with a disk or tcp worker is exported; `iometry-run import` reads the
#   file back, `iometry-run --check` takes that plan, with as many steps as the example's
#   when the example's sweep is one IOmeter's cycling expresses; the file is IOmeter 1.1.0's
#   (version lines, CR LF); standard output carries the same file as --output;
# - the disk target-cycling example reads back as the same plan but its description;
# - a plan that does not validate, one without a disk or tcp worker, and a missing plan are
#   refused (exit 2) with the reason, and nothing is written.
source "$(dirname "$0")/lib.sh"

examples=$(cd "$(dirname "$0")/../../examples" && pwd)

# steps PLAN -> how many steps --check lists
steps() { "$BIN/iometry-run" --check "$1" | awk '/^ +[0-9]+  /' | wc -l; }

count=0
for example in "$examples"/*.json; do
    name=$(basename "$example" .json)
    grep -q '"kind": *"\(disk\|tcp\)"' "$example" || continue
    rc=0
    "$BIN/iometry-run" export-icf "$example" --output "$WORK/$name.icf" 2> "$WORK/$name.err" || rc=$?
    cat "$WORK/$name.err"
    [ "$rc" -eq 0 ] || fail "$name: export-icf exited $rc"
    grep -q "not expressed in IOmeter" "$WORK/$name.err" || fail "$name: nothing listed as not expressed (the seed is, always)"
    head -c 16 "$WORK/$name.icf" | cmp -s - <(printf 'Version 1.1.0 \r\n') || fail "$name: does not begin \"Version 1.1.0 \" CR LF"
    [ "$(tail -n 1 "$WORK/$name.icf")" = $'Version 1.1.0 \r' ] || fail "$name: does not end with its version line"
    [ "$(grep -c $'\r$' "$WORK/$name.icf")" -eq "$(wc -l < "$WORK/$name.icf")" ] || fail "$name: a line without CR LF"
    "$BIN/iometry-run" import "$WORK/$name.icf" --output "$WORK/$name.back.json" 2> "$WORK/$name.import" ||
        { cat "$WORK/$name.import"; fail "$name: iometry-run import refused the exported file"; }
    "$BIN/iometry-run" --check "$WORK/$name.back.json" > "$WORK/$name.check" ||
        { cat "$WORK/$name.check"; fail "$name: --check refused the plan read back"; }
    if ! grep -q "sweep\.\|procedure" "$WORK/$name.err"; then
        [ "$(steps "$example")" -eq "$(steps "$WORK/$name.back.json")" ] ||
            fail "$name: $(steps "$example") steps, $(steps "$WORK/$name.back.json") read back"
    fi
    "$BIN/iometry-run" export-icf "$example" > "$WORK/$name.stdout" 2> /dev/null
    cmp -s "$WORK/$name.stdout" "$WORK/$name.icf" || fail "$name: standard output differs from --output"
    count=$((count + 1))
done
[ "$count" -ge 5 ] || fail "only $count example plans with disk or tcp workers found"
pass "$count example plans exported, imported back and checked"

# The disk target-cycling example: the same plan read back (the importer writes its own
# description, and names workers after their manager).
python3 - "$examples/disk-target-cycling.json" "$WORK/disk-target-cycling.back.json" <<'PY' || fail "disk-target-cycling did not read back as itself"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
assert b["name"] == a["name"], b["name"]
assert b["run_s"] == a["run_s"] and b["ramp_s"] == a["ramp_s"] and b["sample_ms"] == a["sample_ms"]
defaults = {"share": 100, "read": 0, "random": 0, "align": 0, "reply": 0, "burst": 1, "delay_ms": 0}
full = lambda specs: [{**s, "lines": [{**defaults, **l} for l in s["lines"]]} for s in specs]
assert full(b["specs"]) == full(a["specs"]), b["specs"]
assert b["sweep"]["targets"]["start"] == 1 and b["sweep"]["targets"]["end"] == 3, b["sweep"]
assert [w["name"] for w in b["workers"]] == ["local " + w["name"] for w in a["workers"]], b["workers"]
for x, y in zip(a["workers"], b["workers"]):
    for key in ("path", "file_size", "outstanding", "spec"):
        assert x[key] == y[key], (key, x[key], y[key])
PY
grep -q $'^\tCYCLE_TARGETS\r$' "$WORK/disk-target-cycling.icf" || fail "disk-target-cycling: no CYCLE_TARGETS"
pass "the disk target-cycling example reads back as itself, with IOmeter's target cycling"

# Refusals: nothing written, the reason said (lib.sh).
expect_export_refusals export-icf "$examples/disk-queue-depth.json" "$examples/loopback-udp.json" "the plan has no disk or tcp worker"
rc=0
"$BIN/iometry-run" export-icf "$examples/disk-queue-depth.json" --bogus > "$WORK/usage.out" 2>&1 || rc=$?
[ "$rc" -eq 2 ] && grep -qF 'unknown option "--bogus"' "$WORK/usage.out" || fail "export-icf --bogus: exit $rc"
pass "invalid plans, plans without disk or tcp workers and bad command lines refused, nothing written"
