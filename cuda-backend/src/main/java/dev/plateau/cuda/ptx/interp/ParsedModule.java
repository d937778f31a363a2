package dev.plateau.cuda.ptx.interp;

import dev.plateau.cuda.ptx.Instruction;
import dev.plateau.cuda.ptx.PtxType;
import java.util.List;

/**
 * A PTX module as parsed, before decoding: its header values and its entries.
 *
 * @param version the {@code .version}
 * @param target the {@code .target}
 * @param entries the kernels, in order
 */
record ParsedModule(String version, String target, List<Entry> entries) {
    /** A kernel parameter. */
    record Param(PtxType type, String name, int line) {}

    /** A register declaration; {@code count} is 0 for one register, else the size of the family name0 … name(count−1). */
    record RegDecl(PtxType type, String name, int count, int line) {}

    /** A statement of a kernel body. */
    sealed interface Statement {
        /** The line of the statement. */
        int line();
    }

    /** A label. */
    record Label(String name, int line) implements Statement {}

    /** An instruction. */
    record Insn(Instruction instruction, int line) implements Statement {}

    /** One {@code .entry}. */
    record Entry(String name, List<Param> params, List<RegDecl> registers, List<Statement> body, int line) {}
}
