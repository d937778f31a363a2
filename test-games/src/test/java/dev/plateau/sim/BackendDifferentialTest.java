package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** The differential scenario passes a backend that agrees with the reference, and names what differs in one that does not. */
class BackendDifferentialTest {
    private static final Subject TIC_TAC_TOE = Subject.of(LibraryGames.game("tic_tac_toe"));

    /** A backend that plays fused random steps one at a time gives the same states: the scenario passes it. */
    @Test
    void aBackendThatAgreesByAnotherRoutePassesInEveryStandardShape() {
        BackendDifferential.check(TIC_TAC_TOE, new Sabotaged(null, null), Shape.standard());
    }

    @Test
    void aBackendIsNeverComparedWithItself() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BackendDifferential.check(TIC_TAC_TOE, new ScalarBackend(), Shape.standard()));
        assertEquals("the scalar backend compared with itself checks nothing", e.getMessage());
    }

    @Test
    void theStandardShapesTakeEveryPolicyAndAStepLimit() {
        List<Shape> shapes = Shape.standard();
        assertEquals(List.of(IllegalActionPolicy.values()), shapes.stream().map(Shape::policy).distinct().sorted().toList());
        assertTrue(shapes.stream().anyMatch(s -> s.stepLimit() > 0));
        assertTrue(shapes.stream().anyMatch(s -> s.batch() == 1) && shapes.stream().anyMatch(s -> s.threads() > 1));
        assertEquals(List.of(false, true), shapes.stream().map(Shape::autoReset).distinct().sorted().toList());
    }

    @Test
    void literalTrialsJoinOnlyWhereTheyChangeThePrograms() {
        assertEquals(List.of("Tic-Tac-Toe"), names(BackendDifferential.lowerings(LibraryGames.game("tic_tac_toe"))));
        assertEquals(List.of("Yavalax", "Yavalax (literal trials)"), names(BackendDifferential.lowerings(LibraryGames.game("yavalax"))));
    }

    @Test
    void theCandidatesAreTheAvailableBackendsButTheReference() {
        // core alone has only the scalar backend on its class path.
        assertEquals(List.of(), BackendDifferential.candidates());
    }

    @Test
    void namesTheFusedStepFieldAndEnvironmentWhereTheStatesFirstDiffer() {
        // Environment 2's step count is corrupted when it reaches 4: in the second step of the fused
        // stepRandom(seed + 3, 3) (after 1 random step and 1 explicit one).
        Backend sabotaged = new Sabotaged((plan, state) -> {
            int steps = plan.layout().column(StateLayout.Kind.STEPS, 0);
            long offset = StateLayout.offset(steps, 2, 13);
            if (state.get(ValueLayout.JAVA_LONG, offset) == 4) {
                state.set(ValueLayout.JAVA_LONG, offset, 4 + (1L << 20));
            }
        }, null);
        Shape shape = Shape.standard().stream().filter(s -> s.batch() == 13).findFirst().orElseThrow();
        AssertionError e = assertThrows(AssertionError.class,
                () -> BackendDifferential.check(TIC_TAC_TOE, new ScalarBackend(), sabotaged, shape));
        String m = e.getMessage();
        // Under the strict policy, the explicit step may have been rejected and made again: 1 call more.
        assertTrue(m.startsWith("Tic-Tac-Toe on sabotaged differs from scalar (batch 13, step limit none, 2 threads, "
                + "illegal actions STRICT, seed " + shape.seed() + ", auto-reset), after call "), m);
        // After the whole fused call, the first differing field may be another (the moves diverged).
        assertTrue(m.matches("(?s).*, stepRandom\\(" + (shape.seed() + 3) + ", 3\\) \\(the states first differ after its "
                + "step 2 of 3\\): field [^ ]+ of environment 2 is -?\\d+ on scalar but -?\\d+ on sabotaged; .*"), m);
        assertTrue(m.contains("; the calls: init; stepRandom(" + shape.seed() + ", 0); stepRandom("), m);
    }

    @Test
    void comparesThePlayoutSummaries() {
        Backend sabotaged = new Sabotaged(null, (plan, state) -> {
            int winner = plan.layout().column(StateLayout.Kind.WINNER, 0);
            long offset = StateLayout.offset(winner, 0, 1);
            state.set(ValueLayout.JAVA_LONG, offset, state.get(ValueLayout.JAVA_LONG, offset) == 0 ? 1 : 0);
        });
        AssertionError e = assertThrows(AssertionError.class, () -> BackendDifferential.check(TIC_TAC_TOE,
                new ScalarBackend(), sabotaged, Shape.standard().getFirst()));
        assertTrue(e.getMessage().contains("after call 25, playouts(31, 0): the outcomes differ: PlayoutSummary["), e.getMessage());
    }

    @Test
    void comparesTheStatesAfterACopy() {
        Backend sabotaged = new Sabotaged(null, null, true);
        Shape shape = Shape.standard().stream().filter(s -> s.batch() == 13).findFirst().orElseThrow();
        AssertionError e = assertThrows(AssertionError.class,
                () -> BackendDifferential.check(TIC_TAC_TOE, new ScalarBackend(), sabotaged, shape));
        assertTrue(e.getMessage().matches("(?s).*, after call \\d+, copy\\(\\d+, [\\d, ]+\\): field .*"), e.getMessage());
    }

    private static List<String> names(List<Subject> subjects) {
        return subjects.stream().map(Subject::name).toList();
    }

    /**
     * The scalar backend, with a fault where one is given: fused random steps are run one at a time
     * (which gives the same states), {@code afterRandomStep} changes the state after each of them,
     * {@code afterPlayouts} after fused playouts; with {@code dropsCopies}, copies copy nothing.
     */
    private record Sabotaged(BiConsumer<Plan, MemorySegment> afterRandomStep, BiConsumer<Plan, MemorySegment> afterPlayouts,
            boolean dropsCopies) implements Backend {
        Sabotaged(BiConsumer<Plan, MemorySegment> afterRandomStep, BiConsumer<Plan, MemorySegment> afterPlayouts) {
            this(afterRandomStep, afterPlayouts, false);
        }

        @Override
        public String name() {
            return "sabotaged";
        }

        @Override
        public String description() {
            return "the scalar backend, random steps one at a time, with the faults given";
        }

        @Override
        public int priority() {
            return 0;
        }

        @Override
        public Availability availability() {
            return Availability.yes("a test double");
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            Engine scalar = new ScalarBackend().open(plan, batch, options);
            return new ForwardingEngine(scalar) {
                @Override
                public void randomSteps(long seed, long firstEnv, long steps) {
                    for (long t = 0; t < steps; t++) {
                        scalar.randomSteps(seed, firstEnv, 1);
                        if (afterRandomStep != null) {
                            afterRandomStep.accept(plan, scalar.state());
                        }
                    }
                }

                @Override
                public void playToEnd(long seed, long firstEnv) {
                    scalar.playToEnd(seed, firstEnv);
                    if (afterPlayouts != null) {
                        afterPlayouts.accept(plan, scalar.state());
                    }
                }

                @Override
                public void copy(int src, int[] dst) {
                    if (!dropsCopies) {
                        scalar.copy(src, dst);
                    }
                }
            };
        }
    }
}
