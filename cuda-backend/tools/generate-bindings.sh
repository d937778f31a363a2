#!/usr/bin/env bash
# Regenerates the CUDA driver bindings (package dev.plateau.cuda.driver.bindings) with jextract.
# How to build jextract and which version made the committed sources: cuda-backend/README.md,
# section "Driver bindings". Usage, from anywhere:
#   JEXTRACT=/path/to/jextract CUDA_HOME=/usr/local/cuda cuda-backend/tools/generate-bindings.sh
# The output replaces src/main/java/dev/plateau/cuda/driver/bindings/ (review the diff).
set -euo pipefail

module=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jextract=${JEXTRACT:-jextract}
header=${CUDA_HOME:-/usr/local/cuda}/include/cuda.h
out=$module/src/main/java

# The entry points the runtime calls, by the names libcuda.so.1 exports: cuda.h #defines the
# unversioned names of CUDA 13 to these (cuMemAlloc -> cuMemAlloc_v2, ...).
functions=(
  cuGetErrorName cuGetErrorString
  cuInit cuDriverGetVersion
  cuDeviceGetCount cuDeviceGet cuDeviceGetName cuDeviceGetAttribute cuDeviceTotalMem_v2
  cuDevicePrimaryCtxRetain cuDevicePrimaryCtxRelease_v2 cuCtxSetCurrent cuCtxSynchronize
  cuModuleLoadDataEx cuModuleUnload cuModuleGetFunction cuFuncGetAttribute
  cuMemAlloc_v2 cuMemFree_v2 cuMemcpyHtoD_v2 cuMemcpyDtoH_v2
  cuLaunchKernel
)
# Enum constants: result codes the runtime and its tests name, device and function attributes,
# and the JIT options of cuModuleLoadDataEx.
constants=(
  CUDA_SUCCESS CUDA_ERROR_INVALID_VALUE CUDA_ERROR_OUT_OF_MEMORY CUDA_ERROR_NO_DEVICE
  CUDA_ERROR_INVALID_PTX CUDA_ERROR_LAUNCH_FAILED
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
  CU_JIT_INFO_LOG_BUFFER CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES
  CU_JIT_ERROR_LOG_BUFFER CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES CU_JIT_LOG_VERBOSE
)

args=(--output "$out" --target-package dev.plateau.cuda.driver.bindings)
for f in "${functions[@]}"; do args+=(--include-function "$f"); done
for c in "${constants[@]}"; do args+=(--include-constant "$c"); done

rm -rf "$out/dev/plateau/cuda/driver/bindings"
# No -l: the generated lookup is the class loader's, and dev.plateau.cuda.driver.CudaLibrary
# chooses the file (the one given to CudaLibrary.use, or libcuda.so.1 through the dynamic linker's search)
# and loads it with System.load before any binding is used.
"$jextract" "${args[@]}" "$header"
echo "generated into $out/dev/plateau/cuda/driver/bindings:"
ls "$out/dev/plateau/cuda/driver/bindings"
