package dev.plateau.cuda.ptx;

import dev.plateau.cuda.ptx.Instruction.Guard;
import dev.plateau.cuda.ptx.Operand.Label;
import dev.plateau.cuda.ptx.Operand.Reg;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes PTX text: one instruction, label, comment or declaration per call, indented, one per line.
 * It remembers the registers the instructions name, so that a kernel can declare exactly those.
 * Nothing else in the emitter builds PTX text.
 */
public final class PtxWriter {
    private static final String INDENT = "    ";

    private final StringBuilder out = new StringBuilder();
    private final Set<String> registers = new TreeSet<>();

    /** Appends raw lines (a header, another writer's text); {@code text} ends with a newline or is empty. */
    public void lines(String text) {
        out.append(text);
    }

    /** An empty line. */
    public void blank() {
        out.append('\n');
    }

    /** A comment line at the top level of the module. */
    public void topComment(String text) {
        out.append("// ").append(ascii(text)).append('\n');
    }

    /** An indented comment line inside a kernel. */
    public void comment(String text) {
        out.append(INDENT).append("// ").append(ascii(text)).append('\n');
    }

    /** Opens a kernel of the ABI: {@code .visible .entry name(.param … ) {}. */
    public void beginEntry(Kernel kernel) {
        beginEntry(kernel.entry(), kernel.params());
    }

    /** Opens a kernel with these parameters (tests use their own entries). */
    public void beginEntry(String entry, List<KernelParam> params) {
        out.append(Directive.VISIBLE.text()).append(' ').append(Directive.ENTRY.text()).append(' ')
                .append(entry).append("(\n");
        for (int i = 0; i < params.size(); i++) {
            KernelParam p = params.get(i);
            out.append(INDENT).append(Directive.PARAM.text()).append(' ').append(p.type().suffix()).append(' ')
                    .append(p.ptxName()).append(i + 1 < params.size() ? ",\n" : "\n");
        }
        out.append(")\n{\n");
    }

    /** Closes a kernel. */
    public void endEntry() {
        out.append("}\n");
    }

    /** A register declaration. */
    public void declare(Registers.Declaration declaration) {
        out.append(INDENT).append(declaration.render()).append('\n');
    }

    /** A label (not indented, so that the blocks stand out). */
    public void label(String name) {
        out.append(name).append(":\n");
    }

    /** One instruction. */
    public void emit(Instruction instruction) {
        for (Operand o : instruction.operands()) {
            switch (o) {
                case Reg r -> registers.add(r.name());
                case Operand.Address a -> {
                    if (a.name().startsWith("%")) {
                        registers.add(a.name());
                    }
                }
                default -> {}
            }
        }
        if (instruction.guard() != null) {
            registers.add(instruction.guard().predicate());
        }
        out.append(INDENT).append(instruction.render()).append('\n');
    }

    /** {@code opcode.type operands;}. */
    public void op(Opcode opcode, PtxType type, Operand... operands) {
        emit(new Instruction(null, opcode, null, List.of(type), List.of(operands)));
    }

    /** {@code @guard opcode.type operands;}. */
    public void guarded(Guard guard, Opcode opcode, PtxType type, Operand... operands) {
        emit(new Instruction(guard, opcode, null, List.of(type), List.of(operands)));
    }

    /** {@code setp.cmp.type p, a, b;}. */
    public void setp(Cmp cmp, PtxType type, Reg p, Operand a, Operand b) {
        emit(new Instruction(null, Opcode.SETP, cmp, List.of(type), List.of(p, a, b)));
    }

    /** {@code cvt.to.from d, a;}. */
    public void cvt(PtxType to, PtxType from, Reg d, Operand a) {
        emit(new Instruction(null, Opcode.CVT, null, List.of(to, from), List.of(d, a)));
    }

    /** {@code bra label;}, or {@code @guard bra label;} when {@code guard} is not null. */
    public void bra(Guard guard, String label) {
        emit(new Instruction(guard, Opcode.BRA, null, List.of(), List.of(new Label(label))));
    }

    /** {@code ret;}. */
    public void ret() {
        emit(new Instruction(null, Opcode.RET, null, List.of(), List.of()));
    }

    /** The names of the registers that the instructions written so far use (sorted). */
    public Set<String> registersUsed() {
        return registers;
    }

    /** The text written so far. */
    public String text() {
        return out.toString();
    }

    /** Keeps comments ASCII (ptxas reads bytes), replacing anything else by '?'. */
    private static String ascii(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c >= 0x20 && c < 0x7f ? c : '?');
        }
        return b.toString();
    }
}
