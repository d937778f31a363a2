package dev.plateau.properties.tablut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Tablut (the movement-games rules, section 1) against {@link TablutReference}, written from the
 * rules alone: random playouts from the start and from sparse positions that reach the rarer rules,
 * and one scenario per rule, each checked against the rules' own expectation.
 */
class TablutRulesTest {
    /** {@code games/tablut.ldx}, the library game under test. */
    static Game library() {
        return LibraryGames.game("tablut");
    }

    /** The library game with another start: the rules unchanged. */
    static Game withStart(Map<Integer, Integer> pieces) {
        Game g = library();
        List<Placement> start = new ArrayList<>();
        Map<Integer, List<Integer>> byPiece = new LinkedHashMap<>();
        pieces.forEach((c, p) -> byPiece.computeIfAbsent(p, k -> new ArrayList<>()).add(c));
        byPiece.forEach((p, cells) -> start.add(new Placement(p == TablutReference.ATTACKER ? Player.P1 : Player.P2, cells,
                Optional.of(p == TablutReference.KING ? "king" : "soldier"), Optional.empty())));
        return new Game(g.name(), 2, g.board(), g.pieces(), start, g.phases(), g.endRules(), g.parameters());
    }

    static Map<Integer, Integer> position(Object... squareAndPiece) {
        Map<Integer, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < squareAndPiece.length; i += 2) {
            m.put(TablutReference.cell((String) squareAndPiece[i]), (Integer) squareAndPiece[i + 1]);
        }
        return m;
    }

    private static final int A = TablutReference.ATTACKER;
    private static final int D = TablutReference.DEFENDER;
    private static final int K = TablutReference.KING;

    /** The simulator's board in the reference's values. */
    static int[] board(Simulator sim) {
        int[] b = new int[81];
        for (int c = 0; c < 81; c++) {
            int owner = sim.cell(0, c);
            b[c] = owner == 0 ? 0 : owner == 1 ? A : "king".equals(sim.piece(0, c)) ? K : D;
        }
        return b;
    }

    static TreeSet<Integer> legal(Simulator sim) {
        TreeSet<Integer> out = new TreeSet<>();
        Player mover = Player.of(sim.currentPlayer(0));
        for (int a : sim.legalActions(0)) {
            out.add(sim.game().origin(a) * 81 + sim.game().destination(a, mover));
        }
        return out;
    }

    /** Plays both from their starts with the same random moves; returns the reference at the end. */
    static TablutReference playBoth(Game game, TablutReference ref, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(game)).batch(1).threads(1).build()) {
            assertTrue(java.util.Arrays.equals(ref.board, board(sim)), "the start positions differ");
            int ply = 0;
            while (!ref.over) {
                String at = "seed " + seed + ", ply " + ply + ": ";
                assertFalse(sim.terminated(0), at + "Plateau ended the game, the rules go on");
                assertEquals(ref.toMove - 1, sim.currentPlayer(0), at + "player to move");
                List<Integer> moves = ref.legal();
                assertEquals(new TreeSet<>(moves), legal(sim), at + "legal moves");
                int move = moves.get(random.nextInt(moves.size()));
                int action = sim.game().moveAction(move / 81, move % 81, Player.of(ref.toMove - 1));
                ref.play(move / 81, move % 81);
                sim.step(new int[] {action});
                assertTrue(java.util.Arrays.equals(ref.board, board(sim)), at + "positions differ after "
                        + sim.game().actionName(action) + "\n" + sim.boardText(0));
                ply++;
            }
            assertTrue(sim.terminated(0), "seed " + seed + ": the rules ended the game, Plateau goes on");
            assertEquals(ref.winner == 0 ? -1 : ref.winner - 1, sim.winner(0), "seed " + seed + ": winner");
        }
        return ref;
    }

    @Test
    void randomPlayoutsFollowTheRules() {
        Game game = library();
        int[] endings = new int[3];
        for (long seed = 0; seed < 60; seed++) {
            TablutReference end = playBoth(game, TablutReference.start(), seed);
            endings[end.winner]++;
        }
        assertTrue(endings[1] > 0 && endings[2] > 0, "both sides win some random games: " + List.of(endings[0],
                endings[1], endings[2]));
    }

    /**
     * A game that the reference steers (random moves that capture nothing, never end the game and
     * never repeat a position) to 100 quiet moves: the 100th is a draw, not one move earlier.
     */
    @Test
    void oneHundredMovesWithoutACaptureDraw() {
        List<Integer> moves = steer(TablutReference.start(), 100, 0, 7);
        TablutReference ref = replay(TablutReference.start(), moves);
        assertTrue(ref.over && ref.winner == 0 && ref.quiet == 100, "the reference ends by the quiet-move draw");
        playScript(library(), moves, -1);
    }

    /**
     * A game steered to 512 moves, capturing whenever the quiet count passes 90 and otherwise as
     * above: the 512th move is a draw.
     */
    @Test
    void fiveHundredTwelveMovesDraw() {
        List<Integer> moves = steer(TablutReference.start(), 512, 90, 11);
        TablutReference ref = replay(TablutReference.start(), moves);
        assertTrue(ref.over && ref.winner == 0 && ref.moves == 512 && ref.quiet < 100, "the reference ends at 512 moves");
        playScript(library(), moves, -1);
    }

    /** Random moves from the start that keep the game going for {@code length} moves (searching over seeds). */
    static List<Integer> steer(TablutReference start, int length, int captureAfter, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int attempt = 0; attempt < 200; attempt++) {
            TablutReference t = start.copy();
            List<Integer> moves = new ArrayList<>();
            while (moves.size() < length) {
                List<Integer> options = new ArrayList<>(t.legal());
                java.util.Collections.shuffle(options, new java.util.Random(random.nextLong()));
                Integer chosen = null;
                Integer capture = null;
                for (int m : options) {
                    TablutReference next = t.copy();
                    int before = pieces(next);
                    next.play(m / 81, m % 81);
                    boolean last = moves.size() + 1 == length;
                    boolean captures = pieces(next) < before;
                    boolean kingSafe = java.util.Arrays.stream(next.board).anyMatch(p -> p == K);
                    if (next.occurrences() > 1 || !kingSafe || (next.over && !last)) {
                        continue;
                    }
                    if (captures && capture == null && captureAfter > 0 && t.quiet >= captureAfter) {
                        capture = m;
                    }
                    if (!captures && chosen == null) {
                        chosen = m;
                    }
                }
                Integer pick = capture != null ? capture : chosen;
                if (pick == null) {
                    break;
                }
                moves.add(pick);
                t.play(pick / 81, pick % 81);
            }
            if (moves.size() == length && t.over) {
                return moves;
            }
        }
        throw new AssertionError("no steered game of " + length + " moves found");
    }

    static int pieces(TablutReference t) {
        return (int) java.util.Arrays.stream(t.board).filter(p -> p != 0).count();
    }

    static TablutReference replay(TablutReference t, List<Integer> moves) {
        for (int m : moves) {
            t.play(m / 81, m % 81);
        }
        return t;
    }

    /** Plays moves on the simulator: it must go on until the last, and end there with this winner. */
    static void playScript(Game game, List<Integer> moves, int winner) {
        try (Simulator sim = Simulator.builder(CompiledGame.compile(game)).batch(1).threads(1).build()) {
            for (int i = 0; i < moves.size(); i++) {
                assertFalse(sim.terminated(0), "over before move " + i);
                int m = moves.get(i);
                int action = sim.game().moveAction(m / 81, m % 81, Player.of(sim.currentPlayer(0)));
                assertTrue(sim.isLegal(0, action), "move " + i + " is legal");
                sim.step(new int[] {action});
            }
            assertTrue(sim.terminated(0), "the game ends at move " + moves.size());
            assertEquals(winner, sim.winner(0));
        }
    }

    @Test
    void aThirdRepetitionLosesForThePlayerWhoMadeIt() {
        Map<Integer, Integer> p = position("b2", A, "h8", D, "e5", K, "e6", D, "e4", D, "d5", D, "f5", D);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(p))).batch(1).threads(1).build()) {
            String[] shuffle = {"b2-b3", "h8-h7", "b3-b2", "h7-h8"};
            int ply = 0;
            for (int round = 0; round < 2; round++) {
                for (String move : shuffle) {
                    assertFalse(sim.terminated(0), "over too early, at ply " + ply);
                    step(sim, move);
                    ply++;
                }
            }
            // The start position (attackers to move) has now occurred a third time, made by P2.
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "the defenders made the third occurrence and lose");
            assertEquals(8, sim.stepCount(0));
        }
    }

    @Test
    void capturesAgainstPiecesAndHostileSquares() {
        // An attacker moving to c1 takes the defender on b1 against the corner a1, and the defender
        // on c2 against the attacker on c3: two captures in one move.
        Map<Integer, Integer> p = position("h1", A, "b1", D, "c2", D, "c3", A, "e5", K, "g7", D, "h8", A);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(p))).batch(1).threads(1).build()) {
            step(sim, "h1-c1");
            assertEquals(0, sim.cell(0, TablutReference.cell("b1")), "taken against the corner");
            assertEquals(0, sim.cell(0, TablutReference.cell("c2")), "taken between two attackers");
            assertEquals(1, sim.cell(0, TablutReference.cell("c1")));
        }
    }

    @Test
    void theThroneIsHostileToDefendersOnlyWhenEmptyAndAlwaysToAttackers() {
        // King on the throne: an attacker arriving on c5 does not take the defender on d5 against it.
        Map<Integer, Integer> withKing = position("c9", A, "d5", D, "e5", K, "h8", A, "g2", D);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(withKing))).batch(1).threads(1).build()) {
            step(sim, "c9-c5");
            assertEquals(2, sim.cell(0, TablutReference.cell("d5")), "the occupied throne protects a defender");
        }
        // The king away: the empty throne takes the defender.
        Map<Integer, Integer> away = position("c9", A, "d5", D, "g3", K, "h8", A, "g2", D);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(away))).batch(1).threads(1).build()) {
            step(sim, "c9-c5");
            assertEquals(0, sim.cell(0, TablutReference.cell("d5")), "the empty throne is hostile to defenders");
        }
        // Attackers are taken against the throne, empty or not.
        for (String king : List.of("e5", "g3")) {
            Map<Integer, Integer> attacker = position("d5", A, "c9", D, king, K, "h8", A, "b2", A);
            try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(attacker))).batch(1).threads(1).build()) {
                step(sim, "b2-b3");
                step(sim, "c9-c5");
                assertEquals(0, sim.cell(0, TablutReference.cell("d5")), "an attacker against the throne, king on " + king);
            }
        }
    }

    @Test
    void aPieceMayMoveBetweenTwoEnemies() {
        Map<Integer, Integer> p = position("c4", A, "e4", A, "d8", D, "e5", K, "h8", A);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(p))).batch(1).threads(1).build()) {
            step(sim, "h8-h7");
            step(sim, "d8-d4");
            assertEquals(2, sim.cell(0, TablutReference.cell("d4")), "moving between two enemies is safe");
        }
    }

    @Test
    void theKingIsTakenBetweenTwoAttackersOrAnAttackerAndAHostileSquare() {
        Map<Integer, Integer> two = position("c7", A, "e7", K, "f9", A, "h2", D);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(two))).batch(1).threads(1).build()) {
            step(sim, "c7-d7");
            assertFalse(sim.terminated(0));
            step(sim, "h2-h3");
            step(sim, "f9-f7");
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "the attackers win by taking the king");
        }
        Map<Integer, Integer> corner = position("b1", K, "c4", A, "h8", D);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(corner))).batch(1).threads(1).build()) {
            step(sim, "c4-c1");
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "the king between an attacker and a corner");
        }
    }

    @Test
    void theKingOnACornerWinsAndOnlyHeMayStopThereOrOnTheThrone() {
        Map<Integer, Integer> p = position("a5", K, "c5", A, "e4", D, "h8", A);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(p))).batch(1).threads(1).build()) {
            step(sim, "c5-c6");
            TreeSet<Integer> legal = legal(sim);
            assertFalse(legal.contains(TablutReference.cell("e4") * 81 + TablutReference.cell("e5")),
                    "a soldier cannot stop on the throne");
            assertTrue(legal.contains(TablutReference.cell("e4") * 81 + TablutReference.cell("e6")),
                    "a soldier passes over the empty throne");
            step(sim, "a5-a9");
            assertTrue(sim.terminated(0));
            assertEquals(1, sim.winner(0), "the king on a corner");
        }
    }

    @Test
    void aPlayerWithoutAMoveLoses() {
        // The defenders have only the king on e1, boxed in by d1, f1 and the attacker arriving on e2,
        // which does not take him (the moved piece is not on the line d1–e1–f1).
        Map<Integer, Integer> p = position("e1", K, "d1", A, "f1", A, "e3", A);
        try (Simulator sim = Simulator.builder(CompiledGame.compile(withStart(p))).batch(1).threads(1).build()) {
            step(sim, "e3-e2");
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "the defenders cannot move and lose");
            assertEquals("king", sim.piece(0, TablutReference.cell("e1")), "the king is still on e1");
        }
    }

    /** Steps a move written with the rules document's square names. */
    static void step(Simulator sim, String move) {
        String[] squares = move.split("-");
        int action = sim.game().moveAction(TablutReference.cell(squares[0]), TablutReference.cell(squares[1]),
                Player.of(sim.currentPlayer(0)));
        assertTrue(action >= 0 && sim.isLegal(0, action), move + " is not legal\n" + sim.boardText(0));
        sim.step(new int[] {action});
    }
}
