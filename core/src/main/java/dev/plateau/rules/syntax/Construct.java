package dev.plateau.rules.syntax;

import static dev.plateau.rules.syntax.Construct.Category.EFFECT;
import static dev.plateau.rules.syntax.Construct.Category.FUNCTION;
import static dev.plateau.rules.syntax.Construct.Category.INTEGER;
import static dev.plateau.rules.syntax.Construct.Category.MASK;
import static dev.plateau.rules.syntax.Construct.Category.MOVEMENT;
import static dev.plateau.rules.syntax.Construct.Category.OUTCOME;
import static dev.plateau.rules.syntax.Construct.Category.PHASE;
import static dev.plateau.rules.syntax.Construct.Category.PREDICATE;
import static dev.plateau.rules.syntax.Construct.Category.REGIONS;
import static dev.plateau.rules.syntax.Construct.Category.STRUCTURE;
import static dev.plateau.rules.syntax.Construct.Category.WORD;
import static dev.plateau.rules.syntax.Construct.Shape.BARE;
import static dev.plateau.rules.syntax.Construct.Shape.BARE_OR_FORM;
import static dev.plateau.rules.syntax.Construct.Shape.EMPTY_FORM;
import static dev.plateau.rules.syntax.Construct.Shape.FORM;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Every keyword of the {@code .ldx} language, once: its spelling, where it may stand (its categories,
 * and for the parts of the game's frame the forms that hold them, {@link #parts()}), whether it is
 * written alone or as the head of {@code (keyword …)}, and the keyword arguments it takes. The
 * reader, the writer and the fluent builder take their spellings from here, and the reader's
 * messages their lists of what may come next.
 *
 * <p>The order of the constants is the order in which messages and suggestions list the words of a
 * category, so it is part of the reader's behaviour.
 *
 * <p>The names of players ({@code mover}, {@code P1}, …), directions, orientations and edges are
 * values, spelled by their enums in {@code dev.plateau.rules}.
 */
public enum Construct {
    // ---- structure
    /** {@code (game "name" …)}. */
    GAME("game", FORM, STRUCTURE),
    /** {@code (parameters (name default min max)…)}: the game's named integer parameters. */
    PARAMETERS("parameters", FORM, STRUCTURE),
    /** {@code (players N)}. */
    PLAYERS("players", FORM, STRUCTURE),
    /** {@code (equipment (board …))}. */
    EQUIPMENT("equipment", FORM, STRUCTURE),
    /** {@code (board …)}. */
    BOARD("board", FORM, STRUCTURE),
    /** {@code (pieces (name owner)…)}: the piece types, in {@code equipment}. */
    PIECES("pieces", FORM, STRUCTURE),
    /** {@code (regions (name mask)…)}: named masks, in {@code equipment}. */
    REGION_NAMES("regions", FORM, STRUCTURE),
    /** {@code (rules …)}. */
    RULES("rules", FORM, STRUCTURE),
    /** {@code (start (place …)…)}. */
    START("start", FORM, STRUCTURE),
    /** {@code (place …)}: a start placement, or the place mechanic of a phase. */
    PLACE("place", FORM, STRUCTURE),
    /** {@code (play phase…)}. */
    PLAY("play", FORM, STRUCTURE),
    /** {@code (destination m)}. */
    DESTINATION("destination", FORM, STRUCTURE),
    /** {@code (result p)}. */
    RESULT("result", FORM, STRUCTURE),
    /** {@code (effects e…)}. */
    EFFECTS("effects", FORM, STRUCTURE),
    /** {@code (force_pass)}. */
    FORCE_PASS("force_pass", EMPTY_FORM, STRUCTURE),
    /** {@code (pass)}: pass is always legal in the phase. */
    PASS("pass", EMPTY_FORM, STRUCTURE),
    /** {@code (no_suicide [direction:D])}, in {@code place}. */
    NO_SUICIDE("no_suicide", FORM, STRUCTURE, KeywordArgument.DIRECTION),
    /** {@code (no_repeat window:D)}, in {@code place}. */
    NO_REPEAT("no_repeat", FORM, STRUCTURE, KeywordArgument.WINDOW),
    /** {@code (move movement… [(effects …)] [(then …)])}: the move mechanic of a phase. */
    MOVE("move", FORM, STRUCTURE),
    /** {@code (to m)}: where a movement may end. */
    TO("to", FORM, STRUCTURE),
    /** {@code (through m)}: the cells a slide may pass over. */
    THROUGH("through", FORM, STRUCTURE),
    /** {@code (hostile m)}: cells that close a bracket of {@code custodial} like the player's own pieces. */
    HOSTILE("hostile", FORM, STRUCTURE),
    /** {@code (over m)}: the cells a hop may jump over. */
    OVER("over", FORM, STRUCTURE),
    /** {@code (then (shoot …))} or {@code (then (chain …))}: the second decision of a move turn. */
    THEN("then", FORM, STRUCTURE),
    /** {@code (shoot NAME movement)}: a new piece where the movement from the moved piece ends. */
    SHOOT("shoot", FORM, STRUCTURE),
    /** {@code (chain movement… [(while p)])}: the moved piece moves again, as long as it can. */
    CHAIN("chain", FORM, STRUCTURE),
    /** {@code (while p)}: the condition under which a chain goes on. */
    WHILE("while", FORM, STRUCTURE),
    /** {@code (remove m [(when p)])}: the mover takes a piece off a cell of m. */
    REMOVE("remove", FORM, STRUCTURE),
    /** {@code (when p)}: the condition of a movement or of a removal. */
    WHEN("when", FORM, STRUCTURE),
    /** {@code (hand P NAME N)}: a player's pieces in hand at the start. */
    HAND("hand", FORM, STRUCTURE),
    /** {@code (end (if …)…)}. */
    END("end", FORM, STRUCTURE),
    /** {@code (if p outcome)}. */
    IF("if", FORM, STRUCTURE),
    /** {@code (heuristic f)}: how good a position is for the player who just moved, in {@code rules}. */
    HEURISTIC("heuristic", FORM, STRUCTURE),

    // ---- boards
    /** {@code (square N)}. */
    SQUARE("square", FORM, Category.BOARD),
    /** {@code (rectangle A B)}. */
    RECTANGLE("rectangle", FORM, Category.BOARD),
    /** {@code (hexagon D)}. */
    HEXAGON("hexagon", FORM, Category.BOARD),
    /** {@code (hex_rectangle A B)}. */
    HEX_RECTANGLE("hex_rectangle", FORM, Category.BOARD),
    /** {@code (graph (points P…) (lines (P P…)…))}: points on a grid joined along straight lines. */
    GRAPH("graph", FORM, Category.BOARD),
    /** {@code (points P…)}: the points of a graph board, by grid position. */
    POINTS("points", FORM, STRUCTURE),
    /** {@code (lines (P P…)…)}: the straight lines that join a graph board's points. */
    LINES("lines", FORM, STRUCTURE),
    /** {@code (without (i…))}: cells removed from a row-major board, in {@code (board …)} after its shape. */
    WITHOUT("without", FORM, STRUCTURE),

    // ---- movements
    /** {@code (step D [(to m)] [piece:NAME] [compulsory:B])}. */
    STEP("step", FORM, MOVEMENT, KeywordArgument.PIECE, KeywordArgument.COMPULSORY),
    /** {@code (hop D [(to m)] [(over m)] [piece:NAME] [compulsory:B])}. */
    HOP("hop", FORM, MOVEMENT, KeywordArgument.PIECE, KeywordArgument.COMPULSORY),
    /** {@code (slide D [(to m)] [(through m)] [piece:NAME] [max:N] [compulsory:B])}. */
    SLIDE("slide", FORM, MOVEMENT, KeywordArgument.PIECE, KeywordArgument.MAX, KeywordArgument.COMPULSORY),
    /** {@code (fly [(to m)] [piece:NAME] [compulsory:B] [(when p)])}. */
    FLY("fly", FORM, MOVEMENT, KeywordArgument.PIECE, KeywordArgument.COMPULSORY),
    /** {@code (drop NAME [(to m)] [compulsory:B] [(when p)])}. */
    DROP("drop", FORM, MOVEMENT, KeywordArgument.COMPULSORY),

    // ---- phases
    /** {@code (once-through (P…) …)}. */
    ONCE_THROUGH("once-through", FORM, PHASE),
    /** {@code (repeat (P…) …)}. */
    REPEAT("repeat", FORM, PHASE),

    // ---- masks
    /** {@code empty}. */
    EMPTY("empty", BARE, MASK),
    /** {@code occupied}, or {@code (occupied who)}. */
    OCCUPIED("occupied", BARE_OR_FORM, MASK),
    /** {@code center}. */
    CENTER("center", BARE, MASK),
    /** {@code corners}: the corner cells as a mask, or one region per corner under {@code connected}. */
    CORNERS("corners", BARE, MASK, REGIONS),
    /** {@code (edge X)}. */
    EDGE("edge", FORM, MASK),
    /** {@code (cells i…)}. */
    CELLS("cells", FORM, MASK),
    /** {@code (row N)}. */
    ROW("row", FORM, MASK),
    /** {@code (column N)}. */
    COLUMN("column", FORM, MASK),
    /** {@code (piece NAME [who])}. */
    PIECE("piece", FORM, MASK),
    /** {@code (jumped)}. */
    JUMPED("jumped", EMPTY_FORM, MASK),
    /** {@code (prev_move who)}. */
    PREV_MOVE("prev_move", FORM, MASK),
    /** {@code (adjacent m [direction:D])}. */
    ADJACENT("adjacent", FORM, MASK, KeywordArgument.DIRECTION),
    /** {@code (custodial L [who] [orientation:O])}. */
    CUSTODIAL("custodial", FORM, MASK, KeywordArgument.ORIENTATION),
    /** {@code (no_liberties who [direction:D])}: pieces whose group has no liberty. */
    NO_LIBERTIES("no_liberties", FORM, MASK, KeywordArgument.DIRECTION),
    /** {@code (territory who [direction:D])}: empty regions that only who's pieces border. */
    TERRITORY("territory", FORM, MASK, KeywordArgument.DIRECTION),
    /** {@code (prefer m n)}: m, or n where m is empty. */
    PREFER("prefer", FORM, MASK),
    /** {@code (pattern (R C) (v…) [rotate:B])}. */
    PATTERN("pattern", FORM, MASK, KeywordArgument.ROTATE),

    // ---- region lists of connected
    /** {@code edges}: one region per edge. */
    EDGES("edges", BARE, REGIONS),
    /** {@code edgesNoCorners}: the edge regions without their corner cells. */
    EDGES_NO_CORNERS("edgesNoCorners", BARE, REGIONS),

    // ---- functions
    /** {@code (count m)}. */
    COUNT("count", FORM, FUNCTION),
    /** {@code (quiet_moves)}. */
    QUIET_MOVES("quiet_moves", EMPTY_FORM, FUNCTION),
    /** {@code (move_count)}. */
    MOVE_COUNT("move_count", EMPTY_FORM, FUNCTION),
    /** {@code (score who)}. */
    SCORE("score", FORM, FUNCTION),
    /** {@code (in_hand who [NAME])}. */
    IN_HAND("in_hand", FORM, FUNCTION),
    /** {@code (line n [orientation:O] [exact:B])}. */
    LINE("line", FORM, FUNCTION, KeywordArgument.ORIENTATION, KeywordArgument.EXACT),
    /** {@code (in_line n [who] [orientation:O])}: the pieces that lie in a line of n of their owner's. */
    IN_LINE("in_line", FORM, MASK, KeywordArgument.ORIENTATION),
    /** {@code (connected regions [who] [direction:D])}. */
    CONNECTED("connected", FORM, FUNCTION, KeywordArgument.DIRECTION),
    /** {@code (add f…)}: a function, or an integer computed while reading. */
    ADD("add", FORM, FUNCTION, INTEGER),
    /** {@code (multiply f…)}: a function, or an integer computed while reading. */
    MULTIPLY("multiply", FORM, FUNCTION, INTEGER),
    /** {@code (subtract f g)}: a function, or an integer computed while reading. */
    SUBTRACT("subtract", FORM, FUNCTION, INTEGER),
    /** {@code (divide a b)}: an integer computed while reading, rounded down. */
    DIVIDE("divide", FORM, INTEGER),

    // ---- predicates
    /** {@code (= f…)}. */
    EQUAL("=", FORM, PREDICATE),
    /** {@code (>= f g)}. */
    AT_LEAST(">=", FORM, PREDICATE),
    /** {@code (<= f g)}. */
    AT_MOST("<=", FORM, PREDICATE),
    /** {@code (exists m)}. */
    EXISTS("exists", FORM, PREDICATE),
    /** {@code (full_board)}. */
    FULL_BOARD("full_board", EMPTY_FORM, PREDICATE),
    /** {@code (mover_is P)}. */
    MOVER_IS("mover_is", FORM, PREDICATE),
    /** {@code (passed who)} or {@code (passed both)}. */
    PASSED("passed", FORM, PREDICATE),
    /** {@code (repeated N window:D)}. */
    REPEATED("repeated", FORM, PREDICATE, KeywordArgument.WINDOW),
    /** {@code (no_moves)}. */
    NO_MOVES("no_moves", EMPTY_FORM, PREDICATE),
    /** {@code (promoted)}. */
    PROMOTED("promoted", EMPTY_FORM, PREDICATE),
    /** {@code (moved_by KIND)}. */
    MOVED_BY("moved_by", FORM, PREDICATE),

    // ---- both masks and predicates; after the predicates so that each category lists them last
    /** {@code (and m…)} or {@code (and p…)}. */
    AND("and", FORM, MASK, PREDICATE),
    /** {@code (or m…)} or {@code (or p…)}. */
    OR("or", FORM, MASK, PREDICATE),
    /** {@code (not m)} or {@code (not p)}. */
    NOT("not", FORM, MASK, PREDICATE),

    // ---- effects
    /** {@code (capture m [who] [increment_score:B])}. */
    CAPTURE("capture", FORM, EFFECT, KeywordArgument.INCREMENT_SCORE),
    /** {@code (flip m [who])}. */
    FLIP("flip", FORM, EFFECT),
    /** {@code (promote FROM TO m)}. */
    PROMOTE("promote", FORM, EFFECT),
    /** {@code (increment_score who f)}. */
    INCREMENT_SCORE("increment_score", FORM, EFFECT),
    /** {@code (set_score who f)}. */
    SET_SCORE("set_score", FORM, EFFECT),

    // ---- outcomes
    /** {@code (draw)}. */
    DRAW("draw", EMPTY_FORM, OUTCOME),
    /** {@code (by_score [f] [komi:K] [ties:P])}. */
    BY_SCORE("by_score", FORM, OUTCOME, KeywordArgument.KOMI, KeywordArgument.TIES),

    // ---- fixed words inside forms
    /** {@code win}, in {@code (mover win)}. */
    WIN("win", BARE, WORD),
    /** {@code lose}, in {@code (mover lose)}. */
    LOSE("lose", BARE, WORD),
    /** {@code both}, in {@code (passed both)}. */
    BOTH("both", BARE, WORD),
    /** {@code any}, the length in {@code (custodial any)}. */
    ANY("any", BARE, WORD),
    /** {@code each}, the owner in {@code (pieces (pawn each))}: both players have such pieces. */
    EACH("each", BARE, WORD),
    /** {@code neutral}, the owner in {@code (pieces (arrow neutral))}: nobody's pieces. */
    NEUTRAL("neutral", BARE, WORD);

    /** What a construct may stand for; a word may stand for several. */
    public enum Category {
        /** A part of the game's frame: header, board, start, phases, end. */
        STRUCTURE,
        /** A board shape. */
        BOARD,
        /** A phase of {@code (play …)}. */
        PHASE,
        /** A way a piece moves, in {@code (move …)}. */
        MOVEMENT,
        /** A mask, a set of cells. */
        MASK,
        /** A function, an integer. */
        FUNCTION,
        /**
         * Integer arithmetic evaluated while reading, wherever an integer literal may stand
         * (docs/language.md, Integer arithmetic while reading).
         */
        INTEGER,
        /** A predicate, true or false. */
        PREDICATE,
        /** An effect after a placement. */
        EFFECT,
        /** A region list of {@code connected}. */
        REGIONS,
        /** An end rule's outcome (besides {@code (mover win)} and its siblings). */
        OUTCOME,
        /** A fixed word used as an argument of a form. */
        WORD
    }

    /** How a construct is written. */
    public enum Shape {
        /** Alone, such as {@code empty}. */
        BARE,
        /** As the head of {@code (keyword …)}. */
        FORM,
        /** As a form with nothing after its head, such as {@code (full_board)}. */
        EMPTY_FORM,
        /** Both, such as {@code occupied} and {@code (occupied mover)}. */
        BARE_OR_FORM
    }

    /** How often a {@link Part} is written in its form. */
    public enum Count {
        /** Exactly once. */
        ONE,
        /** At most once. */
        OPTIONAL,
        /** Once or more. */
        MANY;

        /** True if the part must be written. */
        public boolean required() {
            return this != OPTIONAL;
        }
    }

    /**
     * One place among the parts of a form: one of {@code choices} stands there, as often as
     * {@code count} says.
     *
     * @param choices the constructs that may stand there, in the order messages list them
     * @param count how often the place is filled
     */
    public record Part(List<Construct> choices, Count count) {
        /** A part of these choices. */
        public Part {
            choices = List.copyOf(choices);
        }

        private static Part of(Count count, Construct... choices) {
            return new Part(List.of(choices), count);
        }

        private static Part of(Count count, Category category) {
            return new Part(forms(category), count);
        }
    }

    private final String spelling;
    private final Shape shape;
    private final Set<Category> categories;
    private final List<KeywordArgument> keywordArguments;

    Construct(String spelling, Shape shape, Category category, KeywordArgument... keywordArguments) {
        this(spelling, shape, EnumSet.of(category), List.of(keywordArguments));
    }

    Construct(String spelling, Shape shape, Category category, Category alsoCategory) {
        this(spelling, shape, EnumSet.of(category, alsoCategory), List.of());
    }

    Construct(String spelling, Shape shape, Set<Category> categories, List<KeywordArgument> keywordArguments) {
        this.spelling = spelling;
        this.shape = shape;
        this.categories = Collections.unmodifiableSet(categories);
        this.keywordArguments = keywordArguments;
    }

    /** The keyword as written, such as {@code custodial} or {@code >=}. */
    public String spelling() {
        return spelling;
    }

    /** How the keyword is written. */
    public Shape shape() {
        return shape;
    }

    /** What the keyword may stand for. */
    public Set<Category> categories() {
        return categories;
    }

    /** The keyword arguments the form takes, in the order the writer writes them. */
    public List<KeywordArgument> keywordArguments() {
        return keywordArguments;
    }

    /** True if the keyword may be written alone where {@code category} is expected. */
    public boolean isBare(Category category) {
        return categories.contains(category) && (shape == BARE || shape == BARE_OR_FORM);
    }

    /** True if {@code (keyword …)} may be written where {@code category} is expected. */
    public boolean isForm(Category category) {
        return categories.contains(category) && shape != BARE;
    }

    /**
     * The forms written inside {@code (this …)} after its positional arguments, place by place in
     * the order they are written: the frame of a game ({@code (game …)} holds {@code (players …)},
     * {@code (move …)} its movements, {@code (effects …)} and {@code (then …)}, a slide its {@code
     * (to …)} and {@code (through …)}). The expressions (masks, functions, predicates) are
     * arguments, not parts. {@code (place …)}'s parts are those of a phase's mechanic; a start
     * placement has none.
     */
    public List<Part> parts() {
        return switch (this) {
            case GAME -> List.of(Part.of(Count.OPTIONAL, PARAMETERS), Part.of(Count.ONE, PLAYERS),
                    Part.of(Count.ONE, EQUIPMENT), Part.of(Count.ONE, RULES));
            case EQUIPMENT -> List.of(Part.of(Count.ONE, BOARD), Part.of(Count.OPTIONAL, PIECES),
                    Part.of(Count.OPTIONAL, REGION_NAMES));
            case BOARD -> List.of(Part.of(Count.ONE, Category.BOARD), Part.of(Count.OPTIONAL, WITHOUT));
            case GRAPH -> List.of(Part.of(Count.ONE, POINTS), Part.of(Count.ONE, LINES));
            case RULES -> List.of(Part.of(Count.OPTIONAL, START), Part.of(Count.ONE, PLAY), Part.of(Count.ONE, END),
                    Part.of(Count.OPTIONAL, HEURISTIC));
            case START -> List.of(Part.of(Count.MANY, PLACE, HAND));
            case PLAY -> List.of(Part.of(Count.MANY, PHASE));
            case ONCE_THROUGH, REPEAT -> List.of(Part.of(Count.ONE, PLACE, MOVE), Part.of(Count.OPTIONAL, FORCE_PASS, PASS));
            case PLACE -> List.of(Part.of(Count.ONE, DESTINATION), Part.of(Count.OPTIONAL, RESULT),
                    Part.of(Count.OPTIONAL, EFFECTS), Part.of(Count.OPTIONAL, NO_SUICIDE),
                    Part.of(Count.OPTIONAL, NO_REPEAT));
            case EFFECTS -> List.of(Part.of(Count.MANY, EFFECT));
            case MOVE -> List.of(Part.of(Count.MANY, MOVEMENT), Part.of(Count.OPTIONAL, EFFECTS),
                    Part.of(Count.OPTIONAL, THEN));
            case STEP, FLY, DROP -> List.of(Part.of(Count.OPTIONAL, TO), Part.of(Count.OPTIONAL, WHEN));
            case HOP -> List.of(Part.of(Count.OPTIONAL, TO), Part.of(Count.OPTIONAL, OVER), Part.of(Count.OPTIONAL, WHEN));
            case SLIDE -> List.of(Part.of(Count.OPTIONAL, TO), Part.of(Count.OPTIONAL, THROUGH),
                    Part.of(Count.OPTIONAL, WHEN));
            case THEN -> List.of(Part.of(Count.ONE, SHOOT, CHAIN, REMOVE));
            case REMOVE -> List.of(Part.of(Count.OPTIONAL, WHEN));
            case CHAIN -> List.of(Part.of(Count.MANY, STEP, HOP, SLIDE), Part.of(Count.OPTIONAL, WHILE));
            case SHOOT -> List.of(Part.of(Count.ONE, STEP, HOP, SLIDE));
            case CUSTODIAL -> List.of(Part.of(Count.OPTIONAL, HOSTILE));
            case END -> List.of(Part.of(Count.MANY, IF));
            default -> List.of();
        };
    }

    /**
     * The parts that may be written next in {@code (this …)} once {@code last} has been (empty:
     * none yet), in written order: the choices of each place after the place of {@code last}
     * (and of that place again if it may repeat), up to and including the first place that must
     * be filled.
     */
    public List<Construct> partsAfter(Optional<Construct> last) {
        List<Construct> next = new ArrayList<>();
        List<Part> parts = parts();
        int at = placeAfter(last);
        for (int i = at; i < parts.size(); i++) {
            next.addAll(parts.get(i).choices());
            if (parts.get(i).count().required() && !isPlaceOf(i, last)) {
                break;
            }
        }
        return List.copyOf(next);
    }

    /** True if {@code (this …)} may close once {@code last} has been written (empty: no part yet). */
    public boolean mayCloseAfter(Optional<Construct> last) {
        List<Part> parts = parts();
        for (int i = placeAfter(last); i < parts.size(); i++) {
            if (parts.get(i).count().required() && !isPlaceOf(i, last)) {
                return false;
            }
        }
        return true;
    }

    /** The index of the first place that may follow {@code last}: its own if it repeats. */
    private int placeAfter(Optional<Construct> last) {
        if (last.isEmpty()) {
            return 0;
        }
        List<Part> parts = parts();
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).choices().contains(last.get())) {
                return parts.get(i).count() == Count.MANY ? i : i + 1;
            }
        }
        throw new IllegalArgumentException(last.get() + " is not a part of " + this);
    }

    private boolean isPlaceOf(int place, Optional<Construct> last) {
        return last.isPresent() && parts().get(place).choices().contains(last.get());
    }

    /** Whether this is a movement along the board's directions ({@code step}, {@code hop}, {@code slide}). */
    public boolean takesDirections() {
        return this == STEP || this == HOP || this == SLIDE;
    }

    /** The construct of a movement: its form's keyword. */
    public static Construct of(dev.plateau.rules.Movement m) {
        return switch (m) {
            case dev.plateau.rules.Movement.Step s -> STEP;
            case dev.plateau.rules.Movement.Hop h -> HOP;
            case dev.plateau.rules.Movement.Slide s -> SLIDE;
            case dev.plateau.rules.Movement.Fly f -> FLY;
            case dev.plateau.rules.Movement.Drop d -> DROP;
        };
    }

    /** The construct written alone as {@code word} where {@code category} is expected, if any. */
    public static Optional<Construct> bare(Category category, String word) {
        for (Construct c : values()) {
            if (c.isBare(category) && c.spelling.equals(word)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The construct written as {@code (head …)} where {@code category} is expected, if any. */
    public static Optional<Construct> form(Category category, String head) {
        for (Construct c : values()) {
            if (c.isForm(category) && c.spelling.equals(head)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The words written alone in {@code category}, in declaration order. */
    public static List<String> bareWords(Category category) {
        List<String> words = new ArrayList<>();
        for (Construct c : values()) {
            if (c.isBare(category)) {
                words.add(c.spelling);
            }
        }
        return List.copyOf(words);
    }

    /** The constructs written as forms in {@code category}, in declaration order. */
    public static List<Construct> forms(Category category) {
        List<Construct> forms = new ArrayList<>();
        for (Construct c : values()) {
            if (c.isForm(category)) {
                forms.add(c);
            }
        }
        return List.copyOf(forms);
    }

    /** The heads of the forms of {@code category}, in declaration order. */
    public static List<String> heads(Category category) {
        return forms(category).stream().map(Construct::spelling).toList();
    }

    /**
     * Every keyword the reader accepts: the spelling of each construct, then the name of each
     * keyword argument (without its colon), each once, in declaration order. Values such as player,
     * direction, orientation and edge names are not keywords.
     *
     * @return an unmodifiable, ordered set
     */
    public static Set<String> keywords() {
        Set<String> all = new LinkedHashSet<>();
        for (Construct c : values()) {
            all.add(c.spelling);
        }
        for (KeywordArgument k : KeywordArgument.values()) {
            all.add(k.spelling());
        }
        return Collections.unmodifiableSet(all);
    }
}
