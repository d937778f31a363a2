package dev.plateau.fluent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The library games written with the builder equal the games written with the record constructors
 * alone (a transcription of the games in {@code games/*.ldx}), and agree with the header of their
 * {@code .ldx} file.
 */
class LibraryGamesTest {
    // ------------------------------------------------------------------ record vocabulary

    private static final Mask EMPTY = new Mask.Empty();
    private static final Outcome MOVER_WINS = new Outcome.Win(Who.MOVER);
    private static final EndRule FULL_BOARD_DRAW = new EndRule(new Pred.FullBoard(), new Outcome.Draw());
    private static final List<Player> P1_P2 = List.of(Player.P1, Player.P2);
    private static final List<Player> P2_P2_P1_P1 = List.of(Player.P2, Player.P2, Player.P1, Player.P1);

    private static Func line(int n) {
        return new Func.Line(n, Orientation.ANY, false);
    }

    private static Pred positive(Func f) {
        return new Pred.Positive(f);
    }

    private static Phase phase(Repetition repetition, List<Player> order, Mask destination) {
        return phase(repetition, order, destination, Optional.empty(), List.of(), false);
    }

    private static Phase phase(Repetition repetition, List<Player> order, Mask destination, Optional<Pred> result,
            List<Effect> effects, boolean forcePass) {
        return new Phase(repetition, order, new Mechanic(Who.MOVER, destination, result, effects, forcePass));
    }

    private static Game game(String name, Board board, List<Phase> phases, List<EndRule> rules) {
        return new Game(name, 2, board, List.of(), phases, rules);
    }

    // ------------------------------------------------------------------ the expected games

    static Stream<Arguments> games() {
        Mask custodialAny = new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY);
        Phase firstOnce = phase(Repetition.ONCE_THROUGH, List.of(Player.P1), EMPTY);
        return Stream.of(
                Arguments.of("tic_tac_toe", (Supplier<Game>) LibraryGames::ticTacToe,
                        game("Tic-Tac-Toe", new Board.Square(3), List.of(phase(Repetition.REPEAT, P1_P2, EMPTY)),
                                List.of(new EndRule(positive(line(3)), MOVER_WINS), FULL_BOARD_DRAW))),
                Arguments.of("connect_four", (Supplier<Game>) LibraryGames::connectFour,
                        game("Connect Four", new Board.Rectangle(6, 7),
                                List.of(phase(Repetition.REPEAT, P1_P2, new Mask.And(List.of(EMPTY,
                                        new Mask.Or(List.of(new Mask.EdgeCells(Edge.BOTTOM),
                                                new Mask.Adjacent(new Mask.Occupied(), Direction.UP))))))),
                                List.of(new EndRule(positive(line(4)), MOVER_WINS), FULL_BOARD_DRAW))
                                .withParameters(Parameters.declare(List.of(new Parameter("rows", 6, 4, 16),
                                        new Parameter("columns", 7, 4, 16))))),
                Arguments.of("hex", (Supplier<Game>) LibraryGames::hex,
                        game("Hex", new Board.HexRectangle(11, 11), List.of(phase(Repetition.REPEAT, P1_P2, EMPTY)),
                                List.of(hexRule(Edge.TOP, Edge.BOTTOM, Player.P1), hexRule(Edge.LEFT, Edge.RIGHT, Player.P2),
                                        FULL_BOARD_DRAW))
                                .withParameters(Parameters.declare(List.of(new Parameter("size", 11, 3, 19))))),
                Arguments.of("reversi", (Supplier<Game>) LibraryGames::reversi,
                        new Game("Reversi", 2, new Board.Square(8),
                                List.of(new Placement(Player.P1, List.of(27, 36)), new Placement(Player.P2, List.of(28, 35))),
                                List.of(phase(Repetition.REPEAT, List.of(Player.P2, Player.P1), EMPTY,
                                        Optional.of(new Pred.Exists(custodialAny)),
                                        List.of(new Effect.Flip(custodialAny, Who.OPPONENT),
                                                new Effect.SetScore(Who.MOVER, new Func.Count(new Mask.OccupiedBy(Who.MOVER))),
                                                new Effect.SetScore(Who.OPPONENT,
                                                        new Func.Count(new Mask.OccupiedBy(Who.OPPONENT)))),
                                        true)),
                                List.of(new EndRule(new Pred.PassedBoth(), new Outcome.ByScore())))
                                .withParameters(Parameters.declare(List.of(new Parameter("size", 8, 4, 16))))),
                Arguments.of("gomoku", (Supplier<Game>) LibraryGames::gomoku,
                        game("Gomoku", new Board.Square(15), List.of(phase(Repetition.REPEAT, P1_P2, EMPTY)),
                                List.of(new EndRule(positive(new Func.Line(5, Orientation.ANY, true)), MOVER_WINS),
                                        FULL_BOARD_DRAW))
                                .withParameters(Parameters.declare(List.of(new Parameter("size", 15, 5, 19))))),
                Arguments.of("pente", (Supplier<Game>) LibraryGames::pente,
                        game("Pente", new Board.Square(19),
                                List.of(phase(Repetition.ONCE_THROUGH, List.of(Player.P1), new Mask.Center()),
                                        phase(Repetition.REPEAT, List.of(Player.P2, Player.P1), EMPTY, Optional.empty(),
                                                List.of(new Effect.Capture(new Mask.Custodial(OptionalInt.of(2), Who.MOVER,
                                                        Orientation.ANY), Who.OPPONENT, true)),
                                                false)),
                                List.of(new EndRule(positive(line(5)), MOVER_WINS),
                                        new EndRule(new Pred.AtLeast(new Func.Score(Who.MOVER), new Func.Const(10)),
                                                MOVER_WINS)))),
                Arguments.of("yavalath", (Supplier<Game>) LibraryGames::yavalath,
                        game("Yavalath", new Board.Hexagon(9), List.of(phase(Repetition.REPEAT, P1_P2, EMPTY)),
                                List.of(new EndRule(positive(line(4)), MOVER_WINS),
                                        new EndRule(positive(line(3)), new Outcome.Lose(Who.MOVER)), FULL_BOARD_DRAW))),
                Arguments.of("yavalax", (Supplier<Game>) LibraryGames::yavalax,
                        game("Yavalax", new Board.Square(13),
                                List.of(firstOnce, phase(Repetition.REPEAT, P2_P2_P1_P1, EMPTY,
                                        Optional.of(new Pred.And(List.of(new Pred.Not(positive(line(5))),
                                                new Pred.Not(new Pred.Equal(List.of(line(4), new Func.Const(1))))))),
                                        List.of(), false)),
                                List.of(new EndRule(new Pred.AtLeast(line(4), new Func.Const(2)), MOVER_WINS),
                                        FULL_BOARD_DRAW))),
                Arguments.of("connect6", (Supplier<Game>) LibraryGames::connect6,
                        game("Connect6", new Board.Square(19),
                                List.of(firstOnce, phase(Repetition.REPEAT, P2_P2_P1_P1, EMPTY)),
                                List.of(new EndRule(positive(line(6)), MOVER_WINS)))),
                Arguments.of("complexity_demo", (Supplier<Game>) LibraryGames::complexityDemo,
                        game("Complexity Demo", new Board.Square(10),
                                List.of(firstOnce, phase(Repetition.REPEAT, P2_P2_P1_P1,
                                        new Mask.And(List.of(EMPTY, new Mask.Not(new Mask.Adjacent(
                                                new Mask.Adjacent(new Mask.PrevMove(Who.OPPONENT), Orientation.ANY),
                                                Orientation.ANY)))),
                                        Optional.empty(),
                                        List.of(new Effect.Capture(new Mask.Adjacent(new Mask.PrevMove(Who.MOVER),
                                                Orientation.ANY), Who.OPPONENT, true)),
                                        false)),
                                List.of(new EndRule(positive(line(4)), MOVER_WINS),
                                        new EndRule(new Pred.AtLeast(new Func.Score(Who.MOVER), new Func.Const(5)),
                                                MOVER_WINS),
                                        FULL_BOARD_DRAW))),
                // The movement games: the records come from core's tests (dev.plateau.plan.MovementGames).
                Arguments.of("breakthrough", (Supplier<Game>) MovementGames::breakthrough,
                        dev.plateau.plan.MovementGames.breakthrough(8)
                                .withParameters(MovementGames.breakthroughDefinition().withDefaults().parameters())),
                Arguments.of("amazons", (Supplier<Game>) MovementGames::amazons, dev.plateau.plan.MovementGames.amazons()),
                Arguments.of("tablut", (Supplier<Game>) MovementGames::tablut, dev.plateau.plan.MovementGames.tablut()),
                Arguments.of("tablut_linnaeus", (Supplier<Game>) MovementGames::tablutLinnaeus,
                        dev.plateau.plan.MovementGames.tablutLinnaeus()));
    }

    private static EndRule hexRule(Edge from, Edge to, Player player) {
        Func connected = new Func.Connected(
                new Regions.MaskRegions(List.of(new Mask.EdgeCells(from), new Mask.EdgeCells(to))), Who.MOVER,
                Orientation.ANY);
        return new EndRule(new Pred.And(List.of(new Pred.AtLeast(connected, new Func.Const(2)), new Pred.MoverIs(player))),
                MOVER_WINS);
    }

    // ------------------------------------------------------------------ tests

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void nameBoardPhasesAndEndRules(String file, Supplier<Game> built, Game expected) {
        Game game = built.get();
        assertEquals(expected.name(), game.name());
        assertEquals(2, game.players());
        assertEquals(expected.board(), game.board());
        assertEquals(expected.start(), game.start());
        assertEquals(expected.phases(), game.phases());
        assertEquals(expected.endRules(), game.endRules());
        assertEquals(expected, game);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void eachCallBuildsAnEqualGame(String file, Supplier<Game> built, Game expected) {
        assertEquals(built.get(), built.get());
        assertEquals(built.get().hashCode(), built.get().hashCode());
    }

    private static final Pattern HEADER = Pattern.compile("\\(game\\s+\"([^\"]*)\"\\s*"
            + "(?:\\(parameters((?:\\s*\\(\\w+\\s+\\d+\\s+\\d+\\s+\\d+\\))+)\\s*\\))?"
            + "\\s*\\(players\\s+(\\d+)\\)\\s*\\(equipment\\s*\\(board\\s*\\((\\w+)((?:\\s+\\w+)+)\\s*\\)");
    private static final Pattern DECLARATION = Pattern.compile("\\((\\w+)\\s+(\\d+)\\s+\\d+\\s+\\d+\\)");

    /** A check of the header against the file that needs no reader: the name and the board. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void headerAgreesWithTheLdxFile(String file, Supplier<Game> built, Game expected) throws IOException {
        Path path = Path.of("..", "games", file + ".ldx");
        String text = Files.readString(path);
        Matcher m = HEADER.matcher(text);
        assertTrue(m.find(), "no game header in " + path);
        Game game = built.get();
        assertEquals(m.group(1), game.name());
        Map<String, Integer> defaults = new HashMap<>();
        Matcher d = DECLARATION.matcher(m.group(2) == null ? "" : m.group(2));
        while (d.find()) {
            defaults.put(d.group(1), Integer.parseInt(d.group(2)));
        }
        assertEquals(defaults, game.parameters().values());
        assertEquals(Integer.parseInt(m.group(3)), game.players());
        assertEquals(m.group(4), game.board().word());
        List<Integer> sizes = Stream.of(m.group(5).trim().split("\\s+"))
                .map(w -> defaults.containsKey(w) ? defaults.get(w) : Integer.parseInt(w)).toList();
        List<Integer> actual = switch (game.board()) {
            case Board.Square s -> List.of(s.size());
            case Board.Rectangle r -> List.of(r.rows(), r.cols());
            case Board.HexRectangle h -> List.of(h.rows(), h.cols());
            case Board.Hexagon h -> List.of(h.diameter());
        };
        assertEquals(sizes, actual);
    }

    @Test
    void tenGamesOneFileEach() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "games"))) {
            List<String> names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".ldx"))
                    .map(n -> n.substring(0, n.length() - 4))
                    .sorted()
                    .toList();
            List<String> covered = games().map(a -> (String) a.get()[0]).sorted().toList();
            assertEquals(names, covered);
        }
    }
}
