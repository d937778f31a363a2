/*
 * A fake CUDA driver (libcuda.so.1) for the tests of the cuda backend on machines without a GPU.
 *
 * It exports the driver entry points that dev.plateau.cuda.driver calls, with the signatures and
 * the versioned names of CUDA 13's cuda.h (which it does not include, so that only gcc is
 * needed), and works on host memory:
 *   - one fake device, "Plateau Fake GPU", compute capability 9.0 (changeable: fake_cuda_set_device);
 *   - device memory is malloc'd (CUdeviceptr = host address), filled with 0xA5 like memory nobody
 *     wrote, and every copy checks that it stays inside one live allocation;
 *   - a module remembers its PTX text; a function is found when the text has ".entry NAME(";
 *   - cuLaunchKernel calls the launch hook that the test installed (fake_cuda_set_launch_hook):
 *     the Java test runs the kernel with the project's PTX interpreter on this memory. The hook's
 *     result is reported by the next cuCtxSynchronize or copy, as a real asynchronous launch's is;
 *   - fake_cuda_fail_next / fake_cuda_fail_call make the next (or nth next) call of an entry
 *     point fail with a given CUresult (a failing cuModuleLoadDataEx writes a JIT error log);
 *   - fake_cuda_live_* count what is alive, and releasing the primary context's last reference
 *     destroys what is left in it, counting it in fake_cuda_leaked_at_release, so that a test
 *     can assert that everything was freed by its owner.
 * Build: gcc -shared -fPIC -O1 -Wall -Wextra -Werror -Wl,-soname,libcuda.so.1 -o libcuda.so.1 fake_cuda.c
 * Single-threaded use is assumed (the tests drive it from one thread at a time).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct fake_context *CUcontext;
typedef struct fake_module *CUmodule;
typedef struct fake_function *CUfunction;
typedef void *CUstream;

enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NOT_INITIALIZED = 3,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_DEVICE = 101,
    CUDA_ERROR_INVALID_IMAGE = 200,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_INVALID_PTX = 218,
    CUDA_ERROR_INVALID_HANDLE = 400,
    CUDA_ERROR_NOT_FOUND = 500,
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    CUDA_ERROR_LAUNCH_FAILED = 719,
    CUDA_ERROR_UNKNOWN = 999,
};

enum { /* CUjit_option */
    CU_JIT_INFO_LOG_BUFFER = 3,
    CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
    CU_JIT_ERROR_LOG_BUFFER = 5,
    CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
};

enum { /* attributes */
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
};

/* ------------------------------------------------------------------ the fake's own state */

struct fake_context {
    CUdevice device;
    int refs;
};

struct fake_module {
    char *ptx;
    int live;
};

struct fake_function {
    struct fake_module *module;
    char name[128];
};

struct allocation {
    unsigned char *base;
    size_t size;
    struct allocation *next;
};

#define MAX_MODULES 4096
#define MAX_FUNCTIONS 256
#define MAX_FAILURES 16

typedef int (*fake_cuda_launch_hook)(const char *entry, const char *ptx, unsigned grid_x, unsigned grid_y,
                                     unsigned grid_z, unsigned block_x, unsigned block_y, unsigned block_z,
                                     void **kernel_params);

static int initialized;
static int device_count = 1;
static char device_name[256] = "Plateau Fake GPU";
static int device_major = 9;
static int device_minor = 0;
static struct fake_context primary = {0, 0};
static __thread struct fake_context *current;
static struct allocation *allocations;
static long live_allocations;
static struct fake_module *modules[MAX_MODULES];
static int module_count;
static struct fake_function *functions[MAX_FUNCTIONS];
static int function_count;
static fake_cuda_launch_hook launch_hook;
static CUresult pending_error;
static long leaked_at_release;
static struct { char name[64]; int countdown; CUresult result; } failures[MAX_FAILURES];
static int failure_count;
static struct { char name[64]; long count; } calls[64];
static int call_kinds;

/* Counts the call, and returns the failure planned for it (or success). */
static CUresult enter(const char *name) {
    int i;
    for (i = 0; i < call_kinds && strcmp(calls[i].name, name) != 0; i++) {
    }
    if (i == call_kinds && call_kinds < 64) {
        snprintf(calls[i].name, sizeof calls[i].name, "%s", name);
        call_kinds++;
    }
    if (i < call_kinds) {
        calls[i].count++;
    }
    for (int f = 0; f < failure_count; f++) {
        if (strcmp(failures[f].name, name) == 0 && --failures[f].countdown == 0) {
            CUresult r = failures[f].result;
            failures[f] = failures[--failure_count];
            return r;
        }
    }
    return CUDA_SUCCESS;
}

#define ENTER(name)                    \
    do {                               \
        CUresult planned = enter(name); \
        if (planned != CUDA_SUCCESS) { \
            return planned;            \
        }                              \
    } while (0)

#define NEED_INIT()                          \
    do {                                     \
        if (!initialized) {                  \
            return CUDA_ERROR_NOT_INITIALIZED; \
        }                                    \
    } while (0)

#define NEED_CONTEXT()                                  \
    do {                                                \
        NEED_INIT();                                    \
        if (current == NULL || current->refs <= 0) {     \
            return CUDA_ERROR_INVALID_CONTEXT;          \
        }                                               \
    } while (0)

static struct allocation *find_allocation(CUdeviceptr pointer, size_t bytes) {
    unsigned char *p = (unsigned char *) (uintptr_t) pointer;
    for (struct allocation *a = allocations; a != NULL; a = a->next) {
        if (p >= a->base && p < a->base + a->size && bytes <= (size_t) (a->base + a->size - p)) {
            return a;
        }
    }
    return NULL;
}

static int valid_function(CUfunction f) {
    for (int i = 0; i < function_count; i++) {
        if (functions[i] == f) {
            return f->module->live;
        }
    }
    return 0;
}

static int valid_module(CUmodule m) {
    for (int i = 0; i < module_count; i++) {
        if (modules[i] == m) {
            return m->live;
        }
    }
    return 0;
}

/* Writes a NUL-terminated message into a JIT log buffer and stores its length in the size option. */
static void write_log(unsigned int count, const int *options, void **values, int buffer_key, int size_key,
                      const char *text) {
    char *buffer = NULL;
    size_t capacity = 0;
    int size_index = -1;
    for (unsigned int i = 0; i < count; i++) {
        if (options[i] == buffer_key) {
            buffer = values[i];
        } else if (options[i] == size_key) {
            capacity = (size_t) (uintptr_t) values[i];
            size_index = (int) i;
        }
    }
    if (buffer == NULL || capacity == 0) {
        return;
    }
    snprintf(buffer, capacity, "%s", text);
    if (size_index >= 0) {
        values[size_index] = (void *) (uintptr_t) (strlen(buffer) + 1);
    }
}

/* ------------------------------------------------------------------ control, for the tests */

void fake_cuda_set_launch_hook(fake_cuda_launch_hook hook) { launch_hook = hook; }

/* Makes the nth next call of an entry point (1: the next one) return a result instead of working. */
void fake_cuda_fail_call(const char *entry_point, int nth, int result) {
    if (failure_count < MAX_FAILURES && nth >= 1) {
        snprintf(failures[failure_count].name, sizeof failures[failure_count].name, "%s", entry_point);
        failures[failure_count].countdown = nth;
        failures[failure_count].result = result;
        failure_count++;
    }
}

/* Makes the next call of an entry point return a result instead of working. */
void fake_cuda_fail_next(const char *entry_point, int result) { fake_cuda_fail_call(entry_point, 1, result); }

void fake_cuda_set_device(const char *name, int major, int minor, int count) {
    snprintf(device_name, sizeof device_name, "%s", name);
    device_major = major;
    device_minor = minor;
    device_count = count;
}

/* Forgets planned failures, the device settings and the leak count; counters of live objects stay. */
void fake_cuda_reset(void) {
    failure_count = 0;
    leaked_at_release = 0;
    pending_error = CUDA_SUCCESS;
    fake_cuda_set_device("Plateau Fake GPU", 9, 0, 1);
}

long fake_cuda_live_allocations(void) { return live_allocations; }

long fake_cuda_live_modules(void) {
    long n = 0;
    for (int i = 0; i < module_count; i++) {
        n += modules[i]->live;
    }
    return n;
}

int fake_cuda_context_refs(void) { return primary.refs; }

/*
 * Allocations and modules that were still alive when the primary context's last reference was
 * released (the context's destruction then freed them, as a real driver's does).
 */
long fake_cuda_leaked_at_release(void) { return leaked_at_release; }

long fake_cuda_call_count(const char *entry_point) {
    for (int i = 0; i < call_kinds; i++) {
        if (strcmp(calls[i].name, entry_point) == 0) {
            return calls[i].count;
        }
    }
    return 0;
}

/* The size of the live allocation that starts at a device pointer, or 0. */
size_t fake_cuda_allocation_size(CUdeviceptr pointer) {
    struct allocation *a = find_allocation(pointer, 0);
    return a != NULL && (CUdeviceptr) (uintptr_t) a->base == pointer ? a->size : 0;
}

/* ------------------------------------------------------------------ the driver API */

CUresult cuGetErrorName(CUresult error, const char **pStr);
CUresult cuGetErrorString(CUresult error, const char **pStr);

static const struct { CUresult code; const char *name; const char *text; } errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered"},
    {CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

static CUresult describe(CUresult error, const char **pStr, int name) {
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        if (errors[i].code == error) {
            *pStr = name ? errors[i].name : errors[i].text;
            return CUDA_SUCCESS;
        }
    }
    *pStr = NULL;
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult error, const char **pStr) { return describe(error, pStr, 1); }

CUresult cuGetErrorString(CUresult error, const char **pStr) { return describe(error, pStr, 0); }

CUresult cuInit(unsigned int flags) {
    ENTER("cuInit");
    if (flags != 0) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    initialized = 1;
    return device_count == 0 ? CUDA_ERROR_NO_DEVICE : CUDA_SUCCESS;
}

CUresult cuDriverGetVersion(int *driverVersion) {
    ENTER("cuDriverGetVersion");
    *driverVersion = 13000;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int *count) {
    ENTER("cuDeviceGetCount");
    NEED_INIT();
    *count = device_count;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
    ENTER("cuDeviceGet");
    NEED_INIT();
    if (ordinal < 0 || ordinal >= device_count) {
        return CUDA_ERROR_INVALID_DEVICE;
    }
    *device = ordinal;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetName(char *name, int len, CUdevice dev) {
    ENTER("cuDeviceGetName");
    NEED_INIT();
    if (dev < 0 || dev >= device_count || len < 1) {
        return dev < 0 || dev >= device_count ? CUDA_ERROR_INVALID_DEVICE : CUDA_ERROR_INVALID_VALUE;
    }
    snprintf(name, (size_t) len, "%s", device_name);
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetAttribute(int *pi, int attrib, CUdevice dev) {
    ENTER("cuDeviceGetAttribute");
    NEED_INIT();
    if (dev < 0 || dev >= device_count) {
        return CUDA_ERROR_INVALID_DEVICE;
    }
    switch (attrib) {
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *pi = device_major; return CUDA_SUCCESS;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *pi = device_minor; return CUDA_SUCCESS;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev) {
    ENTER("cuDeviceTotalMem_v2");
    NEED_INIT();
    if (dev < 0 || dev >= device_count) {
        return CUDA_ERROR_INVALID_DEVICE;
    }
    *bytes = (size_t) 80 << 30;
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev) {
    ENTER("cuDevicePrimaryCtxRetain");
    NEED_INIT();
    if (dev != 0 || device_count == 0) {
        return CUDA_ERROR_INVALID_DEVICE;
    }
    primary.refs++;
    *pctx = &primary;
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev) {
    ENTER("cuDevicePrimaryCtxRelease_v2");
    NEED_INIT();
    if (dev != 0) {
        return CUDA_ERROR_INVALID_DEVICE;
    }
    if (primary.refs <= 0) {
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    primary.refs--;
    if (primary.refs == 0) {
        /* The context is destroyed: so is everything in it. */
        while (allocations != NULL) {
            struct allocation *a = allocations;
            allocations = a->next;
            free(a->base);
            free(a);
            live_allocations--;
            leaked_at_release++;
        }
        for (int i = 0; i < module_count; i++) {
            if (modules[i]->live) {
                modules[i]->live = 0;
                free(modules[i]->ptx);
                modules[i]->ptx = NULL;
                leaked_at_release++;
            }
        }
    }
    return CUDA_SUCCESS;
}

CUresult cuCtxSetCurrent(CUcontext ctx) {
    ENTER("cuCtxSetCurrent");
    NEED_INIT();
    if (ctx != NULL && ctx != &primary) {
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    current = ctx;
    return CUDA_SUCCESS;
}

/* Reports (once) the error of a launch since the last synchronisation. */
static CUresult take_pending_error(void) {
    CUresult r = pending_error;
    pending_error = CUDA_SUCCESS;
    return r;
}

CUresult cuCtxSynchronize(void) {
    ENTER("cuCtxSynchronize");
    NEED_CONTEXT();
    return take_pending_error();
}

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, int *options,
                            void **optionValues) {
    CUresult planned = enter("cuModuleLoadDataEx");
    NEED_CONTEXT();
    const char *ptx = image;
    if (planned == CUDA_SUCCESS && (ptx == NULL || strstr(ptx, ".version") == NULL)) {
        planned = CUDA_ERROR_INVALID_PTX;
    }
    if (planned != CUDA_SUCCESS) {
        write_log(numOptions, options, optionValues, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                  "ptxas application ptx input, line 1; fatal   : fake driver: the module was refused "
                  "(no .version directive, or a planned failure)");
        write_log(numOptions, options, optionValues, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, "");
        return planned;
    }
    if (module_count == MAX_MODULES) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    struct fake_module *m = calloc(1, sizeof *m);
    m->ptx = strdup(ptx);
    m->live = 1;
    modules[module_count++] = m;
    write_log(numOptions, options, optionValues, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
              "fake driver: module kept as PTX text, nothing compiled");
    write_log(numOptions, options, optionValues, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, "");
    *module = m;
    return CUDA_SUCCESS;
}

CUresult cuModuleUnload(CUmodule hmod) {
    ENTER("cuModuleUnload");
    NEED_CONTEXT();
    if (!valid_module(hmod)) {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    hmod->live = 0;
    free(hmod->ptx);
    hmod->ptx = NULL;
    return CUDA_SUCCESS;
}

CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name) {
    ENTER("cuModuleGetFunction");
    NEED_CONTEXT();
    if (!valid_module(hmod)) {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    char pattern[160];
    snprintf(pattern, sizeof pattern, ".entry %s(", name);
    if (strlen(name) >= sizeof functions[0]->name || strstr(hmod->ptx, pattern) == NULL) {
        return CUDA_ERROR_NOT_FOUND;
    }
    for (int i = 0; i < function_count; i++) {
        if (functions[i]->module == hmod && strcmp(functions[i]->name, name) == 0) {
            *hfunc = functions[i];
            return CUDA_SUCCESS;
        }
    }
    if (function_count == MAX_FUNCTIONS) {
        /* reuse the slots of unloaded modules */
        int kept = 0;
        for (int i = 0; i < function_count; i++) {
            if (functions[i]->module->live) {
                functions[kept++] = functions[i];
            } else {
                free(functions[i]);
            }
        }
        function_count = kept;
        if (function_count == MAX_FUNCTIONS) {
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
    }
    struct fake_function *f = calloc(1, sizeof *f);
    f->module = hmod;
    snprintf(f->name, sizeof f->name, "%s", name);
    functions[function_count++] = f;
    *hfunc = f;
    return CUDA_SUCCESS;
}

CUresult cuFuncGetAttribute(int *pi, int attrib, CUfunction hfunc) {
    ENTER("cuFuncGetAttribute");
    NEED_CONTEXT();
    if (!valid_function(hfunc)) {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (attrib != CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    *pi = 1024;
    return CUDA_SUCCESS;
}

CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize) {
    ENTER("cuMemAlloc_v2");
    NEED_CONTEXT();
    if (bytesize == 0) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    size_t rounded = (bytesize + 255) / 256 * 256;
    unsigned char *p = aligned_alloc(256, rounded);
    struct allocation *a = malloc(sizeof *a);
    if (p == NULL || a == NULL) {
        free(p);
        free(a);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    memset(p, 0xA5, rounded);
    a->base = p;
    a->size = bytesize;
    a->next = allocations;
    allocations = a;
    live_allocations++;
    *dptr = (CUdeviceptr) (uintptr_t) p;
    return CUDA_SUCCESS;
}

CUresult cuMemFree_v2(CUdeviceptr dptr) {
    ENTER("cuMemFree_v2");
    NEED_CONTEXT();
    for (struct allocation **link = &allocations; *link != NULL; link = &(*link)->next) {
        struct allocation *a = *link;
        if ((CUdeviceptr) (uintptr_t) a->base == dptr) {
            *link = a->next;
            free(a->base);
            free(a);
            live_allocations--;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount) {
    ENTER("cuMemcpyHtoD_v2");
    NEED_CONTEXT();
    CUresult pending = take_pending_error();
    if (pending != CUDA_SUCCESS) {
        return pending;
    }
    if (find_allocation(dstDevice, ByteCount) == NULL || (srcHost == NULL && ByteCount > 0)) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    memcpy((void *) (uintptr_t) dstDevice, srcHost, ByteCount);
    return CUDA_SUCCESS;
}

CUresult cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
    ENTER("cuMemcpyDtoH_v2");
    NEED_CONTEXT();
    CUresult pending = take_pending_error();
    if (pending != CUDA_SUCCESS) {
        return pending;
    }
    if (find_allocation(srcDevice, ByteCount) == NULL || (dstHost == NULL && ByteCount > 0)) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    memcpy(dstHost, (const void *) (uintptr_t) srcDevice, ByteCount);
    return CUDA_SUCCESS;
}

CUresult cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount) {
    ENTER("cuMemcpyDtoD_v2");
    NEED_CONTEXT();
    CUresult pending = take_pending_error();
    if (pending != CUDA_SUCCESS) {
        return pending;
    }
    if (find_allocation(dstDevice, ByteCount) == NULL || find_allocation(srcDevice, ByteCount) == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    memmove((void *) (uintptr_t) dstDevice, (const void *) (uintptr_t) srcDevice, ByteCount);
    return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                        unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                        unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra) {
    ENTER("cuLaunchKernel");
    NEED_CONTEXT();
    if (!valid_function(f)) {
        return CUDA_ERROR_INVALID_HANDLE;
    }
    if (gridDimX == 0 || gridDimY == 0 || gridDimZ == 0 || blockDimX == 0 || blockDimY == 0 || blockDimZ == 0
        || blockDimX * blockDimY * blockDimZ > 1024 || sharedMemBytes != 0 || hStream != NULL || extra != NULL
        || kernelParams == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (launch_hook == NULL) {
        pending_error = CUDA_ERROR_LAUNCH_FAILED;
        return CUDA_SUCCESS;
    }
    CUresult r = launch_hook(f->name, f->module->ptx, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
                             kernelParams);
    if (r != CUDA_SUCCESS && pending_error == CUDA_SUCCESS) {
        pending_error = r;
    }
    return CUDA_SUCCESS;
}
