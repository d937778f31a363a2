package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.plateau.board.Topology;
import dev.plateau.rules.Game;
import dev.plateau.rules.Player;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A board with removed cells ({@code (without …)}, docs/language.md): the cross of Fox and Geese as
 * a 7 × 7 square without its 2 × 2 corners. Moves stay on the cross, the removed grid positions read
 * 0 in every piece plane, and every backend agrees with the scalar reference.
 */
class RemovedCellsTest {
    /** Breakthrough's moves on the cross (a test game, not a library one). */
    private static final String TEXT = """
            (game "Pawns on a cross" (players 2)
              (equipment (board (square 7) (without (0 1 5 6 7 8 12 13 35 36 40 41 42 43 47 48)))
                         (pieces (pawn each)))
              (rules (start (place P1 pawn (27 28 29 30 31 32)) (place P2 pawn (0 1 2 3 4 5)))
                     (play (repeat (P1 P2)
                             (move (step forward)
                                   (step (forward_left forward_right) (to (not (occupied mover))))
                                   (slide (left right)))))
                     (end (if (and (mover_is P1) (exists (and (occupied mover) (edge top)))) (mover win))
                          (if (and (mover_is P2) (exists (and (occupied mover) (edge bottom)))) (mover win)))))
            """;

    private static final Game GAME = LdxReader.read("cross.ldx", TEXT).game();

    @Test
    void movesStayOnTheCrossAndRemovedCellsReadZero() {
        CompiledGame game = CompiledGame.compile(GAME);
        Topology t = game.topology();
        assertEquals(33, t.cellCount());
        try (Simulator sim = Simulator.builder(game).backend("scalar").batch(8).threads(1).build()) {
            List<String> planes = sim.observationPlaneNames();
            for (int step = 0; step < 60; step++) {
                for (int env = 0; env < sim.batchSize(); env++) {
                    for (String plane : List.of("mover", "opponent")) {
                        float[] values = sim.observationPlane(env, planes.indexOf(plane));
                        for (int row = 0; row < 7; row++) {
                            for (int col = 0; col < 7; col++) {
                                if (t.cellAtGrid(row, col) < 0) {
                                    assertEquals(0f, values[row * 7 + col], plane + " at " + row + "," + col);
                                }
                            }
                        }
                    }
                    if (sim.terminated(env)) {
                        continue;
                    }
                    Player mover = Player.of(sim.currentPlayer(env));
                    for (int action : sim.legalActions(env)) {
                        int from = game.origin(action);
                        int to = game.destination(action, mover);
                        // A step or slide moves along the grid; both ends are cells of the cross.
                        assertFalse(from < 0 || to < 0, game.actionName(action));
                        int dr = Math.abs(t.row(to) - t.row(from));
                        int dc = Math.abs(t.col(to) - t.col(from));
                        assertFalse(dr > 1 || dr == 1 && dc > 1 || dr == 0 && dc == 0, game.actionName(action));
                    }
                }
                sim.stepRandom(step);
            }
        }
    }

    @Test
    void everyBackendMatchesTheReference() {
        List<Backend> backends = BackendDifferential.candidates();
        assertFalse(backends.isEmpty(), "no backend but the reference can run here");
        for (Backend backend : backends) {
            for (Shape shape : Shape.standard()) {
                BackendDifferential.check(Subject.of(GAME), BackendDifferential.reference(), backend, shape);
            }
        }
    }
}
