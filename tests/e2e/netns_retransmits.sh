#!/usr/bin/env bash
# TCP retransmissions as the kernel counts them (docs/metrics.md, "TCP connections"): a
# 100 Mbit/s link whose tbf holds only a few frames (`limit`), so that a stream loses
# segments there and TCP sends them again. The `retransmits` that
# summary.csv reports for the step (both ends' connections, read from TCP_INFO every
# interval) must match what the two namespaces' own counters (nstat's TcpRetransSegs)
# grew by over the run, within 5 % (and 3 segments, for a run that loses few). The
# column must also agree with itself: retransmits_per_s x seconds = retransmits, and the
# worker, dynamo and all rows must add up. samples.csv's intervals sum to the step's count.
source "$(dirname "$0")/lib.sh"
need_root

# Three namespaces: A sends to B through a router R, whose tbf towards B holds only a few
# frames. (A queue that small at the sender itself does not do: TCP sees a local drop as
# a segment not yet sent, retransmits nothing and slows to a crawl.) Control: A <-> B
# direct, unshaped.
tag=$$
nsa=iom-a-$tag nsb=iom-b-$tag nsr=iom-r-$tag
for ns in "$nsa" "$nsb" "$nsr"; do
    ip netns add "$ns"
    on_exit "ip netns del $ns"
    ip -n "$ns" link set lo up
done
ip link add "iomx$tag" netns "$nsa" type veth peer name "iomx$tag" netns "$nsr"
ip link add "iomy$tag" netns "$nsr" type veth peer name "iomy$tag" netns "$nsb"
ip link add "iomc$tag" netns "$nsa" type veth peer name "iomc$tag" netns "$nsb"
ip -n "$nsa" addr add 10.99.1.1/24 dev "iomx$tag"
ip -n "$nsr" addr add 10.99.1.254/24 dev "iomx$tag"
ip -n "$nsr" addr add 10.99.3.254/24 dev "iomy$tag"
ip -n "$nsb" addr add 10.99.3.2/24 dev "iomy$tag"
ip -n "$nsa" addr add 10.99.2.1/24 dev "iomc$tag"
ip -n "$nsb" addr add 10.99.2.2/24 dev "iomc$tag"
for link in "$nsa iomx" "$nsr iomx" "$nsr iomy" "$nsb iomy" "$nsa iomc" "$nsb iomc"; do
    set -- $link
    ip -n "$1" link set "$2$tag" up
    # Frames, not 64 KiB super-packets, through the router's queue.
    ip netns exec "$1" ethtool -K "$2$tag" tso off gso off gro off >/dev/null 2>&1 || true
done
ip -n "$nsa" route add 10.99.3.0/24 via 10.99.1.254
ip -n "$nsb" route add 10.99.1.0/24 via 10.99.3.254
ip netns exec "$nsr" sysctl -qw net.ipv4.ip_forward=1
# 8 full frames of queue towards B: a window larger than that loses segments there.
tc -n "$nsr" qdisc add dev "iomy$tag" root tbf rate 100mbit burst 64kb limit 12kb
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"

retrans_segs() {  # NAMESPACE -> TcpRetransSegs since the namespace was made
    ip netns exec "$1" nstat -saz TcpRetransSegs | awk '$1 == "TcpRetransSegs" { print $2 }'
}

cat > "$WORK/lossy.json" <<PLAN
{"format": "iometry.plan/1", "name": "tbf small queue", "run_s": 3, "ramp_s": 0, "sample_ms": 500,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "send", "lines": [{"size": 65536, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.3.2"}, "spec": "send",
              "outstanding": 2}]}
PLAN
before=$(( $(retrans_segs "$nsa") + $(retrans_segs "$nsb") ))
run_two_hosts lossy
after=$(( $(retrans_segs "$nsa") + $(retrans_segs "$nsb") ))
kernel=$((after - before))
summary=$WORK/lossy/summary.csv
ours=$(csv_column "$summary" retransmits)
[ -n "$ours" ] || fail "summary.csv has no retransmits for a TCP step"
[ "$kernel" -ge 20 ] || fail "the small queue made only $kernel retransmissions: the test needs more"
awk -v o="$ours" -v k="$kernel" 'BEGIN { d = o - k; if (d < 0) d = -d; exit !(d <= 3 || d <= 0.05 * k) }' ||
    fail "summary.csv counts $ours retransmitted segments, the kernel's TcpRetransSegs grew by $kernel (± 5 %)"

# Its own laws: per second x seconds; worker = dynamo A + dynamo B = all; the intervals add up.
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { r[$c["scope"] "/" $c["name"]] = $c["retransmits"]
      if ($c["scope"] == "all") { per = $c["retransmits_per_s"]; s = $c["seconds"]; n = $c["retransmits"] } }
    END { if (r["worker/nic"] != n || r["dynamo/A"] + r["dynamo/B"] != n) exit 1
          d = per * s - n; if (d < 0) d = -d; exit !(d <= 0.01 * n + 0.05 * s) }' "$summary" ||
    fail "the retransmits columns do not add up: $(cut -d, -f3,4 "$summary" | paste -sd' ')"
intervals=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["scope"] == "all" && $c["ramp"] == 0 { n += $c["retransmits"] } END { print n + 0 }' "$WORK/lossy/samples.csv")
[ "$intervals" = "$ours" ] || fail "samples.csv's intervals sum to $intervals retransmissions, the step to $ours"
rtt=$(csv_column "$summary" tcp_rtt_us)
cwnd=$(csv_column "$summary" tcp_cwnd)
[ -n "$rtt" ] && [ -n "$cwnd" ] || fail "summary.csv has no TCP round-trip time or window for a TCP step"
grep -q "retr $ours" "$WORK/lossy.out" || fail "iometry-run's step line does not say retr $ours"
pass "tbf with a small queue: $ours retransmitted segments counted, the kernel's TcpRetransSegs grew by $kernel; smoothed RTT $rtt µs, window $cwnd segments"
