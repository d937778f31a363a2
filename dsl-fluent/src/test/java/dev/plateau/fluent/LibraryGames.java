package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.rules.Game;

/**
 * The ten games of the Plateau library (README.md, The game library), written with the fluent
 * builder. Each method builds the same {@link Game} as the file {@code games/<name>.ldx}; other
 * modules' tests use them through this module's test-jar.
 */
public final class LibraryGames {
    private LibraryGames() {}

    /**
     * {@code games/tic_tac_toe.ldx}.
     *
     * @return the game
     */
    public static Game ticTacToe() {
        return game("Tic-Tac-Toe")
                .board(square(3))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(3), moverWins()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/connect_four.ldx}.
     *
     * @return the game
     */
    public static Game connectFour() {
        return connectFourDefinition().withDefaults();
    }

    /**
     * {@code games/connect_four.ldx} at every size: parameters {@code rows} and {@code columns}.
     *
     * @return the definition
     */
    public static GameDefinition connectFourDefinition() {
        return define(parameters(parameter("rows", 6, 4, 16), parameter("columns", 7, 4, 16)), p -> game("Connect Four")
                .board(rectangle(p.value("rows"), p.value("columns")))
                .play(repeat(P1, P2)
                        .place(and(empty(), or(edge(BOTTOM), adjacent(occupied(), UP)))))
                .end(when(line(4), moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/hex.ldx}.
     *
     * @return the game
     */
    public static Game hex() {
        return hexDefinition().withDefaults();
    }

    /**
     * {@code games/hex.ldx} at every size: parameter {@code size}.
     *
     * @return the definition
     */
    public static GameDefinition hexDefinition() {
        return define(parameters(parameter("size", 11, 3, 19)), p -> game("Hex")
                .board(hexRectangle(p.value("size"), p.value("size")))
                .play(repeat(P1, P2).place(empty()))
                .end(when(and(atLeast(connected(regions(edge(TOP), edge(BOTTOM))), 2), moverIs(P1)), moverWins()),
                        when(and(atLeast(connected(regions(edge(LEFT_EDGE), edge(RIGHT_EDGE))), 2), moverIs(P2)),
                                moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/reversi.ldx}.
     *
     * @return the game
     */
    public static Game reversi() {
        return reversiDefinition().withDefaults();
    }

    /**
     * {@code games/reversi.ldx} at every even size: parameter {@code size}. Each player starts on
     * one diagonal of the four centre cells; the file computes the cells with {@code divide},
     * {@code multiply}, {@code subtract} and {@code add} while reading, and Java with its own
     * arithmetic.
     *
     * @return the definition
     */
    public static GameDefinition reversiDefinition() {
        return define(parameters(parameter("size", 8, 4, 16)), p -> {
            int size = p.value("size");
            int topLeft = (size / 2 - 1) * (size + 1);
            int bottomRight = size / 2 * (size + 1);
            return game("Reversi")
                    .board(square(size))
                    .start(place(P1, topLeft, bottomRight), place(P2, topLeft + 1, bottomRight - 1))
                    .play(repeat(P2, P1)
                            .place(empty())
                            .result(exists(custodialAny()))
                            .effects(flip(custodialAny()),
                                    setScore(MOVER, count(occupied(MOVER))),
                                    setScore(OPPONENT, count(occupied(OPPONENT))))
                            .forcePass())
                    .end(when(passedBoth(), byScore()));
        });
    }

    /**
     * {@code games/gomoku.ldx}.
     *
     * @return the game
     */
    public static Game gomoku() {
        return gomokuDefinition().withDefaults();
    }

    /**
     * {@code games/gomoku.ldx} at every size: parameter {@code size}.
     *
     * @return the definition
     */
    public static GameDefinition gomokuDefinition() {
        return define(parameters(parameter("size", 15, 5, 19)), p -> game("Gomoku")
                .board(square(p.value("size")))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(5).exact(), moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/pente.ldx}.
     *
     * @return the game
     */
    public static Game pente() {
        return game("Pente")
                .board(square(19))
                .play(onceThrough(P1).place(center()),
                        repeat(P2, P1)
                                .place(empty())
                                .effects(capture(custodial(2)).incrementScore()))
                .end(when(line(5), moverWins()),
                        when(atLeast(score(MOVER), 10), moverWins()));
    }

    /**
     * {@code games/yavalath.ldx}.
     *
     * @return the game
     */
    public static Game yavalath() {
        return game("Yavalath")
                .board(hexagon(9))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(4), moverWins()),
                        when(line(3), moverLoses()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/yavalax.ldx}.
     *
     * @return the game
     */
    public static Game yavalax() {
        return game("Yavalax")
                .board(square(13))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1)
                                .place(empty())
                                .result(and(not(line(5)), not(eq(line(4), 1)))))
                .end(when(atLeast(line(4), 2), moverWins()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/connect6.ldx}.
     *
     * @return the game
     */
    public static Game connect6() {
        return game("Connect6")
                .board(square(19))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1).place(empty()))
                .end(when(line(6), moverWins()));
    }

    /**
     * {@code games/complexity_demo.ldx}.
     *
     * @return the game
     */
    public static Game complexityDemo() {
        return game("Complexity Demo")
                .board(square(10))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1)
                                .place(and(empty(), not(adjacent(adjacent(prevMove(OPPONENT))))))
                                .effects(capture(adjacent(prevMove(MOVER))).incrementScore()))
                .end(when(line(4), moverWins()),
                        when(atLeast(score(MOVER), 5), moverWins()),
                        when(fullBoard(), draw()));
    }
}
