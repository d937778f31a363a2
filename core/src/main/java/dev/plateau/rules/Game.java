package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * A whole game: the root of the rule graph.
 *
 * @param name the game's name, shown to users; it has no effect on play
 * @param players the number of players, always 2
 * @param board the board
 * @param pieces the declared piece types (empty: one implicit type per player, as in placement
 *     games)
 * @param start the start placements, applied in order (may be empty)
 * @param hands the pieces each player starts with in its hand (may be empty; at most one per player
 *     and type)
 * @param phases the play phases, at least one
 * @param endRules the end rules, in file order, at least one
 * @param parameters the declared parameters and their values in this game; their uses have already
 *     been replaced by the values ({@link Parameters#NONE} for a game without parameters)
 * @param heuristic the game's heuristic, {@code (heuristic F)} (docs/language.md, {@code heuristic}):
 *     how good the position after a step is for the player who made it, or empty
 */
public record Game(String name, int players, Board board, List<PieceType> pieces, List<Placement> start,
        List<Hand> hands, List<Phase> phases, List<EndRule> endRules, Parameters parameters,
        Optional<Func> heuristic) implements Node {
    /** Checks the parts. */
    public Game {
        RuleException.require(name != null && name.indexOf('"') < 0,
                "the game name cannot contain a double quote");
        requirePlayers(players);
        RuleException.require(board != null, "a game needs a board");
        pieces = List.copyOf(pieces);
        start = List.copyOf(start);
        hands = List.copyOf(hands);
        phases = List.copyOf(phases);
        endRules = List.copyOf(endRules);
        RuleException.require(!phases.isEmpty(), "`(play …)` needs at least one phase");
        RuleException.require(!endRules.isEmpty(), "`(end …)` needs at least one `(if …)` rule");
        RuleException.require(parameters != null, "a game's parameters cannot be null; use `Parameters.NONE`");
        RuleException.require(heuristic != null, "a game's heuristic cannot be null; use `Optional.empty()`");
    }

    /** A game without a heuristic. */
    public Game(String name, int players, Board board, List<PieceType> pieces, List<Placement> start,
            List<Hand> hands, List<Phase> phases, List<EndRule> endRules, Parameters parameters) {
        this(name, players, board, pieces, start, hands, phases, endRules, parameters, Optional.empty());
    }

    /** A game whose players start with empty hands. */
    public Game(String name, int players, Board board, List<PieceType> pieces, List<Placement> start,
            List<Phase> phases, List<EndRule> endRules, Parameters parameters) {
        this(name, players, board, pieces, start, List.of(), phases, endRules, parameters);
    }

    /** A game without declared piece types. */
    public Game(String name, int players, Board board, List<Placement> start, List<Phase> phases,
            List<EndRule> endRules, Parameters parameters) {
        this(name, players, board, List.of(), start, phases, endRules, parameters);
    }

    /** A game without parameters. */
    public Game(String name, int players, Board board, List<Placement> start, List<Phase> phases,
            List<EndRule> endRules) {
        this(name, players, board, List.of(), start, phases, endRules, Parameters.NONE);
    }

    /** This game with the given parameter declarations and values; the rules are unchanged. */
    public Game withParameters(Parameters newParameters) {
        return new Game(name, players, board, pieces, start, hands, phases, endRules, newParameters, heuristic);
    }

    /** This game with the given heuristic ({@code (heuristic F)}); the rules are unchanged. */
    public Game withHeuristic(Func value) {
        return new Game(name, players, board, pieces, start, hands, phases, endRules, parameters, Optional.of(value));
    }

    /** Checks a player count: Plateau games have exactly two players. */
    public static void requirePlayers(int players) {
        RuleException.require(players == 2,
                "`(players " + players + ")`: Plateau games have exactly 2 players");
    }

    /** True if any phase has {@code (force_pass)} or {@code (pass)}, which add the pass action M. */
    public boolean hasPassAction() {
        return phases.stream().anyMatch(p -> p.rule().forcePass() || p.rule().passAlways());
    }

    /** True if any phase moves pieces. */
    public boolean hasMoves() {
        return phases.stream().anyMatch(Phase::moves);
    }

    /** True if some move phase's turns may go on with a second part of this kind (shot, chain or removal). */
    public boolean hasSecondPart(Class<? extends Moves.SecondPart> kind) {
        return phases.stream().anyMatch(p -> p.rule() instanceof Moves m && m.secondPart().filter(kind::isInstance).isPresent());
    }

    /** The piece types that some player has in hand at the start, each once, in order of first mention. */
    public List<String> handTypes() {
        return hands.stream().map(Hand::piece).distinct().toList();
    }

    /** The declared piece type with this name. */
    public Optional<PieceType> piece(String name) {
        return pieces.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
