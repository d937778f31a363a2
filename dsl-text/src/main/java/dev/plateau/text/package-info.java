/**
 * The {@code .ldx} text front end: {@link dev.plateau.text.LdxReader} reads the Ludax language of
 * ludemic S-expressions (docs/language.md) into a {@link dev.plateau.rules.Game} with a {@link
 * dev.plateau.diagnostics.SourceMap}, and {@link dev.plateau.text.LdxWriter} writes a game back as
 * canonical text. Every problem with the input is reported as a {@link
 * dev.plateau.diagnostics.GameException} whose diagnostics carry a file, line and column.
 */
package dev.plateau.text;
