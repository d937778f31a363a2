package dev.plateau.cuda.ptx.interp;

/**
 * Runs one thread of a decoded kernel over its own register file: the semantics of every {@link
 * Form}, as the PTX ISA defines them. One machine per worker thread; it is reused across threads of
 * the grid.
 */
final class Machine {
    private static final long MASK32 = 0xFFFF_FFFFL;

    private final DecodedKernel k;
    private final long[] r;
    private final long[] params;
    private final DeviceMemory memory;

    Machine(DecodedKernel kernel, long[] params, DeviceMemory memory) {
        this.k = kernel;
        this.r = new long[kernel.slotCount()];
        this.params = params;
        this.memory = memory;
    }

    /** Runs thread (ctaid, tid) of a grid of blocks of {@code ntid} threads. */
    void run(int ctaid, int ntid, int tid) {
        k.resetSlots(r);
        r[k.ctaidSlot] = ctaid & MASK32;
        r[k.ntidSlot] = ntid & MASK32;
        r[k.tidSlot] = tid & MASK32;
        try {
            execute();
        } catch (PtxExecutionException e) {
            throw new PtxExecutionException("kernel " + k.name() + ", block " + ctaid + ", thread " + tid + ": "
                    + e.getMessage() + " (at `" + k.text[current] + "`, PTX line " + k.lines[current] + ")");
        }
    }

    private int current;

    private void execute() {
        final long[] r = this.r;
        final Form[] forms = k.forms;
        final int[] d = k.dst;
        final int[] a = k.a;
        final int[] b = k.b;
        final int[] c = k.c;
        final int[] guard = k.guard;
        final boolean[] negated = k.guardNegated;
        int pc = 0;
        while (true) {
            int g = guard[pc];
            if (g >= 0 && (r[g] != 0) == negated[pc]) {
                pc++;
                continue;
            }
            switch (forms[pc]) {
                case MOV_B64, MOV_U32, CVTA_TO_GLOBAL_U64 -> r[d[pc]] = r[a[pc]];
                case LD_PARAM_U64 -> r[d[pc]] = params[a[pc]];
                case LD_PARAM_U32 -> r[d[pc]] = params[a[pc]] & MASK32;
                case LD_GLOBAL_U64 -> {
                    current = pc;
                    r[d[pc]] = memory.load(r[a[pc]]);
                }
                case ST_GLOBAL_U64 -> {
                    current = pc;
                    memory.store(r[a[pc]], r[b[pc]]);
                }
                case CVT_U64_U32, CVT_U32_U64 -> r[d[pc]] = r[a[pc]] & MASK32;
                case CVT_S64_S32 -> r[d[pc]] = (int) r[a[pc]];
                case ADD_S64 -> r[d[pc]] = r[a[pc]] + r[b[pc]];
                case SUB_S64 -> r[d[pc]] = r[a[pc]] - r[b[pc]];
                case MUL_LO_S64 -> r[d[pc]] = r[a[pc]] * r[b[pc]];
                case MAD_LO_S64 -> r[d[pc]] = r[a[pc]] * r[b[pc]] + r[c[pc]];
                case NEG_S64 -> r[d[pc]] = -r[a[pc]];
                case NOT_B64 -> r[d[pc]] = ~r[a[pc]];
                case AND_B64 -> r[d[pc]] = r[a[pc]] & r[b[pc]];
                case OR_B64 -> r[d[pc]] = r[a[pc]] | r[b[pc]];
                case XOR_B64 -> r[d[pc]] = r[a[pc]] ^ r[b[pc]];
                case POPC_B64 -> r[d[pc]] = Long.bitCount(r[a[pc]]);
                case CLZ_B64 -> r[d[pc]] = Long.numberOfLeadingZeros(r[a[pc]]);
                case BREV_B64 -> r[d[pc]] = Long.reverse(r[a[pc]]);
                // PTX clamps shift amounts (unsigned 32-bit) at the width: shl/shr give 0, shr.s the sign.
                case SHL_B64 -> r[d[pc]] = r[b[pc]] >= 64 ? 0 : r[a[pc]] << r[b[pc]];
                case SHR_B64 -> r[d[pc]] = r[b[pc]] >= 64 ? 0 : r[a[pc]] >>> r[b[pc]];
                case SHR_S64 -> r[d[pc]] = r[a[pc]] >> Math.min(r[b[pc]], 63);
                case ADD_U32 -> r[d[pc]] = (r[a[pc]] + r[b[pc]]) & MASK32;
                case AND_B32 -> r[d[pc]] = r[a[pc]] & r[b[pc]];
                case MAD_LO_U32 -> r[d[pc]] = (r[a[pc]] * r[b[pc]] + r[c[pc]]) & MASK32;
                case MUL_WIDE_U32 -> r[d[pc]] = r[a[pc]] * r[b[pc]];
                case SETP_EQ_S64 -> r[d[pc]] = r[a[pc]] == r[b[pc]] ? 1 : 0;
                case SETP_NE_S64 -> r[d[pc]] = r[a[pc]] != r[b[pc]] ? 1 : 0;
                case SETP_LT_S64 -> r[d[pc]] = r[a[pc]] < r[b[pc]] ? 1 : 0;
                case SETP_LE_S64 -> r[d[pc]] = r[a[pc]] <= r[b[pc]] ? 1 : 0;
                case SETP_LT_U64 -> r[d[pc]] = Long.compareUnsigned(r[a[pc]], r[b[pc]]) < 0 ? 1 : 0;
                case SETP_GE_U64 -> r[d[pc]] = Long.compareUnsigned(r[a[pc]], r[b[pc]]) >= 0 ? 1 : 0;
                // 32-bit values are zero-extended in their slots, so a signed 64-bit comparison is the unsigned one.
                case SETP_LT_U32 -> r[d[pc]] = r[a[pc]] < r[b[pc]] ? 1 : 0;
                case SETP_GE_U32 -> r[d[pc]] = r[a[pc]] >= r[b[pc]] ? 1 : 0;
                case SELP_B64 -> r[d[pc]] = r[c[pc]] != 0 ? r[a[pc]] : r[b[pc]];
                case BRA -> {
                    pc = k.target[pc];
                    continue;
                }
                case RET -> {
                    return;
                }
            }
            pc++;
        }
    }
}
