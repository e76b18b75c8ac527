#!/usr/bin/env bash
# Checks the three Debian packages (iometry, iometry-cli, iometry-dynamo) the way a user
# gets them: on a fresh Debian 12 with systemd running as PID 1 (docs/deploy.md).
#
#   1. a minimal Debian 12 root made by debootstrap (cached, reused when it exists), copied
#      fresh for every run;
#   2. `apt-get install ./*.deb` in it, so the Depends are resolved from Debian's archive;
#      then: `man iometry-run` (and the two other pages) render, the .desktop entry is in
#      /usr/share/applications and its Icon resolves in the hicolor theme, `iometry
#      --version`, `iometry-run --help` and `iometry-dynamo --version` run;
#   3. the root booted with `systemd-nspawn -b` on a private veth link (host 10.99.7.1/24,
#      container 10.99.7.2/24): the unit is skipped while /etc/iometry/dynamo.conf is
#      missing; with the configuration made as docs/deploy.md says and the token (0600),
#      `systemctl start iometry-dynamo` runs the service dynamo;
#   4. on the host, iometry-run (the workbench) runs a short plan whose TCP pair joins a
#      dynamo it spawns on the host to the container's service dynamo across the veth, and
#      then runs it again (a restart of the workbench): the same service process (same
#      MainPID, no restart) must join both runs, and its journal must show the reconnects.
#
# A manual check, not part of CI: it downloads a Debian system and packages from Debian's
# mirror, and needs root (debootstrap, systemd-nspawn, a veth link). The container and the
# veth are removed at the end, also on failure.
#
# Usage (as root), with the packages made by `cpack -G DEB -B DEBDIR` in a build folder:
#   packaging/check-install.sh DEBDIR
# Environment:
#   IOMETRY_RUN          the host's iometry-run (default: build/dev/bin/iometry-run beside
#                        this script's source tree); its iometry-dynamo is spawned from
#                        beside it
#   IOMETRY_CHECK_DIR    where the cached root, the working root and the results go
#                        (default /var/tmp/iometry-check)
#   IOMETRY_CHECK_MIRROR the Debian mirror (default http://deb.debian.org/debian)
set -euo pipefail

readonly SUITE=bookworm
readonly MACHINE=iometry-chk
# nspawn names the host end of --network-veth "ve-" + the machine name.
readonly VETH=ve-${MACHINE}
readonly HOST_ADDR=10.99.7.1
readonly BOX_ADDR=10.99.7.2
readonly PREFIX=24

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
run_bin=${IOMETRY_RUN:-$here/../build/dev/bin/iometry-run}
check_dir=${IOMETRY_CHECK_DIR:-/var/tmp/iometry-check}
mirror=${IOMETRY_CHECK_MIRROR:-http://deb.debian.org/debian}
cache=$check_dir/debian12-root
root=$check_dir/root
nspawn_pid=
leader=
leader_start=

say() { printf '== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
summary=()
note() { summary+=("$*"); printf '   ok: %s\n' "$*"; }

if [[ $# -ne 1 || ! -d $1 ]]; then
    echo "usage: $0 DEBDIR  (the folder with the iometry, iometry-cli and iometry-dynamo .debs)" >&2
    exit 2
fi
deb_dir=$(cd "$1" && pwd)
[[ $(id -u) -eq 0 ]] || fail "run as root (debootstrap, systemd-nspawn and the veth link need it)"
debs=()
for pkg in iometry iometry-cli iometry-dynamo; do
    found=("$deb_dir/${pkg}_"*.deb)
    [[ -f ${found[0]} ]] || fail "no ${pkg}_*.deb in $deb_dir"
    [[ ${#found[@]} -eq 1 ]] || fail "more than one ${pkg}_*.deb in $deb_dir"
    debs+=("${found[0]}")
done
[[ -x $run_bin ]] || fail "no iometry-run at $run_bin (set IOMETRY_RUN)"
run_bin=$(readlink -f "$run_bin")

# --- Cleanup: stop the container (an orderly shutdown, then a kill), remove the veth. ----
# A process's start time (proc(5), stat field 22): with its id, names it unambiguously.
start_time() { sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d ' ' -f 20; }
# Whether PID is still the container's init (not a process id used again since).
is_box_init() { [[ -n $1 && -n $leader_start && $(start_time "$1") == "$leader_start" ]]; }
# Waits up to $2 seconds for process $1 to end.
wait_gone() {
    local _
    for _ in $(seq "$2"); do kill -0 "$1" 2>/dev/null || return 0; sleep 1; done
    return 1
}
stop_container() {
    [[ -n $nspawn_pid ]] || return 0
    if [[ -z $leader_start ]]; then
        leader=$(ps -o pid= --ppid "$nspawn_pid" 2>/dev/null | tr -d ' ' | head -n 1 || true)
        [[ -z $leader ]] || leader_start=$(start_time "$leader")
    fi
    # SIGTERM asks nspawn to shut the container down as a poweroff would.
    if kill -0 "$nspawn_pid" 2>/dev/null; then
        kill -TERM "$nspawn_pid"
        wait_gone "$nspawn_pid" 30 || true
    fi
    # A systemd that was too early in its boot to take that request keeps running, and
    # with no systemd on the host nothing else would end it: ask it directly to power off
    # (SIGRTMIN+4), then kill the container's PID 1, which ends its whole PID namespace.
    if is_box_init "$leader"; then
        kill -s RTMIN+4 "$leader" 2>/dev/null
        wait_gone "$leader" 20 || { is_box_init "$leader" && kill -KILL "$leader"; }
    fi
    if kill -0 "$nspawn_pid" 2>/dev/null; then
        wait_gone "$nspawn_pid" 10 || kill -KILL "$nspawn_pid"
    fi
    wait "$nspawn_pid" 2>/dev/null
}
cleanup() {
    local status=$?
    set +e
    stop_container
    # The veth goes with the container's network namespace; remove it if anything kept it.
    if ip link show "$VETH" >/dev/null 2>&1; then
        ip link del "$VETH"
    fi
    if [[ $status -ne 0 ]]; then
        echo "check-install: FAILED (exit $status); the container's root is kept in $root," \
             "its console log in $check_dir/console.log" >&2
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Runs a command in the booted container, in all its namespaces, with a clean environment.
in_box() {
    nsenter --target "$leader" --all -- \
        env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 TERM=dumb "$@"
}
# Runs a command in the (not booted) root, sharing the host's network (for apt).
in_root() {
    systemd-nspawn --quiet --register=no --keep-unit --directory="$root" \
        --setenv=DEBIAN_FRONTEND=noninteractive --setenv=LANG=C.UTF-8 -- "$@"
}

# --- 1. The host's tools and the cached Debian 12 root. --------------------------------
missing=()
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v systemd-nspawn >/dev/null || missing+=(systemd-container)
if [[ ${#missing[@]} -gt 0 ]]; then
    say "installing ${missing[*]} on the host"
    apt-get install -y "${missing[@]}"
fi
mkdir -p "$check_dir"
if [[ ! -f $cache/.iometry-check-complete ]]; then
    say "making a minimal Debian 12 root in $cache (debootstrap, once)"
    rm -rf "$cache.partial"
    # systemd-sysv: systemd as PID 1 (minbase has no init); dbus for systemctl and
    # logind; man-db to read the pages; iproute2 to look at the link.
    debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus,man-db,iproute2 \
        "$SUITE" "$cache.partial" "$mirror"
    # What a fresh installation's apt has: the point releases and the security updates.
    cat > "$cache.partial/etc/apt/sources.list" <<EOF
deb $mirror $SUITE main
deb $mirror $SUITE-updates main
deb http://security.debian.org/debian-security $SUITE-security main
EOF
    touch "$cache.partial/.iometry-check-complete"
    mv "$cache.partial" "$cache"
else
    say "reusing the Debian 12 root in $cache"
fi

say "a fresh copy of it in $root"
rm -rf "$root"
cp -a --reflink=auto "$cache" "$root"
echo "$MACHINE" > "$root/etc/hostname"

# --- 2. Install the packages as a user would, and look at what they put where. -----------
say "apt-get install ./*.deb in the container"
mkdir -p "$root/root/debs"
cp "${debs[@]}" "$root/root/debs/"
# Debian's packages downloaded by an earlier run are kept beside the cached root: apt
# still resolves everything, it only skips downloading what it has.
mkdir -p "$check_dir/apt-archives"
find "$check_dir/apt-archives" -name '*.deb' -exec cp -t "$root/var/cache/apt/archives/" {} +
in_root apt-get update -q
in_root sh -c 'cd /root/debs && apt-get install -y -q ./*.deb'
find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' \
    -exec cp -t "$check_dir/apt-archives/" {} +
note "apt-get installed $(cd "$root/root/debs" && echo *.deb) with their Depends from Debian"

# The page as man shows it, without the overstrikes grotty writes for bold and underline.
man_text() {
    in_root env MANPAGER=cat MANWIDTH=80 man "$1" | sed 's/.\x08//g'
    return "${PIPESTATUS[0]}"
}
for page in iometry-run iometry-dynamo iometry; do
    text=$(man_text "$page") || fail "man $page failed: $text"
    grep -q '^NAME' <<<"$text" || fail "man $page has no NAME section: $text"
    grep -q "^ *$page " <<<"$text" || fail "man $page does not name $page under NAME"
done
note "man iometry-run, man iometry-dynamo and man iometry render ($(
    man_text iometry-run | wc -l) lines for iometry-run)"

desktop=$root/usr/share/applications/io.iometry.Iometry.desktop
[[ -f $desktop ]] || fail "no /usr/share/applications/io.iometry.Iometry.desktop"
icon=$(sed -n 's/^Icon=//p' "$desktop")
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
[[ -n $icon ]] || fail "the .desktop entry has no Icon="
[[ -x $root/usr/bin/${exec_line%% *} ]] ||
    fail "the .desktop entry's Exec=$exec_line is not in /usr/bin"
# The icon theme specification: an icon of a theme is looked up in the directories its
# index.theme lists, so the PNGs must sit in directories hicolor's index.theme names.
index=$root/usr/share/icons/hicolor/index.theme
[[ -f $index ]] || fail "no hicolor theme (/usr/share/icons/hicolor/index.theme) after install"
theme_dirs=$(sed -n 's/^Directories=//p' "$index" | tr ',' ' ')
found_icons=()
for dir in $theme_dirs; do
    for ext in png svg; do
        if [[ -f $root/usr/share/icons/hicolor/$dir/$icon.$ext ]]; then
            found_icons+=("$dir/$icon.$ext")
        fi
    done
done
[[ ${#found_icons[@]} -gt 0 ]] || fail "Icon=$icon is in none of hicolor's directories"
for need in 48x48/apps/$icon.png scalable/apps/$icon.svg; do
    [[ " ${found_icons[*]} " == *" $need "* ]] || fail "no $need in the hicolor theme"
done
note "io.iometry.Iometry.desktop (Exec=$exec_line) in /usr/share/applications; Icon=$icon" \
     "resolves in hicolor: ${#found_icons[@]} files (${found_icons[*]})"

# Standard error is not taken in: systemd-nspawn may add its own notes there.
version=$(in_root env -u DISPLAY -u WAYLAND_DISPLAY iometry --version) ||
    fail "iometry --version failed: $version"
note "iometry --version: $version"
help=$(in_root iometry-run --help) || fail "iometry-run --help failed: $help"
grep -q -- '--results DIR' <<<"$help" || fail "iometry-run --help does not show --results"
note "iometry-run --help runs ($(wc -l <<<"$help") lines)"
version=$(in_root iometry-dynamo --version) || fail "iometry-dynamo --version failed: $version"
note "iometry-dynamo --version: $version"

# --- 3. Boot it with systemd and start the service. --------------------------------------
# The container's end of the link, configured by the container's own systemd-networkd so
# that network-online.target (which the unit waits for) means what it means on a host.
mkdir -p "$root/etc/systemd/network"
cat > "$root/etc/systemd/network/50-iometry-check.network" <<EOF
[Match]
Name=host0

[Network]
Address=$BOX_ADDR/$PREFIX
EOF
in_root systemctl enable --quiet systemd-networkd.service systemd-networkd-wait-online.service

say "booting the container (systemd-nspawn -b, veth $VETH)"
# --register=no and --keep-unit: the host's PID 1 need not be systemd (no machined, no
# system bus); the container's systemd runs in the cgroup this script runs in.
systemd-nspawn --register=no --keep-unit --directory="$root" --machine="$MACHINE" \
    --network-veth --console=read-only --boot >"$check_dir/console.log" 2>&1 </dev/null &
nspawn_pid=$!
# The container's PID 1 is nspawn's child once it has executed the root's init.
for _ in $(seq 60); do
    leader=$(ps -o pid= --ppid "$nspawn_pid" 2>/dev/null | tr -d ' ' | head -n 1 || true)
    if [[ -n $leader && $(cat "/proc/$leader/comm" 2>/dev/null) == systemd ]] &&
       ip link show "$VETH" >/dev/null 2>&1; then
        break
    fi
    kill -0 "$nspawn_pid" 2>/dev/null ||
        fail "systemd-nspawn exited: $(cat "$check_dir/console.log")"
    sleep 1
done
[[ -n $leader && $(cat "/proc/$leader/comm" 2>/dev/null) == systemd ]] ||
    fail "no systemd as the container's PID 1 after 60 s: $(cat "$check_dir/console.log")"
leader_start=$(start_time "$leader")
ip addr add "$HOST_ADDR/$PREFIX" dev "$VETH"
ip link set "$VETH" up
# systemctl talks to the container's systemd on its private socket, there once it runs.
for _ in $(seq 60); do
    in_box test -S /run/systemd/private && break
    sleep 1
done
state=$(in_box timeout 120 systemctl is-system-running --wait) || true
[[ $state == running || $state == degraded ]] || fail "the container's systemd is '$state'"
failed_units=$(in_box systemctl list-units --failed --plain --no-legend | awk '{print $1}' | xargs)
note "container booted, systemd is PID 1 ($state${failed_units:+; failed: $failed_units})"
box_link=$(in_box ip -4 -br addr show host0)
[[ $box_link == *" $BOX_ADDR/$PREFIX"* ]] ||
    fail "the container's host0 is not $BOX_ADDR: $box_link"

# Without a configuration the unit must be skipped, not failed (docs/deploy.md).
in_box systemctl start iometry-dynamo
[[ $(in_box systemctl show -P ConditionResult iometry-dynamo) == no ]] ||
    fail "without /etc/iometry/dynamo.conf the unit's condition did not skip it"
state=$(in_box systemctl show -P ActiveState iometry-dynamo)
[[ $state == inactive ]] || fail "without /etc/iometry/dynamo.conf the unit is $state"
note "without /etc/iometry/dynamo.conf, systemctl start skips the unit (condition), not failed"

# A port free on the host for the workbench.
port=
for p in $(seq 5201 5299); do
    if [[ -z $(ss -Hltn "sport = :$p") ]]; then port=$p; break; fi
done
[[ -n $port ]] || fail "no free port in 5201-5299 on the host"

# The token, made as docs/deploy.md says, on the host and in the container's /etc/iometry.
token=$check_dir/token
rm -f "$token"
(umask 077; head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$token")
in_box install -d -m 0755 /etc/iometry
in_box sh -c 'umask 077 && cat > /etc/iometry/token' <"$token"
[[ $(in_box stat -c '%a %U' /etc/iometry/token) == "600 root" ]] ||
    fail "/etc/iometry/token is $(in_box stat -c '%a %U' /etc/iometry/token), not 600 root"
# The configuration from the packaged example, with the recipe of docs/deploy.md.
# shellcheck disable=SC2016 # $(hostname -s) is the container's, expanded by its shell
in_box sh -c 'sed "s/^name = .*/name = $(hostname -s)/" \
    /usr/share/doc/iometry-dynamo/examples/dynamo.conf > /etc/iometry/dynamo.conf'
in_box sed -i "s/^manager = .*/manager = $HOST_ADDR:$port/" /etc/iometry/dynamo.conf
box_name=$(in_box hostname -s)
conf=$(in_box grep -v -e '^#' -e '^$' /etc/iometry/dynamo.conf | xargs)
note "/etc/iometry/dynamo.conf: $conf; /etc/iometry/token 0600 root"

say "systemctl start iometry-dynamo in the container"
in_box systemctl start iometry-dynamo
sleep 1
[[ $(in_box systemctl show -P ActiveState iometry-dynamo) == active ]] ||
    fail "iometry-dynamo is not active: $(in_box systemctl status --no-pager iometry-dynamo)"
main_pid=$(in_box systemctl show -P MainPID iometry-dynamo)
note "iometry-dynamo.service active, MainPID $main_pid"

# --- 4. The workbench on the host: a short plan, twice. -----------------------------------
plan=$check_dir/plan.json
cat > "$plan" <<EOF
{
  "format": "iometry.plan/1",
  "name": "check-install: host to container",
  "description": "TCP over the veth: the container's dynamo at $BOX_ADDR, the host's at $HOST_ADDR",
  "run_s": 2,
  "ramp_s": 1,
  "sample_ms": 1000,
  "repeats": 1,
  "wait_s": 60,
  "dynamos": [
    {"name": "workbench", "spawn": true},
    {"name": "$box_name"}
  ],
  "specs": [
    {"name": "duplex", "lines": [
      {"size": 65536, "share": 50, "read": 0},
      {"size": 65536, "share": 50, "read": 100}
    ]}
  ],
  "workers": [
    {"name": "veth", "dynamo": "$box_name", "kind": "tcp", "bind": "$BOX_ADDR",
     "peer": {"dynamo": "workbench", "address": "$HOST_ADDR"},
     "outstanding": 1, "spec": "duplex"}
  ],
  "sweep": {"size": [4096, 65536]}
}
EOF
"$run_bin" --check "$plan" >/dev/null || fail "the plan $plan is not valid"

run_plan() {
    local n=$1 results=$check_dir/results-$1 out
    rm -rf "$results"
    say "run $n: iometry-run --listen $HOST_ADDR:$port"
    if ! out=$(timeout 300 "$run_bin" "$plan" --results "$results" \
                   --listen "$HOST_ADDR:$port" --token-file "$token" 2>&1); then
        fail "run $n did not complete: $out"
    fi
    grep -q '^iometry-run: completed' <<<"$out" || fail "run $n: no 'completed' line: $out"
    # The total of each step (the 'all' row) moved data in both directions.
    local mbit
    mbit=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
                    $col["scope"] == "all" && $col["repeat"] != "agg" {
                        printf "%s%.0f", sep, $col["mbit_per_s"]; sep = " "
                    }' "$results/summary.csv")
    [[ -n $mbit ]] || fail "run $n: no 'all' rows in $results/summary.csv"
    for m in $mbit; do [[ $m -gt 0 ]] || fail "run $n: a step moved nothing ($mbit Mbit/s)"; done
    note "run $n completed: Mbit/s per step (4 KiB, 64 KiB): $mbit; results in $results"
}

run_plan 1
pid_after_1=$(in_box systemctl show -P MainPID iometry-dynamo)
run_plan 2
pid_after_2=$(in_box systemctl show -P MainPID iometry-dynamo)
restarts=$(in_box systemctl show -P NRestarts iometry-dynamo)
[[ $pid_after_1 == "$main_pid" && $pid_after_2 == "$main_pid" ]] ||
    fail "the service's MainPID changed: $main_pid; after run 1 $pid_after_1;" \
         "after run 2 $pid_after_2"
[[ $restarts == 0 ]] || fail "systemd restarted the service $restarts times"
[[ $(in_box systemctl show -P ActiveState iometry-dynamo) == active ]] ||
    fail "iometry-dynamo is no longer active after the runs"
note "the same service process joined both runs: MainPID $main_pid throughout, NRestarts 0"

journal=$(in_box journalctl -u iometry-dynamo --no-pager -o cat)
joins=$(grep -c "joined the manager at $HOST_ADDR:$port as $box_name" <<<"$journal" || true)
ends=$(grep -c "the manager ended the session; next attempt in" <<<"$journal" || true)
[[ $joins -ge 2 ]] || fail "the journal shows $joins joins, not 2: $journal"
[[ $ends -ge 2 ]] || fail "the journal shows $ends session ends, not 2: $journal"
note "journalctl -u iometry-dynamo: $joins joins, $ends session ends"

# --- 5. What it saw. ----------------------------------------------------------------------
echo
echo "journalctl -u iometry-dynamo (container):"
in_box journalctl -u iometry-dynamo --no-pager -o short-monotonic | sed 's/^/   /'
echo
echo "systemctl status iometry-dynamo (container):"
in_box systemctl status --no-pager --lines=0 iometry-dynamo | sed 's/^/   /' || true
echo
echo "check-install: PASSED"
for line in "${summary[@]}"; do echo " - $line"; done
