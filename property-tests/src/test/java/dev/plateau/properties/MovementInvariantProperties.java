package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.analysis.ActionSpace;
import dev.plateau.rules.Game;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxWriter;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Invariants of movement games (docs/language.md, Pieces and moves) over random movement games and
 * the library's movement games, in random play: no cell holds pieces of two sides; a piece type's
 * own board only marks occupied cells; every legal move starts on a piece of the player to move (in
 * the second part of a turn, a shot or a chain's move, on the cell where the piece just landed) and
 * ends on the board; after a move (a chain's too) its origin is
 * empty and its destination holds the mover's piece; the number of pieces never grows but by a shot,
 * which adds one on an empty cell and replaces the piece of an occupied one; a drop takes one
 * piece from the mover's hand and puts a piece of its type on its cell, and nothing else changes
 * either hand.
 */
class MovementInvariantProperties {
    static final long SEED = Long.getLong("QT_SEED", 20_261_126L);

    @Test
    void randomMovementGamesKeepTheInvariants() {
        qt().withFixedSeed(SEED).withExamples(60).forAll(MovementGameGenerators.games(), longs().all())
                .checkAssert(MovementInvariantProperties::check);
    }

    @Test
    void libraryMovementGamesKeepTheInvariants() {
        for (Game g : LibraryGames.movementGames()) {
            for (long seed = 1; seed <= 3; seed++) {
                check(g, seed);
            }
        }
    }

    static void check(Game game, long seed) {
        CompiledGame compiled = CompiledGame.compile(game);
        int cells = compiled.topology().cellCount();
        SplittableRandom random = new SplittableRandom(seed);
        try (Simulator sim = Simulator.builder(compiled).backend("scalar").batch(1).threads(1).stepLimit(200).build()) {
            String text = LdxWriter.write(game);
            int landed = -1;
            for (int t = 0; t < 200 && !sim.terminated(0) && !sim.truncated(0); t++) {
                String at = "seed " + seed + " step " + t + "\n" + sim.boardText(0) + text;
                assertBoardsDisjoint(sim, at);
                int mover = sim.currentPlayer(0);
                boolean secondPart = sim.game().plan().layout().has(Kind.PART)
                        && SimulatorStates.field(sim, Kind.PART, 0, 0) != 0;
                boolean inShot = secondPart
                        && ((Moves) game.phases().get(sim.phase(0)).rule()).shot().isPresent();
                List<Integer> legal = sim.legalActions(0);
                for (int a : legal) {
                    if (compiled.isPass(a)) {
                        continue;
                    }
                    int from = compiled.origin(a);
                    int to = compiled.destination(a, Player.of(mover));
                    assertTrue(to >= 0, at + ": " + compiled.actionName(a) + " leaves the board");
                    if (secondPart && compiled.actions().kind(a) != ActionSpace.Kind.REMOVE) {
                        assertEquals(landed, from, at + ": the second part of a turn starts where the piece landed");
                    }
                    ActionSpace.Kind kind = compiled.actions().kind(a);
                    if (!inShot && compiled.plan().actions().moves() && movesAPiece(kind)) {
                        assertEquals(mover + 1, sim.cell(0, from), at + ": " + compiled.actionName(a)
                                + " starts on a piece of the player to move");
                    }
                    if (kind == ActionSpace.Kind.REMOVE) {
                        assertTrue(sim.cell(0, from) != 0, at + ": " + compiled.actionName(a) + " removes no piece");
                    }
                    if (kind == ActionSpace.Kind.DROP) {
                        assertTrue(sim.inHand(0, mover) > 0, at + ": " + compiled.actionName(a) + " with an empty hand");
                    }
                }
                int a = legal.get(random.nextInt(legal.size()));
                int before = pieces(sim, cells);
                int[] handsBefore = {sim.inHand(0, 0), sim.inHand(0, 1)};
                boolean targetEmpty = compiled.isPass(a) || sim.cell(0, compiled.destination(a, Player.of(mover))) == 0;
                sim.step(a);
                if (compiled.isPass(a)) {
                    continue;
                }
                int from = compiled.origin(a);
                int to = compiled.destination(a, Player.of(mover));
                int after = pieces(sim, cells);
                ActionSpace.Kind kind = compiled.actions().kind(a);
                assertHandsAfter(sim, a, kind, mover, to, handsBefore, at);
                if (kind == ActionSpace.Kind.REMOVE) {
                    assertEquals(before - 1, after, at + ": a removal takes one piece off");
                    assertEquals(0, sim.cell(0, from), at + ": the removed piece's cell is empty");
                } else if (kind == ActionSpace.Kind.DROP) {
                    assertTrue(after <= before + 1, at + ": a drop adds one piece at most");
                    assertEquals(mover + 1, sim.cell(0, to), at + ": the dropped piece is the mover's");
                    landed = to;
                } else if (inShot) {
                    assertEquals(before + (targetEmpty ? 1 : 0), after,
                            at + ": a shot adds one piece, or replaces the one it lands on");
                    landed = -1;
                } else {
                    assertTrue(after <= before, at + ": a move adds no piece");
                    assertEquals(0, sim.cell(0, from), at + ": the origin of " + compiled.actionName(a) + " is empty");
                    assertEquals(mover + 1, sim.cell(0, to), at + ": the destination holds the mover's piece");
                    landed = to;
                }
            }
        }
    }

    /**
     * A drop takes one piece from the mover's hand and puts a piece of its type on its cell; every
     * other action, and the opponent's hand, keep the hands as they were.
     */
    private static void assertHandsAfter(Simulator sim, int action, ActionSpace.Kind kind, int mover, int to,
            int[] before, String at) {
        String name = sim.game().actionName(action);
        boolean drop = kind == ActionSpace.Kind.DROP;
        assertEquals(before[mover] - (drop ? 1 : 0), sim.inHand(0, mover), at + ": the mover's hand after " + name);
        assertEquals(before[1 - mover], sim.inHand(0, 1 - mover), at + ": the opponent's hand after " + name);
        if (drop) {
            String type = sim.game().plan().actions().plane(sim.game().actions().plane(action)).piece();
            assertEquals(type, sim.piece(0, to), at + ": " + name + " puts its type on its cell");
        }
    }

    private static boolean movesAPiece(ActionSpace.Kind kind) {
        return kind == ActionSpace.Kind.MOVE || kind == ActionSpace.Kind.FLY;
    }

    private static int pieces(Simulator sim, int cells) {
        int n = 0;
        for (int c = 0; c < cells; c++) {
            n += sim.cell(0, c) != 0 ? 1 : 0;
        }
        return n;
    }

    private static void assertBoardsDisjoint(Simulator sim, String at) {
        var layout = sim.game().plan().layout();
        int words = layout.words();
        for (int w = 0; w < words; w++) {
            long p1 = SimulatorStates.field(sim, Kind.BOARD_P1, w, 0);
            long p2 = SimulatorStates.field(sim, Kind.BOARD_P2, w, 0);
            long neutral = layout.has(Kind.BOARD_NEUTRAL) ? SimulatorStates.field(sim, Kind.BOARD_NEUTRAL, w, 0) : 0;
            assertEquals(0, p1 & p2, at + ": P1 and P2 on one cell");
            assertEquals(0, (p1 | p2) & neutral, at + ": a player's piece and a neutral piece on one cell");
            int types = layout.extras().storedTypes();
            for (int t = 0; t < types; t++) {
                long type = SimulatorStates.field(sim, Kind.BOARD_TYPE, t * words + w, 0);
                assertEquals(0, type & ~(p1 | p2 | neutral), at + ": a type marks an empty cell");
            }
        }
    }
}
