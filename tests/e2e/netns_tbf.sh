#!/usr/bin/env bash
# Two hosts in two network namespaces: a data link (veth) shaped with tc tbf to a known
# rate, and an unshaped control link. The manager and dynamo A live in one namespace,
# dynamo B joins from the other with the shared token. The measured goodput must be
# within 1 % of rate x 1448/1514 (counted where the bytes arrive) (TCP payload per wire byte at MTU 1500), in both
# directions, and agree with the kernel's byte counters on the data interface.
source "$(dirname "$0")/lib.sh"
need_root

tag=$$
nsa=iom-a-$tag
nsb=iom-b-$tag
ip netns add "$nsa"
on_exit "ip netns del $nsa"
ip netns add "$nsb"
on_exit "ip netns del $nsb"
for ns in "$nsa" "$nsb"; do ip -n "$ns" link set lo up; done

# data link 10.99.1.0/24, shaped; control link 10.99.2.0/24
ip link add "iomd$tag" netns "$nsa" type veth peer name "iomd$tag" netns "$nsb"
ip link add "iomc$tag" netns "$nsa" type veth peer name "iomc$tag" netns "$nsb"
ip -n "$nsa" addr add 10.99.1.1/24 dev "iomd$tag"
ip -n "$nsb" addr add 10.99.1.2/24 dev "iomd$tag"
ip -n "$nsa" addr add 10.99.2.1/24 dev "iomc$tag"
ip -n "$nsb" addr add 10.99.2.2/24 dev "iomc$tag"
for ns in "$nsa" "$nsb"; do
    ip -n "$ns" link set "iomd$tag" up
    ip -n "$ns" link set "iomc$tag" up
    # Segmentation offloads would hand tbf 64 KiB super-packets; a real wire has frames.
    ip netns exec "$ns" ethtool -K "iomd$tag" tso off gso off gro off >/dev/null 2>&1 || true
    tc -n "$ns" qdisc add dev "iomd$tag" root tbf rate 100mbit burst 32kbit latency 50ms
done

expected=$(awk 'BEGIN { printf "%.3f", 100 * 1448 / 1514 }')
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"

run_direction() {  # NAME READ_PCT
    local name=$1 read=$2 port=$((20000 + RANDOM % 20000))
    cat > "$WORK/$name.json" <<PLAN
{"format": "iometry.plan/1", "name": "tbf $name", "run_s": 5, "ramp_s": 2, "sample_ms": 500,
 "wait_s": 20,
 "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
 "specs": [{"name": "$name", "lines": [{"size": 65536, "read": $read}]}],
 "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.99.1.1",
              "peer": {"dynamo": "B", "address": "10.99.1.2"}, "spec": "$name"}]}
PLAN
    local before after
    before=$(netns_tx_bytes "$nsa" "iomd$tag")
    ip netns exec "$nsa" "$BIN/iometry-run" "$WORK/$name.json" --results "$WORK/$name" \
        --listen "10.99.2.1:$port" --token-file "$WORK/token" > "$WORK/$name.out" 2>&1 &
    local manager=$!
    ip netns exec "$nsb" "$BIN/iometry-dynamo" --manager "10.99.2.1:$port" --name B \
        --token-file "$WORK/token" --connect-timeout 20 > "$WORK/$name.dynamo" 2>&1 &
    local dynamo=$!
    wait "$manager" || { cat "$WORK/$name.out" "$WORK/$name.dynamo"; fail "$name run failed"; }
    wait "$dynamo" || { cat "$WORK/$name.dynamo"; fail "dynamo B did not end cleanly"; }
    cat "$WORK/$name.out"
    local mbit
    mbit=$(csv_column "$WORK/$name/summary.csv" mbit_per_s)
    within "$mbit" "$expected" 1 || fail "$name: measured $mbit Mbit/s, expected $expected ± 1 %"
    if [ "$read" = 0 ]; then
        # Ground truth: what the kernel sent on the data interface over the whole run
        # (ramp and run, plus handshakes) is at least the payload measured in the run.
        after=$(netns_tx_bytes "$nsa" "iomd$tag")
        awk -v b="$((after - before))" -v m="$mbit" 'BEGIN { exit !(b * 8 / 1e6 >= m * 5 * 0.99) }' ||
            fail "$name: the interface sent fewer bytes than measured"
        local nic
        nic=$(csv_column "$WORK/$name/summary.csv" nic_tx_mbit_per_s)
        within "$nic" 100 3 || fail "$name: interface counters show $nic Mbit/s on a 100 Mbit/s link"
    fi
    pass "$name: $mbit Mbit/s measured, $expected expected"
}

run_direction transmit 0
run_direction receive 100
