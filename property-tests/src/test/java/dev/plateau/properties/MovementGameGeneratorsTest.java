package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Game;
import dev.plateau.rules.Moves;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The random movement games that the differential and invariant properties run over draw every
 * construct of turns that go on and of blocked cells, as written in the games' text: chains with
 * and without {@code while}, compulsory movements, {@code (promoted)}, neutral start pieces, removed
 * cells and shots; hands, drops (compulsory or not), flights, {@code (when …)} conditions of
 * movements and removals; and a chain does go on, and a removal does come up, in random play, so
 * that their further decisions are exercised.
 */
class MovementGameGeneratorsTest {
    /** The constructs counted, each by the text that only it writes. */
    private static final List<String> CONSTRUCTS = List.of("(then (chain", "(while", "compulsory:true", "(promoted)",
            "(place neutral", "(without", "(then (shoot", "(hand ", "(drop ", "(fly", "(when", "(then (remove");

    @Test
    void eightyGamesDrawEveryConstructAndAChainGoesOnAndARemovalComesUp() {
        Map<String, Integer> seen = new TreeMap<>();
        CONSTRUCTS.forEach(c -> seen.put(c, 0));
        int[] chainsGoingOn = {0};
        int[] removalsComingUp = {0};
        qt().withFixedSeed(MovementGamesMatchAcrossBackendsTest.SEED).withExamples(80)
                .forAll(MovementGameGenerators.games()).checkAssert(game -> {
                    String text = LdxWriter.write(game);
                    CONSTRUCTS.forEach(c -> seen.merge(c, text.contains(c) ? 1 : 0, Integer::sum));
                    if (hasChain(game) && secondPartComesUp(game)) {
                        chainsGoingOn[0]++;
                    }
                    if (hasRemoval(game) && secondPartComesUp(game)) {
                        removalsComingUp[0]++;
                    }
                });
        seen.forEach((construct, games) -> assertTrue(games >= 3, construct + " in " + games + " of 80 games: " + seen));
        assertTrue(chainsGoingOn[0] >= 1, "no chain went on in random play: " + seen);
        assertTrue(removalsComingUp[0] >= 1, "no removal came up in random play: " + seen);
    }

    private static boolean hasChain(Game game) {
        return game.phases().stream().anyMatch(p -> p.rule() instanceof Moves m && m.chain().isPresent());
    }

    private static boolean hasRemoval(Game game) {
        return game.phases().stream().anyMatch(p -> p.rule() instanceof Moves m && m.removal().isPresent());
    }

    /** Whether the second part of a turn (a chain's further move, a removal) comes up in 200 random steps of 8 environments. */
    private static boolean secondPartComesUp(Game game) {
        CompiledGame compiled = CompiledGame.compile(game);
        try (Simulator sim = Simulator.builder(compiled).backend("scalar").batch(8).threads(1).stepLimit(200).build()) {
            for (int t = 0; t < 200; t++) {
                for (int env = 0; env < sim.batchSize(); env++) {
                    if (SimulatorStates.field(sim, Kind.PART, 0, env) != 0) {
                        return true;
                    }
                }
                sim.stepRandom(t);
            }
        }
        return false;
    }
}
