#!/usr/bin/env python3
"""Iometry's raw engine vs trafgen vs Iometry's socket engine vs iperf 2: frames per second
on a veth pair between two network namespaces.

The script creates two network namespaces joined by a data veth (10.99.7.1 -> 10.99.7.2)
and a control veth (10.99.8.0/24) for Iometry's manager and dynamo, and removes them on
exit. For each frame size (64 and 1518 bytes on the wire by default, FCS included: UDP
payload = frame - 46), round by round, each tool sends one flow from A to B as fast as it
can, bounded by -t seconds (and by a packet count for trafgen):

  raw      an Iometry udp worker with "engine": "raw", rate_mbit 1000000
  socket   the same worker with the socket engine (sendmmsg of up to 64 datagrams)
  trafgen  netsniff-ng's trafgen (AF_PACKET TX ring, qdisc bypassed), one process (-P 1),
           the same Ethernet/IPv4/UDP frame
  iperf2   iperf 2 -u -b 100G -l PAYLOAD -P N (N threads), receiving iperf -s -u in B

The order of the tools rotates from one round to the next. Two figures per run, both from
kernel counters: frames A's data interface sent per second (/proc/net/dev: what left),
and datagrams B's kernel delivered to a UDP socket per second (/proc/net/snmp Udp
InDatagrams: what arrived; for Iometry its own count of distinct arrivals). For
Iometry the interface figure is its dynamo A's nic_tx_pps over the measured intervals,
for the others the counters' growth over the middle of the run (after 0.5 s). Prints per
tool the median and the spread (min-max) over the rounds, and its sent/s over trafgen's
and over the raw engine's in the same round (median and range of those ratios). See
bench/README.md ("raw_vs_trafgen.py").
"""

import argparse
import csv
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NS_A, NS_B = f"iomb-a-{os.getpid()}", f"iomb-b-{os.getpid()}"
DATA, CTRL = f"iombd{os.getpid()}", f"iombc{os.getpid()}"


def sh(*cmd, check=True, **kw):
    return subprocess.run(list(cmd), check=check, capture_output=True, text=True, **kw)


def in_ns(ns, *cmd):
    return ["ip", "netns", "exec", ns, *cmd]


NICE = []  # the peers' priority: Iometry's traffic threads run at nice 19 (kLaneNice)


def setup():
    for ns in (NS_A, NS_B):
        sh("ip", "netns", "add", ns)
        sh("ip", "-n", ns, "link", "set", "lo", "up")
    for dev, net in ((DATA, "10.99.7"), (CTRL, "10.99.8")):
        sh("ip", "link", "add", dev, "netns", NS_A, "type", "veth", "peer", "name", dev, "netns", NS_B)
        sh("ip", "-n", NS_A, "addr", "add", f"{net}.1/24", "dev", dev)
        sh("ip", "-n", NS_B, "addr", "add", f"{net}.2/24", "dev", dev)
        for ns in (NS_A, NS_B):
            sh("ip", "-n", ns, "link", "set", dev, "up")


def teardown():
    for ns in (NS_A, NS_B):
        sh("ip", "netns", "del", ns, check=False)


def dev_packets(ns, direction):
    """Packets the data interface in @ns has received ('rx') or sent ('tx')."""
    for line in sh(*in_ns(ns, "cat", "/proc/net/dev")).stdout.splitlines():
        name, _, rest = line.partition(":")
        if name.strip() == DATA:
            f = rest.split()
            return int(f[1] if direction == "rx" else f[9])
    raise RuntimeError("no data interface")


def udp_in(ns):
    """UDP datagrams the kernel of @ns delivered to sockets (Udp InDatagrams)."""
    lines = [l.split() for l in sh(*in_ns(ns, "cat", "/proc/net/snmp")).stdout.splitlines()
             if l.startswith("Udp:")]
    return int(lines[1][lines[0].index("InDatagrams")])


def mac_of(ns):
    return sh(*in_ns(ns, "cat", f"/sys/class/net/{DATA}/address")).stdout.strip()


def window(seconds, start_ns=None):
    """Counts A's sent frames and B's delivered datagrams over the middle of a run."""
    time.sleep(0.5)
    t0, tx0, in0 = time.monotonic(), dev_packets(NS_A, "tx"), udp_in(NS_B)
    time.sleep(seconds)
    t1, tx1, in1 = time.monotonic(), dev_packets(NS_A, "tx"), udp_in(NS_B)
    return (tx1 - tx0) / (t1 - t0), (in1 - in0) / (t1 - t0)


def socket_env(tool):
    """socket-bN: N datagrams per sendmmsg(); socket-gsoN: N datagrams per UDP_SEGMENT
    message (the dynamo's IOMETRY_UDP_BATCH and IOMETRY_UDP_GSO)."""
    env = dict(os.environ)
    if tool.startswith("socket-b"):
        env["IOMETRY_UDP_BATCH"] = tool[len("socket-b"):]
    elif tool.startswith("socket-gso"):
        env["IOMETRY_UDP_GSO"] = tool[len("socket-gso"):]
    return env


def iometry(run, engine, payload, seconds, pin, work, env=None):
    worker = {"name": "w", "dynamo": "A", "kind": "udp", "engine": engine, "bind": "10.99.7.1",
              "peer": {"dynamo": "B", "address": "10.99.7.2"}, "spec": "s", "rate_mbit": 1000000}
    if pin:
        worker["cpu"], worker["peer"]["cpu"] = 0, 1
    plan = {"format": "iometry.plan/1", "name": f"{engine} {payload}", "run_s": seconds,
            "ramp_s": 0.5, "sample_ms": 500, "wait_s": 20,
            "dynamos": [{"name": "A", "spawn": True}, {"name": "B"}],
            "specs": [{"name": "s", "lines": [{"size": payload, "read": 0}]}], "workers": [worker]}
    path = os.path.join(work, "plan.json")
    with open(path, "w") as f:
        json.dump(plan, f)
    token = os.path.join(work, "token")
    results = os.path.join(work, f"r-{time.monotonic_ns()}")
    port = str(20000 + time.monotonic_ns() % 20000)
    manager = subprocess.Popen(in_ns(NS_A, run, path, "--results", results, "--quiet", "--listen",
                                     f"10.99.8.1:{port}", "--token-file", token),
                               stdout=subprocess.DEVNULL, env=env)
    dynamo = subprocess.Popen(in_ns(NS_B, os.path.join(os.path.dirname(run), "iometry-dynamo"),
                                    "--manager", f"10.99.8.1:{port}", "--name", "B", "--token-file",
                                    token, "--connect-timeout", "20"), stdout=subprocess.DEVNULL)
    try:
        if manager.wait(timeout=seconds + 60) != 0:
            raise RuntimeError(f"iometry-run failed ({engine})")
    finally:
        dynamo.wait(timeout=30)
    rows = list(csv.DictReader(open(os.path.join(results, "summary.csv"))))
    whole = next(r for r in rows if r["scope"] == "all")
    a = next(r for r in rows if r["scope"] == "dynamo" and r["name"] == "A")
    arrived = (int(whole["datagrams"]) - int(whole["lost"])) / float(whole["seconds"])
    return float(a["nic_tx_pps"]), arrived


def trafgen(binary, payload, seconds, pin, work):
    cfg = os.path.join(work, "trafgen.cfg")
    with open(cfg, "w") as f:
        f.write(f"{{ eth(da={mac_of(NS_B)}, sa={mac_of(NS_A)}), ipv4(saddr=10.99.7.1, "
                f"daddr=10.99.7.2, df), udp(sp=40000, dp=5001), fill(0x5a, {payload}) }}\n")
    # A sink in B, so that the frames reach a socket as Iometry's do.
    return peers(["iperf", "-s", "-u", "-B", "10.99.7.2", "-p", "5001"],
                 ["timeout", "-s", "INT", str(seconds + 5), binary, "--dev", DATA, "--conf", cfg,
                  "-P", "1", "-q", "--num", str(int(2e6 * (seconds + 2)))], seconds, pin, interrupt=True)


def iperf2(binary, payload, seconds, threads, pin):
    return peers([binary, "-s", "-u", "-B", "10.99.7.2", "-p", "5002"],
                 ["timeout", str(seconds + 10), binary, "-c", "10.99.7.2", "-p", "5002", "-u", "-b",
                  "100G", "-l", str(payload), "-t", str(seconds + 1), "-P", str(threads)],
                 seconds, pin, interrupt=False)


def peers(receiver, sender, seconds, pin, interrupt):
    """Runs @receiver in B and @sender in A (at the peers' nice value), counts the middle
    of the run (window()), then stops the sender (SIGINT, or waits for its end) and the
    receiver."""
    sink = subprocess.Popen(in_ns(NS_B, *NICE, *receiver), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    time.sleep(0.3)
    cmd = in_ns(NS_A, *NICE, *sender)
    if pin:
        cmd = ["taskset", "-c", "0"] + cmd
    gen = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        return window(seconds)
    finally:
        if interrupt:
            gen.send_signal(2)
        gen.wait(timeout=seconds + 15)
        sink.terminate()
        sink.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--frames", default="64,1518", help="frame sizes, FCS included [64,1518]")
    ap.add_argument("-t", "--duration", type=float, default=3, help="seconds measured per run [3]")
    ap.add_argument("--rounds", type=int, default=3, help="rounds; medians are shown [3]")
    ap.add_argument("--tools", default="raw,trafgen,socket,iperf2",
                    help="raw, trafgen, socket, iperf2, socket-bN (N datagrams per sendmmsg), "
                         "socket-gsoN (N datagrams per UDP_SEGMENT send) [raw,trafgen,socket,iperf2]")
    ap.add_argument("--no-uso", action="store_true",
                    help="turn the veth's tx-udp-segmentation off: UDP_SEGMENT sends are cut into "
                         "frames before the link, as by a NIC without USO")
    ap.add_argument("--iperf-threads", type=int, default=2, help="iperf 2 -P [2]")
    ap.add_argument("--pin", action="store_true",
                    help="senders on CPU 0 (Iometry's receiver on CPU 1); iperf 2 and trafgen with taskset")
    ap.add_argument("--nice", type=int, default=19,
                    help="run trafgen and iperf at this nice value: Iometry's traffic threads run "
                         "at 19, and on a busy host the peers must compete on the same terms [19]")
    ap.add_argument("--iometry-run", default=os.path.join(HERE, "..", "build", "release", "bin",
                                                          "iometry-run"))
    ap.add_argument("--trafgen", default="trafgen")
    ap.add_argument("--iperf", default="iperf")
    ap.add_argument("--markdown", metavar="FILE",
                    help="append the rows of bench/bench_table.py to FILE (bench/run-all.sh)")
    args = ap.parse_args()
    if os.geteuid() != 0:
        sys.exit("needs root: network namespaces, packet sockets")
    NICE[:] = ["nice", "-n", str(args.nice)]
    frames = [int(f) for f in args.frames.split(",") if f]
    tools = args.tools.split(",")
    runs = {(f, t): [] for f in frames for t in tools}
    run = os.path.abspath(args.iometry_run)
    setup()
    if args.no_uso:
        sh(*in_ns(NS_A, "ethtool", "-K", DATA, "tx-udp-segmentation", "off"))
    try:
        with tempfile.TemporaryDirectory(prefix="iometry-raw-bench-") as work:
            with open(os.path.join(work, "token"), "w") as f:
                f.write(os.urandom(32).hex())
            os.chmod(os.path.join(work, "token"), 0o600)
            for r in range(args.rounds):
                order = tools[r % len(tools):] + tools[:r % len(tools)]
                for frame, tool in itertools.product(frames, order):
                    payload = frame - 46
                    if tool == "raw":
                        got = iometry(run, tool, payload, args.duration, args.pin, work)
                    elif tool.startswith("socket"):
                        got = iometry(run, "socket", payload, args.duration, args.pin, work,
                                      socket_env(tool))
                    elif tool == "trafgen":
                        got = trafgen(args.trafgen, payload, args.duration, args.pin, work)
                    else:
                        got = iperf2(args.iperf, payload, args.duration, args.iperf_threads, args.pin)
                    runs[(frame, tool)].append(got)
                    print(f"round {r + 1} frame {frame} {tool}: {got[0]:.0f} frames/s sent, "
                          f"{got[1]:.0f}/s arrived", file=sys.stderr)
    finally:
        teardown()

    def med(xs):
        return statistics.median(xs)

    def paired(frame, tool, base):
        """The ratio of @tool's sent/s to @base's in the same round: median and range."""
        if base not in tools:
            return "-"
        r = [a[0] / b[0] for a, b in zip(runs[(frame, tool)], runs[(frame, base)]) if b[0] > 0]
        return f"{med(r):.2f} ({min(r):.2f}-{max(r):.2f})" if r else "-"

    print(f"{'frame':>5} {'tool':>12} {'sent/s':>9} {'spread':>17} {'arrived/s':>9} {'spread':>17}"
          f" {'sent/trafgen, per round':>23} {'sent/raw, per round':>19}")
    for frame in frames:
        for tool in tools:
            sent = [s for s, _ in runs[(frame, tool)]]
            arrived = [a for _, a in runs[(frame, tool)]]
            print(f"{frame:>5} {tool:>12} {med(sent):>9.0f} {min(sent):>8.0f}-{max(sent):<8.0f}"
                  f" {med(arrived):>9.0f} {min(arrived):>8.0f}-{max(arrived):<8.0f}"
                  f" {paired(frame, tool, 'trafgen'):>23} {paired(frame, tool, 'raw'):>19}")
    # Iometry's engines against the peer of their kind: raw frames against trafgen, the
    # socket engine against iperf 2 (both through UDP sockets).
    sys.path.insert(0, HERE)
    import bench_table
    for frame in frames:
        for mine, peer, name in (("raw", "trafgen", "trafgen"),
                                 ("socket", "iperf2", f"iperf 2 -u -P {args.iperf_threads}")):
            if mine not in tools or peer not in tools:
                continue
            for k, measure in ((0, "frames/s sent"), (1, "frames/s arrived")):
                bench_table.append(args.markdown, "veth frames", f"{frame} B, {mine} engine",
                                   measure, True, name, [x[k] for x in runs[(frame, mine)]],
                                   [x[k] for x in runs[(frame, peer)]])


if __name__ == "__main__":
    main()
