package dev.plateau.plan;

/** Shifts by a constant amount. */
public enum ShiftOp {
    /** Shift left. */
    SHL,
    /** Logical (unsigned) shift right. */
    SHR,
    /** Arithmetic (signed) shift right. */
    SAR;

    /** Applies the shift (the normative definition), 0 ≤ amount ≤ 63. */
    public long apply(long a, int amount) {
        return switch (this) {
            case SHL -> a << amount;
            case SHR -> a >>> amount;
            case SAR -> a >> amount;
        };
    }
}
