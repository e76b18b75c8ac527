#!/usr/bin/env bash
# Installs every Debian package that the build, the tests and the benchmarks need.
# Safe to run again: apt-get skips what is already there.
set -euo pipefail

packages=(
  build-essential cmake ninja-build file dpkg-dev pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
  qt6-translations-l10n libxkbcommon-dev
  libqcustomplot-dev libqcustomplot2.1-qt6 libboost-dev nlohmann-json3-dev
  liburing-dev libaio-dev libblkid-dev libssl-dev
  fonts-dejavu-core fonts-wqy-microhei xvfb xauth imagemagick iproute2 procps
  iperf iperf3 sockperf ethtool nftables time strace python3 fio fdisk e2fsprogs util-linux
  iputils-ping btrfs-progs
  clang lld libclang-rt-14-dev libfuzzer-14-dev
  help2man man-db desktop-file-utils appstream systemd lintian
  tidy poppler-utils chromium pngquant
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
