package dev.plateau.examples;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A one-ply greedy player: it makes a move that wins at once if there is one, and otherwise a
 * uniformly random legal move. It sees ahead with a second simulator that has one environment per
 * action: every environment replays the game so far, then environment a tries action a.
 *
 * <p>{@link #match} pits it against a uniformly random player; its {@code main} does so for
 * Tic-Tac-Toe.
 */
public final class GreedyAgent implements AutoCloseable {
    private final Simulator lookahead;

    /** A greedy player of this game. */
    public GreedyAgent(CompiledGame game) {
        // A handful of environments gains nothing from worker threads.
        this.lookahead = Simulator.builder(game).batch(game.actionCount()).threads(1).build();
    }

    /**
     * The move to make in environment 0 of {@code game}, a running game whose moves so far are
     * {@code history}: a winning move if there is one, else {@code game.randomAction(0, seed)}.
     */
    public int choose(Simulator game, List<Integer> history, long seed) {
        List<Integer> legal = game.legalActions(0);
        int mover = game.currentPlayer(0);
        lookahead.init();
        int[] actions = new int[lookahead.batchSize()];
        for (int move : history) {
            Arrays.fill(actions, move);
            lookahead.step(actions);
        }
        for (int a = 0; a < actions.length; a++) {
            // Environments of illegal actions play a legal one instead; only legal ones are read.
            actions[a] = legal.contains(a) ? a : legal.getFirst();
        }
        lookahead.step(actions);
        for (int a : legal) {
            if (lookahead.terminated(a) && lookahead.winner(a) == mover) {
                return a;
            }
        }
        return game.randomAction(0, seed);
    }

    @Override
    public void close() {
        lookahead.close();
    }

    /** The outcomes of a match, for the player under test. */
    public record Score(int games, int wins, int losses, int draws) {
        /** The fraction of games won. */
        public double winRate() {
            return (double) wins / games;
        }
    }

    /**
     * Plays {@code games} games of a player against a uniformly random one, the player taking P1 in
     * even games and P2 in odd ones. The player is the greedy one, or, with {@code greedy} false, a
     * random one too: that control gives the score to beat. The random moves of game g come from
     * seed {@code seed + g} in both cases, so the two differ only where the greedy player wins at once.
     */
    public static Score match(CompiledGame game, int games, long seed, boolean greedy) {
        int wins = 0;
        int losses = 0;
        int draws = 0;
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build();
                GreedyAgent agent = new GreedyAgent(game)) {
            List<Integer> history = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int seat = g % 2;
                long gameSeed = seed + g;
                sim.init();
                history.clear();
                while (!sim.terminated(0) && !sim.truncated(0)) {
                    int move = greedy && sim.currentPlayer(0) == seat
                            ? agent.choose(sim, history, gameSeed)
                            : sim.randomAction(0, gameSeed);
                    sim.step(move);
                    history.add(move);
                }
                int winner = sim.winner(0);
                if (winner == seat) {
                    wins++;
                } else if (winner < 0) {
                    draws++;
                } else {
                    losses++;
                }
            }
        }
        return new Score(games, wins, losses, draws);
    }

    /** Plays {@code args[0]} games (default 1,000) of Tic-Tac-Toe, greedy against random, and the random control. */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
        print("greedy against random", match(ticTacToe(), games, 1, true));
        print("random against random", match(ticTacToe(), games, 1, false));
    }

    /** Tic-Tac-Toe, written with the fluent builder and compiled. */
    public static CompiledGame ticTacToe() {
        return CompiledGame.compile(game("Tic-Tac-Toe")
                .board(square(3))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(3), moverWins()), when(fullBoard(), draw())));
    }

    private static void print(String what, Score s) {
        System.out.printf("%s, %,d games of Tic-Tac-Toe: won %.1f %%, lost %.1f %%, drawn %.1f %%%n", what,
                s.games(), 100.0 * s.wins() / s.games(), 100.0 * s.losses() / s.games(), 100.0 * s.draws() / s.games());
    }
}
