package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@code games/nine_mens_morris.ldx} (conformance/README.md, nine_mens_morris), each on
 * a position made for it: the library's rules with other pieces on the board and in hand. The 24
 * points count row by row from the top left: a1 = 0, d1 = 1, g1 = 2, b2 = 3, d2 = 4, f2 = 5, c3 = 6,
 * d3 = 7, e3 = 8, a4 = 9, b4 = 10, c4 = 11, e4 = 12, f4 = 13, g4 = 14, c5 = 15, d5 = 16, e5 = 17,
 * b6 = 18, d6 = 19, f6 = 20, a7 = 21, d7 = 22, g7 = 23; the mills used here are (0 1 2), (3 4 5),
 * (0 9 21) and (21 22 23).
 */
class MorrisRulesTest {
    /** The library's Morris under a rule set, with these men on the board and in hand; P1 moves first. */
    private static Simulator position(int ludii, int[] p1, int p1Hand, int[] p2, int p2Hand) {
        Game rules = LibraryGames.game("nine_mens_morris", Map.of("ludii", ludii));
        List<Placement> start = new ArrayList<>();
        add(start, Player.P1, p1);
        add(start, Player.P2, p2);
        List<Hand> hands = List.of(new Hand(Player.P1, "man", p1Hand), new Hand(Player.P2, "man", p2Hand));
        Game game = new Game(rules.name(), rules.players(), rules.board(), rules.pieces(), start, hands, rules.phases(),
                rules.endRules(), rules.parameters());
        return Simulator.builder(CompiledGame.compile(game)).backend("scalar").batch(1).threads(1).build();
    }

    private static Simulator position(int[] p1, int p1Hand, int[] p2, int p2Hand) {
        return position(0, p1, p1Hand, p2, p2Hand);
    }

    private static void add(List<Placement> start, Player player, int[] cells) {
        if (cells.length > 0) {
            start.add(new Placement(player, Arrays.stream(cells).boxed().toList(), Optional.of("man"), Optional.empty()));
        }
    }

    private static int[] cells(int... cells) {
        return cells;
    }

    private static int named(Simulator sim, String name) {
        int action = sim.game().actions().parse(name);
        assertTrue(sim.isLegal(0, action), name + " is not legal");
        return action;
    }

    private static void play(Simulator sim, String name) {
        sim.step(new int[] {named(sim, name)});
    }

    /** The names of the legal actions. */
    private static Set<String> legal(Simulator sim) {
        ActionCodec codec = sim.game().actions();
        return sim.legalActions(0).stream().map(codec::name).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static Set<String> names(String... names) {
        return new LinkedHashSet<>(List.of(names));
    }

    @Test
    void aPlayerWithMenInHandMustPlaceOneOnAnEmptyPoint() {
        // P1 could step d2 → d3, but holds a man in hand: only drops, one per empty point.
        try (Simulator sim = position(cells(4), 1, cells(9), 3)) {
            Set<String> drops = IntStream.range(0, 24).filter(c -> c != 4 && c != 9)
                    .mapToObj(c -> "man@" + sim.game().topology().cellName(c)).collect(Collectors.toCollection(LinkedHashSet::new));
            assertEquals(drops, legal(sim));
            play(sim, "man@g7");
            assertEquals(0, sim.inHand(0, 0), "the hand holds one fewer");
            assertEquals(1, sim.cell(0, 23));
            assertEquals(1, sim.currentPlayer(0));
        }
    }

    @Test
    void aPlayerWhoseHandIsEmptyMovesWhileTheOtherStillPlaces() {
        // P1 has placed all its men; P2 still holds two. P1 steps along the lines, P2 then places.
        try (Simulator sim = position(cells(0, 4, 12, 19), 0, cells(9, 23), 2)) {
            assertEquals(names("a1-d1", "d2-d1", "d2-b2", "d2-f2", "d2-d3", "e4-e3", "e4-f4", "e4-e5", "d6-d5", "d6-b6",
                    "d6-f6", "d6-d7"), legal(sim));
            play(sim, "d2-d3");
            assertTrue(legal(sim).stream().allMatch(a -> a.startsWith("man@")), legal(sim).toString());
        }
    }

    @Test
    void aMillRemovesAnEnemyManOutsideMills() {
        // P1 drops on g1 and closes (a1 d1 g1); P2's mill (b2 d2 f2) is safe, its man on a7 is not.
        try (Simulator sim = position(cells(0, 1), 1, cells(3, 4, 5, 21), 2)) {
            play(sim, "man@g1");
            assertEquals(0, sim.currentPlayer(0), "the mill keeps the turn for the removal");
            assertEquals(names("xa7"), legal(sim));
            play(sim, "xa7");
            assertEquals(0, sim.cell(0, 21));
            assertEquals(1, sim.currentPlayer(0));
            assertEquals(2, sim.stepCount(0), "the removal is a step of its own");
        }
    }

    @Test
    void whenEveryEnemyManStandsInAMillAnyMayBeRemoved() {
        try (Simulator sim = position(cells(0, 1), 1, cells(3, 4, 5), 2)) {
            play(sim, "man@g1");
            assertEquals(names("xb2", "xd2", "xf2"), legal(sim));
        }
    }

    @Test
    void aMoveThatClosesNoMillEndsTheTurn() {
        try (Simulator sim = position(cells(0, 1), 1, cells(3, 4, 5), 2)) {
            play(sim, "man@g4");
            assertEquals(1, sim.currentPlayer(0));
            assertTrue(legal(sim).stream().allMatch(a -> a.startsWith("man@")));
        }
    }

    @Test
    void aPlayerDownToThreeMenFlies() {
        // P1's three men may go to any empty point (21 each), and no longer step; P2 with four steps.
        try (Simulator sim = position(cells(0, 4, 12), 0, cells(9, 10, 11, 23), 0)) {
            Set<String> moves = legal(sim);
            assertEquals(3 * 17, moves.size(), moves.toString());
            assertFalse(moves.contains("a1-g7"), "g7 is taken");
            assertTrue(moves.contains("a1-d7") && moves.contains("e4-c3"), moves.toString());
            play(sim, "a1-d7");
            assertEquals(names("a4-a1", "a4-a7", "b4-b2", "b4-b6", "c4-c3", "c4-c5", "g7-g4"), legal(sim));
        }
    }

    @Test
    void aPlayerReducedToTwoMenLoses() {
        // P1 closes (a1 a4 a7) by stepping d1 → a1 and removes one of P2's three men.
        try (Simulator sim = position(cells(1, 9, 21, 16), 0, cells(3, 5, 23), 0)) {
            play(sim, "d1-a1");
            assertEquals(0, sim.currentPlayer(0));
            play(sim, "xg7");
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "P2 has two men left: P1 wins");
        }
    }

    @Test
    void menInHandCountForTheLossWithTwo() {
        // The same mill, but P2 holds a man in hand: three men in all, the game goes on.
        try (Simulator sim = position(cells(1, 9, 21, 16), 0, cells(3, 5, 23), 1)) {
            play(sim, "d1-a1");
            play(sim, "xg7");
            assertFalse(sim.terminated(0));
            assertEquals(1, sim.currentPlayer(0));
            assertEquals(1, sim.inHand(0, 1));
        }
    }

    @Test
    void aBlockedPlayerLosesUnderTheUsualRules() {
        // P2's men on a1, d1, g4, g7 and d7 are boxed in by each other and P1's men, but for d7's
        // neighbour d6, which P1 takes.
        int[] p1 = cells(9, 2, 4, 16, 17, 21, 13);
        int[] p2 = cells(0, 1, 23, 22, 14);
        try (Simulator sim = position(0, p1, 0, p2, 0)) {
            play(sim, "d5-d6");
            assertTrue(sim.terminated(0), "P2 cannot move");
            assertEquals(0, sim.winner(0));
        }
        try (Simulator sim = position(1, p1, 0, p2, 0)) {
            play(sim, "d5-d6");
            assertFalse(sim.terminated(0), "as Ludii plays it, a blocked player passes");
            assertEquals(names("pass"), legal(sim));
        }
    }

    @Test
    void aMillClosedByFlyingRemovesUnderTheUsualRulesOnly() {
        // P1 has three men and flies g7 → g1, closing (a1 d1 g1).
        int[] p1 = cells(0, 1, 23);
        int[] p2 = cells(9, 10, 11, 12);
        try (Simulator sim = position(0, p1, 0, p2, 0)) {
            play(sim, "g7-g1");
            assertEquals(0, sim.currentPlayer(0), "the usual rules: the flight's mill removes");
            assertEquals(names("xe4"), legal(sim));
        }
        try (Simulator sim = position(1, p1, 0, p2, 0)) {
            play(sim, "g7-g1");
            assertEquals(1, sim.currentPlayer(0), "Ludii's rules: a flight's mill removes nothing");
        }
    }

    @Test
    void theObservationShowsBothHands() {
        try (Simulator sim = position(cells(4), 5, cells(9), 7)) {
            ObservationLayout layout = sim.game().observationLayout();
            int mover = layout.indexOf("mover hand man");
            int opponent = layout.indexOf("opponent hand man");
            assertTrue(mover >= 0 && opponent >= 0, layout.names().toString());
            assertEquals(5f, sim.observationPlane(0, mover)[0]);
            assertEquals(7f, sim.observationPlane(0, opponent)[0]);
            play(sim, "man@g7");
            assertEquals(7f, sim.observationPlane(0, mover)[0], "P2 to move: its own hand first");
            assertEquals(4f, sim.observationPlane(0, opponent)[0]);
        }
    }
}
