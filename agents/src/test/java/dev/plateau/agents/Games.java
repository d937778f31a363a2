package dev.plateau.agents;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;

/** The library's games for the tests, and positions reached by explicit moves. */
final class Games {
    private Games() {}

    static final CompiledGame CONNECT_FOUR = LibraryGames.compiled("connect_four");
    static final CompiledGame TIC_TAC_TOE = LibraryGames.compiled("tic_tac_toe");

    /** A one-environment simulator of the game after the given actions. */
    static Simulator after(CompiledGame game, int... actions) {
        Simulator sim = Simulator.builder(game).backend("scalar").threads(1).build();
        for (int a : actions) {
            sim.step(a);
        }
        return sim;
    }

    /** The legal Connect Four action (a cell) that drops a piece into this column. */
    static int column(Simulator sim, int column) {
        for (int a : sim.legalActions(0)) {
            if (a % 7 == column) {
                return a;
            }
        }
        throw new IllegalArgumentException("column " + column + " is full");
    }

    /** Connect Four after dropping pieces into these columns, in turn. */
    static Simulator connectFour(int... columns) {
        Simulator sim = after(CONNECT_FOUR);
        for (int c : columns) {
            sim.step(column(sim, c));
        }
        return sim;
    }

    /** The action the agent chooses in environment 0 of {@code sim}. */
    static int choice(Agent agent, Simulator sim, long seed) {
        int[] out = {-1};
        agent.chooseActions(sim, new boolean[] {true}, seed, out);
        return out[0];
    }
}
