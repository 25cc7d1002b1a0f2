#!/usr/bin/env bash
# EMR bootstrap action for the trainprep steps. EMR runs it on every node, as the hadoop user
# (with passwordless sudo), before Hadoop starts. It prepares what the steps need and nothing more:
#
#   1. Java 17 or newer, which the jars are built for: EMR 7.x has it; this checks, never installs.
#   2. A world-writable scratch directory on the data volume (/mnt), for steps given
#      -D trainprep.local.dir=/mnt/trainprep/tmp: client-side census assembly builds census.h5
#      there; the default java.io.tmpdir (/tmp) is on the small root volume. (The review combine
#      step stages nothing: it composes the combined file on S3.)
#
# Idempotent: running it again changes nothing. For a dry run in a sandbox, set TRAINPREP_FS_ROOT
# to a directory that stands in for "/".
set -euo pipefail

ROOT="${TRAINPREP_FS_ROOT:-}"
SCRATCH="$ROOT/mnt/trainprep/tmp"

log() { echo "trainprep-bootstrap: $*"; }
die() { echo "trainprep-bootstrap: $*" >&2; exit 1; }

# Root only for the real file system; a sandbox belongs to whoever runs the test.
as_root() {
  if [[ -z "$ROOT" && "$(id -u)" -ne 0 ]]; then
    sudo "$@"
  else
    "$@"
  fi
}

java_major() {
  # "17.0.13" -> 17, "1.8.0_412" -> 8
  local version
  version="$(java -version 2>&1 | awk -F'"' '/version/ { print $2; exit }')"
  if [[ "$version" == 1.* ]]; then
    version="${version#1.}"
  fi
  echo "${version%%[.+_-]*}"
}

command -v java >/dev/null || die "no java on PATH; use an emr-7.x release label (Java 17)"
major="$(java_major)"
[[ "$major" =~ ^[0-9]+$ ]] || die "cannot read the Java version from 'java -version'"
(( major >= 17 )) || die "the jars need Java 17+, this node has Java $major; use an emr-7.x release label"

if [[ -d "$SCRATCH" && "$(stat -c %a "$SCRATCH")" == 1777 ]]; then
  log "scratch $SCRATCH already in place (Java $major)"
  exit 0
fi
as_root mkdir -p "$SCRATCH"
as_root chmod 1777 "$SCRATCH"
log "scratch $SCRATCH ready (Java $major)"
