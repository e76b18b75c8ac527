#!/usr/bin/env python3
"""Iometry vs fio: disk I/O on the same test file, with O_DIRECT.

The cases, each with each engine (io_uring and libaio), both tools on the same file for
the same time (-t seconds, after the same --ramp, 0 by default), with O_DIRECT:

  rr4k-qd1, rr4k-qd4, rr4k-qd32,    4 KiB random read, 1, 4, 32 and 128 I/Os in flight
  rr4k-qd128
  rw4k-qd1, rw4k-qd32, rw4k-qd128   4 KiB random write
  rr4k-4x32                         4 KiB random read, 4 workers of 32 (fio --numjobs=4)
  sr1m-qd8, sw1m-qd8                1 MiB sequential read and write, 8 in flight
  mix70-qd32                        4 KiB random, 70 % read, 32 in flight
  rw70-qd4, rw70-qd32               the same mix, reads and writes timed apart (4 and 32)
  sw64k-qd1, sw64k-qd32             64 KiB sequential write (the first cases of this bench)

Iometry: a plan with one spawned dynamo and one disk worker per fio job (spec line
{"size": 4096, "read": 100, "random": 100} and so on, `engine`, `outstanding` QD,
`file_size` the file's size), run by `iometry-run PLAN --results DIR`; IOPS, MB/s, mean
and p99 latency come from the `all` row of summary.csv. fio: `fio --name=x
--filename=FILE --size=SIZE --rw=randread|randwrite|randrw|read|write --bs=… --iodepth=QD
--ioengine=io_uring|libaio --direct=1 --time_based --runtime=T --lat_percentiles=1
--output-format=json`, with `--norandommap --randrepeat=0` for random I/O (uniform
offsets, drawn with replacement, as Iometry's), `--fixedbufs --registerfiles` for io_uring
(Iometry's io_uring engine registers its buffers and its file too), `--numjobs=N
--group_reporting` for N workers and `--rwmixread=P --unified_rw_reporting=mixed` for a mix
(one latency distribution over reads and writes, as Iometry's `all` row). The rw70 cases
leave fio's reads and writes apart (`--rwmixread=P` alone) and read Iometry's
`read_lat_*` and `write_lat_*` columns (docs/metrics.md, "Read and write latency"): a
table of their own compares each direction's mean and p99, and the ops-weighted means of
Iometry's two directions against its combined mean (the law the columns obey).

Latency: Iometry times an I/O from just before it is queued to the engine to the moment
its completion is reaped, which is what fio calls `lat` (total = slat + clat). fio's
`clat` leaves out the submission. The main table compares Iometry's p99 with fio's
`lat` p99; the second table also shows fio's clat.

The test file (--file, default /var/tmp/iometry-bench.tst, --size bytes, 1 GiB) is
created by a short Iometry write run, which fills it. The script deletes the file at the
end unless --keep; a file that was there before (for example kept by --keep) is reused
as it is and kept. The cases write to it: never point --file at data you need.

The two tools alternate case by case (Iometry first in odd rounds, fio first in even
ones); the tables show medians over --rounds and, beside each ratio, the spread: the
lowest and highest of each tool's runs, and `overlap` where the two ranges meet (the
difference is then within the run-to-run spread). Per-run lines go to stderr, the header
and the tables to stdout. Exit status 0 when every run succeeded, 1 when one failed (its
cells read n/a). Iometry's traffic threads run at nice 19 (docs/architecture.md); on a
busy host pass --fio-nice 19 to run fio at the same priority. --markdown writes the main
table as Markdown rows too (bench/run-all.sh collects them). See bench/README.md ("disk
I/O against fio").
"""

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_table  # noqa: E402
import iometry_bench  # noqa: E402


class Case:
    """One workload: the spec line, outstanding I/Os per worker, workers, fio's words."""

    def __init__(self, line, qd, rw, bs, workers=1, mix=None, split=False):
        self.line, self.qd, self.rw, self.bs, self.workers, self.mix = line, qd, rw, bs, workers, mix
        self.split = split  # reads and writes apart

    def fio_direction(self):
        """The key of fio's JSON job that holds the case's numbers."""
        if self.mix is not None and not self.split:
            return "mixed"
        return "read" if self.rw in ("randread", "read") else "write"


def _rand(read):
    return {"size": 4096, "read": read, "random": 100}


CASES = {
    "rr4k-qd1": Case(_rand(100), 1, "randread", "4k"),
    "rr4k-qd4": Case(_rand(100), 4, "randread", "4k"),
    "rr4k-qd32": Case(_rand(100), 32, "randread", "4k"),
    "rr4k-qd128": Case(_rand(100), 128, "randread", "4k"),
    "rw4k-qd1": Case(_rand(0), 1, "randwrite", "4k"),
    "rw4k-qd32": Case(_rand(0), 32, "randwrite", "4k"),
    "rw4k-qd128": Case(_rand(0), 128, "randwrite", "4k"),
    "rr4k-4x32": Case(_rand(100), 32, "randread", "4k", workers=4),
    "sr1m-qd8": Case({"size": 1 << 20, "read": 100, "random": 0}, 8, "read", "1m"),
    "sw1m-qd8": Case({"size": 1 << 20, "read": 0, "random": 0}, 8, "write", "1m"),
    "mix70-qd32": Case(_rand(70), 32, "randrw", "4k", mix=70),
    "rw70-qd4": Case(_rand(70), 4, "randrw", "4k", mix=70, split=True),
    "rw70-qd32": Case(_rand(70), 32, "randrw", "4k", mix=70, split=True),
    "sw64k-qd1": Case({"size": 65536, "read": 0, "random": 0}, 1, "write", "64k"),
    "sw64k-qd32": Case({"size": 65536, "read": 0, "random": 0}, 32, "write", "64k"),
}
ENGINES = ("io_uring", "libaio")


def disk_plan(name, args, line, engine, outstanding, seconds, ramp, workers=1):
    return {"format": "iometry.plan/1", "name": name, "run_s": seconds, "ramp_s": ramp,
            "sample_ms": 1000, "dynamos": [{"name": "local", "spawn": True}],
            "specs": [{"name": "s", "lines": [line]}],
            "workers": [{"name": f"d{i}", "dynamo": "local", "kind": "disk", "path": args.file,
                         "file_size": args.size, "engine": engine, "outstanding": outstanding,
                         "spec": "s"} for i in range(workers)]}


def run_iometry_rows(args, plan, work, timeout):
    """Runs @plan; returns (summary.csv's rows, bench.json's facts of each worker)."""
    rows, results = iometry_bench.run_rows(args.iometry_run, plan, work, timeout)
    with open(os.path.join(results, "bench.json")) as f:
        return rows, json.load(f)["workers"]


def run_iometry(args, plan, work, timeout):
    """Runs @plan; returns (the `all` row of summary.csv, bench.json's worker facts)."""
    rows, workers = run_iometry_rows(args, plan, work, timeout)
    return iometry_bench.all_row(rows), workers[0]


def iometry(args, case, engine, work):
    c = CASES[case]
    plan = disk_plan(f"disk {case} {engine}", args, c.line, engine, c.qd, args.duration,
                     args.ramp, c.workers)
    row, facts = run_iometry(args, plan, work, args.ramp + args.duration + 60)
    if facts.get("engine") != engine:
        raise RuntimeError(f"Iometry ran engine {facts.get('engine')}, not {engine}")
    if int(row["errors"]) != 0:
        raise RuntimeError(f"Iometry counted {row['errors']} I/O errors")
    got = {"iops": float(row["ops_per_s"]), "mbs": float(row["mb_per_s"]),
           "mean": float(row["lat_mean_us"]), "p99": float(row["lat_p99_us"])}
    if c.split:
        for d in ("read", "write"):
            got[d + "_mean"] = float(row[d + "_lat_mean_us"])
            got[d + "_p99"] = float(row[d + "_lat_p99_us"])
            got[d + "_iops"] = float(row[d + "_ops_per_s"])
        # The law of the columns: the ops-weighted means of the two are the whole's mean.
        weighted = ((got["read_mean"] * got["read_iops"] + got["write_mean"] * got["write_iops"])
                    / (got["read_iops"] + got["write_iops"]))
        got["law"] = weighted / got["mean"]
    return got


def fio_command(args, case, engine):
    c = CASES[case]
    cmd = [args.fio, "--name=x", f"--filename={args.file}", f"--size={args.size}",
           f"--rw={c.rw}", f"--bs={c.bs}", f"--iodepth={c.qd}", f"--ioengine={engine}",
           "--direct=1", "--time_based", f"--runtime={args.duration}"]
    if args.ramp:
        cmd.append(f"--ramp_time={args.ramp}")
    if c.rw.startswith("rand"):
        cmd += ["--norandommap", "--randrepeat=0"]
    if c.workers > 1:
        cmd += [f"--numjobs={c.workers}", "--group_reporting"]
    if c.mix is not None:
        cmd.append(f"--rwmixread={c.mix}")
        if not c.split:
            cmd.append("--unified_rw_reporting=mixed")
    if engine == "io_uring":
        cmd += ["--fixedbufs", "--registerfiles"]
    if args.fio_nice:
        cmd.append(f"--nice={args.fio_nice}")
    # clat percentiles are on by default; lat_percentiles adds them for lat (total).
    cmd += ["--lat_percentiles=1", "--output-format=json"]
    return cmd


def run_fio(cmd, timeout):
    """Runs fio's @cmd (with --output-format=json); returns its JSON's jobs, each checked
    for an error."""
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        raise RuntimeError(f"fio exited {out.returncode}: " + (out.stderr or out.stdout)[-600:])
    # fio may print notes before the JSON document.
    jobs = json.loads(out.stdout[out.stdout.index("{"):])["jobs"]
    for job in jobs:
        if job.get("error"):
            raise RuntimeError(f"fio reported error {job['error']} in job {job.get('jobname')}")
    return jobs


def fio(args, case, engine):
    job = run_fio(fio_command(args, case, engine), args.ramp + args.duration + 60)[0]
    c = CASES[case]
    if c.split:
        got = {}
        for d in ("read", "write"):
            j = job[d]
            got[d + "_mean"] = j["lat_ns"]["mean"] / 1e3
            got[d + "_p99"] = j["lat_ns"]["percentile"]["99.000000"] / 1e3
            got[d + "_clat_mean"] = j["clat_ns"]["mean"] / 1e3
            got[d + "_clat_p99"] = j["clat_ns"]["percentile"]["99.000000"] / 1e3
            got[d + "_iops"] = j["iops"]
        r, w = job["read"], job["write"]
        n = r["iops"] + w["iops"]
        got.update({"iops": n, "mbs": (r["bw_bytes"] + w["bw_bytes"]) / 1e6,
                    "mean": (got["read_mean"] * r["iops"] + got["write_mean"] * w["iops"]) / n,
                    # No p99 of the whole from fio's two distributions: n/a in the main
                    # table; each direction's is in the table of reads and writes.
                    "p99": None,
                    "clat_mean": (got["read_clat_mean"] * r["iops"] + got["write_clat_mean"] * w["iops"]) / n,
                    "clat_p99": None})
        return got
    d = job[c.fio_direction()]
    return {"iops": d["iops"], "mbs": d["bw_bytes"] / 1e6,
            "mean": d["lat_ns"]["mean"] / 1e3, "p99": d["lat_ns"]["percentile"]["99.000000"] / 1e3,
            "clat_mean": d["clat_ns"]["mean"] / 1e3,
            "clat_p99": d["clat_ns"]["percentile"]["99.000000"] / 1e3}


def make_file(args, work):
    """Creates and fills the test file by a short Iometry write run; True if it created it."""
    if os.path.exists(args.file):
        if not os.path.isfile(args.file):
            sys.exit(f"disk_vs_fio: {args.file} exists and is not a regular file")
        have = os.path.getsize(args.file)
        if have < args.size:
            sys.exit(f"disk_vs_fio: {args.file} exists with {have} bytes, fewer than --size "
                     f"{args.size}: delete it, or choose another --file")
        print(f"# reusing {args.file} ({have} bytes); it is kept", file=sys.stderr)
        return False
    print(f"# creating {args.file} ({args.size} bytes): an Iometry write run fills it",
          file=sys.stderr)
    started = time.monotonic()
    plan = disk_plan("disk_vs_fio fill", args, {"size": 65536, "read": 0, "random": 0},
                     "auto", 4, 1, 0)
    try:
        run_iometry(args, plan, work, 1800)
    except BaseException:
        if os.path.exists(args.file):
            os.remove(args.file)
        raise
    print(f"# filled in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return True


def machine_state():
    load = open("/proc/loadavg").read().split()[:3]
    text = f"load average {' '.join(load)}"
    try:
        some = open("/proc/pressure/cpu").readline().split()
        text += f", cpu pressure {some[1]} {some[2]}"
    except OSError:
        pass
    return text


def add_run_options(ap, fio=True):
    """The options of the disk benchmarks (this one, plan_vs_fio_export.py,
    disk_probe_vs_fio.py and, with @fio false, split_probe_cost.py): the runs, the test
    file, the programs."""
    ap.add_argument("-t", "--duration", type=int, default=5, help="seconds per run [5]")
    ap.add_argument("--ramp", type=int, default=0,
                    help="warm-up seconds before each run, both tools (Iometry ramp_s, fio "
                         "--ramp_time) [0]")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; medians are shown [3]")
    ap.add_argument("--file", default="/var/tmp/iometry-bench.tst", help="the test file "
                    "[/var/tmp/iometry-bench.tst]")
    ap.add_argument("--size", type=int, default=1 << 30, help="its size in bytes [1 GiB]")
    ap.add_argument("--keep", action="store_true", help="keep the test file at the end")
    ap.add_argument("--iometry-run", default=os.path.join(HERE, "..", "build", "release", "bin",
                                                          "iometry-run"))
    if fio:
        ap.add_argument("--fio-nice", type=int, default=0,
                        help="fio's --nice (19 = the priority of Iometry's traffic threads) [0]")
        ap.add_argument("--fio", default="fio")


def words(text):
    """A comma-separated list."""
    return [w for w in text.replace(" ", ",").split(",") if w]


def check_run_options(ap, args, unknown):
    """Refuses @unknown cases or engines and impossible values; makes --file absolute."""
    if unknown or args.duration <= 0 or args.rounds <= 0 or args.ramp < 0 or args.size % 65536:
        ap.error(f"unknown case or engine {unknown}" if unknown else
                 "-t and --rounds must be positive, --ramp not negative, --size a multiple of 64 KiB")
    args.file = os.path.abspath(args.file)


def run_header(args):
    """The first line's words: the file, the runs, fio's version and nice."""
    version = subprocess.run([args.fio, "--version"], capture_output=True, text=True).stdout.strip()
    return (f"{args.file}, {args.size} bytes, {args.duration} s per run, ramp {args.ramp} s, "
            f"{args.rounds} round(s), {version}, fio nice {args.fio_nice}")


def fmt(value, spec):
    return "n/a" if value is None else format(value, spec)


def ratio(a, b):
    return None if a is None or b is None or b == 0 else a / b


def tools_in_turn(r):
    """The two tools of round @r: Iometry first in odd rounds, fio first in even ones."""
    return ("iometry", "fio") if r % 2 == 0 else ("fio", "iometry")


def run_rounds(args, work, order, run_one, line, need_file=True):
    """The rounds of a disk bench, on the test file (make_file; removed at the end when
    this made it, unless --keep): round r runs run_one(key, @work) for each key (a tuple of
    words) of order(r), in that order, and prints "round N " + line(key, result) or the
    key's words and FAILED to stderr. Returns ({key: [results]}, whether one failed)."""
    runs, failed, created = {}, False, False
    try:
        created = need_file and make_file(args, work)
        for r in range(args.rounds):
            for key in order(r):
                try:
                    got = run_one(key, work)
                except (RuntimeError, subprocess.TimeoutExpired, OSError, ValueError, KeyError,
                        StopIteration, ZeroDivisionError) as e:
                    failed = True
                    print(f"round {r + 1} {' '.join(key)}: FAILED: {e}", file=sys.stderr)
                    continue
                runs.setdefault(key, []).append(got)
                print(f"round {r + 1} {line(key, got)}", file=sys.stderr)
    finally:
        if created and not args.keep and os.path.exists(args.file):
            os.remove(args.file)
    return runs, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=",".join(CASES), help=f"[{','.join(CASES)}]")
    ap.add_argument("--engines", default=",".join(ENGINES), help=f"[{','.join(ENGINES)}]")
    add_run_options(ap)
    ap.add_argument("--markdown", metavar="FILE",
                    help="append the rows of bench/bench_table.py to FILE (bench/run-all.sh)")
    args = ap.parse_args()
    cases, engines = words(args.cases), words(args.engines)
    check_run_options(ap, args, [c for c in cases if c not in CASES]
                      + [e for e in engines if e not in ENGINES])
    print(f"# disk_vs_fio: {run_header(args)}")
    print(f"# start: {machine_state()}")
    for case in cases:
        for engine in engines:
            print(f"# fio {case} {engine}: {shlex.join(fio_command(args, case, engine))}")
    def run_one(key, work):
        case, engine, tool = key
        return iometry(args, case, engine, work) if tool == "iometry" else fio(args, case, engine)

    def line(key, got):
        case, engine, tool = key
        return (f"{case} {engine} {tool:>7}: {got['iops']:9.0f} IOPS {got['mbs']:8.1f} MB/s"
                f"  mean {got['mean']:8.1f} us  p99 {fmt(got['p99'], '8.1f')} us"
                + (f"  read p99 {got['read_p99']:.1f} write p99 {got['write_p99']:.1f}"
                   if 'read_p99' in got else ""))

    with tempfile.TemporaryDirectory(prefix="iometry-disk-bench-") as work:
        runs, failed = run_rounds(args, work, lambda r: [(c, e, t) for c in cases for e in engines
                                                         for t in tools_in_turn(r)], run_one, line)
    print(f"# end: {machine_state()}")

    def values(case, engine, tool, key):
        return [x[key] for x in runs.get((case, engine, tool), []) if x.get(key) is not None]

    def med(case, engine, tool, key):
        v = values(case, engine, tool, key)
        return statistics.median(v) if v else None

    def spread(case, engine, tool, key):
        v = values(case, engine, tool, key)
        return (min(v), max(v)) if v else None

    def verdict(case, engine, key, higher_better=True):
        """Iometry `ahead`, `behind`, or `overlap` where the tools' ranges meet."""
        return bench_table.verdict(values(case, engine, "iometry", key),
                                   values(case, engine, "fio", key), higher_better)

    print()
    print(f"{'case':<10} {'engine':<8} {'I IOPS':>9} {'f IOPS':>9} {'ratio':>6} {'I MB/s':>8}"
          f" {'f MB/s':>8} {'ratio':>6} {'I p99':>8} {'f p99':>8} {'ratio':>6}  runs")
    rows = []
    for case in cases:
        for engine in engines:
            m = {(t, k): med(case, engine, t, k) for t in ("iometry", "fio")
                 for k in ("iops", "mbs", "p99")}
            n = min(len(runs.get((case, engine, t), [])) for t in ("iometry", "fio"))
            rows.append((case, engine, m, n))
            print(f"{case:<10} {engine:<8} {fmt(m['iometry', 'iops'], '9.0f')}"
                  f" {fmt(m['fio', 'iops'], '9.0f')} {fmt(ratio(m['iometry', 'iops'], m['fio', 'iops']), '6.3f')}"
                  f" {fmt(m['iometry', 'mbs'], '8.1f')} {fmt(m['fio', 'mbs'], '8.1f')}"
                  f" {fmt(ratio(m['iometry', 'mbs'], m['fio', 'mbs']), '6.3f')}"
                  f" {fmt(m['iometry', 'p99'], '8.1f')} {fmt(m['fio', 'p99'], '8.1f')}"
                  f" {fmt(ratio(m['iometry', 'p99'], m['fio', 'p99']), '6.3f')}  {n:>4}")
    print("(p99 in us; f p99 is fio's lat, submission included, as Iometry's)")
    print()
    print(f"{'case':<10} {'engine':<8} {'I IOPS min-max':>17} {'f IOPS min-max':>17} {'IOPS':>8}"
          f" {'I p99 min-max':>17} {'f p99 min-max':>17} {'p99':>8}")

    def span(case, engine, tool, key, spec):
        r = spread(case, engine, tool, key)
        return "n/a" if r is None else f"{format(r[0], spec)}-{format(r[1], spec)}"

    for case, engine, _, _ in rows:
        print(f"{case:<10} {engine:<8} {span(case, engine, 'iometry', 'iops', '.0f'):>17}"
              f" {span(case, engine, 'fio', 'iops', '.0f'):>17} {verdict(case, engine, 'iops'):>8}"
              f" {span(case, engine, 'iometry', 'p99', '.0f'):>17}"
              f" {span(case, engine, 'fio', 'p99', '.0f'):>17}"
              f" {verdict(case, engine, 'p99', higher_better=False):>8}")
    print("(the lowest and highest run of each tool; Iometry `ahead` or `behind` in every run, "
          "or `overlap`: the ranges meet, the difference is within the run-to-run spread)")
    for case, engine, _, _ in rows:
        for key, measure, higher in (("iops", "IOPS", True), ("mbs", "MB/s", True),
                                     ("p99", "p99 latency, us", False)):
            if not values(case, engine, "fio", key):
                continue  # fio has no such number for the case (a split mix's p99 of all)
            bench_table.append(args.markdown, "disk", f"{case} {engine}", measure, higher, "fio",
                               values(case, engine, "iometry", key), values(case, engine, "fio", key))
    print()
    print(f"{'case':<10} {'engine':<8} {'I mean':>8} {'f lat':>8} {'ratio':>6} {'f clat':>8}"
          f" {'I p99':>8} {'f lat p99':>9} {'f clat p99':>10}   (us)")
    for case in cases:
        for engine in engines:
            i_mean, f_mean = med(case, engine, "iometry", "mean"), med(case, engine, "fio", "mean")
            print(f"{case:<10} {engine:<8} {fmt(i_mean, '8.1f')} {fmt(f_mean, '8.1f')}"
                  f" {fmt(ratio(i_mean, f_mean), '6.3f')}"
                  f" {fmt(med(case, engine, 'fio', 'clat_mean'), '8.1f')}"
                  f" {fmt(med(case, engine, 'iometry', 'p99'), '8.1f')}"
                  f" {fmt(med(case, engine, 'fio', 'p99'), '9.1f')}"
                  f" {fmt(med(case, engine, 'fio', 'clat_p99'), '10.1f')}")
    split = [(case, engine) for case in cases for engine in engines if CASES[case].split]
    if split:
        print()
        print("Reads and writes apart (us; fio's lat, submission included, as Iometry's; "
              "fio's clat beside it)")
        print(f"{'case':<10} {'engine':<8} {'dir':<5} {'I mean':>8} {'f mean':>8} {'ratio':>6}"
              f" {'f clat':>8} {'I p99':>8} {'f p99':>8} {'ratio':>6} {'f clat99':>8}")
        for case, engine in split:
            for d in ("read", "write"):
                im, fm = med(case, engine, "iometry", d + "_mean"), med(case, engine, "fio", d + "_mean")
                ip, fp = med(case, engine, "iometry", d + "_p99"), med(case, engine, "fio", d + "_p99")
                print(f"{case:<10} {engine:<8} {d:<5} {fmt(im, '8.1f')} {fmt(fm, '8.1f')}"
                      f" {fmt(ratio(im, fm), '6.3f')} {fmt(med(case, engine, 'fio', d + '_clat_mean'), '8.1f')}"
                      f" {fmt(ip, '8.1f')} {fmt(fp, '8.1f')} {fmt(ratio(ip, fp), '6.3f')}"
                      f" {fmt(med(case, engine, 'fio', d + '_clat_p99'), '8.1f')}")
                for key, measure in ((d + "_mean", f"{d} mean latency, us"),
                                     (d + "_p99", f"{d} p99 latency, us")):
                    bench_table.append(args.markdown, "disk", f"{case} {engine}", measure, False, "fio",
                                       values(case, engine, "iometry", key),
                                       values(case, engine, "fio", key))
            law = med(case, engine, "iometry", "law")
            print(f"{case:<10} {engine:<8} Iometry's ops-weighted mean of reads and writes / its "
                  f"mean of all: {fmt(law, '.6f')}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
