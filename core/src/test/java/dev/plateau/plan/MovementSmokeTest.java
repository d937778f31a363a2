package dev.plateau.plan;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import org.junit.jupiter.api.Test;

class MovementSmokeTest {
    @Test
    void plays() {
        CompiledGame game = CompiledGame.compile(MovementGames.breakthrough(8));
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
            sim.step(new int[] {game.actionOf("b7/forward")});
            int a = game.actionOf("f2/forward_left");
            System.out.println("action " + a + " code " + game.plan().actionCode(a) + " legal " + sim.isLegal(0, a));
            sim.step(new int[] {a});
            System.out.println(sim.boardText(0) + " winner " + sim.winner(0));
            int b = game.actionOf("f2/forward");
            System.out.println("b " + b + " legal " + sim.isLegal(0, b));
        }
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
            sim.step(new int[] {game.actionOf("b7/forward")});
            int a = game.actionOf("f2/forward");
            sim.step(new int[] {a});
            System.out.println(sim.boardText(0) + " winner " + sim.winner(0));
        }
    }
}
