# Shared helpers for the end-to-end tests. Source it; BIN must point at the programs.
set -euo pipefail

BIN=${BIN:?BIN must name the folder with iometry-run and iometry-dynamo}
# Files the tests write are their owner's only: iometry-dynamo refuses a token file that
# others may read or write (iometry-dynamo(1), --token-file).
umask 077
WORK=$(mktemp -d /tmp/iometry-e2e.XXXXXX)
cleanups=()
cleanup() {
    local i
    for ((i = ${#cleanups[@]} - 1; i >= 0; i--)); do eval "${cleanups[$i]}" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT
on_exit() { cleanups+=("$1"); }

fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { echo "PASS: $*"; }

# csv_column FILE COLUMN [SCOPE] -> the values of COLUMN in rows of SCOPE (default all)
csv_column() {
    awk -F, -v want="$2" -v scope="${3:-all}" '
        NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        $col["scope"] == scope { print $col[want] }' "$1"
}

# within VALUE EXPECTED PERCENT -> exit status 0 when |VALUE-EXPECTED| <= PERCENT% of EXPECTED
within() {
    awk -v v="$1" -v e="$2" -v p="$3" 'BEGIN { d = v - e; if (d < 0) d = -d; exit !(d <= e * p / 100) }'
}

# How far Little's law (rate x mean latency = requests in flight) may miss the outstanding
# count, in %. Between a completion and the next request a slot is empty: in an optimised
# or ASan build that is a few % of the time, so 10. ThreadSanitizer makes that code many
# times slower (io_uring at 8 outstanding measured 7.13 in flight, 11 % short): its CI run
# sets IOMETRY_LAW_TOLERANCE_PCT (scripts/test.sh).
LAW_TOLERANCE=${IOMETRY_LAW_TOLERANCE_PCT:-10}

# no_warnings RESULTS_DIR -> an ordinary run carries no warning (docs/metrics.md, "What
# limited it"): every row of summary.csv has an empty `warnings` and a `limited_by` word.
# A host whose hypervisor took 5 % or more of the CPU (cpu_steal_pct) may say so: that
# warning is then true, and only then.
no_warnings() {
    python3 - "$1/summary.csv" <<'PY' || fail "an ordinary run carries a warning: see above"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert rows, "no rows"
for r in rows:
    assert r["limited_by"], ("no verdict", r["step"], r["scope"], r["name"])
    words = [w for w in r["warnings"].split(";") if w]
    steal = r["cpu_steal_pct"] != "" and float(r["cpu_steal_pct"]) >= 5
    words = [w for w in words if not (w == "cpu_steal" and steal)]
    assert not words, (r["step"], r["repeat"], r["scope"], r["name"], r.get("phase", ""), words)
print("no warnings: %d rows of %s, limited by %s" % (len(rows), sys.argv[1],
      ", ".join(sorted({r["limited_by"] for r in rows}))))
PY
}

need_root() {
    if [ "$(id -u)" -ne 0 ]; then
        echo "SKIP: needs root for network namespaces"
        exit 77
    fi
}

# netns_tx_bytes NETNS DEV -> bytes DEV in that namespace has sent so far
# (big counters touch the colon: "lo:1234567890", so split there first)
netns_tx_bytes() {
    ip netns exec "$1" cat /proc/net/dev | awk -v dev="$2" '{ sub(":", " ") } $1 == dev { print $10 }'
}

# netns_packets NETNS DEV rx|tx -> packets DEV in that namespace has received or sent so far
netns_packets() {
    ip netns exec "$1" cat /proc/net/dev |
        awk -v dev="$2" -v dir="$3" '{ sub(":", " ") } $1 == dev { print (dir == "rx" ? $3 : $11) }'
}

# netns_udp_rcvbuf_errors NETNS -> UDP datagrams the kernel of that namespace dropped so far
# because a socket's receive buffer was full (/proc/net/snmp, Udp: RcvbufErrors)
netns_udp_rcvbuf_errors() {
    ip netns exec "$1" cat /proc/net/snmp |
        awk '$1 == "Udp:" { if (!n) { for (i = 2; i <= NF; i++) c[$i] = i; n = 1 } else print $c["RcvbufErrors"] }'
}

# shaped_link RATE_MBIT: two hosts in two network namespaces, $nsa and $nsb, joined by a
# data link (veth, 10.99.1.1 <-> 10.99.1.2, device $data_dev at both ends) shaped with tc
# tbf to RATE_MBIT at both ends, and an unshaped control link (10.99.2.1 <-> 10.99.2.2).
# The tbf's bucket holds 64 KB: with 4 KB (32kbit), a VM that was not scheduled for a
# millisecond lost the tokens of that time, and the link carried 80–94 Mbit/s of 100
# (iperf3 too); with 64 KB it carries its rate (transmit 95.64 of 95.64 nominal). Over a
# 3-s step the bucket can add at most 0.17 % to the rate.
# RATE_MBIT 0 leaves the data link unshaped (the raw engine bypasses a qdisc anyway).
# Everything is removed on exit. Also writes a token to $WORK/token.
shaped_link() {
    local rate=$1 tag=$$
    nsa=iom-a-$tag
    nsb=iom-b-$tag
    data_dev=iomd$tag
    ip netns add "$nsa"
    on_exit "ip netns del $nsa"
    ip netns add "$nsb"
    on_exit "ip netns del $nsb"
    local ns
    for ns in "$nsa" "$nsb"; do ip -n "$ns" link set lo up; done
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
        [ "$rate" = 0 ] ||
            tc -n "$ns" qdisc add dev "iomd$tag" root tbf rate "${rate}mbit" burst 64kb latency 50ms
    done
    head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$WORK/token"
}

# once_more_if_sender_limited FN: runs FN search; when that exits 3 (a rate search that
# stopped short and says its sender was the limit: a loaded machine's stall, not the path),
# runs FN search2 once. Returns the status of the last run.
once_more_if_sender_limited() {
    local rc=0
    "$1" search || rc=$?
    if [ "$rc" -eq 3 ]; then
        echo "rate search stopped short, limited by its sender: once more"
        rc=0
        "$1" search2 || rc=$?
    fi
    return "$rc"
}

# run_two_hosts NAME: runs the plan $WORK/NAME.json with the manager and dynamo A in $nsa
# and dynamo B joining from $nsb; results in $WORK/NAME, output in $WORK/NAME.out.
run_two_hosts() {
    local name=$1 port=$((20000 + RANDOM % 20000))
    ip netns exec "$nsa" "$BIN/iometry-run" "$WORK/$name.json" --results "$WORK/$name" \
        --listen "10.99.2.1:$port" --token-file "$WORK/token" > "$WORK/$name.out" 2>&1 &
    local manager=$!
    ip netns exec "$nsb" "$BIN/iometry-dynamo" --manager "10.99.2.1:$port" --name B \
        --token-file "$WORK/token" --connect-timeout 20 > "$WORK/$name.dynamo" 2>&1 &
    local dynamo=$!
    wait "$manager" || { cat "$WORK/$name.out" "$WORK/$name.dynamo"; fail "$name run failed"; }
    wait "$dynamo" || { cat "$WORK/$name.dynamo"; fail "dynamo B did not end cleanly"; }
    cat "$WORK/$name.out"
}

# expect_refused_export COMMAND PLAN EXPECTED-TEXT -> `iometry-run COMMAND PLAN --output F`
# (export-fio, export-icf) exits 2 saying EXPECTED-TEXT and that nothing was written, and
# leaves neither F nor its temporary file.
expect_refused_export() {
    local rc=0 out="$WORK/refused.$1"
    rm -f "$out"
    "$BIN/iometry-run" "$1" "$2" --output "$out" > "$WORK/refused.out" 2>&1 || rc=$?
    cat "$WORK/refused.out"
    [ "$rc" -eq 2 ] || fail "$1 $2: exit $rc, expected 2"
    grep -qF -- "$3" "$WORK/refused.out" || fail "$1 $2: no \"$3\""
    grep -qF "nothing was written" "$WORK/refused.out" || fail "$1 $2: does not say nothing was written"
    [ ! -e "$out" ] || fail "$1 $2: a refused plan wrote its file"
    ! ls "$out".tmp-* > /dev/null 2>&1 || fail "$1 $2: a temporary file was left"
}

# expect_export_refusals COMMAND VALID-PLAN PLAN TEXT -> the refusals every export shares:
# VALID-PLAN with a read share of 140 % (the validator's problem named), PLAN (TEXT said),
# and no plan at all ("a plan is required") each exit 2 and write nothing.
expect_export_refusals() {
    local rc=0
    python3 - "$2" "$WORK/bad.json" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
plan["specs"][0]["lines"][0]["read"] = 140
json.dump(plan, open(sys.argv[2], "w"))
PY
    expect_refused_export "$1" "$WORK/bad.json" "specs[0].lines[0].read: must be 0–100, got 140"
    expect_refused_export "$1" "$3" "$4"
    "$BIN/iometry-run" "$1" > "$WORK/usage.out" 2>&1 || rc=$?
    [ "$rc" -eq 2 ] && grep -qF "a plan is required" "$WORK/usage.out" || fail "$1 without a plan: exit $rc"
}
