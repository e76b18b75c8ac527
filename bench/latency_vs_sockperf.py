#!/usr/bin/env python3
"""Iometry vs sockperf: request/response round trip on loopback.

A ping-pong of SIZE-byte requests answered with SIZE bytes, one in flight, TCP and UDP,
over 127.0.0.1, both tools pinned the same way (the requester to CPU 0, the responder to
CPU 1; pass --same-cpu to put both on CPU 0). Iometry: a tcp or udp worker with
`reply` = `size`, `cpu` 0 and `peer.cpu` 1; sockperf: `sr` on CPU 1, `pp --full-rtt` on
CPU 0. The two are interleaved run by run; the table shows medians over the rounds of
each tool's mean, median and 99th-percentile round trip, and the ratios Iometry/sockperf
(below 1: Iometry's round trip is shorter). UDP sizes below 18 bytes (Iometry's datagram
header) run at 18 bytes for both tools. See bench/README.md
("round trip against sockperf ping-pong").
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_table  # noqa: E402
from iometry_bench import loopback_plan, run_plan  # noqa: E402


def iometry(run, proto, size, seconds, cpus, work):
    plan = loopback_plan(f"rtt {proto} {size}", seconds, {"size": size, "reply": size, "read": 0},
                         {"kind": proto, "cpu": cpus[0], "peer": {"cpu": cpus[1]}})
    row = run_plan(run, plan, work)
    return float(row["lat_mean_us"]), float(row["lat_p50_us"]), float(row["lat_p99_us"])


def sockperf(binary, proto, size, seconds, cpus):
    port = str(11000 + os.getpid() % 20000)
    flag = ["--tcp"] if proto == "tcp" else []
    server = subprocess.Popen(["taskset", "-c", str(cpus[1]), binary, "sr", *flag, "-i",
                               "127.0.0.1", "-p", port], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.3)
        out = subprocess.run(["taskset", "-c", str(cpus[0]), binary, "pp", *flag, "-i",
                              "127.0.0.1", "-p", port, "-m", str(size), "-t", str(seconds),
                              "--full-rtt"], capture_output=True, text=True, check=True).stdout
    finally:
        server.terminate()
        server.wait(timeout=10)
    text = re.sub(r"\x1b\[[0-9;]*m", "", out)
    mean = float(re.search(r"avg-rtt=\s*([0-9.]+)", text).group(1))
    p50 = float(re.search(r"percentile 50\.000 =\s*([0-9.]+)", text).group(1))
    p99 = float(re.search(r"percentile 99\.000 =\s*([0-9.]+)", text).group(1))
    return mean, p50, p99


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="14,1024", help="request = reply sizes [14,1024]")
    ap.add_argument("--protocols", default="tcp,udp")
    ap.add_argument("-t", "--duration", type=int, default=3, help="seconds per run [3]")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; medians are shown [3]")
    ap.add_argument("--same-cpu", action="store_true", help="both ends on CPU 0")
    ap.add_argument("--iometry-run", default=os.path.join(HERE, "..", "build", "release", "bin",
                                                          "iometry-run"))
    ap.add_argument("--sockperf", default="sockperf")
    ap.add_argument("--markdown", metavar="FILE",
                    help="append the rows of bench/bench_table.py to FILE (bench/run-all.sh)")
    args = ap.parse_args()
    cpus = (0, 0) if args.same_cpu else (0, 1)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    protos = [p for p in args.protocols.split(",") if p]
    runs = {}
    with tempfile.TemporaryDirectory(prefix="iometry-rtt-bench-") as work:
        for r in range(args.rounds):
            for proto in protos:
                for asked in sizes:
                    # A UDP request carries Iometry's 18-byte header (run tag, sequence,
                    # send time): smaller UDP sizes run at 18 B, for both tools alike.
                    size = max(asked, 18) if proto == "udp" else asked
                    mine = iometry(args.iometry_run, proto, size, args.duration, cpus, work)
                    theirs = sockperf(args.sockperf, proto, size, args.duration, cpus)
                    runs.setdefault((proto, size, "i"), []).append(mine)
                    runs.setdefault((proto, size, "s"), []).append(theirs)
                    print(f"round {r + 1} {proto} {size} B: iometry {mine}, sockperf {theirs}",
                          file=sys.stderr)
    print(f"{'proto':>5} {'size':>5} {'I mean':>8} {'s mean':>8} {'ratio':>6} {'I p50':>8}"
          f" {'s p50':>8} {'ratio':>6} {'I p99':>8} {'s p99':>8} {'ratio':>6}   (us)")
    for proto in protos:
        for size in sorted({k[1] for k in runs if k[0] == proto}):
            med = [statistics.median(v[k] for v in runs[(proto, size, t)]) for t in "is" for k in range(3)]
            i_mean, i_p50, i_p99, s_mean, s_p50, s_p99 = med
            print(f"{proto:>5} {size:>5} {i_mean:>8.2f} {s_mean:>8.2f} {i_mean / s_mean:>6.3f}"
                  f" {i_p50:>8.2f} {s_p50:>8.2f} {i_p50 / s_p50:>6.3f}"
                  f" {i_p99:>8.2f} {s_p99:>8.2f} {i_p99 / s_p99:>6.3f}")
            for k, measure in enumerate(("mean round trip, us", "p50 round trip, us",
                                         "p99 round trip, us")):
                bench_table.append(args.markdown, "latency", f"{proto} {size} B", measure, False,
                                   "sockperf", [v[k] for v in runs[(proto, size, "i")]],
                                   [v[k] for v in runs[(proto, size, "s")]])


if __name__ == "__main__":
    main()
