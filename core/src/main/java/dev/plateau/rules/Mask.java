package dev.plateau.rules;

import java.util.List;
import java.util.OptionalInt;

/** An expression whose value is a set of cells (docs/language.md, Masks). */
public sealed interface Mask extends Node {
    /** {@code empty}: the cells without a piece. */
    record Empty() implements Mask {}

    /** {@code occupied}: the cells holding any piece. */
    record Occupied() implements Mask {}

    /** {@code (occupied who)}: the cells holding that player's pieces. */
    record OccupiedBy(Who who) implements Mask {
        public OccupiedBy {
            RuleException.require(who != null, "`(occupied …)` needs `mover` or `opponent`");
        }
    }

    /**
     * {@code (piece NAME [who])}: the cells holding a piece of that declared type, of either owner or
     * of that player (docs/language.md, {@code piece}).
     */
    record PieceOf(String piece, java.util.Optional<Who> who) implements Mask {
        public PieceOf {
            RuleException.require(piece != null && who != null, "`(piece …)` needs a piece name");
        }
    }

    /**
     * {@code (jumped)}: the cell that the move just made jumped over, when its origin and destination
     * are two cells apart on a line (a hop, or a slide of two); no cell otherwise (docs/language.md,
     * {@code jumped}).
     */
    record Jumped() implements Mask {}

    /**
     * {@code (cells i…)}: the listed cells, by index (docs/language.md, {@code cells}); checked
     * against the board by the analysis.
     */
    record Cells(List<Integer> cells) implements Mask {
        public Cells {
            RuleException.require(cells != null && !cells.isEmpty(), "`(cells …)` needs at least one cell");
            cells = List.copyOf(cells);
            for (int c : cells) {
                RuleException.require(c >= 0, "`(cells …)`: cell " + c + " is negative");
            }
        }
    }

    /**
     * {@code (row N)}: the cells of the N-th row of the board's grid, counted from 1 at the top: the
     * cells whose names end in N (docs/language.md, {@code row}).
     */
    record Row(int number) implements Mask {
        public Row {
            RuleException.require(number >= 1, "`(row " + number + ")`: rows are numbered from 1");
        }
    }

    /**
     * {@code (column N)}: the cells whose names start with the N-th column letters (a = 1; the
     * board's N-th column on square and rectangular boards; docs/language.md, {@code column}).
     */
    record Column(int number) implements Mask {
        public Column {
            RuleException.require(number >= 1, "`(column " + number + ")`: columns are numbered from 1");
        }
    }

    /** {@code center}: the centre cells (docs/language.md, Corners and centre). */
    record Center() implements Mask {}

    /** {@code corners}: every corner cell, in one mask. */
    record Corners() implements Mask {}

    /** {@code (edge X)}: a fixed edge of the board (docs/language.md, Edges). */
    record EdgeCells(Edge edge) implements Mask {
        public EdgeCells {
            RuleException.require(edge != null, "`(edge …)` needs an edge name");
        }
    }

    /** {@code (prev_move who)}: the cell of that player's most recent placement, or nothing. */
    record PrevMove(Who who) implements Mask {
        public PrevMove {
            RuleException.require(who != null, "`(prev_move …)` needs `mover` or `opponent`");
        }
    }

    /**
     * {@code (in_line n [who] [orientation:O])}: the cells of who's pieces that lie in a line of n
     * of who's pieces, that is in some window of length n whose every cell holds one (docs/language.md,
     * {@code in_line}): the pieces of a mill.
     */
    record InLine(int length, Who who, Orientation orientation) implements Mask {
        /** The player when none is written: the mover. */
        public static final Who DEFAULT_WHO = Who.MOVER;
        /** The orientation when {@code orientation:} is omitted: every axis. */
        public static final Orientation DEFAULT_ORIENTATION = Orientation.ANY;

        public InLine {
            RuleException.require(length >= 1, "`(in_line " + length + ")`: the length must be at least 1");
            RuleException.require(who != null && orientation != null, "`(in_line …)` needs a player and an orientation");
        }
    }

    /** {@code (adjacent m direction:D)}: the cells one step from m in a direction of D. */
    record Adjacent(Mask of, DirectionChoice direction) implements Mask {
        /** The directions when {@code direction:} is omitted: all of them. */
        public static final DirectionChoice DEFAULT_DIRECTION = Orientation.ANY;

        public Adjacent {
            RuleException.require(of != null && direction != null, "`(adjacent …)` needs a mask");
            requireAbsolute(direction, "adjacent");
        }

        /** Refuses a relative direction, which only movements have, in the form {@code (head …)}. */
        static void requireAbsolute(DirectionChoice direction, String head) {
            RuleException.require(!(direction instanceof RelativeDirection),
                    "`(" + head + " … direction:" + direction.word() + ")`: relative directions such as `"
                            + direction.word() + "` are only for movements (`step`, `slide`)");
        }
    }

    /**
     * {@code (no_liberties who [direction:D])}: who's pieces whose group has no liberty. A group is a
     * set of who's pieces joined by steps in the directions of D; its liberties are the empty cells
     * one such step from it (docs/language.md, {@code no_liberties}): Go's captured stones.
     */
    record NoLiberties(Who who, DirectionChoice direction) implements Mask {
        /** The directions when {@code direction:} is omitted: all of them. */
        public static final DirectionChoice DEFAULT_DIRECTION = Orientation.ANY;

        public NoLiberties {
            RuleException.require(who != null && direction != null, "`(no_liberties …)` needs `mover` or `opponent`");
            Adjacent.requireAbsolute(direction, "no_liberties");
        }
    }

    /**
     * {@code (territory who [direction:D])}: the empty cells whose region (empty cells joined by steps
     * in the directions of D) touches who's pieces and no other piece (docs/language.md,
     * {@code territory}).
     */
    record Territory(Who who, DirectionChoice direction) implements Mask {
        /** The directions when {@code direction:} is omitted: all of them. */
        public static final DirectionChoice DEFAULT_DIRECTION = Orientation.ANY;

        public Territory {
            RuleException.require(who != null && direction != null, "`(territory …)` needs `mover` or `opponent`");
            Adjacent.requireAbsolute(direction, "territory");
        }
    }

    /**
     * {@code (custodial L [who] [orientation:O])}: brackets of L inner opponent pieces between two
     * pieces of {@code who}, one of them {@code who}'s last move (see docs/language.md,
     * {@code custodial}).
     *
     * @param length L, or empty for {@code any} (every L ≥ 1)
     */
    record Custodial(OptionalInt length, Who who, Orientation orientation, java.util.Optional<Mask> hostile)
            implements Mask {
        /** The player when none is written: the mover brackets. */
        public static final Who DEFAULT_WHO = Who.MOVER;
        /** The orientation when {@code orientation:} is omitted: every axis. */
        public static final Orientation DEFAULT_ORIENTATION = Orientation.ANY;

        /** A bracket without hostile cells. */
        public Custodial(OptionalInt length, Who who, Orientation orientation) {
            this(length, who, orientation, java.util.Optional.empty());
        }

        public Custodial {
            RuleException.require(length != null && who != null && orientation != null && hostile != null,
                    "`(custodial …)` needs a length");
            RuleException.require(length.isEmpty() || length.getAsInt() >= 0,
                    "`(custodial " + length + ")`: the length cannot be negative");
        }

        /** True for {@code (custodial any …)}. */
        public boolean anyLength() {
            return length.isEmpty();
        }
    }

    /**
     * {@code (pattern (R C) (v…) [rotate:B])}: the cells covered by matching placements of an R × C
     * pattern; values 0 empty, 1 mover, 2 opponent, 3 anything (docs/language.md, {@code pattern}).
     */
    record Pattern(int rows, int cols, List<Integer> values, boolean rotate) implements Mask {
        /** {@code rotate:} when omitted: only the pattern as written matches. */
        public static final boolean DEFAULT_ROTATE = false;

        public Pattern {
            RuleException.require(rows > 0 && cols > 0,
                    "`(pattern (" + rows + " " + cols + ") …)`: the pattern needs at least one row and one column");
            values = List.copyOf(values);
            RuleException.require((long) rows * cols == values.size(),
                    "`(pattern (" + rows + " " + cols + ") …)` needs " + ((long) rows * cols)
                            + " values (rows × columns), not " + values.size());
            for (int v : values) {
                RuleException.require(v >= 0 && v <= 3,
                        "`(pattern …)`: value " + v + " is not 0 (empty), 1 (mover), 2 (opponent) or 3 (anything)");
            }
        }
    }

    /**
     * {@code (prefer m n)}: the cells of m, or those of n where m has none (docs/language.md,
     * {@code prefer}): Morris removes a piece outside mills, or any piece when all are in mills.
     */
    record Prefer(Mask first, Mask otherwise) implements Mask {
        public Prefer {
            RuleException.require(first != null && otherwise != null, "`(prefer …)` needs two masks");
        }
    }

    /** {@code (and m…)}: the intersection. */
    record And(List<Mask> masks) implements Mask {
        public And {
            masks = List.copyOf(masks);
            RuleException.require(!masks.isEmpty(), "`(and)` needs at least one mask");
        }
    }

    /** {@code (or m…)}: the union. */
    record Or(List<Mask> masks) implements Mask {
        public Or {
            masks = List.copyOf(masks);
            RuleException.require(!masks.isEmpty(), "`(or)` needs at least one mask");
        }
    }

    /** {@code (not m)}: the complement within the board's cells. */
    record Not(Mask mask) implements Mask {
        public Not {
            RuleException.require(mask != null, "`(not …)` needs a mask");
        }
    }
}
