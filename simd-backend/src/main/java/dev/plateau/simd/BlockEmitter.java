package dev.plateau.simd;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;
import static java.lang.constant.ConstantDescs.INIT_NAME;
import static java.lang.constant.ConstantDescs.MTD_void;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Generates the classes of a program's planned blocks ({@link BlockPlan}): Java bytecode, one
 * hidden class per block, with one loop over the row's vectors that computes every instruction of
 * the block for a vector of lanes before going to the next (docs/performance.md, "Compiled
 * blocks"). A block loads each row it reads once, keeps intermediate vectors in local variables,
 * takes constant rows as constants and stores only the rows live after it; its operations are the
 * interpreter kernels' Vector API operations.
 */
final class BlockEmitter {
    private static final ClassDesc CD_BLOCK = ClassDesc.of("dev.plateau.simd.RowBlock");
    private static final ClassDesc CD_GENERATED = ClassDesc.of("dev.plateau.simd.GeneratedBlock");
    private static final MethodTypeDesc MTD_RUN = MethodTypeDesc.of(CD_int, CD_long.arrayType(), CD_int);

    private final int[] code;
    private final long[] pool;
    private final int lanes;
    private final Map<Integer, Long> constantRows;

    private BlockEmitter(BlockPlan plan) {
        this.code = plan.code();
        this.pool = plan.pool();
        this.lanes = plan.lanes();
        this.constantRows = plan.constantRows();
    }

    /**
     * Generates a plan's blocks. Done once per program, when its blocks are first needed (the
     * warm-up, a count, or a program that runs them from the start), so that an engine that never
     * runs long does not pay for it.
     */
    static RowBlocks.Generated generate(BlockPlan plan) {
        BlockEmitter emitter = new BlockEmitter(plan);
        List<BlockPlan.Block> blocks = plan.blocks();
        RowBlock[] generated = new RowBlock[blocks.size()];
        int[] rows = new int[5 * blocks.size()];
        for (int id = 0; id < generated.length; id++) {
            BlockPlan.Block block = blocks.get(id);
            int[] counts = new int[3];
            generated[id] = block.isLoop() ? emitter.generateLoop(block.loop(), block.run(), block.liveAfter(), counts)
                    : emitter.generate(block.run(), block.liveAfter(), counts);
            rows[5 * id] = counts[0];
            rows[5 * id + 1] = counts[1];
            rows[5 * id + 2] = block.run().size();
            rows[5 * id + 3] = counts[2];
            rows[5 * id + 4] = block.isLoop() ? 1 : 0;
        }
        return new RowBlocks.Generated(generated, rows);
    }

    private int rowIndex(int offset) {
        return offset / lanes;
    }

    private static final ClassDesc CD_LONG_VECTOR = ClassDesc.of("jdk.incubator.vector.LongVector");
    private static final ClassDesc CD_VECTOR = ClassDesc.of("jdk.incubator.vector.Vector");
    private static final ClassDesc CD_MASK = ClassDesc.of("jdk.incubator.vector.VectorMask");
    private static final ClassDesc CD_SPECIES = ClassDesc.of("jdk.incubator.vector.VectorSpecies");
    private static final ClassDesc CD_OPERATORS = ClassDesc.of("jdk.incubator.vector.VectorOperators");
    private static final ClassDesc CD_UNARY = CD_OPERATORS.nested("Unary");
    private static final ClassDesc CD_BINARY = CD_OPERATORS.nested("Binary");
    private static final ClassDesc CD_TERNARY = CD_OPERATORS.nested("Ternary");
    private static final ClassDesc CD_COMPARISON = CD_OPERATORS.nested("Comparison");
    private static final ClassDesc CD_ASSOCIATIVE = CD_OPERATORS.nested("Associative");
    private static final ClassDesc CD_MACHINE = ClassDesc.of("dev.plateau.simd.RowMachine");
    private static final MethodTypeDesc MTD_FROM_ARRAY =
            MethodTypeDesc.of(CD_LONG_VECTOR, CD_SPECIES, CD_long.arrayType(), CD_int);
    private static final MethodTypeDesc MTD_INTO_ARRAY = MethodTypeDesc.of(CD_void, CD_long.arrayType(), CD_int);
    private static final MethodTypeDesc MTD_BROADCAST = MethodTypeDesc.of(CD_LONG_VECTOR, CD_SPECIES, CD_long);
    private static final MethodTypeDesc MTD_UNARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_UNARY);
    private static final MethodTypeDesc MTD_BINARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_BINARY, CD_VECTOR);
    private static final MethodTypeDesc MTD_BINARY_SCALAR = MethodTypeDesc.of(CD_LONG_VECTOR, CD_BINARY, CD_long);
    private static final MethodTypeDesc MTD_TERNARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_TERNARY, CD_VECTOR, CD_VECTOR);
    private static final MethodTypeDesc MTD_COMPARE = MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_VECTOR);
    private static final MethodTypeDesc MTD_COMPARE_SCALAR = MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_long);
    private static final MethodTypeDesc MTD_BLEND_SCALAR = MethodTypeDesc.of(CD_LONG_VECTOR, CD_long, CD_MASK);

    /**
     * Emits one block's method, the same Vector API operations as {@link RowMachine}'s kernels:
     * locals 0 this, 1 the rows, 2 the lane count, 3 the lane, then one vector per value.
     */
    private final class Emitter {
        private final CodeBuilder b;
        /** The local holding each row's current value, by row offset. */
        private final Map<Integer, Integer> current = new HashMap<>();
        private final Map<Long, Integer> broadcasts = new HashMap<>();
        private int nextLocal = 4;
        int loads;
        int stores;
        /** Vector operations per vector of lanes (loads, stores and broadcasts not counted). */
        int ops;

        Emitter(CodeBuilder b) {
            this.b = b;
        }

        private void species() {
            b.getstatic(CD_MACHINE, "S", CD_SPECIES);
        }

        /** Stores the vector on the stack in a new local. */
        int store() {
            int local = nextLocal++;
            b.astore(local);
            return local;
        }

        /** The local holding a row's value, loaded the first time the block reads the row. */
        int row(int offset) {
            Integer local = current.get(offset);
            if (local != null) {
                return local;
            }
            Long constant = constantRows.get(offset);
            if (constant != null) {
                local = broadcast(constant);
            } else {
                species();
                b.aload(1).loadConstant(offset).iload(3).iadd();
                b.invokestatic(CD_LONG_VECTOR, "fromArray", MTD_FROM_ARRAY);
                local = store();
                loads++;
            }
            current.put(offset, local);
            return local;
        }

        int broadcast(long value) {
            Integer local = broadcasts.get(value);
            if (local == null) {
                species();
                b.loadConstant(value);
                b.invokestatic(CD_LONG_VECTOR, "broadcast", MTD_BROADCAST);
                local = store();
                broadcasts.put(value, local);
            }
            return local;
        }

        void assign(int offset, int local) {
            current.put(offset, local);
        }

        private void operator(String name, ClassDesc type) {
            b.getstatic(CD_OPERATORS, name, type);
        }

        /** v.lanewise(op) on the vector on the stack. */
        void unary(String op) {
            ops++;
            operator(op, CD_UNARY);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_UNARY);
        }

        /** lanewise(op, local) on the vector on the stack. */
        void binary(String op, ClassDesc type, int local) {
            ops++;
            operator(op, type);
            b.aload(local);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_BINARY);
        }

        /**
         * lanewise(op, e) on the vector on the stack, e a scalar (the shifts by an amount); nothing
         * for a shift by 0 (the Vector API takes the amount's low six bits), which changes no bit.
         */
        void shift(String op, long e) {
            if ((e & 63) == 0) {
                return;
            }
            ops++;
            operator(op, CD_BINARY);
            b.loadConstant(e);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_BINARY_SCALAR);
        }

        /** 32-bit sign extension of the vector on the stack, as the interpreter's kernels do it. */
        void sext() {
            shift("LSHL", 32);
            shift("ASHR", 32);
        }

        /** The mask on the stack as a vector: -1 where set, 0 elsewhere. */
        void bool() {
            int mask = nextLocal++;
            b.astore(mask);
            species();
            b.lconst_0();
            b.invokestatic(CD_LONG_VECTOR, "broadcast", MTD_BROADCAST);
            b.loadConstant(-1L);
            b.aload(mask);
            b.invokevirtual(CD_LONG_VECTOR, "blend", MTD_BLEND_SCALAR);
            ops++;
        }

        void compare(String op, int x, int y) {
            b.aload(x);
            operator(op, CD_COMPARISON);
            b.aload(y);
            b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE);
            ops++;
            bool();
        }

        void binaryOp(int op, int x, int y) {
            switch (op) {
                case Codes.EQ -> compare("EQ", x, y);
                case Codes.LT -> compare("LT", x, y);
                case Codes.LE -> compare("LE", x, y);
                default -> {
                    b.aload(x);
                    switch (op) {
                        case Codes.AND -> binary("AND", CD_ASSOCIATIVE, y);
                        case Codes.OR -> binary("OR", CD_ASSOCIATIVE, y);
                        case Codes.XOR -> binary("XOR", CD_ASSOCIATIVE, y);
                        case Codes.AND_NOT -> binary("AND_NOT", CD_BINARY, y);
                        case Codes.ADD -> binary("ADD", CD_ASSOCIATIVE, y);
                        case Codes.SUB -> binary("SUB", CD_BINARY, y);
                        case Codes.MUL -> binary("MUL", CD_ASSOCIATIVE, y);
                        case Codes.ADD32 -> { binary("ADD", CD_ASSOCIATIVE, y); sext(); }
                        case Codes.SUB32 -> { binary("SUB", CD_BINARY, y); sext(); }
                        case Codes.MUL32 -> { binary("MUL", CD_ASSOCIATIVE, y); sext(); }
                        case Codes.SHL -> binary("LSHL", CD_BINARY, y);
                        case Codes.SHR -> binary("LSHR", CD_BINARY, y);
                        default -> throw new IllegalStateException("not a block operation: " + op);
                    }
                }
            }
        }

        /** ((x & k) << left) >>> right, one part of a fused shift. */
        void shiftPart(int x, long k, int left, int right) {
            b.aload(x);
            if (k != -1L) {
                binary("AND", CD_ASSOCIATIVE, broadcast(k));
            }
            shift("LSHL", left);
            shift("LSHR", right);
        }

        void instruction(int pc) {
            int op = code[pc];
            int d = code[pc + 1];
            switch (op) {
                case Codes.MOVE -> {
                    assign(d, row(code[pc + 2]));
                    return;
                }
                case Codes.SELECT -> {
                    int c = row(code[pc + 2]);
                    int t = row(code[pc + 3]);
                    int f = row(code[pc + 4]);
                    b.aload(f);
                    operator("BITWISE_BLEND", CD_TERNARY);
                    b.aload(t).aload(c);
                    b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_TERNARY);
                    ops++;
                }
                case Codes.FUSED_SHIFT, Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT -> {
                    int u = row(code[pc + 2]);
                    int v = row(code[pc + 6]);
                    int w = op == Codes.FUSED_SHIFT ? -1 : row(code[pc + 10]);
                    shiftPart(u, pool[code[pc + 3]], code[pc + 4], code[pc + 5]);
                    int a = store();
                    shiftPart(v, pool[code[pc + 7]], code[pc + 8], code[pc + 9]);
                    int c = store();
                    b.aload(a);
                    binary("OR", CD_ASSOCIATIVE, c);
                    switch (op) {
                        case Codes.FUSED_SHIFT_AND -> binary("AND", CD_ASSOCIATIVE, w);
                        case Codes.FUSED_SHIFT_OR -> binary("OR", CD_ASSOCIATIVE, w);
                        case Codes.FUSED_SHIFT_AND_NOT -> binary("AND_NOT", CD_BINARY, w);
                        default -> {}
                    }
                }
                case Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> {
                    b.aload(row(code[pc + 2]));
                    shift(op == Codes.SHL_IMM ? "LSHL" : op == Codes.SHR_IMM ? "LSHR" : "ASHR", code[pc + 3]);
                }
                default -> {
                    if (op >= Codes.NOT && op <= Codes.NOT_ZERO) {
                        int a = row(code[pc + 2]);
                        switch (op) {
                            case Codes.IS_ZERO, Codes.NOT_ZERO -> {
                                b.aload(a);
                                operator(op == Codes.IS_ZERO ? "EQ" : "NE", CD_COMPARISON);
                                b.lconst_0();
                                b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE_SCALAR);
                                ops++;
                                bool();
                            }
                            case Codes.SEXT32 -> {
                                b.aload(a);
                                sext();
                            }
                            default -> {
                                b.aload(a);
                                unary(switch (op) {
                                    case Codes.NOT -> "NOT";
                                    case Codes.NEG -> "NEG";
                                    case Codes.POPCOUNT -> "BIT_COUNT";
                                    default -> "TRAILING_ZEROS_COUNT";
                                });
                            }
                        }
                    } else if (op >= Codes.AND + Codes.CONST) {
                        long k = pool[code[pc + 3]];
                        int base = op - Codes.CONST;
                        int a = row(code[pc + 2]);
                        switch (base) {
                            // The interpreter's constant forms: and-not by ~k, subtraction as adding -k,
                            // shifts by the constant's low six bits.
                            case Codes.AND_NOT -> binaryOp(Codes.AND, a, broadcast(~k));
                            case Codes.SUB -> binaryOp(Codes.ADD, a, broadcast(-k));
                            case Codes.SUB32 -> binaryOp(Codes.ADD32, a, broadcast(-k));
                            case Codes.SHL, Codes.SHR -> {
                                b.aload(a);
                                shift(base == Codes.SHL ? "LSHL" : "LSHR", k & 63);
                            }
                            default -> binaryOp(base, a, broadcast(k));
                        }
                    } else {
                        int a = row(code[pc + 2]);
                        int c = row(code[pc + 3]);
                        binaryOp(op, a, c);
                    }
                }
            }
            assign(d, store());
        }

        /**
         * Stores a row's value if the instruction at {@code pc} writes it for the last time in the
         * block and the row is live after it: storing as soon as a value is final, rather than at
         * the end, keeps few vectors alive at once.
         */
        void storeIfFinal(int pc, int offset, Map<Integer, Integer> lastWrite, BitSet live) {
            if (lastWrite.get(offset) == pc && live.get(rowIndex(offset))) {
                storeRow(offset, current.get(offset));
            }
        }

        /** Stores the vector in {@code local} into the row at {@code offset}, at this vector of lanes. */
        void storeRow(int offset, int local) {
            b.aload(local);
            b.aload(1).loadConstant(offset).iload(3).iadd();
            b.invokevirtual(CD_LONG_VECTOR, "intoArray", MTD_INTO_ARRAY);
            stores++;
        }
    }

    /**
     * A loop block's class: the {@code FIXPOINT} at {@code loop}, whose body is the straight-line
     * {@code run}, for one vector of lanes at a time. The rows the body uses are loaded once per
     * vector into locals that the iterations carry; each iteration computes the body and takes its
     * results into those locals, and the vector stops once its own lanes of the tested row are all
     * zero (or after the loop's most iterations); then the rows live after the loop are stored. The
     * interpreter runs the body over the whole row until no lane of it changes, so a vector's lanes
     * may run more iterations there than here: exact because the body changes nothing in a lane that
     * has stopped changing, as the reference interpreter, which iterates each environment alone,
     * requires (docs/performance.md, "Compiled blocks"). {@code counts} receives the rows loaded and
     * stored per vector and the vector operations of one iteration.
     */
    private RowBlock generateLoop(int loop, List<Integer> run, BitSet live, int[] counts) {
        int changed = code[loop + 1];
        int most = code[loop + 2];
        TreeSet<Integer> used = new TreeSet<>();
        TreeSet<Integer> written = new TreeSet<>();
        for (int pc : run) {
            for (int row : RowBlocks.reads(code, pc)) {
                used.add(row);
            }
            written.add(code[pc + 1]);
        }
        used.addAll(written);
        used.add(changed);
        return define(b -> {
            Label head = b.newLabel();
            Label exit = b.newLabel();
            Label iterate = b.newLabel();
            Label done = b.newLabel();
            b.iconst_0().istore(3);
            Emitter e = new Emitter(b);
            int passes = e.nextLocal++;
            b.iconst_0().istore(passes);
            b.labelBinding(head);
            b.iload(3).iload(2).if_icmpge(exit);
            Map<Integer, Integer> carried = new HashMap<>();
            for (int row : used) {
                carried.put(row, e.row(row));
            }
            int iteration = e.nextLocal++;
            b.iconst_0().istore(iteration);
            b.labelBinding(iterate);
            for (int pc : run) {
                e.instruction(pc);
            }
            // Into the carried locals, in two steps, since a result may be another row's carried value.
            List<int[]> moves = new ArrayList<>();
            for (int row : written) {
                int now = e.current.get(row);
                if (now != carried.get(row)) {
                    b.aload(now);
                    moves.add(new int[] {carried.get(row), e.store()});
                }
            }
            for (int[] move : moves) {
                b.aload(move[1]).astore(move[0]);
            }
            e.current.putAll(carried);
            b.iinc(iteration, 1);
            b.iload(iteration).loadConstant(most).if_icmpge(done);
            b.aload(carried.get(changed));
            e.operator("NE", CD_COMPARISON);
            b.lconst_0();
            b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE_SCALAR);
            b.invokevirtual(CD_MASK, "anyTrue", MethodTypeDesc.of(CD_boolean));
            b.ifne(iterate);
            b.labelBinding(done);
            b.iload(passes).iload(iteration).iadd().istore(passes);
            int ops = e.ops;
            for (int row : written) {
                if (live.get(rowIndex(row))) {
                    e.storeRow(row, carried.get(row));
                }
            }
            counts[0] = e.loads;
            counts[1] = e.stores;
            counts[2] = ops;
            b.iinc(3, RowMachine.vectorLength()).goto_(head);
            b.labelBinding(exit);
            b.iload(passes).ireturn();
        });
    }

    /** A block's hidden class, whose {@code run} method has the body {@code run} writes. */
    private static RowBlock define(Consumer<CodeBuilder> run) {
        byte[] bytes = ClassFile.of().build(CD_GENERATED, cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC);
            cb.withInterfaceSymbols(CD_BLOCK);
            cb.withMethodBody(INIT_NAME, MTD_void, ClassFile.ACC_PUBLIC,
                    b -> b.aload(0).invokespecial(CD_Object, INIT_NAME, MTD_void).return_());
            cb.withMethodBody("run", MTD_RUN, ClassFile.ACC_PUBLIC, run);
        });
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(bytes, true);
            return (RowBlock) hidden.lookupClass().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("could not define a compiled block", e);
        }
    }

    /** One block's class; {@code counts} receives its rows loaded, rows stored and vector operations. */
    private RowBlock generate(List<Integer> run, BitSet live, int[] counts) {
        return define(b -> {
            Label head = b.newLabel();
            Label exit = b.newLabel();
            b.iconst_0().istore(3);
            b.labelBinding(head);
            b.iload(3).iload(2).if_icmpge(exit);
            Map<Integer, Integer> lastWrite = new HashMap<>();
            for (int pc : run) {
                lastWrite.put(code[pc + 1], pc);
            }
            Emitter e = new Emitter(b);
            for (int pc : run) {
                e.instruction(pc);
                e.storeIfFinal(pc, code[pc + 1], lastWrite, live);
            }
            counts[0] = e.loads;
            counts[1] = e.stores;
            counts[2] = e.ops;
            b.iinc(3, RowMachine.vectorLength()).goto_(head);
            b.labelBinding(exit);
            b.iload(2).loadConstant(RowMachine.vectorLength()).idiv().ireturn();
        });
    }
}
