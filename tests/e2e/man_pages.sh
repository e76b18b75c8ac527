#!/usr/bin/env bash
# The man pages the build made with help2man (packaging/man): one per program, valid roff
# (groff -ww says nothing), naming every option its program's --help lists, so a page that
# no longer matches its program fails here. MANDIR defaults to the build's packaging/man.
source "$(dirname "$0")/lib.sh"

if ! command -v help2man > /dev/null || ! command -v groff > /dev/null; then
    echo "SKIP: help2man or groff not installed, so the build made no man pages"
    exit 77
fi
MANDIR=${MANDIR:-$BIN/../packaging/man}

programs=(iometry-run iometry-dynamo)
if [ -x "$BIN/iometry" ]; then programs+=(iometry); fi
for program in "${programs[@]}"; do
    page=$MANDIR/$program.1.gz
    [ -s "$page" ] || fail "no man page $page (is the man_pages target built?)"
    [ "$page" -nt "$BIN/$program" ] || fail "$page is older than $BIN/$program"
    gzip -t "$page" || fail "$page is not a valid gzip file"
    zcat "$page" | grep -q "^\.TH \"\?${program^^}\"\? \"\?1\"\? " || fail "$page: no .TH ${program^^} 1"
    # Warnings of every kind, as lintian's groff check asks.
    zcat "$page" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z 2> "$WORK/warnings" || fail "$page: groff failed"
    [ ! -s "$WORK/warnings" ] || { cat "$WORK/warnings"; fail "$page: groff warnings"; }
    # The page as text, hyphens as typed, no overstrike.
    zcat "$page" | groff -man -Tascii -P-cbou -rHY=0 -rLL=200n 2> /dev/null > "$WORK/$program.txt"
    for section in NAME SYNOPSIS DESCRIPTION OPTIONS "SEE ALSO"; do
        grep -q "^$section\$" "$WORK/$program.txt" || fail "$page: no $section section"
    done
    grep -q "^ *$program - .\{10,\}" "$WORK/$program.txt" || fail "$page: NAME has no summary"
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM ASAN_OPTIONS=detect_leaks=0 \
        "$BIN/$program" --help > "$WORK/help"
    options=$(grep -oE '(^|[ ,\[])--[a-z][a-z0-9-]*' "$WORK/help" | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
    [ "$(wc -l <<< "$options")" -ge 3 ] || fail "$program --help lists fewer than 3 options"
    # Each option as an entry of OPTIONS (its subsections included), not only in passing.
    awk '/^OPTIONS$/ { on = 1; next } /^[A-Z][A-Z ]*$/ { on = 0 } on' "$WORK/$program.txt" \
        > "$WORK/options.txt"
    missing=()
    for option in $options; do
        grep -qE -- "^ +(-[a-zA-Z], )?$option( |\$)" "$WORK/options.txt" || missing+=("$option")
    done
    [ ${#missing[@]} -eq 0 ] || fail "OPTIONS of $page has no entry for ${missing[*]} that --help lists"
    pass "$program(1): $(wc -l <<< "$options") options, no groff warnings"
done
