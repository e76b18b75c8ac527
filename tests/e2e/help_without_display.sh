#!/usr/bin/env bash
# --help and --version of every program print and exit 0 with no display at all: no X11,
# no Wayland, no Qt platform chosen (the workbench's QApplication would abort there: no
# platform plugin). The help starts with the "Usage:" line help2man reads (packaging/man).
source "$(dirname "$0")/lib.sh"

programs=(iometry-run iometry-dynamo)
if [ -x "$BIN/iometry" ]; then programs+=(iometry); else echo "no GUI built: iometry not checked"; fi
version=$(sed -n 's/^project(Iometry VERSION \([0-9.]*\).*/\1/p' "$(dirname "$0")/../../CMakeLists.txt")
[ -n "$version" ] || fail "no project version in CMakeLists.txt"

for program in "${programs[@]}"; do
    for option in --help --version; do
        rc=0
        # (QCommandLineParser's --help and --version end in exit(): in an ASan build, Qt's
        # objects are left to the OS then, as when help2man runs them for the man pages.)
        env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM ASAN_OPTIONS=detect_leaks=0 \
            "$BIN/$program" "$option" \
            > "$WORK/out" 2> "$WORK/err" < /dev/null || rc=$?
        [ "$rc" -eq 0 ] || { cat "$WORK/out" "$WORK/err"; fail "$program $option: exit $rc"; }
        [ ! -s "$WORK/err" ] || { cat "$WORK/err"; fail "$program $option wrote to stderr"; }
        if [ "$option" = --help ]; then
            head -1 "$WORK/out" | grep -qE "^Usage: (\S*/)?$program " ||
                { cat "$WORK/out"; fail "$program --help: first line is not \"Usage: $program ...\""; }
            grep -qE '^ +(-[a-z], )?--version +' "$WORK/out" ||
                { cat "$WORK/out"; fail "$program --help does not list --version"; }
        else
            [ "$(cat "$WORK/out")" = "$program $version" ] ||
                { cat "$WORK/out"; fail "$program --version: expected \"$program $version\""; }
        fi
    done
    pass "$program --help and --version without a display"
done
