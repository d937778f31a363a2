package dev.plateau.conformance;

import dev.plateau.rules.PieceType;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

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
     * @throws IllegalArgumentException if the simulator's batch is not 1, or the set does not fit the
     *     game ({@link #checkFits})
     */
    public static Result check(TraceSet traces, Simulator sim) {
        checkFits(traces, sim.game());
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

    /**
     * Checks that a set can be replayed on a game at all: its site table has as many sites as the
     * game has cells, and every piece type its components name is one the game has: a declared type,
     * or the implicit type {@link Piece#IMPLICIT} in a game without declared types.
     *
     * @throws IllegalArgumentException with a message for the user if it cannot
     */
    public static void checkFits(TraceSet traces, CompiledGame game) {
        int cells = game.topology().cellCount();
        if (cells != traces.sites().cells()) {
            throw new IllegalArgumentException("the site table " + traces.board() + " of " + traces.game() + " has "
                    + traces.sites().cells() + " sites, but the game has " + cells + " cells");
        }
        Set<String> declared = game.game().pieces().stream().map(PieceType::name)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> types = declared.isEmpty() ? Set.of(Piece.IMPLICIT) : declared;
        for (Map.Entry<Integer, TraceMapping.Component> c : new TreeMap<>(traces.mapping().components()).entrySet()) {
            String piece = c.getValue().piece();
            if (!types.contains(piece)) {
                throw new IllegalArgumentException("component " + c.getKey() + " of " + traces.game() + " is a piece of "
                        + (piece.equals(Piece.IMPLICIT) ? "the implicit type `" + Piece.IMPLICIT + "` (no \"piece\" given)"
                                : "the type `" + piece + "`")
                        + ", but the game " + (declared.isEmpty() ? "declares no piece types: leave out \"piece\""
                                : "declares " + String.join(", ", declared) + ": name one of them as the component's"
                                + " \"piece\" in the site table or the mapping file (conformance/README.md)"));
            }
        }
    }
}
