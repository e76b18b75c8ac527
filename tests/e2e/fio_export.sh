#!/usr/bin/env bash
# iometry-run export-fio (docs/fio-files.md, "Writing fio job files"):
# - every example disk plan, its paths pointed at files this test owns, is exported; fio
#   itself accepts the job file (--parse-only, --showcmd), with one stonewalled group per
#   step, one job per disk worker in it, and every filename the plan's;
# - standard output carries the same file as --output;
# - one exported plan of two 1-s steps runs with fio for real: two groups in order, each
#   job's reads and writes done, no error; and the verify example, fio's verify finding
#   nothing wrong;
# - a plan that does not validate and a plan without disk workers are refused (exit 2)
#   with the reason, and nothing is written.
source "$(dirname "$0")/lib.sh"

command -v fio > /dev/null || { echo "SKIP: fio is not installed (scripts/deps.sh installs it)"; exit 77; }
examples=$(cd "$(dirname "$0")/../../examples" && pwd)

# point_at EXAMPLE OUT: the plan with each disk worker on its own small file under $WORK,
# 1-s steps.
point_at() {
    python3 - "$1" "$2" "$WORK" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
plan["run_s"], plan["ramp_s"] = 1, 0
for i, w in enumerate(plan["workers"]):
    if w.get("kind") == "disk":
        w["path"] = f"{sys.argv[3]}/disk{i}.tst"
        w["file_size"] = 8 << 20
json.dump(plan, open(sys.argv[2], "w"), indent=1)
PY
}

count=0
for example in "$examples"/disk-*.json; do
    name=$(basename "$example" .json)
    point_at "$example" "$WORK/$name.json"
    rc=0
    "$BIN/iometry-run" export-fio "$WORK/$name.json" --output "$WORK/$name.fio" 2> "$WORK/$name.err" || rc=$?
    cat "$WORK/$name.err"
    [ "$rc" -eq 0 ] || fail "$name: export-fio exited $rc"
    grep -q "not expressed in fio" "$WORK/$name.err" || fail "$name: nothing listed as not expressed (the seed is, always)"
    fio --parse-only "$WORK/$name.fio" > "$WORK/$name.parse" 2>&1 || { cat "$WORK/$name.parse"; fail "$name: fio --parse-only refused it"; }
    fio --showcmd "$WORK/$name.fio" > "$WORK/$name.cmd" 2>&1 || { cat "$WORK/$name.cmd"; fail "$name: fio --showcmd refused it"; }
    # One group per step: as many stonewalls as --check lists steps (repeats are 1 here).
    steps=$("$BIN/iometry-run" --check "$WORK/$name.json" | awk '/^ +[0-9]+  /' | wc -l)
    groups=$(grep -c '^stonewall$' "$WORK/$name.fio")
    [ "$groups" -eq "$steps" ] || fail "$name: $groups groups for $steps steps"
    # One job per disk worker in each step: the jobs fio's command line has.
    jobs=$(grep -c '^\[step' "$WORK/$name.fio")
    cmd_jobs=$(grep -o -- '--name=step' "$WORK/$name.cmd" | wc -l)
    [ "$jobs" -eq "$cmd_jobs" ] || fail "$name: $jobs jobs in the file, $cmd_jobs in fio's command line"
    # --check's step lines: "%6d  %-14s %-12s %7zu", the workers that run in columns 37-43.
    workers=$("$BIN/iometry-run" --check "$WORK/$name.json" | awk '/^ +[0-9]+  / { n += substr($0, 37, 7) } END { print n }')
    [ "$jobs" -eq "$workers" ] || fail "$name: $jobs jobs for $workers worker runs"
    if grep '^filename=' "$WORK/$name.fio" | grep -v "^filename=$WORK/disk[0-9]*\.tst$"; then
        fail "$name: a filename that is not the plan's"
    fi
    grep -q "^size=$((8 << 20))$" "$WORK/$name.fio" || fail "$name: no size= of the plan's file_size"
    "$BIN/iometry-run" export-fio "$WORK/$name.json" > "$WORK/$name.stdout" 2> /dev/null
    cmp -s "$WORK/$name.stdout" "$WORK/$name.fio" || fail "$name: standard output differs from --output"
    count=$((count + 1))
done
[ "$count" -ge 3 ] || fail "only $count example disk plans found"
pass "$count example disk plans exported; fio parses each, a group per step, a job per worker"

# Every option the export writes, in one plan: fio parses them all and shows each in its
# command line (--showcmd prints the options it understood).
cat > "$WORK/options.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e fio options", "run_s": 1.5, "ramp_s": 0.5,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [
  {"name": "split", "lines": [{"size": 4096, "share": 50, "read": 100, "random": 100, "align": 4096},
                              {"size": 8192, "share": 50, "read": 50, "random": 100, "align": 4096}]},
  {"name": "halves", "lines": [{"size": 4096, "share": 50, "read": 100, "random": 100},
                               {"size": 4096, "share": 50, "read": 0, "random": 0}]},
  {"name": "bursts", "lines": [{"size": 4096, "read": 100, "random": 50, "burst": 4, "delay_ms": 2}]},
  {"name": "aligned", "lines": [{"size": 4096, "read": 70, "random": 100, "align": 512}]}],
 "workers": [
  {"name": "w1", "dynamo": "local", "kind": "disk", "path": "$WORK/o1.tst", "file_size": 8388608,
   "engine": "io_uring", "cpu": 0, "outstanding": 4, "spec": "split"},
  {"name": "w2", "dynamo": "local", "kind": "disk", "path": "$WORK/o2.tst", "file_size": 8388608,
   "engine": "libaio", "direct": false, "outstanding": 4, "spec": "halves"},
  {"name": "w3", "dynamo": "local", "kind": "disk", "path": "$WORK/o3.tst", "file_size": 8388608,
   "engine": "sync", "outstanding": 4, "spec": "bursts"},
  {"name": "w4", "dynamo": "local", "kind": "disk", "path": "$WORK/o4.tst", "file_size": 8388608,
   "outstanding": 2, "spec": "aligned"}]}
PLAN
"$BIN/iometry-run" export-fio "$WORK/options.json" --output "$WORK/options.fio" 2> /dev/null || fail "options.json: export-fio failed"
fio --parse-only "$WORK/options.fio" > "$WORK/options.parse" 2>&1 || { cat "$WORK/options.fio" "$WORK/options.parse"; fail "fio --parse-only refused the options"; }
fio --showcmd "$WORK/options.fio" > "$WORK/options.cmd" 2>&1 || { cat "$WORK/options.cmd"; fail "fio --showcmd refused the options"; }
for option in runtime=1500ms ramp_time=500ms bssplit=4096/67:8192/33,8192/100 rwmixread=75 cpus_allowed=0 \
    percentage_random=100,0 ioengine=libaio direct=0 ioengine=psync thinktime=2ms thinktime_blocks=4 \
    thinktime_blocks_type=issue percentage_random=50 blockalign=512 fixedbufs registerfiles norandommap; do
    grep -q "^${option%%=*}\(=\|$\)" "$WORK/options.fio" || fail "the export wrote no ${option%%=*}"
    grep -qF -- "$option" "$WORK/options.fio" || { cat "$WORK/options.fio"; fail "the export wrote no $option"; }
    # fio's command line names blockalign "ba"
    shown=${option/blockalign=/ba=}
    grep -qF -- "--$shown" "$WORK/options.cmd" || { cat "$WORK/options.cmd"; fail "fio did not take $option"; }
done
pass "fio takes every option the export writes"

# The verify example for real: fio's verify of the exported job finds nothing wrong (it
# needs fio's random map, which the export keeps for a job that verifies). fio saves a
# verify state file in its working folder: that is $WORK.
(cd "$WORK" && fio --output-format=json --output="$WORK/verify.out.json" "$WORK/disk-verify.fio") > /dev/null 2>&1 ||
    { cat "$WORK/verify.out.json"; fail "fio's verify of the exported disk-verify plan failed"; }
python3 - "$WORK/verify.out.json" <<'PY' || fail "fio's results of the exported disk-verify plan"
import json, sys
job = json.load(open(sys.argv[1]))["jobs"][0]
assert job["error"] == 0, job["error"]
assert job["read"]["total_ios"] > 0 and job["write"]["total_ios"] > 0, job["jobname"]
PY
pass "the exported disk-verify plan runs with fio's verify, no error"

# A real run: 70/30 random 4 KiB then 64 KiB, 1 s each, on a 16-MiB file of this test.
cat > "$WORK/run.json" <<PLAN
{"format": "iometry.plan/1", "name": "e2e fio export", "run_s": 1, "ramp_s": 0,
 "dynamos": [{"name": "local", "spawn": true}],
 "specs": [{"name": "s", "lines": [{"size": 4096, "read": 70, "random": 100}]}],
 "workers": [{"name": "d", "dynamo": "local", "kind": "disk", "path": "$WORK/run.tst",
              "file_size": $((16 << 20)), "outstanding": 4, "spec": "s"}],
 "sweep": {"size": [4096, 65536]}}
PLAN
"$BIN/iometry-run" export-fio "$WORK/run.json" --output "$WORK/run.fio" 2> /dev/null || fail "run.json: export-fio failed"
cat "$WORK/run.fio"
fio --output-format=json --output="$WORK/run.out.json" "$WORK/run.fio" > /dev/null 2>&1 ||
    { cat "$WORK/run.out.json"; fail "fio failed to run the exported job file"; }
python3 - "$WORK/run.out.json" <<'PY' || fail "fio's results of the exported job file"
import json, sys
jobs = json.load(open(sys.argv[1]))["jobs"]
names = [j["jobname"] for j in jobs]
assert names == ["step0-bs4096/d", "step1-bs65536/d"], names
assert [j["groupid"] for j in jobs] == [0, 1], [j["groupid"] for j in jobs]
for j, bs in zip(jobs, (4096, 65536)):
    assert j["error"] == 0, j["error"]
    for d in ("read", "write"):
        assert j[d]["total_ios"] > 0, (j["jobname"], d, j[d]["total_ios"])
        assert j[d]["io_bytes"] == j[d]["total_ios"] * bs, (j["jobname"], d)
    share = j["read"]["total_ios"] / (j["read"]["total_ios"] + j["write"]["total_ios"])
    assert 0.55 < share < 0.85, (j["jobname"], share)  # rwmixread=70 over some thousand I/Os
print("fio ran", names)
PY
pass "the exported job file runs with fio: two groups in order, reads and writes of each size"

# Refusals: nothing written, the reason said (lib.sh).
expect_export_refusals export-fio "$WORK/run.json" "$examples/loopback-sweep.json" "the plan has no disk worker"
pass "invalid plans and plans without disks refused, nothing written"
