#!/usr/bin/env bash
# A man in the middle flips one bit of one control frame after the handshake, once in
# each direction. The side that receives it must refuse it (every frame after the
# handshake carries an HMAC tag, docs/protocol.md), the run must fail with a message
# that says a frame failed authentication, and no traffic may start.
source "$(dirname "$0")/lib.sh"

head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"
cat > "$WORK/plan.json" <<'PLAN'
{"format": "iometry.plan/1", "name": "altered frame", "run_s": 3, "wait_s": 10,
 "dynamos": [{"name": "B"}],
 "specs": [{"name": "transmit", "lines": [{"size": 65536}]}],
 "workers": [{"name": "nic", "dynamo": "B", "kind": "tcp", "bind": "127.0.0.1",
              "peer": {"dynamo": "B", "address": "127.0.0.2"}, "spec": "transmit"}]}
PLAN

# direction, frame number: "down" frame 2 is the manager's first sealed frame (configure,
# after challenge and welcome); "up" frame 1 is the dynamo's first (after hello).
for case in "down 2" "up 1"; do
    set -- $case
    dir=$1 frame=$2
    port=$((20000 + RANDOM % 20000))
    proxy_port=$((port + 1))
    rm -rf "$WORK/r"
    "$BIN/iometry-run" "$WORK/plan.json" --results "$WORK/r" --listen "127.0.0.1:$port" \
        --token-file "$WORK/token" > "$WORK/out" 2>&1 &
    manager=$!
    on_exit "kill -9 $manager"
    python3 "$(dirname "$0")/tools/frame_proxy.py" --listen "$proxy_port" --target "$port" \
        --direction "$dir" --frame "$frame" --lifetime 20 > "$WORK/proxy" 2>&1 &
    proxy=$!
    on_exit "kill -9 $proxy"
    sleep 0.5
    rc=0
    "$BIN/iometry-dynamo" --manager "127.0.0.1:$proxy_port" --name B --token-file "$WORK/token" \
        --connect-timeout 5 > "$WORK/dynamo" 2>&1 || rc=$?
    echo "--- $dir: dynamo exited $rc"; cat "$WORK/dynamo" "$WORK/proxy"
    grep -q "altered frame $frame" "$WORK/proxy" || fail "$dir: the proxy altered nothing"
    [ "$rc" -ne 0 ] || fail "$dir: the dynamo exited 0 after an altered frame"
    rc=0
    wait "$manager" || rc=$?
    cat "$WORK/out"
    [ "$rc" -eq 1 ] || fail "$dir: iometry-run exited $rc, expected 1"
    grep -q "failed authentication" "$WORK/out" ||
        fail "$dir: the manager's message does not say a frame failed authentication"
    if [ "$dir" = down ]; then
        grep -q "failed authentication" "$WORK/dynamo" ||
            fail "down: the dynamo does not say the manager's frame failed authentication"
    fi
    [ "$(wc -l < "$WORK/r/samples.csv")" -eq 1 ] || fail "$dir: samples were recorded"
    grep -q '"status": "failed"' "$WORK/r/results.json" || fail "$dir: results.json does not say failed"
    wait "$proxy" 2>/dev/null || true
done
pass "an altered control frame fails the run in either direction, before any traffic"
