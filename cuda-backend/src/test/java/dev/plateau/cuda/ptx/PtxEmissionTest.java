package dev.plateau.cuda.ptx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cuda.ptx.interp.PtxInterpreter;
import dev.plateau.plan.Plan;
import dev.plateau.sim.CompiledGame;
import dev.plateau.testgames.LibraryGames;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Properties of the emitted modules that hold for every game. */
class PtxEmissionTest {
    @Test
    void headerIsVersionTargetAndAddressSize() {
        assertEquals(".version 8.0\n.target sm_80\n.address_size 64\n", PtxHeader.header(PtxTarget.SM_80));
        assertEquals(".version 8.0\n.target sm_90\n.address_size 64\n", PtxHeader.header(PtxTarget.SM_90));
    }

    @Test
    void isaVersionIsAtMostNine() {
        for (PtxTarget t : PtxTarget.values()) {
            String[] v = t.isaVersion().split("\\.");
            int major = Integer.parseInt(v[0]);
            int minor = Integer.parseInt(v[1]);
            assertTrue(major < 9 || (major == 9 && minor == 0), t + ": " + t.isaVersion());
        }
    }

    @Test
    void emissionIsDeterministicAndCached() {
        Plan a = LibraryGames.compiled("hex").plan();
        Plan b = LibraryGames.compiled("hex").plan();
        assertEquals(PtxModules.emit(a, PtxTarget.SM_80).text(), PtxModules.emit(b, PtxTarget.SM_80).text());
        assertSame(PtxModules.of(a, PtxTarget.SM_90), PtxModules.of(a, PtxTarget.SM_90));
    }

    @Test
    void immediatesPrintInDecimalOrSixteenHexDigits() {
        assertEquals("65535", new Operand.Imm(65535).text());
        assertEquals("-65535", new Operand.Imm(-65535).text());
        assertEquals("0x0000000000010000", new Operand.Imm(65536).text());
        assertEquals("0xFFFFFFFFFFFF0000", new Operand.Imm(-65536).text());
        assertEquals("0x8000000000000000", new Operand.Imm(Long.MIN_VALUE).text());
    }

    @Test
    void anInstructionRendersOnOneLine() {
        Instruction i = new Instruction(new Instruction.Guard("%p0", true), Opcode.SETP, Cmp.GE,
                List.of(PtxType.U64), List.of(new Operand.Reg("%p1"), new Operand.Reg("%t2"), new Operand.Imm(-1)));
        assertEquals("@!%p0 setp.ge.u64 %p1, %t2, -1;", i.render());
    }

    @TestFactory
    Stream<DynamicTest> everyModule() {
        return LibraryGames.all().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Plan plan = CompiledGame.compile(e.getValue()).plan();
            String sm80 = PtxModules.of(plan, PtxTarget.SM_80).text();
            String sm90 = PtxModules.of(plan, PtxTarget.SM_90).text();
            assertTrue(sm80.startsWith(PtxHeader.header(PtxTarget.SM_80)));
            assertEquals(sm80.replace(".target sm_80", ".target sm_90"), sm90, "only the target differs");
            assertTrue(sm80.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "ASCII only");
            PtxInterpreter loaded = PtxInterpreter.load(sm80);
            assertEquals(Arrays.stream(Kernel.values()).map(Kernel::entry).toList(), List.copyOf(loaded.entries()));
        }));
    }
}
