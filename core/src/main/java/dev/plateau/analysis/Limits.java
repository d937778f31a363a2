package dev.plateau.analysis;

import dev.plateau.rules.Board;

/**
 * The limits on what a game may ask of the compiler, in one place. Every game either stays within
 * them, and then compiles in bounded time and memory, or is refused with an error that names the
 * limit: the board by the board's own constructor before anything else is done, the other limits by
 * the {@link Analysis} (so {@code plateau check} refuses what {@code plateau run} could not compile),
 * and the size of each compiled program, as a backstop for anything the analysis lets through, by
 * the lowering itself.
 */
public final class Limits {
    private Limits() {}

    /**
     * The most cells a board may have ({@link Board#MAX_CELLS}, checked when the board is built,
     * before any other work). It keeps a bitboard within 16 words of 64 bits on grid boards and 20
     * on the largest hexagon, so compiled programs stay small enough for GPU registers.
     */
    public static final int MAX_CELLS = Board.MAX_CELLS;

    /**
     * The longest {@code line} length and the longest {@code custodial} bracket (inner pieces plus
     * both ends) that may be written. No board has a line of more than {@link #MAX_CELLS} cells, so a
     * longer length can never match anywhere; refusing it also keeps every computation with lengths
     * far from integer overflow. A length within this limit that is longer than every line of the
     * game's own board is allowed (its count is 0) but reported as a warning.
     */
    public static final int MAX_LENGTH = MAX_CELLS;

    /**
     * The deepest nesting of rule-graph nodes (the game itself at depth 1). The compiler walks
     * expressions recursively; the limit keeps it far from the thread's stack limit. The text
     * reader refuses deeper parentheses on its own, with the same number.
     */
    public static final int MAX_NESTING = 256;

    /**
     * The most operations one compiled program (init, step or playout step) may have while it is
     * built, before unused operations are removed: about a hundred times the largest library game
     * (Yavalax, about 2,100 in its step program on one 64-bit word). Compilation time and memory grow
     * with this number. The analysis estimates each construct's share from its lengths, pattern size
     * and the board's words and refuses a game whose estimate is over the limit, naming its costliest
     * construct; the lowering stops with an error when a program really grows past it.
     */
    public static final int MAX_PROGRAM_OPS = 250_000;

    /**
     * The most actions a game may have: A = P · M (planes times cells, docs/language.md, Actions),
     * not counting the pass action. Every environment keeps a legal mask of A bits and every step
     * looks at all of them, so A bounds the memory of a batch and the work of a step. A placement
     * game has one plane, so at most {@link #MAX_CELLS} actions; a game with moves has one plane per
     * direction and distance its movements can take, and a slide without {@code max:} on a long
     * board takes many. The analysis refuses a game over the limit before anything is compiled.
     */
    public static final int MAX_ACTIONS = 1_000_000;
}
