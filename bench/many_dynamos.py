#!/usr/bin/env python3
"""The manager's cost against 8, 32, 64, 128 load hosts: Iometry's manager with N spawned
dynamos against fio's `--client` with N `fio --server` instances, all on loopback.

Each host carries the same light load, so that what grows with N is the controller's work
(connecting, starting, gathering samples and results), not the data path's:

  Iometry  one plan, N spawned dynamos `d{001..N}` and N workers `w{001..N}`, each a paced
           TCP request/response pair on 127.0.0.1 inside its own dynamo: 64-byte requests,
           64-byte replies, `rate_per_s` --rate (50), `sample_ms` 1000, `ramp_s` 0,
           `run_s` -t; run by `iometry-run PLAN --results DIR --quiet`.
  fio      N `fio --server=ip:127.0.0.1,PORT` (ports --base-port, --base-port + 1, …), then
           one `fio --output-format=json --client=ip:127.0.0.1,PORT JOB-PORT …` naming every
           server with its own job file: 4-KiB random reads (psync, buffered) at
           `rate_iops` --rate of one 16-MiB file under /tmp (all servers read the same
           file, from the page cache), time_based, `runtime` -t, and `exec_prerun=date
           +%s.%N`, which each server runs just before its job starts (each server in a
           folder of its own, where fio keeps that output in light.prerun.txt).

Measured for the controller alone (iometry-run, or the fio client), children not included:
its CPU seconds (utime + stime of /proc/PID/stat, read once it has exited and before it is
reaped, so they are its final times), its peak RSS (VmHWM of /proc/PID/status, read every
20 ms while it runs: a zombie has none), its CPU as % of one core over its wall time, and
whether it completed (exit status 0, and every host's results there). Then:

  Iometry  from results.json, the step's `clock.start_skew_ms` (how far apart the dynamos
           opened their windows) and `clock.lead_ms`; from samples.csv, the share of the
           1-s intervals that arrived from every dynamo: the rows of scope `dynamo` of the
           step (ramp 0) with `interval_s` above 0, at most run_s / sample_s a dynamo,
           against run_s / sample_s × N; and the load delivered: the `all` row's
           `transactions_per_s` × `seconds` against N × rate × run_s.
  fio      the hosts in `client_stats` (one job each, `jobname` not "All clients") whose
           `error` is 0, against N; the lines of its output (stdout before the JSON, and
           stderr) that say "timeout", "timed out" or "connect"; the spread of the servers'
           start times, the latest less the earliest: fio 3.33's JSON has no per-job start
           time (no `job_start`; in client mode not even the `timestamp_ms` of a local
           run, only the client's `timestamp` in seconds), so each server's start is what
           its `exec_prerun` printed. With --lat-log the jobs also write latency logs
           (`write_lat_log`, `log_unix_epoch=1`), which the servers send to the client at
           the end, and a second spread comes from each log's first entry (ms since the
           epoch, at the completion) less that I/O's latency; off by default, as receiving
           and writing the logs costs the client CPU (0.07 s of 0.35 s at N = 128, 5 s).
           The load delivered: the sum of `read.total_ios` against N × rate × runtime.

The counts are interleaved round by round (Iometry N=8, fio N=8, Iometry N=32, …; fio first
in even rounds); the table shows the medians over --rounds and the ratios Iometry / fio where
both have the number. CPU seconds are the robust number on a shared host: the wall time (and
with it the % of a core) stretches when other work takes the cores. Per-run lines go to
stderr, the tables to stdout; --json FILE keeps every run's measures. Exit status 0 when every
run completed, 1 otherwise. Files only under a temporary folder of /tmp, removed at the end;
every fio server is killed at the end, on errors too. See bench/README.md ("Many dynamos").
"""

import argparse
import csv
import glob
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_table  # noqa: E402
from disk_vs_fio import machine_state, words  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
POLL_S = 0.02
SAMPLE_MS = 1000


def proc_cpu_s(pid):
    """utime + stime of @pid itself (fields 14 and 15 of /proc/PID/stat), seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # fields from the 3rd on


def proc_hwm_kib(pid):
    """VmHWM of @pid in KiB, or None (a zombie has no memory left)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def watched(cmd, timeout, out_path, err_path, cwd=None):
    """Runs @cmd with its output to the two files; returns {rc, cpu_s, rss_mib, wall_s,
    cpu_pct}: the process's own CPU read after it exited and before it is reaped, its peak
    RSS as last read while it ran. Killed (and rc None) after @timeout seconds."""
    with open(out_path, "w") as out, open(err_path, "w") as err:
        started = time.monotonic()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, cwd=cwd, stdin=subprocess.DEVNULL)
    hwm, timed_out = None, False
    try:
        while True:
            # WNOWAIT: the exited process stays a zombie, whose stat still has its times.
            done = os.waitid(os.P_PID, p.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            if done is not None:
                break
            hwm = proc_hwm_kib(p.pid) or hwm
            if time.monotonic() - started > timeout:
                timed_out = True
                p.kill()
                os.waitid(os.P_PID, p.pid, os.WEXITED | os.WNOWAIT)
                break
            time.sleep(POLL_S)
        wall = time.monotonic() - started
        cpu = proc_cpu_s(p.pid)
    finally:
        if p.poll() is None:
            p.kill()
        p.wait()
    return {"rc": None if timed_out else p.returncode, "cpu_s": cpu,
            "rss_mib": None if hwm is None else hwm / 1024, "wall_s": wall,
            "cpu_pct": 100 * cpu / wall}


def tail(path, n=600):
    try:
        with open(path, errors="replace") as f:
            return f.read()[-n:]
    except OSError:
        return ""


# ---------------------------------------------------------------- Iometry

def iometry_plan(n, args):
    rng = f"{{001..{n:03d}}}"
    return {"format": "iometry.plan/1", "name": f"many dynamos {n}", "run_s": args.duration,
            "ramp_s": 0, "sample_ms": SAMPLE_MS, "wait_s": 60,
            "dynamos": [{"name": f"d{rng}", "spawn": True}],
            "specs": [{"name": "light", "lines": [{"size": 64, "reply": 64, "read": 0}]}],
            "workers": [{"name": f"w{rng}", "dynamo": f"d{rng}", "kind": "tcp",
                         "bind": "127.0.0.1", "spec": "light", "rate_per_s": args.rate,
                         "peer": {"dynamo": f"d{rng}", "address": "127.0.0.1"}}]}


def iometry(n, args, work):
    tag = f"iometry-{n}-{time.monotonic_ns()}"
    plan_path = os.path.join(work, tag + ".json")
    with open(plan_path, "w") as f:
        json.dump(iometry_plan(n, args), f)
    results = os.path.join(work, tag)
    got = watched([args.iometry_run, plan_path, "--results", results, "--quiet"],
                  args.duration + 240, os.path.join(work, tag + ".out"),
                  os.path.join(work, tag + ".err"))
    got["completed"] = got["rc"] == 0
    if not got["completed"]:
        got["error"] = (f"iometry-run exited {got['rc']}: "
                        + (tail(os.path.join(work, tag + ".err"))
                           or tail(os.path.join(work, tag + ".out"))))
    try:
        with open(os.path.join(results, "results.json")) as f:
            step = json.load(f)["steps"][0]
        clock = step.get("clock") or {}
        got["skew_ms"], got["lead_ms"] = clock.get("start_skew_ms"), clock.get("lead_ms")
        per = round(args.duration * 1000 / SAMPLE_MS)  # intervals a dynamo: run_s / sample_s
        seen = {}
        with open(os.path.join(results, "samples.csv")) as f:
            for row in csv.DictReader(f):
                if (row["scope"] == "dynamo" and row["step"] == "0" and row["ramp"] == "0"
                        and row["interval_s"] and float(row["interval_s"]) > 0):
                    seen[row["name"]] = seen.get(row["name"], 0) + 1
        got["intervals_pct"] = 100 * sum(min(c, per) for c in seen.values()) / (per * n)
        got["dynamos_seen"] = len(seen)
        with open(os.path.join(results, "summary.csv")) as f:
            row = next(r for r in csv.DictReader(f) if r["scope"] == "all")
        got["load_pct"] = (100 * float(row["transactions_per_s"]) * float(row["seconds"])
                           / (n * args.rate * args.duration))
    except (OSError, ValueError, KeyError, IndexError, StopIteration) as e:
        got.setdefault("error", f"results unreadable: {e}")
        got["completed"] = False
    return got


# ---------------------------------------------------------------- fio

def listening(ports):
    """The @ports on which a socket listens on 127.0.0.1 (/proc/net/tcp, state 0A)."""
    found = set()
    with open("/proc/net/tcp") as f:
        next(f)
        for line in f:
            local, state = line.split()[1], line.split()[3]
            addr, port = local.split(":")
            if state == "0A" and addr in ("0100007F", "00000000") and int(port, 16) in ports:
                found.add(int(port, 16))
    return found


def start_servers(ports, args, work, servers):
    """Starts one `fio --server` a port (each in a session of its own, appended to
    @servers at once so that the caller kills it whatever happens); waits until all listen."""
    for port in ports:
        home = os.path.join(work, f"server-{port}")
        shutil.rmtree(home, ignore_errors=True)
        os.mkdir(home)
        log = open(os.path.join(home, "server.log"), "w")
        servers.append(subprocess.Popen([args.fio, f"--server=ip:127.0.0.1,{port}"],
                                        stdout=log, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL, cwd=home,
                                        start_new_session=True))
        log.close()
    deadline = time.monotonic() + 30
    while listening(set(ports)) != set(ports):
        dead = [p for p in servers if p.poll() is not None]
        if dead or time.monotonic() > deadline:
            raise RuntimeError(f"fio servers not listening: "
                               f"{sorted(set(ports) - listening(set(ports)))[:10]}")
        time.sleep(0.05)


def stop_servers(servers):
    """Ends every server of @servers (and what it forked: its process group)."""
    for p in servers:
        if p.poll() is None:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
    deadline = time.monotonic() + 5
    for p in servers:
        try:
            p.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait()
    servers.clear()


def fio_job(port, args, work, data):
    """The job file of the server on @port: the light load, and `exec_prerun` writing the
    server's clock to light.prerun.txt in its own folder just before the job starts."""
    path = os.path.join(work, f"job-{port}.fio")
    with open(path, "w") as f:
        f.write(f"[light]\nfilename={data}\nsize=16m\nrw=randread\nbs=4k\nioengine=psync\n"
                f"rate_iops={args.rate}\ntime_based\nruntime={args.duration}\n"
                "exec_prerun=date +%s.%N\n")
        if args.lat_log:
            f.write(f"write_lat_log={work}/lat-{port}\nlog_unix_epoch=1\n")
    return path


def fio(n, args, work, data):
    ports = [args.base_port + i for i in range(n)]
    servers = []
    tag = f"fio-{n}-{time.monotonic_ns()}"
    for old in glob.glob(os.path.join(work, "lat-*")):
        os.remove(old)
    try:
        start_servers(ports, args, work, servers)
        cmd = [args.fio, "--output-format=json"]
        for port in ports:
            cmd += [f"--client=ip:127.0.0.1,{port}", fio_job(port, args, work, data)]
        out_path, err_path = os.path.join(work, tag + ".out"), os.path.join(work, tag + ".err")
        got = watched(cmd, args.duration + 240, out_path, err_path, cwd=work)
    finally:
        stop_servers(servers)
    with open(out_path, errors="replace") as f:
        text = f.read()
    with open(err_path, errors="replace") as f:
        other = f.read()
    start = text.find("\n{")
    start = 0 if text.startswith("{") else (start + 1 if start >= 0 else -1)
    other += text[:start] if start >= 0 else text
    noise = [line for line in other.splitlines()
             if re.search(r"time ?out|timed out|connect", line, re.I)]
    got["timeouts"] = len(noise)
    got["noise"] = noise[:5]
    hosts = []
    if start >= 0:
        try:
            hosts = [c for c in json.loads(text[start:])["client_stats"]
                     if c.get("jobname") != "All clients"]
        except (ValueError, KeyError) as e:
            got["error"] = f"fio's JSON unreadable: {e}"
    good = {c.get("port") for c in hosts if c.get("error") == 0}
    got["hosts_ok"] = len(good & set(ports))
    got["completed"] = got["rc"] == 0 and got["hosts_ok"] == n
    if not got["completed"]:
        got.setdefault("error", f"fio exited {got['rc']}, {got['hosts_ok']} of {n} hosts "
                                f"reported: " + (other.strip()[-600:] or text[-300:]))
    got["load_pct"] = (100 * sum(c["read"]["total_ios"] for c in hosts if "read" in c)
                       / (n * args.rate * args.duration))
    # Each server's start: what `date` printed just before its job began.
    starts = []
    for port in ports:
        try:
            with open(os.path.join(work, f"server-{port}", "light.prerun.txt")) as f:
                starts.append(float(f.read().split()[0]) * 1000)
        except (OSError, ValueError, IndexError):
            pass
    got["starts_seen"] = len(starts)
    got["skew_ms"] = max(starts) - min(starts) if len(starts) == n else None
    if args.lat_log:
        # The same from the latency logs: the first entry (ms since the epoch, at the
        # completion) less that I/O's latency (ns).
        firsts = []
        for port in ports:
            for log in glob.glob(os.path.join(work, f"lat-{port}_lat.*.log*"))[:1]:
                with open(log) as f:
                    first = f.readline().split(",")
                if len(first) >= 2:
                    firsts.append(int(first[0]) - int(first[1]) / 1e6)
        got["log_skew_ms"] = max(firsts) - min(firsts) if len(firsts) == n else None
    return got


# ---------------------------------------------------------------- the rounds and the table

def fmt(value, spec):
    return "n/a" if value is None else format(value, spec)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--counts", default="8,32,64,128", help="numbers of hosts [8,32,64,128]")
    ap.add_argument("-t", "--duration", type=int, default=10, help="seconds per run [10]")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; medians are shown [3]")
    ap.add_argument("--rate", type=int, default=50, help="requests a second a host [50]")
    ap.add_argument("--base-port", type=int, default=28800,
                    help="the first fio server's port on 127.0.0.1 [28800]")
    ap.add_argument("--lat-log", action="store_true",
                    help="fio's jobs also write latency logs, a second measure of the start "
                         "spread (their first I/Os), which costs the client CPU")
    ap.add_argument("--tools", default="iometry,fio", help="[iometry,fio]")
    ap.add_argument("--iometry-run", default=os.path.join(HERE, "..", "build", "release", "bin",
                                                          "iometry-run"))
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--json", metavar="FILE", help="write every run's measures to FILE")
    ap.add_argument("--markdown", metavar="FILE",
                    help="append the rows of bench/bench_table.py to FILE")
    args = ap.parse_args()
    counts = [int(w) for w in words(args.counts)]
    tools = words(args.tools)
    if (not counts or min(counts) < 1 or max(counts) > 999 or args.duration <= 0
            or args.rounds <= 0 or args.rate <= 0 or not set(tools) <= {"iometry", "fio"}):
        ap.error("counts 1-999, positive -t, --rounds and --rate; tools iometry and fio")
    version = subprocess.run([args.fio, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"# many_dynamos: counts {counts}, {args.duration} s per run, {args.rate} requests/s "
          f"a host, {args.rounds} round(s), {version}")
    print(f"# start: {machine_state()}")
    runs, failed = {}, False
    with tempfile.TemporaryDirectory(prefix="iometry-many-", dir="/tmp") as work:
        data = os.path.join(work, "fio-many.dat")
        with open(data, "wb") as f:
            for _ in range(16):
                f.write(os.urandom(1 << 20))
        for r in range(args.rounds):
            for n in counts:
                for tool in (tools if r % 2 == 0 else tools[::-1]):
                    try:
                        got = iometry(n, args, work) if tool == "iometry" else fio(n, args, work, data)
                    except (RuntimeError, OSError, ValueError, subprocess.SubprocessError) as e:
                        got = {"completed": False, "error": str(e)}
                    got.update({"round": r + 1, "tool": tool, "n": n})
                    runs.setdefault((tool, n), []).append(got)
                    failed |= not got["completed"]
                    extra = (f"skew {fmt(got.get('skew_ms'), '.1f')} ms lead "
                             f"{fmt(got.get('lead_ms'), '.1f')} ms intervals "
                             f"{fmt(got.get('intervals_pct'), '.1f')} %" if tool == "iometry" else
                             f"hosts {got.get('hosts_ok')}/{n} timeouts {got.get('timeouts')} "
                             f"start spread {fmt(got.get('skew_ms'), '.1f')} ms"
                             + (f" (latency logs {fmt(got.get('log_skew_ms'), '.1f')} ms)"
                                if args.lat_log else ""))
                    print(f"round {r + 1} {tool:>7} N={n:<3}: "
                          f"{'completed' if got['completed'] else 'FAILED'} "
                          f"cpu {fmt(got.get('cpu_s'), '.2f')} s ({fmt(got.get('cpu_pct'), '.1f')} %"
                          f" of {fmt(got.get('wall_s'), '.1f')} s) rss {fmt(got.get('rss_mib'), '.1f')}"
                          f" MiB load {fmt(got.get('load_pct'), '.1f')} % {extra}"
                          + (f"\n    {got['error']}" if got.get("error") else ""),
                          file=sys.stderr, flush=True)
    print(f"# end: {machine_state()}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump([g for v in runs.values() for g in v], f, indent=1)

    def values(tool, n, key):
        return [g[key] for g in runs.get((tool, n), []) if g.get(key) is not None]

    def med(tool, n, key):
        v = values(tool, n, key)
        return statistics.median(v) if v else None

    def ratio(n, key):
        i, f = med("iometry", n, key), med("fio", n, key)
        return None if i is None or not f else i / f

    def done(tool, n):
        v = runs.get((tool, n), [])
        return f"{sum(g['completed'] for g in v)}/{len(v)}" if v else "n/a"

    print()
    print("| N | tool | CPU % of a core | CPU s | peak RSS MiB | start skew / spread ms "
          "| lead ms | intervals arrived % | load delivered % | timeouts | completed |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in counts:
        for tool in tools:
            print(f"| {n} | {'Iometry manager' if tool == 'iometry' else 'fio client'} "
                  f"| {fmt(med(tool, n, 'cpu_pct'), '.2f')} | {fmt(med(tool, n, 'cpu_s'), '.3f')} "
                  f"| {fmt(med(tool, n, 'rss_mib'), '.1f')} | {fmt(med(tool, n, 'skew_ms'), '.2f')} "
                  f"| {fmt(med(tool, n, 'lead_ms'), '.1f') if tool == 'iometry' else '—'} "
                  f"| {fmt(med(tool, n, 'intervals_pct'), '.1f') if tool == 'iometry' else '—'} "
                  f"| {fmt(med(tool, n, 'load_pct'), '.1f')} "
                  f"| {fmt(med(tool, n, 'timeouts'), '.0f') if tool == 'fio' else '—'} "
                  f"| {done(tool, n)} |")
        if len(tools) == 2:
            print(f"| {n} | Iometry / fio | {fmt(ratio(n, 'cpu_pct'), '.3f')} "
                  f"| {fmt(ratio(n, 'cpu_s'), '.3f')} | {fmt(ratio(n, 'rss_mib'), '.3f')} "
                  f"| {fmt(ratio(n, 'skew_ms'), '.3f')} | | | {fmt(ratio(n, 'load_pct'), '.3f')} | | |")
    print("(medians over the rounds; CPU and RSS are the controller's own: iometry-run, the "
          "fio client; start skew: Iometry's clock.start_skew_ms, fio's spread of its servers' "
          "exec_prerun clocks)")
    for n in counts:
        for key, measure, higher in (("cpu_s", "manager CPU s", False),
                                     ("rss_mib", "manager peak RSS MiB", False),
                                     ("skew_ms", "start skew ms", False)):
            bench_table.append(args.markdown, "many", f"N={n}", measure, higher, "fio client",
                               values("iometry", n, key), values("fio", n, key))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
