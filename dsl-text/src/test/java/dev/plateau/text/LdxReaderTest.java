package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleGraphs;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class LdxReaderTest {
    static final Path GAMES = Path.of("..", "games");

    static Game read(String text) {
        return LdxReader.read("test.ldx", text).game();
    }

    static GameException failure(String text) {
        return assertThrows(GameException.class, () -> LdxReader.read("test.ldx", text));
    }

    static Stream<Constructs.Case> canonical() {
        return Constructs.canonical().stream();
    }

    static Stream<Constructs.Case> alternatives() {
        return Constructs.alternatives().stream();
    }

    static Stream<Path> libraryGames() throws IOException {
        try (Stream<Path> files = Files.list(GAMES)) {
            return files.filter(p -> p.toString().endsWith(".ldx")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canonical")
    void readsEveryConstruct(Constructs.Case c) {
        Game game = read(c.position().embed(c.text()));
        assertEquals(c.node(), c.position().extract(game));
    }

    @Test
    void everyKeywordOfTheLanguageIsReadInSomeCanonicalConstructOrLibraryGame() throws IOException {
        List<String> texts = new ArrayList<>();
        for (Constructs.Case c : Constructs.canonical()) {
            texts.add(c.position().embed(c.text()));
        }
        for (Path file : libraryGames().toList()) {
            texts.add(Files.readString(file));
        }
        Set<String> words = new HashSet<>();
        for (String text : texts) {
            read(text);
            for (Token t : Lexer.tokenize(text)) {
                words.add(t.text());
            }
        }
        Set<String> missing = new LinkedHashSet<>(Construct.keywords());
        missing.removeAll(words);
        assertEquals(Set.of(), missing);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("alternatives")
    void readsNonCanonicalSpellings(Constructs.Case c) {
        assertEquals(c.node(), c.position().extract(read(c.position().embed(c.text()))));
    }

    @Nested
    class Library {
        @ParameterizedTest(name = "{0}")
        @MethodSource("dev.plateau.text.LdxReaderTest#libraryGames")
        void readsEveryLibraryGame(Path file) throws IOException {
            ParsedGame parsed = LdxReader.read(file);
            assertEquals(2, parsed.game().players());
            assertFalse(parsed.game().name().isBlank());
            assertEquals(file.toString(), parsed.sourceMap().file());
        }

        @Test
        void theLibraryHasEighteenGames() throws IOException {
            assertEquals(18, libraryGames().count());
        }

        @Test
        void reversiIsReadAsSemanticsSection14Says() throws IOException {
            Game g = LdxReader.read(GAMES.resolve("reversi.ldx")).game();
            assertEquals("Reversi", g.name());
            assertEquals(new Board.Square(8), g.board());
            assertEquals(List.of(new Placement(Player.P1, List.of(27, 36)), new Placement(Player.P2, List.of(28, 35))),
                    g.start());
            Phase phase = g.phases().get(0);
            assertEquals(Repetition.REPEAT, phase.repetition());
            assertEquals(List.of(Player.P2, Player.P1), phase.order());
            Mask custodialAny = new Mask.Custodial(java.util.OptionalInt.empty(), Who.MOVER, Orientation.ANY);
            assertEquals(new Mechanic(Who.MOVER, new Mask.Empty(), java.util.Optional.of(new Pred.Exists(custodialAny)),
                    List.of(new Effect.Flip(custodialAny, Who.OPPONENT),
                            new Effect.SetScore(Who.MOVER, new Func.Count(new Mask.OccupiedBy(Who.MOVER))),
                            new Effect.SetScore(Who.OPPONENT, new Func.Count(new Mask.OccupiedBy(Who.OPPONENT)))),
                    true), phase.mechanic());
            assertEquals(new Pred.PassedBoth(), g.endRules().get(0).condition());
            assertEquals(new Outcome.ByScore(), g.endRules().get(0).outcome());
            assertTrue(g.hasPassAction());
        }

        @Test
        void hexUsesMaskRegionLists() throws IOException {
            Game g = LdxReader.read(GAMES.resolve("hex.ldx")).game();
            assertEquals(new Board.HexRectangle(11, 11), g.board());
            Pred.And first = (Pred.And) g.endRules().get(0).condition();
            Pred.AtLeast atLeast = (Pred.AtLeast) first.preds().get(0);
            assertEquals(new Func.Connected(new Regions.MaskRegions(List.of(new Mask.EdgeCells(Edge.TOP),
                    new Mask.EdgeCells(Edge.BOTTOM))), Who.MOVER, Orientation.ANY), atLeast.left());
            assertEquals(new Pred.MoverIs(Player.P1), first.preds().get(1));
        }
    }

    @Nested
    class Analysed {
        @Test
        void analysesTheGameThatWasRead() throws IOException {
            Path file = GAMES.resolve("hex.ldx");
            AnalyzedGame analyzed = LdxReader.analyze(file);
            assertEquals(LdxReader.read(file).game(), analyzed.game());
            assertEquals(file.toString(), analyzed.sources().file());
        }

        @Test
        void pointsAnalysisErrorsAtTheText() {
            String line2 = "  (rules (play (repeat (P1 P2) (place (destination (adjacent occupied direction:up)))))";
            String text = "(game \"Hex up\" (players 2) (equipment (board (hexagon 5)))\n" + line2 + "\n"
                    + "         (end (if (full_board) (draw)))))\n";
            GameException e = assertThrows(GameException.class, () -> LdxReader.analyze("up.ldx", text));
            Span span = e.diagnostics().get(0).span().orElseThrow();
            assertEquals(new Span("up.ldx", 2, line2.indexOf("(adjacent") + 1,
                    "(adjacent occupied direction:up)".length()), span);
            assertEquals(1, e.diagnostics().size(), e.getMessage());
        }

        @Test
        void reportsReadingErrorsAsReadDoes() {
            String text = "(game \"t\" (players 3))";
            GameException analysed = assertThrows(GameException.class, () -> LdxReader.analyze("t.ldx", text));
            assertEquals(failure(text).getMessage(), analysed.getMessage().replace("t.ldx", "test.ldx"));
        }
    }

    @Nested
    class Structure {
        @Test
        void startPhasesAndEndRulesKeepTheirOrder() {
            Game g = read("""
                    (game "Order" (players 2) (equipment (board (rectangle 2 3)))
                      (rules (start (place P1 (0 1)) (place P2 (5)) (place P1 (5)))
                             (play (once-through (P1) (place (destination center)))
                                   (repeat (P2 P1) (place opponent (destination empty)) (force_pass)))
                             (end (if (line 3) (mover win)) (if (passed both) (by_score)) (if (full_board) (draw)))))
                    """);
            assertEquals("Order", g.name());
            assertEquals(new Board.Rectangle(2, 3), g.board());
            assertEquals(List.of(new Placement(Player.P1, List.of(0, 1)), new Placement(Player.P2, List.of(5)),
                    new Placement(Player.P1, List.of(5))), g.start());
            assertEquals(2, g.phases().size());
            assertEquals(Repetition.ONCE_THROUGH, g.phases().get(0).repetition());
            assertFalse(g.phases().get(0).mechanic().forcePass());
            assertEquals(Who.OPPONENT, g.phases().get(1).mechanic().placer());
            assertTrue(g.phases().get(1).mechanic().forcePass());
            assertEquals(List.of(new Outcome.Win(Who.MOVER), new Outcome.ByScore(), new Outcome.Draw()),
                    g.endRules().stream().map(r -> r.outcome()).toList());
        }

        @Test
        void gamesWithoutStartHaveNoPlacements() {
            assertEquals(List.of(), read(Constructs.Position.MASK.embed("empty")).start());
        }

        @Test
        void placeDefaultsToTheMover() {
            assertEquals(Who.MOVER, read(Constructs.Position.MASK.embed("empty")).phases().get(0).mechanic().placer());
        }
    }

    /** The position decides between masks and predicates, and what `corners` is. */
    @Nested
    class Positions {
        @Test
        void andOrNotCombineMasksUnderMaskConstructs() {
            Pred p = (Pred) Constructs.Position.PRED.extract(read(Constructs.Position.PRED.embed(
                    "(exists (and empty (or center (not corners))))")));
            assertInstanceOf(Mask.And.class, ((Pred.Exists) p).mask());
            Func f = (Func) Constructs.Position.FUNC.extract(read(Constructs.Position.FUNC.embed("(count (not empty))")));
            assertInstanceOf(Mask.Not.class, ((Func.Count) f).mask());
            Effect e = (Effect) Constructs.Position.EFFECT.extract(read(Constructs.Position.EFFECT.embed(
                    "(capture (or empty center))")));
            assertInstanceOf(Mask.Or.class, ((Effect.Capture) e).mask());
            Regions r = (Regions) Constructs.Position.REGIONS.extract(read(Constructs.Position.REGIONS.embed(
                    "((and (edge top) corners))")));
            assertInstanceOf(Mask.And.class, ((Regions.MaskRegions) r).masks().get(0));
        }

        @Test
        void andOrNotCombinePredicatesUnderResultAndIf() {
            Game g = read("""
                    (game "t" (players 2) (equipment (board (square 3)))
                      (rules (play (repeat (P1 P2) (place (destination (not empty)) (result (not (line 3))))))
                             (end (if (or (line 3) (full_board)) (draw)))))
                    """);
            assertInstanceOf(Mask.Not.class, g.phases().get(0).mechanic().destination());
            assertInstanceOf(Pred.Not.class, g.phases().get(0).mechanic().result().orElseThrow());
            assertInstanceOf(Pred.Or.class, g.endRules().get(0).condition());
        }

        @Test
        void cornersIsARegionListOnlyDirectlyUnderConnected() {
            Regions direct = (Regions) Constructs.Position.REGIONS.extract(read(Constructs.Position.REGIONS.embed("corners")));
            assertEquals(new Regions.CornerRegions(), direct);
            Regions listed = (Regions) Constructs.Position.REGIONS.extract(read(Constructs.Position.REGIONS.embed("(corners)")));
            assertEquals(new Regions.MaskRegions(List.of(new Mask.Corners())), listed);
            assertEquals(new Mask.Corners(), Constructs.Position.MASK.extract(read(Constructs.Position.MASK.embed("corners"))));
        }

        @Test
        void aBareFunctionIsAPositivePredicate() {
            Game g = read("""
                    (game "t" (players 2) (equipment (board (square 3)))
                      (rules (play (repeat (P1 P2) (place (destination empty) (result (count (adjacent empty))))))
                             (end (if 1 (draw)))))
                    """);
            assertEquals(new Pred.Positive(new Func.Count(new Mask.Adjacent(new Mask.Empty(), Orientation.ANY))),
                    g.phases().get(0).mechanic().result().orElseThrow());
            assertEquals(new Pred.Positive(new Func.Const(1)), g.endRules().get(0).condition());
        }
    }

    @Nested
    class Lexical {
        @Test
        void commentsRunToTheEndOfTheLine() {
            Game g = read("""
                    ; a comment before the game
                    (game "Semi;colon" ; the name keeps its semicolon
                      (players 2) (equipment (board (square 3))) ; (players 3) in a comment is ignored
                      (rules (play (repeat (P1 P2) (place (destination empty))))
                             (end (if (line 3) (mover win)))))
                    ; and one after it""");
            assertEquals("Semi;colon", g.name());
        }

        @Test
        void spacesInsideParenthesesAndAfterKeywordColonsAreAccepted() {
            Game g = read("( game \"t\" ( players 2 ) ( equipment ( board ( square 3 ) ) ) ( rules ( play ( repeat"
                    + " ( P1 P2 ) ( place ( destination ( adjacent occupied direction: up ) ) ) ) )"
                    + " ( end ( if ( line 3 exact:\ttrue ) ( mover win ) ) ) ) )");
            assertEquals(new Mask.Adjacent(new Mask.Occupied(), Direction.UP), g.phases().get(0).mechanic().destination());
            assertEquals(new Pred.Positive(new Func.Line(3, Orientation.ANY, true)), g.endRules().get(0).condition());
        }

        @Test
        void tabsCarriageReturnsAndLineBreaksAreWhitespace() {
            String text = Constructs.Position.MASK.embed("empty").replace(" ", "\r\n\t");
            assertEquals(read(Constructs.Position.MASK.embed("empty")).board(), read(text).board());
        }

        @Test
        void theNameIsEveryCharacterBetweenTheQuotes() {
            Game g = read("(game \"  Tic (Tac) ;Toe é×\" (players 2) (equipment (board (square 3)))"
                    + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))))");
            assertEquals("  Tic (Tac) ;Toe é×", g.name());
        }

        @Test
        void aByteOrderMarkIsIgnored() {
            assertEquals("t", read("\uFEFF" + Constructs.Position.MASK.embed("empty")).name());
        }

        @Test
        void wordsAreCaseSensitive() {
            GameException e = failure(Constructs.Position.MASK.embed("Empty"));
            assertEquals(java.util.Optional.of("did you mean `empty`? Words are case-sensitive."),
                    e.diagnostics().get(0).hint());
        }

        @Test
        void integersUpToTheLargestIntAreAccepted() {
            assertEquals(new Func.Const(Integer.MAX_VALUE),
                    Constructs.Position.FUNC.extract(read(Constructs.Position.FUNC.embed("2147483647"))));
            assertEquals(new Func.Const(5),
                    Constructs.Position.FUNC.extract(read(Constructs.Position.FUNC.embed("0000000000000005"))));
            GameException e = failure(Constructs.Position.FUNC.embed("2147483648"));
            assertTrue(e.diagnostics().get(0).message().contains("too large"), e.getMessage());
        }

        @ParameterizedTest
        @ValueSource(strings = {"(square 3.5)", "(square 3.0)", "(square -3)", "(square 0)", "(rectangle 6 7.5)",
                "(hexagon +5)", "(hex_rectangle 00 3)", "(square 1e2)"})
        void boardSizesMustBePositiveWholeNumbers(String board) {
            GameException e = failure(Constructs.Position.BOARD.embed(board));
            assertTrue(e.diagnostics().get(0).message().endsWith("board sizes must be positive whole numbers"),
                    e.getMessage());
        }
    }

    /**
     * A default that the reader does not create but takes from its record, such as the destination
     * of a movement without {@code (to …)}: one node shared by every game, so it has no place in
     * any text.
     */
    static boolean isSharedDefault(Node n) {
        return n == Movement.DEFAULT_TO || n == Movement.DEFAULT_THROUGH || n == Movement.DEFAULT_OVER;
    }

    /** Every node the reader creates is in the source map, at the first character of its text. */
    @Nested
    class Spans {
        @ParameterizedTest(name = "{0}")
        @MethodSource("dev.plateau.text.LdxReaderTest#libraryGames")
        void everyNodeOfEveryLibraryGameHasASpan(Path file) throws IOException {
            ParsedGame parsed = LdxReader.read(file);
            String text = Files.readString(file);
            for (Node n : RuleGraphs.nodes(parsed.game())) {
                if (isSharedDefault(n)) {
                    continue;
                }
                Span s = parsed.sourceMap().spanOf(n).orElseThrow(() -> new AssertionError("no span for " + n));
                assertEquals(file.toString(), s.file());
                String line = text.lines().toList().get(s.line() - 1);
                assertTrue(s.column() - 1 + s.length() <= line.length(), n + " at " + s);
            }
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("dev.plateau.text.LdxReaderTest#canonical")
        void everyConstructHasASpanCoveringItsText(Constructs.Case c) {
            String text = c.position().embed(c.text());
            ParsedGame parsed = LdxReader.read("c.ldx", text);
            Node node = c.position().extract(parsed.game());
            Span s = parsed.sourceMap().spanOf(node).orElseThrow();
            assertEquals(1, s.line());
            assertEquals(c.position().offset() + 1, s.column());
            assertEquals(c.text().length(), s.length());
            for (Node n : RuleGraphs.nodes(parsed.game())) {
                assertTrue(isSharedDefault(n) || parsed.sourceMap().spanOf(n).isPresent(), "no span for " + n);
            }
        }

        @Test
        void aConstructOverSeveralLinesSpansTheRestOfItsFirstLine() throws IOException {
            ParsedGame parsed = LdxReader.read(GAMES.resolve("connect_four.ldx"));
            Mask.And destination = (Mask.And) parsed.game().phases().get(0).mechanic().destination();
            // line 5: `           (place (destination (and empty (or (edge bottom)`
            assertEquals(span(5, 32, 28), parsed.sourceMap().spanOf(destination).orElseThrow());
            Mask.Or or = (Mask.Or) destination.masks().get(1);
            assertEquals(span(5, 43, 17), parsed.sourceMap().spanOf(or).orElseThrow());
            Mask adjacent = or.masks().get(1);
            assertEquals(span(6, 47, 32), parsed.sourceMap().spanOf(adjacent).orElseThrow());
            Mask empty = destination.masks().get(0);
            assertEquals(span(5, 37, 5), parsed.sourceMap().spanOf(empty).orElseThrow());
        }

        private static Span span(int line, int column, int length) {
            return new Span(GAMES.resolve("connect_four.ldx").toString(), line, column, length);
        }

        @Test
        void equalNodesAtDifferentPlacesKeepTheirOwnSpans() {
            ParsedGame parsed = LdxReader.read("t.ldx", Constructs.Position.MASK.embed("(and empty empty)"));
            Mask.And and = (Mask.And) parsed.game().phases().get(0).mechanic().destination();
            Mask first = and.masks().get(0);
            Mask second = and.masks().get(1);
            assertEquals(first, second);
            assertNotSame(first, second);
            SourceMap map = parsed.sourceMap();
            assertEquals(map.spanOf(first).orElseThrow().column() + 6, map.spanOf(second).orElseThrow().column());
        }

        @Test
        void aMechanicSpansItsPlaceForm() {
            String text = Constructs.Position.PHASE.embed("(repeat (P2 P1) (place (destination empty)) (force_pass))");
            ParsedGame parsed = LdxReader.read("t.ldx", text);
            Mechanic m = parsed.game().phases().get(0).mechanic();
            Span s = parsed.sourceMap().spanOf(m).orElseThrow();
            assertEquals(text.indexOf("(place") + 1, s.column());
            assertEquals("(place (destination empty))".length(), s.length());
        }
    }

    @Nested
    class Errors {
        @Test
        void anErrorNamesWhatWasExpectedAndWhatWasFound() {
            GameException e = failure(Constructs.Position.MASK.embed("(adjacent)"));
            Diagnostic d = e.diagnostics().get(0);
            assertEquals("expected a mask after `(adjacent`, found `)`", d.message());
            String text = Constructs.Position.MASK.embed("(adjacent)");
            assertEquals(new Span("test.ldx", 1, text.indexOf("(adjacent)") + 10, 1), d.span().orElseThrow());
            assertTrue(e.getMessage().startsWith("test.ldx:1:" + (text.indexOf("(adjacent)") + 10) + ": expected"));
        }

        @Test
        void aMisspelledKeywordGetsTheNearestOneAsAHint() {
            GameException e = failure(Constructs.Position.MASK.embed("ocupied"));
            assertEquals(java.util.Optional.of("did you mean `occupied`?"), e.diagnostics().get(0).hint());
        }

        @Test
        void ruleExceptionsBecomePositionedDiagnostics() {
            String text = Constructs.Position.FUNC.embed("(line 0)");
            GameException e = failure(text);
            Diagnostic d = e.diagnostics().get(0);
            assertEquals("`(line 0)`: a line needs a length of at least 1", d.message());
            assertEquals(new Span("test.ldx", 1, text.indexOf("(line 0)") + 1, 8), d.span().orElseThrow());
        }

        @Test
        void playersIsCheckedWhereItIsWritten() {
            GameException e = failure("(game \"x\" (players 3) (equipment");
            assertEquals("`(players 3)`: Plateau games have exactly 2 players", e.diagnostics().get(0).message());
            assertEquals(new Span("test.ldx", 1, 11, 11), e.diagnostics().get(0).span().orElseThrow());
        }

        @Test
        void deepNestingIsAnErrorNotAStackOverflow() {
            String deep = "(not ".repeat(10_000) + "empty" + ")".repeat(10_000);
            GameException e = failure(Constructs.Position.MASK.embed(deep));
            assertTrue(e.diagnostics().get(0).message().contains("nested more than 256"), e.getMessage());
            // 250 levels are fine
            String ok = "(not ".repeat(240) + "empty" + ")".repeat(240);
            assertInstanceOf(Mask.Not.class, Constructs.Position.MASK.extract(read(Constructs.Position.MASK.embed(ok))));
        }

        @ParameterizedTest
        @ValueSource(strings = {"", " ", ";", "(", ")", "\"", "(game", "(game \"", "((((", "))))", "\u0000\u0001\u00ff",
                "(game \"x\" (players 2) (equipment (board (square 3))) (rules (play (repeat (P1 P2) (place"
                        + " (destination empty)))) (end (if (full_board) (draw)))))))"})
        void anyInputGivesAGameOrAPositionedGameException(String text) {
            GameException e = failure(text);
            for (Diagnostic d : e.diagnostics()) {
                assertTrue(d.span().isPresent(), d.toString());
            }
            assertFalse(e.getMessage().isBlank());
        }

        @Test
        void aFileThatIsNotUtf8IsReportedWithItsPosition(@TempDir Path dir) throws IOException {
            Path file = dir.resolve("bad.ldx");
            byte[] prefix = "(game \"x\"\n  (players".getBytes(StandardCharsets.UTF_8);
            byte[] bytes = java.util.Arrays.copyOf(prefix, prefix.length + 2);
            bytes[prefix.length] = (byte) 0xFF;
            bytes[prefix.length + 1] = ')';
            Files.write(file, bytes);
            GameException e = assertThrows(GameException.class, () -> LdxReader.read(file));
            Span s = e.diagnostics().get(0).span().orElseThrow();
            assertEquals(2, s.line());
            assertEquals(11, s.column());
            assertTrue(e.getMessage().contains("not valid UTF-8"), e.getMessage());
        }

        @Test
        void readingAFileNamesItInPositions(@TempDir Path dir) throws IOException {
            Path file = dir.resolve("x.ldx");
            Files.writeString(file, "(game \"x\" (players 4))");
            GameException e = assertThrows(GameException.class, () -> LdxReader.read(file));
            assertEquals(file.toString(), e.diagnostics().get(0).span().orElseThrow().file());
        }
    }
}
