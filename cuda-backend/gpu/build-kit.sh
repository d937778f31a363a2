#!/usr/bin/env bash
# Builds the GPU kit: everything that a GPU machine without Java or Maven needs to run the cuda
# backend's real-device tests and `plateau bench --backend cuda` (cuda-backend/gpu/run-on-device.sh):
#
#   cuda-backend/target/gpu-kit/
#     runtime/   a jlink'd Java 25 runtime: java.base, jdk.incubator.vector, java.logging (JUnit),
#                jdk.httpserver (`plateau serve`, whose class the CLI loads at start); no java.desktop,
#                so `plateau bench --plot` does not work with it (CSV does)
#     cli/       plateau.jar and the jars of its classpath (lib/), less the plotting libraries
#     test/      the cuda backend's test classes and their test classpath (JUnit, simd, core's tests:
#                BackendDifferential, the scenario the device tests run; test-games, which reads the
#                library games from the working tree's games/)
#
# Run here, on a machine with JDK 25 and Maven (online, or offline with MVN_FLAGS=-o), from anywhere:
#   cuda-backend/gpu/build-kit.sh
# (SKIP_BUILD=1: use the jars already built: cli/target, cuda-backend/target, ~/.m2.)
# The kit is about 50 MB, within the 64 MiB that travels to a GPU machine with the working tree.
# It lives under target/ (ignored by git): carry it, never commit it.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
kit=$root/cuda-backend/target/gpu-kit
mvn_flags=${MVN_FLAGS:-}

find_jdk25() {
  local d
  for d in "${PLATEAU_JAVA_HOME:-}" "${JAVA_HOME:-}" /usr/lib/jvm/*25* /usr/lib/jvm/*; do
    [[ -n "$d" && -x "$d/bin/jlink" ]] || continue
    if "$d/bin/java" -XshowSettings:properties -version 2>&1 | grep -q 'java.specification.version = 25$'; then
      echo "$d"
      return 0
    fi
  done
  return 1
}
jdk=$(find_jdk25) || { echo "build-kit: a JDK 25 with jlink is needed (set PLATEAU_JAVA_HOME)" >&2; exit 1; }

if [[ -z "${SKIP_BUILD:-}" ]]; then
  echo "build-kit: building core, the DSLs, simd, cuda, conformance and the CLI (tests compiled, not run)"
  (cd "$root" && mvn -q -B $mvn_flags -DskipTests install -pl cli,cuda-backend -am)
else
  echo "build-kit: SKIP_BUILD set: using cli/target, cuda-backend/target and the local Maven repository as they are"
fi

rm -rf "$kit"
mkdir -p "$kit/cli/lib" "$kit/test"

echo "build-kit: jlink"
# The same command is in cuda-backend/README.md ("The GPU kit").
"$jdk/bin/jlink" \
  --add-modules java.base,jdk.incubator.vector,java.logging,jdk.httpserver \
  --strip-debug --no-man-pages --no-header-files --compress zip-9 \
  --output "$kit/runtime" 2>&1 | grep -v "Using incubator modules" || true

echo "build-kit: jars"
cp "$root/cli/target/plateau.jar" "$kit/cli/"
for jar in "$root"/cli/target/lib/*.jar; do
  case $(basename "$jar") in
    plateau-*|picocli-*|gson-*|error_prone_annotations-*) cp "$jar" "$kit/cli/lib/" ;;
  esac
done
(cd "$root" && mvn -q -B $mvn_flags dependency:copy-dependencies -pl cuda-backend \
  -DincludeScope=test -DoutputDirectory="$kit/test")
cp "$root/cuda-backend/target/plateau-cuda-backend-0.1.0-SNAPSHOT.jar" "$kit/test/"
"$jdk/bin/jar" --create --file "$kit/test/plateau-cuda-backend-tests.jar" -C "$root/cuda-backend/target/test-classes" .
{
  echo "built $(date -u +%Y-%m-%dT%H:%M:%SZ) from $(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
  echo "$("$kit/runtime/bin/java" -version 2>&1 | head -n 1)"
} >"$kit/VERSION"

echo "build-kit: checking the kit here"
flags=(--add-modules=jdk.incubator.vector --enable-native-access=ALL-UNNAMED)
"$kit/runtime/bin/java" "${flags[@]}" -jar "$kit/cli/plateau.jar" run "$root/games/tic_tac_toe.ldx" \
  --playouts 1000 --backend simd 2>&1 | grep -v 'Using incubator modules' | head -n 2
set +e
"$kit/runtime/bin/java" "${flags[@]}" -Dplateau.games.dir="$root/games" -cp "$kit/test/*" \
  dev.plateau.cuda.driver.DeviceTests 2>&1 \
  | grep -v 'Using incubator modules' | tail -n 3
rc=${PIPESTATUS[0]}
set -e
# DeviceTests exits 2 where no GPU is usable: the classpath works, the device tests were skipped.
if [[ $rc -ne 0 && $rc -ne 2 ]]; then
  echo "build-kit: the kit's test runner failed (exit $rc)" >&2
  exit 1
fi
echo "build-kit: $(du -sh "$kit" | cut -f1) in $kit (runtime $(du -sh "$kit/runtime" | cut -f1))"
