#!/usr/bin/env bash
# What a UDP receiver reports — lost, duplicated and reordered datagrams — against the
# exact number the path was made to lose, duplicate and delay. This kernel has no netem;
# nftables does it instead, on the egress of the sending end's data interface (two network
# namespaces joined by a veth pair, lib.sh shaped_link at 1 Gbit/s, so nothing else is
# lost). One random draw per data datagram (UDP length 1480: a 1472-byte payload; the
# handshake's datagrams are smaller and pass) sends it to one of three chains, each
# counting what it did (a copy leaves through the same hook again: marked, it passes):
# - lose (3 %): dropped. The receiver's `lost` must equal that count (plus what B's kernel
#   dropped from a full socket buffer, if the receiver fell behind: RcvbufErrors).
# - twice (2 %): sent once more (nft dup). `duplicates` must equal that count.
# - late (2 %): sent over a second veth pair shaped to 3 Mbit/s, behind three copies of
#   itself that nobody takes: it arrives 8–12 ms late, while the stream sends a datagram
#   every 0.6 ms, so later ones overtake it. `reordered` counts those that arrived after a
#   higher sequence number: at most that count, and at least 90 % of it (a sender stall
#   longer than the delay right after one lets it arrive in order). None of them is lost.
# Then a counted UDP ping-pong (latency, count 300) whose requests 50, 120 and 299 the path
# drops: each is a lost round trip after the requester's 1-s reply timeout, the other 297
# are timed, and the requester's end datagram stops the responder (which can never count
# 300 requests) long before the 30-s cap.
source "$(dirname "$0")/lib.sh"
need_root
command -v nft > /dev/null || { echo "nft is not installed (scripts/deps.sh installs nftables)"; exit 77; }

shaped_link 1000
tag=$$
late_dev=ioml$tag
# The detour: its B end answers to the data interface's MAC address, and B accepts what
# arrives on it for 10.99.1.2 although its route back goes the other way.
ip link add "$late_dev" netns "$nsa" type veth peer name "$late_dev" netns "$nsb"
mac_b=$(ip -n "$nsb" -br link show "$data_dev" | awk '{ print $3 }')
ip -n "$nsb" link set "$late_dev" address "$mac_b"
ip -n "$nsa" link set "$late_dev" up
ip -n "$nsb" link set "$late_dev" up
ip netns exec "$nsb" sysctl -qw net.ipv4.conf.all.rp_filter=0 "net.ipv4.conf.$late_dev.rp_filter=0"
tc -n "$nsa" qdisc add dev "$late_dev" root tbf rate 3mbit burst 1600 latency 500ms

# Only sequence numbers 500 … 3999 (bytes 4–9 of the payload, lib.sh's datagram header):
# well inside the 3-s step at either end, so every impairment falls in what the receiver
# counts. A delayed datagram waits behind three copies of itself addressed to no one
# (B's end drops a frame for another MAC address): 4 ms each at 3 Mbit/s.
ip netns exec "$nsa" nft -f - <<NFT
table netdev impair {
  chain lose { counter drop; }
  chain twice { counter meta mark set 1 dup to "$data_dev"; }
  chain late {
    counter
    ether daddr set 02:00:00:00:00:99 dup to "$late_dev" dup to "$late_dev" dup to "$late_dev"
    ether daddr set $mac_b fwd to "$late_dev"
  }
  chain out {
    type filter hook egress device "$data_dev" priority 0;
    meta mark 1 accept
    udp length 1480 @th,96,48 500-3999 numgen random mod 100 vmap { 0-2 : goto lose, 3-4 : goto twice, 5-6 : goto late }
  }
}
NFT
counted() {  # CHAIN -> packets its counter saw
    ip netns exec "$nsa" nft list chain netdev impair "$1" | awk '/counter packets/ { print $3 }'
}

cat > "$WORK/impair.json" <<PLAN
{"format": "iometry.plan/1", "name": "udp impaired", "run_s": 3, "ramp_s": 0, "sample_ms": 500,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "s", "lines": [{"size": 1472, "read": 0}]}],
 "workers": [{"name": "udp", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "s", "rate_mbit": 20}]}
PLAN
full_before=$(netns_udp_rcvbuf_errors "$nsb")
run_two_hosts impair
# A receiver that falls behind (a loaded machine: its lane runs at nice 19) also loses what
# its full socket buffer made the kernel drop: that is loss too, counted by B's kernel.
overflowed=$(( $(netns_udp_rcvbuf_errors "$nsb") - full_before ))
path_lost=$(counted lose)
dropped=$((path_lost + overflowed))
doubled=$(counted twice)
delayed=$(counted late)
col() { csv_column "$WORK/impair/summary.csv" "$1"; }
lost=$(col lost)
duplicates=$(col duplicates)
reordered=$(col reordered)
echo "path: $dropped dropped ($overflowed of them by B's full socket buffer), $doubled duplicated, $delayed delayed; receiver: lost $lost," \
     "duplicates $duplicates, reordered $reordered of $(col datagrams) datagrams"
[ "$path_lost" -ge 20 ] && [ "$doubled" -ge 10 ] && [ "$delayed" -ge 10 ] ||
    fail "too few datagrams went through the impairments to judge"
[ "$lost" -eq "$dropped" ] || fail "the receiver counted $lost lost; the path dropped $dropped ($overflowed by the socket buffer)"
[ "$duplicates" -eq "$doubled" ] ||
    fail "the receiver counted $duplicates duplicates; the path duplicated $doubled"
awk -v a="$reordered" -v b="$delayed" 'BEGIN { exit !(a <= b && a >= 0.9 * b) }' ||
    fail "the receiver counted $reordered reordered; the path delayed $delayed"
pass "lost $lost (dropped $dropped), duplicates $duplicates (duplicated $doubled), reordered $reordered (delayed $delayed)"

# A counted ping-pong with three requests lost (100-byte requests: UDP length 108).
ip netns exec "$nsa" nft delete table netdev impair
ip netns exec "$nsa" nft -f - <<NFT
table netdev impair {
  chain lose { counter drop; }
  chain out {
    type filter hook egress device "$data_dev" priority 0;
    udp length 108 @th,96,48 { 50, 120, 299 } goto lose
  }
}
NFT
cat > "$WORK/counted.json" <<PLAN
{"format": "iometry.plan/1", "name": "udp counted", "run_s": 3, "ramp_s": 0, "sample_ms": 500,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "s", "lines": [{"size": 100, "reply": 100, "read": 0}]}],
 "workers": [{"name": "udp", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "s"}],
 "procedure": {"kind": "latency", "sizes": [100], "count": 300, "trial_s": 30}}
PLAN
run_two_hosts counted
dropped=$(counted lose)
[ "$dropped" -eq 3 ] || fail "the path dropped $dropped requests, not 3"
python3 - "$WORK/counted" <<'CHECK' || fail "counted ping-pong with lost requests: see above"
import csv, json, sys
d = sys.argv[1]
r = json.load(open(d + "/procedure.json"))
row = [x for x in csv.DictReader(open(d + "/summary.csv")) if x["scope"] == "all"][0]
p = r["points"][0]
print("round trips", p["round_trips"], "seconds", row["seconds"], "datagrams", row["datagrams"],
      "lost", row["lost"], "transactions/s", row["transactions_per_s"])
assert p["round_trips"] == 297, p
assert int(row["datagrams"]) == 300 and int(row["lost"]) == 3, row
# Three reply timeouts of 1 s, then the end: the responder did not wait for the 30-s cap.
assert 3 <= float(row["seconds"]) < 10, row["seconds"]
CHECK
pass "counted ping-pong: 297 of 300 round trips timed, 3 lost requests, ended by the count"
