#!/usr/bin/env bash
# A UDP worker across two network namespaces joined by a veth link shaped with tc tbf to
# 100 Mbit/s (lib.sh, shaped_link); the manager and dynamo A in one, dynamo B in the other.
# - Offered below the link (50 Mbit/s of 1472-byte datagrams): the receiver gets what was
#   sent, within 1 %, and not one datagram is lost.
# The sender's own rate never exceeds the offered rate by more than 1 %, and reaches at
#   least 60 % of it. Closer than that depends on the host, not the tool: on a shared
#   2-core VM its nice-19 thread now and then stalls longer than the pacer's 4-ms
#   allowance, and by design that time is not made up with a burst (docs/metrics.md, "UDP
#   pacing"; the pacer's arithmetic is tested with made-up clocks in unit.udp_worker).
#   CI saw 46.2 of 50 and, in duplex, 33.8 of 40 from an optimised build on an otherwise
#   idle VM. What it did send is sent_mbit_per_s; what arrived is checked against that,
#   to 1 %, and against the link and the interfaces' counters.
# - Offered above it (150 Mbit/s): the receiver gets what the link carries: within 1 % of
#   the payload B's interface took in (kernel counters), within 10 % of the nominal
#   100 x 1472/1514 (UDP payload per wire byte at MTU 1500); the loss is the rest; what
#   arrived is what the datagram counts say arrived; the kernel's counters on the data
#   interface saw at least the measured payload leave.
# - Full duplex (read 50, 80 Mbit/s offered): both directions arrive, each about half.
source "$(dirname "$0")/lib.sh"
need_root

shaped_link 100
link=$(awk 'BEGIN { printf "%.3f", 100 * 1472 / 1514 }')

run_udp() {  # NAME RATE_MBIT READ_PCT: a one-worker UDP plan, 3 s, results in $WORK/NAME
    local name=$1 rate=$2 read=$3
    cat > "$WORK/$name.json" <<PLAN
{"format": "iometry.plan/1", "name": "udp $name", "run_s": 3, "ramp_s": 1, "sample_ms": 500,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "$name", "lines": [{"size": 1472, "read": $read}]}],
 "workers": [{"name": "udp", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "$name",
              "rate_mbit": $rate}]}
PLAN
    run_two_hosts "$name"
}

col() { csv_column "$WORK/$1/summary.csv" "$2"; }
# sent_ok RATE OFFERED: at most 1 % over what was offered, and at least 60 % of it
sent_ok() { awk -v r="$1" -v o="$2" 'BEGIN { exit !(r <= o * 1.01 && r >= o * 0.6) }'; }

run_udp under 50 0
mbit=$(col under mbit_per_s)
sent=$(col under sent_mbit_per_s)
lost=$(col under lost)
sent_ok "$sent" 50 || fail "under: $sent Mbit/s sent of 50 offered"
within "$mbit" "$sent" 1 || fail "under: $mbit Mbit/s arrived of $sent sent"
[ "$lost" = 0 ] || fail "under: $lost datagrams lost below the link's rate"
pass "under: $mbit Mbit/s arrived of $sent sent (50 offered), $(col under datagrams) datagrams, none lost, jitter $(col under jitter_us) us"

before=$(netns_tx_bytes "$nsa" "$data_dev")
run_udp over 150 0
after=$(netns_tx_bytes "$nsa" "$data_dev")
mbit=$(col over mbit_per_s)
sent=$(col over sent_mbit_per_s)
loss=$(col over loss_pct)
datagrams=$(col over datagrams)
lost=$(col over lost)
seconds=$(col over seconds)
# Ground truth: the UDP payload B's data interface took in over the same intervals, from
# its kernel counters (every frame carries 42 bytes of Ethernet, IPv4 and UDP headers:
# payload = bytes - 42 x packets). The tbf's nominal rate is held to 10 % only: on a VM it
# does not always deliver it (iperf3 read 91 Mbit/s of 95.6 on one).
truth=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["scope"] == "dynamo" && $c["name"] == "B" {
        printf "%.3f", ($c["nic_rx_mbit_per_s"] * 1e6 / 8 - 42 * $c["nic_rx_pps"]) * 8 / 1e6 }' \
    "$WORK/over/summary.csv")
within "$mbit" "$truth" 1 || fail "over: $mbit Mbit/s arrived, B's interface took in $truth Mbit/s of payload"
within "$mbit" "$link" 10 || fail "over: $mbit Mbit/s arrived, the link's nominal $link ± 10 %"
sent_ok "$sent" 150 || fail "over: $sent Mbit/s sent of 150 offered"
# What arrived, from the datagram counts, is what the byte count says arrived.
awk -v d="$datagrams" -v l="$lost" -v s="$seconds" -v m="$mbit" \
    'BEGIN { a = (d - l) * 1472 * 8 / 1e6 / s; x = a - m; if (x < 0) x = -x; exit !(x <= m * 0.005) }' ||
    fail "over: ($datagrams - $lost) datagrams in $seconds s is not $mbit Mbit/s"
# The loss is what the link could not carry: 1 - carried/sent, within 6 % of it.
within "$loss" "$(awk -v m="$mbit" -v s="$sent" 'BEGIN { print 100 * (1 - m / s) }')" 6 ||
    fail "over: loss $loss % does not match $mbit of $sent Mbit/s arriving"
awk -v b="$((after - before))" -v m="$mbit" -v s="$seconds" 'BEGIN { exit !(b * 8 / 1e6 >= m * s) }' ||
    fail "over: the data interface sent fewer bytes than measured"
# The host's network as a whole (docs/metrics.md, "Host network"): B's namespace holds only
# its data interface and an idle lo, so every packet of the host is one of that interface's.
read -r host_pps nic_pps < <(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["scope"] == "dynamo" && $c["name"] == "B" { print $c["host_pps"], $c["nic_rx_pps"] + $c["nic_tx_pps"] }' \
    "$WORK/over/summary.csv")
within "$host_pps" "$nic_pps" 1 || fail "over: B's host counted $host_pps packets/s, its only interface $nic_pps"
pass "over: $mbit Mbit/s arrived ($truth by B's interface, link $link), $sent sent, loss $loss % ($lost of $datagrams); B's host $host_pps packets/s"

run_udp duplex 80 50
read=$(col duplex read_mbit_per_s)
write=$(col duplex write_mbit_per_s)
sent=$(col duplex sent_mbit_per_s)
sent_ok "$read" 40 || fail "duplex: read $read Mbit/s of 40 offered"
sent_ok "$write" 40 || fail "duplex: write $write Mbit/s of 40 offered"
within "$(awk -v r="$read" -v w="$write" 'BEGIN { print r + w }')" "$sent" 1 ||
    fail "duplex: $read + $write Mbit/s arrived of $sent sent"
[ "$(col duplex lost)" = 0 ] || fail "duplex: $(col duplex lost) datagrams lost below the link's rate"
pass "duplex: read $read, write $write Mbit/s of 40 + 40 offered, none lost"

# The UDP ramp (procedure udp_ramp): offered 70 -> 130 Mbit/s; the highest rate that
# arrived is what the link carries, within 2 %, and nothing is lost below the link.
cat > "$WORK/ramp.json" <<PLAN
{"format": "iometry.plan/1", "name": "udp ramp", "ramp_s": 1, "sample_ms": 500, "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "tx", "lines": [{"size": 1472, "read": 0}]}],
 "workers": [{"name": "udp", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "tx", "rate_mbit": 1}],
 "procedure": {"kind": "udp_ramp", "from_mbit": 70, "to_mbit": 130, "step_mbit": 20, "trial_s": 2}}
PLAN
run_two_hosts ramp
read -r points max lossless < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(len(r["points"]), r["max_achieved_mbit_per_s"], r["lossless_up_to_mbit"])' "$WORK/ramp/procedure.json")
[ "$points" = 4 ] || fail "ramp: $points trials, expected 4 (70, 90, 110, 130)"
within "$max" "$link" 2 || fail "ramp: the most that arrived was $max Mbit/s, the link carries $link"
[ "$lossless" = 90.0 ] || fail "ramp: lossless up to $lossless Mbit/s offered, expected 90 (the link carries $link)"
pass "ramp: at most $max Mbit/s arrived (link $link), lossless up to $lossless offered"

# The zero-loss rate search (procedure rate_search), told the line is 200 Mbit/s while
# tbf lets 100 Mbit/s of frames less their FCS through (a frame F leaves the veth as
# F - 4 bytes): the link carries 100/200 x (F + 20)/(F - 4) of line rate, and the search
# lands within one resolution step (2 %) of it. A short queue (10 ms, 122 KB) makes a
# rate one step above the link lose datagrams within a 1-s trial (2 % over is 250 KB too
# many), as a real port's buffer would, yet holds what the pacer may send at once after a
# stall (4 ms' worth, 48 KB): with 5 ms, a stall on a busy VM made a trial at 98 % of
# what the link carries lose a few datagrams now and then. Its burst is 64 KB as in
# lib.sh's shaped_link; a 4-KB bucket lost tokens while the VM was not scheduled and the
# link carried less than its rate, so the search found loss 2 % below it.
for ns in "$nsa" "$nsb"; do
    tc -n "$ns" qdisc change dev "$data_dev" root tbf rate 100mbit burst 64kb latency 10ms
done
cat > "$WORK/search.json" <<PLAN
{"format": "iometry.plan/1", "name": "rate search", "ramp_s": 0.5, "sample_ms": 250, "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "tx", "lines": [{"size": 1472, "read": 0}]}],
 "workers": [{"name": "udp", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "tx", "rate_mbit": 1}],
 "procedure": {"kind": "rate_search", "frame_sizes": [512, 1518], "link_mbit": 200,
               "loss_tolerance_pct": 0, "resolution_pct": 2, "trial_s": 1}}
PLAN
# A trial whose sender fell 1 % short of its rate fails as sender-limited, and on a loaded
# 2-core machine (sanitizer builds, two dynamos, tc) a stall of a few milliseconds does
# that now and then. A search that stopped short, or whose verification could not be run
# because its sender fell short each time (CI once: 74, 66 and 84 of 91 Mbit/s under
# ASan), *and says its sender was the limit* is run once more; one that stopped short for
# loss, or twice for its sender, fails.
check_search() {
    python3 - "$WORK/$1/procedure.json" <<'CHECK'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["stopped"] == "end", r["stopped"]
status = 0
for f in r["frames"]:
    size = f["frame_size"]
    carried = 100 / 200 * (size + 20) / (size - 4) * 100
    found = f["line_rate_pct"]
    print(f"frame {size}: found {found} % of line rate ({(f['rate_pps'] or 0):.0f} pps), "
          f"the link carries {carried:.2f} %; limited by {f['limited_by']}, "
          f"{len(f['trials'])} trials")
    if found is None or abs(found - carried) > 2:
        print(f"frame {size}: {found} vs {carried}")
        status = max(status, 3 if f["limited_by"] == "sender" and (found or 0) < carried else 1)
        continue
    if f["verified"] is not True and f["limited_by"] == "sender":
        print(f"frame {size}: the verification's sender fell short each time")
        status = max(status, 3)
        continue
    assert f["loss_pct"] == 0 and f["verified"] is True, f
sys.exit(status)
CHECK
}
cp "$WORK/search.json" "$WORK/search2.json"
search() { run_two_hosts "$1" && check_search "$1"; }
once_more_if_sender_limited search || fail "rate search: see above"
pass "rate search: within one resolution step of what the link carries"

# Adapter delay (procedure adapter_delay): a UDP ping-pong to the peer and over loopback
# on A for each size, then the delay per size and its line. A veth pair has no adapter
# to measure, so only the method is checked: every size has both round trips and the line
# is fitted. (Which round trip is longer says nothing here: a veth pair serialises nothing,
# the tbf passes a datagram at once while its bucket holds tokens, and on a loaded VM one
# 0.5-s mean differs from the next by more than the path does.)
cat > "$WORK/delay.json" <<PLAN
{"format": "iometry.plan/1", "name": "adapter delay", "run_s": 0.5, "ramp_s": 0.2, "sample_ms": 250,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "ping", "lines": [{"size": 64, "reply": 64, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "A", "kind": "udp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "ping"}],
 "procedure": {"kind": "adapter_delay", "sizes": [32, 512, 1460], "link_mbps": 100}}
PLAN
run_two_hosts delay
python3 - "$WORK/delay/procedure.json" <<'CHECK' || fail "adapter_delay: see above"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["stopped"] == "end" and len(r["points"]) == 3, r
for p in r["points"]:
    print(f"size {p['size']}: RTT peer {p['rtt_peer_ns'] / 1e3:.1f} us, loopback {p['rtt_loopback_ns'] / 1e3:.1f} us")
    assert p["rtt_peer_ns"] > 0 and p["rtt_loopback_ns"] > 0, p
assert r["fit"] is not None, r["fit_error"]
print(f"delay = {r['fit']['A_ns_per_byte']:.3f} ns/B x Lp + {r['fit']['B_ns']:.0f} ns")
CHECK
pass "adapter_delay: both round trips for every size, and the fitted line"
