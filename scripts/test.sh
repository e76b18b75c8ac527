#!/usr/bin/env bash
# Installs what is needed, then runs every build and test that CI runs:
#  1. everything (GUI included) with ASan+UBSan, and all of CTest;
#  2. the engine, the dynamo and their tests with ThreadSanitizer (GUI off: Qt is not
#     instrumented), and the unit and end-to-end tests;
#  3. the libFuzzer targets (clang), each fuzzing for IOMETRY_FUZZ_SECONDS (default 20 here, to keep
#     CI within its time; 60 in a build configured by hand)
#     over its committed corpus.
# Prints how long each part took. See README.md, "Fuzzing and race checks".
# Usage: scripts/test.sh [extra ctest arguments for the ASan+UBSan run]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh

timings=()
report() {
  echo "== scripts/test.sh timings (s) =="
  for t in "${timings[@]}"; do echo "  $t"; done
}
trap report EXIT
timed() {
  local label=$1 start=$SECONDS
  shift
  "$@"
  timings+=("$label: $((SECONDS - start))")
}

# 1. ASan + UBSan: everything.
build=build/test
timed "asan configure+build" bash -c "cmake -S . -B $build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DIOMETRY_SANITIZE=ON && cmake --build $build -j $(nproc)"
# The shaped-link tests check rates to 1–2 % of a 100 Mbit/s link, and netns_udp_impair
# that a datagram delayed 8 ms is overtaken; a scheduling stall of tens of milliseconds on
# a shared 2-core VM (a sanitizer build's threads at nice 19, a hypervisor that steals 14 %
# of the CPU) now and then costs a run that much. They run last, each up to three times:
# an error in the tool fails all three, a stall does not.
# gui.live_charts bounds the GUI thread's worst stall at 50 ms; a sanitizer build is a few
# times slower than a release one, so it gets four times the bound here.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  IOMETRY_STALL_FACTOR=4 timed "asan ctest (all)" ctest --test-dir "$build" --output-on-failure --timeout 600 \
  -E '^e2e\.netns_(tbf|udp|udp_impair)$' "$@"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  timed "asan ctest (shaped links)" ctest --test-dir "$build" --output-on-failure --timeout 600 \
  -R '^e2e\.netns_(tbf|udp|udp_impair)$' --repeat until-pass:3 "$@"

# 2. ThreadSanitizer: engine, dynamo, CLI and their tests. tests/tsan.supp lists only
#    reports from outside our code. Reports go to files, so that those of the dynamos the
#    tests spawn are seen too: any report fails the script. e2e.netns_tbf, netns_udp and
#    netns_udp_impair are left out: they need rates and timing that TSan's slowdown
#    cannot reach (their code paths run under TSan in unit.udp_worker and the other e2e).
tsan=build/tsan
timed "tsan configure+build" bash -c "cmake -S . -B $tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DIOMETRY_TSAN=ON -DIOMETRY_BUILD_GUI=OFF && cmake --build $tsan -j $(nproc)"
tsan_logs=$(mktemp -d /tmp/iometry-tsan-XXXXXX)
tsan_status=0
TSAN_OPTIONS="suppressions=$PWD/tests/tsan.supp second_deadlock_stack=1 log_path=$tsan_logs/report" \
  timed "tsan ctest (unit, e2e)" ctest --test-dir "$tsan" --output-on-failure --timeout 600 \
  -L 'unit|e2e' -E '^e2e\.netns_(tbf|udp|udp_impair)$' || tsan_status=$?
if compgen -G "$tsan_logs/report*" > /dev/null; then
  cat "$tsan_logs"/report*
  echo "ThreadSanitizer reported the problems above (reports kept in $tsan_logs)"
  exit 1
fi
rm -rf "$tsan_logs"
[ "$tsan_status" -eq 0 ] || exit "$tsan_status"

# 3. libFuzzer targets, each for a bounded time; new corpus entries go to /tmp only.
fuzz=build/fuzz
timed "fuzz configure+build" bash -c "cmake -S . -B $fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ -DIOMETRY_FUZZ=ON -DIOMETRY_BUILD_GUI=OFF -DIOMETRY_BUILD_TESTS=OFF \
  -DIOMETRY_FUZZ_SECONDS=${IOMETRY_FUZZ_SECONDS:-20} && cmake --build $fuzz -j $(nproc) --target fuzzers"
timed "fuzz run (4 targets)" ctest --test-dir "$fuzz" --output-on-failure -L fuzz -j "$(nproc)"
