package dev.plateau.cuda.ptx;

/** The PTX types the emitter uses, as instruction type suffixes and register declarations. */
public enum PtxType {
    /** Untyped 32 bits. */
    B32(32),
    /** Untyped 64 bits: every plan register. */
    B64(64),
    /** Unsigned 32-bit integer. */
    U32(32),
    /** Unsigned 64-bit integer. */
    U64(64),
    /** Signed 32-bit integer. */
    S32(32),
    /** Signed 64-bit integer. */
    S64(64),
    /** A predicate (one bit per thread). */
    PRED(1);

    private final int bits;

    PtxType(int bits) {
        this.bits = bits;
    }

    /** The width in bits (1 for a predicate). */
    public int bits() {
        return bits;
    }

    /** The suffix as written in PTX, e.g. {@code .b64}. */
    public String suffix() {
        return "." + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The type written as {@code suffix} (e.g. {@code .u32}), or null if there is none. */
    public static PtxType ofSuffix(String suffix) {
        for (PtxType t : values()) {
            if (t.suffix().equals(suffix)) {
                return t;
            }
        }
        return null;
    }
}
