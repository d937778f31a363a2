package dev.plateau.rules;

/**
 * Any node of the rule graph. Nodes are immutable records with structural equality; the text
 * reader keeps their source positions on the side, in a {@link dev.plateau.diagnostics.SourceMap}.
 */
public sealed interface Node
        permits Game, Board, PieceType, Placement, Hand, Phase, PhaseRule, Movement, Moves.SecondPart, Mask, Func, Pred,
                Regions, Effect, EndRule, Outcome {}
