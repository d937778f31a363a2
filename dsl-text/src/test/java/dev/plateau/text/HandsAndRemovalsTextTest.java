package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Hands, drops, flights, conditions on movements and removals in text (docs/language.md, {@code
 * hand}, {@code drop}, {@code fly}, {@code when}, {@code remove}, {@code prefer}, {@code in_hand},
 * {@code moved_by}): what the reader makes of them, and the analysis's errors.
 */
class HandsAndRemovalsTextTest {
    private static final String GAME = """
            (game "t" (players 2)
              (equipment (board (square 3)) (pieces (man each) (wall neutral)))
              (rules (start START)
                     (play (repeat (P1 P2) (move MOVE)))
                     (end (if (<= (add (count (occupied opponent)) (in_hand opponent man)) 2) (mover win)))))
            """;

    private static String game(String start, String move) {
        return GAME.replace("START", start).replace("MOVE", move);
    }

    private static Diagnostic onlyError(String text) {
        GameException e = assertThrows(GameException.class, () -> LdxReader.analyze("t.ldx", text));
        assertEquals(1, e.diagnostics().size(), e.getMessage());
        return e.diagnostics().get(0);
    }

    @Test
    void theConstructsReadAsTheirRecords() {
        Game g = LdxReader.read("t.ldx", game("(hand each man 3) (place neutral wall (4))",
                "(drop man compulsory:true) (step orthogonal (when (>= (count (occupied mover)) 4)))"
                        + " (fly (when (<= (count (occupied mover)) 3))) (then (remove (prefer (occupied opponent) occupied)"
                        + " (when (not (moved_by fly)))))")).game();
        assertEquals(List.of(new Hand(Player.P1, "man", 3), new Hand(Player.P2, "man", 3)), g.hands());
        Moves moves = (Moves) g.phases().get(0).rule();
        assertEquals(new Movement.Drop("man", Movement.DEFAULT_TO, true, Optional.empty()), moves.movements().get(0));
        assertInstanceOf(Movement.Fly.class, moves.movements().get(2));
        assertTrue(moves.movements().get(1).when().isPresent());
        assertEquals(new Moves.Removal(new Mask.Prefer(new Mask.OccupiedBy(Who.OPPONENT), new Mask.Occupied()),
                Optional.of(new Pred.Not(new Pred.MovedBy(Construct.FLY)))), moves.removal().orElseThrow());
        assertEquals(g, LdxReader.read("t.ldx", LdxWriter.write(g)).game(), "the writer's text reads back");
        assertTrue(LdxWriter.write(g).contains("(in_hand opponent man)"));
        assertEquals(new Func.InHand(Who.OPPONENT, Optional.of("man")),
                ((Func.Add) ((Pred.AtMost) g.endRules().get(0).condition()).left()).terms().get(1));
    }

    private static <T> void assertInstanceOf(Class<T> type, Object value) {
        assertTrue(type.isInstance(value), value + " is not a " + type.getSimpleName());
    }

    @Test
    void aDropOfATypeNoPlayerHoldsIsAnError() {
        Diagnostic d = onlyError(game("(place P1 man (0))", "(drop man) (step orthogonal)"));
        assertEquals("`(drop man)`: no player has `man` in hand, so it can never be dropped", d.message());
    }

    @Test
    void aHandIsGivenOncePerPlayerAndType() {
        Diagnostic d = onlyError(game("(hand each man 3) (hand P1 man 2)", "(drop man) (step orthogonal)"));
        assertEquals("`(hand P1 man 2)`: P1's hand of `man` is given twice", d.message());
    }

    @Test
    void aHandHoldsItsPlayersPieces() {
        Diagnostic d = onlyError(game("(hand P1 wall 3) (hand each man 2)", "(drop man) (step orthogonal)"));
        assertEquals("`(hand P1 wall 3)`: `wall` is a neutral piece type; a hand holds its player's pieces", d.message());
    }

    @Test
    void movedByAsksAboutTheStepJustMade() {
        Diagnostic d = onlyError(game("(hand each man 3)", "(drop man) (step orthogonal (when (moved_by drop)))"));
        assertTrue(d.message().startsWith("`(moved_by drop)` is only meaningful in end rules and in the condition of "
                + "`(then (chain …))` or `(then (remove …))`"), d.message());
    }

    @Test
    void repeatedPositionsIgnoreHandsSoTheyAreRefused() {
        String text = game("(hand each man 3)", "(drop man) (step orthogonal)")
                .replace("(end (if", "(end (if (repeated 3 window:50) (draw)) (if");
        Diagnostic d = onlyError(text);
        assertTrue(d.message().startsWith("`(repeated 3 window:50)` cannot be used in a game with hands yet"), d.message());
    }

    @Test
    void flightsOnALargeBoardAreTooManyActions() {
        // 1,024 cells: 1,024 flight planes and a drop plane of 1,024 cells, over a million actions.
        String text = game("(hand each man 3)", "(drop man) (fly)").replace("(square 3)", "(square 32)");
        Diagnostic d = onlyError(text);
        assertTrue(d.message().startsWith("`(fly)`: the game has too many actions on `(square 32)`"), d.message());
    }

    @Test
    void aHandNamesItsPlayerOrEachAndABoundedCount() {
        GameException player = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(hand P3 man 2)", "(drop man) (step orthogonal)")));
        assertTrue(player.getMessage().contains("expected `P1`, `P2` or `each` after `(hand`, found `P3`"),
                player.getMessage());
        GameException count = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(hand P1 man 20000)", "(drop man) (step orthogonal)")));
        assertTrue(count.getMessage().contains("`(hand P1 man 20000)`: a hand holds 0 … 10000 pieces"), count.getMessage());
    }

    @Test
    void aChainCannotFly() {
        GameException e = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(place P1 man (0))", "(step orthogonal) (then (chain (fly)))")));
        assertTrue(e.getMessage().contains("`(fly …)` cannot stand in `(chain …)`: a chain moves the piece that just "
                + "moved along a line from where the piece landed"), e.getMessage());
    }
}
