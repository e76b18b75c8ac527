#!/usr/bin/env bash
# Every side-by-side bench of this folder, one after the other, into one Markdown table of
# ratios with their spreads (bench/bench_table.py), written to bench/results/DATE.md with
# the host's facts on top, so that any two dates compare. Each bench interleaves its
# tools round by round itself. See bench/README.md ("run-all.sh: one table").
#
# Usage: bench/run-all.sh [--quick] [--only LIST] [--output FILE]
#   --quick       fewer rounds and shorter runs: a check that every bench runs (about
#                 12 minutes), not numbers to publish
#   --only LIST   some of: tcp tcp64 latency udp raw disk scale many (comma separated)
#   --output FILE the table's file [bench/results/YYYY-MM-DD-HHMM.md]
# It builds build/release (iometry-run, iometry-dynamo) and installs the peer tools from
# Debian's packages when they are missing (as root). The raw-frame bench creates two
# network namespaces and a veth pair, and removes them.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

quick=0
only="tcp,tcp64,latency,udp,raw,disk,scale,many"
output=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=1; shift ;;
        --only) only=$2; shift 2 ;;
        --output) output=$2; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "run-all.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
wants() { [[ ",$only," == *",$1,"* ]]; }

stamp=$(date -u +%Y-%m-%d-%H%M)
[ -n "$output" ] || output="bench/results/$stamp.md"
mkdir -p "$(dirname "$output")"
work=$(mktemp -d /tmp/iometry-run-all.XXXXXX)
trap 'rm -rf "$work"' EXIT
rows="$work/rows.md"
log="$work/log.txt"
: > "$rows"

missing=()
for pair in fio:fio iperf:iperf iperf3:iperf3 sockperf:sockperf trafgen:netsniff-ng; do
    command -v "${pair%%:*}" > /dev/null || missing+=("${pair#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "# installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" > /dev/null
fi
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DIOMETRY_BUILD_GUI=OFF > /dev/null
cmake --build build/release -j "$(nproc)" --target iometry-run iometry-dynamo > /dev/null
run=$ROOT/build/release/bin/iometry-run

if [ "$quick" = 1 ]; then r=1 t=2 sizes="64 1024 65536"; else r=3 t=5 sizes="64 128 256 512 1024 4096 16384 65536 262144"; fi

started=$SECONDS
declare -A took
step() {  # step NAME COMMAND...: runs a bench, its output to $work/NAME.log, its time recorded
    local name=$1 start=$SECONDS rc=0
    shift
    echo "# $name: $*" | tee -a "$log" >&2
    "$@" > "$work/$name.log" 2>&1 || rc=$?
    cat "$work/$name.log" >> "$log"
    took[$name]="$((SECONDS - start)) s$([ $rc -eq 0 ] || echo ", exit $rc")"
    [ $rc -eq 0 ] || echo "# $name exited $rc: see the log below the table" >&2
}

if wants tcp; then
    step tcp bash bench/loopback_vs_iperf3.sh --sizes "$sizes" -t "$t" --rounds "$r" --pin --netns \
        --iometry-run "$run" --raw "$work/tcp.tsv"
    [ -f "$work/tcp.tsv" ] && python3 bench/loopback_vs_iperf3.py markdown "$work/tcp.tsv" "$rows" "TCP 1 connection"
fi
if wants tcp64; then
    step tcp64 bash bench/loopback_vs_iperf3.sh --sizes "1024 65536" -t "$t" --rounds "$r" \
        --parallel 64 --peers iperf --iometry-run "$run" --raw "$work/tcp64.tsv"
    [ -f "$work/tcp64.tsv" ] && python3 bench/loopback_vs_iperf3.py markdown "$work/tcp64.tsv" "$rows" "TCP 64 connections"
fi
if wants latency; then
    step latency python3 bench/latency_vs_sockperf.py --iometry-run "$run" --rounds "$r" \
        -t "$((t < 3 ? t : 3))" --markdown "$rows"
fi
if wants udp; then
    step udp python3 bench/udp_pps_vs_iperf3.py --iometry-run "$run" --rounds "$r" -t "$t" \
        --markdown "$rows"
fi
if wants raw && [ -f bench/raw_vs_trafgen.py ]; then
    step raw python3 bench/raw_vs_trafgen.py --iometry-run "$run" --rounds "$r" -t "$t" \
        --markdown "$rows"
fi
if wants disk; then
    if [ "$quick" = 1 ]; then
        step disk python3 bench/disk_vs_fio.py --iometry-run "$run" --rounds 1 -t "$t" \
            --engines io_uring --cases rr4k-qd1,rr4k-qd32,sw1m-qd8 --markdown "$rows"
    else
        step disk python3 bench/disk_vs_fio.py --iometry-run "$run" --rounds "$r" -t "$t" \
            --markdown "$rows"
    fi
fi
if wants scale; then
    step scale bash bench/scale.sh build/release/bin "$t"
fi
if wants many; then
    step many python3 bench/many_dynamos.py --iometry-run "$run" --rounds "$r" -t "$((t * 2))" \
        $([ "$quick" = 1 ] && echo "--counts 8,32") --markdown "$rows"
fi

{
    echo "# Iometry against its peers, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo
    echo "Written by \`bench/run-all.sh$([ "$quick" = 1 ] && echo ' --quick')\` (bench/README.md, \"run-all.sh: one table\")."
    echo
    echo "## Host"
    echo
    echo "- Iometry: $(git describe --always --dirty 2>/dev/null || echo unknown), build/release"
    echo "- kernel: $(uname -r); CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores; memory: $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)"
    echo "- disk under /var/tmp: $(df --output=source /var/tmp | tail -1) ($(findmnt -no FSTYPE -T /var/tmp))"
    echo "- peers: $(fio --version 2>/dev/null), iperf $(iperf -v 2>&1 | awk '{print $3}'), $(iperf3 -v 2>/dev/null | head -1 | awk '{print $1, $2}'), sockperf $(dpkg-query -W -f '${Version}' sockperf 2>/dev/null), trafgen $(dpkg-query -W -f '${Version}' netsniff-ng 2>/dev/null)"
    echo "- load at the end: $(cut -d' ' -f1-3 /proc/loadavg)$( [ -r /proc/pressure/cpu ] && echo ", cpu pressure $(head -1 /proc/pressure/cpu | cut -d' ' -f2-3)")"
    echo "- rounds per case: $r; seconds per run: $t; total $((SECONDS - started)) s:$(for k in "${!took[@]}"; do printf ' %s %s;' "$k" "${took[$k]}"; done)"
    echo
    echo "## Ratios"
    echo
    echo "Medians over the rounds; \"min-max\" is each tool's lowest and highest run; the verdict is"
    echo "Iometry's, in the measure's own sense: \`ahead\` or \`behind\` in every run, or \`overlap\`"
    echo "where the two ranges meet (the difference is within the run-to-run spread)."
    echo
    python3 bench/bench_table.py header -
    cat "$rows"
    if wants scale; then
        echo
        echo "## Scale (no peer: whether it completed and the manager's own CPU)"
        echo
        echo '```'
        cat "$work/scale.log"
        echo '```'
    fi
    echo
    echo "## Log"
    echo
    echo '```'
    cat "$log"
    echo '```'
} > "$output"
echo "run-all.sh: $output ($((SECONDS - started)) s)" >&2
