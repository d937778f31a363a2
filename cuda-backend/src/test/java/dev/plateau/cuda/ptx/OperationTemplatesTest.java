package dev.plateau.cuda.ptx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.cuda.ptx.interp.PtxInterpreter;
import dev.plateau.plan.Program;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every template, run by the PTX interpreter on awkward words, gives exactly what the normative
 * {@link dev.plateau.plan.ProgramInterpreter} gives: the plan's {@code apply} definitions, bit for
 * bit (shift masking, 32-bit wrapping, NTH_SET_BIT's 64, all-ones booleans, loop and block
 * semantics).
 */
class OperationTemplatesTest {
    @TestFactory
    Stream<DynamicTest> everyTemplateMatchesTheReferenceExecutor() {
        Map<String, Program> programs = OperationPrograms.all();
        PtxInterpreter module = PtxInterpreter.load(ProgramKernels.module(PtxTarget.SM_80, programs, OperationPrograms.FIELDS));
        long[][] inputs = OperationPrograms.inputs();
        return programs.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            long[][] expected = ProgramKernels.reference(e.getValue(), inputs, OperationPrograms.FIELDS);
            long[][] actual = ProgramKernels.run(module, e.getKey(), inputs, OperationPrograms.FIELDS);
            for (int i = 0; i < inputs.length; i++) {
                for (int f = 0; f < OperationPrograms.FIELDS; f++) {
                    int env = i;
                    int reg = f;
                    assertEquals(expected[i][f], actual[i][f], () -> e.getKey() + ": register " + reg + " for inputs "
                            + java.util.Arrays.toString(inputs[env]));
                }
            }
        }));
    }
}
