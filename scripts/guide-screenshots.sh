#!/usr/bin/env bash
# Makes the pictures of the user guide (docs/guide.md) again, from the program itself: the
# real window with its local dynamo, two short runs of the default plan over loopback, each
# page, each wizard, the report, a comparison and the article dialog (about a minute; nothing
# leaves this machine). Writes docs/guide/*.png, quantised to 256 colours by pngquant so the
# repository stays small. Run it after a change to the window, then read docs/guide.md again
# against the new pictures; the test gui.guide_screenshots fails until the pictures match.
#
#   scripts/guide-screenshots.sh [BUILD_DIR]   (default build/dev; configured if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/deps.sh

build=${1:-build/dev}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" -j "$(nproc)" --target guide_screenshots iometry-dynamo

out=docs/guide
QT_QPA_PLATFORM=offscreen "$build/bin/guide_screenshots" "$out"
# 98: a picture would grow, 99: it would lose too much; it is kept as it is then.
pngquant --force --skip-if-larger --strip --speed 1 --quality 70-100 --ext .png "$out"/*.png ||
    { rc=$?; [ "$rc" -eq 98 ] || [ "$rc" -eq 99 ] || exit "$rc"; }
echo "Pictures of docs/guide.md: $out ($(du -sh "$out" | cut -f1))"
