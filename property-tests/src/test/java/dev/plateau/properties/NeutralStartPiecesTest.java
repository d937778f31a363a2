package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Neutral pieces placed at the start ({@code (place neutral wall …)}, docs/language.md, start):
 * they block both players, take no player's observation planes, and every backend agrees with the
 * scalar reference on a game that has them.
 */
class NeutralStartPiecesTest {
    /** The four 2 × 2 corners of a 7 × 7 square, walled off: the cross-shaped board of Fox and Geese. */
    private static final Set<Integer> WALLS = Set.of(0, 1, 7, 8, 5, 6, 12, 13, 35, 36, 42, 43, 40, 41, 47, 48);

    /** Breakthrough's moves on the cross (a test game, not a library one). */
    private static final String TEXT = """
            (game "Walled pawns" (players 2)
              (equipment (board (square 7)) (pieces (pawn each) (wall neutral)))
              (rules (start (place neutral wall (0 1 7 8 5 6 12 13 35 36 42 43 40 41 47 48))
                            (place P1 pawn (37 38 39 44 45 46)) (place P2 pawn (2 3 4 9 10 11)))
                     (play (repeat (P1 P2)
                             (move (step forward)
                                   (step (forward_left forward_right) (to (or empty (occupied opponent)))))))
                     (end (if (and (mover_is P1) (exists (and (occupied mover) (edge top)))) (mover win))
                          (if (and (mover_is P2) (exists (and (occupied mover) (edge bottom)))) (mover win))
                          (if (no_moves) (mover win)))))
            """;

    private static final Game GAME = LdxReader.read("walled.ldx", TEXT).game();

    @Test
    void wallsBlockBothPlayersAndStayOutOfTheirPlanes() {
        CompiledGame game = CompiledGame.compile(GAME);
        try (Simulator sim = Simulator.builder(game).backend("scalar").batch(8).threads(1).build()) {
            for (int t = 0; t < 40; t++) {
                for (int env = 0; env < sim.batchSize(); env++) {
                    for (int cell = 0; cell < 49; cell++) {
                        assertEquals(WALLS.contains(cell), sim.cell(env, cell) == 3, "cell " + cell + " step " + t);
                    }
                    if (sim.terminated(env)) {
                        continue;
                    }
                    for (int action : sim.legalActions(env)) {
                        int to = game.destination(action, dev.plateau.rules.Player.of(sim.currentPlayer(env)));
                        assertFalse(WALLS.contains(to), game.actionName(action) + " enters a wall");
                    }
                    List<String> planes = sim.observationPlaneNames();
                    int wallPlane = planes.indexOf("wall");
                    assertTrue(wallPlane >= 0, planes.toString());
                    float[] mover = sim.observationPlane(env, Simulator.PLANE_MOVER);
                    float[] opponent = sim.observationPlane(env, Simulator.PLANE_OPPONENT);
                    float[] walls = sim.observationPlane(env, wallPlane);
                    for (int cell : WALLS) {
                        assertEquals(0f, mover[cell] + opponent[cell], "cell " + cell);
                        assertEquals(1f, walls[cell], "cell " + cell);
                    }
                }
                sim.stepRandom(t);
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
