# Shared helpers for the end-to-end tests. Source it; BIN must point at the programs.
set -euo pipefail

BIN=${BIN:?BIN must name the folder with iometry-run and iometry-dynamo}
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
