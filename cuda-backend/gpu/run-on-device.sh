#!/usr/bin/env bash
# On a machine with an NVIDIA GPU and driver, the repository and the GPU kit
# (cuda-backend/target/gpu-kit, made by cuda-backend/gpu/build-kit.sh; no Java or Maven needed here):
#
#   cuda-backend/gpu/run-on-device.sh tests   the real-device tests: every library game on the cuda
#                                             backend equals simd byte for byte (PTX for the device's
#                                             target and for sm_80), batches 1 … 2^18
#   cuda-backend/gpu/run-on-device.sh bench   plateau bench --backend cuda for the ten library games,
#                                             batches 1 … 2^20, as CSV
#   cuda-backend/gpu/run-on-device.sh all     both (default)
#
# Results go to $OUT if it is set (the device tool's folder), else cuda-backend/target/gpu-results:
# device.txt (nvidia-smi, `plateau backends`), device-tests.log, bench-cuda.csv, bench-cuda.log.
# Settings (environment): BIG_BATCH (largest batch the tests compare, default 262144; the SIMD side of
# the comparison is what takes the time: 2^20 may not fit in one 10-minute command), BATCHES
# (bench, default 1,16,256,4096,65536,262144,1048576), BACKENDS (bench, default cuda; e.g. cuda,simd),
# SECONDS_PER_POINT (default 1), WARMUP (default 0.5), GAMES (default games/*.ldx).
# Each part takes a few minutes; run the parts as separate commands where one command is limited.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
kit=$root/cuda-backend/target/gpu-kit
out=${OUT:-$root/cuda-backend/target/gpu-results}
what=${1:-all}
mkdir -p "$out"

java=$kit/runtime/bin/java
if [[ ! -x "$java" ]]; then
  echo "run-on-device: no kit at $kit; build it with cuda-backend/gpu/build-kit.sh and carry it" >&2
  exit 1
fi
flags=(--add-modules=jdk.incubator.vector --enable-native-access=ALL-UNNAMED -XX:+UseParallelGC)
quiet() { grep --line-buffered -v 'Using incubator modules'; }

# The driver library where the dynamic linker finds it (containers often mount it outside its cache).
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 '; then
  for d in /usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/cuda/compat; do
    if [[ -e "$d/libcuda.so.1" ]]; then
      export LD_LIBRARY_PATH=$d${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
      break
    fi
  done
fi

{
  cat "$kit/VERSION" 2>/dev/null
  nvidia-smi 2>&1 | head -n 15
  echo "LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}"
  "$java" "${flags[@]}" -jar "$kit/cli/plateau.jar" backends 2>&1 | quiet
} | tee "$out/device.txt"

status=0
if [[ $what == tests || $what == all ]]; then
  echo "== real-device tests"
  "$java" "${flags[@]}" -Xss8m -Dplateau.cuda.test.bigBatch="${BIG_BATCH:-262144}" \
    -Dplateau.games.dir="$root/games" -cp "$kit/test/*" dev.plateau.cuda.driver.DeviceTests 2>&1 | quiet | tee "$out/device-tests.log"
  rc=${PIPESTATUS[0]}
  [[ $rc -ne 0 ]] && status=$rc
fi

if [[ $what == bench || $what == all ]]; then
  echo "== plateau bench"
  # shellcheck disable=SC2206
  games=(${GAMES:-$root/games/*.ldx})
  "$java" "${flags[@]}" -jar "$kit/cli/plateau.jar" bench "${games[@]}" \
    --backend "${BACKENDS:-cuda}" --batch "${BATCHES:-1,16,256,4096,65536,262144,1048576}" \
    --seconds "${SECONDS_PER_POINT:-1}" --warmup "${WARMUP:-0.5}" --csv "$out/bench-cuda.csv" 2>&1 \
    | quiet | tee "$out/bench-cuda.log"
  rc=${PIPESTATUS[0]}
  [[ $rc -ne 0 ]] && status=$rc
fi
exit $status
