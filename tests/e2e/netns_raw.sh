#!/usr/bin/env bash
# A zero-loss rate search (procedure rate_search) with the raw engine (docs/plan-format.md,
# "The raw engine") across a veth pair between two network namespaces, against a path of
# known rate, checked against the kernels' own counts.
#
# The raw engine bypasses the sending interface's qdisc, so tc tbf cannot shape it: the
# path's rate is set at the receiver instead. nftables on B's ingress lets 19,000 of the
# 64-byte test frames (UDP length 26) per second through, drops the rest, and counts what
# it dropped; 1518-byte frames pass unhindered. Told the line is 20 Mbit/s (29,762 frames/s
# at 64 bytes, 1,613 at 1518), with 2 % steps and 1-s trials:
# - 64: the search lands at most one step below the policer's 19,000/s (63.8 % of line)
#   and no higher than its bucket lets pass in one trial (19,000 + 200);
# - 1518: 100 % of line passes;
# - counts: A's interface sent what the tool's receivers know was sent (plus the hellos,
#   acknowledgements and ARP of each trial); B's interface received it all; what the tool
#   counts lost is what nftables dropped (and B's kernel, if a socket buffer overflowed);
# - a udp_ramp across the policer's rate: lossless below it, what arrives at most its rate.
source "$(dirname "$0")/lib.sh"
need_root
command -v nft > /dev/null || { echo "nft is not installed (scripts/deps.sh installs nftables)"; exit 77; }

shaped_link 0
ip netns exec "$nsb" nft -f - <<NFT
table netdev police {
  chain in {
    type filter hook ingress device "$data_dev" priority 0;
    udp length 26 limit rate over 19000/second burst 200 packets counter drop
  }
}
NFT
dropped() { ip netns exec "$nsb" nft list chain netdev police in | awk '/counter packets/ { for (i = 1; i < NF; i++) if ($i == "counter") print $(i + 2) }'; }

raw_plan() {  # NAME PROCEDURE: one raw worker from A to B, 64-byte frames, the procedure given
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "raw $1", "ramp_s": 0, "sample_ms": 250, "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "tx", "lines": [{"size": 18, "read": 0}]}],
 "workers": [{"name": "raw", "dynamo": "A", "kind": "udp", "engine": "raw", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "tx", "rate_mbit": 1}],
 "procedure": $2}
PLAN
}
# A trial whose sender fell short runs again (rate_search's own retries); a search that
# still stopped short for its sender runs once more (lib.sh, once_more_if_sender_limited).
check() {
    python3 - "$WORK/$1" "$2" "$3" "$4" "$5" <<'CHECK'
import csv, json, sys
folder, tx, rx, dropped, overflowed = sys.argv[1], *map(int, sys.argv[2:])
r = json.load(open(folder + "/procedure.json"))
assert r["stopped"] == "end", r["stopped"]
rows = [x for x in csv.DictReader(open(folder + "/summary.csv")) if x["scope"] == "all" and x["repeat"] != "agg"]
datagrams = sum(int(x["datagrams"]) for x in rows)
lost = sum(int(x["lost"]) for x in rows)
trials = len(rows)
print(f"{trials} trials: {datagrams} frames the receivers know were sent, {lost} lost; "
      f"A's interface sent {tx}, B's received {rx}; nftables dropped {dropped}, B's sockets {overflowed}")
status = 0
for f in r["frames"]:
    size, found, pps = f["frame_size"], f["line_rate_pct"], f["rate_pps"] or 0
    print(f"frame {size}: found {found} % of line ({pps:.0f} frames/s), limited by {f['limited_by']}, "
          f"{len(f['trials'])} trials, verified {f['verified']}")
    if size == 64:
        ok = found is not None and 19000 - 0.02 * 29762 <= pps <= 19200
    else:
        ok = found == 100
    if not ok:
        status = max(status, 3 if f["limited_by"] == "sender" else 1)
# Every frame the tool sent left A (a few hellos, acknowledgements and ARP per trial
# besides; up to one batch of frames per trial still in flight when the receiver stopped).
assert datagrams <= tx <= datagrams + 300 * trials, (datagrams, tx)
# veth loses nothing: B received what A sent (but for a packet or two of neighbour
# discovery in flight when the counters were read).
assert abs(rx - tx) <= 4, (rx, tx)
# The loss the tool counted is what the path dropped (a drop after the last frame a
# receiver saw in a trial is in flight, not lost: a few per trial).
assert dropped + overflowed - 20 * trials <= lost <= dropped + overflowed, (lost, dropped, overflowed)
assert dropped > 1000, dropped
sys.exit(status)
CHECK
}
search() {
    raw_plan "$1" '{"kind": "rate_search", "frame_sizes": [64, 1518], "link_mbit": 20,
                   "loss_tolerance_pct": 0, "resolution_pct": 2, "trial_s": 1}'
    local tx rx drops full
    tx=$(netns_packets "$nsa" "$data_dev" tx)
    rx=$(netns_packets "$nsb" "$data_dev" rx)
    drops=$(dropped)
    full=$(netns_udp_rcvbuf_errors "$nsb")
    run_two_hosts "$1"
    check "$1" $(( $(netns_packets "$nsa" "$data_dev" tx) - tx )) $(( $(netns_packets "$nsb" "$data_dev" rx) - rx )) \
        $(( $(dropped) - drops )) $(( $(netns_udp_rcvbuf_errors "$nsb") - full ))
}
once_more_if_sender_limited search || fail "raw rate search: see above"
pass "raw rate search: 64-byte frames at the policer's rate, 1518 at line rate; counts match the kernels'"

# The UDP ramp (procedure udp_ramp) with the raw engine, 64-byte frames offered at 2.0, 2.4,
# 2.8, 3.2 and 3.6 Mbit/s of payload (13,889 … 25,000 frames/s): the policer passes 19,000
# frames/s, 2.736 Mbit/s of 18-byte payloads. Nothing is lost up to 2.4 (16,667/s); the most
# that arrived is what the policer passes, within 3 %.
raw_plan ramp '{"kind": "udp_ramp", "from_mbit": 2, "to_mbit": 3.6, "step_mbit": 0.4, "trial_s": 1}'
run_two_hosts ramp
read -r points max lossless < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(len(r["points"]), r["max_achieved_mbit_per_s"], r["lossless_up_to_mbit"])' "$WORK/ramp/procedure.json")
[ "$points" = 5 ] || fail "ramp: $points trials, expected 5"
within "$max" 2.736 3 || fail "ramp: the most that arrived was $max Mbit/s, the policer passes 2.736"
[ "$lossless" = 2.4 ] || fail "ramp: lossless up to $lossless Mbit/s offered, expected 2.4"
pass "ramp: at most $max Mbit/s arrived (the policer passes 2.736), lossless up to $lossless offered"
