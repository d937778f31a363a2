package dev.plateau.rules.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct.Category;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConstructTest {
    @Test
    void eachWordDenotesOneConstructPerCategoryAndShape() {
        for (Category category : Category.values()) {
            List<String> bare = Construct.bareWords(category);
            List<String> heads = Construct.heads(category);
            assertEquals(Set.copyOf(bare).size(), bare.size(), category + " " + bare);
            assertEquals(Set.copyOf(heads).size(), heads.size(), category + " " + heads);
        }
    }

    @Test
    void looksUpByCategoryAndShape() {
        assertEquals(Optional.of(Construct.OCCUPIED), Construct.bare(Category.MASK, "occupied"));
        assertEquals(Optional.of(Construct.OCCUPIED), Construct.form(Category.MASK, "occupied"));
        assertEquals(Optional.of(Construct.AND), Construct.form(Category.PREDICATE, "and"));
        assertEquals(Optional.of(Construct.CORNERS), Construct.bare(Category.REGIONS, "corners"));
        assertEquals(Optional.empty(), Construct.bare(Category.MASK, "edge"));
        assertEquals(Optional.empty(), Construct.form(Category.MASK, "line"));
        assertEquals(Optional.empty(), Construct.form(Category.FUNCTION, "and"));
    }

    @Test
    void listsTheWordsOfACategoryInTheOrderMessagesUse() {
        assertEquals(List.of("empty", "occupied", "center", "corners"), Construct.bareWords(Category.MASK));
        assertEquals(List.of("=", ">=", "<=", "exists", "full_board", "mover_is", "passed", "repeated", "no_moves", "promoted",
                "moved_by", "and",
                "or", "not"),
                Construct.heads(Category.PREDICATE));
        assertEquals(List.of("corners", "edges", "edgesNoCorners"), Construct.bareWords(Category.REGIONS));
    }

    @Test
    void keywordsHoldEveryConstructAndKeywordArgumentButNoValues() {
        Set<String> keywords = Construct.keywords();
        for (String word : List.of("game", "custodial", ">=", "once-through", "by_score", "both", "direction",
                "rotate", "increment_score")) {
            assertTrue(keywords.contains(word), word);
        }
        for (String value : List.of("mover", "opponent", "P1", "up", "diagonal", "top", "true")) {
            assertFalse(keywords.contains(value), value);
        }
        assertEquals(Construct.values().length + KeywordArgument.values().length - 2, keywords.size(),
                "increment_score and piece are both constructs and keyword arguments");
    }

    @Test
    void keywordArgumentsOfEachFormAreInWritingOrder() {
        assertEquals(List.of(KeywordArgument.ORIENTATION, KeywordArgument.EXACT), Construct.LINE.keywordArguments());
        assertEquals(List.of(), Construct.FLIP.keywordArguments());
        assertEquals(Optional.of(KeywordArgument.ROTATE), KeywordArgument.bySpelling("rotate"));
        assertEquals(Optional.empty(), KeywordArgument.bySpelling("rotate:"));
    }

    @Test
    void phaseAndPlayerWordsComeFromTheirEnums() {
        assertEquals("once-through", Repetition.ONCE_THROUGH.word());
        assertEquals(Construct.REPEAT, Repetition.REPEAT.construct());
        assertEquals(Who.OPPONENT, Who.byWord("opponent"));
        assertEquals(null, Who.byWord("both"));
    }

    @Test
    void everyWordOfTheFrameIsAPartOfAForm() {
        Set<Construct> parts = new java.util.HashSet<>();
        for (Construct c : Construct.values()) {
            for (Construct.Part part : c.parts()) {
                parts.addAll(part.choices());
            }
        }
        for (Construct c : Construct.values()) {
            boolean frame = c.categories().equals(Set.of(Category.STRUCTURE)) && c != Construct.GAME
                    || c.categories().contains(Category.BOARD) || c.categories().contains(Category.PHASE)
                    || c.categories().contains(Category.MOVEMENT) || c.categories().contains(Category.EFFECT);
            assertEquals(frame, parts.contains(c), c + " must be a part of some form exactly when it is one of the frame");
        }
    }

    @Test
    void aConstructIsAPartInOnePlaceOfEachForm() {
        for (Construct c : Construct.values()) {
            List<Construct> all = c.parts().stream().flatMap(p -> p.choices().stream()).toList();
            assertEquals(Set.copyOf(all).size(), all.size(), c + ": " + all);
        }
    }

    @Test
    void thePartsThatMayComeNextRunUpToTheFirstRequiredPlace() {
        assertEquals(List.of(Construct.START, Construct.PLAY), Construct.RULES.partsAfter(Optional.empty()));
        assertFalse(Construct.RULES.mayCloseAfter(Optional.empty()));
        assertEquals(List.of(Construct.END), Construct.RULES.partsAfter(Optional.of(Construct.PLAY)));
        assertEquals(List.of(Construct.STEP, Construct.HOP, Construct.SLIDE, Construct.FLY, Construct.DROP),
                Construct.MOVE.partsAfter(Optional.empty()));
        assertEquals(List.of(Construct.STEP, Construct.HOP, Construct.SLIDE, Construct.FLY, Construct.DROP, Construct.EFFECTS,
                Construct.THEN),
                Construct.MOVE.partsAfter(Optional.of(Construct.HOP)));
        assertTrue(Construct.MOVE.mayCloseAfter(Optional.of(Construct.HOP)));
        assertEquals(List.of(Construct.THEN), Construct.MOVE.partsAfter(Optional.of(Construct.EFFECTS)));
        assertEquals(List.of(), Construct.MOVE.partsAfter(Optional.of(Construct.THEN)));
        assertEquals(List.of(Construct.FORCE_PASS, Construct.PASS), Construct.REPEAT.partsAfter(Optional.of(Construct.PLACE)));
        assertEquals(List.of(Construct.NO_SUICIDE, Construct.NO_REPEAT), Construct.PLACE.partsAfter(Optional.of(Construct.EFFECTS)));
        assertEquals(List.of(Construct.TO, Construct.OVER, Construct.WHEN), Construct.HOP.partsAfter(Optional.empty()));
        assertTrue(Construct.HOP.mayCloseAfter(Optional.empty()));
        assertEquals(List.of(), Construct.FLIP.parts());
    }

    @Test
    void formsWithNothingInsideAreNotBare() {
        assertEquals(Construct.Shape.EMPTY_FORM, Construct.FULL_BOARD.shape());
        assertTrue(Construct.FULL_BOARD.isForm(Category.PREDICATE));
        assertFalse(Construct.FULL_BOARD.isBare(Category.PREDICATE));
        assertFalse(Construct.bareWords(Category.OUTCOME).contains("draw"));
    }
}
