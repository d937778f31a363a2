package dev.plateau.cuda.ptx.interp;

import dev.plateau.cuda.ptx.Instruction;
import dev.plateau.cuda.ptx.Operand;
import dev.plateau.cuda.ptx.PtxType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a parsed kernel into a {@link DecodedKernel}: checks every instruction against its {@link
 * Form} (supported at all, operands of the right kind and width, registers declared, labels
 * defined), gives every register and immediate a slot, and resolves labels to instruction indices.
 * These are the checks ptxas would make for the subset, so a malformed kernel fails here even where
 * ptxas is absent.
 */
final class Decoder {
    /** The special registers of the subset; the interpreter sets them per thread. */
    static final String CTAID_X = "%ctaid.x";
    static final String NTID_X = "%ntid.x";
    static final String TID_X = "%tid.x";

    private static final long MASK32 = 0xFFFF_FFFFL;

    private record Reg(int slot, PtxType type, boolean special) {
        int bits() {
            return type.bits();
        }
    }

    private final ParsedModule.Entry entry;
    private final Map<String, Reg> registers = new HashMap<>();
    private final Map<String, Integer> params = new HashMap<>();
    private final Map<Long, Integer> constants = new HashMap<>();
    private final List<Long> slotValues = new ArrayList<>();

    private Decoder(ParsedModule.Entry entry) {
        this.entry = entry;
    }

    /** Decodes one kernel. */
    static DecodedKernel decode(ParsedModule.Entry entry) {
        return new Decoder(entry).decode();
    }

    private DecodedKernel decode() {
        List<DecodedKernel.Param> paramList = new ArrayList<>();
        for (ParsedModule.Param p : entry.params()) {
            if (params.putIfAbsent(p.name(), paramList.size()) != null) {
                throw new PtxSyntaxException(p.line(), "parameter `" + p.name() + "` declared twice");
            }
            if (p.type() != PtxType.U64 && p.type() != PtxType.U32) {
                throw new PtxSyntaxException(p.line(), "unsupported parameter type `" + p.type().suffix() + "`");
            }
            paramList.add(new DecodedKernel.Param(p.name(), p.type()));
        }
        int ctaid = special(CTAID_X);
        int ntid = special(NTID_X);
        int tid = special(TID_X);
        for (ParsedModule.RegDecl d : entry.registers()) {
            if (d.count() == 0) {
                declare(d.name(), d.type(), d.line());
            } else {
                for (int i = 0; i < d.count(); i++) {
                    declare(d.name() + i, d.type(), d.line());
                }
            }
        }

        Map<String, Integer> labels = new HashMap<>();
        List<ParsedModule.Insn> insns = new ArrayList<>();
        for (ParsedModule.Statement s : entry.body()) {
            switch (s) {
                case ParsedModule.Label l -> {
                    if (labels.putIfAbsent(l.name(), insns.size()) != null) {
                        throw new PtxSyntaxException(l.line(), "label `" + l.name() + "` defined twice");
                    }
                }
                case ParsedModule.Insn i -> insns.add(i);
            }
        }
        int n = insns.size();
        if (n == 0 || !(insns.get(n - 1).instruction().name().equals("ret")
                || insns.get(n - 1).instruction().name().equals("bra") && insns.get(n - 1).instruction().guard() == null)) {
            throw new PtxSyntaxException(entry.line(), "kernel `" + entry.name() + "` does not end with `ret` or `bra`");
        }
        Form[] forms = new Form[n];
        int[] dst = new int[n];
        int[] a = new int[n];
        int[] b = new int[n];
        int[] c = new int[n];
        int[] guard = new int[n];
        boolean[] negated = new boolean[n];
        int[] target = new int[n];
        String[] text = new String[n];
        int[] lines = new int[n];
        for (int k = 0; k < n; k++) {
            Instruction insn = insns.get(k).instruction();
            int line = insns.get(k).line();
            Form form = Form.of(insn.name());
            if (form == null) {
                throw new PtxSyntaxException(line, "unsupported instruction `" + insn.name() + "`");
            }
            if (insn.operands().size() != form.operands().size()) {
                throw new PtxSyntaxException(line, "`" + insn.name() + "` takes " + form.operands().size()
                        + " operands, not " + insn.operands().size());
            }
            forms[k] = form;
            text[k] = insn.render();
            lines[k] = line;
            guard[k] = -1;
            target[k] = -1;
            if (insn.guard() != null) {
                guard[k] = register(insn.guard().predicate(), 1, false, line).slot();
                negated[k] = insn.guard().negated();
            }
            int[][] sources = {a, b, c};
            int source = 0;
            for (int o = 0; o < form.operands().size(); o++) {
                Operand operand = insn.operands().get(o);
                Form.Kind kind = form.operands().get(o);
                switch (kind) {
                    case D64 -> dst[k] = register(operand, 64, true, line);
                    case D32 -> dst[k] = register(operand, 32, true, line);
                    case DP -> dst[k] = register(operand, 1, true, line);
                    case S64 -> sources[source++][k] = source(operand, 64, line);
                    case S32 -> sources[source++][k] = source(operand, 32, line);
                    case SP -> sources[source++][k] = register(operand, 1, false, line);
                    case ADDR -> sources[source++][k] = address(operand, line);
                    case PARAM -> sources[source++][k] = param(operand, form, line);
                    case LABEL -> {
                        if (!(operand instanceof Operand.Label l) || !labels.containsKey(l.name())) {
                            throw new PtxSyntaxException(line, "undefined label `" + operand.text() + "`");
                        }
                        int to = labels.get(l.name());
                        if (to >= n) {
                            throw new PtxSyntaxException(line, "label `" + l.name() + "` is not followed by an instruction");
                        }
                        target[k] = to;
                    }
                }
            }
        }
        long[] initial = new long[slotValues.size()];
        for (int i = 0; i < initial.length; i++) {
            initial[i] = slotValues.get(i);
        }
        return new DecodedKernel(entry.name(), paramList, forms, dst, a, b, c, guard, negated, target, text, lines,
                initial, ctaid, ntid, tid);
    }

    private int special(String name) {
        int slot = newSlot(0);
        registers.put(name, new Reg(slot, PtxType.U32, true));
        return slot;
    }

    private void declare(String name, PtxType type, int line) {
        if (registers.containsKey(name)) {
            throw new PtxSyntaxException(line, "register `" + name + "` declared twice");
        }
        registers.put(name, new Reg(newSlot(0), type, false));
    }

    private int newSlot(long value) {
        slotValues.add(value);
        return slotValues.size() - 1;
    }

    private int register(Operand operand, int bits, boolean destination, int line) {
        if (!(operand instanceof Operand.Reg r)) {
            throw new PtxSyntaxException(line, "expected a register, not `" + operand.text() + "`");
        }
        return register(r.name(), bits, destination, line).slot();
    }

    private Reg register(String name, int bits, boolean destination, int line) {
        Reg reg = registers.get(name);
        if (reg == null) {
            throw new PtxSyntaxException(line, "undeclared register `" + name + "`");
        }
        if (reg.bits() != bits) {
            throw new PtxSyntaxException(line, "register `" + name + "` is " + reg.type().suffix() + ", the instruction needs "
                    + (bits == 1 ? "a predicate" : bits + " bits"));
        }
        if (destination && reg.special()) {
            throw new PtxSyntaxException(line, "special register `" + name + "` cannot be written");
        }
        return reg;
    }

    private int source(Operand operand, int bits, int line) {
        if (operand instanceof Operand.Imm imm) {
            long v = imm.value();
            if (bits == 32) {
                if (v < Integer.MIN_VALUE || v > MASK32) {
                    throw new PtxSyntaxException(line, "immediate " + v + " does not fit in 32 bits");
                }
                v &= MASK32;
            }
            return constants.computeIfAbsent(v, this::newSlot);
        }
        return register(operand, bits, false, line);
    }

    private int address(Operand operand, int line) {
        if (!(operand instanceof Operand.Address addr)) {
            throw new PtxSyntaxException(line, "expected `[register]`, not `" + operand.text() + "`");
        }
        return register(addr.name(), 64, false, line).slot();
    }

    private int param(Operand operand, Form form, int line) {
        if (!(operand instanceof Operand.Address addr) || !params.containsKey(addr.name())) {
            throw new PtxSyntaxException(line, "expected `[parameter]`, not `" + operand.text() + "`");
        }
        int index = params.get(addr.name());
        PtxType type = entry.params().get(index).type();
        if (!form.ptxName().endsWith(type.suffix())) {
            throw new PtxSyntaxException(line, "parameter `" + addr.name() + "` is " + type.suffix() + ", not read as such");
        }
        return index;
    }
}
