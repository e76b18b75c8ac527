#!/usr/bin/env bash
# The MTU sweep (docs/plan-format.md, "Sweeps") across two network namespaces joined by a
# veth pair: each step runs at its MTU at both ends (what the kernel counted per packet
# says so), summary.csv has the mtu column, and every original MTU is back afterwards —
# after a normal run, after a manager killed with SIGKILL mid-step (the dynamos restore
# it when they lose it), and a dynamo without CAP_NET_ADMIN refuses before any traffic,
# naming the interface.
source "$(dirname "$0")/lib.sh"
need_root

shaped_link 1000
for ns in "$nsa" "$nsb"; do tc -n "$ns" qdisc del dev "$data_dev" root; done  # unshaped here
mtu_of() { ip -n "$1" -o link show "$data_dev" | sed -n 's/.* mtu \([0-9]*\) .*/\1/p'; }
original_a=$(mtu_of "$nsa")
original_b=$(mtu_of "$nsb")
[ -n "$original_a" ] && [ -n "$original_b" ] || fail "cannot read the data link's MTU"

plan() {  # NAME RUN_S MTUS
    cat > "$WORK/$1.json" <<PLAN
{"format": "iometry.plan/1", "name": "mtu $1", "run_s": $2, "ramp_s": 0.3, "sample_ms": 250,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "send", "lines": [{"size": 65536, "read": 0}]}],
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "send"}],
 "sweep": {"mtu": [$3]}}
PLAN
}

# 1. A sweep: every step at its MTU, the originals back at the end.
plan sweep 1 "1500, 4000, 9000"
run_two_hosts sweep
python3 - "$WORK/sweep/summary.csv" <<'CHECK' || fail "sweep: see above"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert [r["mtu"] for r in rows if r["scope"] == "all"] == ["1500", "4000", "9000"], rows
for r in rows:
    if r["scope"] != "dynamo" or r["name"] != "A":
        continue
    mtu = int(r["mtu"])
    # A sends the stream: its interface's bytes per packet are (nearly) full frames of
    # this MTU plus the 14-byte Ethernet header, never more (segmentation offloads off).
    per_packet = float(r["nic_tx_mbit_per_s"]) * 1e6 / 8 / float(r["nic_tx_pps"])
    print(f"MTU {mtu}: {float(r['mbit_per_s']):.0f} Mbit/s, {per_packet:.0f} bytes per packet sent")
    assert 0.8 * mtu < per_packet <= mtu + 14 + 1, (mtu, per_packet)
CHECK
[ "$(mtu_of "$nsa")" = "$original_a" ] && [ "$(mtu_of "$nsb")" = "$original_b" ] ||
    fail "MTU not restored after the run: A $(mtu_of "$nsa"), B $(mtu_of "$nsb")"
pass "MTU sweep: each step at its MTU on the wire, both ends restored to $original_a"

# 2. The manager killed with SIGKILL in the middle of a 9000-byte step: both dynamos lose
#    it (dead-man rule, 3 s) and put the MTU back.
plan killed 30 "9000"
port=$((20000 + RANDOM % 20000))
ip netns exec "$nsa" "$BIN/iometry-run" "$WORK/killed.json" --results "$WORK/killed" \
    --listen "10.99.2.1:$port" --token-file "$WORK/token" > "$WORK/killed.out" 2>&1 &
manager=$!
ip netns exec "$nsb" "$BIN/iometry-dynamo" --manager "10.99.2.1:$port" --name B \
    --token-file "$WORK/token" --connect-timeout 20 > "$WORK/killed.dynamo" 2>&1 &
dynamo=$!
for _ in $(seq 100); do
    [ "$(mtu_of "$nsa")" = 9000 ] && [ "$(mtu_of "$nsb")" = 9000 ] && break
    sleep 0.2
done
[ "$(mtu_of "$nsa")" = 9000 ] && [ "$(mtu_of "$nsb")" = 9000 ] ||
    { kill -9 $manager; cat "$WORK/killed.out" "$WORK/killed.dynamo"; fail "the step never set MTU 9000"; }
sleep 1
kill -9 $manager
wait $manager 2>/dev/null || true
for _ in $(seq 50); do
    [ "$(mtu_of "$nsa")" = "$original_a" ] && [ "$(mtu_of "$nsb")" = "$original_b" ] && break
    sleep 0.2
done
[ "$(mtu_of "$nsa")" = "$original_a" ] && [ "$(mtu_of "$nsb")" = "$original_b" ] ||
    { cat "$WORK/killed.dynamo"; fail "MTU not restored within 10 s of a killed manager: A $(mtu_of "$nsa"), B $(mtu_of "$nsb")"; }
wait $dynamo 2>/dev/null || true
pass "manager killed mid-step: both dynamos restored MTU $original_a"

# 3. Dynamo B without CAP_NET_ADMIN: the run fails at the first step, naming the interface,
#    with no byte of test traffic on the data link.
plan norights 1 "4000"
before=$(netns_tx_bytes "$nsa" "$data_dev")
port=$((20000 + RANDOM % 20000))
rc=0
ip netns exec "$nsa" "$BIN/iometry-run" "$WORK/norights.json" --results "$WORK/norights" \
    --listen "10.99.2.1:$port" --token-file "$WORK/token" > "$WORK/norights.out" 2>&1 &
manager=$!
ip netns exec "$nsb" setpriv --bounding-set=-net_admin -- "$BIN/iometry-dynamo" \
    --manager "10.99.2.1:$port" --name B --token-file "$WORK/token" --connect-timeout 20 \
    > "$WORK/norights.dynamo" 2>&1 &
dynamo=$!
wait $manager || rc=$?
wait $dynamo 2>/dev/null || true
[ "$rc" -ne 0 ] || fail "a dynamo without CAP_NET_ADMIN ran the MTU sweep"
grep -q "cannot set the MTU of $data_dev (10.99.1.2)" "$WORK/norights.out" &&
    grep -q "CAP_NET_ADMIN" "$WORK/norights.out" ||
    { cat "$WORK/norights.out"; fail "the refusal does not name the interface and the right"; }
sent=$(( $(netns_tx_bytes "$nsa" "$data_dev") - before ))
[ "$sent" -lt 10000 ] || fail "$sent bytes crossed the data link although the run was refused"
[ "$(mtu_of "$nsa")" = "$original_a" ] && [ "$(mtu_of "$nsb")" = "$original_b" ] ||
    fail "MTU not restored after the refusal: A $(mtu_of "$nsa"), B $(mtu_of "$nsb")"
pass "dynamo without CAP_NET_ADMIN: refused before traffic ($sent bytes on the data link), A restored"
