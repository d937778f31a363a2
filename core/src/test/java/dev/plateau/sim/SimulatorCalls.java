package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.ObjIntConsumer;
import java.util.stream.Collectors;

/**
 * Every public call on a {@link Simulator}, by name, for the tests of its contract: strict index
 * arguments and no use after close, on every backend. A name's part before the first '(' or '.'
 * is the simulator's method, so that {@link #assertCoversEveryPublicMethod()} notices a new method
 * that the contract tests would miss.
 */
public final class SimulatorCalls {
    private SimulatorCalls() {}

    /** The calls that take an environment index, with player, cell and action arguments that are in range. */
    public static Map<String, ObjIntConsumer<Simulator>> perEnvironment() {
        Map<String, ObjIntConsumer<Simulator>> calls = new LinkedHashMap<>();
        calls.put("currentPlayer", Simulator::currentPlayer);
        calls.put("phase", Simulator::phase);
        calls.put("orderIndex", Simulator::orderIndex);
        calls.put("midTurn", Simulator::midTurn);
        calls.put("terminated", Simulator::terminated);
        calls.put("truncated", Simulator::truncated);
        calls.put("winner", Simulator::winner);
        calls.put("stepCount", Simulator::stepCount);
        calls.put("reward", (s, env) -> s.reward(env, 1));
        calls.put("rewards", Simulator::rewards);
        calls.put("score", (s, env) -> s.score(env, 1));
        calls.put("inHand", (s, env) -> s.inHand(env, 1));
        calls.put("cell", (s, env) -> s.cell(env, 0));
        calls.put("piece", (s, env) -> s.piece(env, 0));
        calls.put("isLegal", (s, env) -> s.isLegal(env, 0));
        calls.put("legalActionMask", Simulator::legalActionMask);
        calls.put("legalActions", Simulator::legalActions);
        calls.put("observation", Simulator::observation);
        calls.put("boardText", Simulator::boardText);
        calls.put("randomAction", (s, env) -> s.randomAction(env, 7));
        calls.put("lastStepTerminated", Simulator::lastStepTerminated);
        calls.put("lastStepTruncated", Simulator::lastStepTruncated);
        calls.put("save", Simulator::save);
        calls.put("restore", (s, env) -> s.restore(env, s.save(0)));
        calls.put("reset", (s, env) -> s.reset(env));
        calls.put("players().get", (s, env) -> s.players().get(env));
        calls.put("terminations().get", (s, env) -> s.terminations().get(env));
        calls.put("truncations().get", (s, env) -> s.truncations().get(env));
        calls.put("winners().get", (s, env) -> s.winners().get(env));
        calls.put("stepCounts().get", (s, env) -> s.stepCounts().get(env));
        calls.put("rewardsOf().get", (s, env) -> s.rewardsOf(1).get(env));
        return calls;
    }

    /** Every public call but {@link Simulator#close()}, with valid arguments for a batch of this size. */
    public static Map<String, Consumer<Simulator>> all(int batch) {
        Map<String, Consumer<Simulator>> calls = new LinkedHashMap<>();
        calls.put("init", Simulator::init);
        calls.put("step", s -> s.step(new int[batch]));
        calls.put("step(actions, active)", s -> s.step(new int[batch], new boolean[batch]));
        calls.put("copy", s -> s.copy(0, 0));
        calls.put("compiling", s -> s.compiling());
        calls.put("legalMaskWords", Simulator::legalMaskWords);
        calls.put("legalMasks", s -> s.legalMasks(new long[batch * ((s.actionCount() + 63) / 64)]));
        calls.put("observationShape", Simulator::observationShape);
        calls.put("observationPlaneNames", Simulator::observationPlaneNames);
        calls.put("observationPlane", s -> s.observationPlane(0, 0));
        calls.put("observationsPacked", s -> {
            int[] shape = s.observationShape();
            s.observationsPacked(new long[batch * shape[0] * ((shape[1] * shape[2] + 63) / 64)]);
        });
        calls.put("observations", s -> {
            int[] shape = s.observationShape();
            s.observations(new float[batch * shape[0] * shape[1] * shape[2]]);
        });
        calls.put("stepRandom(seed)", s -> s.stepRandom(1));
        calls.put("stepRandom(seed, steps)", s -> s.stepRandom(1, 2));
        calls.put("playouts(seed)", s -> s.playouts(1));
        calls.put("playouts(seed, first)", s -> s.playouts(1, 5));
        calls.put("summary", Simulator::summary);
        perEnvironment().forEach((name, call) -> calls.put(name, s -> call.accept(s, 0)));
        calls.put("players", Simulator::players);
        calls.put("terminations", Simulator::terminations);
        calls.put("truncations", Simulator::truncations);
        calls.put("winners", Simulator::winners);
        calls.put("stepCounts", Simulator::stepCounts);
        calls.put("rewardsOf", s -> s.rewardsOf(0));
        calls.put("game", Simulator::game);
        calls.put("hasHeuristic", Simulator::hasHeuristic);
        // Not per environment above: in a game without a heuristic it refuses every index.
        calls.put("heuristic", s -> s.heuristic(0));
        calls.put("backend", Simulator::backend);
        calls.put("batchSize", Simulator::batchSize);
        calls.put("actionCount", Simulator::actionCount);
        calls.put("actionName", s -> s.actionName(0));
        calls.put("actionOf", s -> s.actionOf("a1"));
        calls.put("rawState", Simulator::rawState);
        return calls;
    }

    /** Every column view of an open simulator, by the name of the call that made it. */
    public static Map<String, IntColumn> views(Simulator sim) {
        return Map.of("players", sim.players(), "terminations", sim.terminations(), "truncations", sim.truncations(),
                "winners", sim.winners(), "stepCounts", sim.stepCounts(), "rewardsOf(0)", sim.rewardsOf(0),
                "rewardsOf(1)", sim.rewardsOf(1));
    }

    /**
     * Closes the simulator twice (which must not throw), then asserts that every call, and every
     * read of a view made before, throws {@link IllegalStateException} saying that it is closed.
     *
     * @param where names the backend or case in failure messages
     */
    public static void assertClosesOnceAndRefusesAfterwards(Simulator sim, String where) {
        int batch = sim.batchSize();
        Map<String, IntColumn> views = views(sim);
        sim.close();
        sim.close();
        all(batch).forEach((name, call) -> assertClosed(() -> call.accept(sim), where + ": " + name));
        views.forEach((name, view) -> {
            assertClosed(view::size, where + ": " + name + " view, size");
            assertClosed(() -> view.get(0), where + ": " + name + " view, get");
            assertClosed(view::toArray, where + ": " + name + " view, toArray");
        });
        sim.close();
    }

    private static void assertClosed(org.junit.jupiter.api.function.Executable call, String what) {
        IllegalStateException e = assertThrows(IllegalStateException.class, call, what);
        assertEquals("simulator is closed", e.getMessage(), what);
    }

    /** Asserts that {@link #all} names every public instance method of {@link Simulator} but close. */
    public static void assertCoversEveryPublicMethod() {
        // getMethods: Simulator inherits its reading calls from the package-private SimulatorReads.
        Set<String> methods = Arrays.stream(Simulator.class.getMethods())
                .filter(m -> m.getDeclaringClass() != Object.class && !Modifier.isStatic(m.getModifiers()))
                .map(Method::getName).filter(n -> !n.equals("close")).collect(Collectors.toCollection(TreeSet::new));
        Set<String> covered = all(1).keySet().stream().map(n -> n.split("[(.]")[0])
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(methods, covered, "SimulatorCalls.all must name every public method of Simulator");
    }
}
