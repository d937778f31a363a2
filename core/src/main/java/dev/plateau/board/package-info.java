/**
 * Board geometry: cell indexing, neighbours per direction, edges, corners, centre, line windows
 * (docs/language.md, Board), and the bit layout in which the plan stores boards as bitboards; the
 * names of cells ({@code a1} the top-left one) and the board's symmetries ({@link
 * dev.plateau.board.Symmetry}).
 */
package dev.plateau.board;
