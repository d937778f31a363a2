package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;

import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Node;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.Player;
import dev.plateau.rules.Who;
import java.util.Deque;
import java.util.Optional;

/**
 * Checks the legality rules of placements that look at groups and earlier boards,
 * {@code (no_suicide)} and {@code (no_repeat …)} (docs/language.md): they are worked out for every
 * cell at once, which the lowering can do exactly for the effects Go needs (a capture of the
 * opponent's groups without liberties, and scores) and nothing else.
 */
final class GroupRuleChecks {
    private final Reporter reporter;
    private final Game game;

    GroupRuleChecks(Reporter reporter, Game game) {
        this.reporter = reporter;
        this.game = game;
    }

    void check(Node node, Deque<Node> ancestors) {
        if (!(node instanceof Mechanic m) || m.noSuicide().isEmpty() && m.noRepeat().isEmpty()) {
            return;
        }
        String rules = m.noSuicide().isPresent() && m.noRepeat().isPresent() ? "`(no_suicide)` and `(no_repeat …)`"
                : m.noSuicide().isPresent() ? "`(no_suicide)`" : "`(no_repeat …)`";
        if (m.placer() != Who.MOVER) {
            reporter.error(m, ancestors, rules + " need the mover to place its own piece, not `(place opponent …)`",
                    null);
        }
        Optional<DirectionChoice> capture = Optional.empty();
        for (Effect e : m.effects()) {
            Optional<DirectionChoice> captured = capturedGroups(e);
            if (captured.isPresent() && capture.isEmpty()) {
                capture = captured;
            } else if (!(e instanceof Effect.IncrementScore || e instanceof Effect.SetScore)) {
                reporter.error(e, ancestors, rules + " allow only one `(capture (no_liberties opponent …))` and score"
                        + " effects in the same `(place …)`", "the legal placements are worked out for every cell"
                        + " at once, which Plateau does exactly for those effects only");
            }
        }
        if (capture.isPresent() && m.noSuicide().isPresent() && !capture.get().equals(m.noSuicide().get())) {
            reporter.error(m, ancestors, code("(no_suicide direction:" + m.noSuicide().get().word() + ")")
                    + " joins groups in other directions than the capture's " + code("direction:" + capture.get().word()),
                    "give both the same `direction:`");
        }
        if (m.noRepeat().isPresent()) {
            if (game.hasMoves()) {
                reporter.error(m, ancestors, "`(no_repeat …)` is only for games whose every phase places pieces",
                        null);
            }
            if (game.pieces().stream().anyMatch(t -> t.owner() == PieceOwner.NEUTRAL)) {
                reporter.error(m, ancestors, "`(no_repeat …)` compares the players' pieces: not for games with neutral"
                        + " pieces, which a placement may replace", null);
            }
            if (java.util.Arrays.stream(Player.values()).anyMatch(p -> game.pieces().stream().filter(t -> t.owner().ownedBy(p)).count() > 1)) {
                reporter.error(m, ancestors, "`(no_repeat …)` compares boards without piece types: a player may"
                        + " have one piece type at most", null);
            }
        }
    }

    /** The directions of {@code (capture (no_liberties opponent …))} against the opponent, if e is one. */
    private static Optional<DirectionChoice> capturedGroups(Effect e) {
        if (e instanceof Effect.Capture c && c.target() == Who.OPPONENT && c.mask() instanceof Mask.NoLiberties n
                && n.who() == Who.OPPONENT) {
            return Optional.of(n.direction());
        }
        return Optional.empty();
    }
}
