package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Symmetry;
import dev.plateau.board.Topology;
import dev.plateau.rules.Player;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.Test;

/** The one numbering, naming and symmetry of actions, on placement and movement games. */
class ActionCodecTest {
    private static final ActionCodec TIC_TAC_TOE = CompiledGame.compile(LibraryGames.game("tic_tac_toe")).actions();
    private static final CompiledGame REVERSI_GAME = CompiledGame.compile(LibraryGames.game("reversi"));
    private static final ActionCodec REVERSI = REVERSI_GAME.actions();
    private static final CompiledGame BREAKTHROUGH = CompiledGame.compile(LibraryGames.game("breakthrough"));
    private static final CompiledGame AMAZONS = CompiledGame.compile(LibraryGames.game("amazons"));

    private static Symmetry symmetry(CompiledGame game, String name) {
        return game.topology().symmetries().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aPlacementGameHasOnePlaneOfCellsAndPassLast() {
        assertEquals(9, TIC_TAC_TOE.count());
        assertEquals(1, TIC_TAC_TOE.planeCount());
        assertFalse(TIC_TAC_TOE.hasPass());
        assertEquals(-1, TIC_TAC_TOE.passAction());
        assertEquals(65, REVERSI.count());
        assertEquals(64, REVERSI.passAction());
        assertTrue(REVERSI.isPass(64));
        assertFalse(REVERSI.isPass(63));
        assertEquals("pass", REVERSI.name(64));
        assertEquals(64, REVERSI.parse(" PASS "));
        assertEquals(64, REVERSI.symmetric(symmetry(REVERSI_GAME, "rotate 90°"), 64), "pass stays pass");
        assertEquals(REVERSI.parse("h1"), REVERSI.symmetric(symmetry(REVERSI_GAME, "rotate 90°"), REVERSI.parse("a1")));
        assertThrows(IllegalArgumentException.class, () -> REVERSI.origin(64));
        assertThrows(IllegalArgumentException.class, () -> TIC_TAC_TOE.parse("pass"));
        assertThrows(IndexOutOfBoundsException.class, () -> REVERSI.name(65));
        assertThrows(IndexOutOfBoundsException.class, () -> TIC_TAC_TOE.isPass(-1));
    }

    @Test
    void placementsAreTheirCells() {
        assertEquals(4, TIC_TAC_TOE.encode(0, 4));
        assertEquals(4, TIC_TAC_TOE.origin(4));
        assertEquals(0, TIC_TAC_TOE.plane(4));
        assertEquals("b2", TIC_TAC_TOE.name(4));
        assertEquals(8, TIC_TAC_TOE.parse("C3"));
        assertEquals(4, TIC_TAC_TOE.destination(4, Player.P2));
        assertEquals(4, TIC_TAC_TOE.moveAction(4, 4, Player.P1));
        assertEquals(-1, TIC_TAC_TOE.moveAction(4, 5, Player.P1));
        assertThrows(IndexOutOfBoundsException.class, () -> TIC_TAC_TOE.encode(1, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> TIC_TAC_TOE.encode(0, 9));
    }

    @Test
    void everyActionRoundTripsThroughItsPlaneAndCellAndItsName() {
        for (ActionCodec codec : new ActionCodec[] {TIC_TAC_TOE, REVERSI, BREAKTHROUGH.actions(), AMAZONS.actions()}) {
            for (int a = 0; a < codec.count(); a++) {
                assertEquals(a, codec.parse(codec.name(a)), codec + " " + codec.name(a));
                if (!codec.isPass(a)) {
                    assertEquals(a, codec.encode(codec.plane(a), codec.origin(a)), codec + " action " + a);
                    assertEquals(a, codec.plane(a) * codec.cellCount() + codec.origin(a), codec + " action " + a);
                }
            }
        }
    }

    @Test
    void breakthroughNamesItsRelativeMovesAndTurnsThemWithTheMover() {
        ActionCodec codec = BREAKTHROUGH.actions();
        Topology t = BREAKTHROUGH.topology();
        assertEquals(3, codec.planeCount()); // forward, forward_left, forward_right
        int a = codec.parse("c2/forward_left");
        assertEquals(1, codec.plane(a));
        assertEquals(t.cellOf("c2"), codec.origin(a));
        assertEquals(t.cellOf("b1"), codec.destination(a, Player.P1)); // up and to the left
        assertEquals(t.cellOf("d3"), codec.destination(a, Player.P2)); // down and to P2's left
        assertEquals(a, codec.moveAction(t.cellOf("c2"), t.cellOf("b1"), Player.P1));
        assertEquals(-1, codec.destination(codec.parse("a1/forward"), Player.P1), "off the board");
        assertThrows(IllegalArgumentException.class, () -> codec.parse("c2/backward"));
    }

    @Test
    void aSymmetryMovesTheOriginAndTurnsTheDirectionOfAMove() {
        ActionCodec codec = BREAKTHROUGH.actions();
        Symmetry mirror = symmetry(BREAKTHROUGH, "mirror");
        int a = codec.parse("c2/forward_left");
        int image = codec.symmetric(mirror, a);
        assertEquals(codec.parse("f2/forward_right"), image);
        // Mapping the origin alone (the old Symmetry.applyToAction) would keep the plane.
        assertNotEquals(codec.encode(codec.plane(a), mirror.apply(codec.origin(a))), image);
        assertEquals(codec.parse("f2/forward"), codec.symmetric(mirror, codec.parse("c2/forward")));
        assertEquals(-1, codec.symmetric(symmetry(BREAKTHROUGH, "rotate 180°"), codec.parse("c5/forward")),
                "forward turned upside down is backward, which Breakthrough has no plane for");
    }

    @Test
    void underEverySymmetryAnAmazonsMoveJoinsTheImagesOfItsCells() {
        ActionCodec codec = AMAZONS.actions();
        Topology t = AMAZONS.topology();
        Symmetry quarter = symmetry(AMAZONS, "rotate 90°");
        int move = codec.parse("d1-d3");
        String expected = t.cellName(quarter.apply(t.cellOf("d1"))) + "-" + t.cellName(quarter.apply(t.cellOf("d3")));
        assertEquals(codec.parse(expected), codec.symmetric(quarter, move));
        assertNotEquals(codec.plane(move), codec.plane(codec.symmetric(quarter, move)), "down turns into a side");
        for (Symmetry s : t.symmetries()) {
            for (int a = 0; a < codec.count(); a++) {
                int image = codec.symmetric(s, a);
                assertTrue(image >= 0, "every direction of Amazons turns into one of its directions");
                assertEquals(s.apply(codec.origin(a)), codec.origin(image), s.name() + " " + codec.name(a));
                int to = codec.destination(a, Player.P1);
                assertEquals(to < 0 ? -1 : s.apply(to), codec.destination(image, Player.P1), s.name() + " " + codec.name(a));
            }
        }
    }
}
