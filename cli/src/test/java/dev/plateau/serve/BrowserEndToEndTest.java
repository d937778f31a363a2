package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Plays games in a real headless Chromium, by clicking, against {@code plateau serve}'s server:
 * Tic-Tac-Toe (human against human with a refused click and an undo, then against the random
 * player with a fixed seed), Hex to a known win, a few moves of Connect Four and Yavalath, and the
 * rules editor with an error. Saves a screenshot of each board kind to {@code
 * target/screenshots/} and checks that none is blank.
 *
 * <p>Skipped, with the reason, where Chromium or chromedriver is not installed (Debian: {@code
 * apt-get install chromium chromium-driver}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserEndToEndTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final Path SHOTS = Path.of("target", "screenshots");

    private Path games;
    private GameServer server;
    private WebDriver browser;

    @BeforeAll
    void start() throws Exception {
        Optional<WebDriver.Binaries> bin = WebDriver.find();
        if (bin.isEmpty()) {
            return;
        }
        // A copy of the library games plus one invalid file, so that nothing here can change the repository.
        games = Files.createTempDirectory("plateau-e2e-games-");
        try (var files = Files.list(TestGames.dir())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".ldx")).toList()) {
                Files.copy(f, games.resolve(f.getFileName()));
            }
        }
        Files.writeString(games.resolve("broken.ldx"), "(game \"Broken\" (players 2)\n  (equipment (board (square 0))))\n");
        server = GameServer.start(GameServer.Config.local(0, games));
        Files.createDirectories(SHOTS);
        browser = new WebDriver(bin.get(), 1200, 900, Path.of("target", "chromedriver.log"));
    }

    /** Each test is skipped, with the reason, where the browser is missing; it never fails for that. */
    @BeforeEach
    void requireBrowser() {
        Assumptions.assumeTrue(browser != null,
                "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver):"
                        + " the browser end-to-end test is skipped");
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
        if (games != null) {
            try (var files = Files.list(games)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
                Files.deleteIfExists(games);
            } catch (IOException e) {
                // A temporary folder left behind is harmless.
            }
        }
    }

    // ------------------------------------------------------------------ helpers

    /** Opens a game's page in a fresh tab state and waits for its first board. */
    private void open(String game) throws InterruptedException {
        browser.navigate(server.uri().toString());
        browser.execute("sessionStorage.clear();");
        browser.navigate(server.uri() + "play?game=" + game);
        waitForStep(0);
    }

    private Object js(String script) {
        return browser.execute(script);
    }

    private long step() {
        Object v = js("const b = document.getElementById('board');"
                + " return b.dataset.busy === '1' || b.dataset.step === undefined ? -1 : Number(b.dataset.step);");
        return ((Number) v).longValue();
    }

    private void waitForStep(long step) throws InterruptedException {
        WebDriver.waitUntil(WAIT, "the board at step " + step, () -> step() == step);
    }

    private void waitForIdleStepAbove(long step) throws InterruptedException {
        WebDriver.waitUntil(WAIT, "the board after step " + step, () -> step() > step);
    }

    /** Clicks a cell and waits until the page shows the next step. */
    private void clickCell(int cell) throws InterruptedException {
        long before = step();
        browser.clickOn("polygon[data-cell='" + cell + "']");
        waitForIdleStepAbove(before);
    }

    private String result() {
        return browser.text(browser.find("#result")).strip();
    }

    private String message() {
        return browser.text(browser.find("#message")).strip();
    }

    /** Saves a screenshot of the page and checks that the board in it is drawn. */
    private void screenshot(String name) throws IOException {
        Files.write(SHOTS.resolve(name + ".png"), browser.screenshot());
        byte[] board = browser.screenshot(browser.find("#board"));
        Files.write(SHOTS.resolve(name + "-board.png"), board);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(board));
        int background = image.getRGB(0, 0);
        Set<Integer> colours = new HashSet<>();
        long other = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                colours.add(rgb);
                if (rgb != (background & 0xFFFFFF)) {
                    other++;
                }
            }
        }
        double drawn = (double) other / ((long) image.getWidth() * image.getHeight());
        assertTrue(image.getWidth() > 200 && image.getHeight() > 100, name + ": the board is too small");
        assertTrue(colours.size() >= 20, name + ": only " + colours.size() + " colours: the board looks blank");
        assertTrue(drawn > 0.3, name + ": only " + Math.round(drawn * 100) + "% of the board is drawn");
    }

    @SuppressWarnings("unchecked")
    private List<String> history() {
        return (List<String>) js("return state.history;");
    }

    // ------------------------------------------------------------------ tests

    @Test
    @Order(0)
    void theIndexListsEveryGame() throws Exception {
        browser.navigate(server.uri().toString());
        long files;
        try (var list = Files.list(games)) {
            files = list.filter(p -> p.toString().endsWith(".ldx")).count();
        }
        WebDriver.waitUntil(WAIT, "the list of games", () -> browser.findAll("#games > li").size() == files);
        assertTrue(browser.text(browser.find("li[data-game='hex']")).contains("hex_rectangle 11 × 11"));
        String broken = browser.text(browser.find("li[data-game='broken']"));
        assertTrue(broken.contains("invalid") && broken.contains("broken.ldx:2:"), broken);
        Files.write(SHOTS.resolve("index.png"), browser.screenshot());

        // An invalid file opens in the editor with its error, without a board.
        browser.clickOn("li[data-game='broken'] a.name");
        WebDriver.waitUntil(WAIT, "the error of the invalid file", () -> !browser.findAll("#errors li").isEmpty());
        assertEquals("2", browser.execute("return document.querySelector('#errors li').dataset.line;"));
        assertTrue(browser.findAll("#no-board[hidden]").isEmpty(), "the page says why there is no board");
        assertEquals(1, browser.findAll("#editor-box[open]").size());

        browser.navigate(server.uri().toString());
        WebDriver.waitUntil(WAIT, "the list of games", () -> browser.findAll("#games > li").size() == files);
        browser.clickOn("li[data-game='hex'] a.name");
        waitForStep(0);
        assertEquals("Hex", browser.text(browser.find("#title")));
    }

    @Test
    @Order(1)
    void ticTacToeBetweenTwoPeople() throws Exception {
        open("tic_tac_toe");
        assertEquals("Tic-Tac-Toe", browser.text(browser.find("#title")));
        assertEquals(9, browser.findAll("polygon.cell.legal").size());
        assertTrue(browser.text(browser.find("#turn")).contains("P1 to move"));

        clickCell(4);
        // A click on an occupied cell is refused with a message; the game goes on.
        browser.clickOn("polygon[data-cell='4']");
        WebDriver.waitUntil(WAIT, "the refusal", () -> message().contains("occupied"));
        assertEquals(1, step());
        assertTrue(browser.findAll("#result[hidden]").size() == 1, "a refused click must not end the game");
        // Undo takes P1's move back.
        browser.clickOn("#undo");
        waitForStep(0);
        assertEquals(9, browser.findAll("polygon.cell.legal").size());

        for (int cell : new int[] {0, 3, 1, 4, 2}) {
            clickCell(cell);
        }
        WebDriver.waitUntil(WAIT, "the result", () -> !result().isEmpty());
        assertEquals("P1 wins.", result());
        assertEquals(0, browser.findAll("polygon.cell.legal").size(), "no legal markers after the end");
        assertEquals(List.of("0", "3", "1", "4", "2"), history());
        screenshot("square-tic_tac_toe");
    }

    @Test
    @Order(2)
    void ticTacToeAgainstTheRandomPlayer() throws Exception {
        open("tic_tac_toe");
        browser.clickOn("#opponent option[value='random']");
        WebDriver.waitUntil(WAIT, "the random opponent", () -> "random".equals(js("return state.opponent;")));
        browser.type(browser.find("#seed"), "20240601");
        browser.clickOn("#new");
        WebDriver.waitUntil(WAIT, "the seeded game", () -> ((Number) js("return state.seed;")).longValue() == 20240601L);
        waitForStep(0);
        assertEquals(20240601L, ((Number) js("return state.seed;")).longValue());
        // The person plays P1 and always takes the lowest legal cell; the random player answers.
        while (browser.findAll("#result[hidden]").size() == 1) {
            List<String> legal = browser.findAll("polygon.cell.legal");
            assertFalse(legal.isEmpty(), "a running game has legal cells");
            long before = step();
            browser.click(legal.getFirst());
            waitForIdleStepAbove(before);
        }
        String announced = result();
        // Replay the moves on a simulator of our own: the page must announce the same result.
        CompiledGame game = compile("tic_tac_toe");
        try (Simulator sim = Simulator.builder(game).backend("scalar").batch(1).build()) {
            for (String action : history()) {
                assertTrue(sim.isLegal(0, Integer.parseInt(action)), "illegal move " + action + " in " + history());
                sim.step(Integer.parseInt(action));
            }
            assertTrue(sim.terminated(0));
            String expected = sim.winner(0) < 0 ? "Draw." : "P" + (sim.winner(0) + 1) + " wins.";
            assertEquals(expected, announced);
        }
        // The same seed gives the same game: start again and replay the person's moves.
        List<String> first = history();
        browser.clickOn("#new");
        waitForStep(0);
        for (int i = 0; i < first.size(); i += 2) {
            clickCell(Integer.parseInt(first.get(i)));
        }
        assertEquals(first, history());
    }

    @Test
    @Order(3)
    void hexToAKnownWin() throws Exception {
        open("hex");
        assertEquals(121, browser.findAll("polygon.cell.legal").size());
        // P1 fills column 0 from top to bottom (each cell's down-right neighbour is the next);
        // P2 answers in column 10, which never joins left and right.
        for (int row = 0; row < 11; row++) {
            clickCell(row * 11);
            if (row < 10) {
                clickCell(row * 11 + 10);
            }
        }
        WebDriver.waitUntil(WAIT, "the result", () -> !result().isEmpty());
        assertEquals("P1 wins.", result());
        assertEquals(21, step());
        screenshot("hex_rectangle-hex");
    }

    @Test
    @Order(4)
    void connectFourAndYavalathBoards() throws Exception {
        open("connect_four");
        assertEquals(List.of("35", "36", "37", "38", "39", "40", "41"), legalCells());
        for (int cell : new int[] {38, 31, 37, 39, 24}) {
            clickCell(cell);
        }
        screenshot("rectangle-connect_four");

        open("yavalath");
        assertEquals(61, browser.findAll("polygon.cell.legal").size());
        for (int cell : new int[] {30, 31, 21, 39, 22}) {
            clickCell(cell);
        }
        assertTrue(browser.text(browser.find("#last")).contains("cell 22"));
        screenshot("hexagon-yavalath");

        // Reversi: P2 moves first, and the page shows the scores.
        open("reversi");
        assertTrue(browser.findAll("#scores[hidden]").isEmpty(), "Reversi shows scores");
        assertEquals(List.of("19", "26", "37", "44"), legalCells());
        clickCell(19);
        assertEquals("1 4", browser.text(browser.find("#scores")).strip().replaceAll("\\s+", " "), "P1 1, P2 4");
        assertTrue(browser.text(browser.find("#turn")).contains("P1 to move"));
    }

    private List<String> legalCells() {
        return browser.findAll("polygon.cell.legal").stream()
                .map(e -> (String) browser.execute("return arguments[0].dataset.cell;", element(e)))
                .toList();
    }

    private static java.util.Map<String, String> element(String id) {
        return java.util.Map.of("element-6066-11e4-a52e-4f735466cecf", id);
    }

    @Test
    @Order(5)
    void editingTheRulesShowsErrorsAndReloads() throws Exception {
        open("tic_tac_toe");
        browser.clickOn("#editor-box summary");
        String source = browser.find("#source");
        String text = Files.readString(games.resolve("tic_tac_toe.ldx"));
        String broken = text.replace("(square 3)", "(sqare 3)");
        browser.clear(source);
        browser.type(source, broken);
        browser.clickOn("#reload");
        WebDriver.waitUntil(WAIT, "the error list", () -> !browser.findAll("#errors li").isEmpty());
        int line = lineOf(broken, "sqare");
        String first = browser.find("#errors li");
        assertEquals(String.valueOf(line), browser.execute("return arguments[0].dataset.line;", element(first)));
        assertTrue(browser.text(first).contains("line " + line + ", column"), browser.text(first));
        assertEquals(1, browser.findAll("#backdrop .err-line[data-line='" + line + "']").size(),
                "the line of the error is highlighted");
        assertEquals(1, browser.findAll("#gutter .bad").size());
        String marked = (String) browser.execute("return document.querySelector('#backdrop .err-span').textContent;");
        assertTrue(marked.contains("sqare"), "the construct is marked: " + marked);
        Files.write(SHOTS.resolve("editor-error.png"), browser.screenshot());

        // A valid edit starts a new game of the edited rules: a 4 × 4 board.
        browser.clear(source);
        browser.type(source, text.replace("(square 3)", "(square 4)"));
        browser.clickOn("#reload");
        WebDriver.waitUntil(WAIT, "the edited game", () -> browser.findAll("polygon.cell").size() == 16);
        assertTrue(browser.findAll("#errors li").isEmpty());
        assertTrue(browser.findAll("#edited-badge[hidden]").isEmpty(), "the page says the rules are edited");
        clickCell(15);
        assertEquals("square 4 × 4 · 16 cells", browser.text(browser.find("#board-desc")));
        // The file itself is untouched.
        assertEquals(text, Files.readString(games.resolve("tic_tac_toe.ldx")));
    }

    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private CompiledGame compile(String id) throws IOException {
        return CompiledGame.compile(LdxReader.analyze(games.resolve(id + ".ldx")));
    }
}
