package dev.plateau.fluent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.rules.Game;
import java.io.File;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nonsensical games do not compile. Each case is a pair: a well-typed expression, and the same
 * expression with one mistake. All the good ones must compile together, and each bad one must give a
 * compile error on its own line, so a case cannot pass because of a typo in the test.
 */
class CompileTimeSafetyTest {
    private record Case(String why, String good, String bad) {}

    private static final String PHASE = "repeat(P1, P2).place(empty())";
    private static final String MOVE = "repeat(P1, P2).move(slide(ANY))";
    private static final String SHOT = "shoot(\"arrow\", slide(ANY))";

    private static final List<Case> CASES = List.of(
            // masks, functions and predicates are kept apart
            new Case("a function is not a mask", "count(empty())", "count(line(3))"),
            new Case("a function is not a mask under exists", "exists(empty())", "exists(count(empty()))"),
            new Case("masks and functions do not mix in and", "and(empty(), occupied())", "and(empty(), line(3))"),
            new Case("masks and predicates do not mix in or", "or(fullBoard(), line(3))", "or(fullBoard(), empty())"),
            new Case("a mask is not a predicate", "when(exists(empty()), moverWins())", "when(empty(), moverWins())"),
            new Case("a mask is not a result", PHASE + ".result(exists(empty()))", PHASE + ".result(empty())"),
            new Case("a predicate is not a function", "add(line(3), constant(1))", "add(moverIs(P1), constant(1))"),
            new Case("a predicate is not a score", "setScore(MOVER, count(empty()))", "setScore(MOVER, fullBoard())"),
            new Case("a mask is not a score", "incrementScore(MOVER, count(empty()))", "incrementScore(MOVER, empty())"),
            new Case("a predicate is not compared", "atLeast(line(4), 2)", "atLeast(fullBoard(), 2)"),
            new Case("not of a mask is a mask", "count(not(empty()))", "count(not(fullBoard()))"),
            new Case("a mask is not a region list", "connected(regions(corners()))", "connected(corners())"),
            new Case("an outcome is not a predicate", "when(fullBoard(), draw())", "when(draw(), fullBoard())"),
            // options belong to their construct
            new Case("line takes an orientation, not a direction", "line(3).orientation(HORIZONTAL)",
                    "line(3).orientation(UP)"),
            new Case("custodial takes an orientation, not a direction", "custodial(2).orientation(DIAGONAL)",
                    "custodial(2).orientation(DOWN_RIGHT)"),
            new Case("adjacent has no exact", "adjacent(empty()).direction(UP)", "adjacent(empty()).exact()"),
            new Case("capture has no rotate", "capture(empty()).incrementScore()", "capture(empty()).rotate()"),
            new Case("flip has no increment_score", "flip(empty()).who(MOVER)", "flip(empty()).incrementScore()"),
            new Case("a direction is not an edge", "edge(LEFT_EDGE)", "edge(LEFT)"),
            // non-empty lists
            new Case("a phase needs a player", "repeat(P1)", "repeat()"),
            new Case("and needs a mask", "and(empty())", "and()"),
            new Case("add needs a function", "add(constant(1))", "add()"),
            // the game's steps
            new Case("a game needs a board before its phases", "game(\"x\").board(square(3)).play(" + PHASE + ")",
                    "game(\"x\").play(" + PHASE + ")"),
            new Case("a game needs phases before its end rules",
                    "game(\"x\").board(square(3)).play(" + PHASE + ").end(when(fullBoard(), draw()))",
                    "game(\"x\").board(square(3)).end(when(fullBoard(), draw()))"),
            new Case("one board", "game(\"x\").board(square(3))", "game(\"x\").board(square(3)).board(square(4))"),
            new Case("start comes before play", "game(\"x\").board(square(3)).start(place(P1, 0)).play(" + PHASE + ")",
                    "game(\"x\").board(square(3)).play(" + PHASE + ").start(place(P1, 0))"),
            new Case("players comes before the board", "game(\"x\").players(2).board(square(3))",
                    "game(\"x\").board(square(3)).players(2)"),
            new Case("end returns the game", "game(\"x\").board(square(3)).play(" + PHASE + ").end(when(fullBoard(), draw())).name()",
                    "game(\"x\").board(square(3)).play(" + PHASE + ").end(when(fullBoard(), draw())).end(when(fullBoard(), draw()))"),
            // the phase's steps
            new Case("a phase has no board", "repeat(P1).place(empty())", "repeat(P1).board(square(3))"),
            new Case("a phase needs its mechanic before play",
                    "game(\"x\").board(square(3)).play(repeat(P1).place(empty()))",
                    "game(\"x\").board(square(3)).play(repeat(P1))"),
            new Case("one result", PHASE + ".result(fullBoard())", PHASE + ".result(fullBoard()).result(fullBoard())"),
            new Case("result before effects", PHASE + ".result(fullBoard()).effects(flip(empty()))",
                    PHASE + ".effects(flip(empty())).result(fullBoard())"),
            new Case("one effects block", PHASE + ".effects(flip(empty()), capture(empty()))",
                    PHASE + ".effects(flip(empty())).effects(capture(empty()))"),
            new Case("force_pass comes last", PHASE + ".effects(flip(empty())).forcePass()",
                    PHASE + ".forcePass().effects(flip(empty()))"),
            new Case("one force_pass", PHASE + ".forcePass()", PHASE + ".forcePass().forcePass()"),
            new Case("effects are effects", PHASE + ".effects(flip(empty()))", PHASE + ".effects(empty())"),
            // pieces and moves
            new Case("a movement is not a mask", "repeat(P1).move(step(UP))", "repeat(P1).move(empty())"),
            new Case("a direction is not a movement", "repeat(P1).move(step(UP))", "repeat(P1).move(UP)"),
            new Case("movements take directions", "step(FORWARD, DIAGONAL)", "step(TOP)"),
            new Case("a step has no max", "slide(UP).max(2)", "step(UP).max(2)"),
            new Case("a step has no through", "slide(UP).through(empty())", "step(UP).through(empty())"),
            new Case("a movement ends on a mask", "step(UP).to(empty())", "step(UP).to(fullBoard())"),
            new Case("a move has no result", MOVE + ".forcePass()", MOVE + ".result(fullBoard())"),
            new Case("effects before the shot", MOVE + ".effects(flip(empty())).then(" + SHOT + ")",
                    MOVE + ".then(" + SHOT + ").effects(flip(empty()))"),
            new Case("one shot", MOVE + ".then(" + SHOT + ")", MOVE + ".then(" + SHOT + ").then(" + SHOT + ")"),
            new Case("force_pass after the shot", MOVE + ".then(" + SHOT + ").forcePass()",
                    MOVE + ".forcePass().then(" + SHOT + ")"),
            new Case("a shot is not a movement", MOVE + ".then(" + SHOT + ")", MOVE + ".then(slide(ANY))"),
            new Case("a place phase has no shot", PHASE + ".forcePass()", PHASE + ".then(" + SHOT + ")"),
            new Case("no_moves is a predicate, not a function", "when(noMoves(), moverWins())", "count(noMoves())"),
            new Case("a piece mask is not a predicate", "count(piece(\"p\"))", "when(piece(\"p\"), moverWins())"),
            new Case("a piece's owner is not a relative player", "pieceType(\"p\", EACH)", "pieceType(\"p\", MOVER)"),
            new Case("a start region is a mask", "place(P1, \"p\", edge(TOP))", "place(P1, \"p\", line(3))"),
            new Case("an orientation is not a relative direction", "line(3).orientation(HORIZONTAL)",
                    "line(3).orientation(FORWARD)"),
            new Case("pieces come after the board", "game(\"x\").board(square(3)).pieces(pieceType(\"p\", EACH))",
                    "game(\"x\").pieces(pieceType(\"p\", EACH))"),
            new Case("pieces come before the start",
                    "game(\"x\").board(square(3)).pieces(pieceType(\"p\", EACH)).start(place(P1, \"p\", 0))",
                    "game(\"x\").board(square(3)).start(place(P1, 0)).pieces(pieceType(\"p\", EACH))"),
            new Case("one pieces declaration", "game(\"x\").board(square(3)).pieces(pieceType(\"p\", EACH))",
                    "game(\"x\").board(square(3)).pieces(pieceType(\"p\", EACH)).pieces(pieceType(\"q\", EACH))"));

    @Test
    void everyGoodExpressionCompiles(@TempDir Path out) throws Exception {
        List<Diagnostic<? extends JavaFileObject>> errors = compile(out, CASES.stream().map(Case::good).toList());
        assertEquals(List.of(), errors.stream().map(d -> d.getLineNumber() + ": " + d.getMessage(null)).toList());
    }

    @Test
    void everyBadExpressionFailsOnItsOwnLine(@TempDir Path out) throws Exception {
        List<Diagnostic<? extends JavaFileObject>> errors = compile(out, CASES.stream().map(Case::bad).toList());
        Set<Long> lines = errors.stream().map(Diagnostic::getLineNumber).collect(Collectors.toCollection(TreeSet::new));
        List<String> compiled = new ArrayList<>();
        for (int i = 0; i < CASES.size(); i++) {
            if (!lines.contains((long) FIRST_LINE + i)) {
                compiled.add(CASES.get(i).why() + ": " + CASES.get(i).bad());
            }
        }
        assertEquals(List.of(), compiled, "these mistakes compile");
        assertTrue(lines.stream().allMatch(l -> l >= FIRST_LINE && l < FIRST_LINE + CASES.size()), "errors outside the cases");
    }

    /** The line of the first case in the generated source. */
    private static final int FIRST_LINE = 3;

    private static List<Diagnostic<? extends JavaFileObject>> compile(Path out, List<String> expressions)
            throws URISyntaxException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assumeTrue(javac != null, "no system Java compiler in this runtime");
        StringBuilder source = new StringBuilder("import static dev.plateau.fluent.Ldx.*;\n");
        source.append("class Snippets {\n");
        for (int i = 0; i < expressions.size(); i++) {
            source.append("    Object case").append(i).append("() { return ").append(expressions.get(i)).append("; }\n");
        }
        source.append("}\n");
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Snippets.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        String classPath = location(Ldx.class) + File.pathSeparator + location(Game.class);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("-classpath", classPath, "-d", out.toString(), "-proc:none", "-Xmaxerrs", "1000");
        javac.getTask(null, null, diagnostics, options, null, List.of(file)).call();
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
    }

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
