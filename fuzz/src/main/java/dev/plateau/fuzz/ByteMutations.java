package dev.plateau.fuzz;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Byte-level mutations of a text: bits flipped, bytes inserted or deleted, control characters,
 * invalid UTF-8 sequences, truncation, stray parentheses and repeated chunks. They ignore the
 * grammar, so they find what the reader does with text that is not a game at all.
 */
final class ByteMutations {
    /** Sequences that are not UTF-8: stray continuation, overlong, surrogate, cut short, beyond U+10FFFF, 0xFF. */
    private static final byte[][] INVALID_UTF8 = {
        {(byte) 0x80}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
        {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xFF}, {(byte) 0xF0, (byte) 0x9F}};

    /** Characters that are valid UTF-8 but unusual in a game: a byte-order mark, wide and combining characters, an emoji. */
    private static final String[] ODD_TEXT = {"\uFEFF", "\u00A0", "\u200B", "\u0301", "\u202E", "\uD83D\uDE00", "×", "\u3000"};

    private ByteMutations() {}

    /** One random mutation of the bytes (a new array; the argument is not changed). */
    static byte[] mutate(byte[] bytes, SplittableRandom random) {
        int at = bytes.length == 0 ? 0 : random.nextInt(bytes.length + 1);
        return switch (random.nextInt(10)) {
            case 0 -> {
                byte[] out = bytes.clone();
                if (out.length > 0) {
                    int i = random.nextInt(out.length);
                    out[i] ^= (byte) (1 << random.nextInt(8));
                }
                yield out;
            }
            case 1 -> insert(bytes, at, new byte[] {(byte) random.nextInt(256)});
            case 2 -> {
                int length = Math.min(bytes.length - Math.min(at, bytes.length), 1 + random.nextInt(16));
                yield delete(bytes, at, length);
            }
            case 3 -> insert(bytes, at, new byte[] {(byte) (random.nextInt(4) == 0 ? 0x7F : random.nextInt(32))});
            case 4 -> insert(bytes, at, INVALID_UTF8[random.nextInt(INVALID_UTF8.length)]);
            case 5 -> Arrays.copyOf(bytes, Math.min(at, bytes.length));
            case 6 -> insert(bytes, at, random.nextBoolean() ? "(".repeat(1 + random.nextInt(3)).getBytes()
                    : ")".repeat(1 + random.nextInt(3)).getBytes());
            case 7 -> insert(bytes, at, ODD_TEXT[random.nextInt(ODD_TEXT.length)]
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            case 8 -> {
                // A chunk of the text repeated: long words, long lines, many forms.
                int from = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
                int length = Math.min(bytes.length - from, 1 + random.nextInt(40));
                byte[] chunk = Arrays.copyOfRange(bytes, from, from + length);
                ByteArrayOutputStream repeated = new ByteArrayOutputStream();
                for (int n = 1 + random.nextInt(random.nextInt(8) == 0 ? 2000 : 4); n > 0; n--) {
                    repeated.writeBytes(chunk);
                }
                yield insert(bytes, at, repeated.toByteArray());
            }
            default -> {
                // A quote: an unterminated name, or one closed somewhere unexpected.
                yield insert(bytes, at, new byte[] {'"'});
            }
        };
    }

    private static byte[] insert(byte[] bytes, int at, byte[] inserted) {
        byte[] out = new byte[bytes.length + inserted.length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(inserted, 0, out, at, inserted.length);
        System.arraycopy(bytes, at, out, at + inserted.length, bytes.length - at);
        return out;
    }

    private static byte[] delete(byte[] bytes, int at, int length) {
        byte[] out = new byte[bytes.length - length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(bytes, at + length, out, at, bytes.length - at - length);
        return out;
    }
}
