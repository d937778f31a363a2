package dev.plateau.text;

import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code (end (if p outcome)…)} (docs/language.md, End rules): the conditions that end the
 * game and who wins then.
 */
final class EndParser {
    private static final List<String> WHO_WORDS = TokenCursor.WHO_WORDS;
    /** {@code win} and {@code lose}, in {@code (mover win)}. */
    private static final List<String> RESULT_WORDS = Alternatives.spellings(List.of(Construct.WIN, Construct.LOSE));
    private static final String OUTCOME = "an outcome (" + Alternatives.either(outcomes()) + ")";

    private final TokenCursor c;
    private final ExpressionParser expressions;

    /** A reader from {@code cursor}, with {@code expressions} for the conditions. */
    EndParser(TokenCursor cursor, ExpressionParser expressions) {
        this.c = cursor;
        this.expressions = expressions;
    }

    /** {@code (end (if …)…)}, at its opening parenthesis. */
    List<EndRule> end() {
        return c.oneOrMore((where, first) -> endRule(where, first ? Optional.empty() : Optional.of(Construct.IF)));
    }

    private EndRule endRule(String where, Optional<Construct> last) {
        if (!c.atForm(Construct.IF)) {
            throw c.expectedPart(Construct.END, last, where);
        }
        Open o = c.open();
        Pred condition = expressions.pred(o.after());
        Outcome outcome = outcome(o.in());
        c.close(o);
        return c.build(o, () -> new EndRule(condition, outcome));
    }

    private Outcome outcome(String where) {
        String head = c.formHead();
        if (head == null) {
            throw c.expected(OUTCOME, where, Optional.empty());
        }
        Who who = Who.byWord(head);
        if (who != null) {
            Open o = c.open();
            String result = c.word(RESULT_WORDS, Alternatives.either(Alternatives.quoted(RESULT_WORDS)), o.after());
            c.close(o);
            return c.build(o, () -> result.equals(Construct.WIN.spelling()) ? new Outcome.Win(who)
                    : new Outcome.Lose(who));
        }
        Optional<Construct> form = Construct.form(Category.OUTCOME, head);
        if (form.isPresent() && form.get() == Construct.BY_SCORE) {
            return byScore();
        }
        if (form.isPresent()) {
            Open o = c.open();
            c.close(o);
            return c.build(o, Outcome.Draw::new);
        }
        List<String> heads = new ArrayList<>(WHO_WORDS);
        heads.addAll(Construct.heads(Category.OUTCOME));
        Optional<String> hint = RESULT_WORDS.contains(head)
                ? Optional.of("the player comes first: write `(" + WHO_WORDS.getFirst() + " " + head + ")`")
                : c.suggestHead(heads);
        throw c.expected(OUTCOME, where, hint);
    }

    /** {@code (by_score [f] [komi:K] [ties:P])}. */
    private Outcome byScore() {
        Open o = c.open();
        Optional<Func> value = Optional.empty();
        if (!c.atClose() && c.peek().kind() != Token.Kind.KEYWORD) {
            value = Optional.of(expressions.func(o.after()));
        }
        KeywordArguments k = KeywordArguments.read(c, o, Construct.BY_SCORE.keywordArguments());
        k.close(c, o, List.of());
        Optional<Func> f = value;
        return c.build(o, () -> new Outcome.ByScore(f, k.komi(Outcome.ByScore.DEFAULT_KOMI), k.ties()));
    }

    /** Every outcome as written: {@code `(mover win)`}, …, {@code `(draw)`}, {@code `(by_score)`}. */
    private static List<String> outcomes() {
        List<String> outcomes = new ArrayList<>();
        for (String who : WHO_WORDS) {
            for (String result : RESULT_WORDS) {
                outcomes.add("`(" + who + " " + result + ")`");
            }
        }
        outcomes.addAll(Alternatives.forms(Construct.forms(Category.OUTCOME)));
        return outcomes;
    }
}
