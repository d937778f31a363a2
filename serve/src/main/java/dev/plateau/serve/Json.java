package dev.plateau.serve;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.ToNumberPolicy;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;

/**
 * The JSON of the API (Gson): how answers are written and request bodies are read; public for the
 * API's clients in Plateau, such as the HTTP fuzzer, which read and write the same JSON.
 */
public final class Json {
    private Json() {}

    /** JSON nested deeper than this is refused, so that a hostile body cannot cost much to read. */
    public static final int MAX_DEPTH = 64;

    /**
     * Writes answers: maps, lists, strings, numbers, booleans and arrays, with their null members;
     * {@link #read} reads with it.
     */
    public static final Gson GSON = new GsonBuilder()
            .serializeNulls()
            .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
            .create();

    /**
     * Reads one strict JSON value that fills the whole text (whitespace aside): maps, lists,
     * strings, {@link Long} for whole numbers that fit, {@link Double} for other numbers, booleans
     * and null.
     *
     * @throws JsonParseException if the text is not strict JSON, nests deeper than {@value
     *     #MAX_DEPTH} levels or has more text after the value
     */
    public static Object read(String text) {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(MAX_DEPTH);
        try {
            // Peeking first refuses an empty text, which Gson would read as null.
            reader.peek();
            Object value = GSON.fromJson(reader, Object.class);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonSyntaxException("more text after the value");
            }
            return value;
        } catch (IOException e) {
            throw new JsonSyntaxException(e);
        }
    }
}
