package dev.plateau.conformance;

import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Replays a whole {@link TraceSet} on a simulator and counts the playouts that agree. */
public final class Conformance {
    private Conformance() {}

    /**
     * The outcome of replaying a trace set.
     *
     * @param traces the trace set
     * @param backend the backend's name
     * @param agree how many playouts agree
     * @param disagreements the first disagreement of every playout that does not, in file order
     */
    public record Result(TraceSet traces, String backend, int agree, List<Disagreement> disagreements) {
        /** A result; the list is copied. */
        public Result {
            disagreements = List.copyOf(disagreements);
        }

        /** How many playouts disagree. */
        public int disagree() {
            return disagreements.size();
        }

        /** How many playouts were replayed. */
        public int playouts() {
            return agree + disagreements.size();
        }

        /** Whether every playout agrees. */
        public boolean allAgree() {
            return disagreements.isEmpty();
        }

        /** The first disagreement in file order, if any. */
        public Optional<Disagreement> first() {
            return disagreements.stream().findFirst();
        }

        /** The machine-readable summary: {@code agree=100 disagree=0 playouts=100}. */
        public String counts() {
            return "agree=" + agree + " disagree=" + disagree() + " playouts=" + playouts();
        }
    }

    /**
     * Replays every playout of a set, each from the initial state, on the single environment of a
     * simulator with a batch of 1.
     *
     * @throws IllegalArgumentException if the simulator's batch is not 1 or its board has another
     *     number of cells than the site table
     */
    public static Result check(TraceSet traces, Simulator sim) {
        int cells = sim.game().topology().cellCount();
        if (cells != traces.sites().codes()) {
            throw new IllegalArgumentException("the game has " + cells + " cells but the site table "
                    + traces.sites().codes() + " codes");
        }
        SimulatorEnvironment env = new SimulatorEnvironment(sim);
        int agree = 0;
        List<Disagreement> disagreements = new ArrayList<>();
        for (Playout p : traces.playouts()) {
            env.reset();
            Optional<Disagreement> d = Replayer.replay(p, env);
            if (d.isPresent()) {
                disagreements.add(d.get());
            } else {
                agree++;
            }
        }
        return new Result(traces, sim.backend().name(), agree, disagreements);
    }
}
