package dev.plateau.cuda.ptx.interp;

import dev.plateau.cuda.ptx.Cmp;
import dev.plateau.cuda.ptx.Directive;
import dev.plateau.cuda.ptx.Instruction;
import dev.plateau.cuda.ptx.Opcode;
import dev.plateau.cuda.ptx.Operand;
import dev.plateau.cuda.ptx.PtxType;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the PTX subset that the emitter writes: the header, then {@code .visible .entry} kernels
 * with {@code .param} parameters, {@code .reg} declarations, labels and instructions (with an
 * optional guard). Any other directive, and any opcode outside {@link Opcode}, is an error that names
 * it; whether an instruction's types and operands are supported is the {@link Decoder}'s business.
 */
final class PtxParser {
    private final List<Token> tokens;
    private int pos;

    private PtxParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** Parses a module. */
    static ParsedModule parse(String text) {
        return new PtxParser(PtxLexer.tokens(text)).module();
    }

    private ParsedModule module() {
        expect(Directive.VERSION.text());
        String version = next().text();
        expect(Directive.TARGET.text());
        String target = next().text();
        expect(Directive.ADDRESS_SIZE.text());
        Token size = next();
        if (!size.is("64")) {
            throw new PtxSyntaxException(size.line(), "only `.address_size 64` is supported, not `" + size.text() + "`");
        }
        List<ParsedModule.Entry> entries = new ArrayList<>();
        while (pos < tokens.size()) {
            entries.add(entry());
        }
        return new ParsedModule(version, target, entries);
    }

    private ParsedModule.Entry entry() {
        Token first = peek();
        if (!first.is(Directive.VISIBLE.text())) {
            throw unsupported(first);
        }
        next();
        expect(Directive.ENTRY.text());
        String name = identifier();
        expect("(");
        List<ParsedModule.Param> params = new ArrayList<>();
        if (!peek().is(")")) {
            do {
                Token p = expect(Directive.PARAM.text());
                PtxType type = type(next());
                params.add(new ParsedModule.Param(type, identifier(), p.line()));
            } while (accept(","));
        }
        expect(")");
        expect("{");
        List<ParsedModule.RegDecl> registers = new ArrayList<>();
        List<ParsedModule.Statement> body = new ArrayList<>();
        while (!accept("}")) {
            Token t = peek();
            if (t.is(Directive.REG.text())) {
                registers.add(regDecl());
            } else if (t.text().startsWith(".")) {
                throw unsupported(t);
            } else if (pos + 1 < tokens.size() && tokens.get(pos + 1).is(":")) {
                next();
                next();
                body.add(new ParsedModule.Label(t.text(), t.line()));
            } else {
                body.add(new ParsedModule.Insn(instruction(), t.line()));
            }
        }
        return new ParsedModule.Entry(name, params, registers, body, first.line());
    }

    private ParsedModule.RegDecl regDecl() {
        Token reg = next();
        PtxType type = type(next());
        String name = next().text();
        int count = 0;
        if (accept("<")) {
            Token n = next();
            count = parseCount(n);
            expect(">");
        }
        expect(";");
        return new ParsedModule.RegDecl(type, name, count, reg.line());
    }

    private Instruction instruction() {
        Instruction.Guard guard = null;
        if (accept("@")) {
            boolean negated = accept("!");
            guard = new Instruction.Guard(next().text(), negated);
        }
        Token mnemonic = next();
        Opcode opcode = Opcode.prefixOf(mnemonic.text());
        if (opcode == null) {
            throw new PtxSyntaxException(mnemonic.line(), "unsupported instruction `" + mnemonic.text() + "`");
        }
        String rest = mnemonic.text().substring(opcode.mnemonic().length());
        String[] suffixes = rest.isEmpty() ? new String[0] : rest.substring(1).split("\\.", -1);
        Cmp cmp = null;
        List<PtxType> types = new ArrayList<>();
        for (int i = 0; i < suffixes.length; i++) {
            String suffix = "." + suffixes[i];
            if (i == 0 && opcode == Opcode.SETP) {
                cmp = Cmp.ofSuffix(suffix);
                if (cmp == null) {
                    throw new PtxSyntaxException(mnemonic.line(), "unsupported comparison `" + suffix + "` in `" + mnemonic.text() + "`");
                }
            } else {
                PtxType t = PtxType.ofSuffix(suffix);
                if (t == null) {
                    throw new PtxSyntaxException(mnemonic.line(), "unsupported instruction `" + mnemonic.text() + "`");
                }
                types.add(t);
            }
        }
        if (opcode == Opcode.SETP && cmp == null) {
            throw new PtxSyntaxException(mnemonic.line(), "`setp` without a comparison");
        }
        List<Operand> operands = new ArrayList<>();
        if (!peek().is(";")) {
            do {
                operands.add(operand());
            } while (accept(","));
        }
        expect(";");
        return new Instruction(guard, opcode, cmp, types, operands);
    }

    private Operand operand() {
        Token t = next();
        if (t.is("[")) {
            String name = next().text();
            expect("]");
            return new Operand.Address(name);
        }
        String s = t.text();
        if (s.startsWith("%")) {
            return new Operand.Reg(s);
        }
        if (s.startsWith("$")) {
            return new Operand.Label(s);
        }
        return new Operand.Imm(number(t));
    }

    /** A decimal integer ({@code -12}) or 1 to 16 hexadecimal digits ({@code 0x00FF}). */
    private static long number(Token t) {
        String s = t.text();
        try {
            if (s.startsWith("0x") || s.startsWith("0X")) {
                String digits = s.substring(2);
                if (digits.isEmpty() || digits.length() > 16) {
                    throw new NumberFormatException();
                }
                return Long.parseUnsignedLong(digits, 16);
            }
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new PtxSyntaxException(t.line(), "unsupported operand `" + s + "`");
        }
    }

    private static int parseCount(Token t) {
        try {
            int n = Integer.parseInt(t.text());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new PtxSyntaxException(t.line(), "expected a positive register count, not `" + t.text() + "`");
    }

    private static PtxType type(Token t) {
        PtxType type = PtxType.ofSuffix(t.text());
        if (type == null) {
            throw new PtxSyntaxException(t.line(), "unsupported type `" + t.text() + "`");
        }
        return type;
    }

    private String identifier() {
        Token t = next();
        if (!Character.isLetter(t.text().charAt(0)) && t.text().charAt(0) != '_') {
            throw new PtxSyntaxException(t.line(), "expected a name, not `" + t.text() + "`");
        }
        return t.text();
    }

    private static PtxSyntaxException unsupported(Token t) {
        String what = t.text().startsWith(".") ? "directive" : "statement";
        return new PtxSyntaxException(t.line(), "unsupported " + what + " `" + t.text() + "`");
    }

    private Token peek() {
        if (pos >= tokens.size()) {
            int line = tokens.isEmpty() ? 1 : tokens.get(tokens.size() - 1).line();
            throw new PtxSyntaxException(line, "unexpected end of the text");
        }
        return tokens.get(pos);
    }

    private Token next() {
        Token t = peek();
        pos++;
        return t;
    }

    private boolean accept(String s) {
        if (pos < tokens.size() && tokens.get(pos).is(s)) {
            pos++;
            return true;
        }
        return false;
    }

    private Token expect(String s) {
        Token t = peek();
        if (!t.is(s)) {
            if (t.text().startsWith(".") && Directive.of(t.text()) == null) {
                throw unsupported(t);
            }
            throw new PtxSyntaxException(t.line(), "expected `" + s + "`, not `" + t.text() + "`");
        }
        pos++;
        return t;
    }
}
