#!/usr/bin/env python3
"""A disk probe's latency idle and under a write load, Iometry against fio (issue #38).

The probe: 4 KiB random reads with O_DIRECT, one at a time, paced at --rate a second (100).
The load: 128 KiB sequential writes, 32 in flight. Both on one test file, with each engine
(io_uring and libaio), for -t seconds a part.

Iometry: one plan with two disk workers on the file, `load` (spec {"size": 131072,
"read": 0, "random": 0}, outstanding 32) and `probe` (spec {"size": 4096, "read": 100,
"random": 100}, "probe": {"rate_hz": RATE}), and `idle_s` = `run_s` = T: the probe alone
for T s (summary.csv's probe row of phase `idle_before`), probe and load together for T s
(`load`), the probe alone again (`idle_after`). The probe's numbers are its rows'
read_lat_p50_us, read_lat_p99_us and ops_per_s; the load's MB/s its `all` row's (a
probe's I/Os are in none of the load's rows).

fio: three runs of T s on the same file, in the same order: the probe's job alone, a job
file with the probe's job and the load's job run together (no group_reporting: each job
has its own numbers), the probe's job alone again. The probe's job: rw=randread, bs=4k,
iodepth=1, rate_iops=RATE, norandommap, randrepeat=0; the load's: rw=write, bs=128k,
iodepth=32; both ioengine=ENGINE, direct=1, time_based, runtime=T, lat_percentiles=1, and
fixedbufs, registerfiles with io_uring (as disk_vs_fio.py). The probe's numbers are its
job's read lat_ns and clat_ns percentiles 50 and 99 and iops; the load's its write
bw_bytes.

What each tool times: Iometry's probe times a read from its *scheduled* time (docs/
metrics.md, "Paced requests"), so a wake-up late or a read held back by the one before is
charged to it. fio's `lat` starts just before the submission, after its rate sleep (in
fio's io_u.c the pacing sleep is in fill_io_u, and get_io_u takes start_time after it),
and `clat` after the submission returned: a read that came due while the one before was
stalled is timed from when fio could issue it. So the tables have a third figure for
fio, its reads timed from their due times: the probe's job logs every read's `lat`
(write_lat_log, log_avg_msec=0), and from_schedule() adds to each the wait for the read
before it (Lindley's recursion on fio's own absolute schedule). The main ratios are
against fio's `lat` and against that figure; fio's `clat` is shown beside.

The test file is disk_vs_fio.py's (--file, default /var/tmp/iometry-bench.tst, --size
1 GiB, filled by a short Iometry run, deleted at the end unless --keep; the load
overwrites it). The tools alternate engine by engine, Iometry first in odd rounds and fio
first in even ones; the tables show medians over the rounds, each tool's lowest and
highest run and the verdict of bench_table.py. Per-run lines go to stderr, the header
and the tables to stdout. Exit status 0 when every run succeeded, 1 when one failed. See
bench/README.md ("Measured: a disk probe idle and under load").
"""

import argparse
import math
import os
import statistics
import sys
import tempfile

from disk_vs_fio import (ENGINES, add_run_options, check_run_options, fmt, machine_state, ratio,
                         run_fio, run_header, run_iometry_rows, run_rounds, tools_in_turn, words)
import bench_table

PROBE_LINE = {"size": 4096, "read": 100, "random": 100}
LOAD_LINE = {"size": 131072, "read": 0, "random": 0}
LOAD_QD = 32
PARTS = ("idle_before", "load", "idle_after")


def disk_worker(args, name, spec, engine, outstanding):
    return {"name": name, "dynamo": "local", "kind": "disk", "path": args.file,
            "file_size": args.size, "engine": engine, "outstanding": outstanding, "spec": spec}


def iometry_plan(args, engine):
    probe = disk_worker(args, "probe", "probe", engine, 1)
    probe["probe"] = {"rate_hz": args.rate}
    return {"format": "iometry.plan/1", "name": f"disk probe {engine}", "run_s": args.duration,
            "ramp_s": args.ramp, "idle_s": args.duration, "sample_ms": 1000,
            "dynamos": [{"name": "local", "spawn": True}],
            "specs": [{"name": "load", "lines": [LOAD_LINE]},
                      {"name": "probe", "lines": [PROBE_LINE]}],
            "workers": [disk_worker(args, "load", "load", engine, LOAD_QD), probe]}


def iometry(args, engine, work):
    """One Iometry run of the three parts: {part_p50, part_p99, part_rate, mbs}."""
    rows, workers = run_iometry_rows(args, iometry_plan(args, engine), work,
                                     3 * args.duration + args.ramp + 90)
    for w in workers:
        if w.get("engine") != engine:
            raise RuntimeError(f"Iometry's {w['name']} ran engine {w.get('engine')}, not {engine}")
    got = {}
    for row in rows:
        if int(row["errors"]) != 0:
            raise RuntimeError(f"Iometry counted {row['errors']} I/O errors ({row['scope']})")
        if row["scope"] == "probe":
            part = row["phase"]
            got[part + "_p50"] = float(row["read_lat_p50_us"])
            got[part + "_p99"] = float(row["read_lat_p99_us"])
            got[part + "_max"] = float(row["read_lat_max_us"])
            got[part + "_rate"] = float(row["ops_per_s"])
        elif row["scope"] == "all":
            got["mbs"] = float(row["mb_per_s"])
    missing = [p for p in PARTS if p + "_p50" not in got]
    if missing or "mbs" not in got:
        raise RuntimeError(f"Iometry's summary.csv lacks the probe's {missing} or the load's row")
    return got


def fio_job_file(args, engine, with_load, log=None):
    """The job file of one fio run: the probe's job, and with @with_load the load's; with
    @log the probe's job writes every read's `lat` to @log_lat.1.log."""
    lines = ["[global]", f"filename={args.file}", f"size={args.size}", f"ioengine={engine}",
             "direct=1", "time_based", f"runtime={args.duration}", "lat_percentiles=1"]
    if engine == "io_uring":
        lines += ["fixedbufs", "registerfiles"]
    if args.fio_nice:
        lines.append(f"nice={args.fio_nice}")
    if with_load and args.ramp:
        lines.append(f"ramp_time={args.ramp}")
    lines += ["", "[probe]", "rw=randread", "bs=4k", "iodepth=1", f"rate_iops={args.rate}",
              "norandommap", "randrepeat=0"]
    if log:
        lines += [f"write_lat_log={log}", "log_avg_msec=0"]
    if with_load:
        lines += ["", "[load]", "rw=write", "bs=128k", f"iodepth={LOAD_QD}"]
    return "\n".join(lines) + "\n"


def from_schedule(lats, interval):
    """fio's reads timed from their scheduled times, from its per-read `lat` in issue order.

    fio's rate_iops (rate_process linear) gives read k the time k × @interval from the
    job's start, absolute; at iodepth 1 a read comes due while the one before is still out
    whenever that one ends late, and fio issues it when that one completes. Its wait from
    its due time is then what the one before ran past its own due time less @interval, and
    read k's time from its due time is that wait plus its `lat` (Lindley's recursion):
    the wait Iometry's probe charges to a read held back. fio's own wake-ups late are not
    in it (its logs time the reads, not its sleeps), so this is at most what fio would
    have measured from the schedule."""
    out, since_due = [], 0.0
    for lat in lats:
        since_due = max(0.0, since_due - interval) + lat
        out.append(since_due)
    return out


def percentile(values, p):
    """The value at rank ceil(p/100 × n) of @values sorted, as Iometry's columns have it."""
    v = sorted(values)
    return v[max(0, math.ceil(p / 100 * len(v)) - 1)]


def fio_part(args, engine, work, with_load):
    """One fio run; returns its probe job's read numbers and the load job's write MB/s."""
    name = os.path.join(work, f"{engine}-{'load' if with_load else 'idle'}")
    with open(name + ".fio", "w") as f:
        f.write(fio_job_file(args, engine, with_load, name))
    jobs = {j["jobname"]: j for j in run_fio([args.fio, "--output-format=json", name + ".fio"],
                                            args.duration + args.ramp + 60)}
    read = jobs["probe"]["read"]
    with open(name + "_lat.1.log") as f:
        lats = [int(line.split(",")[1]) for line in f if line.strip()]
    for suffix in ("lat", "clat", "slat"):
        os.remove(f"{name}_{suffix}.1.log")
    scheduled = from_schedule(lats, 1e9 / args.rate)
    got = {"p50": read["lat_ns"]["percentile"]["50.000000"] / 1e3,
           "p99": read["lat_ns"]["percentile"]["99.000000"] / 1e3,
           "sched_p50": percentile(scheduled, 50) / 1e3,
           "sched_p99": percentile(scheduled, 99) / 1e3,
           "clat_p50": read["clat_ns"]["percentile"]["50.000000"] / 1e3,
           "clat_p99": read["clat_ns"]["percentile"]["99.000000"] / 1e3,
           "max": read["lat_ns"]["max"] / 1e3,
           "rate": read["iops"]}
    if with_load:
        got["mbs"] = jobs["load"]["write"]["bw_bytes"] / 1e6
    return got


def fio(args, engine, work):
    """fio's three runs (idle, loaded, idle), in Iometry's order, as one result."""
    got = {}
    for part in PARTS:
        one = fio_part(args, engine, work, part == "load")
        got.update({f"{part}_{k}": v for k, v in one.items() if k != "mbs"})
        if "mbs" in one:
            got["mbs"] = one["mbs"]
    return got


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engines", default=",".join(ENGINES), help=f"[{','.join(ENGINES)}]")
    ap.add_argument("--rate", type=int, default=100,
                    help="the probe's reads a second (Iometry rate_hz, fio rate_iops) [100]")
    add_run_options(ap)
    ap.set_defaults(duration=10)
    args = ap.parse_args()
    engines = words(args.engines)
    check_run_options(ap, args, [e for e in engines if e not in ENGINES])
    if not 0 < args.rate <= 1000:
        ap.error("--rate must be 1-1000 (a probe's rate_hz)")
    print(f"# disk_probe_vs_fio: {run_header(args)}, probe {args.rate}/s, load 128 KiB "
          f"sequential writes at QD {LOAD_QD}, {args.duration} s a part")
    print(f"# start: {machine_state()}")
    for engine in engines:
        print(f"# fio job file, {engine}, loaded part (the idle parts: the [probe] job alone):")
        for line in fio_job_file(args, engine, True).splitlines():
            print(f"#   {line}")
    def line(key, got):
        return (f"{key[0]:<8} {key[1]:>7}: "
                + "  ".join(f"{p} p50 {got[p + '_p50']:.1f} p99 {got[p + '_p99']:.1f}"
                            f" max {got[p + '_max']:.0f} ({got[p + '_rate']:.1f}/s)" for p in PARTS)
                + f"  load {got['mbs']:.1f} MB/s")

    with tempfile.TemporaryDirectory(prefix="iometry-probe-bench-") as work:
        runs, failed = run_rounds(
            args, work, lambda r: [(e, t) for e in engines for t in tools_in_turn(r)],
            lambda key, work: (iometry if key[1] == "iometry" else fio)(args, key[0], work), line)
    print(f"# end: {machine_state()}")

    def values(engine, tool, key):
        return [x[key] for x in runs.get((engine, tool), []) if x.get(key) is not None]

    def med(engine, tool, key):
        v = values(engine, tool, key)
        return statistics.median(v) if v else None

    def span(engine, tool, key):
        v = values(engine, tool, key)
        return f"{min(v):.0f}-{max(v):.0f}" if v else "n/a"

    print()
    print("The probe's reads (us; medians over the rounds). f: fio's lat (from its submission);"
          " f sched: fio's reads\ntimed from their due times as Iometry's are (from_schedule);"
          " fio's clat beside")
    print(f"{'engine':<8} {'part':<11} {'I p50':>8} {'f p50':>8} {'ratio':>6} {'f sched':>8}"
          f" {'ratio':>6} {'I p99':>8} {'f p99':>8} {'ratio':>6} {'f sched':>8} {'ratio':>6}"
          f" {'f clat50':>8} {'f clat99':>8} {'I /s':>6} {'f /s':>6}  runs")
    for engine in engines:
        n = min(len(runs.get((engine, t), [])) for t in ("iometry", "fio"))
        for part in PARTS:
            m = {(t, k): med(engine, t, f"{part}_{k}") for t in ("iometry", "fio")
                 for k in ("p50", "p99", "sched_p50", "sched_p99", "clat_p50", "clat_p99", "rate")}
            cells = [part]
            for q in ("p50", "p99"):
                i = m["iometry", q]
                cells += [fmt(i, "8.1f"), fmt(m["fio", q], "8.1f"), fmt(ratio(i, m["fio", q]), "6.3f"),
                          fmt(m["fio", "sched_" + q], "8.1f"),
                          fmt(ratio(i, m["fio", "sched_" + q]), "6.3f")]
            cells += [fmt(m["fio", "clat_p50"], "8.1f"), fmt(m["fio", "clat_p99"], "8.1f"),
                      fmt(m["iometry", "rate"], "6.1f"), fmt(m["fio", "rate"], "6.1f")]
            print(f"{engine:<8} {cells[0]:<11} " + " ".join(f"{c:>{8 if len(c) > 6 else 6}}"
                                                         for c in cells[1:]) + f"  {n:>4}")
    print()
    print("The load (128 KiB sequential writes, QD 32) beside the probe, and each tool's range")
    print(f"{'engine':<8} {'measure':<22} {'I':>8} {'f':>8} {'ratio':>6} {'I min-max':>13}"
          f" {'f min-max':>13}  verdict")
    for engine in engines:
        rows = [("load MB/s", "mbs", "mbs", True)]
        for part in PARTS:
            for q in ("p50", "p99"):
                rows += [(f"{part} {q}", f"{part}_{q}", f"{part}_{q}", False),
                         (f"{part} {q} sched", f"{part}_{q}", f"{part}_sched_{q}", False)]
        for label, ikey, fkey, higher in rows:
            i, f = med(engine, "iometry", ikey), med(engine, "fio", fkey)
            print(f"{engine:<8} {label:<22} {fmt(i, '8.1f')} {fmt(f, '8.1f')} {fmt(ratio(i, f), '6.3f')}"
                  f" {span(engine, 'iometry', ikey):>13} {span(engine, 'fio', fkey):>13}"
                  f"  {bench_table.verdict(values(engine, 'iometry', ikey), values(engine, 'fio', fkey), higher)}")
    print("(latencies in us; `sched`: against fio's reads timed from their due times; `ahead`/"
          "`behind`: Iometry better/worse in every run, `overlap`: the ranges meet)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
