/**
 * Errors about games, as users see them: a {@link dev.plateau.diagnostics.Diagnostic} is one
 * message with an optional {@link dev.plateau.diagnostics.Span} in a source file, and a {@link
 * dev.plateau.diagnostics.GameException} carries one or more of them. Rendered, a diagnostic reads
 * {@code file:line:column: message}, then the source line and a caret under the construct.
 */
package dev.plateau.diagnostics;
