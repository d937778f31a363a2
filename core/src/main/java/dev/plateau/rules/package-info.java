/**
 * The rule graph: the one immutable, structurally comparable model of a Plateau game.
 *
 * <p>Both front ends (the {@code .ldx} reader and the fluent Java builder) produce a {@link
 * dev.plateau.rules.Game}; nothing downstream knows which one was used. Every node is a record in a
 * sealed hierarchy ({@link dev.plateau.rules.Mask}, {@link dev.plateau.rules.Func}, {@link
 * dev.plateau.rules.Pred}, {@link dev.plateau.rules.Effect}, ...), so that masks, functions and
 * predicates cannot be confused. Records check their own local constraints on construction (a
 * {@link dev.plateau.rules.RuleException}); checks that need the whole game or the board live in
 * {@code dev.plateau.analysis}. The meaning of every node is defined in {@code docs/language.md}.
 */
package dev.plateau.rules;
