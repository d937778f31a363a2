/**
 * Board geometry: cell indexing, neighbours per direction, edges, corners, centre, line windows
 * (docs/language.md, Board), and the bit layout in which the plan stores boards as bitboards.
 */
package dev.plateau.board;
