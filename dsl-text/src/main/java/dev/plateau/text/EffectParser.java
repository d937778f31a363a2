package dev.plateau.text;

import dev.plateau.rules.Effect;
import dev.plateau.rules.Func;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code (effects e…)} (docs/language.md, Effects): what a placement or a move does besides
 * putting or moving a piece, in {@code (place …)} and in {@code (move …)}.
 */
final class EffectParser {
    private static final List<String> WHO_WORDS = TokenCursor.WHO_WORDS;

    private final TokenCursor c;
    private final ExpressionParser expressions;

    /** A reader from {@code cursor}, with {@code expressions} for the masks and functions. */
    EffectParser(TokenCursor cursor, ExpressionParser expressions) {
        this.c = cursor;
        this.expressions = expressions;
    }

    /** {@code (effects e…)}, at its opening parenthesis. */
    List<Effect> effects() {
        return c.oneOrMore((where, first) -> effect(where, Vocabulary.EFFECT.noun() + (first ? "" : " or `)`")));
    }

    private Effect effect(String where, String what) {
        String head = c.formHead();
        if (head == null || !Vocabulary.EFFECT.isHead(head)) {
            Token t = c.peek();
            Optional<String> hint = head != null ? Vocabulary.EFFECT.hintFor(head, true)
                    : t.kind() == Kind.ATOM ? Vocabulary.EFFECT.hintFor(t.text(), false) : Optional.empty();
            throw c.expected(what, where, hint);
        }
        Open o = c.open();
        Construct form = Vocabulary.EFFECT.form(head);
        switch (form) {
            case CAPTURE, FLIP -> {
                Mask m = expressions.mask(o.after());
                Who who = c.optionalWho();
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, who == null ? WHO_WORDS : List.of());
                if (form == Construct.CAPTURE) {
                    Who target = who == null ? Effect.Capture.DEFAULT_TARGET : who;
                    return c.build(o, () -> new Effect.Capture(m, target,
                            k.flag(KeywordArgument.INCREMENT_SCORE, Effect.Capture.DEFAULT_INCREMENT_SCORE)));
                }
                Who target = who == null ? Effect.Flip.DEFAULT_TARGET : who;
                return c.build(o, () -> new Effect.Flip(m, target));
            }
            case PROMOTE -> {
                String from = c.pieceName(o.after());
                String to = c.pieceName("after the type before in " + o.shown());
                Mask cells = expressions.mask(o.in());
                c.close(o);
                return c.build(o, () -> new Effect.Promote(from, to, cells));
            }
            default -> {
                Who who = c.who(o.after());
                Func f = expressions.func(o.in());
                c.close(o);
                return c.build(o, () -> form == Construct.SET_SCORE ? new Effect.SetScore(who, f)
                        : new Effect.IncrementScore(who, f));
            }
        }
    }
}
