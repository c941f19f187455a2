#!/bin/sh
# One scheduled backup (deploy/vitrine-backup.service runs it; README, "Scheduled backups"):
# `npm run backup`'s command into BACKUP_DIR as vitrine-<UTC time>.sql, then only the newest
# BACKUP_KEEP dumps are kept. Nothing is deleted unless this backup succeeded.
set -eu
dir="${BACKUP_DIR:-/var/backups/vitrine}"
keep="${BACKUP_KEEP:-14}"
cd "${VITRINE_ROOT:-/opt/vitrine}"
mkdir -p "$dir"
chmod 0700 "$dir"
file="$dir/vitrine-$(date -u +%Y%m%dT%H%M%SZ).sql"
# VITRINE_NODE: the unit's Node (20.19+); a bare `node` on a system PATH may be an older one.
"${VITRINE_NODE:-node}" apps/server/dist/backup-cli.js backup "$file"
# Names sort by time: everything after the newest $keep goes, and any .partial a crash left.
ls -1 "$dir"/vitrine-*.sql | sort -r | tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$old"; done
find "$dir" -maxdepth 1 -name 'vitrine-*.sql.partial' -mmin +60 -delete
