/**
 * The fluent Java front end of the {@code .ldx} language. Start at {@link dev.plateau.fluent.Ldx}
 * ({@code import static dev.plateau.fluent.Ldx.*;}): it has one factory per construct of the
 * language and returns the same immutable {@link dev.plateau.rules.Game} records as the text reader.
 *
 * <p>{@link dev.plateau.fluent.MaskExpr}, {@link dev.plateau.fluent.FuncExpr}, {@link
 * dev.plateau.fluent.PredExpr} and {@link dev.plateau.fluent.EffectExpr} keep masks, functions,
 * predicates and effects apart at compile time, and carry the optional keyword arguments. {@link
 * dev.plateau.fluent.GameBuilder} and {@link dev.plateau.fluent.PhaseBuilder} are step types that
 * offer, at each point, only what the grammar allows next.
 */
package dev.plateau.fluent;
