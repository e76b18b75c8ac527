#!/usr/bin/env bash
# Iometry vs iperf 2 and iperf3 on loopback: one TCP pair over 127.0.0.1, one request
# size at a time, the tools interleaved size by size (the order rotating). Prints each
# tool's throughput and CPU seconds per Gbit transferred, and the ratio of Iometry to the
# faster of the peers. The file keeps its old name; it now compares against both.
# See bench/README.md for what is measured and how to read the table.

# stop_bg and cleanup run from traps; $out below is split into printf's arguments on purpose.
# shellcheck disable=SC2317,SC2086

set -u -o pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly SCRIPT_DIR
readonly HELPER="$SCRIPT_DIR/loopback_vs_iperf3.py"
readonly DEFAULT_SIZES="64 128 256 512 1024 2048 4096 8192 16384 32768 65536 131072 262144"

SIZES="${SIZES:-$DEFAULT_SIZES}"
DURATION="${DURATION:-5}"
ROUNDS="${ROUNDS:-1}"
PIN="${PIN:-0}"
PARALLEL="${PARALLEL:-1}"
CSV="${CSV:-}"
RAW="${RAW:-}"
IOMETRY_RUN="${IOMETRY_RUN:-$SCRIPT_DIR/../build/release/bin/iometry-run}"
IPERF3="${IPERF3:-iperf3}"
IPERF="${IPERF:-iperf}"
PEERS="${PEERS:-iperf,iperf3}"
PYTHON="${PYTHON:-python3}"
NETNS="${NETNS:-0}"

usage() {
    cat <<EOF
usage: $(basename "$0") [options]

Runs Iometry (iometry-run), iperf 2 and iperf3 side by side on 127.0.0.1, one
TCP pair, for each request size, and prints: size, Mbit/s of each tool, which
peer was faster, the ratio Iometry/faster peer, and CPU seconds (user+system,
all processes of the tool) per Gbit transferred.

options (environment variable in brackets):
  --sizes LIST        request sizes in bytes, comma or space separated
                      [SIZES] (default: 64 B ... 256 KiB, 13 doubling sizes)
  -t, --duration S    seconds of traffic per size and tool, integer [DURATION] (default 5)
  --rounds N          repeat the whole size list N times; the table shows medians
                      [ROUNDS] (default 1)
  -P, --parallel N    N TCP connections at once, each tool's own way (Iometry:
                      outstanding N; iperf and iperf3: -P N); the figures are
                      their sums [PARALLEL] (default 1)
  --pin               pin the sender to CPU 0 and the receiver to CPU 1 for every
                      tool [PIN=1] (default: unpinned)
  --peers LIST        the tools to compare with, comma or space separated, any of
                      iperf (iperf 2) and iperf3 [PEERS] (default: iperf,iperf3)
  --netns             run everything in a network namespace of its own, made for
                      the run and removed after it (root only), so that the ACKs per
                      MB count the tools' segments alone [NETNS=1] (default: off)
  --csv FILE          also write the table as CSV to FILE [CSV]
  --raw FILE          write every single run (round size tool mbit gbit cpu_s acks
                      data_segments) [RAW]
  --iometry-run PATH  iometry-run binary [IOMETRY_RUN]
                      (default: build/release/bin/iometry-run of this checkout)
  --iperf3 PATH       iperf3 binary [IPERF3] (default: iperf3 from PATH)
  --iperf PATH        iperf 2 binary [IPERF] (default: iperf from PATH)
  -h, --help          this text
EOF
}

die() { echo "loopback_vs_iperf3: $*" >&2; exit 2; }

ARGS=("$@")
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES="$2"; shift 2 ;;
        --sizes=*) SIZES="${1#*=}"; shift ;;
        -t|--duration) [ $# -ge 2 ] || die "$1 needs a value"; DURATION="$2"; shift 2 ;;
        --duration=*) DURATION="${1#*=}"; shift ;;
        --rounds) [ $# -ge 2 ] || die "--rounds needs a value"; ROUNDS="$2"; shift 2 ;;
        --rounds=*) ROUNDS="${1#*=}"; shift ;;
        -P|--parallel) [ $# -ge 2 ] || die "$1 needs a value"; PARALLEL="$2"; shift 2 ;;
        --parallel=*) PARALLEL="${1#*=}"; shift ;;
        --pin) PIN=1; shift ;;
        --netns) NETNS=1; shift ;;
        --no-pin) PIN=0; shift ;;
        --csv) [ $# -ge 2 ] || die "--csv needs a value"; CSV="$2"; shift 2 ;;
        --csv=*) CSV="${1#*=}"; shift ;;
        --raw) [ $# -ge 2 ] || die "--raw needs a value"; RAW="$2"; shift 2 ;;
        --raw=*) RAW="${1#*=}"; shift ;;
        --iometry-run) [ $# -ge 2 ] || die "--iometry-run needs a value"; IOMETRY_RUN="$2"; shift 2 ;;
        --iometry-run=*) IOMETRY_RUN="${1#*=}"; shift ;;
        --iperf3) [ $# -ge 2 ] || die "--iperf3 needs a value"; IPERF3="$2"; shift 2 ;;
        --iperf3=*) IPERF3="${1#*=}"; shift ;;
        --iperf) [ $# -ge 2 ] || die "--iperf needs a value"; IPERF="$2"; shift 2 ;;
        --iperf=*) IPERF="${1#*=}"; shift ;;
        --peers) [ $# -ge 2 ] || die "--peers needs a value"; PEERS="$2"; shift 2 ;;
        --peers=*) PEERS="${1#*=}"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

# ------------------------------------------------------------------ checks

SIZES="${SIZES//,/ }"
read -r -a SIZE_LIST <<< "$SIZES"
[ ${#SIZE_LIST[@]} -gt 0 ] || die "empty size list"
for s in "${SIZE_LIST[@]}"; do
    [[ "$s" =~ ^[1-9][0-9]*$ ]] || die "size must be a positive integer (bytes), got '$s'"
    [ "$s" -le 134217728 ] || die "size $s is larger than 128 MiB"
done
[[ "$DURATION" =~ ^[1-9][0-9]*$ ]] || die "duration must be a positive integer (seconds), got '$DURATION'"
[ "$DURATION" -le 3600 ] || die "duration must be at most 3600 s, got $DURATION"
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || die "rounds must be a positive integer, got '$ROUNDS'"
case "$PIN" in 0|1) ;; *) die "PIN must be 0 or 1, got '$PIN'" ;; esac
case "$NETNS" in 0|1) ;; *) die "NETNS must be 0 or 1, got '$NETNS'" ;; esac

# --netns: the same script again, inside a namespace of its own whose only interface is
# its loopback, so that the namespace's TCP counters (the ACKs per MB) hold the tools'
# segments and no one else's. The namespace is removed however the run ends.
if [ "$NETNS" = 1 ] && [ -z "${IOMETRY_BENCH_NETNS:-}" ]; then
    [ "$(id -u)" = 0 ] || die "--netns needs root (ip netns add)"
    command -v ip >/dev/null 2>&1 || die "--netns needs ip (iproute2)"
    ns="iometry-bench-$$"
    ip netns add "$ns" || die "cannot create network namespace $ns"
    trap 'ip netns delete "$ns" 2>/dev/null' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    ip -n "$ns" link set lo up || die "cannot bring up lo in $ns"
    IOMETRY_BENCH_NETNS="$ns" ip netns exec "$ns" "$SCRIPT_DIR/$(basename "$0")" "${ARGS[@]}"
    exit $?
fi
[[ "$PARALLEL" =~ ^[1-9][0-9]*$ ]] && [ "$PARALLEL" -le 128 ] \
    || die "parallel must be an integer 1-128 (iperf3's limit), got '$PARALLEL'"

# Peers by their label in the raw file and the table: iperf2 (binary "iperf") and iperf3.
PEERS="${PEERS//,/ }"
read -r -a PEER_ARGS <<< "$PEERS"
PEER_LIST=()
for p in "${PEER_ARGS[@]}"; do
    case "$p" in
        iperf|iperf2) p=iperf2 ;;
        iperf3) ;;
        *) die "unknown peer '$p' (use iperf and/or iperf3)" ;;
    esac
    for q in "${PEER_LIST[@]}"; do [ "$q" != "$p" ] || die "peer '$p' given twice"; done
    PEER_LIST+=("$p")
done
[ ${#PEER_LIST[@]} -gt 0 ] || die "empty peer list"
has_peer() { local q; for q in "${PEER_LIST[@]}"; do [ "$q" = "$1" ] && return 0; done; return 1; }

[ -x "$IOMETRY_RUN" ] || die "iometry-run not found at $IOMETRY_RUN (build it: ninja -C build/release iometry-run iometry-dynamo, or pass --iometry-run)"
if has_peer iperf3; then
    command -v "$IPERF3" >/dev/null 2>&1 \
        || die "iperf3 not found ($IPERF3; or leave it out with --peers)"
fi
if has_peer iperf2; then
    command -v "$IPERF" >/dev/null 2>&1 \
        || die "iperf 2 not found ($IPERF; or leave it out with --peers)"
    # iperf 2 prints its version on stderr and exits 1; look at the text only.
    iperf_version="$("$IPERF" --version 2>&1 | head -n 1 || true)"
    [[ "$iperf_version" == "iperf version 2"* ]] || die "$IPERF is not iperf 2 ($iperf_version)"
    command -v pgrep >/dev/null 2>&1 || die "pgrep (procps) is needed to stop the iperf 2 server"
    if [ "$PIN" = 1 ]; then
        command -v taskset >/dev/null 2>&1 \
            || die "taskset (util-linux) is needed for --pin with iperf 2"
    fi
fi
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) is needed (Debian: apt-get install time)"
command -v timeout >/dev/null 2>&1 || die "timeout (coreutils) is needed"
command -v "$PYTHON" >/dev/null 2>&1 || die "python3 is needed"
[ -r "$HELPER" ] || die "helper $HELPER is missing"
if [ "$PIN" = 1 ]; then
    ncpu="$(nproc)"
    [ "$ncpu" -ge 2 ] || die "--pin needs CPUs 0 and 1; this machine has $ncpu CPU(s)"
fi

# Bounds: generous, but no run can hang the script.
readonly RUN_LIMIT=$((DURATION + 60))   # one iometry-run or one iperf client
readonly SERVER_LIMIT=$((DURATION + 90)) # one iperf server (iperf3 -1 exits after one
                                         # test; the script stops the iperf 2 server)
readonly TIME_FMT='CPU %U %S %e'

# ------------------------------------------------------------------ cleanup

TMP="$(mktemp -d "${TMPDIR:-/tmp}/iometry-vs-iperf3.XXXXXX")" || die "cannot create a temp dir"
BG_PIDS=()   # timeout(1) wrappers we started; each owns its own process group

stop_bg() {
    local pid i
    for pid in "${BG_PIDS[@]}"; do
        # timeout(1) forwards TERM to its command and to its whole process group
        # (iometry-run's dynamo child, an iperf under GNU time).
        kill -TERM "$pid" 2>/dev/null
    done
    for pid in "${BG_PIDS[@]}"; do
        wait "$pid" 2>/dev/null
        # timeout made itself the leader of a process group; let the group drain
        # (iometry-run stops its dynamo on TERM), then force it after 10 s.
        for ((i = 0; i < 100; i++)); do
            kill -0 -- "-$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL -- "-$pid" 2>/dev/null
    done
    BG_PIDS=()
}

forget_bg() {  # pid: drop it from BG_PIDS once it has been waited for
    local kept=() p
    for p in "${BG_PIDS[@]}"; do [ "$p" = "$1" ] || kept+=("$p"); done
    BG_PIDS=("${kept[@]}")
}

cleanup() {
    stop_bg
    rm -rf "$TMP"
}
# The traps may fire while a function's stderr is redirected to a log file; keep
# the script's own stderr on fd 9 for their message (children get it closed).
exec 9>&2
trap cleanup EXIT
trap 'echo "loopback_vs_iperf3: interrupted, stopping" >&9; exit 130' INT
trap 'echo "loopback_vs_iperf3: terminated, stopping" >&9; exit 143' TERM

# Run "$@" in the background under timeout(1) and wait for it (so a signal to this
# script is handled at once and the trap can stop it). Returns its exit status.
run_bounded() {
    local limit="$1"; shift
    timeout -k 5 "$limit" "$@" 9>&- &
    local pid=$!
    BG_PIDS+=("$pid")
    wait "$pid"
    local rc=$?
    forget_bg "$pid"
    return $rc
}

RAW_TSV="$TMP/raw.tsv"
: > "$RAW_TSV"
FAILURES=0

note() { echo "$*" >&2; }

# The namespace's TCP counters when the current run began (tcp_mark), and what the run
# added: "ACKs data_segments" (tcp_deltas; loopback_vs_iperf3.py tcpcounters).
tcp_mark() { COUNTERS_BEFORE="$("$PYTHON" "$HELPER" tcpcounters)" || COUNTERS_BEFORE=""; }
tcp_deltas() {
    local now out0 acks0 out1 acks1
    now="$("$PYTHON" "$HELPER" tcpcounters)" || now=""
    if [ -z "$now" ] || [ -z "$COUNTERS_BEFORE" ]; then echo "nan nan"; return; fi
    read -r out0 acks0 <<< "$COUNTERS_BEFORE"
    read -r out1 acks1 <<< "$now"
    echo "$((acks1 - acks0)) $((out1 - out0 - (acks1 - acks0)))"
}

show_log() {  # file: print its last lines, indented, to stderr
    [ -s "$1" ] && tail -n 20 "$1" | sed 's/^/    | /' >&2
}

# ------------------------------------------------------------------ one run each

run_iometry() {  # round size
    local round="$1" size="$2"
    local dir="$TMP/iometry-r$round-$size"
    mkdir -p "$dir"
    if ! "$PYTHON" "$HELPER" plan "$size" "$DURATION" "$PIN" "$PARALLEL" > "$dir/plan.json"; then
        note "  iometry  $size B: cannot write the plan"; FAILURES=$((FAILURES + 1)); return
    fi
    run_bounded "$RUN_LIMIT" /usr/bin/time -f "$TIME_FMT" -o "$dir/time" \
        "$IOMETRY_RUN" "$dir/plan.json" --results "$dir/results" --quiet \
        > "$dir/log" 2>&1
    local rc=$?
    if [ $rc -ne 0 ]; then
        local why="exit $rc"
        [ $rc -eq 124 ] && why="timed out after $RUN_LIMIT s"
        note "  iometry  $size B: FAILED ($why):"
        note "    $IOMETRY_RUN $dir/plan.json --results $dir/results --quiet"
        show_log "$dir/log"
        FAILURES=$((FAILURES + 1)); return
    fi
    local out
    if ! out="$("$PYTHON" "$HELPER" iometry "$dir/results" "$dir/time")"; then
        show_log "$dir/log"; FAILURES=$((FAILURES + 1)); return
    fi
    echo "$round $size iometry $out $(tcp_deltas)" >> "$RAW_TSV"
    note "$(printf '  iometry  %7s B  %10.1f Mbit/s  %9.3f Gbit  %7.2f CPU s' "$size" $out)"
}

# start_server LABEL OUT ERR CMD...: starts an iperf server CMD (PORT in its arguments is
# replaced by a port the kernel reports free) under timeout and GNU time (CPU to
# $dir/server.time), stdout to OUT and stderr to ERR (empty: to OUT too), and waits until
# it listens. Sets the caller's port and srv_pid; srv_pid is empty if 3 tries failed.
start_server() {
    local label=$1 out=$2 err=$3
    shift 3
    srv_pid=""
    for _ in 1 2 3; do
        port="$("$PYTHON" "$HELPER" freeport)" || { note "  $label: no free port"; break; }
        local args=("${@//PORT/$port}")
        if [ -n "$err" ]; then
            timeout -k 5 "$SERVER_LIMIT" /usr/bin/time -f "$TIME_FMT" -o "$dir/server.time" \
                "${args[@]}" > "$out" 2> "$err" 9>&- &
        else
            timeout -k 5 "$SERVER_LIMIT" /usr/bin/time -f "$TIME_FMT" -o "$dir/server.time" \
                "${args[@]}" > "$out" 2>&1 9>&- &
        fi
        srv_pid=$!
        BG_PIDS+=("$srv_pid")
        if "$PYTHON" "$HELPER" wait-listen "$port" 5 2>/dev/null && kill -0 "$srv_pid" 2>/dev/null; then
            return
        fi
        kill -TERM "$srv_pid" 2>/dev/null; wait "$srv_pid" 2>/dev/null
        forget_bg "$srv_pid"
        srv_pid=""
    done
}

run_iperf3() {  # round size
    local round="$1" size="$2"
    local dir="$TMP/iperf3-r$round-$size"
    mkdir -p "$dir"
    local srv_pin=() cli_pin=()
    if [ "$PIN" = 1 ]; then srv_pin=(-A 1); cli_pin=(-A 0); fi   # client sends

    local port srv_pid
    start_server iperf3 "$dir/server.log" "" "$IPERF3" -s -1 -p PORT -B 127.0.0.1 "${srv_pin[@]}"
    if [ -z "$srv_pid" ]; then
        note "  iperf3   $size B: FAILED: the server did not start:"
        show_log "$dir/server.log"
        FAILURES=$((FAILURES + 1)); return
    fi

    run_bounded "$RUN_LIMIT" /usr/bin/time -f "$TIME_FMT" -o "$dir/client.time" \
        "$IPERF3" -c 127.0.0.1 -p "$port" -l "$size" -t "$DURATION" -O 0 -P "$PARALLEL" -J "${cli_pin[@]}" \
        > "$dir/client.json" 2> "$dir/client.err"
    local rc=$?
    # The -1 server exits after its one test; stop it if the client failed.
    [ $rc -ne 0 ] && kill -TERM "$srv_pid" 2>/dev/null
    wait "$srv_pid"
    local src=$?
    forget_bg "$srv_pid"
    if [ $rc -ne 0 ] || [ $src -ne 0 ]; then
        note "  iperf3   $size B: FAILED (client exit $rc, server exit $src):"
        note "    $IPERF3 -c 127.0.0.1 -p $port -l $size -t $DURATION -O 0 -P $PARALLEL -J ${cli_pin[*]}"
        show_log "$dir/client.err"; show_log "$dir/server.log"
        "$PYTHON" "$HELPER" iperf3 "$dir/client.json" "$dir/server.time" "$dir/client.time" \
            >/dev/null 2>"$dir/parse.err" || show_log "$dir/parse.err"
        FAILURES=$((FAILURES + 1)); return
    fi
    local out
    if ! out="$("$PYTHON" "$HELPER" iperf3 "$dir/client.json" "$dir/server.time" "$dir/client.time")"; then
        FAILURES=$((FAILURES + 1)); return
    fi
    echo "$round $size iperf3 $out $(tcp_deltas)" >> "$RAW_TSV"
    note "$(printf '  iperf3   %7s B  %10.1f Mbit/s  %9.3f Gbit  %7.2f CPU s' "$size" $out)"
}

run_iperf2() {  # round size
    local round="$1" size="$2"
    local dir="$TMP/iperf2-r$round-$size"
    mkdir -p "$dir"
    # iperf 2 has no -A: pin the whole process (all its threads) with taskset.
    local srv_pin=() cli_pin=()
    if [ "$PIN" = 1 ]; then srv_pin=(taskset -c 1); cli_pin=(taskset -c 0); fi   # client sends

    # -y C: one CSV line per report; the server prints its own (the receiver's) report
    # when the connection closes. iperf 2 has no reliable "exit after one test" (-1 means
    # one client at a time in 2.1.x), so the script stops the server itself.
    local port srv_pid
    start_server iperf2 "$dir/server.csv" "$dir/server.err" \
        "${srv_pin[@]}" "$IPERF" -s -B 127.0.0.1 -p PORT -y C
    if [ -z "$srv_pid" ]; then
        note "  iperf2   $size B: FAILED: the server did not start:"
        show_log "$dir/server.err"
        FAILURES=$((FAILURES + 1)); return
    fi

    run_bounded "$RUN_LIMIT" /usr/bin/time -f "$TIME_FMT" -o "$dir/client.time" \
        "${cli_pin[@]}" "$IPERF" -c 127.0.0.1 -p "$port" -l "$size" -t "$DURATION" -P "$PARALLEL" -y C \
        > "$dir/client.csv" 2> "$dir/client.err"
    local rc=$?
    # Give the server up to 5 s to print its reports of the closed connections (one
    # line each; with -y C it prints no sum).
    local i
    for ((i = 0; i < 50; i++)); do
        [ "$(grep -c ',' "$dir/server.csv" 2>/dev/null)" -ge "$PARALLEL" ] && break
        sleep 0.1
    done
    # Stop the server itself (timeout -> GNU time -> iperf), not the wrappers, so that
    # GNU time still writes its CPU line; TERM ends iperf 2 with status 0.
    local tpid ipid=""
    tpid="$(pgrep -P "$srv_pid" 2>/dev/null | head -n 1)"
    [ -n "$tpid" ] && ipid="$(pgrep -P "$tpid" 2>/dev/null | head -n 1)"
    if [ -n "$ipid" ]; then
        kill -TERM "$ipid" 2>/dev/null
    else
        kill -TERM "$srv_pid" 2>/dev/null
    fi
    wait "$srv_pid"
    local src=$?
    forget_bg "$srv_pid"
    if [ $rc -ne 0 ] || [ $src -ne 0 ]; then
        note "  iperf2   $size B: FAILED (client exit $rc, server exit $src):"
        note "    $IPERF -c 127.0.0.1 -p $port -l $size -t $DURATION -P $PARALLEL -y C (${cli_pin[*]:-unpinned})"
        show_log "$dir/client.err"; show_log "$dir/server.err"
        FAILURES=$((FAILURES + 1)); return
    fi
    local out
    if ! out="$("$PYTHON" "$HELPER" iperf2 "$dir/server.csv" "$dir/client.csv" \
                "$dir/server.time" "$dir/client.time")"; then
        FAILURES=$((FAILURES + 1)); return
    fi
    echo "$round $size iperf2 $out $(tcp_deltas)" >> "$RAW_TSV"
    note "$(printf '  iperf2   %7s B  %10.1f Mbit/s  %9.3f Gbit  %7.2f CPU s' "$size" $out)"
}

# ------------------------------------------------------------------ main

cpu_model="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
peer_names="${PEER_LIST[*]}"
echo "# Iometry vs ${peer_names// / and }, loopback 127.0.0.1, $PARALLEL TCP connection(s), one request at a time on each"
echo "# $(date -u '+%Y-%m-%d %H:%M:%S UTC'); $(uname -sr); $(nproc) CPU(s)${cpu_model:+: $cpu_model}"
echo "# iometry-run: $IOMETRY_RUN"
has_peer iperf2 && echo "# iperf2: $IPERF, $iperf_version"
has_peer iperf3 && echo "# iperf3: $IPERF3, $("$IPERF3" --version 2>/dev/null | head -n 1)"
echo "# ${DURATION} s per size and tool, ${ROUNDS} round(s), pinning: $([ "$PIN" = 1 ] && echo 'sender CPU 0, receiver CPU 1' || echo 'none')"
if [ -n "${IOMETRY_BENCH_NETNS:-}" ]; then
    echo "# network namespace $IOMETRY_BENCH_NETNS of its own: ACKs/MB count the tools' segments alone"
else
    echo "# ACKs/MB: the host's namespace, other loopback traffic included (--netns: the tools' alone)"
fi
host_load() {  # load average, and CPU pressure when the kernel reports it
    local psi=""
    [ -r /proc/pressure/cpu ] && psi="$(sed -n 's/^some avg10=\([^ ]*\) avg60=\([^ ]*\).*/; cpu pressure avg10 \1 %, avg60 \2 %/p' /proc/pressure/cpu)"
    echo "$(cut -d' ' -f1-3 /proc/loadavg)$psi"
}
echo "# load average at start: $(host_load)"

TOOLS=(iometry "${PEER_LIST[@]}")
for ((round = 1; round <= ROUNDS; round++)); do
    for i in "${!SIZE_LIST[@]}"; do
        size="${SIZE_LIST[$i]}"
        note "round $round/$ROUNDS, size $size B"
        # Rotate the order by one tool per size and per round, so that no tool always
        # follows the same other one (with two tools: they alternate).
        n=${#TOOLS[@]}
        for ((k = 0; k < n; k++)); do
            tool="${TOOLS[$(((round - 1 + i + k) % n))]}"
            tcp_mark
            "run_$tool" "$round" "$size"
        done
    done
done

echo "# load average at end:   $(host_load)"
peers_csv="${PEER_LIST[*]}"
"$PYTHON" "$HELPER" table "$RAW_TSV" ${CSV:+"$CSV"} --peers="${peers_csv// /,}" \
    || FAILURES=$((FAILURES + 1))
[ -n "$CSV" ] && echo "# table written to $CSV"
if [ -n "$RAW" ]; then
    cp "$RAW_TSV" "$RAW" && echo "# every run written to $RAW"
fi
if [ $FAILURES -gt 0 ]; then
    echo "# $FAILURES run(s) failed; see the messages above (stderr)" >&2
    exit 1
fi
exit 0
