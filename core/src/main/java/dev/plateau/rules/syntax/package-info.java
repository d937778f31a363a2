/**
 * The spellings of the {@code .ldx} language, defined once for the reader, the writer and the fluent
 * builder: {@link dev.plateau.rules.syntax.Construct} lists every keyword with what it may stand for
 * and the keyword arguments it takes, and {@link dev.plateau.rules.syntax.KeywordArgument} the
 * keyword arguments. The defaults of omitted arguments are constants on the rule-graph records
 * themselves (for example {@code Mask.Custodial.DEFAULT_WHO}).
 *
 * <p>Adding a construct is one entry in {@link dev.plateau.rules.syntax.Construct}, its record in
 * {@code dev.plateau.rules}, and its lowering in each front end.
 */
package dev.plateau.rules.syntax;
