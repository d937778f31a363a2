package dev.plateau.plan;

/** Operations on two words. Comparisons give −1 (all ones) for true and 0 for false. */
public enum BinaryOp {
    AND,
    OR,
    XOR,
    /** {@code a & ~b}. */
    AND_NOT,
    /** 64-bit wrapping addition. */
    ADD,
    /** 64-bit wrapping subtraction. */
    SUB,
    /** 64-bit wrapping multiplication (the low 64 bits of the product). */
    MUL,
    /** 32-bit wrapping addition, sign-extended: {@code (long) ((int) a + (int) b)}. */
    ADD32,
    /** 32-bit wrapping subtraction, sign-extended. */
    SUB32,
    /** 32-bit wrapping multiplication, sign-extended. */
    MUL32,
    /** Equality. */
    EQ,
    /** Signed 64-bit less-than. */
    LT,
    /** Signed 64-bit less-or-equal. */
    LE,
    /** {@code a << (b & 63)}. */
    SHL,
    /** {@code a >>> (b & 63)}. */
    SHR,
    /**
     * The index (0 … 63) of the set bit of {@code a} that has exactly {@code b} set bits below it,
     * or 64 if {@code a} has at most {@code b} set bits or {@code b} is negative.
     */
    NTH_SET_BIT;

    /** Applies the operation (the normative definition). */
    public long apply(long a, long b) {
        return switch (this) {
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case AND_NOT -> a & ~b;
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case ADD32 -> (long) ((int) a + (int) b);
            case SUB32 -> (long) ((int) a - (int) b);
            case MUL32 -> (long) ((int) a * (int) b);
            case EQ -> a == b ? -1L : 0L;
            case LT -> a < b ? -1L : 0L;
            case LE -> a <= b ? -1L : 0L;
            case SHL -> a << (b & 63);
            case SHR -> a >>> (b & 63);
            case NTH_SET_BIT -> nthSetBit(a, b);
        };
    }

    private static long nthSetBit(long word, long n) {
        if (n < 0 || n >= Long.bitCount(word)) {
            return 64;
        }
        long w = word;
        for (long i = 0; i < n; i++) {
            w &= w - 1;
        }
        return Long.numberOfTrailingZeros(w);
    }

    /** Whether {@code apply(a, b) == apply(b, a)} for all words. */
    public boolean commutative() {
        return switch (this) {
            case AND, OR, XOR, ADD, MUL, ADD32, MUL32, EQ -> true;
            default -> false;
        };
    }
}
