package dev.plateau.simd;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.ShiftOp;
import dev.plateau.plan.UnaryOp;

/** The opcodes of a {@link RowProgram}; constant-operand forms are the row form plus {@link #CONST}. */
final class Codes {
    private Codes() {}

    static final int MOVE = 0;
    static final int SELECT = 1;
    static final int REPEAT = 2;
    static final int FIXPOINT = 3;
    static final int IFANY = 4;

    static final int NOT = 10;
    static final int NEG = 11;
    static final int POPCOUNT = 12;
    static final int TRAILING_ZEROS = 13;
    static final int SEXT32 = 14;
    static final int IS_ZERO = 15;
    static final int NOT_ZERO = 16;

    static final int AND = 20;
    static final int OR = 21;
    static final int XOR = 22;
    static final int AND_NOT = 23;
    static final int ADD = 24;
    static final int SUB = 25;
    static final int MUL = 26;
    static final int ADD32 = 27;
    static final int SUB32 = 28;
    static final int MUL32 = 29;
    static final int EQ = 30;
    static final int LT = 31;
    static final int LE = 32;
    static final int SHL = 33;
    static final int SHR = 34;
    static final int NTH_SET_BIT = 35;

    /** Added to a binary opcode when its second operand is a constant from the pool. */
    static final int CONST = 20;

    /** Fused shifts (see {@link Fusion.Shift}): d u k1 l1 r1 v k2 l2 r2 w. */
    static final int FUSED_SHIFT = 5;
    static final int FUSED_SHIFT_AND = 6;
    static final int FUSED_SHIFT_OR = 7;
    static final int FUSED_SHIFT_AND_NOT = 8;

    /** A compiled block (see {@link RowBlocks}): BLOCK id length, then the length ints it replaces. */
    static final int BLOCK = 9;

    static final int SHL_IMM = 60;
    static final int SHR_IMM = 61;
    static final int SAR_IMM = 62;

    static int of(UnaryOp op) {
        return switch (op) {
            case NOT -> NOT;
            case NEG -> NEG;
            case POPCOUNT -> POPCOUNT;
            case TRAILING_ZEROS -> TRAILING_ZEROS;
            case SEXT32 -> SEXT32;
            case IS_ZERO -> IS_ZERO;
            case NOT_ZERO -> NOT_ZERO;
        };
    }

    static int of(BinaryOp op) {
        return switch (op) {
            case AND -> AND;
            case OR -> OR;
            case XOR -> XOR;
            case AND_NOT -> AND_NOT;
            case ADD -> ADD;
            case SUB -> SUB;
            case MUL -> MUL;
            case ADD32 -> ADD32;
            case SUB32 -> SUB32;
            case MUL32 -> MUL32;
            case EQ -> EQ;
            case LT -> LT;
            case LE -> LE;
            case SHL -> SHL;
            case SHR -> SHR;
            case NTH_SET_BIT -> NTH_SET_BIT;
        };
    }

    static int of(ShiftOp op) {
        return switch (op) {
            case SHL -> SHL_IMM;
            case SHR -> SHR_IMM;
            case SAR -> SAR_IMM;
        };
    }
}
