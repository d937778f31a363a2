package dev.plateau.plan;

import dev.plateau.plan.StateLayout.Kind;
import java.util.Map;

/**
 * The boards {@code no_repeat} compares with (docs/language.md, {@code no_repeat}): the start board
 * and the board after each placement since, at most the window, in a ring whose oldest entry the
 * next board replaces; each entry is the board's key, P1's words and P2's words. Neutral pieces
 * never change in a game of placements,
 * so they are left out. Entries in use are compared by key, in chunks, each only where some
 * environment has that many, so the work follows the game's length rather than the window; a key
 * that matches is confirmed word for word, so the rule is exact.
 */
final class BoardHistory {
    /** How many entries a chunk compares under one test of the count. */
    private static final int CHUNK = 16;

    private final ProgramBuild c;
    private final PlanBuilder b;
    private final BitBoards bb;
    private final int window;
    private final int words;
    /**
     * The odd constants of the boards' keys, one per board word (P1's words, then P2's), from a
     * fixed sequence, so that every backend computes the same keys.
     */
    private final long[] keys;

    /**
     * In the init program, the start board's entry (its registers), the history's only board; the
     * fields hold what the batch held before. Null in the step programs.
     */
    private int[] start;

    BoardHistory(ProgramBuild c) {
        this.c = c;
        this.b = c.b;
        this.bb = c.bb;
        this.window = c.scope.extras().boardsWindow();
        this.words = c.scope.topology().words();
        this.keys = keys(2 * words);
    }

    /** The history of the init program: the start board {@code p1}, {@code p2} alone. */
    static BoardHistory atStart(ProgramBuild c, Bits p1, Bits p2) {
        BoardHistory h = new BoardHistory(c);
        h.start = h.entry(p1, p2);
        return h;
    }

    /** Whether the game keeps boards for {@code no_repeat}. */
    static boolean kept(ProgramBuild c) {
        return c.scope.extras().boardsWindow() > 0;
    }

    /** The history at the start: the start board alone. */
    void start(Map<Integer, Integer> out, Snapshot s) {
        int zero = b.constant(0);
        out.put(c.field(Kind.BOARDS_COUNT, 0), b.constant(1));
        out.put(c.field(Kind.BOARDS_NEXT, 0), b.constant(1 % window));
        int[] first = entry(s.p1(), s.p2());
        for (int e = 0; e < window; e++) {
            for (int k = 0; k < first.length; k++) {
                out.put(field(e, k), e == 0 ? first[k] : zero);
            }
        }
    }

    /**
     * The history after a step: where {@code written} (a placement was made), the board {@code after}
     * goes to the next entry of the ring. The counts go into {@code out}; the entry is written by the
     * returned action, once {@code out} has been assigned, in the chunk of entries that holds it, so
     * that a step costs a few entries' work, not the window's.
     */
    Runnable record(Map<Integer, Integer> out, Snapshot after, int written) {
        int count = c.field(Kind.BOARDS_COUNT, 0);
        int next = c.field(Kind.BOARDS_NEXT, 0);
        int grown = b.select(b.binary(BinaryOp.LT, count, b.constant(window)),
                b.binary(BinaryOp.ADD, count, b.constant(1)), count);
        out.put(c.field(Kind.BOARDS_COUNT, 0), b.select(written, grown, count));
        int following = b.binary(BinaryOp.ADD, next, b.constant(1));
        following = b.select(b.binary(BinaryOp.EQ, following, b.constant(window)), b.constant(0), following);
        out.put(c.field(Kind.BOARDS_NEXT, 0), b.select(written, following, next));
        int[] now = entry(after.p1(), after.p2());
        int slot = b.variable(next); // the field itself is assigned before the entry is written
        return () -> {
            for (int first = 0; first < window; first += CHUNK) {
                int from = first;
                int to = Math.min(window, from + CHUNK);
                int here = b.binary(BinaryOp.AND, written, b.binary(BinaryOp.AND,
                        b.binary(BinaryOp.LE, b.constant(from), slot), b.binary(BinaryOp.LT, slot, b.constant(to))));
                b.ifAny(here, () -> {
                    for (int e = from; e < to; e++) {
                        int write = b.binary(BinaryOp.AND, written, b.binary(BinaryOp.EQ, slot, b.constant(e)));
                        for (int k = 0; k < now.length; k++) {
                            b.assign(field(e, k), b.select(write, now[k], field(e, k)));
                        }
                    }
                });
            }
        };
    }

    /**
     * The cells x of {@code candidates} where the mover's piece put on x, with nothing else changed,
     * may make a board of the history: those whose key is some entry's. {@code ctx} is the present
     * state seen from the mover. The cells it names must be confirmed with {@link #holds}: keys can
     * collide, and only boards compare exactly.
     *
     * <p>Such a board's key exceeds the present one's by the key of one piece, {@code K · 2^j} for the
     * mover's word of key K and the piece's bit j there; since K is odd, j is the number of trailing
     * zeros of the difference. So each entry names at most one cell, in a few operations.
     */
    Bits suspects(Ctx ctx, Bits candidates) {
        Bits p1 = bb.select(ctx.moverIsP2(), ctx.theirs(), ctx.mine());
        Bits p2 = bb.select(ctx.moverIsP2(), ctx.mine(), ctx.theirs());
        int key = entry(p1, p2)[0];
        int[] moversKey = new int[words];
        for (int w = 0; w < words; w++) {
            moversKey[w] = b.select(ctx.moverIsP2(), b.constant(keys[words + w]), b.constant(keys[w]));
        }
        Bits named = bb.variables(bb.none());
        scan(e -> {
            int difference = b.binary(BinaryOp.SUB, field(e, 0), key);
            int bitIndex = b.unary(UnaryOp.TRAILING_ZEROS, difference);
            int bit = b.binary(BinaryOp.AND, b.binary(BinaryOp.SHL, b.constant(1), bitIndex),
                    b.binary(BinaryOp.LT, b.constant(e), count()));
            for (int w = 0; w < words; w++) {
                int match = b.binary(BinaryOp.EQ, b.binary(BinaryOp.SHL, moversKey[w], bitIndex), difference);
                b.assign(named.word(w), b.binary(BinaryOp.OR, named.word(w), b.binary(BinaryOp.AND, match, bit)));
            }
        });
        return bb.and(candidates, named);
    }

    /**
     * Whether the board of P1's pieces {@code p1} and P2's {@code p2} is in the history (boolean):
     * entries whose key is the board's are compared word for word.
     */
    int holds(Bits p1, Bits p2) {
        int[] board = entry(p1, p2);
        int found = b.variable(b.constant(0));
        scan(e -> {
            int hit = b.binary(BinaryOp.AND, b.binary(BinaryOp.EQ, field(e, 0), board[0]),
                    b.binary(BinaryOp.LT, b.constant(e), count()));
            b.ifAny(hit, () -> {
                int same = hit;
                for (int k = 1; k < board.length; k++) {
                    same = b.binary(BinaryOp.AND, same, b.binary(BinaryOp.EQ, field(e, k), board[k]));
                }
                b.assign(found, b.binary(BinaryOp.OR, found, same));
            });
        });
        return found;
    }

    /**
     * Runs {@code test} on each entry, a chunk at a time where some environment has that many entries
     * in use; the test changes variables only where the entry is in use.
     */
    private void scan(java.util.function.IntConsumer test) {
        if (start != null) {
            test.accept(0);
            return;
        }
        for (int first = 0; first < window; first += CHUNK) {
            int from = first;
            b.ifAny(b.binary(BinaryOp.LT, b.constant(from), count()), () -> {
                for (int e = from; e < Math.min(window, from + CHUNK); e++) {
                    test.accept(e);
                }
            });
        }
    }

    private int count() {
        return start != null ? b.constant(1) : c.field(Kind.BOARDS_COUNT, 0);
    }

    /**
     * An entry's words: the board's key, P1's board, P2's board. The key is the sum of each word
     * times an odd constant of its own ({@link #keys}), modulo 2^64: adding one piece adds its word's
     * constant shifted to the piece's bit.
     */
    private int[] entry(Bits p1, Bits p2) {
        int[] r = new int[2 * words + 1];
        int key = b.constant(0);
        for (int w = 0; w < words; w++) {
            r[1 + w] = p1.word(w);
            r[1 + words + w] = p2.word(w);
            key = b.binary(BinaryOp.ADD, key, b.binary(BinaryOp.MUL, p1.word(w), b.constant(keys[w])));
            key = b.binary(BinaryOp.ADD, key, b.binary(BinaryOp.MUL, p2.word(w), b.constant(keys[words + w])));
        }
        r[0] = key;
        return r;
    }

    private int field(int entry, int k) {
        return start != null ? start[k] : c.field(Kind.BOARDS, entry * (2 * words + 1) + k);
    }

    /** Odd constants from a fixed sequence (splitmix64 from 0). */
    private static long[] keys(int n) {
        long[] r = new long[n];
        long x = 0;
        for (int i = 0; i < n; i++) {
            x += 0x9E3779B97F4A7C15L;
            long z = x;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            r[i] = (z ^ (z >>> 31)) | 1L;
        }
        return r;
    }
}
