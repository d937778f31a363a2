package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON of the API: answers as the server writes them, and request bodies as it reads them. */
class JsonTest {
    @Test
    void writesAnswersAndReadsThemBack() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("s", "a \"quoted\" line\nwith \\ and </script> and \u0001");
        m.put("n", 42L);
        m.put("d", 0.5);
        m.put("b", true);
        m.put("z", null);
        m.put("l", List.of(1L, "two", List.of()));
        m.put("o", Map.of());
        String text = Json.GSON.toJson(m);
        // '<' is escaped, so that an answer is safe to embed anywhere in a page.
        assertTrue(text.contains("\\u003c/script") && !text.contains("<"), text);
        assertTrue(text.contains("\"z\":null"), text);
        assertEquals(m, Json.read(text));
        assertEquals("[1,2,3]", Json.GSON.toJson(new int[] {1, 2, 3}));
        assertEquals("[true,false]", Json.GSON.toJson(new boolean[] {true, false}));
        assertEquals(List.of(1.5, 2.0), Json.read(Json.GSON.toJson(List.of(1.5, 2.0))));
    }

    @Test
    void readsNumbersAndEscapes() {
        assertEquals(-12L, Json.read(" -12 "));
        assertEquals(1.25e3, Json.read("1.25e3"));
        assertEquals("é\t/", Json.read("\"\\u00e9\\t\\/\""));
        assertEquals(List.of(), Json.read("[ ]"));
    }

    @Test
    void refusesMalformedText() {
        for (String bad : List.of("", "{", "{\"a\"}", "{\"a\":1,}", "[1 2]", "tru", "\"open", "01x", "1.", "{} x",
                "{a:1}", "\"\\q\"", "-", "[\"\n\"]")) {
            assertThrows(JsonParseException.class, () -> Json.read(bad), bad);
            if (!bad.isBlank()) {
                ApiException e = assertThrows(ApiException.class, () -> RequestBody.parse(bad), bad);
                assertEquals(400, e.status(), bad);
                assertTrue(e.getMessage().startsWith("malformed JSON: "), e.getMessage());
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
            }
        }
    }

    @Test
    void refusesDeepNesting() {
        int limit = Json.MAX_DEPTH;
        String deep = "[".repeat(limit + 2) + "]".repeat(limit + 2);
        assertThrows(JsonParseException.class, () -> Json.read(deep));
        String fine = "[".repeat(limit) + "]".repeat(limit);
        Json.read(fine);
        String deepBody = "{\"a\":" + deep + "}";
        assertEquals(400, assertThrows(ApiException.class, () -> RequestBody.parse(deepBody)).status());
    }

    @Test
    void requestBodiesAreObjectsWithTypedMembers() {
        assertFalse(RequestBody.parse(" \n").has("game"));
        assertEquals(400, assertThrows(ApiException.class, () -> RequestBody.parse("[1]")).status());
        RequestBody b = RequestBody.parse("{\"game\":\"hex\",\"action\":7,\"half\":4.5,\"text\":\"4\",\"big\":"
                + (1L << 40) + ",\"none\":null}");
        assertEquals("hex", b.string("game"));
        assertEquals(7, b.integer("action"));
        assertEquals(1L << 40, b.longValue("big", 0));
        assertEquals(3, b.longValue("none", 3));
        assertFalse(b.has("none"));
        for (String name : List.of("half", "text", "big")) {
            ApiException e = assertThrows(ApiException.class, () -> b.integer(name), name);
            assertTrue(e.getMessage().startsWith("`" + name + "` must be a whole number, not "), e.getMessage());
        }
        assertTrue(assertThrows(ApiException.class, () -> b.integer("half")).getMessage().endsWith("not 4.5"));
        assertTrue(assertThrows(ApiException.class, () -> b.integer("text")).getMessage().endsWith("not \"4\""));
        assertTrue(assertThrows(ApiException.class, () -> b.string("missing")).getMessage().contains("needs a `missing`"));
    }
}
