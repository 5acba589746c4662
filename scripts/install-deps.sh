#!/usr/bin/env bash
# Installs what dbg needs to build and test on Debian 12, idempotently.
# LLVM/MLIR 22 come from Debian's packages; nothing is built from source.
set -euo pipefail

pkgs=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 lld-22
      clang-format-22 cmake ninja-build g++ libgtest-dev libgmock-dev libre2-dev
      libboost-context-dev nlohmann-json3-dev python3
      python3-numpy rocm-device-libs)
# lit (llvm-22-tools) runs under Debian's /usr/bin/python3.
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "install-deps: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi
echo "install-deps: ok"
