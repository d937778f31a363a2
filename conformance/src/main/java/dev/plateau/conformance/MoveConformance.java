package dev.plateau.conformance;

import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Replays movement playouts on a simulator and counts those that agree (conformance/README.md, Movement games). */
public final class MoveConformance {
    private MoveConformance() {}

    /**
     * The outcome of replaying movement playouts.
     *
     * @param backend the backend's name
     * @param agree how many playouts agree
     * @param disagreements the first disagreement of every playout that does not, in file order
     * @param seeds the seeds of the playouts that disagree, in the same order
     */
    public record Result(String backend, int agree, List<String> disagreements, List<Long> seeds) {
        public Result {
            disagreements = List.copyOf(disagreements);
            seeds = List.copyOf(seeds);
        }

        /** Whether every playout agrees. */
        public boolean allAgree() {
            return disagreements.isEmpty();
        }

        /** The first disagreement, if any. */
        public Optional<String> first() {
            return disagreements.stream().findFirst();
        }

        /** The machine-readable summary: {@code agree=100 disagree=0 playouts=100}. */
        public String counts() {
            return "agree=" + agree + " disagree=" + disagreements.size() + " playouts=" + (agree + disagreements.size());
        }
    }

    /**
     * Replays every playout from the initial state on the first environment of a simulator.
     *
     * @throws IllegalArgumentException if the board has another number of cells than the playouts
     */
    public static Result check(List<MovePlayout> playouts, Simulator sim) {
        int cells = sim.game().topology().cellCount();
        int agree = 0;
        List<String> disagreements = new ArrayList<>();
        List<Long> seeds = new ArrayList<>();
        for (MovePlayout p : playouts) {
            if (p.init().length != cells) {
                throw new IllegalArgumentException("the game has " + cells + " cells but the playouts " + p.init().length);
            }
            Optional<String> d = MoveReplayer.replay(p, sim);
            if (d.isPresent()) {
                disagreements.add(d.get());
                seeds.add(p.seed());
            } else {
                agree++;
            }
        }
        return new Result(sim.backend().name(), agree, disagreements, seeds);
    }
}
