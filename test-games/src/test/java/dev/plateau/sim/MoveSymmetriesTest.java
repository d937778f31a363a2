package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Symmetry;
import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Symmetries of movement games: a game played, and the same game played with every action moved by
 * a symmetry of its rules, stay images of each other (pieces, legal masks, observations, outcome).
 */
class MoveSymmetriesTest {
    @Test
    void breakthroughUnderTheMirror() {
        check(LibraryGames.game("breakthrough", Map.of("size", 6)), Set.of("identity", "mirror"));
    }

    @Test
    void amazonsUnderTheMirror() {
        check(LibraryGames.game("amazons"), Set.of("identity", "mirror"));
    }

    @Test
    void tablutUnderAllEight() {
        check(LibraryGames.game("tablut"), null);
    }

    @Test
    void aRelativeDirectionTurnedUpsideDownHasNoImageInBreakthrough() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("breakthrough", Map.of("size", 6)));
        Symmetry flip = game.topology().symmetries().stream().filter(s -> s.name().equals("rotate 180°")).findFirst()
                .orElseThrow();
        assertEquals(-1, game.symmetricAction(flip, game.actionOf("c5/forward")), "forward becomes backward");
    }

    private static void check(Game rules, Set<String> names) {
        CompiledGame game = CompiledGame.compile(rules);
        List<Symmetry> symmetries = game.topology().symmetries().stream()
                .filter(s -> names == null || names.contains(s.name())).toList();
        assertTrue(symmetries.size() >= (names == null ? 8 : names.size()));
        for (long seed = 1; seed <= 2; seed++) {
            List<Integer> actions = new ArrayList<>();
            try (Simulator sim = Simulator.builder(game).batch(1).threads(1).stepLimit(60).build()) {
                while (!sim.terminated(0) && !sim.truncated(0)) {
                    int a = sim.randomAction(0, seed);
                    actions.add(a);
                    sim.step(a);
                }
            }
            for (Symmetry s : symmetries) {
                try (Simulator original = Simulator.builder(game).batch(1).threads(1).build();
                        Simulator moved = Simulator.builder(game).batch(1).threads(1).build()) {
                    for (int t = 0; t <= actions.size(); t++) {
                        String where = rules.name() + " seed " + seed + " " + s.name() + " step " + t;
                        int cells = game.topology().cellCount();
                        for (int c = 0; c < cells; c++) {
                            assertEquals(original.cell(0, c), moved.cell(0, s.apply(c)), where + " cell " + c);
                            assertEquals(original.piece(0, c), moved.piece(0, s.apply(c)), where + " piece " + c);
                        }
                        boolean[] mask = original.legalActionMask(0);
                        boolean[] movedMask = moved.legalActionMask(0);
                        for (int a = 0; a < mask.length; a++) {
                            int image = game.symmetricAction(s, a);
                            if (mask[a] && !original.terminated(0)) {
                                assertTrue(image >= 0 && movedMask[image], where + " legal action " + game.actionName(a));
                            }
                        }
                        assertEquals(original.legalActions(0).size(), moved.legalActions(0).size(), where + " legal moves");
                        float[] planes = new float[original.observationShape()[0] * original.observationShape()[1]
                                * original.observationShape()[2]];
                        float[] movedPlanes = planes.clone();
                        original.observations(planes);
                        moved.observations(movedPlanes);
                        assertArrayEquals(movedPlanes, s.applyToPlanes(planes), where);
                        assertEquals(original.winner(0), moved.winner(0), where);
                        if (t < actions.size()) {
                            original.step(actions.get(t));
                            moved.step(game.symmetricAction(s, actions.get(t)));
                        }
                    }
                }
            }
        }
    }
}
