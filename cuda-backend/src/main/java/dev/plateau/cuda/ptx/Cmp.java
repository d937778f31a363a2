package dev.plateau.cuda.ptx;

import java.util.Locale;

/** The comparison operators of {@code setp} that the emitter uses. */
public enum Cmp {
    /** Equal. */
    EQ,
    /** Not equal. */
    NE,
    /** Less than (signed or unsigned by the instruction type). */
    LT,
    /** Less or equal. */
    LE,
    /** Greater or equal. */
    GE;

    /** The modifier as written in PTX, e.g. {@code .eq}. */
    public String suffix() {
        return "." + name().toLowerCase(Locale.ROOT);
    }

    /** The comparison written as {@code suffix} (e.g. {@code .lt}), or null if there is none. */
    public static Cmp ofSuffix(String suffix) {
        for (Cmp c : values()) {
            if (c.suffix().equals(suffix)) {
                return c;
            }
        }
        return null;
    }
}
