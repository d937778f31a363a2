package dev.plateau.agents;

import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;

/** Exact values of small two-player positions by plain negamax, to check searches against. */
final class Negamax {
    private Negamax() {}

    /** The exact value of a position for the player to move: +1 win, 0 draw, −1 loss (plain negamax). */
    static int value(Simulator sim, GameState position) {
        sim.restore(0, position);
        int mover = sim.currentPlayer(0);
        if (sim.terminated(0)) {
            int winner = sim.winner(0);
            return winner < 0 ? 0 : winner == mover ? 1 : -1;
        }
        int best = -2;
        for (int a : sim.legalActions(0)) {
            sim.restore(0, position);
            sim.step(a);
            GameState next = sim.save(0);
            int score;
            if (sim.terminated(0)) {
                score = sim.winner(0) < 0 ? 0 : sim.winner(0) == mover ? 1 : -1;
            } else {
                score = -value(sim, next);
            }
            best = Math.max(best, score);
        }
        sim.restore(0, position);
        return best;
    }

    static List<Integer> bestMoves(Simulator sim, GameState position) {
        sim.restore(0, position);
        int exact = value(sim, position);
        List<Integer> best = new ArrayList<>();
        for (int a : sim.legalActions(0)) {
            sim.restore(0, position);
            sim.step(a);
            int score = sim.terminated(0) ? (sim.winner(0) < 0 ? 0 : 1) : -value(sim, sim.save(0));
            if (score == exact) {
                best.add(a);
            }
        }
        sim.restore(0, position);
        return best;
    }
}
