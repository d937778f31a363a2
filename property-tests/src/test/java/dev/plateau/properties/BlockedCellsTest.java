package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Cells no piece may enter, the two ways a game can have them (docs/language.md): neutral pieces
 * placed at the start ({@code (place neutral wall …)}), which block both players and take no
 * player's observation planes, and cells removed from the board ({@code (without …)}), which are
 * not cells at all. Both on the cross of Fox and Geese, a 7 × 7 square without its 2 × 2 corners;
 * every backend agrees with the scalar reference on both.
 */
class BlockedCellsTest {
    /** The four 2 × 2 corners of a 7 × 7 square, walled off: the cross-shaped board of Fox and Geese. */
    private static final Set<Integer> WALLS = Set.of(0, 1, 7, 8, 5, 6, 12, 13, 35, 36, 42, 43, 40, 41, 47, 48);

    /** Breakthrough's moves with walls at the start on the corners (a test game, not a library one). */
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
                        int to = game.destination(action, Player.of(sim.currentPlayer(env)));
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

    /** Breakthrough's moves and a sideways slide on the cross, the corners removed (a test game). */
    private static final String CROSS_TEXT = """
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

    private static final Game CROSS = LdxReader.read("cross.ldx", CROSS_TEXT).game();

    @Test
    void movesStayOnTheCrossAndRemovedCellsReadZero() {
        CompiledGame game = CompiledGame.compile(CROSS);
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
                for (Game game : List.of(GAME, CROSS)) {
                    BackendDifferential.check(Subject.of(game), BackendDifferential.reference(), backend, shape);
                }
            }
        }
    }
}
