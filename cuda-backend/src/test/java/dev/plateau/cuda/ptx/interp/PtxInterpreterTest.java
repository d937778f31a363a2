package dev.plateau.cuda.ptx.interp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

/**
 * The interpreter on hand-written PTX: the subset's semantics as the PTX ISA defines them (not as
 * the plan does), and clear errors for everything outside the subset.
 */
class PtxInterpreterTest {
    private static final String HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n";

    /** A kernel over (out u64, in u64): out[tid] = f(in[tid]) with {@code body} between load and store. */
    private static String kernel(String body) {
        return HEADER + """
                .visible .entry k(
                    .param .u64 out,
                    .param .u64 in
                )
                {
                    .reg .b64 %a<4>;
                    .reg .b32 %w<2>;
                    .reg .pred %q;
                    mov.u32 %w0, %tid.x;
                    mul.wide.u32 %a3, %w0, 8;
                    ld.param.u64 %a0, [in];
                    add.s64 %a0, %a0, %a3;
                    ld.global.u64 %a1, [%a0];
                    ld.param.u64 %a0, [out];
                    add.s64 %a0, %a0, %a3;
                """ + body + """
                    st.global.u64 [%a0], %a2;
                    ret;
                }
                """;
    }

    /** Runs {@code body} on each input (one thread each) and returns the outputs. */
    private static long[] run(String body, long... inputs) {
        PtxInterpreter module = PtxInterpreter.load(kernel(body));
        try (DeviceMemory memory = new DeviceMemory()) {
            long in = memory.allocate(inputs.length * 8L);
            long out = memory.allocate(inputs.length * 8L);
            MemorySegment.copy(MemorySegment.ofArray(inputs), 0, memory.segment(in), 0, inputs.length * 8L);
            module.launch("k", 1, inputs.length, new long[] {out, in}, memory, null, 1);
            return memory.segment(out).toArray(ValueLayout.JAVA_LONG);
        }
    }

    @Test
    void shiftsClampTheirAmountLikePtxNotLikeThePlan() {
        String shl = "    cvt.u32.u64 %w1, %a1;\n    mov.b64 %a2, 1;\n    shl.b64 %a2, %a2, %w1;\n";
        assertArrayEquals(new long[] {1, 1L << 63, 0, 0, 0}, run(shl, 0, 63, 64, 65, 0xFFFF_FFFFL));
        String shr = "    cvt.u32.u64 %w1, %a1;\n    mov.b64 %a2, -8;\n    shr.s64 %a2, %a2, %w1;\n";
        assertArrayEquals(new long[] {-8, -4, -1, -1}, run(shr, 0, 1, 64, 1000));
        String lshr = "    cvt.u32.u64 %w1, %a1;\n    mov.b64 %a2, -8;\n    shr.b64 %a2, %a2, %w1;\n";
        assertArrayEquals(new long[] {-8, -8L >>> 1, 0}, run(lshr, 0, 1, 64));
    }

    @Test
    void bitCountsAndConversions() {
        assertArrayEquals(new long[] {64, 0, 63}, run("    clz.b64 %w1, %a1;\n    cvt.u64.u32 %a2, %w1;\n", 0, -1, 1));
        assertArrayEquals(new long[] {0, 64, 32}, run("    popc.b64 %w1, %a1;\n    cvt.u64.u32 %a2, %w1;\n", 0, -1,
                0xFFFF_FFFFL));
        assertArrayEquals(new long[] {1L << 63, 0}, run("    brev.b64 %a2, %a1;\n", 1, 0));
        assertArrayEquals(new long[] {-1, 0x7FFF_FFFFL, -0x8000_0000L},
                run("    cvt.u32.u64 %w1, %a1;\n    cvt.s64.s32 %a2, %w1;\n", 0xFFFF_FFFFL, 0x1_7FFF_FFFFL, 0x8000_0000L));
        assertArrayEquals(new long[] {0xFFFF_FFFFL}, run("    cvt.u32.u64 %w1, %a1;\n    cvt.u64.u32 %a2, %w1;\n", -1));
    }

    @Test
    void predicatesGuardsAndBranches() {
        String body = """
                    setp.lt.s64 %q, %a1, 0;
                    selp.b64 %a2, -1, 0, %q;
                    @!%q bra $L_done;
                    neg.s64 %a2, %a1;
                $L_done:
                """;
        assertArrayEquals(new long[] {0, 5, 0}, run(body, 0, -5, 7));
        String unsigned = "    setp.ge.u64 %q, %a1, 10;\n    selp.b64 %a2, 1, 2, %q;\n";
        assertArrayEquals(new long[] {2, 1, 1}, run(unsigned, 3, 10, -1));
    }

    @Test
    void accessesOutsideTheMemoryFailNamingTheInstruction() {
        PtxExecutionException e = assertThrows(PtxExecutionException.class,
                () -> run("    add.s64 %a0, %a0, 8;\n    mov.b64 %a2, 0;\n", 1));
        assertTrue(e.getMessage().contains("st.global.u64 [%a0], %a2;"), e.getMessage());
        assertTrue(e.getMessage().contains("outside every allocation"), e.getMessage());
    }

    @Test
    void instructionsOutsideTheSubsetAreRejectedByName() {
        assertRejected("unsupported instruction `fns.b32`", "    fns.b32 %w1, %w0, 0, 1;\n    mov.b64 %a2, 0;\n");
        assertRejected("unsupported instruction `add.u64`", "    add.u64 %a2, %a1, 1;\n");
        assertRejected("unsupported instruction `add.f32`", "    add.f32 %a2, %a1, 1;\n");
        assertRejected("unsupported instruction `atom.global.add.u64`", "    atom.global.add.u64 %a2, [%a0], 1;\n");
        assertRejected("unsupported directive `.shared`", "    .shared .b64 buffer;\n");
        assertRejected("undeclared register `%zz`", "    mov.b64 %a2, %zz;\n");
        assertRejected("register `%w1` is .b32", "    mov.b64 %a2, %w1;\n");
        assertRejected("undefined label `$L_nowhere`", "    bra $L_nowhere;\n");
        assertRejected("special register `%tid.x` cannot be written", "    mov.u32 %tid.x, 0;\n    mov.b64 %a2, 0;\n");
    }

    @Test
    void moduleLevelDirectivesOutsideTheSubsetAreRejectedByName() {
        PtxSyntaxException e = assertThrows(PtxSyntaxException.class,
                () -> PtxInterpreter.load(HEADER + ".global .u64 counter;\n"));
        assertTrue(e.getMessage().contains("unsupported directive `.global`"), e.getMessage());
        PtxSyntaxException size = assertThrows(PtxSyntaxException.class,
                () -> PtxInterpreter.load(".version 8.0\n.target sm_80\n.address_size 32\n"));
        assertTrue(size.getMessage().contains(".address_size 64"), size.getMessage());
    }

    private static void assertRejected(String message, String body) {
        PtxSyntaxException e = assertThrows(PtxSyntaxException.class, () -> PtxInterpreter.load(kernel(body)));
        assertTrue(e.getMessage().contains(message), () -> "expected «" + message + "» in: " + e.getMessage());
        assertTrue(e.getMessage().startsWith("PTX line "), e.getMessage());
    }

    @Test
    void launchChecksItsArguments() {
        PtxInterpreter module = PtxInterpreter.load(kernel("    mov.b64 %a2, 0;\n"));
        try (DeviceMemory memory = new DeviceMemory()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> module.launch("k", 1, 1, new long[] {0}, memory, null, 1));
            assertTrue(e.getMessage().contains("takes 2 parameters"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> module.launch("nope", 1, 1, new long[2], memory, null, 1));
        }
        assertEquals("sm_80", module.target());
    }
}
