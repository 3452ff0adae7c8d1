#!/usr/bin/env bash
# Nightly backup for cron: `deploy/backup.sh DEST KEEP` writes DEST/YYYY-MM-DDTHHMMSSZ with
# `npm run cli -- backup` (configuration from /etc/campus-site/env) and keeps the newest KEEP backups.
set -euo pipefail
dest="${1:?usage: backup.sh DEST [KEEP]}"
keep="${2:-14}"
cd "$(dirname "$0")/.."
set -a
# shellcheck disable=SC1091
[ -r /etc/campus-site/env ] && . /etc/campus-site/env
set +a
stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
mkdir -p "$dest"
echo "$(date -u +%FT%TZ) backup to $dest/$stamp"
node_modules/.bin/node src/server/cli.ts backup "$dest/$stamp"
# Oldest first; a directory without manifest.json is an interrupted backup and goes too.
for dir in "$dest"/*/; do
  [ -f "$dir/manifest.json" ] || { echo "removing incomplete $dir"; rm -rf "$dir"; }
done
mapfile -t all < <(ls -1d "$dest"/*/ 2>/dev/null | sort)
excess=$(( ${#all[@]} - keep ))
for (( i = 0; i < excess; i++ )); do
  echo "removing old ${all[$i]}"
  rm -rf "${all[$i]}"
done
