#!/usr/bin/env python3
"""A plan against its own fio job file: does `iometry-run export-fio` do the same I/O?

For each case a one-worker disk plan is run by iometry-run and exported by
`iometry-run export-fio` (docs/fio-files.md, "Writing fio job files"); fio runs the
exported job file as it is. Both work on the same test file, interleaved round by round
(Iometry first in odd rounds, fio first in even ones), and the IOPS of each run are
compared: the ratio of the medians, each tool's run-to-run spread ((max - min) / median),
and whether they agree within the spread (the medians differ by no more than the larger of
the two tools' ranges).

  rr4k-qd32   4 KiB random read, io_uring, 32 in flight
  sw64k-qd4   64 KiB sequential write, io_uring, 4 in flight
  mix70-qd16  8 KiB random, 70 % reads, io_uring, 16 in flight (rw=randrw, rwmixread=70)
  split-qd8   4 KiB and 64 KiB random reads, half each (bssplit), io_uring, 8 in flight

The test file and its fill, the Iometry runs and the machine state are disk_vs_fio.py's
(--file, default /var/tmp/iometry-bench.tst, --size 1 GiB, deleted at the end unless
--keep; the write case overwrites it), and so are the options they share (--fio-nice 19
runs fio at the priority of Iometry's traffic threads). See bench/README.md
("plan_vs_fio_export.py").
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

from disk_vs_fio import (add_run_options, check_run_options, disk_plan, fmt, machine_state,
                         ratio, run_fio, run_header, run_iometry, run_rounds, tools_in_turn,
                         words)

# case -> (spec lines, outstanding); every case runs io_uring with O_DIRECT
CASES = {
    "rr4k-qd32": ([{"size": 4096, "read": 100, "random": 100}], 32),
    "sw64k-qd4": ([{"size": 65536, "read": 0, "random": 0}], 4),
    "mix70-qd16": ([{"size": 8192, "read": 70, "random": 100}], 16),
    "split-qd8": ([{"size": 4096, "share": 50, "read": 100, "random": 100, "align": 4096},
                   {"size": 65536, "share": 50, "read": 100, "random": 100, "align": 4096}], 8),
}


def case_plan(args, case):
    lines, qd = CASES[case]
    plan = disk_plan(f"plan_vs_fio_export {case}", args, lines[0], "io_uring", qd,
                     args.duration, args.ramp)
    plan["specs"][0]["lines"] = lines
    return plan


def export(args, case, work):
    """The case's plan and its exported job file; returns (job file path, its notes)."""
    plan_path = os.path.join(work, f"{case}.json")
    with open(plan_path, "w") as f:
        json.dump(case_plan(args, case), f)
    job = os.path.join(work, f"{case}.fio")
    out = subprocess.run([args.iometry_run, "export-fio", plan_path, "--output", job],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"plan_vs_fio_export: export-fio of {case} exited {out.returncode}: {out.stderr}")
    notes = [l.strip()[2:] for l in out.stderr.splitlines() if l.startswith("  - ")]
    return job, notes


def iometry(args, case, work):
    row, facts = run_iometry(args, case_plan(args, case), work, args.ramp + args.duration + 60)
    if facts.get("engine") != "io_uring":
        raise RuntimeError(f"Iometry ran engine {facts.get('engine')}, not io_uring")
    if int(row["errors"]) != 0:
        raise RuntimeError(f"Iometry counted {row['errors']} I/O errors")
    return float(row["ops_per_s"])


def fio(args, job):
    # Iometry's traffic threads run at nice 19 (docs/architecture.md): --fio-nice 19 runs
    # fio at the same priority, which matters on a host that other work keeps busy.
    cmd = ["nice", "-n", str(args.fio_nice), args.fio, "--output-format=json", job]
    jobs = run_fio(cmd, args.ramp + args.duration + 60)
    if len(jobs) != 1:
        raise RuntimeError(f"the exported file ran {len(jobs)} jobs, not 1")
    return jobs[0]["read"]["iops"] + jobs[0]["write"]["iops"]


def spread(values):
    return (max(values) - min(values)) / statistics.median(values) if len(values) > 1 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=",".join(CASES), help=f"[{','.join(CASES)}]")
    add_run_options(ap)
    args = ap.parse_args()
    cases = words(args.cases)
    check_run_options(ap, args, [c for c in cases if c not in CASES])
    print(f"# plan_vs_fio_export: {run_header(args)}")
    print(f"# start: {machine_state()}")
    with tempfile.TemporaryDirectory(prefix="iometry-export-bench-") as work:
        jobs = {}
        for case in cases:
            jobs[case], notes = export(args, case, work)
            print(f"# {case}: not expressed: " + "; ".join(notes))

        def run_one(key, work):
            case, tool = key
            return iometry(args, case, work) if tool == "iometry" else fio(args, jobs[case])

        runs, failed = run_rounds(args, work, lambda r: [(c, t) for c in cases for t in tools_in_turn(r)],
                                  run_one, lambda key, iops: f"{key[0]:<10} {key[1]:>7}: {iops:9.0f} IOPS")
    print(f"# end: {machine_state()}")
    print()
    print(f"{'case':<10} {'I IOPS':>9} {'f IOPS':>9} {'ratio':>6} {'I spread':>9} {'f spread':>9}"
          f"  {'agree':<5}  runs")
    for case in cases:
        i, f = runs.get((case, "iometry"), []), runs.get((case, "fio"), [])
        mi = statistics.median(i) if i else None
        mf = statistics.median(f) if f else None
        agree = "n/a"
        if len(i) > 1 and len(f) > 1:
            agree = "yes" if abs(mi - mf) <= max(max(i) - min(i), max(f) - min(f)) else "no"
        print(f"{case:<10} {fmt(mi, '9.0f')} {fmt(mf, '9.0f')} {fmt(ratio(mi, mf), '6.3f')}"
              f" {fmt(spread(i) and spread(i) * 100, '8.1f')}% {fmt(spread(f) and spread(f) * 100, '8.1f')}%"
              f"  {agree:<5}  {min(len(i), len(f)):>4}")
    print("(IOPS medians; ratio Iometry/fio; spread (max - min) / median over the rounds;"
          " agree: the medians differ by no more than the larger range)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
