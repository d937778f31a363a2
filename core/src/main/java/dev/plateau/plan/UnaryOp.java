package dev.plateau.plan;

/** Operations on one word. */
public enum UnaryOp {
    /** Bitwise complement. */
    NOT,
    /** Two's complement negation (64-bit). */
    NEG,
    /** The number of set bits (0 … 64). */
    POPCOUNT,
    /** The number of trailing zero bits (64 for zero). */
    TRAILING_ZEROS,
    /** Sign extension of the low 32 bits: {@code (long) (int) a}. */
    SEXT32,
    /** −1 (all ones) if the word is zero, else 0. */
    IS_ZERO,
    /** −1 if the word is non-zero, else 0. */
    NOT_ZERO;

    /** Applies the operation (the normative definition). */
    public long apply(long a) {
        return switch (this) {
            case NOT -> ~a;
            case NEG -> -a;
            case POPCOUNT -> Long.bitCount(a);
            case TRAILING_ZEROS -> Long.numberOfTrailingZeros(a);
            case SEXT32 -> (long) (int) a;
            case IS_ZERO -> a == 0 ? -1L : 0L;
            case NOT_ZERO -> a != 0 ? -1L : 0L;
        };
    }
}
