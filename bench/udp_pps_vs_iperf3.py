#!/usr/bin/env python3
"""Iometry vs iperf3: UDP packet rate on loopback.

One UDP stream over 127.0.0.1, each tool as fast as it can send (Iometry: rate_mbit
1000000; iperf3: -u -b 0), for each datagram size, the two tools interleaved round by
round. Prints the datagrams per second that *arrived* (received minus lost, over the
measured seconds), the ratio Iometry/iperf3, each tool's loss, and medians over rounds.
See bench/README.md ("UDP packet rate against `iperf3 -u -b 0`") for how to read it.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_table  # noqa: E402
from iometry_bench import loopback_plan, run_plan  # noqa: E402


def iometry(run, size, seconds, work):
    plan = loopback_plan(f"udp pps {size}", seconds, {"size": size, "read": 0},
                         {"kind": "udp", "rate_mbit": 1000000})
    row = run_plan(run, plan, work)
    arrived = int(row["datagrams"]) - int(row["lost"])
    return arrived / float(row["seconds"]), float(row["loss_pct"])


def iperf3(binary, size, seconds):
    port = str(20000 + os.getpid() % 20000)
    server = subprocess.Popen([binary, "-s", "-1", "-p", port, "-B", "127.0.0.1"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            out = subprocess.run([binary, "-c", "127.0.0.1", "-p", port, "-u", "-b", "0",
                                  "-l", str(size), "-t", str(seconds), "-O", "1", "-J"],
                                 capture_output=True, text=True)
            result = json.loads(out.stdout or "{}")
            if "error" not in result and "end" in result:
                break
            time.sleep(0.1)
        else:
            raise RuntimeError("iperf3 did not run: " + out.stdout[-300:])
    finally:
        server.wait(timeout=30)
    s = result["end"]["sum"]
    return (s["packets"] - s["lost_packets"]) / s["seconds"], s["lost_percent"]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="18,82,466,1472",
                    help="UDP payload sizes (18 = a 64-byte frame) [18,82,466,1472]")
    ap.add_argument("-t", "--duration", type=int, default=3, help="seconds per run [3]")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; medians are shown [3]")
    ap.add_argument("--iometry-run", default=os.path.join(HERE, "..", "build", "release", "bin",
                                                          "iometry-run"))
    ap.add_argument("--iperf3", default="iperf3")
    ap.add_argument("--markdown", metavar="FILE",
                    help="append the rows of bench/bench_table.py to FILE (bench/run-all.sh)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.replace(" ", ",").split(",") if s]
    runs = {(size, tool): [] for size in sizes for tool in ("iometry", "iperf3")}
    with tempfile.TemporaryDirectory(prefix="iometry-udp-bench-") as work:
        for r in range(args.rounds):
            for size in sizes:
                runs[(size, "iometry")].append(iometry(args.iometry_run, size, args.duration, work))
                runs[(size, "iperf3")].append(iperf3(args.iperf3, size, args.duration))
                print(f"round {r + 1} size {size}: iometry {runs[(size, 'iometry')][-1][0]:.0f}"
                      f" pps, iperf3 {runs[(size, 'iperf3')][-1][0]:.0f} pps", file=sys.stderr)
    print(f"{'payload':>8} {'frame':>6} {'Iometry pps':>12} {'iperf3 pps':>11} {'ratio I/i':>9}"
          f" {'I loss %':>8} {'i loss %':>8}")
    for size in sizes:
        mine = statistics.median(p for p, _ in runs[(size, "iometry")])
        theirs = statistics.median(p for p, _ in runs[(size, "iperf3")])
        mine_loss = statistics.median(l for _, l in runs[(size, "iometry")])
        their_loss = statistics.median(l for _, l in runs[(size, "iperf3")])
        print(f"{size:>8} {size + 46:>6} {mine:>12.0f} {theirs:>11.0f} {mine / theirs:>9.3f}"
              f" {mine_loss:>8.3f} {their_loss:>8.3f}")
        bench_table.append(args.markdown, "udp loopback", f"{size} B payload ({size + 46} B frame)",
                           "datagrams/s arrived", True, "iperf3 -u -b 0",
                           [p for p, _ in runs[(size, "iometry")]],
                           [p for p, _ in runs[(size, "iperf3")]])


if __name__ == "__main__":
    main()
