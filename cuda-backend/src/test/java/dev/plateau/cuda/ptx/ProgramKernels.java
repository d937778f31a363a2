package dev.plateau.cuda.ptx;

import static dev.plateau.cuda.ptx.Operand.imm;

import dev.plateau.cuda.ptx.Instruction.Guard;
import dev.plateau.cuda.ptx.Operand.Address;
import dev.plateau.cuda.ptx.interp.DeviceMemory;
import dev.plateau.cuda.ptx.interp.PtxInterpreter;
import dev.plateau.plan.Program;
import dev.plateau.plan.ProgramInterpreter;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;

/**
 * Test kernels that run any program through the real templates: registers 0 … F−1 are loaded from
 * F state columns and stored back, the program's other registers start at zero. With {@link #run}
 * and {@link #reference} a template is checked against the normative {@link ProgramInterpreter},
 * one environment per input vector.
 */
final class ProgramKernels {
    private ProgramKernels() {}

    private static final List<KernelParam> PARAMS = List.of(KernelParam.STATE, KernelParam.BATCH);

    /** A module with one entry per program, named by the map's keys. */
    static String module(PtxTarget target, Map<String, Program> programs, int fields) {
        PtxWriter w = new PtxWriter();
        w.lines(PtxHeader.header(target));
        for (Map.Entry<String, Program> e : programs.entrySet()) {
            w.blank();
            kernel(w, e.getKey(), e.getValue(), fields);
        }
        return w.text();
    }

    private static void kernel(PtxWriter out, String name, Program program, int fields) {
        PtxWriter body = new PtxWriter();
        Guard ifP0 = new Guard(Registers.P0.name(), false);
        body.op(Opcode.MOV, PtxType.U32, Registers.ENV, Registers.CTAID_X);
        body.op(Opcode.MOV, PtxType.U32, Registers.H0, Registers.NTID_X);
        body.op(Opcode.MOV, PtxType.U32, Registers.H1, Registers.TID_X);
        body.op(Opcode.MAD_LO, PtxType.U32, Registers.ENV, Registers.ENV, Registers.H0, Registers.H1);
        body.op(Opcode.LD_PARAM, PtxType.U32, Registers.H0, new Address("batch"));
        body.setp(Cmp.GE, PtxType.U32, Registers.P0, Registers.ENV, Registers.H0);
        body.bra(ifP0, "$L_exit");
        body.op(Opcode.MUL_WIDE, PtxType.U32, Registers.STRIDE, Registers.H0, imm(8));
        body.op(Opcode.LD_PARAM, PtxType.U64, Registers.BASE, new Address("state"));
        body.op(Opcode.MUL_WIDE, PtxType.U32, Registers.T0, Registers.ENV, imm(8));
        body.op(Opcode.ADD, PtxType.S64, Registers.BASE, Registers.BASE, Registers.T0);
        for (int f = 0; f < fields; f++) {
            body.op(Opcode.MAD_LO, PtxType.S64, Registers.ADDR, Registers.STRIDE, imm(f), Registers.BASE);
            body.op(Opcode.LD_GLOBAL, PtxType.U64, Registers.plan(f), new Address(Registers.ADDR.name()));
        }
        for (int r = fields; r < program.registerCount(); r++) {
            body.op(Opcode.MOV, PtxType.B64, Registers.plan(r), imm(0));
        }
        new OpTemplates(body).emit(program.ops());
        for (int f = 0; f < fields; f++) {
            body.op(Opcode.MAD_LO, PtxType.S64, Registers.ADDR, Registers.STRIDE, imm(f), Registers.BASE);
            body.op(Opcode.ST_GLOBAL, PtxType.U64, new Address(Registers.ADDR.name()), Registers.plan(f));
        }
        body.label("$L_exit");
        body.ret();
        out.beginEntry(name, PARAMS);
        for (Registers.Declaration d : Registers.declarations(program.registerCount(), body.registersUsed())) {
            out.declare(d);
        }
        out.lines(body.text());
        out.endEntry();
    }

    /**
     * Runs an entry of a loaded module on inputs {@code [B][F]} (with a block size that leaves the
     * last block partial) and returns the registers 0 … F−1 of every environment, {@code [B][F]}.
     */
    static long[][] run(PtxInterpreter module, String entry, long[][] inputs, int fields) {
        int batch = inputs.length;
        try (DeviceMemory memory = new DeviceMemory()) {
            long state = memory.allocate((long) fields * batch * 8);
            MemorySegment s = memory.segment(state);
            for (int i = 0; i < batch; i++) {
                for (int f = 0; f < fields; f++) {
                    s.setAtIndex(ValueLayout.JAVA_LONG, (long) f * batch + i, inputs[i][f]);
                }
            }
            int block = 7;
            module.launch(entry, (batch + block - 1) / block, block, new long[] {state, batch}, memory, null, 1);
            long[][] out = new long[batch][fields];
            for (int i = 0; i < batch; i++) {
                for (int f = 0; f < fields; f++) {
                    out[i][f] = s.getAtIndex(ValueLayout.JAVA_LONG, (long) f * batch + i);
                }
            }
            return out;
        }
    }

    /** The normative result: the program run by {@link ProgramInterpreter} on each input, {@code [B][F]}. */
    static long[][] reference(Program program, long[][] inputs, int fields) {
        long[][] out = new long[inputs.length][];
        for (int i = 0; i < inputs.length; i++) {
            long[] r = new long[program.registerCount()];
            System.arraycopy(inputs[i], 0, r, 0, fields);
            ProgramInterpreter.run(program, r);
            out[i] = java.util.Arrays.copyOf(r, fields);
        }
        return out;
    }
}
