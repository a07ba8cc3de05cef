#!/usr/bin/env bash
# Debian's Chromium, with every --disable-features and --enable-features it is given merged into
# one of each: Chromium keeps only the last of each switch, so a launcher's own list (Playwright's,
# Lighthouse's) and ours would otherwise replace each other.
set -euo pipefail
disabled=()
enabled=()
others=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    --enable-features=*) enabled+=("${arg#--enable-features=}") ;;
    *) others+=("$arg") ;;
  esac
done
merged() (IFS=,; echo "$*")
features=()
if ((${#disabled[@]})); then features+=("--disable-features=$(merged "${disabled[@]}")"); fi
if ((${#enabled[@]})); then features+=("--enable-features=$(merged "${enabled[@]}")"); fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${features[@]}" "${others[@]}"
