package dev.plateau.cli;

import dev.plateau.agents.Agent;
import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.UctAgent;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Arrays;

/**
 * The search speed of an agent for {@code plateau bench --agent}: B games in lockstep at the initial
 * position, the agent choosing a move in all of them again and again, counted as simulations and
 * moves chosen per second.
 *
 * <p>The games stay at the initial position, so every call does the same work and the numbers of
 * different batch sizes compare; UCT's tree reuse is turned off, so that every call searches from
 * scratch instead of growing one tree without end. The simulations counted are the spec's per move, which is what an agent spends
 * unless the position leaves it a single legal move (then it may not search at all).
 */
final class SearchBench {
    private SearchBench() {}

    /**
     * One measured point.
     *
     * @param simulationsPerSecond B × simulations per move × calls / seconds
     * @param movesPerSecond moves chosen per second, B × calls / seconds
     */
    record Point(String game, String backend, int batch, int threads, String agent, double simulationsPerSecond,
            double movesPerSecond) {}

    /**
     * Reads an agent spec for benchmarking: uct or gumbel, whose simulations per move are fixed.
     *
     * @throws UserException if the spec is not valid or its agent has no fixed number of simulations
     */
    static AgentSpec parse(String text) {
        AgentSpec spec;
        try {
            spec = AgentSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserException("--agent " + e.getMessage());
        }
        switch (spec.kind()) {
            case "uct" -> {
                UctAgent.Settings u = spec.uct();
                if (u.timeMillis() != 0) {
                    throw new UserException("--agent " + text + ": bench counts simulations, so uct needs ms=0");
                }
                return new AgentSpec(spec.name(), spec.kind(),
                        new UctAgent.Settings(u.simulations(), u.exploration(), u.rollouts(), 0, false),
                        spec.gumbel(), spec.gumbelRollouts(), spec.settings());
            }
            case "gumbel" -> {}
            default -> throw new UserException("--agent " + text + ": bench measures searches, so the agent must be"
                    + " uct or gumbel");
        }
        return spec;
    }

    /** The simulations per move of a spec accepted by {@link #parse}. */
    static int simulations(AgentSpec spec) {
        return spec.kind().equals("gumbel") ? spec.gumbel().simulations() : spec.uct().simulations();
    }

    /** Warms the agent up for {@code warmup} seconds, then measures it for {@code seconds}. */
    static Point measure(CompiledGame game, Backend backend, int batch, int threads, AgentSpec spec, double warmup,
            double seconds) {
        try (Simulator games = Simulator.builder(game).backend(backend).batch(batch).threads(threads).build();
                Agent agent = spec.create(game, backend)) {
            boolean[] active = new boolean[batch];
            Arrays.fill(active, true);
            int[] out = new int[batch];
            long call = 0;
            long warmEnd = System.nanoTime() + (long) (warmup * 1e9);
            while (System.nanoTime() < warmEnd) {
                agent.chooseActions(games, active, call++, out);
            }
            long calls = 0;
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            do {
                agent.chooseActions(games, active, call++, out);
                calls++;
            } while (System.nanoTime() < end);
            double elapsed = (System.nanoTime() - start) / 1e9;
            double moves = (double) batch * calls / elapsed;
            return new Point(game.game().name(), backend.name(), batch, threads, spec.name(),
                    moves * simulations(spec), moves);
        }
    }
}
