#!/usr/bin/env python3
"""What timing reads and writes apart, and a probe beside the load, cost the load (issue #38).

Two loads, each run three ways, interleaved:

  tcp64      a tcp stream worker over 127.0.0.1, 64-B requests one way, outstanding 1 (one
             connection), both ends on one spawned dynamo, 1 s warm-up: Mbit/s
  rr4k-qd32  a disk worker, 4 KiB random reads, 32 in flight, io_uring, O_DIRECT, on the
             test file: IOPS

  now    the load alone, run by --iometry-run (this build)
  probe  the same load with a probe beside it, run by --iometry-run: for tcp64 a udp
         request/response worker, 64 B each way, "probe": {"rate_hz": 10}; for rr4k-qd32
         a disk worker reading 4 KiB at random offsets of the same file, "probe":
         {"rate_hz": 100}
  old    the load alone, run by --old-iometry-run: a build from before reads and writes
         were timed apart (commit 0a5c80c; it has no probes, so only this way)

Each round runs every case's ways in an order that turns by one from round to round
(now, probe, old; then probe, old, now; ...). The numbers are those of summary.csv's `all`
row, which holds the load alone (a probe is never in it): mbit_per_s or ops_per_s,
process_cpu_pct (the dynamo process in % of one core: both ends of the stream, or the disk
worker, and the probe where there is one), cpu_pct (the host's busy share: other work on
the host is in it), and the dynamo's CPU per operation (process_cpu_pct / ops_per_s). The
probe's own row gives its median and p99 under the load. The tables show the medians over
the rounds, the ratios probe/now (what the probe costs the load) and now/old (what the
split costs; above 1 for Mbit/s or IOPS: now moves more), both of the medians and of each
round's two runs (seconds apart, so in about the same conditions of a shared host), and
each pair's ranges with the verdict of bench_table.py.

The test file is disk_vs_fio.py's (--file, default /var/tmp/iometry-bench.tst, --size
1 GiB, filled by a short Iometry run, deleted at the end unless --keep). Per-run lines go
to stderr, the header and the tables to stdout. Exit status 0 when every run succeeded, 1
when one failed. See bench/README.md ("Measured: what the split and a probe cost").
"""

import argparse
import statistics
import sys
import tempfile

from disk_vs_fio import (add_run_options, check_run_options, disk_plan, fmt, machine_state,
                         ratio, run_rounds, words)
from iometry_bench import all_row, loopback_plan, run_rows
import bench_table

CASES = ("tcp64", "rr4k-qd32")
WAYS = ("now", "probe", "old")


def case_plan(args, case, probe):
    """The plan of @case, with its probe when @probe."""
    if case == "tcp64":
        plan = loopback_plan("split_probe_cost tcp64", args.duration, {"size": 64, "read": 0},
                             {"kind": "tcp", "outstanding": 1})
        spec = {"size": 64, "read": 0, "reply": 64}
        worker = {"name": "probe", "dynamo": "local", "kind": "udp", "bind": "127.0.0.1",
                  "peer": {"dynamo": "local", "address": "127.0.0.1"}, "probe": {"rate_hz": 10}}
    else:
        plan = disk_plan("split_probe_cost rr4k-qd32", args,
                         {"size": 4096, "read": 100, "random": 100}, "io_uring", 32,
                         args.duration, args.ramp)
        spec = {"size": 4096, "read": 100, "random": 100}
        worker = dict(plan["workers"][0], name="probe", outstanding=1, probe={"rate_hz": 100})
    if probe:
        plan["specs"].append({"name": "probe", "lines": [spec]})
        plan["workers"].append(dict(worker, spec="probe"))
    return plan


def run(args, case, way, work):
    binary = args.old_iometry_run if way == "old" else args.iometry_run
    rows, _ = run_rows(binary, case_plan(args, case, way == "probe"), work,
                       args.duration + args.ramp + 90)
    row = all_row(rows)
    if int(row["errors"]) != 0:
        raise RuntimeError(f"{row['errors']} errors")
    ops = float(row["ops_per_s"])
    got = {"value": float(row["mbit_per_s" if case == "tcp64" else "ops_per_s"]),
           "dynamo_cpu": float(row["process_cpu_pct"]), "host_cpu": float(row["cpu_pct"]),
           # µs of the dynamo's CPU per operation of the load
           "cpu_per_op": float(row["process_cpu_pct"]) / 100 / ops * 1e6}
    if way == "probe":
        probe = next(r for r in rows if r["scope"] == "probe")
        got["probe_p50"] = float(probe["lat_p50_us"])
        got["probe_p99"] = float(probe["lat_p99_us"])
    return got


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=",".join(CASES), help=f"[{','.join(CASES)}]")
    ap.add_argument("--old-iometry-run", metavar="PATH",
                    help="iometry-run of a build from before the split (0a5c80c); without it "
                         "the `old` way is left out")
    add_run_options(ap, fio=False)
    ap.set_defaults(rounds=5)
    args = ap.parse_args()
    cases = words(args.cases)
    check_run_options(ap, args, [c for c in cases if c not in CASES])
    ways = [w for w in WAYS if w != "old" or args.old_iometry_run]
    print(f"# split_probe_cost: {args.duration} s per run, {args.rounds} rounds, "
          f"now/probe {args.iometry_run}, old {args.old_iometry_run or '-'}"
          + (f", disk {args.file} ({args.size} bytes)" if "rr4k-qd32" in cases else ""))
    print(f"# start: {machine_state()}")
    def line(key, got):
        case, way = key
        return (f"{case:<9} {way:>5}: {got['value']:10.1f} {'Mbit/s' if case == 'tcp64' else 'IOPS'}"
                f"  dynamo CPU {got['dynamo_cpu']:5.1f} %  host CPU {got['host_cpu']:5.1f} %"
                f"  {got['cpu_per_op']:.3f} us/op"
                + (f"  probe p50 {got['probe_p50']:.1f} p99 {got['probe_p99']:.1f} us"
                   if way == "probe" else ""))

    def order(r):
        """The ways turn by one from round to round: now, probe, old; probe, old, now; ..."""
        turned = ways[r % len(ways):] + ways[:r % len(ways)]
        return [(case, way) for case in cases for way in turned]

    tried = {}

    def run_one(key, work):
        """run(), its result marked with its round (each key is tried once a round)."""
        tried[key] = tried.get(key, 0) + 1
        return dict(run(args, *key, work), round=tried[key])

    with tempfile.TemporaryDirectory(prefix="iometry-split-bench-") as work:
        runs, failed = run_rounds(args, work, order, run_one, line, need_file="rr4k-qd32" in cases)
    print(f"# end: {machine_state()}")

    def values(case, way, key):
        return [x[key] for x in runs.get((case, way), []) if key in x]

    def med(case, way, key):
        v = values(case, way, key)
        return statistics.median(v) if v else None

    keys = (("value", "Mbit/s|IOPS", True, ".1f"), ("dynamo_cpu", "dynamo CPU %", False, ".1f"),
            ("host_cpu", "host CPU %", False, ".1f"), ("cpu_per_op", "CPU us/op", False, ".3f"))
    print()
    print("Medians over the rounds (value: Mbit/s for tcp64, IOPS for rr4k-qd32; CPU us/op: the"
          " dynamo's CPU per operation)")
    print(f"{'case':<10} {'way':<6} {'value':>10} {'dyn CPU%':>8} {'host CPU%':>9} {'us/op':>7}"
          f" {'probe p50':>9} {'probe p99':>9}  runs")
    for case in cases:
        for way in ways:
            cells = [fmt(med(case, way, key), f".{places}f").rjust(width) for key, width, places in
                     (("value", 10, 1), ("dynamo_cpu", 8, 1), ("host_cpu", 9, 1), ("cpu_per_op", 7, 3),
                      ("probe_p50", 9, 1), ("probe_p99", 9, 1))]
            print(f"{case:<10} {way:<6} {' '.join(cells)}  {len(runs.get((case, way), [])):>4}")
    print()
    print("Ratios: of the medians, and of the two ways' runs in each round (median and range;"
          " the two ran seconds apart);\neach way's range and the verdict for the first way of the pair")
    print(f"{'case':<10} {'pair':<10} {'measure':<12} {'ratio':>6} {'per round':>21}"
          f" {'first min-max':>21} {'second min-max':>21}  verdict")
    pairs = [("probe", "now")] + ([("now", "old")] if "old" in ways else [])
    for case in cases:
        for a, b in pairs:
            for key, label, higher, spec in keys:
                va, vb = values(case, a, key), values(case, b, key)
                span = lambda v: f"{format(min(v), spec)}-{format(max(v), spec)}" if v else "n/a"  # noqa: E731
                by_round = {x["round"]: x[key] for x in runs.get((case, b), [])}
                paired = [x[key] / by_round[x["round"]] for x in runs.get((case, a), [])
                          if by_round.get(x["round"])]
                per_round = (f"{statistics.median(paired):.3f} ({min(paired):.3f}-{max(paired):.3f})"
                             if paired else "n/a")
                print(f"{case:<10} {a + '/' + b:<10} {label:<12}"
                      f" {fmt(ratio(med(case, a, key), med(case, b, key)), '6.3f')} {per_round:>21}"
                      f" {span(va):>21} {span(vb):>21}  {bench_table.verdict(va, vb, higher)}")
    print("(`ahead`/`behind`: the first way better/worse in every run; `overlap`: the ranges meet)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
