package dev.plateau.fluent;

import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Placement;
import dev.plateau.rules.RuleException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The steps of building a {@link Game}, started by {@link Ldx#game(String)}. Each step offers only
 * what may come next in the grammar, so a game cannot be built without a board, phases or end rules,
 * nor with its parts in the wrong order:
 *
 * <pre>
 * game(name) ─► [players(2)] ─► board(b) ─► [pieces(t…)] ─► [start(p…)] ─► play(phase…) ─► end(rule…) ═► Game
 *  {@link PlayersStep}          {@link BoardStep}    {@link PiecesStep}        {@link StartStep}       {@link PlayStep}         {@link EndStep}
 * </pre>
 *
 * <p>The end step may first take the game's heuristic, {@code heuristic(f)}, which text writes after
 * the end rules. Every step is immutable; {@code end(…)} returns the {@link Game} record, built with the
 * record's constructor, which throws {@link RuleException} on a local error. Checks that need the
 * board (directions, edges, start cells) belong to the analysis in core, not to this builder.
 */
public final class GameBuilder {
    private GameBuilder() {}

    static PlayersStep named(String name) {
        return new State(name, 2, null, List.of(), List.of(), List.of());
    }

    /** The first step: the player count may be given, then the board must be. */
    public sealed interface PlayersStep extends BoardStep permits State {
        /**
         * Sets {@code (players N)}. Plateau games have exactly 2 players, which is also the default,
         * so this is only needed to mirror a text file.
         *
         * @param count the number of players; anything but 2 throws {@link RuleException}
         * @return the next step, which takes the board
         */
        BoardStep players(int count);
    }

    /** The step that takes the board. */
    public sealed interface BoardStep permits PlayersStep {
        /**
         * Sets the board: {@code (equipment (board b))}.
         *
         * @param board a board from {@link Ldx#square}, {@link Ldx#rectangle}, {@link Ldx#hexagon} or
         *     {@link Ldx#hexRectangle}
         * @return the next step, which takes the optional piece types, start placements or the phases
         */
        PiecesStep board(Board board);
    }

    /** The step after the board: piece types may be declared, then start placements or phases follow. */
    public sealed interface PiecesStep extends StartStep permits State {
        /**
         * Declares the piece types: {@code (equipment (board …) (pieces (name owner)…))}
         * (docs/language.md, {@code pieces}).
         *
         * @param first the first type, from {@link Ldx#pieceType}
         * @param rest the other types
         * @return the next step, which takes the optional start placements or the phases
         */
        StartStep pieces(PieceType first, PieceType... rest);

        /**
         * Declares the piece types from a list, for generated games.
         *
         * @param types the types, at least one
         * @return the next step, which takes the optional start placements or the phases
         */
        StartStep pieces(List<PieceType> types);
    }

    /** The step before the phases: start placements may be given, then the phases must be. */
    public sealed interface StartStep extends PlayStep permits PiecesStep {
        /**
         * Sets {@code (start (place P (i…))…)}: pieces placed before the first move, in this order.
         *
         * @param first the first placement, from {@link Ldx#place(dev.plateau.rules.Player, int, int...)}
         * @param rest the other placements
         * @return the next step, which takes the phases
         */
        PlayStep start(Placement first, Placement... rest);

        /**
         * Sets {@code (start …)} from a list, for generated games.
         *
         * @param placements the placements, at least one
         * @return the next step, which takes the phases
         */
        PlayStep start(List<Placement> placements);

        /**
         * Sets the hands of {@code (start (hand P NAME N)…)}: pieces the players hold off the board at
         * the start (docs/language.md, {@code hand}); start placements may still follow.
         *
         * @param first the first hand, from {@link Ldx#hand}
         * @param rest the other hands
         * @return this step, which takes start placements or the phases
         */
        StartStep hands(Hand first, Hand... rest);
    }

    /** The step that takes the play phases. */
    public sealed interface PlayStep permits StartStep {
        /**
         * Sets {@code (play phase…)}.
         *
         * @param first the first phase, for example {@code repeat(P1, P2).place(empty())}
         * @param rest the later phases
         * @return the last step, which takes the end rules
         */
        EndStep play(PhaseSpec first, PhaseSpec... rest);

        /**
         * Sets {@code (play …)} from a list, for generated games.
         *
         * @param phases the phases, at least one
         * @return the last step, which takes the end rules
         */
        EndStep play(List<? extends PhaseSpec> phases);
    }

    /** The last step: the end rules, which complete the game. */
    public sealed interface EndStep permits State {
        /**
         * Sets {@code (end (if p o)…)} and builds the game. The first rule whose condition holds
         * ends the game.
         *
         * @param first the first rule, for example {@code when(line(3), moverWins())}
         * @param rest the other rules, in order
         * @return the game record
         */
        Game end(EndRule first, EndRule... rest);

        /**
         * Sets {@code (end …)} from a list, for generated games, and builds the game.
         *
         * @param rules the rules, in order, at least one
         * @return the game record
         */
        Game end(List<EndRule> rules);

        /**
         * Sets the game's {@code (heuristic f)} (docs/language.md, {@code heuristic}), which the text
         * writes after the end rules: how good the position after a step is for the player who made it.
         *
         * @param value the function, for example {@code subtract(score(MOVER), score(OPPONENT))}
         * @return this step with the heuristic, which still takes the end rules
         */
        EndStep heuristic(FuncExpr value);
    }

    private static final class State implements PlayersStep, PiecesStep, EndStep {
        private final String name;
        private final int players;
        private final Board board;
        private final List<PieceType> pieces;
        private final List<Placement> start;
        private final List<Hand> hands;
        private final List<Phase> phases;
        private final Optional<Func> heuristic;

        State(String name, int players, Board board, List<PieceType> pieces, List<Placement> start,
                List<Phase> phases) {
            this(name, players, board, pieces, start, List.of(), phases);
        }

        State(String name, int players, Board board, List<PieceType> pieces, List<Placement> start, List<Hand> hands,
                List<Phase> phases) {
            this(name, players, board, pieces, start, hands, phases, Optional.empty());
        }

        State(String name, int players, Board board, List<PieceType> pieces, List<Placement> start, List<Hand> hands,
                List<Phase> phases, Optional<Func> heuristic) {
            this.heuristic = heuristic;
            this.name = name;
            this.players = players;
            this.board = board;
            this.pieces = pieces;
            this.start = start;
            this.hands = hands;
            this.phases = phases;
        }

        @Override
        public StartStep hands(Hand first, Hand... rest) {
            return new State(name, players, board, pieces, start, nonNull(join(first, rest), "`(hand …)`"), phases);
        }

        @Override
        public BoardStep players(int count) {
            Game.requirePlayers(count);
            return new State(name, count, board, pieces, start, phases);
        }

        @Override
        public PiecesStep board(Board board) {
            if (board == null) {
                throw new RuleException("a game needs a board");
            }
            return new State(name, players, board, pieces, start, phases);
        }

        @Override
        public StartStep pieces(PieceType first, PieceType... rest) {
            return pieces(join(first, rest));
        }

        @Override
        public StartStep pieces(List<PieceType> types) {
            List<PieceType> copy = nonNull(types, "`(pieces …)`");
            if (copy.isEmpty()) {
                throw new RuleException("`(pieces …)` needs at least one piece type");
            }
            return new State(name, players, board, copy, start, phases);
        }

        @Override
        public PlayStep start(Placement first, Placement... rest) {
            return start(join(first, rest));
        }

        @Override
        public PlayStep start(List<Placement> placements) {
            List<Placement> copy = nonNull(placements, "`(start …)`");
            if (copy.isEmpty()) {
                throw new RuleException("`(start …)` needs at least one `(place …)`");
            }
            return new State(name, players, board, pieces, copy, hands, phases);
        }

        @Override
        public EndStep play(PhaseSpec first, PhaseSpec... rest) {
            return play(join(first, rest));
        }

        @Override
        public EndStep play(List<? extends PhaseSpec> phases) {
            List<Phase> records = new ArrayList<>();
            for (PhaseSpec p : nonNull(phases, "`(play …)`")) {
                records.add(p.phase());
            }
            if (records.isEmpty()) {
                throw new RuleException("`(play …)` needs at least one phase");
            }
            return new State(name, players, board, pieces, start, hands, List.copyOf(records));
        }

        @Override
        public Game end(EndRule first, EndRule... rest) {
            return end(join(first, rest));
        }

        @Override
        public Game end(List<EndRule> rules) {
            return new Game(name, players, board, pieces, start, hands, phases, nonNull(rules, "`(end …)`"),
                    Parameters.NONE, heuristic);
        }

        @Override
        public EndStep heuristic(FuncExpr value) {
            return new State(name, players, board, pieces, start, hands, phases,
                    Optional.of(java.util.Objects.requireNonNull(value, "`(heuristic …)` needs a function").func()));
        }

        @SafeVarargs
        private static <T> List<T> join(T first, T... rest) {
            List<T> all = new ArrayList<>(1 + rest.length);
            all.add(first);
            for (T item : rest) {
                all.add(item);
            }
            return all;
        }

        private static <T> List<T> nonNull(List<? extends T> items, String construct) {
            if (items == null) {
                throw new RuleException(construct + " needs a list");
            }
            for (T item : items) {
                if (item == null) {
                    throw new RuleException(construct + " cannot contain null");
                }
            }
            return List.copyOf(items);
        }
    }
}
