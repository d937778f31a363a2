package dev.plateau.cuda.ptx;

/** An operand of a PTX instruction, written as PTX writes it. */
public sealed interface Operand {
    /** The operand as PTX text. */
    String text();

    /** A register (a declared one such as {@code %r12}, or a special one such as {@code %tid.x}). */
    record Reg(String name) implements Operand {
        @Override
        public String text() {
            return name;
        }
    }

    /**
     * An integer immediate. Small values are written in decimal and the others as 16 hexadecimal
     * digits (bit masks read better that way); both are exact 64-bit values.
     */
    record Imm(long value) implements Operand {
        /** Values in this range (absolute) are written in decimal. */
        static final long DECIMAL_LIMIT = 1 << 16;

        @Override
        public String text() {
            if (value > -DECIMAL_LIMIT && value < DECIMAL_LIMIT) {
                return Long.toString(value);
            }
            return String.format("0x%016X", value);
        }
    }

    /** A memory operand {@code [name]}: a register holding an address, or a kernel parameter. */
    record Address(String name) implements Operand {
        @Override
        public String text() {
            return "[" + name + "]";
        }
    }

    /** A branch target. */
    record Label(String name) implements Operand {
        @Override
        public String text() {
            return name;
        }
    }

    /** A register operand. */
    static Reg reg(String name) {
        return new Reg(name);
    }

    /** An immediate operand. */
    static Imm imm(long value) {
        return new Imm(value);
    }
}
