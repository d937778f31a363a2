package dev.plateau.plan;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of a batch: a structure of arrays in which every field is a column of B 64-bit words,
 * one per environment. Column f starts at byte {@code f · B · 8}, so environment i's value of field
 * f is the long at {@code (f · B + i) · 8}. The layout is computed once per compiled game; fields a
 * game does not use are absent. Both backends use this exact layout, so their states compare byte
 * for byte.
 *
 * <p>Values: bitboards are W words in the board's bit layout ({@link dev.plateau.board.Topology});
 * flags are 0 or 1; players are 0 (P1) or 1 (P2); a previous move is a bit index or −1; integers are
 * sign-extended 32-bit values.
 */
public final class StateLayout {
    /** What a field holds. */
    public enum Kind {
        /** Word {@code index} of P1's pieces. */
        BOARD_P1,
        /** Word {@code index} of P2's pieces. */
        BOARD_P2,
        /** Word {@code index} of the neutral pieces (games that declare them). */
        BOARD_NEUTRAL,
        /** Word {@code t · W + w} of the cells holding a piece of stored type t (see the plan's piece model). */
        BOARD_TYPE,
        /**
         * Word {@code p · W + w} of plane p of the legal actions of the player to move (one plane,
         * the cells, in a placement game).
         */
        LEGAL,
        /** 1 if the pass action is legal. */
        LEGAL_PASS,
        /** 1 during the second part of a turn, the shot of a move phase. */
        PART,
        /** Moves since the last capture (games with {@code quiet_moves}). */
        QUIET,
        /** The positions in the history: how many of the entries are in use. */
        HISTORY_COUNT,
        /** Word {@code e · K + k} of history entry e (0 the newest), K words per position. */
        HISTORY,
        /** The boards {@code no_repeat} keeps: how many of the entries are in use. */
        BOARDS_COUNT,
        /** The entry the next board goes to (the boards are a ring). */
        BOARDS_NEXT,
        /**
         * Word {@code e · (2W + 1) + k} of board entry e (in a ring, in no order): the board's key,
         * then P1's W words and P2's W words.
         */
        BOARDS,
        /** The turn position: an index into the plan's position table. */
        POSITION,
        /** The player to move; once the game is over, the player who made the last action. */
        PLAYER,
        /** The bit of P1's (index 0) or P2's (index 1) previous move, or −1. */
        PREV,
        /** 1 if that player's most recent action was a pass. */
        PASSED,
        /** That player's score. */
        SCORE,
        /**
         * The game's heuristic after the last step, for the player who made it (games with
         * {@code (heuristic …)}); 0 at the start.
         */
        HEURISTIC,
        /** Field {@code p · H + h}: how many pieces of hand type h (the game's hand types in order) player p holds in hand. */
        HAND,
        /** That player's reward for the last step: −1, 0 or +1. */
        REWARD,
        /** 1 once the game is over. */
        TERMINATED,
        /** 1 once the step limit was reached in a running game. */
        TRUNCATED,
        /** −1 (none or draw), 0 (P1) or 1 (P2). */
        WINNER,
        /** Steps taken while the game was running. */
        STEPS
    }

    /**
     * What a game with pieces that move adds to the state.
     *
     * @param planes P, the planes of the legal mask
     * @param neutral whether neutral pieces are stored
     * @param storedTypes the number of piece types with a board of their own
     * @param part whether turns may have a second part (a shot)
     * @param quiet whether the moves since the last capture are counted
     * @param historyWindow the positions the history keeps (0: none)
     * @param bits the bits of the board's bit layout, which the history's packing needs
     * @param handTypes H, the piece types that players hold in hand (counts per player and type)
     * @param boardsWindow the boards {@code no_repeat} keeps (0: none)
     */
    public record Extras(int planes, boolean neutral, int storedTypes, boolean part, boolean quiet, int historyWindow,
            int bits, int handTypes, int boardsWindow) {
        /** A placement game: one plane, nothing else. */
        public static final Extras NONE = new Extras(1, false, 0, false, false, 0, 1, 0, 0);

        /** Extras without the boards of {@code no_repeat}. */
        public Extras(int planes, boolean neutral, int storedTypes, boolean part, boolean quiet, int historyWindow,
                int bits, int handTypes) {
            this(planes, neutral, storedTypes, part, quiet, historyWindow, bits, handTypes, 0);
        }

        /** How the history packs a position: every piece board, and the player to move. */
        public PositionPacking positionPacking() {
            return PositionPacking.of(2 + (neutral ? 1 : 0) + storedTypes, bits);
        }
    }

    /** One column: its kind, its word or player index (0 where there is none) and its name. */
    public record Field(Kind kind, int index, String name) {}

    private final List<Field> fields;
    private final Map<String, Integer> byName = new LinkedHashMap<>();
    private final int[][] columnOf = new int[Kind.values().length][];
    private final int words;
    private final Extras extras;
    private final int positionWords;

    /**
     * The layout of a game.
     *
     * @param words W, the words of one bitboard
     * @param pass whether the game has a pass action
     * @param prev whether previous moves are stored
     * @param passed whether pass flags are stored
     * @param scores whether scores are stored
     */
    public StateLayout(int words, boolean pass, boolean prev, boolean passed, boolean scores) {
        this(words, Extras.NONE, pass, prev, passed, scores);
    }

    /**
     * The layout of a game with pieces that move.
     *
     * @param words W, the words of one bitboard
     * @param extras the planes, piece boards and turn part
     * @param pass whether the game has a pass action
     * @param prev whether previous moves are stored
     * @param passed whether pass flags are stored
     * @param scores whether scores are stored
     */
    public StateLayout(int words, Extras extras, boolean pass, boolean prev, boolean passed, boolean scores) {
        this(words, extras, pass, prev, passed, scores, false);
    }

    /**
     * The layout of a game with pieces that move, and maybe a heuristic.
     *
     * @param words W, the words of one bitboard
     * @param extras the planes, piece boards and turn part
     * @param pass whether the game has a pass action
     * @param prev whether previous moves are stored
     * @param passed whether pass flags are stored
     * @param scores whether scores are stored
     * @param heuristic whether the value of the game's heuristic is stored
     */
    public StateLayout(int words, Extras extras, boolean pass, boolean prev, boolean passed, boolean scores,
            boolean heuristic) {
        this.words = words;
        this.extras = extras;
        this.positionWords = extras.positionPacking().size();
        List<Field> f = new ArrayList<>();
        for (int w = 0; w < words; w++) {
            f.add(new Field(Kind.BOARD_P1, w, "p1[" + w + "]"));
        }
        for (int w = 0; w < words; w++) {
            f.add(new Field(Kind.BOARD_P2, w, "p2[" + w + "]"));
        }
        if (extras.neutral()) {
            for (int w = 0; w < words; w++) {
                f.add(new Field(Kind.BOARD_NEUTRAL, w, "neutral[" + w + "]"));
            }
        }
        for (int t = 0; t < extras.storedTypes(); t++) {
            for (int w = 0; w < words; w++) {
                f.add(new Field(Kind.BOARD_TYPE, t * words + w, "type" + t + "[" + w + "]"));
            }
        }
        for (int w = 0; w < words * extras.planes(); w++) {
            f.add(new Field(Kind.LEGAL, w, "legal[" + w + "]"));
        }
        if (pass) {
            f.add(new Field(Kind.LEGAL_PASS, 0, "legal_pass"));
        }
        if (extras.part()) {
            f.add(new Field(Kind.PART, 0, "part"));
        }
        if (extras.quiet()) {
            f.add(new Field(Kind.QUIET, 0, "quiet_moves"));
        }
        if (extras.historyWindow() > 0) {
            f.add(new Field(Kind.HISTORY_COUNT, 0, "history_count"));
            for (int e = 0; e < extras.historyWindow(); e++) {
                for (int w = 0; w < positionWords; w++) {
                    f.add(new Field(Kind.HISTORY, e * positionWords + w, "history" + e + "[" + w + "]"));
                }
            }
        }
        if (extras.boardsWindow() > 0) {
            f.add(new Field(Kind.BOARDS_COUNT, 0, "boards_count"));
            f.add(new Field(Kind.BOARDS_NEXT, 0, "boards_next"));
            int entry = 2 * words + 1;
            for (int e = 0; e < extras.boardsWindow(); e++) {
                for (int k = 0; k < entry; k++) {
                    f.add(new Field(Kind.BOARDS, e * entry + k, "boards" + e + "[" + k + "]"));
                }
            }
        }
        f.add(new Field(Kind.POSITION, 0, "position"));
        f.add(new Field(Kind.PLAYER, 0, "player"));
        if (prev) {
            f.add(new Field(Kind.PREV, 0, "prev_p1"));
            f.add(new Field(Kind.PREV, 1, "prev_p2"));
        }
        if (passed) {
            f.add(new Field(Kind.PASSED, 0, "passed_p1"));
            f.add(new Field(Kind.PASSED, 1, "passed_p2"));
        }
        if (scores) {
            f.add(new Field(Kind.SCORE, 0, "score_p1"));
            f.add(new Field(Kind.SCORE, 1, "score_p2"));
        }
        if (heuristic) {
            f.add(new Field(Kind.HEURISTIC, 0, "heuristic"));
        }
        for (int p = 0; p < 2; p++) {
            for (int h = 0; h < extras.handTypes(); h++) {
                f.add(new Field(Kind.HAND, p * extras.handTypes() + h, "hand_p" + (p + 1) + "_" + h));
            }
        }
        f.add(new Field(Kind.REWARD, 0, "reward_p1"));
        f.add(new Field(Kind.REWARD, 1, "reward_p2"));
        f.add(new Field(Kind.TERMINATED, 0, "terminated"));
        f.add(new Field(Kind.TRUNCATED, 0, "truncated"));
        f.add(new Field(Kind.WINNER, 0, "winner"));
        f.add(new Field(Kind.STEPS, 0, "steps"));
        this.fields = Collections.unmodifiableList(f);
        for (int i = 0; i < fields.size(); i++) {
            byName.put(fields.get(i).name(), i);
        }
        for (Kind k : Kind.values()) {
            int max = fields.stream().filter(x -> x.kind() == k).mapToInt(Field::index).max().orElse(-1);
            columnOf[k.ordinal()] = new int[max + 1];
            java.util.Arrays.fill(columnOf[k.ordinal()], -1);
        }
        for (int i = 0; i < fields.size(); i++) {
            columnOf[fields.get(i).kind().ordinal()][fields.get(i).index()] = i;
        }
    }

    /** The fields, in column order. */
    public List<Field> fields() {
        return fields;
    }

    /** The number of fields (columns). */
    public int fieldCount() {
        return fields.size();
    }

    /** What the game adds to a placement game's state: planes, piece boards, turn part, history. */
    public Extras extras() {
        return extras;
    }

    /** K, the words of one position in the history ({@link Extras#positionPacking()}). */
    public int positionWords() {
        return positionWords;
    }

    /** W, the words of one bitboard. */
    public int words() {
        return words;
    }

    /** Whether the layout has a field of this kind. */
    public boolean has(Kind kind) {
        return columnOf[kind.ordinal()].length > 0;
    }

    /**
     * The column of a field.
     *
     * @throws IllegalArgumentException if the game does not store it
     */
    public int column(Kind kind, int index) {
        int[] columns = columnOf[kind.ordinal()];
        if (index < 0 || index >= columns.length || columns[index] < 0) {
            throw new IllegalArgumentException("this game's state has no " + kind + " field " + index);
        }
        return columns[index];
    }

    /** The column of a field by name, or −1. */
    public int column(String name) {
        return byName.getOrDefault(name, -1);
    }

    /** The byte offset of field f of environment i in a batch of B. */
    public static long offset(int field, int env, int batch) {
        return ((long) field * batch + env) * Long.BYTES;
    }

    /**
     * Copies environment {@code src} onto each of {@code dst} in a batch's state held in host memory
     * (the engines whose state is a host segment share this).
     */
    public static void copyEnvironment(MemorySegment state, int fields, int batch, int src, int[] dst) {
        for (int f = 0; f < fields; f++) {
            long value = state.get(ValueLayout.JAVA_LONG, offset(f, src, batch));
            for (int env : dst) {
                state.set(ValueLayout.JAVA_LONG, offset(f, env, batch), value);
            }
        }
    }

    /**
     * Writes whole environments into a batch's state held in host memory: environment {@code envs[k]}
     * gets the F words {@code values[k·F …]}.
     */
    public static void writeEnvironments(MemorySegment state, int fields, int batch, int[] envs, long[] values) {
        for (int k = 0; k < envs.length; k++) {
            for (int f = 0; f < fields; f++) {
                state.set(ValueLayout.JAVA_LONG, offset(f, envs[k], batch), values[k * fields + f]);
            }
        }
    }

    /** The bytes of the state of a batch of B environments. */
    public long byteSize(int batch) {
        return (long) fields.size() * batch * Long.BYTES;
    }

    @Override
    public String toString() {
        return "StateLayout" + byName.keySet();
    }
}
