#!/usr/bin/env bash
# What limited it (docs/metrics.md, "What limited it"): writes a compressing file system
# took a fraction of. A btrfs made by the test on a loop file of its own under /var/tmp,
# mounted with compress-force=zstd, takes a disk worker's O_DIRECT writes of a repeating
# pattern: the worker row warns `compressed`, its evidence the device's MB/s against the
# tool's, and /proc/diskstats' count of the loop device's written sectors over the run
# is a small part of what the tool wrote. The device under a btrfs file is the mount's
# source: btrfs gives its files an anonymous device (major 0) that /proc/diskstats lacks.
source "$(dirname "$0")/lib.sh"
need_root
command -v mkfs.btrfs > /dev/null || { echo "SKIP: no mkfs.btrfs (btrfs-progs)"; exit 77; }

image=$(mktemp /var/tmp/iometry-btrfs.XXXXXX)
on_exit "rm -f $image"
truncate -s 1G "$image"
mkfs.btrfs -q -f "$image" > /dev/null 2>&1 || fail "mkfs.btrfs failed"
mkdir -p "$WORK/mnt"
mount -o loop,compress-force=zstd "$image" "$WORK/mnt" 2> "$WORK/mount.err" ||
    { cat "$WORK/mount.err"; echo "SKIP: cannot mount a loop file here"; exit 77; }
on_exit "umount $WORK/mnt"
loop=$(findmnt -n -o SOURCE "$WORK/mnt")
loop=${loop#/dev/}

cat > "$WORK/plan.json" <<PLAN
{"format": "iometry.plan/1", "name": "planted compressed", "run_s": 2, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "w128", "lines": [{"size": 131072, "read": 0, "random": 0}]}],
 "workers": [{"name": "disk", "dynamo": "local", "kind": "disk", "path": "$WORK/mnt/c.tst",
              "file_size": 134217728, "outstanding": 4, "spec": "w128",
             "data_pattern": "repeating"}]}
PLAN
written() { awk -v d="$loop" '$3 == d { print $10 }' /proc/diskstats; }
before=$(written)
"$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" > "$WORK/out.txt" 2>&1 ||
    { cat "$WORK/out.txt"; fail "iometry-run exited $?"; }
sync
after=$(written)
cat "$WORK/out.txt"
python3 - "$WORK/r" "$before" "$after" "$loop" <<'PY' || fail "writes a compressing file system took a fraction of are not flagged"
import csv, json, sys
rows = {(r["scope"], r["name"]): r for r in csv.DictReader(open(sys.argv[1] + "/summary.csv"))}
disk = rows[("worker", "disk")]
assert "compressed" in disk["warnings"].split(";"), (disk["warnings"], disk["dev_write_mb_per_s"], disk["mb_per_s"])
device = json.load(open(sys.argv[1] + "/bench.json"))["workers"][0]["device"]
row = [r for r in json.load(open(sys.argv[1] + "/results.json"))["steps"][0]["rows"] if r["name"] == "disk"][0]
e = [e for e in row["evidence"] if e["backs"] == "compressed"][0]
tool_mb = float(disk["mb_per_s"]) * float(disk["seconds"])
kernel_mb = (int(sys.argv[3]) - int(sys.argv[2])) * 512 / 1e6
print(f"compressed: {sys.argv[4]} ({device}) took {e['value']:.1f} MB/s of the tool's {e['limit']:.1f}; "
      f"/proc/diskstats over the fill and the run {kernel_mb:.1f} MB, the tool {tool_mb:.0f} MB in the run")
assert e["counter"] == "dev_write_mb_per_s" and e["value"] * 2 <= e["limit"], e
assert abs(e["limit"] - float(disk["mb_per_s"])) < 0.01 * e["limit"] + 0.01, (e, disk["mb_per_s"])
assert kernel_mb * 2 <= tool_mb, (kernel_mb, tool_mb)
PY
pass "compressed writes on a btrfs with zstd are flagged, against the loop device's own count"
