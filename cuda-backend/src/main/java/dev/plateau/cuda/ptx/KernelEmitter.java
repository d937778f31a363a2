package dev.plateau.cuda.ptx;

import static dev.plateau.cuda.ptx.Operand.imm;
import static dev.plateau.cuda.ptx.Registers.ADDR;
import static dev.plateau.cuda.ptx.Registers.BASE;
import static dev.plateau.cuda.ptx.Registers.ENV;
import static dev.plateau.cuda.ptx.Registers.H0;
import static dev.plateau.cuda.ptx.Registers.H1;
import static dev.plateau.cuda.ptx.Registers.P0;
import static dev.plateau.cuda.ptx.Registers.STRIDE;
import static dev.plateau.cuda.ptx.Registers.T0;
import static dev.plateau.cuda.ptx.Registers.plan;

import dev.plateau.cuda.ptx.Instruction.Guard;
import dev.plateau.cuda.ptx.Operand.Address;
import dev.plateau.cuda.ptx.Operand.Reg;
import dev.plateau.plan.Plan;
import dev.plateau.plan.Program;
import dev.plateau.plan.StateLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one kernel of a plan: the thread's environment index and bounds check, the loads of the
 * state fields, the inputs, the program (through {@link OpTemplates}), the playout loop for {@link
 * Kernel#PLAYOUT}, and the stores. The kernel ABI is {@link Kernel}'s.
 */
final class KernelEmitter {
    private static final String EXIT = "$L_exit";
    private static final String NEXT_STEP = "$L_next";
    private static final String STORE = "$L_store";
    private static final Guard IF_P0 = new Guard(P0.name(), false);

    private final Plan plan;
    private final Kernel kernel;
    private final Program program;
    private final RegisterUse use;
    private final int fields;
    private final PtxWriter body = new PtxWriter();

    private KernelEmitter(Plan plan, Kernel kernel) {
        this.plan = plan;
        this.kernel = kernel;
        this.program = switch (kernel) {
            case INIT -> plan.init();
            case STEP -> plan.step();
            case PLAYOUT -> plan.playoutStep();
            case SUMMARY -> throw new IllegalArgumentException("the summary has no program: SummaryEmitter writes it");
        };
        this.use = RegisterUse.of(program);
        this.fields = plan.layout().fieldCount();
    }

    /** Appends the kernel to {@code out}. */
    static void emit(PtxWriter out, Plan plan, Kernel kernel) {
        new KernelEmitter(plan, kernel).write(out);
    }

    private void write(PtxWriter out) {
        List<Integer> loads = new ArrayList<>();
        List<Integer> stores = new ArrayList<>();
        int terminated = plan.layout().column(StateLayout.Kind.TERMINATED, 0);
        int truncated = plan.layout().column(StateLayout.Kind.TRUNCATED, 0);
        for (int f = 0; f < fields; f++) {
            boolean load = kernel == Kernel.PLAYOUT
                    // The loop may run no step at all, so every field it stores must be loaded.
                    ? use.reads(f) || use.writes(f) || f == terminated || f == truncated
                    : use.needsLoad(f);
            if (load) {
                loads.add(f);
            }
            if (use.writes(f)) {
                stores.add(f);
            }
        }

        threadIndex();
        if (!loads.isEmpty()) {
            body.comment("load the fields this program reads (or may leave unwritten)");
        }
        for (int f : loads) {
            address(f);
            body.op(Opcode.LD_GLOBAL, PtxType.U64, plan(f), new Address(addressOf(f).name()));
        }
        zeroUndefined();
        OpTemplates templates = new OpTemplates(body);
        if (kernel == Kernel.PLAYOUT) {
            playoutLoop(templates, terminated, truncated);
        } else {
            if (readsInputs()) {
                body.comment("inputs");
            }
            inputs();
            body.comment("program " + program.name() + ": " + program.size() + " operations");
            templates.emit(program.ops());
        }
        if (!stores.isEmpty()) {
            body.comment("store the fields this program writes");
        }
        for (int f : stores) {
            address(f);
            body.op(Opcode.ST_GLOBAL, PtxType.U64, new Address(addressOf(f).name()), plan(f));
        }
        body.label(EXIT);
        body.ret();

        out.beginEntry(kernel);
        for (Registers.Declaration d : Registers.declarations(program.registerCount(), body.registersUsed())) {
            out.declare(d);
        }
        out.lines(body.text());
        out.endEntry();
    }

    /** env = ctaid.x · ntid.x + tid.x; threads past the batch return; the addresses of this environment's fields. */
    private void threadIndex() {
        body.comment("env = ctaid.x * ntid.x + tid.x; threads past the batch return");
        threadIndexBelow(body, KernelParam.BATCH, H0, EXIT);
        body.comment("field f of this environment is at base + f * stride, base = state + env * 8, stride = B * 8");
        body.op(Opcode.MUL_WIDE, PtxType.U32, STRIDE, H0, imm(Long.BYTES));
        body.op(Opcode.LD_PARAM, PtxType.U64, BASE, param(KernelParam.STATE));
        body.op(Opcode.CVTA_TO_GLOBAL, PtxType.U64, BASE, BASE);
        body.op(Opcode.MUL_WIDE, PtxType.U32, T0, ENV, imm(Long.BYTES));
        body.op(Opcode.ADD, PtxType.S64, BASE, BASE, T0);
    }

    /**
     * {@link Registers#ENV} ← ctaid.x · ntid.x + tid.x, {@code bound} ← the {@code .u32} parameter,
     * and a branch to {@code exit} where ENV ≥ it (the summary kernel bounds its threads the same way).
     */
    static void threadIndexBelow(PtxWriter body, KernelParam limit, Reg bound, String exit) {
        body.op(Opcode.MOV, PtxType.U32, ENV, Registers.CTAID_X);
        body.op(Opcode.MOV, PtxType.U32, H0, Registers.NTID_X);
        body.op(Opcode.MOV, PtxType.U32, H1, Registers.TID_X);
        body.op(Opcode.MAD_LO, PtxType.U32, ENV, ENV, H0, H1);
        body.op(Opcode.LD_PARAM, PtxType.U32, bound, param(limit));
        body.setp(Cmp.GE, PtxType.U32, P0, ENV, bound);
        body.bra(IF_P0, exit);
    }

    /** Sets {@link Registers#ADDR} to the address of field f (field 0 is at {@link Registers#BASE}). */
    private void address(int f) {
        if (f > 0) {
            body.op(Opcode.MAD_LO, PtxType.S64, ADDR, STRIDE, imm(f), BASE);
        }
    }

    private static Reg addressOf(int f) {
        return f == 0 ? BASE : ADDR;
    }

    private static Address param(KernelParam p) {
        return new Address(p.ptxName());
    }

    /**
     * Zeroes the program's own registers that it may read before writing them (through selects that
     * discard them): on the GPU an unwritten register is undefined, in the reference executors it is
     * whatever was there; zero makes the kernel deterministic whatever ptxas does with it.
     */
    private void zeroUndefined() {
        boolean first = true;
        for (int r = plan.presetRegisters(); r < program.registerCount(); r++) {
            if (use.readsBeforeWriting(r)) {
                if (first) {
                    body.comment("registers the program may read before writing them start at zero");
                    first = false;
                }
                body.op(Opcode.MOV, PtxType.B64, plan(r), imm(0));
            }
        }
    }

    /** The inputs of init and step (set once: the program runs once). */
    private void inputs() {
        int action = plan.inputRegister(Plan.Input.ACTION);
        if (use.reads(action)) {
            if (kernel == Kernel.STEP) {
                body.op(Opcode.LD_PARAM, PtxType.U64, T0, param(KernelParam.ACTIONS));
                body.op(Opcode.CVTA_TO_GLOBAL, PtxType.U64, T0, T0);
                body.op(Opcode.MUL_WIDE, PtxType.U32, ADDR, ENV, imm(Long.BYTES));
                body.op(Opcode.ADD, PtxType.S64, ADDR, ADDR, T0);
                body.op(Opcode.LD_GLOBAL, PtxType.U64, plan(action), new Address(ADDR.name()));
            } else {
                body.op(Opcode.MOV, PtxType.B64, plan(action), imm(0));
            }
        }
        envIndex();
        int seed = plan.inputRegister(Plan.Input.SEED);
        if (use.reads(seed)) {
            body.op(Opcode.MOV, PtxType.B64, plan(seed), imm(0));
        }
        int limit = plan.inputRegister(Plan.Input.STEP_LIMIT);
        if (use.reads(limit)) {
            body.op(Opcode.LD_PARAM, PtxType.U64, plan(limit), param(KernelParam.STEP_LIMIT));
        }
    }

    /** Whether the program reads any input (so that the inputs get a comment). */
    private boolean readsInputs() {
        for (Plan.Input input : Plan.Input.values()) {
            if (use.reads(plan.inputRegister(input))) {
                return true;
            }
        }
        return false;
    }

    /** ENV_INDEX of init and step: the thread's environment index. */
    private void envIndex() {
        int env = plan.inputRegister(Plan.Input.ENV_INDEX);
        if (use.reads(env)) {
            body.cvt(PtxType.U64, PtxType.U32, plan(env), ENV);
        }
    }

    /**
     * The fused playout: while fewer than max_steps steps have run and the game is neither
     * terminated nor truncated, set the inputs and run the playout-step program. The state stays in
     * registers throughout.
     */
    private void playoutLoop(OpTemplates templates, int terminated, int truncated) {
        body.op(Opcode.LD_PARAM, PtxType.U64, Registers.SEED, param(KernelParam.SEED));
        body.op(Opcode.LD_PARAM, PtxType.U64, Registers.LIMIT, param(KernelParam.STEP_LIMIT));
        body.op(Opcode.LD_PARAM, PtxType.U64, Registers.MAX, param(KernelParam.MAX_STEPS));
        body.op(Opcode.LD_PARAM, PtxType.U64, Registers.ENV_ID, param(KernelParam.FIRST_ENV));
        body.cvt(PtxType.U64, PtxType.U32, T0, ENV);
        body.op(Opcode.ADD, PtxType.S64, Registers.ENV_ID, Registers.ENV_ID, T0);
        body.op(Opcode.MOV, PtxType.B64, Registers.STEPS, imm(0));
        body.label(NEXT_STEP);
        body.comment("stop after max_steps steps (unsigned), or once the game is over");
        body.setp(Cmp.GE, PtxType.U64, P0, Registers.STEPS, Registers.MAX);
        body.bra(IF_P0, STORE);
        body.op(Opcode.OR, PtxType.B64, T0, plan(terminated), plan(truncated));
        body.setp(Cmp.NE, PtxType.S64, P0, T0, imm(0));
        body.bra(IF_P0, STORE);
        if (readsInputs()) {
            body.comment("inputs (set before every step, as the reference executor does)");
        }
        int action = plan.inputRegister(Plan.Input.ACTION);
        if (use.reads(action)) {
            body.op(Opcode.MOV, PtxType.B64, plan(action), imm(0));
        }
        int envIndex = plan.inputRegister(Plan.Input.ENV_INDEX);
        if (use.reads(envIndex)) {
            body.op(Opcode.MOV, PtxType.B64, plan(envIndex), Registers.ENV_ID);
        }
        int seed = plan.inputRegister(Plan.Input.SEED);
        if (use.reads(seed)) {
            body.op(Opcode.MOV, PtxType.B64, plan(seed), Registers.SEED);
        }
        int limit = plan.inputRegister(Plan.Input.STEP_LIMIT);
        if (use.reads(limit)) {
            body.op(Opcode.MOV, PtxType.B64, plan(limit), Registers.LIMIT);
        }
        body.comment("program " + program.name() + ": " + program.size() + " operations");
        templates.emit(program.ops());
        body.op(Opcode.ADD, PtxType.S64, Registers.STEPS, Registers.STEPS, imm(1));
        body.bra(null, NEXT_STEP);
        body.label(STORE);
    }
}
