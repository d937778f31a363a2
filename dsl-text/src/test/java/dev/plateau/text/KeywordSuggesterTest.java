package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeywordSuggesterTest {
    private static final List<String> MASKS = List.of("empty", "occupied", "center", "corners", "edge", "adjacent");

    @Test
    void suggestsTheNearestWord() {
        assertEquals(Optional.of("occupied"), KeywordSuggester.nearest("ocupied", MASKS));
        assertEquals(Optional.of("adjacent"), KeywordSuggester.nearest("ajdacent", MASKS));
        assertEquals(Optional.of("center"), KeywordSuggester.nearest("centre", MASKS));
    }

    @Test
    void suggestsNothingForUnrelatedWords() {
        assertEquals(Optional.empty(), KeywordSuggester.nearest("banana", MASKS));
        assertEquals(Optional.empty(), KeywordSuggester.nearest("ed", MASKS));
        assertEquals(Optional.empty(), KeywordSuggester.nearest("empty", MASKS));
    }

    @Test
    void aDifferenceInCaseIsAlwaysSuggested() {
        assertEquals(Optional.of("did you mean `P1`? Words are case-sensitive."),
                KeywordSuggester.didYouMean("p1", List.of("P1", "P2")));
    }

    @Test
    void countsSwapsOfNeighbouringLettersAsOneEdit() {
        assertEquals(1, KeywordSuggester.distance("ab", "ba"));
        assertEquals(3, KeywordSuggester.distance("kitten", "sitting"));
        assertEquals(0, KeywordSuggester.distance("", ""));
    }
}
