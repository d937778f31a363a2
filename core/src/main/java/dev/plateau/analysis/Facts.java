package dev.plateau.analysis;

import dev.plateau.rules.Effect;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.Objects;

/**
 * What a game uses, for the lowering and the state layout: which optional state fields it needs
 * (docs/language.md, Game state) and the size of its action space (Actions). A compiled game may
 * leave out the fields whose flag is false; it must still behave as if they existed (an unused
 * score reads 0, an unused pass flag is never read).
 *
 * @param usesScores the game reads or writes scores: a {@code (score …)} function, an {@code
 *     increment_score} or {@code set_score} effect, a {@code capture} with {@code
 *     increment_score:true}, or a {@code (by_score)} outcome
 * @param usesPassFlags the game has a pass flag to keep: some phase has {@code (force_pass)}, or a
 *     {@code (passed …)} predicate reads one
 * @param usesPrevMoves the game reads previous moves: {@code prev_move}, {@code custodial} (the
 *     bracket must end on the last move) or {@code connected} (the group of the last move)
 * @param usesConnectivity the game uses {@code connected} (groups)
 * @param hasPassAction some phase has {@code (force_pass)}, so the last action (P · M) is the pass
 * @param actionCount A, the size of the action space: P · M (P planes of M cells, one plane in a
 *     placement game), plus one with the pass action
 * @param usesResultConstraints some phase has a {@code (result …)} constraint, evaluated by trial
 *     placement (docs/language.md, {@code result})
 * @param usesEffects some phase has effects
 * @param placesForOpponent some phase is {@code (place opponent …)}: a move may put the
 *     opponent's piece on the board
 */
public record Facts(boolean usesScores, boolean usesPassFlags, boolean usesPrevMoves,
        boolean usesConnectivity, boolean hasPassAction, int actionCount, boolean usesResultConstraints,
        boolean usesEffects, boolean placesForOpponent) {

    /** Checks the facts' consistency: connectivity needs previous moves, a pass action needs flags. */
    public Facts {
        if (actionCount < 1) {
            throw new IllegalArgumentException("a game has at least one action, not " + actionCount);
        }
        if (usesConnectivity && !usesPrevMoves) {
            throw new IllegalArgumentException("`connected` reads the previous move");
        }
        if (hasPassAction && !usesPassFlags) {
            throw new IllegalArgumentException("a pass action sets the pass flags");
        }
    }

    /**
     * Computes the facts of a game by walking its whole rule graph (start rules, destinations,
     * results, effects, end rules, region lists and every nested expression). Needs no board
     * validation: the facts of an invalid game are still well defined.
     */
    public static Facts of(Game game) {
        Objects.requireNonNull(game, "game");
        boolean[] scores = {false};
        boolean[] passFlags = {false};
        boolean[] prevMoves = {false};
        boolean[] connectivity = {false};
        boolean[] results = {false};
        boolean[] effects = {false};
        boolean[] forOpponent = {false};
        Nodes.preorder(game, (node, ancestors) -> {
            switch (node) {
                case Func.Score s -> scores[0] = true;
                case Effect.IncrementScore i -> scores[0] = true;
                case Effect.SetScore s -> scores[0] = true;
                case Effect.Capture c when c.incrementScore() -> scores[0] = true;
                case Outcome.ByScore b -> scores[0] = true;
                case Pred.Passed p -> passFlags[0] = true;
                case Pred.PassedBoth p -> passFlags[0] = true;
                case Mask.PrevMove p -> prevMoves[0] = true;
                case Mask.Custodial c -> prevMoves[0] = true;
                case Func.Connected c -> {
                    prevMoves[0] = true;
                    connectivity[0] = true;
                }
                case Moves m -> {
                    passFlags[0] |= m.forcePass();
                    effects[0] |= !m.effects().isEmpty();
                }
                case Mechanic m -> {
                    passFlags[0] |= m.forcePass() || m.passAlways();
                    results[0] |= m.result().isPresent();
                    effects[0] |= !m.effects().isEmpty();
                    forOpponent[0] |= m.placer() == Who.OPPONENT;
                }
                default -> { }
            }
        });
        boolean pass = game.hasPassAction();
        int actions = new ActionSpace(game, dev.plateau.board.Topology.of(game.board())).actionCount();
        return new Facts(scores[0], passFlags[0], prevMoves[0], connectivity[0], pass,
                actions, results[0], effects[0], forOpponent[0]);
    }

    /** Whether some end rule reads {@code (quiet_moves)}, so that the state counts quiet moves. */
    public static boolean usesQuietMoves(Game game) {
        boolean[] found = {false};
        Nodes.preorder(game, (node, ancestors) -> found[0] |= node instanceof Func.QuietMoves);
        return found[0];
    }

    /** Whether some rule reads {@code (moved_by …)}, so that a step keeps its action's plane. */
    public static boolean usesMovedBy(Game game) {
        boolean[] found = {false};
        Nodes.preorder(game, (node, ancestors) -> found[0] |= node instanceof Pred.MovedBy);
        return found[0];
    }

    /**
     * The positions a game's history keeps for {@code (repeated …)}: the largest window of any such
     * predicate, or 0 when the game has none.
     */
    public static int repetitionWindow(Game game) {
        int[] window = {0};
        Nodes.preorder(game, (node, ancestors) -> {
            if (node instanceof Pred.Repeated r) {
                window[0] = Math.max(window[0], r.window());
            }
        });
        return window[0];
    }

    /**
     * The boards a game's {@code no_repeat} rules keep: the largest window (0 without the rule),
     * docs/language.md, {@code no_repeat}.
     */
    public static int boardsWindow(Game game) {
        int window = 0;
        for (var phase : game.phases()) {
            if (phase.rule() instanceof Mechanic m) {
                window = Math.max(window, m.noRepeat().orElse(0));
            }
        }
        return window;
    }
}
