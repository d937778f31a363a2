package dev.plateau.cuda.ptx;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The PTX opcodes the emitter uses, with the fixed modifiers that belong to them (a state space,
 * {@code .lo}, {@code .wide}). An instruction is written as the mnemonic, then the comparison (for
 * {@link #SETP}), then the types: {@code setp.ge.u64}, {@code cvt.s64.s32}, {@code ld.global.u64}.
 */
public enum Opcode {
    /** Copy a register, an immediate or a special register. */
    MOV("mov"),
    /** Read a kernel parameter. */
    LD_PARAM("ld.param"),
    /** Convert a generic address to a global one. */
    CVTA_TO_GLOBAL("cvta.to.global"),
    /** Read global memory. */
    LD_GLOBAL("ld.global"),
    /** Write global memory. */
    ST_GLOBAL("st.global"),
    /** Convert between integer widths (two types: destination, source). */
    CVT("cvt"),
    /** Wrapping addition. */
    ADD("add"),
    /** Wrapping subtraction. */
    SUB("sub"),
    /** The low half of a product. */
    MUL_LO("mul.lo"),
    /** The full product of two 32-bit values, 64 bits wide. */
    MUL_WIDE("mul.wide"),
    /** The low half of {@code a · b + c}. */
    MAD_LO("mad.lo"),
    /** Two's complement negation. */
    NEG("neg"),
    /** Bitwise complement. */
    NOT("not"),
    /** Bitwise and. */
    AND("and"),
    /** Bitwise or. */
    OR("or"),
    /** Bitwise exclusive or. */
    XOR("xor"),
    /** Population count (the result is a {@code .u32}). */
    POPC("popc"),
    /** Count of leading zeros (the result is a {@code .u32}; the width for zero). */
    CLZ("clz"),
    /** Bit reversal. */
    BREV("brev"),
    /** Shift left; amounts of the width or more give zero. */
    SHL("shl"),
    /** Shift right, logical for {@code .b}/{@code .u} types and arithmetic for {@code .s}. */
    SHR("shr"),
    /** Compare and set a predicate. */
    SETP("setp"),
    /** Choose one of two values by a predicate. */
    SELP("selp"),
    /** Branch to a label. */
    BRA("bra"),
    /** End the thread. */
    RET("ret");

    private final String mnemonic;

    Opcode(String mnemonic) {
        this.mnemonic = mnemonic;
    }

    /** The mnemonic with its fixed modifiers, e.g. {@code ld.global}. */
    public String mnemonic() {
        return mnemonic;
    }

    /** Opcodes by decreasing mnemonic length, so that {@code mul.wide} is tried before {@code mul}. */
    private static final List<Opcode> BY_LENGTH = Arrays.stream(values())
            .sorted(Comparator.comparingInt((Opcode o) -> o.mnemonic.length()).reversed()).toList();

    /**
     * The opcode that a full instruction name such as {@code ld.global.u64} starts with (followed by
     * a dot or the end), or null.
     */
    public static Opcode prefixOf(String name) {
        for (Opcode o : BY_LENGTH) {
            if (name.equals(o.mnemonic) || name.startsWith(o.mnemonic + ".")) {
                return o;
            }
        }
        return null;
    }
}
