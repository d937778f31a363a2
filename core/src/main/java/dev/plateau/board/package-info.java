/**
 * Board geometry: cell indexing, neighbours per direction, edges, corners, centre, line windows
 * (semantics §2), and the bit layout in which the plan stores boards as bitboards.
 */
package dev.plateau.board;
