#!/usr/bin/env bash
# The Debian packages as a user installs them: `cpack -G DEB` on the build folder (into
# $WORK, nothing written elsewhere but CMake's install manifests in the build folder), each
# .deb unpacked with dpkg-deb -x, and every file the desktop and Debian expect checked in
# the package it belongs to: the DEP-5 copyright file in all three, the programs, and in
# iometry the .desktop entry, the AppStream metainfo, the icons and the example plans; the
# entry and the metainfo must pass desktop-file-validate and appstreamcli validate as
# unpacked; each PNG icon must have the size its folder names; dpkg-deb -I must show the
# names, one version and the dependencies the packages need.
source "$(dirname "$0")/lib.sh"

command -v cpack > /dev/null || { echo "SKIP: cpack (CMake) is not installed"; exit 77; }
for tool in dpkg-deb desktop-file-validate appstreamcli identify; do
    command -v "$tool" > /dev/null || fail "$tool is missing (scripts/deps.sh installs it)"
done

SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(cd "$BIN/.." && pwd)
[ -f "$BUILD/CPackConfig.cmake" ] || fail "$BUILD has no CPackConfig.cmake: not a configured build folder"
APP=io.iometry.Iometry
# A build without the GUI (-DIOMETRY_BUILD_GUI=OFF, the ThreadSanitizer one) makes two packages.
gui=false
grep -q '^set(CPACK_COMPONENTS_ALL ".*\bgui\b' "$BUILD/CPackConfig.cmake" && gui=true

# ASan's options from CTest are for our programs, not for the tools cpack starts.
ASAN_OPTIONS= cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$WORK/out" > "$WORK/cpack.log" 2>&1 ||
    { cat "$WORK/cpack.log"; fail "cpack -G DEB failed"; }

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$BUILD/CPackConfig.cmake")
[ -n "$version" ] || fail "no CPACK_PACKAGE_VERSION in CPackConfig.cmake"
packages=(iometry-dynamo iometry-cli)
$gui && packages+=(iometry)

# unpack PACKAGE -> the tree in $WORK/PACKAGE, its control fields in $WORK/PACKAGE.info
unpack() {
    local debs=("$WORK"/out/"$1"_*.deb)
    [ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] ||
        { ls "$WORK/out"; fail "cpack made no single $1_*.deb"; }
    dpkg-deb -x "${debs[0]}" "$WORK/$1" || fail "dpkg-deb -x ${debs[0]} failed"
    dpkg-deb -I "${debs[0]}" > "$WORK/$1.info" || fail "dpkg-deb -I ${debs[0]} failed"
}
# field PACKAGE NAME -> the value of a control field
field() { sed -n "s/^ $2: //p" "$WORK/$1.info"; }
# has PACKAGE PATH... -> fails unless each path is a file in that package
has() {
    local pkg=$1 path
    shift
    for path in "$@"; do
        [ -f "$WORK/$pkg/$path" ] || fail "$pkg has no /$path"
    done
}
# depends_on PACKAGE DEPENDENCY -> fails unless Depends lists it: with a version, exactly
# that entry; without, the package under any version (or as an alternative)
depends_on() {
    local entries
    entries=$(field "$1" Depends | tr ',|' '\n\n' | sed 's/^ *//; s/ *$//')
    case "$2" in
        *"("*) grep -qxF "$2" <<< "$entries" ;;
        *) cut -d' ' -f1 <<< "$entries" | grep -qxF "$2" ;;
    esac || fail "$1 does not depend on $2 (Depends: $(field "$1" Depends))"
}

for pkg in "${packages[@]}"; do
    unpack "$pkg"
    [ "$(field "$pkg" Package)" = "$pkg" ] || fail "$pkg.deb says Package: $(field "$pkg" Package)"
    [ "$(field "$pkg" Version)" = "$version" ] ||
        fail "$pkg is version $(field "$pkg" Version), the build is $version"
    [ -n "$(field "$pkg" Description)" ] || fail "$pkg has no Description"
    depends_on "$pkg" libc6
    # The DEP-5 copyright file, byte for byte the project's.
    has "$pkg" "usr/share/doc/$pkg/copyright"
    cmp -s "$WORK/$pkg/usr/share/doc/$pkg/copyright" "$SRC/packaging/copyright" ||
        fail "$pkg's copyright file is not packaging/copyright"
    pass "$pkg $version: control fields, /usr/share/doc/$pkg/copyright"
done
head -1 "$SRC/packaging/copyright" |
    grep -qxF "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ||
    fail "packaging/copyright does not start with the DEP-5 Format line"
grep -qx "License: GPL-3.0-or-later" "$SRC/packaging/copyright" ||
    fail "packaging/copyright has no GPL-3.0-or-later paragraph"
if [ -f /usr/share/common-licenses/GPL-3 ]; then
    cmp -s "$SRC/LICENSE" /usr/share/common-licenses/GPL-3 || fail "LICENSE is not the GPL-3 text"
fi

has iometry-dynamo usr/bin/iometry-dynamo
[ -x "$WORK/iometry-dynamo/usr/bin/iometry-dynamo" ] || fail "iometry-dynamo is not executable"
has iometry-cli usr/bin/iometry-run
[ -x "$WORK/iometry-cli/usr/bin/iometry-run" ] || fail "iometry-run is not executable"
depends_on iometry-cli "iometry-dynamo (= $version)"

# examples_in PACKAGE DIR -> fails unless DIR holds exactly the source's examples/*.json and
# the review suites' templates, examples/suites/*.json
examples_in() {
    local f rel n=0
    for f in "$SRC"/examples/*.json "$SRC"/examples/suites/*.json; do
        rel=${f#"$SRC"/examples/}
        cmp -s "$f" "$WORK/$1/$2/$rel" || fail "$1 lacks /$2/$rel or it differs"
        n=$((n + 1))
    done
    [ -e "$WORK/$1/$2/suites/gigabit-adapter-review.json" ] || fail "$1 lacks the suite templates"
    [ "$(find "$WORK/$1/$2" -type f | wc -l)" -eq "$n" ] || fail "$1's /$2 holds other files"
    pass "$1: the $n example plans and suites in /$2"
}
examples_in iometry-cli usr/share/doc/iometry-cli/examples

if $gui; then
    has iometry usr/bin/iometry
    [ -x "$WORK/iometry/usr/bin/iometry" ] || fail "iometry is not executable"
    depends_on iometry "iometry-dynamo (= $version)"
    # Qt loads these at run time: dpkg-shlibdeps cannot see them (packaging/cpack.cmake).
    for dep in libqt6svg6 qt6-qpa-plugins; do depends_on iometry "$dep"; done
    # ... and these dpkg-shlibdeps must have found.
    for dep in libqt6widgets6 libqcustomplot2.1-qt6; do depends_on iometry "$dep"; done

    desktop=usr/share/applications/$APP.desktop
    metainfo=usr/share/metainfo/$APP.metainfo.xml
    has iometry "$desktop" "$metainfo" usr/share/icons/hicolor/scalable/apps/$APP.svg
    desktop-file-validate "$WORK/iometry/$desktop" > "$WORK/dfv" 2>&1 ||
        { cat "$WORK/dfv"; fail "desktop-file-validate rejects $desktop"; }
    # Hints are not errors to desktop-file-validate; none is expected either.
    [ ! -s "$WORK/dfv" ] || { cat "$WORK/dfv"; fail "desktop-file-validate has remarks on $desktop"; }
    grep -qx "Exec=iometry" "$WORK/iometry/$desktop" || fail "$desktop: Exec is not iometry"
    grep -qx "Icon=$APP" "$WORK/iometry/$desktop" || fail "$desktop: Icon is not $APP"
    pass "iometry: $desktop validates"

    appstreamcli validate --no-net "$WORK/iometry/$metainfo" > "$WORK/asv" 2>&1 ||
        { cat "$WORK/asv"; fail "appstreamcli validate rejects $metainfo"; }
    tail -1 "$WORK/asv"
    grep -q "<id>$APP</id>" "$WORK/iometry/$metainfo" || fail "$metainfo: the id is not $APP"
    grep -q "<launchable type=\"desktop-id\">$APP.desktop</launchable>" "$WORK/iometry/$metainfo" ||
        fail "$metainfo does not launch $APP.desktop"
    grep -q "<release version=\"$version\"" "$WORK/iometry/$metainfo" ||
        fail "$metainfo has no release entry for version $version"
    pass "iometry: $metainfo validates"

    # Every fixed size of the hicolor theme, each of the size its folder names; nothing else.
    sizes=(16 22 24 32 48 64 128 256)
    for size in "${sizes[@]}"; do
        png=usr/share/icons/hicolor/${size}x${size}/apps/$APP.png
        has iometry "$png"
        got=$(identify -format '%m %wx%h' "$WORK/iometry/$png") || fail "identify cannot read $png"
        [ "$got" = "PNG ${size}x${size}" ] || fail "$png is $got, not PNG ${size}x${size}"
    done
    n=$(find "$WORK/iometry/usr/share/icons" -type f | wc -l)
    [ "$n" -eq $((${#sizes[@]} + 1)) ] || fail "$n icon files, expected ${#sizes[@]} PNGs and the SVG"
    grep -q "<svg" "$WORK/iometry/usr/share/icons/hicolor/scalable/apps/$APP.svg" ||
        fail "the scalable icon is not an SVG"
    pass "iometry: icons ${sizes[*]} px and scalable"

    has iometry usr/share/iometry/screenshots/iometry.png
    identify -format '%m' "$WORK/iometry/usr/share/iometry/screenshots/iometry.png" | grep -qx PNG ||
        fail "the screenshot is not a PNG"
    examples_in iometry usr/share/iometry/examples

    # The user guide (Help → User guide opens it there) with every picture it names, beside it.
    has iometry usr/share/doc/iometry/guide.md
    cmp -s "$WORK/iometry/usr/share/doc/iometry/guide.md" "$SRC/docs/guide.md" ||
        fail "/usr/share/doc/iometry/guide.md differs from docs/guide.md"
    pictures=0
    for png in $(grep -o 'guide/[A-Za-z0-9_-]*\.png' "$SRC/docs/guide.md" | sort -u); do
        has iometry "usr/share/doc/iometry/$png"
        pictures=$((pictures + 1))
    done
    [ "$pictures" -gt 0 ] || fail "docs/guide.md names no picture"
    pass "iometry: the user guide and its $pictures pictures"
else
    echo "This build has no GUI (IOMETRY_BUILD_GUI=OFF): no iometry package to check"
fi

# Man pages (packaging/man): each program's page in its package and no other page there,
# valid gzip, and man(1) reads it without a warning.
command -v man > /dev/null || fail "man is missing (scripts/deps.sh installs it)"
declare -A page_of=([iometry-dynamo]=iometry-dynamo [iometry-cli]=iometry-run [iometry]=iometry)
for pkg in "${packages[@]}"; do
    page="usr/share/man/man1/${page_of[$pkg]}.1.gz"
    has "$pkg" "$page"
    gzip -t "$WORK/$pkg/$page" || fail "$pkg: /$page is not valid gzip"
    warnings=$(MANWIDTH=80 man --warnings -l "$WORK/$pkg/$page" 2>&1 > /dev/null)
    [ -z "$warnings" ] || fail "$pkg: man warns about /$page: $warnings"
    n=$(find "$WORK/$pkg/usr/share/man" -type f | wc -l)
    [ "$n" -eq 1 ] || fail "$pkg has $n man pages, expected only ${page_of[$pkg]}(1)"
done
pass "man pages: ${page_of[*]}"

# The dynamo's service (packaging/systemd): the unit and the example configuration.
has iometry-dynamo usr/lib/systemd/system/iometry-dynamo.service \
    usr/share/doc/iometry-dynamo/examples/dynamo.conf
grep -q '^ExecStart=/usr/bin/iometry-dynamo ' "$WORK/iometry-dynamo/usr/lib/systemd/system/iometry-dynamo.service" ||
    fail "the unit does not start /usr/bin/iometry-dynamo"
pass "iometry-dynamo: the systemd unit and its example configuration"

# dpkg refuses to install two packages that ship the same file.
for pkg in "${packages[@]}"; do (cd "$WORK/$pkg" && find . -type f); done | sort | uniq -d > "$WORK/dup"
[ ! -s "$WORK/dup" ] || { cat "$WORK/dup"; fail "files shipped by two packages"; }
pass "no file in two packages"
