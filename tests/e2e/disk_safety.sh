#!/usr/bin/env bash
# Disk safety (docs/plan-format.md, "Disk safety") on loop devices this test attaches over
# 32-MiB image files of its own, through iometry-run and a spawned dynamo. A refusal exits
# nonzero, names the device and the reason, measures nothing (summary.csv has no data rows)
# and writes nothing (the image's sha256 is unchanged):
# 1. an ext4 filesystem, block_device true, no force: refused, "ext4";
# 2. a dos partition table: refused, "partition table";
# 3. a block device without block_device: refused, "is a block device";
# 7. a regular file with block_device true: refused, "is not a block device".
# Accepted: 4. a blank device with block_device true and file_size 8 MiB: written, and not a
# byte past 8 MiB (the image starts zeroed, and those bytes are still zeros); 5. the ext4
# device with force: written. 8. verify on the blank device: its span is filled with stamps,
# a mixed run checks clean, and a unit the test changes is caught by offset. Last, 6. a mounted ext4 device: refused as mounted, and with
# force still refused (mounted, or busy: the filesystem claims the device exclusively); the
# filesystem checks clean afterwards and a file written into it before is intact.
# Only the loop devices attached here are detached (never losetup -D), and what is mounted
# here is unmounted.
source "$(dirname "$0")/lib.sh"

if [ "$(id -u)" -ne 0 ]; then
    echo "SKIP: needs root for loop devices"
    exit 77
fi
for tool in losetup mkfs.ext4 sfdisk e2fsck debugfs mount umount cmp sha256sum; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is missing"; exit 77; }
done
if ! losetup -f > /dev/null 2>&1; then
    echo "SKIP: no free loop device (losetup -f failed)"
    exit 77
fi

MiB=$((1 << 20))
image() {  # NAME -> a zeroed 32-MiB image $WORK/NAME.img
    truncate -s $((32 * MiB)) "$WORK/$1.img"
}
attach() {  # IMAGE -> $dev, the loop device over IMAGE, detached on exit
    dev=$(losetup -f --show "$1") || fail "losetup could not attach $1"
    on_exit "losetup -d $dev"
    [ -b "$dev" ] || fail "$dev is not a block device after losetup"
}
plan() {  # NAME PATH [EXTRA KEYS of the worker [READ % [RANDOM %]]]
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e disk safety $1", "run_s": 1, "ramp_s": 0, "sample_ms": 500,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "s", "lines": [{"size": 4096, "read": ${4:-0}, "random": ${5:-100}}]}],
 "workers": [{"name": "d", "dynamo": "local", "kind": "disk", "path": "$2",
              "outstanding": 4, "spec": "s"${3:-}}]}
PLAN
}
run() {  # NAME -> runs $WORK/NAME.json, results in $WORK/NAME, output in $WORK/NAME.out, $rc
    rc=0
    "$BIN/iometry-run" "$WORK/$1.json" --results "$WORK/$1" > "$WORK/$1.out" 2>&1 || rc=$?
    cat "$WORK/$1.out"
}
sum() { sha256sum < "$1" | cut -d' ' -f1; }
# says NAME TARGET REASON: a line of NAME's output names TARGET (followed by a space, colon,
# comma or the line's end, so /dev/loop1 is not /dev/loop10) and REASON
says() {
    awk -v t="$2" -v r="$3" '{ l = $0 " " }
        (index(l, t " ") || index(l, t ":") || index(l, t ",")) && index(l, r) { found = 1 }
        END { exit !found }' "$WORK/$1.out"
}
# data_rows NAME -> the data rows of NAME's summary.csv (0 when there is none)
data_rows() {
    if [ -f "$WORK/$1/summary.csv" ]; then awk 'NR > 1 && NF' "$WORK/$1/summary.csv" | wc -l
    else echo 0; fi
}
# refused NAME TARGET IMAGE REASON...: the run of $WORK/NAME.json was refused naming TARGET
# and one of the REASONs, measured nothing, and IMAGE (when not empty) was not written
refused() {
    local name=$1 target=$2 img=$3 before="" reason ok=""
    shift 3
    [ -z "$img" ] || before=$(sum "$img")
    run "$name"
    [ "$rc" -ne 0 ] || fail "$name: iometry-run exited 0: $target was not refused"
    for reason in "$@"; do says "$name" "$target" "$reason" && ok=1; done
    [ -n "$ok" ] || fail "$name: no line of the output names $target and says \"$*\""
    [ "$(data_rows "$name")" -eq 0 ] || fail "$name: summary.csv holds a measured step"
    [ -z "$img" ] || [ "$(sum "$img")" = "$before" ] || fail "$name: $img changed: it was written"
}
# accepted NAME: the run of $WORK/NAME.json succeeded and wrote (write ops > 0, no errors)
accepted() {
    run "$1"
    [ "$rc" -eq 0 ] || fail "$1: iometry-run exited $rc"
    local writes errors
    writes=$(csv_column "$WORK/$1/summary.csv" write_ops_per_s)
    errors=$(csv_column "$WORK/$1/summary.csv" errors)
    awk -v w="$writes" 'BEGIN { exit !(w > 0) }' || fail "$1: $writes write ops per second"
    [ "$errors" = 0 ] || fail "$1: $errors errors"
}

# 1. ext4: refused as a filesystem, nothing written.
image fs
mkfs.ext4 -q -L data "$WORK/fs.img" < /dev/null
attach "$WORK/fs.img"
fs_dev=$dev
plan ext4 "$fs_dev" ', "block_device": true'
refused ext4 "$fs_dev" "$WORK/fs.img" "ext4"
pass "1. an ext4 filesystem on $fs_dev is refused, nothing written"

# 2. A dos partition table with one partition (partitions not scanned: the table is seen).
image parted
printf 'label: dos\n2048,,L\n' | sfdisk -q "$WORK/parted.img" > /dev/null
attach "$WORK/parted.img"
plan parted "$dev" ', "block_device": true'
refused parted "$dev" "$WORK/parted.img" "partition table"
pass "2. a dos partition table on $dev is refused, nothing written"

# 3. A blank device, the plan without block_device (a test file's keys): refused.
image blank
attach "$WORK/blank.img"
blank_dev=$dev
plan no_consent "$blank_dev" ", \"file_size\": $((8 * MiB))"
refused no_consent "$blank_dev" "$WORK/blank.img" "is a block device"
pass "3. $blank_dev without block_device is refused, nothing written"

# 7. A regular file with block_device true: refused.
plain=$WORK/plain.bin
head -c $MiB /dev/urandom > "$plain"
plan not_block "$plain" ', "block_device": true'
refused not_block "$plain" "$plain" "is not a block device"
pass "7. a regular file with block_device true is refused, nothing written"

# 4. The blank device with block_device true and a span of 8 MiB: written, only within it.
plan blank_ok "$blank_dev" ", \"block_device\": true, \"file_size\": $((8 * MiB))"
accepted blank_ok
says blank_ok "$blank_dev" "$((8 * MiB)) bytes of" ||
    fail "blank_ok: the output does not say the span is $((8 * MiB)) bytes of $blank_dev"
! cmp -s -n $((8 * MiB)) "$WORK/blank.img" /dev/zero || fail "blank_ok: the first 8 MiB were not written"
cmp -s -i $((8 * MiB)):0 -n $((24 * MiB)) "$WORK/blank.img" /dev/zero ||
    fail "blank_ok: bytes past file_size (8 MiB) were written: $(cmp -i $((8 * MiB)):0 -n $((24 * MiB)) "$WORK/blank.img" /dev/zero 2>&1 || true)"
pass "4. $blank_dev with block_device true: written, and not a byte past file_size"

# 8. Verify on the blank device (data verification, docs/plan-format.md): its 8-MiB span is
# filled with stamps first (case 4 left units of its own there), a mixed run then checks
# clean; a unit changed behind the tool's back is caught by the next verified read, which
# names its offset and fails the run, and no fill runs over it (the span was filled).
plan verify_ok "$blank_dev" ", \"block_device\": true, \"file_size\": $((8 * MiB)), \"verify\": true" 50
accepted verify_ok
reads=$(csv_column "$WORK/verify_ok/summary.csv" read_ops_per_s)
awk -v r="$reads" 'BEGIN { exit !(r > 0) }' || fail "verify_ok: $reads read ops per second: nothing was checked"
cmp -s -i $((8 * MiB)):0 -n $((24 * MiB)) "$WORK/blank.img" /dev/zero ||
    fail "verify_ok: the fill wrote past file_size (8 MiB)"
bad=$((3 * MiB + 512))
head -c 512 /dev/urandom | dd of="$blank_dev" bs=512 seek=$((bad / 512)) oflag=direct conv=notrunc status=none ||
    fail "could not change the unit at $bad of $blank_dev"
plan verify_bad "$blank_dev" ", \"block_device\": true, \"file_size\": $((8 * MiB)), \"verify\": true" 100 0
run verify_bad
[ "$rc" -ne 0 ] || fail "verify_bad: iometry-run exited 0 over a changed unit"
grep -qF "the unit at offset $bad: no Iometry stamp" "$WORK/verify_bad.out" || fail "verify_bad: the output does not name offset $bad"
pass "8. verify on $blank_dev: filled, checked clean, then a changed unit at $bad is caught"

# 5. The ext4 device with force: written.
before=$(sum "$WORK/fs.img")
plan forced "$fs_dev" ', "block_device": true, "force": true'
accepted forced
[ "$(sum "$WORK/fs.img")" != "$before" ] || fail "forced: the image did not change"
pass "5. the ext4 device $fs_dev with force: written"

# 6. A mounted ext4 device: refused without force, and with force still refused. Its
# filesystem is not compared by sha256 (the kernel writes it while mounted): it must check
# clean after the unmount, and a file written into it before must be intact.
image mounted
mkfs.ext4 -q -L data "$WORK/mounted.img" < /dev/null
attach "$WORK/mounted.img"
mkdir "$WORK/mnt"
mount -o errors=remount-ro "$dev" "$WORK/mnt"
on_exit "umount $WORK/mnt"
head -c $((256 << 10)) /dev/urandom > "$WORK/keep"
cp "$WORK/keep" "$WORK/mnt/keep"
sync
plan mounted "$dev" ', "block_device": true'
refused mounted "$dev" "" "is mounted at $WORK/mnt"
plan mounted_force "$dev" ', "block_device": true, "force": true'
refused mounted_force "$dev" "" "is mounted" "busy"
umount "$WORK/mnt"
e2fsck -fn "$WORK/mounted.img" > "$WORK/e2fsck.out" 2>&1 ||
    { cat "$WORK/e2fsck.out"; fail "mounted: the filesystem does not check clean after the runs"; }
debugfs -R "cat /keep" "$WORK/mounted.img" 2> /dev/null | cmp -s - "$WORK/keep" ||
    fail "mounted: the file written before the runs is not intact"
pass "6. the mounted $dev is refused, with force too; its filesystem and files are intact"
