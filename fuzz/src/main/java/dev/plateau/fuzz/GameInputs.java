package dev.plateau.fuzz;

import dev.plateau.analysis.Limits;
import dev.plateau.fuzz.SExpr.Atom;
import dev.plateau.fuzz.SExpr.Form;
import dev.plateau.plan.Rng;
import dev.plateau.rules.syntax.Construct;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Game texts made by mutating a corpus of valid games (the library in {@code games/}).
 *
 * <p>Most inputs get one to three mutations of the game's tree, which keep the parentheses
 * balanced: a subtree replaced by one of the same category (a mask by a mask) or of any category
 * from the corpus; children swapped, duplicated or deleted; a number changed to a boundary value
 * (0, 1, −1 written as a subtraction, board sizes around the {@link Limits}, 2³¹−1, huge digit
 * strings); a word changed to another keyword of the language ({@link Construct#keywords()}); the
 * board changed to another shape or size, within and beyond {@link Limits#MAX_CELLS}; a subtree
 * nested deeply, around {@link Limits#MAX_NESTING}. Many then get byte-level mutations (bits
 * flipped, bytes inserted or deleted, control characters, invalid UTF-8, truncation, stray
 * parentheses); a few stay as they are.
 */
public final class GameInputs implements InputSource {
    /** Categories of atoms that are not keywords. */
    private static final String NUMBER = "number";
    private static final String NAME = "name";
    private static final String OTHER_WORD = "word";

    private static final List<String> BOARD_SHAPES = List.of(Construct.SQUARE.spelling(),
            Construct.RECTANGLE.spelling(), Construct.HEXAGON.spelling(), Construct.HEX_RECTANGLE.spelling());

    /** Sizes a board's dimension may get: small, around the largest boards allowed, far beyond. */
    private static final List<String> BOARD_SIZES = List.of("0", "1", "2", "3", "4", "5", "7", "8", "9", "19", "31",
            "32", "33", "35", "36", "37", "63", "64", "65", "512", String.valueOf(Limits.MAX_CELLS),
            String.valueOf(Limits.MAX_CELLS + 1), "46341", "2147483647", "99999999999999999999");

    /** Numbers at the edges: of arithmetic, of the limits, of the integer types. */
    private static final List<String> BOUNDARY_NUMBERS = List.of("0", "1", "2", "-1", "(subtract 0 1)",
            "(subtract 0 2147483647)", "(multiply 65536 65536)", "3", "6", "19", "64",
            String.valueOf(Limits.MAX_LENGTH), String.valueOf(Limits.MAX_LENGTH + 1),
            String.valueOf(Limits.MAX_NESTING), "2147483647", "2147483648", "-2147483648", "4294967296",
            "9223372036854775807", "9223372036854775808", "9".repeat(40), "00", "007", "+1", "1.5", "1e3", "0x10");

    /** Depths of deep nesting: shallow, around the limit, beyond it. */
    private static final int[] DEPTHS = {2, 8, 64, Limits.MAX_NESTING - 3, Limits.MAX_NESTING - 1, Limits.MAX_NESTING,
        Limits.MAX_NESTING + 1, 1000, 3000};

    private final List<String> games;
    private final List<SExpr> corpus = new ArrayList<>();
    private final Map<String, List<SExpr>> byCategory = new HashMap<>();
    private final List<String> keywords = List.copyOf(Construct.keywords());

    /**
     * Inputs made from these game texts.
     *
     * @param games the corpus: valid game texts
     * @throws IllegalArgumentException if there are none
     */
    public GameInputs(List<String> games) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException("the fuzzer needs at least one game to mutate");
        }
        this.games = List.copyOf(games);
        for (String text : games) {
            for (SExpr root : SExpr.parse(text)) {
                for (SExpr node : SExpr.nodes(root)) {
                    corpus.add(node);
                    byCategory.computeIfAbsent(category(node), k -> new ArrayList<>()).add(node);
                }
            }
        }
    }

    /**
     * Inputs made from the {@code .ldx} files of a folder.
     *
     * @throws IOException if the folder cannot be read
     * @throws IllegalArgumentException if it has no {@code .ldx} file
     */
    public static GameInputs fromFolder(Path folder) throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".ldx")).sorted().toList()) {
                texts.add(Files.readString(file));
            }
        }
        if (texts.isEmpty()) {
            throw new IllegalArgumentException(folder + " has no .ldx file to mutate");
        }
        return new GameInputs(texts);
    }

    @Override
    public byte[] input(long seed, long index) {
        SplittableRandom random = new SplittableRandom(Rng.mix(seed) ^ Rng.mix(index + 0x632BE59BD9B4E019L));
        String game = games.get(random.nextInt(games.size()));
        int style = random.nextInt(20);
        if (style == 0) {
            return game.getBytes(StandardCharsets.UTF_8);
        }
        byte[] bytes;
        if (style < 17) {
            List<SExpr> trees = SExpr.parse(game);
            Form root = new Form(new ArrayList<>(trees));
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                mutateTree(root, random);
            }
            StringBuilder text = new StringBuilder();
            for (SExpr tree : root.children()) {
                tree.write(text);
                text.append('\n');
            }
            bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        } else {
            bytes = game.getBytes(StandardCharsets.UTF_8);
        }
        if (style >= 12) {
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                bytes = ByteMutations.mutate(bytes, random);
            }
        }
        return bytes;
    }

    /** One tree mutation of a node under the synthetic root. */
    private void mutateTree(Form root, SplittableRandom random) {
        List<Slot> slots = slots(root);
        if (slots.isEmpty()) {
            return;
        }
        Slot slot = slots.get(random.nextInt(slots.size()));
        SExpr node = slot.node();
        switch (random.nextInt(11)) {
            case 0, 1 -> {
                List<SExpr> same = byCategory.getOrDefault(category(node), corpus);
                slot.set(same.get(random.nextInt(same.size())).copy());
            }
            case 2 -> slot.set(corpus.get(random.nextInt(corpus.size())).copy());
            case 3 -> {
                List<SExpr> siblings = slot.parent().children();
                int other = random.nextInt(siblings.size());
                siblings.set(slot.index(), siblings.get(other));
                siblings.set(other, node);
            }
            case 4 -> slot.parent().children().add(slot.index(), node.copy());
            case 5 -> slot.parent().children().remove(slot.index());
            case 6 -> slot.set(atomOrForm(BOUNDARY_NUMBERS.get(random.nextInt(BOUNDARY_NUMBERS.size()))));
            case 7 -> slot.set(keyword(node, random));
            case 8 -> changeBoard(root, random);
            case 9 -> slot.set(nest(node, DEPTHS[random.nextInt(DEPTHS.length)], random));
            default -> {
                // Numbers are where overflow hides: change one of them if the game has any.
                List<Slot> numbers = slots.stream().filter(s -> category(s.node()).equals(NUMBER)).toList();
                if (!numbers.isEmpty()) {
                    numbers.get(random.nextInt(numbers.size()))
                            .set(atomOrForm(BOUNDARY_NUMBERS.get(random.nextInt(BOUNDARY_NUMBERS.size()))));
                }
            }
        }
    }

    /** Another keyword for a word; for {@code key:value}, the key or the value is changed. */
    private SExpr keyword(SExpr node, SplittableRandom random) {
        String word = keywords.get(random.nextInt(keywords.size()));
        if (node instanceof Atom a && a.text().contains(":")) {
            int colon = a.text().indexOf(':');
            return new Atom(random.nextBoolean() ? word + a.text().substring(colon)
                    : a.text().substring(0, colon + 1) + word);
        }
        if (node instanceof Form f && !f.children().isEmpty() && random.nextBoolean()) {
            Form changed = (Form) f.copy();
            changed.children().set(0, new Atom(word));
            return changed;
        }
        return new Atom(word);
    }

    /** Replaces the board's shape and size, or adds one board to the text where it has none. */
    private static void changeBoard(Form root, SplittableRandom random) {
        String shape = BOARD_SHAPES.get(random.nextInt(BOARD_SHAPES.size()));
        List<SExpr> board = new ArrayList<>();
        board.add(new Atom(shape));
        int dimensions = shape.equals(Construct.SQUARE.spelling()) || shape.equals(Construct.HEXAGON.spelling()) ? 1 : 2;
        // Now and then one number too many or too few.
        dimensions += random.nextInt(8) == 0 ? random.nextInt(3) - 1 : 0;
        for (int d = 0; d < dimensions; d++) {
            board.add(random.nextInt(3) == 0 ? new Atom(String.valueOf(1 + random.nextInt(24)))
                    : atomOrForm(BOARD_SIZES.get(random.nextInt(BOARD_SIZES.size()))));
        }
        for (Slot slot : slots(root)) {
            if (slot.node() instanceof Form f && f.head() != null && BOARD_SHAPES.contains(f.head())) {
                slot.set(new Form(board));
                return;
            }
        }
    }

    /** The node wrapped in {@code depth} forms of a fitting kind: {@code (not …)}, {@code (add … 1)}, plain parentheses. */
    private static SExpr nest(SExpr node, int depth, SplittableRandom random) {
        // Mostly the wrapper that keeps the game valid, so that depth reaches the analysis and the compiler.
        String category = category(node);
        int fitting = category.endsWith("MASK") || category.endsWith("PREDICATE") ? 0
                : category.endsWith("FUNCTION") || category.equals(NUMBER) ? 1 : 2;
        int wrapper = random.nextInt(4) == 0 ? random.nextInt(3) : fitting;
        SExpr nested = node;
        for (int i = 0; i < depth; i++) {
            List<SExpr> children = new ArrayList<>();
            switch (wrapper) {
                case 0 -> {
                    children.add(new Atom(Construct.NOT.spelling()));
                    children.add(nested);
                }
                case 1 -> {
                    children.add(new Atom(Construct.ADD.spelling()));
                    children.add(nested);
                    children.add(new Atom("1"));
                }
                default -> children.add(nested);
            }
            nested = new Form(children);
        }
        return nested;
    }

    private static SExpr atomOrForm(String text) {
        List<SExpr> parsed = SExpr.parse(text);
        return parsed.size() == 1 ? parsed.getFirst() : new Atom(text);
    }

    /** The category of a node: its construct's first category, or number, name or word. */
    private static String category(SExpr node) {
        String word;
        if (node instanceof Form f) {
            word = f.head();
            if (word == null) {
                return "form";
            }
        } else {
            word = ((Atom) node).text();
            if (word.startsWith("\"")) {
                return NAME;
            }
            if (!word.isEmpty() && Character.isDigit(word.charAt(0))) {
                return NUMBER;
            }
        }
        for (Construct c : Construct.values()) {
            if (c.spelling().equals(word)) {
                return (node instanceof Form ? "form:" : "bare:") + c.categories().iterator().next();
            }
        }
        return node instanceof Form ? "form:" + word : OTHER_WORD;
    }

    /** A place in a tree: the parent form and the child's index in it. */
    private record Slot(Form parent, int index) {
        SExpr node() {
            return parent.children().get(index);
        }

        void set(SExpr replacement) {
            parent.children().set(index, replacement);
        }
    }

    /** Every place below the root, in preorder. */
    private static List<Slot> slots(Form root) {
        List<Slot> slots = new ArrayList<>();
        collect(root, slots);
        return slots;
    }

    private static void collect(Form form, List<Slot> slots) {
        for (int i = 0; i < form.children().size(); i++) {
            slots.add(new Slot(form, i));
            if (form.children().get(i) instanceof Form child) {
                collect(child, slots);
            }
        }
    }
}
