package dev.plateau.text;

import dev.plateau.rules.syntax.Construct;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * How the reader's messages write the words that may stand somewhere: quoted, as an opening
 * {@code `(step`}, as a whole form {@code `(step …)`}, and joined as "A, B or C". The words come
 * from {@link Construct} (or, for values such as player names, from their enums), never from the
 * messages themselves.
 */
final class Alternatives {
    private Alternatives() {}

    /** "A", "A or B", "A, B or C". */
    static String either(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.getLast();
    }

    /** "A", "A and B", "A, B and C". */
    static String both(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.getLast();
    }

    /** Each word in backquotes: {@code `mover`}. */
    static List<String> quoted(Collection<String> words) {
        return words.stream().map(w -> "`" + w + "`").toList();
    }

    /**
     * How a construct is opened where it may come next: {@code `(step`}, or {@code `(force_pass)`}
     * for a form with nothing inside.
     */
    static String opening(Construct construct) {
        return construct.shape() == Construct.Shape.EMPTY_FORM
                ? "`(" + construct.spelling() + ")`" : "`(" + construct.spelling() + "`";
    }

    /** {@link #opening} of each construct. */
    static List<String> openings(List<Construct> constructs) {
        return constructs.stream().map(Alternatives::opening).toList();
    }

    /**
     * The parts of {@code form} that may come after {@code last} (empty: no part yet), as {@link
     * Construct#partsAfter} says, and {@code `)`} if the form may close there: "`(start` or
     * `(play`", "`(place` or `)`".
     */
    static String partsAfter(Construct form, Optional<Construct> last) {
        List<String> items = new ArrayList<>(openings(form.partsAfter(last)));
        if (form.mayCloseAfter(last)) {
            items.add("`)`");
        }
        return either(items);
    }

    /** Each construct as a whole form: {@code `(step …)`}, or {@code `(draw)`}. */
    static List<String> forms(List<Construct> constructs) {
        return constructs.stream().map(c -> c.shape() == Construct.Shape.EMPTY_FORM
                ? "`(" + c.spelling() + ")`" : "`(" + c.spelling() + " …)`").toList();
    }

    /** The spellings of the constructs, for suggestions. */
    static List<String> spellings(Collection<Construct> constructs) {
        List<String> words = new ArrayList<>();
        for (Construct c : constructs) {
            words.add(c.spelling());
        }
        return words;
    }
}
