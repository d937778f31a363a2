package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.GameException;
import dev.plateau.rules.syntax.Construct;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The reader's lists of what may come next come from {@link Construct#partsAfter}: at each place
 * where a form's parts are read, an unknown form makes the reader list exactly the parts {@code
 * Construct} says may stand there (and {@code )} exactly where the form may close), and each part
 * it lists is one the reader takes there. A construct added to {@code Construct} without reaching
 * the reader fails here.
 */
class MessagesFromConstructTest {
    /** What stands in for a part the reader does not know. */
    private static final String UNKNOWN = "(zzz)";
    /** The board, and the pieces the places use. */
    private static final String EQUIPMENT = "(board (square 3)) (pieces (pawn each) (arrow neutral))";
    /** A phase that places, and an end rule. */
    private static final String PLAY = "(play (repeat (P1 P2) (place (destination empty))))";
    private static final String END = "(end (if (full_board) (draw)))";

    /**
     * A place where the reader reads the parts of {@code form} after {@code last}.
     *
     * @param form the form whose parts are read
     * @param last the part read before the place, if any
     * @param text a whole game with {@code %s} at the place
     */
    private record Place(Construct form, Optional<Construct> last, String text) {
        String with(String part) {
            return text.formatted(part);
        }

        @Override
        public String toString() {
            return form.spelling() + " after " + last.map(Construct::spelling).orElse("nothing");
        }
    }

    /** A place in a game of this equipment and these rules, one of which holds {@code %s}. */
    private static Place at(Construct form, Construct last, String equipment, String rules) {
        return new Place(form, Optional.ofNullable(last),
                "(game \"t\" (players 2) (equipment " + equipment + ") (rules " + rules + "))");
    }

    /** A place in the rules of a game that ends when the board is full. */
    private static Place at(Construct form, Construct last, String rules) {
        return at(form, last, EQUIPMENT, rules + " " + END);
    }

    private static String phase(String mechanic) {
        return "(play (repeat (P1 P2) " + mechanic + "))";
    }

    private static final List<Place> PLACES = List.of(
            new Place(Construct.GAME, Optional.empty(),
                    "(game \"t\" %s (equipment " + EQUIPMENT + ") (rules " + PLAY + " " + END + "))"),
            new Place(Construct.GAME, Optional.of(Construct.PARAMETERS),
                    "(game \"t\" (parameters (n 3 1 5)) %s (equipment " + EQUIPMENT + ") (rules " + PLAY + " " + END + "))"),
            at(Construct.EQUIPMENT, Construct.BOARD, "(board (square 3)) %s", PLAY + " " + END),
            at(Construct.EQUIPMENT, Construct.PIECES, "(board (square 3)) (pieces (pawn each)) %s", PLAY + " " + END),
            at(Construct.BOARD, null, "(board %s)", PLAY + " " + END),
            at(Construct.GRAPH, null, "(board (graph %s))", PLAY + " " + END),
            at(Construct.GRAPH, Construct.POINTS, "(board (graph (points a1 b1) %s))", PLAY + " " + END),
            at(Construct.RULES, null, "%s " + PLAY),
            at(Construct.RULES, Construct.START, "(start (place P1 (0))) %s " + PLAY),
            at(Construct.RULES, Construct.PLAY, EQUIPMENT, PLAY + " %s " + END),
            at(Construct.RULES, Construct.END, EQUIPMENT, PLAY + " " + END + " %s"),
            at(Construct.START, null, "(start %s) " + PLAY),
            at(Construct.START, Construct.PLACE, "(start (place P1 (0)) %s) " + PLAY),
            at(Construct.START, Construct.HAND, "(start (hand P1 pawn 3) %s) " + PLAY),
            at(Construct.PLAY, null, "(play %s)"),
            at(Construct.PLAY, Construct.REPEAT, "(play (repeat (P1 P2) (place (destination empty))) %s)"),
            at(Construct.REPEAT, null, phase("%s")),
            at(Construct.REPEAT, Construct.PLACE, phase("(place (destination empty)) %s")),
            at(Construct.REPEAT, Construct.MOVE, phase("(move (step up)) %s")),
            at(Construct.PLACE, null, phase("(place %s)")),
            at(Construct.PLACE, Construct.DESTINATION, phase("(place (destination empty) %s)")),
            at(Construct.PLACE, Construct.RESULT, phase("(place (destination empty) (result (full_board)) %s)")),
            at(Construct.MOVE, null, phase("(move %s)")),
            at(Construct.MOVE, Construct.HOP, phase("(move (hop up) %s)")),
            at(Construct.MOVE, Construct.EFFECTS, phase("(move (step up) (effects (capture empty)) %s)")),
            at(Construct.THEN, null, phase("(move (slide any) (then %s))")),
            at(Construct.SHOOT, null, phase("(move (slide any) (then (shoot arrow %s)))")),
            at(Construct.CHAIN, null, phase("(move (hop up) (then (chain %s)))")),
            at(Construct.CHAIN, Construct.HOP, phase("(move (hop up) (then (chain (hop up) %s)))")),
            at(Construct.REMOVE, null, phase("(move (step up) (then (remove occupied %s)))")),
            at(Construct.FLY, null, phase("(move (fly %s))")),
            at(Construct.DROP, null, phase("(move (drop pawn %s))")),
            at(Construct.STEP, null, phase("(move (step up %s))")),
            at(Construct.HOP, null, phase("(move (hop up %s))")),
            at(Construct.HOP, Construct.TO, phase("(move (hop up (to empty) %s))")),
            at(Construct.SLIDE, null, phase("(move (slide up %s))")),
            at(Construct.SLIDE, Construct.TO, phase("(move (slide up (to empty) %s))")),
            at(Construct.CUSTODIAL, null, phase("(place (destination (custodial 2 %s)))")),
            at(Construct.END, null, EQUIPMENT, PLAY + " (end %s)"),
            at(Construct.END, Construct.IF, EQUIPMENT, PLAY + " (end (if (full_board) (draw)) %s)"));

    /** The heads of the forms a message lists, such as {@code step} in {@code `(step`} or {@code `(step …)`}. */
    private static final Pattern LISTED_FORM = Pattern.compile("`\\(([^\\s`()]+)");

    @TestFactory
    Stream<DynamicTest> theReaderListsThePartsConstructSaysMayComeNext() {
        return PLACES.stream().map(place -> DynamicTest.dynamicTest(place.toString(), () -> {
            String message = failure(place.with(UNKNOWN));
            String wanted = message.substring(message.indexOf("expected "), message.indexOf(", found `(zzz`"));
            // Leave out where it is expected: "after `(board`", "in `(move …)`".
            String expected = wanted.substring(0, Math.max(wanted.lastIndexOf(" after `("), wanted.lastIndexOf(" in `(")));
            List<String> listed = new ArrayList<>();
            Matcher m = LISTED_FORM.matcher(expected);
            while (m.find()) {
                listed.add(m.group(1));
            }
            List<String> parts = place.form().partsAfter(place.last()).stream().map(Construct::spelling).toList();
            assertEquals(parts, listed, place + ": " + message);
            assertEquals(place.form().mayCloseAfter(place.last()), expected.contains("`)`"), place + ": " + message);
        }));
    }

    @TestFactory
    Stream<DynamicTest> theReaderTakesEachPartItListsWhereItListsIt() {
        return PLACES.stream().flatMap(place -> place.form().partsAfter(place.last()).stream()
                .map(part -> DynamicTest.dynamicTest(place + ": " + part.spelling(), () -> {
                    String message = message(place.with("(" + part.spelling() + ")"));
                    assertFalse(message.contains("found `(" + part.spelling() + "`"), place + ": " + message);
                })));
    }

    @Test
    void everyFormWithPartsHasAPlaceHere() {
        Set<Construct> tested = EnumSet.noneOf(Construct.class);
        PLACES.forEach(p -> tested.add(p.form()));
        for (Construct c : Construct.values()) {
            // The effects and once-through are read as the phases are.
            boolean elsewhere = c == Construct.EFFECTS || c == Construct.ONCE_THROUGH;
            if (!c.parts().isEmpty() && !elsewhere) {
                assertTrue(tested.contains(c), "no place of the reader checks the parts of " + c);
            }
        }
    }

    @Test
    void aHopIsNamedAmongTheMovementsThatMayFollowAMovement() {
        String message = failure(at(Construct.MOVE, null, phase("(move (hop up) %s)")).with("(foo)"));
        assertTrue(message.contains("expected `(step`, `(hop`, `(slide`, `(fly`, `(drop`, `(effects`, `(then` or `)` in `(move …)`"),
                message);
    }

    private static String failure(String text) {
        return assertThrows(GameException.class, () -> LdxReader.read("t.ldx", text)).getMessage();
    }

    /** The reader's message for {@code text}, or "" if it reads. */
    private static String message(String text) {
        try {
            LdxReader.read("t.ldx", text);
            return "";
        } catch (GameException e) {
            return e.getMessage();
        }
    }
}
