package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.board.Symmetry;
import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A position played with every action moved by a board symmetry is the moved position, for games
 * whose rules are symmetric under it: the same pieces on the moved cells, the moved legal mask, the
 * moved observation planes, the same result.
 */
class SymmetricPositionsTest {
    private static Simulator open(CompiledGame game) {
        return Simulator.builder(game).backend("scalar").batch(1).threads(1).build();
    }

    @Test
    void ticTacToeUnderAllEight() {
        check(LibraryGames.game("tic_tac_toe"), null, 12);
    }

    @Test
    void gomokuUnderAllEight() {
        check(LibraryGames.game("gomoku"), null, 3);
    }

    @Test
    void yavalathUnderAllTwelve() {
        check(LibraryGames.game("yavalath"), null, 6);
    }

    @Test
    void hexUnderTheHalfTurn() {
        // The rhombus's mirror images swap the edges each player must join: no symmetry of Hex's rules.
        check(LibraryGames.game("hex"), Set.of("identity", "rotate 180°"), 4);
    }

    @Test
    void connectFourUnderTheLeftRightMirror() {
        // Pieces rest on the bottom: upside down is another game.
        check(LibraryGames.game("connect_four"), Set.of("identity", "mirror"), 8);
    }

    /** Plays random games, then each one moved by the symmetries named (all when null), step by step. */
    private static void check(Game rules, Set<String> names, int games) {
        CompiledGame game = CompiledGame.compile(rules);
        List<Symmetry> symmetries = game.topology().symmetries().stream()
                .filter(s -> names == null || names.contains(s.name()))
                .toList();
        assertEquals(names == null ? game.topology().symmetries().size() : names.size(), symmetries.size());
        for (long seed = 1; seed <= games; seed++) {
            List<Integer> actions = new ArrayList<>();
            try (Simulator sim = open(game)) {
                while (!sim.terminated(0) && !sim.truncated(0)) {
                    int a = sim.randomAction(0, seed);
                    actions.add(a);
                    sim.step(a);
                }
            }
            for (Symmetry s : symmetries) {
                try (Simulator original = open(game); Simulator moved = open(game)) {
                    for (int t = 0; t <= actions.size(); t++) {
                        String where = rules.name() + " seed " + seed + " " + s.name() + " step " + t;
                        assertSame(original, moved, s, where);
                        if (t < actions.size()) {
                            original.step(actions.get(t));
                            moved.step(game.actions().symmetric(s, actions.get(t)));
                        }
                    }
                }
            }
        }
    }

    private static void assertSame(Simulator original, Simulator moved, Symmetry s, String where) {
        int cells = original.game().topology().cellCount();
        for (int c = 0; c < cells; c++) {
            assertEquals(original.cell(0, c), moved.cell(0, s.apply(c)), where + " cell " + c);
        }
        boolean[] mask = original.legalActionMask(0);
        boolean[] movedMask = moved.legalActionMask(0);
        for (int a = 0; a < mask.length; a++) {
            assertEquals(mask[a], movedMask[original.game().actions().symmetric(s, a)], where + " action " + a);
        }
        float[] planes = new float[original.batchSize() * original.observationShape()[0]
                * original.observationShape()[1] * original.observationShape()[2]];
        float[] movedPlanes = planes.clone();
        original.observations(planes);
        moved.observations(movedPlanes);
        assertArrayEquals(movedPlanes, s.applyToPlanes(planes), where);
        assertEquals(original.terminated(0), moved.terminated(0), where);
        assertEquals(original.winner(0), moved.winner(0), where);
        assertEquals(original.currentPlayer(0), moved.currentPlayer(0), where);
    }
}
