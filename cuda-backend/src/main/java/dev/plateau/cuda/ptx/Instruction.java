package dev.plateau.cuda.ptx;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One PTX instruction: {@code [@[!]guard] opcode[.cmp][.types] operands;}. The emitter builds these
 * and renders them; the interpreter's parser builds the same records from text.
 *
 * @param guard the predicate that guards the instruction, or null
 * @param opcode the opcode
 * @param cmp the comparison ({@link Opcode#SETP} only), or null
 * @param types the type suffixes, in order (two for {@link Opcode#CVT}, none for branches)
 * @param operands the operands, destination first
 */
public record Instruction(Guard guard, Opcode opcode, Cmp cmp, List<PtxType> types, List<Operand> operands) {
    /** A guard: run the instruction only where {@code predicate} is true (false if {@code negated}). */
    public record Guard(String predicate, boolean negated) {
        /** The guard as PTX text, e.g. {@code @!%p0}. */
        public String text() {
            return "@" + (negated ? "!" : "") + predicate;
        }
    }

    public Instruction {
        types = List.copyOf(types);
        operands = List.copyOf(operands);
        if ((cmp != null) != (opcode == Opcode.SETP)) {
            throw new IllegalArgumentException("a comparison belongs to setp and setp only: " + opcode);
        }
    }

    /** The full instruction name without operands, e.g. {@code setp.ge.u64}. */
    public String name() {
        StringBuilder s = new StringBuilder(opcode.mnemonic());
        if (cmp != null) {
            s.append(cmp.suffix());
        }
        for (PtxType t : types) {
            s.append(t.suffix());
        }
        return s.toString();
    }

    /** The instruction as one line of PTX without indentation, e.g. {@code @%p0 bra $L_exit;}. */
    public String render() {
        StringBuilder s = new StringBuilder();
        if (guard != null) {
            s.append(guard.text()).append(' ');
        }
        s.append(name());
        if (!operands.isEmpty()) {
            s.append(' ').append(operands.stream().map(Operand::text).collect(Collectors.joining(", ")));
        }
        return s.append(';').toString();
    }
}
