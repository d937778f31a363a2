package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.rules.Axis;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.RelativeDirection;

/**
 * An estimate, made before any lowering, of how many operations each construct adds to a compiled
 * program, to hold games to {@link Limits#MAX_PROGRAM_OPS}. It errs on the high side: most
 * constructs cost a few bitboard operations of one word operation per 64-bit word; the costly ones
 * grow with a length on the board ({@code line}, whose result-constraint form looks at every
 * position of the placed piece in each window, and {@code custodial}, one step per inner piece), or
 * with the size of a {@code pattern}. In a game with moves, each action plane costs word operations
 * of its own (docs/language.md, Actions): every step reads, checks and writes a legal mask of P
 * planes, and each movement computes its planes, a slide one per direction and distance.
 */
final class Workload {
    /** Bitboard operations of a construct whose cost does not depend on a length. */
    private static final long PLAIN = 8;
    /** Of {@code connected}: the body of its flood fill, once. */
    private static final long CONNECTED = 64;
    /** Of one step of a custodial bracket, in one direction. */
    private static final long PER_BRACKET_STEP = 12;
    /** Of one cell of a {@code line} window in a result constraint, per axis. */
    private static final long PER_TRIAL_WINDOW_CELL = 6;
    /** Of one value of a pattern, per orientation. */
    private static final long PER_PATTERN_VALUE = 4;
    /** Of one direction of a step, or one direction and distance of a slide: shifts, ands and ors. */
    private static final long PER_MOVEMENT_PLANE = 8;
    /** Of one plane of the legal mask, for the whole game: settling, checking and writing the mask. */
    private static final long PER_ACTION_PLANE = 24;

    /**
     * Of one board a {@code no_repeat} rule keeps, whatever the board's size: its key compared with
     * the one-piece changes and with each capture's board, and its write.
     */
    private static final long PER_REPEAT_ENTRY = 32;

    private final Topology topology;
    private final int planes;

    /**
     * The estimates on a board, for a game whose action space has {@code planes} planes (1 without
     * moves).
     */
    Workload(Topology topology, int planes) {
        this.topology = topology;
        this.planes = planes;
    }

    /**
     * The estimated operations of one node on its own, not counting its children.
     *
     * @param inResult whether the node is part of a result constraint, where line counts are
     *     evaluated for a trial placement on every cell at once
     */
    long of(Node node, boolean inResult) {
        long bitboardOps = switch (node) {
            case Mask.Custodial c -> custodial(c);
            case Func.Line l -> line(l, inResult);
            case Mask.InLine l -> inLine(l);
            case Mask.Pattern p -> pattern(p);
            case Func.Connected c -> CONNECTED;
            case Mask.NoLiberties n -> CONNECTED;
            case Mask.Territory t -> 2 * CONNECTED;
            case Mechanic m when m.noSuicide().isPresent() || m.noRepeat().isPresent() -> 4 * CONNECTED
                    + m.noRepeat().orElse(0) * PER_REPEAT_ENTRY / topology.words();
            case Movement m -> PLAIN + movementPlanes(m) * PER_MOVEMENT_PLANE;
            case Game g when g.hasMoves() -> PLAIN + (long) planes * PER_ACTION_PLANE;
            default -> PLAIN;
        };
        return bitboardOps * topology.words();
    }

    /**
     * The planes a movement computes on this board: one per direction of a step or a hop, one per
     * direction and distance of a slide (a relative direction counts twice, once for each player's
     * way), one per cell for a flight, one for a drop.
     */
    long movementPlanes(Movement m) {
        if (m instanceof Movement.Fly) {
            return topology.cellCount(); // one plane per destination
        }
        if (m instanceof Movement.Drop) {
            return 1;
        }
        long count = 0;
        for (DirectionChoice d : ActionSpace.expand(m.directions(), topology)) {
            count += (long) ActionSpace.reach(m, d, topology) * (d instanceof RelativeDirection ? 2 : 1);
        }
        return count;
    }

    /** The longest line among the axes an orientation selects on this board (0 if none). */
    int longestLine(Orientation orientation) {
        int longest = 0;
        for (Axis axis : orientation.axes()) {
            if (topology.axes().contains(axis)) {
                longest = Math.max(longest, topology.longestLine(axis));
            }
        }
        return longest;
    }

    private long custodial(Mask.Custodial c) {
        long steps = 0;
        for (Axis axis : c.orientation().axes()) {
            if (!topology.axes().contains(axis)) {
                continue;
            }
            long longest = topology.longestLine(axis);
            long inner = c.anyLength() ? longest - 2 : c.length().getAsInt();
            if (inner <= longest - 2) {
                steps += 2 * Math.max(1, inner); // both directions along the axis
            }
        }
        return PLAIN + steps * PER_BRACKET_STEP;
    }

    private long line(Func.Line l, boolean inResult) {
        long cost = PLAIN;
        for (Axis axis : l.orientation().axes()) {
            if (topology.axes().contains(axis) && l.length() <= topology.longestLine(axis)) {
                // Windows are built by doubling; trial placements look at each cell of a window.
                cost += inResult && !l.exact() // exact counts in result constraints are tried cell by cell
                        ? (long) l.length() * PER_TRIAL_WINDOW_CELL
                        : 2L * (32 - Integer.numberOfLeadingZeros(l.length()));
            }
        }
        return cost;
    }

    /** Windows by doubling along each axis, then spread back over their cells. */
    private long inLine(Mask.InLine l) {
        long cost = PLAIN;
        for (Axis axis : l.orientation().axes()) {
            if (topology.axes().contains(axis) && l.length() <= topology.longestLine(axis)) {
                cost += 2L * (32 - Integer.numberOfLeadingZeros(l.length())) + 2L * l.length();
            }
        }
        return cost;
    }

    private long pattern(Mask.Pattern p) {
        long orientations = p.rotate() ? 4 : 1;
        return PLAIN + orientations * p.values().size() * PER_PATTERN_VALUE;
    }
}
