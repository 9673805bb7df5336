#!/usr/bin/env bash
# Browser tests drive Debian's chromium (Playwright cannot download browsers here).
# Installs it when missing; a no-op when /usr/bin/chromium exists.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[e2e] installing Debian's chromium ..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q || true
$SUDO apt-get install -y -q chromium
