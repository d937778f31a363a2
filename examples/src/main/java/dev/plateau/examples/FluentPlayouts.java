package dev.plateau.examples;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;

/**
 * A game of our own written with the fluent builder, compiled, and played out with uniformly
 * random moves on the best backend here, a batch of environments at a time.
 */
public final class FluentPlayouts {
    private FluentPlayouts() {}

    /** Four in a row on a 7 × 7 board with free placement: a small Gomoku that is not in the game library. */
    public static Game fourInARow() {
        return game("Four in a Row")
                .board(square(7))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(4), moverWins()),
                        when(fullBoard(), draw()));
    }

    /** The outcomes of a number of playouts, and the backend that played them. */
    public record Report(String backend, PlayoutSummary summary) {}

    /**
     * Plays playouts 0 … {@code playouts}−1 of the game with this seed, {@code batch} at a time.
     * Playout i depends only on the seed and i, so the result is the same for every batch size.
     */
    public static Report playouts(CompiledGame game, long playouts, int batch, long seed) {
        PlayoutSummary total = PlayoutSummary.empty();
        String backend = "none";
        for (long first = 0; first < playouts; first += batch) {
            int size = (int) Math.min(batch, playouts - first);
            try (Simulator sim = Simulator.builder(game).batch(size).build()) {
                backend = sim.backend().name();
                total = total.plus(sim.playouts(seed, first));
            }
        }
        return new Report(backend, total);
    }

    /** Plays {@code args[0]} playouts (default 100,000) of {@link #fourInARow()} and prints a summary. */
    public static void main(String[] args) {
        long playouts = args.length > 0 ? Long.parseLong(args[0]) : 100_000;
        Game game = fourInARow();
        Report report = playouts(CompiledGame.compile(game), playouts, 4096, 1);
        PlayoutSummary s = report.summary();
        System.out.printf("%s: %,d random playouts on the %s backend%n", game.name(), s.playouts(), report.backend());
        System.out.printf("  P1 won %.2f %%, P2 won %.2f %%, drawn %.2f %%%n",
                percent(s.p1Wins(), s), percent(s.p2Wins(), s), percent(s.draws(), s));
        System.out.printf("  %.2f moves per game on average (standard deviation %.2f)%n",
                s.meanLength(), s.lengthStandardDeviation());
    }

    private static double percent(long count, PlayoutSummary s) {
        return 100.0 * count / s.playouts();
    }
}
