package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.ObservationLayout.Meaning;
import dev.plateau.testgames.LibraryGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one layout of observations: names, order, shape, and the planes' values on positions worked out by hand. */
class ObservationLayoutTest {
    private static Simulator open(CompiledGame game) {
        return Simulator.builder(game).backend("scalar").batch(1).threads(1).build();
    }

    @Test
    void namesOrderAndShape() {
        ObservationLayout ttt = CompiledGame.compile(LibraryGames.game("tic_tac_toe")).observationLayout();
        assertEquals(List.of("mover", "opponent", "player", "order_index", "phase"), ttt.names());
        assertArrayEquals(new int[] {5, 3, 3}, ttt.shape());
        assertEquals(45, ttt.size());
        assertEquals(Meaning.PHASE, ttt.plane(ObservationLayout.PHASE).meaning());
        assertTrue(ttt.plane(ObservationLayout.PLAYER).meaning().uniform());
        assertEquals(-1, ttt.indexOf("shot"));

        ObservationLayout reversi = CompiledGame.compile(LibraryGames.game("reversi")).observationLayout();
        assertEquals("mover_score", reversi.plane(ObservationLayout.MOVER_SCORE).name());
        assertEquals("opponent_score", reversi.plane(ObservationLayout.OPPONENT_SCORE).name());
        assertEquals(7, reversi.planeCount());

        ObservationLayout amazons = CompiledGame.compile(LibraryGames.game("amazons")).observationLayout();
        assertEquals(List.of("mover", "opponent", "player", "order_index", "phase", "mover queen", "opponent queen",
                "arrow", "shot"), amazons.names());
        assertEquals(new ObservationLayout.Plane("opponent queen", Meaning.OPPONENT_TYPE, "queen"), amazons.plane(6));
        assertEquals(Meaning.NEUTRAL_TYPE, amazons.plane(amazons.indexOf("arrow")).meaning());
        assertNull(amazons.plane(8).pieceType());
        assertArrayEquals(new int[] {9, 10, 10}, amazons.shape());
    }

    @Test
    void ticTacToePlanesAfterTwoAndThreeMoves() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));
        try (Simulator sim = open(game)) {
            sim.step(sim.actionOf("a1"));
            sim.step(sim.actionOf("b2"));
            // X to move: X on a1 (row 0, column 0), O on b2 (row 1, column 1).
            float[] obs = sim.observation(0);
            assertArrayEquals(new float[] {1, 0, 0, 0, 0, 0, 0, 0, 0}, plane(obs, 0, 9));
            assertArrayEquals(new float[] {0, 0, 0, 0, 1, 0, 0, 0, 0}, plane(obs, 1, 9));
            assertArrayEquals(new float[9], plane(obs, 2, 9), "P1 to move");
            sim.step(sim.actionOf("c3"));
            obs = sim.observation(0);
            // O to move: its piece is now the mover's.
            assertArrayEquals(new float[] {0, 0, 0, 0, 1, 0, 0, 0, 0}, plane(obs, 0, 9));
            assertArrayEquals(new float[] {1, 0, 0, 0, 0, 0, 0, 0, 1}, plane(obs, 1, 9));
            assertArrayEquals(new float[] {1, 1, 1, 1, 1, 1, 1, 1, 1}, plane(obs, 2, 9), "P2 to move");
            assertArrayEquals(plane(obs, 1, 9), sim.observationPlane(0, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> sim.observationPlane(0, 5));
        }
    }

    @Test
    void reversiScorePlanesFollowTheMover() {
        try (Simulator sim = open(CompiledGame.compile(LibraryGames.game("reversi")))) {
            sim.step(sim.legalActions(0).get(0)); // P2 (first to move) flips one: 4 pieces against 1, P1 to move
            assertEquals(0, sim.currentPlayer(0));
            assertEquals(List.of(1, 4), List.of(sim.score(0, 0), sim.score(0, 1)));
            float[] obs = sim.observation(0);
            assertEquals(1f, obs[ObservationLayout.MOVER_SCORE * 64 + 17], "P1's score");
            assertEquals(4f, obs[ObservationLayout.OPPONENT_SCORE * 64 + 40], "P2's score");
            assertEquals(0f, obs[ObservationLayout.PLAYER * 64 + 63], "P1 to move");
        }
    }

    @Test
    void amazonsMarksQueensArrowsAndTheShot() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("amazons"));
        ObservationLayout layout = game.observationLayout();
        try (Simulator sim = open(game)) {
            int area = 100;
            float[] obs = sim.observation(0);
            // P1's queens on cells 60, 93, 96 and 69; grid position = cell on a square board.
            for (int cell : new int[] {60, 93, 96, 69}) {
                assertEquals(1f, obs[ObservationLayout.MOVER * area + cell]);
                assertEquals(1f, obs[layout.indexOf("mover queen") * area + cell]);
                assertEquals(0f, obs[layout.indexOf("opponent queen") * area + cell]);
            }
            assertEquals(0f, obs[layout.indexOf("shot") * area]);
            sim.step(sim.actionOf("a7-a6")); // the queen on a7 (cell 60) to a6 (cell 50)
            obs = sim.observation(0);
            assertEquals(1f, obs[ObservationLayout.MOVER * area + 50], "P1 still moves: its shot");
            assertEquals(0f, obs[ObservationLayout.MOVER * area + 60]);
            assertArrayEquals(filled(area, 1f), plane(obs, layout.indexOf("shot"), area));
            sim.step(sim.actionOf("a6-c4")); // the arrow lands on c4 (cell 32)
            obs = sim.observation(0);
            assertEquals(1f, obs[layout.indexOf("arrow") * area + 32]);
            assertEquals(0f, obs[ObservationLayout.MOVER * area + 32], "an arrow is no player's");
            assertEquals(0f, obs[ObservationLayout.OPPONENT * area + 32]);
            assertEquals(1f, obs[ObservationLayout.OPPONENT * area + 50], "P2 to move: P1's queen is the opponent's");
            assertEquals(1f, obs[layout.indexOf("opponent queen") * area + 50]);
            assertArrayEquals(new float[area], plane(obs, layout.indexOf("shot"), area));
        }
    }

    private static float[] plane(float[] obs, int index, int area) {
        return java.util.Arrays.copyOfRange(obs, index * area, (index + 1) * area);
    }

    private static float[] filled(int n, float v) {
        float[] out = new float[n];
        java.util.Arrays.fill(out, v);
        return out;
    }
}
