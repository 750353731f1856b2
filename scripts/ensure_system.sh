#!/usr/bin/env bash
# Installs the system packages the platform needs when they are missing and we can (root with
# apt-get); otherwise says exactly what to run. Usage: ensure_system.sh sandbox|browser|compose
set -euo pipefail
what=${1:-sandbox}

need_pkgs=()
case "$what" in
  sandbox) command -v bwrap >/dev/null 2>&1 || need_pkgs+=(bubblewrap)
           command -v prlimit >/dev/null 2>&1 || need_pkgs+=(util-linux) ;;
  browser) [ -x /usr/bin/chromium ] || need_pkgs+=(chromium) ;;
  # the suite checks docker-compose.yml with `docker-compose config` (no container engine needed)
  compose) command -v docker-compose >/dev/null 2>&1 || need_pkgs+=(docker-compose) ;;
  *) echo "usage: $0 sandbox|browser|compose" >&2; exit 2 ;;
esac
[ ${#need_pkgs[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need_pkgs[*]} (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  # Wait for another apt (unattended upgrades, a second checkout's make) instead of failing.
  lock_wait=(-o DPkg::Lock::Timeout=600)
  apt-get "${lock_wait[@]}" update -qq >/dev/null
  apt-get "${lock_wait[@]}" install -y -qq "${need_pkgs[@]}" >/dev/null
  exit 0
fi
echo "Missing system packages: ${need_pkgs[*]}." >&2
echo "Install them with:  sudo apt-get install -y ${need_pkgs[*]}" >&2
[ "$what" = sandbox ] && echo "(The site still serves pages without them, but grading stays unavailable.)" >&2
exit 1
