package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.plateau.board.Topology;
import dev.plateau.rules.Player;
import dev.plateau.sim.ActionCodec;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Games on the Nine Men's Morris board, a graph board (docs/language.md, {@code graph}): their moves
 * go along the lines as the rules say, and every backend that can run here gives the scalar
 * reference's states byte for byte ({@link BackendDifferential}), placements with lines of three as
 * well as steps, slides and hops whose bits move by different amounts from point to point.
 */
class GraphBoardGamesTest {
    private static final String MORRIS_BOARD = "(board (graph (points a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4"
            + " c5 d5 e5 b6 d6 f6 a7 d7 g7) (lines (a1 d1 g1) (b2 d2 f2) (c3 d3 e3) (a4 b4 c4) (e4 f4 g4) (c5 d5 e5)"
            + " (b6 d6 f6) (a7 d7 g7) (a1 a4 a7) (b2 b4 b6) (c3 c4 c5) (d1 d2 d3) (d5 d6 d7) (e3 e4 e5) (f2 f4 f6)"
            + " (g1 g4 g7))))";

    /** Placements; three in a row along a line (a mill) wins. */
    private static final String MILLS = "(game \"Mills\" (players 2) (equipment " + MORRIS_BOARD + ")"
            + " (rules (play (repeat (P1 P2) (place (destination empty))))"
            + " (end (if (>= (line 3) 1) (mover win)) (if (full_board) (draw)))))";

    /**
     * Pieces that slide along the lines or hop over an enemy piece and take it; a mill wins and a
     * player who cannot move loses. P1 starts on a1 and d2, P2 on a4 and g7.
     */
    private static final String HOPS = "(game \"Hops\" (players 2) (equipment " + MORRIS_BOARD + " (pieces (man each)))"
            + " (rules (start (place P1 man (0 4)) (place P2 man (9 23)))"
            + " (play (repeat (P1 P2) (move (slide orthogonal) (hop orthogonal (over (occupied opponent)))"
            + " (effects (capture (jumped))))))"
            + " (end (if (>= (line 3) 1) (mover win)) (if (no_moves) (mover lose)))))";

    /** Each placement takes every enemy piece that stands in a mill: {@code in_line} on the lines. */
    private static final String TAKE_MILLS = "(game \"Take mills\" (players 2) (equipment " + MORRIS_BOARD + ")"
            + " (rules (play (repeat (P1 P2) (place (destination empty) (effects (capture (in_line 3 opponent))))))"
            + " (end (if (full_board) (draw)))))";

    @Test
    void everyBackendPlaysGraphBoardGamesAsTheReferenceDoes() {
        List<Backend> backends = BackendDifferential.candidates();
        assertFalse(backends.isEmpty(), "no backend but the reference can run here");
        for (String text : List.of(MILLS, HOPS, TAKE_MILLS)) {
            Subject subject = new Subject(text, compile(text));
            for (Backend backend : backends) {
                BackendDifferential.check(subject, backend, Shape.standard());
            }
        }
    }

    @Test
    void movesGoAlongTheLinesAndAHopTakesThePieceBetween() {
        CompiledGame game = compile(HOPS);
        Topology t = game.topology();
        ActionCodec codec = game.actions();
        try (Simulator sim = scalar(game)) {
            Set<String> moves = new TreeSet<>();
            for (int action : sim.legalActions(0)) {
                moves.add(t.cellName(codec.origin(action)) + "-" + t.cellName(codec.destination(action, Player.P1)));
            }
            // a1 slides right to d1 and on to g1 and hops down over P2's a4 to a7 (a4 and a7 are a
            // column's second and third points, three and six rows down); d2 steps to its four
            // neighbours, and not on to d5 across the centre, which is no point.
            assertEquals(new TreeSet<>(List.of("a1-d1", "a1-g1", "a1-a7", "d2-d1", "d2-b2", "d2-f2", "d2-d3")), moves);
            sim.step(codec.moveAction(t.cellOf("a1"), t.cellOf("a7"), Player.P1));
            assertEquals(1, sim.cell(0, t.cellOf("a7")), "P1's piece landed on a7");
            assertEquals(0, sim.cell(0, t.cellOf("a4")), "the hop took P2's piece on a4");
            assertEquals(0, sim.cell(0, t.cellOf("a1")), "a1 is empty");
            Set<String> fromD3 = new TreeSet<>();
            sim.step(codec.moveAction(t.cellOf("g7"), t.cellOf("g4"), Player.P2));
            sim.step(codec.moveAction(t.cellOf("d2"), t.cellOf("d3"), Player.P1));
            sim.step(codec.moveAction(t.cellOf("g4"), t.cellOf("g7"), Player.P2));
            for (int action : sim.legalActions(0)) {
                if (codec.origin(action) == t.cellOf("d3")) {
                    fromD3.add(t.cellName(codec.destination(action, Player.P1)));
                }
            }
            // d3 is on the lines d1 d2 d3 and c3 d3 e3 only.
            assertEquals(new TreeSet<>(List.of("c3", "d1", "d2", "e3")), fromD3);
        }
    }

    @Test
    void inLineMarksThePiecesOfMillsAlongTheLinesOnly() {
        CompiledGame game = compile(TAKE_MILLS);
        Topology t = game.topology();
        try (Simulator sim = scalar(game)) {
            // P2 closes the mill d1 d2 d3 and also holds d5 (d3 and d5 are on no common line).
            for (String cell : List.of("a1", "d1", "g7", "d2", "b2", "d5", "f6", "d3")) {
                sim.step(t.cellOf(cell));
            }
            assertEquals(2, sim.cell(0, t.cellOf("d3")), "P2's mill stands after P2's own placement");
            sim.step(t.cellOf("c4"));
            for (String cell : List.of("d1", "d2", "d3")) {
                assertEquals(0, sim.cell(0, t.cellOf(cell)), cell + " was in P2's mill");
            }
            assertEquals(2, sim.cell(0, t.cellOf("d5")), "d5 is in no mill");
            assertEquals(1, sim.cell(0, t.cellOf("a1")), "P1's pieces stay");
        }
    }

    @Test
    void aMillOnALineWinsAndThreeInARowOffTheLinesDoesNot() {
        CompiledGame game = compile(MILLS);
        Topology t = game.topology();
        try (Simulator sim = scalar(game)) {
            // P1: d3, d2 and (after d1) the mill d1 d2 d3; P2 meanwhile c4, b4, and not a4.
            for (String cell : List.of("d2", "c4", "d3", "b4")) {
                sim.step(t.cellOf(cell));
            }
            // c3 c4 c5 would be a column, but c4 is P2's; d3 d5 is no line: P1 at d5 wins nothing.
            sim.step(t.cellOf("d5"));
            assertFalse(sim.terminated(0), "d2 d3 d5 is no line of the board");
            sim.step(t.cellOf("a7"));
            sim.step(t.cellOf("d1"));
            assertEquals(0, sim.winner(0), "d1 d2 d3 is a mill: P1 wins");
        }
    }

    private static CompiledGame compile(String text) {
        return CompiledGame.compile(LdxReader.analyze("graph.ldx", text).game());
    }

    /** One environment on the scalar reference, started. */
    private static Simulator scalar(CompiledGame game) {
        Simulator sim = Simulator.builder(game).batch(1).backend("scalar").build();
        sim.init();
        return sim;
    }
}
