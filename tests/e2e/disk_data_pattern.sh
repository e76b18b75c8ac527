#!/usr/bin/env bash
# What a disk worker's writes carry and where they land (docs/plan-format.md, "Data
# patterns" and "Where the span starts"), through iometry-run and the dynamo on test files
# this test creates under /var/tmp, read back here after short write-only runs:
# - repeating: after each 512-byte unit's 8-byte mark, one byte value throughout a write,
#   and the writes' values differ: zlib shrinks the span to a sliver;
# - full_random: writes from random places of a random region: zlib cannot shrink it, and
#   the 4-KiB blocks written mostly differ from each other;
# - start_offset: the test writes a marker of its own over the first MiB, the plan's span
#   starts there; after the run the marker is intact and the file ends where the span does,
#   while the span holds the run's writes.
# And a data_pattern with verify is refused by the plan's check, naming the worker.
source "$(dirname "$0")/lib.sh"

dir=$(mktemp -d /var/tmp/iometry-e2e-pattern.XXXXXX)
on_exit "rm -rf '$dir'"
span=$((4 << 20))
plan() {  # NAME PATTERN [EXTRA]
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e data pattern $1", "run_s": 0.5, "ramp_s": 0, "sample_ms": 250,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "w", "lines": [{"size": 4096, "read": 0, "random": 0}]}],
 "workers": [{"name": "d", "dynamo": "local", "kind": "disk", "path": "$dir/$1.tst",
              "file_size": $span, "outstanding": 4, "spec": "w", "data_pattern": "$2"${3:-}}]}
PLAN
}
run() {  # NAME
    local rc=0
    "$BIN/iometry-run" "$WORK/$1.json" --results "$WORK/$1" > "$WORK/$1.out" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || { cat "$WORK/$1.out"; fail "$1: iometry-run exited $rc"; }
    no_warnings "$WORK/$1"
}

plan repeating repeating
plan full full_random
head -c $((1 << 20)) /dev/zero | tr '\0' '\307' > "$dir/offset.tst"   # the marker: 0xC7
plan offset repeating ', "start_offset": 1048576'
for name in repeating full offset; do run "$name"; done

python3 - "$dir" "$span" <<'PY' || fail "the files do not hold what the plans asked"
import sys, zlib
folder, span = sys.argv[1], int(sys.argv[2])
MARK = b"IOMDATA1"  # the 8-byte mark of a write without verify (workers/disk/verify_pattern.hpp)

def written_units(data):
    """The 512-byte units the run wrote (the fill's are stamps, with another mark)."""
    return [data[i:i + 512] for i in range(0, len(data), 512) if data[i:i + 8] == MARK]

rep = open(f"{folder}/repeating.tst", "rb").read()
units = written_units(rep)
assert len(units) > len(rep) // 512 // 2, f"repeating: only {len(units)} units written"
assert all(len(set(u[8:])) == 1 for u in units), "repeating: a unit holds more than one byte value after its mark"
values = {u[8] for u in units}
assert len(values) > 16, f"repeating: the writes carry only {len(values)} byte values"
ratio_rep = len(zlib.compress(b"".join(units), 6)) / (512 * len(units))
assert ratio_rep < 0.1, f"repeating: zlib keeps {ratio_rep:.3f} of it"

full = open(f"{folder}/full.tst", "rb").read()
units = written_units(full)
assert len(units) > len(full) // 512 // 2, f"full_random: only {len(units)} units written"
data = b"".join(units)
ratio_full = len(zlib.compress(data, 6)) / len(data)
assert ratio_full > 0.95, f"full_random: zlib shrinks it to {ratio_full:.3f}"
blocks = [full[i:i + 4096] for i in range(0, len(full), 4096) if full[i:i + 8] == MARK]
# 4097 places of the 16-MiB region (4-KiB aligned) for 1024 blocks: ~906 distinct expected
# (a place drawn twice repeats a block); one buffer for every write would give 1.
assert len(set(blocks)) > 0.8 * len(blocks), f"full_random: {len(set(blocks))} distinct of {len(blocks)} blocks"

off = open(f"{folder}/offset.tst", "rb").read()
assert len(off) == (1 << 20) + span, f"start_offset: the file is {len(off)} bytes, not {(1 << 20) + span}"
assert off[:1 << 20] == b"\xc7" * (1 << 20), "start_offset: a byte before start_offset was written"
assert len(written_units(off[1 << 20:])) > 0, "start_offset: no write landed in the span"
print(f"repeating: zlib keeps {ratio_rep:.4f}, {len(values)} byte values; full_random: zlib keeps {ratio_full:.4f}, "
      f"{len(set(blocks))} distinct blocks of {len(blocks)}; start_offset: the first MiB untouched")
PY
pass "repeating, full_random and start_offset land in the files as the plans asked"

plan verified full_random ', "verify": true'
rc=0
"$BIN/iometry-run" --check "$WORK/verified.json" > "$WORK/verified.out" 2>&1 || rc=$?
[ "$rc" -ne 0 ] || fail "a data_pattern with verify was accepted"
grep -q 'workers\[0\].data_pattern: worker "d": with verify' "$WORK/verified.out" ||
    { cat "$WORK/verified.out"; fail "the refusal of a data_pattern with verify does not name the worker and key"; }
pass "a data_pattern with verify is refused, naming the worker"
