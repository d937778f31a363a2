package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void writesAndReadsBack() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("s", "a \"quoted\" line\nwith \\ and </script> and \u0001");
        m.put("n", 42L);
        m.put("d", 0.5);
        m.put("b", true);
        m.put("z", null);
        m.put("l", List.of(1L, "two", List.of()));
        m.put("o", Map.of());
        String text = Json.write(m);
        assertTrue(text.contains("\\u003c/script>"), text);
        assertEquals(m, Json.parse(text));
        assertEquals("[1,2,3]", Json.write(new int[] {1, 2, 3}));
        assertEquals("[true,false]", Json.write(new boolean[] {true, false}));
        assertEquals("[1.5,2]", Json.write(List.of(1.5, 2.0)));
    }

    @Test
    void readsNumbersAndEscapes() {
        assertEquals(-12L, Json.parse(" -12 "));
        assertEquals(1.25e3, Json.parse("1.25e3"));
        assertEquals("é\t/", Json.parse("\"\\u00e9\\t\\/\""));
        assertEquals(List.of(), Json.parse("[ ]"));
    }

    @Test
    void refusesMalformedText() {
        for (String bad : List.of("", "{", "{\"a\"}", "{\"a\":1,}", "[1 2]", "tru", "\"open", "01x", "1.", "{} x",
                "{a:1}", "\"\\q\"", "-", "[\"\n\"]")) {
            Json.ParseException e = assertThrows(Json.ParseException.class, () -> Json.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("malformed JSON at character "), e.getMessage());
        }
    }

    @Test
    void refusesDeepNesting() {
        String deep = "[".repeat(Json.MAX_DEPTH + 2) + "]".repeat(Json.MAX_DEPTH + 2);
        assertThrows(Json.ParseException.class, () -> Json.parse(deep));
        String fine = "[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH);
        Json.parse(fine);
    }
}
