package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class LdxWriterTest {
    static Stream<Constructs.Case> canonical() {
        return Constructs.canonical().stream();
    }

    static Stream<Constructs.Case> alternatives() {
        return Constructs.alternatives().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canonical")
    void writesEveryConstructCanonically(Constructs.Case c) {
        assertEquals(c.text(), LdxWriter.inline(c.node()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canonical")
    void everyConstructSurvivesWriteThenRead(Constructs.Case c) {
        Game game = c.position().gameWith(c.node());
        String text = LdxWriter.write(game);
        assertEquals(game, LdxReader.read("written.ldx", text).game(), text);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("alternatives")
    void leavesDefaultsOutAndOrdersKeywords(Constructs.Case c) {
        String written = LdxWriter.inline(c.node());
        assertEquals(c.node(), c.position().extract(LdxReader.read("w.ldx", c.position().embed(written)).game()));
        assertTrue(!written.contains(":any") && !written.contains(":false") && !written.contains(" mover"),
                written);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.plateau.text.LdxReaderTest#libraryGames")
    void libraryGamesSurviveWriteThenRead(Path file) throws IOException {
        Game game = LdxReader.read(file).game();
        String text = LdxWriter.write(game);
        assertEquals(game, LdxReader.read("written.ldx", text).game(), text);
        assertEquals(text, LdxWriter.write(LdxReader.read("written.ldx", text).game()), "writing is a fixed point");
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= Layout.WIDTH, line);
        }
    }

    /**
     * The library's Reversi, whose start cells are computed from {@code size} while reading, is
     * written with the declarations and the computed values (docs/language.md, Integer arithmetic
     * while reading).
     */
    @Test
    void writesReversiLikeTheLibraryFileWithItsComputedStart() throws IOException {
        Game reversi = LdxReader.read(LdxReaderTest.GAMES.resolve("reversi.ldx")).game();
        assertEquals("""
                (game "Reversi" (parameters (size 8 4 16))
                  (players 2)
                  (equipment (board (square 8)))
                  (rules (start (place P1 (27 36)) (place P2 (28 35)))
                         (play (repeat (P2 P1)
                                 (place (destination empty)
                                        (result (exists (custodial any)))
                                        (effects (flip (custodial any))
                                                 (set_score mover (count (occupied mover)))
                                                 (set_score opponent (count (occupied opponent)))))
                                 (force_pass)))
                         (end (if (passed both) (by_score)))))
                """, LdxWriter.write(reversi));
    }

    @Test
    void writesShortGamesCompactly() throws IOException {
        Game tic = LdxReader.read(LdxReaderTest.GAMES.resolve("tic_tac_toe.ldx")).game();
        assertEquals("""
                (game "Tic-Tac-Toe" (players 2) (equipment (board (square 3)))
                  (rules (play (repeat (P1 P2) (place (destination empty))))
                         (end (if (line 3) (mover win))
                              (if (full_board) (draw)))))
                """, LdxWriter.write(tic));
    }

    @Test
    void breaksLongExpressionsUnderTheirFirstArgument() {
        List<Mask> masks = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            masks.add(new Mask.Adjacent(new Mask.OccupiedBy(Who.OPPONENT), Orientation.DIAGONAL));
        }
        Game game = game(new Mask.Or(masks), "A game with a long destination");
        String text = LdxWriter.write(game);
        assertTrue(text.contains("(or (adjacent (occupied opponent) direction:diagonal)\n"), text);
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= Layout.WIDTH, line);
        }
        assertEquals(game, LdxReader.read("long.ldx", text).game());
    }

    @Test
    void writesPlaceOpponentAndStartRules() {
        Game game = new Game("Opp", 2, new Board.Hexagon(3), List.of(new Placement(Player.P2, List.of(0, 6))),
                List.of(new Phase(Repetition.ONCE_THROUGH, List.of(Player.P1),
                        new Mechanic(Who.OPPONENT, new Mask.Center(), Optional.empty(), List.of(), false))),
                List.of(new EndRule(new Pred.Positive(new Func.Const(1)), new Outcome.Lose(Who.OPPONENT))));
        assertEquals("""
                (game "Opp" (players 2) (equipment (board (hexagon 3)))
                  (rules (start (place P2 (0 6)))
                         (play (once-through (P1) (place opponent (destination center))))
                         (end (if 1 (opponent lose)))))
                """, LdxWriter.write(game));
    }

    @Test
    void namesAreWrittenVerbatim() {
        Game game = game(new Mask.Empty(), " ; (odd) name é ");
        assertTrue(LdxWriter.write(game).startsWith("(game \" ; (odd) name é \" (players 2)"));
        assertEquals(game, LdxReader.read("n.ldx", LdxWriter.write(game)).game());
    }

    private static Game game(Mask destination, String name) {
        return new Game(name, 2, new Board.Square(4), List.of(),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2),
                        new Mechanic(Who.MOVER, destination, Optional.empty(), List.of(), false))),
                List.of(new EndRule(new Pred.FullBoard(), new Outcome.Draw())));
    }
}
