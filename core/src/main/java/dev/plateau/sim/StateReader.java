package dev.plateau.sim;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Moves;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * {@link Simulator}'s room for reading the state of one environment: fields, the owner and type of
 * the piece on a cell, the turn position, repetitions, the board as text. Trusts its arguments
 * (the simulator checks them); reads the engine's state as it is at each call.
 */
final class StateReader {
    private final Engine engine;
    private final Plan plan;
    private final StateLayout layout;
    private final Topology topology;
    private final int batch;
    /** F, the number of state fields of one environment. */
    private final int fields;
    /** Whether a phase's turns may continue in a chain, whose every move may be followed by another. */
    private final boolean chains;

    StateReader(Engine engine, Plan plan, int batch) {
        this.engine = engine;
        this.plan = plan;
        this.layout = plan.layout();
        this.topology = plan.topology();
        this.batch = batch;
        this.fields = layout.fieldCount();
        this.chains = plan.game().hasSecondPart(Moves.Chain.class);
    }

    /** The state of the batch, on the host. */
    MemorySegment state() {
        return engine.state();
    }

    long field(int column, int env) {
        return engine.state().get(ValueLayout.JAVA_LONG, StateLayout.offset(column, env, batch));
    }

    long field(Kind kind, int index, int env) {
        return field(layout.column(kind, index), env);
    }

    /** Environment env's F words, from the batch's state, into {@code out} from index {@code at}. */
    void readFields(MemorySegment state, int env, long[] out, int at) {
        for (int f = 0; f < fields; f++) {
            out[at + f] = state.get(ValueLayout.JAVA_LONG, StateLayout.offset(f, env, batch));
        }
    }

    /** The turn position: an index into the plan's position table. */
    int position(int env) {
        return (int) field(Kind.POSITION, 0, env);
    }

    boolean finished(int env) {
        return field(Kind.TERMINATED, 0, env) != 0 || field(Kind.TRUNCATED, 0, env) != 0;
    }

    /**
     * Whether a running game is in the middle of a turn: the last decision did not end it, so the
     * next one belongs to the same turn. The one place that knows how the state marks a turn that
     * goes on (today the turn part, set between a move and its shot).
     */
    boolean midTurn(int env) {
        return layout.has(Kind.PART) && field(Kind.PART, 0, env) != 0 && !finished(env);
    }

    /**
     * Whether every legal decision of a running game ends the turn: the game's turns are single
     * decisions, or this is the shot, the last part of a two-part turn. Never in a game with chains,
     * where any move may be followed by another of the same piece.
     */
    boolean nextDecisionEndsTurn(int env) {
        return !layout.has(Kind.PART) || !chains && field(Kind.PART, 0, env) != 0;
    }

    /** What a cell holds: 0 empty, 1 a piece of P1, 2 a piece of P2, 3 a neutral piece. */
    int owner(int env, int cell) {
        int bit = topology.bitOf(cell);
        long mask = 1L << (bit & 63);
        if ((field(Kind.BOARD_P1, bit >>> 6, env) & mask) != 0) {
            return 1;
        }
        if ((field(Kind.BOARD_P2, bit >>> 6, env) & mask) != 0) {
            return 2;
        }
        return layout.has(Kind.BOARD_NEUTRAL) && (field(Kind.BOARD_NEUTRAL, bit >>> 6, env) & mask) != 0 ? 3 : 0;
    }

    /** The type of the piece of this owner (0 none, 1 P1, 2 P2, 3 neutral) on a cell. */
    String pieceAt(int env, int cell, int owner) {
        if (owner == 0) {
            return null;
        }
        int bit = topology.bitOf(cell);
        long mask = 1L << (bit & 63);
        int stored = -1;
        for (int t = 0; t < plan.pieces().stored().size(); t++) {
            if ((field(Kind.BOARD_TYPE, t * topology.words() + (bit >>> 6), env) & mask) != 0) {
                stored = t;
            }
        }
        return plan.pieces().typeOf(owner - 1, stored);
    }

    /** How often the present position occurred before it (the history's newest entry is it). */
    int earlierOccurrences(int env) {
        int count = (int) field(Kind.HISTORY_COUNT, 0, env);
        int k = layout.positionWords();
        int same = 0;
        for (int e = 1; e < count; e++) {
            boolean equal = true;
            for (int w = 0; w < k && equal; w++) {
                equal = field(Kind.HISTORY, e * k + w, env) == field(Kind.HISTORY, w, env);
            }
            same += equal ? 1 : 0;
        }
        return same;
    }

    /** One environment as text ({@link Simulator#boardText}). */
    String boardText(int env) {
        String status;
        if (field(Kind.TERMINATED, 0, env) != 0) {
            int winner = (int) field(Kind.WINNER, 0, env);
            status = winner < 0 ? "draw" : BoardText.mark(winner + 1) + " won";
        } else if (field(Kind.TRUNCATED, 0, env) != 0) {
            status = "stopped at the step limit";
        } else {
            status = BoardText.mark((int) field(Kind.PLAYER, 0, env) + 1) + " to move";
        }
        return BoardText.of(topology, cell -> {
            int owner = owner(env, cell);
            return owner == 0 ? BoardText.mark(0)
                    : BoardText.mark(owner, pieceAt(env, cell, owner), plan.pieces().typeOf(owner - 1, -1));
        }, status);
    }
}
