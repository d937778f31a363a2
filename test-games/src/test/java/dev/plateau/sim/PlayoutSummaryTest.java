package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

/** {@link PlayoutSummary#tally}: every kind of outcome counted once, and ranges that add up to the whole. */
class PlayoutSummaryTest {
    private static final int BATCH = 7;

    @Test
    void countsEachOutcomeAndRangesAddUp() {
        StateLayout layout = CompiledGame.compile(LibraryGames.game("tic_tac_toe")).plan().layout();
        MemorySegment state = MemorySegment.ofArray(new long[layout.fieldCount() * BATCH]);
        // env: steps, terminated, truncated, winner
        long[][] envs = {
            {5, 1, 0, 0}, // P1 won
            {6, -1, 0, 1}, // P2 won (any non-zero flag counts)
            {9, 1, 0, -1}, // drawn
            {7, 1, 1, 0}, // truncated: not a win, whatever the winner field says
            {3, 0, 0, 0}, // still running: only its steps count
            {4, 1, 0, 2}, // a winner other than 0 or 1: a draw
            {0, 0, 1, 1}, // truncated before a move
        };
        for (int env = 0; env < BATCH; env++) {
            set(state, layout, Kind.STEPS, env, envs[env][0]);
            set(state, layout, Kind.TERMINATED, env, envs[env][1]);
            set(state, layout, Kind.TRUNCATED, env, envs[env][2]);
            set(state, layout, Kind.WINNER, env, envs[env][3]);
        }
        PlayoutSummary whole = PlayoutSummary.tally(state, layout, BATCH);
        assertEquals(new PlayoutSummary(7, 1, 1, 2, 2, 34, 25 + 36 + 81 + 49 + 9 + 16), whole);
        for (int split = 0; split <= BATCH; split++) {
            assertEquals(whole, PlayoutSummary.tally(state, layout, BATCH, 0, split)
                    .plus(PlayoutSummary.tally(state, layout, BATCH, split, BATCH)), "split at " + split);
        }
        assertEquals(new PlayoutSummary(2, 0, 0, 1, 1, 16, 81 + 49), PlayoutSummary.tally(state, layout, BATCH, 2, 4));
    }

    private static void set(MemorySegment state, StateLayout layout, Kind kind, int env, long value) {
        state.set(ValueLayout.JAVA_LONG, StateLayout.offset(layout.column(kind, 0), env, BATCH), value);
    }
}
