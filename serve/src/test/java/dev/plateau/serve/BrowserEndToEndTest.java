package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
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
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Plays games in a real headless Chromium, driven by Selenium, against {@code plateau serve}'s
 * server: Tic-Tac-Toe (human against human with a refused click, an undo and going back through
 * the move list, then against the random player with a fixed seed), Hex to a known win with its
 * coloured edges and cell names on hover, a few moves of Connect Four and Yavalath, and the rules
 * editor with an error, including the side panel of a game that cannot start; and games whose
 * pieces move: Breakthrough by clicking a pawn then its destination (a capture included, then
 * against an agent), an Amazons turn (the queen's move, then the arrow's shot from where it
 * landed), Tablut's marked throne and corners and its lettered king, a capture chain of Fox and
 * Geese on its cross (removed cells drawn as none), a graph board with a neutral wall, and Nine
 * Men's Morris's hands, drops and the removal after a mill; and Go on the crossings of its lines,
 * with a capture, a point closed by suicide, two passes and the count. Saves a
 * screenshot of each board kind to {@code target/screenshots/} and checks that none is blank.
 *
 * <p>The browser and the driver are the machine's packages (Debian: {@code apt-get install
 * chromium chromium-driver}); both paths are given to Selenium, so that Selenium Manager never runs
 * and nothing is downloaded. Skipped, with the reason, where either is missing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserEndToEndTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final Path SHOTS = Path.of("target", "screenshots");

    private Path games;
    private Path profile;
    private GameServer server;
    private ChromeDriver browser;

    /** The points and lines of the Morris board, two men stepping along them and a neutral wall on d2. */
    private static final String GRAPH_WALLS = """
            (game "Graph walls" (players 2)
              (equipment (board (graph (points a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7)
                                       (lines (a1 d1 g1) (b2 d2 f2) (c3 d3 e3) (a4 b4 c4) (e4 f4 g4) (c5 d5 e5) (b6 d6 f6)
                                              (a7 d7 g7) (a1 a4 a7) (b2 b4 b6) (c3 c4 c5) (d1 d2 d3) (d5 d6 d7) (e3 e4 e5)
                                              (f2 f4 f6) (g1 g4 g7))))
                         (pieces (man each) (wall neutral)))
              (rules (start (place P1 man (0)) (place P2 man (23)) (place neutral wall (4)))
                     (play (repeat (P1 P2) (move (step any))))
                     (end (if (no_moves) (mover win)))))
            """;

    /** Chromium and chromedriver found on this machine. */
    private record Binaries(Path chromium, Path chromedriver) {}

    /** Looks for Chromium and chromedriver on the PATH and in Debian's places. */
    private static Optional<Binaries> findBinaries() {
        Optional<Path> chromium = which("chromium", "chromium-browser", "google-chrome");
        Optional<Path> driver = which("chromedriver");
        if (driver.isEmpty() && Files.isExecutable(Path.of("/usr/lib/chromium/chromedriver"))) {
            driver = Optional.of(Path.of("/usr/lib/chromium/chromedriver"));
        }
        if (chromium.isEmpty() || driver.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Binaries(chromium.get(), driver.get()));
    }

    private static Optional<Path> which(String... names) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String name : names) {
            for (String dir : path.split(File.pathSeparator)) {
                Path p = Path.of(dir.isEmpty() ? "." : dir, name);
                if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    @BeforeAll
    void start() throws Exception {
        Optional<Binaries> bin = findBinaries();
        if (bin.isEmpty()) {
            sayWhySkippedOnTheConsole();
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
        Files.writeString(games.resolve("fox_chain.ldx"), MovementGameJsonTest.foxChainPosition());
        Files.writeString(games.resolve("graph_walls.ldx"), GRAPH_WALLS);
        // The standard opponents and one that plays only 3 × 3 boards, which the page offers only there.
        AgentRegistry agents = AgentRegistry.standard().register(new AgentRegistry.Entry("small", "A player of 3 × 3 boards",
                (game, backend) -> new dev.plateau.agents.RandomAgent(), null,
                game -> game.topology().cellCount() == 9 ? Optional.empty()
                        : Optional.of("made for 9 cells, not " + game.topology().cellCount())));
        server = GameServer.start(new GameServer.Config("127.0.0.1", 0, games, 1000, true, agents, 200,
                Duration.ofHours(6)));
        Files.createDirectories(SHOTS);
        profile = Files.createTempDirectory("plateau-chromium-");
        // An explicit driver executable and browser binary: Selenium Manager (which could download
        // either) is never consulted.
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(bin.get().chromedriver().toFile())
                .usingAnyFreePort()
                .withLogFile(Path.of("target", "chromedriver.log").toFile())
                .build();
        ChromeOptions options = new ChromeOptions()
                .setBinary(bin.get().chromium().toFile())
                .addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=1200,900",
                        "--hide-scrollbars");
        browser = new ChromeDriver(service, options);
    }

    private static final String SKIPPED = "Chromium and chromedriver are not installed (apt-get install chromium"
            + " chromium-driver): the browser end-to-end test is skipped";

    /** Each test is skipped, with the reason, where the browser is missing; it never fails for that. */
    @BeforeEach
    void requireBrowser() {
        Assumptions.assumeTrue(browser != null, SKIPPED);
    }

    /**
     * Surefire keeps the reason of a skip in its reports only, and sends what a test prints to
     * {@code System.err} to a file ({@code redirectTestOutputToFile}); the test JVM's own error
     * stream still reaches the console of {@code mvn verify}, even with {@code -q}.
     */
    @SuppressWarnings("resource") // the JVM's error stream stays open
    private static void sayWhySkippedOnTheConsole() {
        PrintStream console = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        console.println("[WARNING] " + BrowserEndToEndTest.class.getSimpleName() + ": " + SKIPPED);
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        deleteTree(games);
        deleteTree(profile);
    }

    private static void deleteTree(Path root) {
        if (root == null) {
            return;
        }
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // A temporary folder left behind is harmless.
        }
    }

    // ------------------------------------------------------------------ helpers

    private void waitUntil(String what, BooleanSupplier condition) {
        new WebDriverWait(browser, WAIT).withMessage("waiting for " + what).until(d -> condition.getAsBoolean());
    }

    /** Opens a game's page in a fresh tab state and waits for its first board. */
    private void open(String game) {
        browser.get(server.uri().toString());
        js("sessionStorage.clear();");
        browser.get(server.uri() + "play?game=" + game);
        waitForStep(0);
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }

    private WebElement find(String css) {
        return browser.findElement(By.cssSelector(css));
    }

    private List<WebElement> findAll(String css) {
        return browser.findElements(By.cssSelector(css));
    }

    private String text(String css) {
        return find(css).getText().strip();
    }

    private long step() {
        Object v = js("const b = document.getElementById('board');"
                + " return b.dataset.busy === '1' || b.dataset.step === undefined ? -1 : Number(b.dataset.step);");
        return ((Number) v).longValue();
    }

    private void waitForStep(long step) {
        waitUntil("the board at step " + step, () -> step() == step);
    }

    private void waitForIdleStepAbove(long step) {
        waitUntil("the board after step " + step, () -> step() > step);
    }

    /** Clicks a cell and waits until the page shows the next step. */
    private void clickCell(int cell) {
        long before = step();
        find("polygon[data-cell='" + cell + "']").click();
        waitForIdleStepAbove(before);
    }

    private String result() {
        return text("#result");
    }

    private String message() {
        return text("#message");
    }

    /** Saves a screenshot of the page and checks that the board in it is drawn. */
    private void screenshot(String name) throws IOException {
        Files.write(SHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
        byte[] board = find("#board").getScreenshotAs(OutputType.BYTES);
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

    /** The moves of the game in play: each a cell number or "pass". */
    @SuppressWarnings("unchecked")
    private List<String> history() {
        return (List<String>) js("return state.moves.map(m => m.pass ? 'pass' : String(m.action));");
    }

    /** The texts of the move list's entries, "Start" first. */
    private List<String> moveList() {
        return findAll("#moves .move").stream().map(e -> e.getText().strip().replaceAll("\\s+", " ")).toList();
    }

    /** The red, green and blue of a CSS colour as the browser reports it, rgb(…) or rgba(…). */
    private static List<String> rgb(String cssColour) {
        return List.of(cssColour.replaceAll("[^0-9,.]", "").split(",")).subList(0, 3);
    }

    private String hoverOver(int cell) {
        // Off the board first: a cell redrawn under a resting pointer keeps the old hover line.
        new Actions(browser).moveToElement(find("#title")).perform();
        new Actions(browser).moveToElement(find("polygon[data-cell='" + cell + "']")).perform();
        waitUntil("the name of cell " + cell, () -> !text("#hover").isEmpty());
        return text("#hover");
    }

    // ------------------------------------------------------------------ tests

    @Test
    @Order(0)
    void theIndexListsEveryGame() throws Exception {
        browser.get(server.uri().toString());
        long files;
        try (var list = Files.list(games)) {
            files = list.filter(p -> p.toString().endsWith(".ldx")).count();
        }
        waitUntil("the list of games", () -> findAll("#games > li").size() == files);
        assertTrue(text("li[data-game='hex']").contains("hex_rectangle 11 × 11"));
        String broken = text("li[data-game='broken']");
        assertTrue(broken.contains("invalid") && broken.contains("broken.ldx:2:"), broken);
        Files.write(SHOTS.resolve("index.png"), browser.getScreenshotAs(OutputType.BYTES));

        // An invalid file opens in the editor with its error, without a board.
        find("li[data-game='broken'] a.name").click();
        waitUntil("the error of the invalid file", () -> !findAll("#errors li").isEmpty());
        assertEquals("2", find("#errors li").getAttribute("data-line"));
        assertTrue(findAll("#no-board[hidden]").isEmpty(), "the page says why there is no board");
        assertEquals(1, findAll("#editor-box[open]").size());

        browser.get(server.uri().toString());
        waitUntil("the list of games", () -> findAll("#games > li").size() == files);
        find("li[data-game='hex'] a.name").click();
        waitForStep(0);
        assertEquals("Hex", text("#title"));
    }

    @Test
    @Order(1)
    void ticTacToeBetweenTwoPeople() throws Exception {
        open("tic_tac_toe");
        assertEquals("Tic-Tac-Toe", text("#title"));
        assertEquals(9, findAll("polygon.cell.legal").size());
        assertTrue(text("#turn").contains("P1 to move"));
        assertEquals(List.of("Start"), moveList());

        clickCell(4);
        // A click on an occupied cell is refused with a message; the game goes on.
        find("polygon[data-cell='4']").click();
        waitUntil("the refusal", () -> message().contains("occupied"));
        assertEquals(1, step());
        assertEquals(1, findAll("#result[hidden]").size(), "a refused click must not end the game");
        // Undo takes P1's move back.
        find("#undo").click();
        waitForStep(0);
        assertEquals(9, findAll("polygon.cell.legal").size());

        for (int cell : new int[] {0, 3, 1, 4, 2}) {
            clickCell(cell);
        }
        waitUntil("the result", () -> !result().isEmpty());
        assertEquals("P1 wins.", result());
        assertEquals(0, findAll("polygon.cell.legal").size(), "no legal markers after the end");
        assertEquals(List.of("0", "3", "1", "4", "2"), history());
        // The move list names the cells, column letter and row number from the top-left.
        assertEquals(List.of("Start", "1. a1", "2. a2", "3. b1", "4. b2", "5. c1"), moveList());
        assertTrue(text("#last").endsWith("c1"), text("#last"));
        screenshot("square-tic_tac_toe");

        // Clicking an entry goes back to the position after that move; the later moves are gone.
        find("#moves .move[data-moves='2']").click();
        waitForStep(2);
        assertEquals(List.of("0", "3"), history());
        assertEquals(List.of("Start", "1. a1", "2. a2"), moveList());
        assertEquals(1, findAll("#result[hidden]").size(), "the game runs again");
        assertEquals(7, findAll("polygon.cell.legal").size());
        assertTrue(text("#turn").contains("P1 to move"));
        find("#moves .move[data-moves='0']").click();
        waitForStep(0);
        assertEquals(List.of("Start"), moveList());
        assertFalse(find("#undo").isEnabled(), "nothing to undo at the start");
    }

    @Test
    @Order(2)
    void ticTacToeAgainstTheRandomPlayer() throws Exception {
        open("tic_tac_toe");
        assertTrue(find("#opponent option[value='small']").isEnabled(), "the 3 × 3 player is offered for Tic-Tac-Toe");
        new Select(find("#opponent")).selectByValue("random");
        waitUntil("the random opponent", () -> "random".equals(js("return state.opponent;")));
        find("#seed").sendKeys("20240601");
        find("#new").click();
        waitUntil("the seeded game", () -> ((Number) js("return state.seed;")).longValue() == 20240601L);
        waitForStep(0);
        assertEquals(20240601L, ((Number) js("return state.seed;")).longValue());
        // The person plays P1 and always takes the lowest legal cell; the random player answers.
        while (findAll("#result[hidden]").size() == 1) {
            List<WebElement> legal = findAll("polygon.cell.legal");
            assertFalse(legal.isEmpty(), "a running game has legal cells");
            long before = step();
            legal.getFirst().click();
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
        // The move list marks the agent's moves.
        assertTrue(moveList().get(2).endsWith("(random player)"), moveList().toString());
        // The same seed gives the same game: start again and replay the person's moves.
        List<String> first = history();
        find("#new").click();
        waitForStep(0);
        for (int i = 0; i < first.size(); i += 2) {
            clickCell(Integer.parseInt(first.get(i)));
        }
        assertEquals(first, history());
    }

    @Test
    @Order(7)
    void ticTacToeAgainstUctShowingItsThinking() throws Exception {
        open("tic_tac_toe");
        new Select(find("#opponent")).selectByValue("uct-200");
        waitUntil("the UCT opponent", () -> "uct-200".equals(js("return state.opponent;")));
        waitForStep(0);
        assertTrue(findAll(".thinking-visits").isEmpty(), "no overlay before the agent has searched");
        find("#show-thinking").click();
        clickCell(4);
        waitForStep(2);
        Map<?, ?> reply = (Map<?, ?>) js("return state.lastMove;");
        assertEquals(true, reply.get("byAgent"), "the agent answered the person's move");
        int answer = ((Number) reply.get("action")).intValue();
        waitUntil("the thinking overlay", () -> !findAll(".thinking-visits").isEmpty());
        long total = 0;
        long chosen = 0;
        for (WebElement label : findAll(".thinking-visits")) {
            long visits = Long.parseLong(label.getText().strip());
            assertEquals(String.valueOf(visits), label.getAttribute("data-visits"));
            assertFalse("4".equals(label.getAttribute("data-cell")), "the person's cell is no move");
            total += visits;
            if (label.getAttribute("data-cell").equals(String.valueOf(answer))) {
                chosen = visits;
            }
        }
        assertEquals(200, total, "the overlay shows every simulation's visit");
        assertTrue(chosen > 0, "the overlay shows the move the agent played");
        assertTrue(text("#thinking").contains("200 simulations"), text("#thinking"));
        assertEquals(1, findAll(".thinking-disc.chosen").size());
        new Actions(browser)
                .moveToElement(find("polygon[data-cell='" + answer + "']")).perform();
        waitUntil("the searched move's value in the hover line", () -> text("#hover").contains("mean value"));
        screenshot("square-tic_tac_toe-uct-thinking");
        screenshot("square-tic_tac_toe-uct-thinking");
        find("#show-thinking").click();
        waitUntil("the overlay hidden", () -> findAll(".thinking-visits").isEmpty());
        assertTrue(find("#thinking").getAttribute("hidden") != null);
    }

    @Test
    @Order(3)
    void hexToAKnownWin() throws Exception {
        open("hex");
        assertEquals(121, findAll("polygon.cell.legal").size());
        // An opponent that cannot play Hex is shown, greyed out, with the reason as its tooltip.
        WebElement small = find("#opponent option[value='small']");
        assertFalse(small.isEnabled(), "the 3 × 3 player is not offered for Hex");
        assertEquals("made for 9 cells, not 121", small.getAttribute("title"));
        assertEquals("A player of 3 × 3 boards (cannot play this game)", small.getText());
        // The edges each player must join, in the player's colour: P1 top and bottom, P2 left and right.
        for (String edge : List.of("top", "bottom", "left", "right")) {
            String player = edge.equals("top") || edge.equals("bottom") ? "0" : "1";
            WebElement band = find("path.goal-edge[data-edge='" + edge + "']");
            assertEquals(player, band.getAttribute("data-player"), edge);
            String p = "P" + (Integer.parseInt(player) + 1);
            String swatch = find("#goals .swatch.p" + p.substring(1)).getCssValue("background-color");
            assertEquals(rgb(swatch), rgb(band.getCssValue("stroke")), "the " + edge + " edge has " + p + "'s colour");
        }
        assertEquals(4, findAll("path.goal-edge").size());
        assertEquals("P1 joins top and bottom · P2 joins left and right", text("#goals"));
        // Hovering a cell names it: column letter and row number, a1 at the top-left corner.
        assertEquals("a1 · legal", hoverOver(0));
        assertEquals("k11 · legal", hoverOver(120));
        assertEquals("c2 · legal", hoverOver(13));
        assertEquals("c2", find("polygon[data-cell='13'] title").getAttribute("textContent"));
        // The edges carry the same names: a letter past each slanting column, a number before each row.
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"),
                findAll("text.coordinate[data-column]").stream().map(e -> e.getText().strip()).toList());
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"),
                findAll("text.coordinate[data-row]").stream().map(e -> e.getText().strip()).toList());

        // P1 fills column 0 from top to bottom (each cell's down-right neighbour is the next);
        // P2 answers in column 10, which never joins left and right.
        for (int row = 0; row < 11; row++) {
            clickCell(row * 11);
            if (row < 10) {
                clickCell(row * 11 + 10);
            }
        }
        waitUntil("the result", () -> !result().isEmpty());
        assertEquals("P1 wins.", result());
        assertEquals(21, step());
        assertEquals("a1 · P1", hoverOver(0));
        assertEquals(22, moveList().size());
        assertEquals("21. a11", moveList().getLast());
        screenshot("hex_rectangle-hex");
    }

    @Test
    @Order(4)
    void connectFourAndYavalathBoards() throws Exception {
        open("connect_four");
        assertEquals(List.of("35", "36", "37", "38", "39", "40", "41"), legalCells());
        assertTrue(findAll("path.goal-edge").isEmpty(), "Connect Four has no goal edges");
        assertTrue(findAll("#goals[hidden]").size() == 1);
        for (int cell : new int[] {38, 31, 37, 39, 24}) {
            clickCell(cell);
        }
        screenshot("rectangle-connect_four");

        open("yavalath");
        assertEquals(61, findAll("polygon.cell.legal").size());
        for (int cell : new int[] {30, 31, 21, 39, 22}) {
            clickCell(cell);
        }
        // Cell 22 is the fifth cell of the fourth row; its down-right diagonal is the sixth (f).
        assertTrue(text("#last").contains("f4"), text("#last"));
        assertEquals("e5 · P1", hoverOver(30), "the centre of the diameter-9 hexagon");
        screenshot("hexagon-yavalath");

        // Reversi: P2 moves first, and the page shows the scores.
        open("reversi");
        assertTrue(findAll("#scores[hidden]").isEmpty(), "Reversi shows scores");
        assertEquals(List.of("19", "26", "37", "44"), legalCells());
        clickCell(19);
        assertEquals("1 4", text("#scores").replaceAll("\\s+", " "), "P1 1, P2 4");
        assertTrue(text("#turn").contains("P1 to move"));
    }

    private List<String> legalCells() {
        return findAll("polygon.cell.legal").stream().map(e -> e.getAttribute("data-cell")).toList();
    }

    @Test
    @Order(5)
    void editingTheRulesShowsErrorsAndReloads() throws Exception {
        open("tic_tac_toe");
        clickCell(4);
        find("#editor-box summary").click();
        WebElement source = find("#source");
        String text = Files.readString(games.resolve("tic_tac_toe.ldx"));
        String broken = text.replace("(square 3)", "(sqare 3)");
        source.clear();
        source.sendKeys(broken);
        find("#reload").click();
        waitUntil("the error list", () -> !findAll("#errors li").isEmpty());
        int line = lineOf(broken, "sqare");
        WebElement first = find("#errors li");
        assertEquals(String.valueOf(line), first.getAttribute("data-line"));
        assertTrue(first.getText().contains("line " + line + ", column"), first.getText());
        assertEquals(1, findAll("#backdrop .err-line[data-line='" + line + "']").size(),
                "the line of the error is highlighted");
        assertEquals(1, findAll("#gutter .bad").size());
        String marked = (String) js("return document.querySelector('#backdrop .err-span').textContent;");
        assertTrue(marked.contains("sqare"), "the construct is marked: " + marked);
        // The game of the rules before the edit goes on, and the panel says so.
        assertTrue(message().contains("the board still plays the rules it had"), message());
        assertTrue(find("#undo").isEnabled(), "the move before the edit can still be undone");
        assertEquals(1, step());
        Files.write(SHOTS.resolve("editor-error.png"), browser.getScreenshotAs(OutputType.BYTES));

        // A valid edit starts a new game of the edited rules: a 4 × 4 board.
        source.clear();
        source.sendKeys(text.replace("(square 3)", "(square 4)"));
        find("#reload").click();
        waitUntil("the edited game", () -> findAll("polygon.cell").size() == 16);
        assertTrue(findAll("#errors li").isEmpty());
        assertTrue(findAll("#edited-badge[hidden]").isEmpty(), "the page says the rules are edited");
        clickCell(15);
        assertEquals("square 4 × 4 · 16 cells", text("#board-desc"));
        assertEquals(List.of("Start", "1. d4"), moveList());
        // The file itself is untouched.
        assertEquals(text, Files.readString(games.resolve("tic_tac_toe.ldx")));
    }

    @Test
    @Order(6)
    void withoutAGameTheControlsAreDisabledAndSayWhy() throws Exception {
        browser.get(server.uri().toString());
        js("sessionStorage.clear();");
        browser.get(server.uri() + "play?game=broken");
        waitUntil("the error of the invalid file", () -> !findAll("#errors li").isEmpty());
        assertNoGame();
        // Another invalid edit leaves the page as it was: still no game, still disabled.
        WebElement source = find("#source");
        source.clear();
        source.sendKeys("(game \"Broken\" (players 2)\n  (equipment (board (square -1))))\n");
        find("#reload").click();
        waitUntil("the new error", () -> text("#errors").contains("line 2"));
        assertNoGame();
        Files.write(SHOTS.resolve("no-game.png"), browser.getScreenshotAs(OutputType.BYTES));

        // A valid text starts a game, and the controls come back.
        source.clear();
        source.sendKeys(Files.readString(games.resolve("tic_tac_toe.ldx")));
        find("#reload").click();
        waitForStep(0);
        assertTrue(find("#new").isEnabled());
        assertEquals("false", find("#options").getDomProperty("disabled"));
        assertTrue(find("#opponent").isEnabled());
        assertFalse(find("#undo").isEnabled(), "nothing to undo yet");
        assertTrue(text("#turn").contains("P1 to move"));
        assertEquals("0", text("#step"));
    }

    // ------------------------------------------------------------------ games whose pieces move

    /** Clicks a cell that changes no position (choosing or dropping a piece), and waits until the board shows it. */
    private void choose(int cell, String selected) {
        find("polygon[data-cell='" + cell + "']").click();
        waitUntil("the board with cell " + selected + " chosen", () -> selected.equals(find("#board").getDomAttribute("data-selected")));
    }

    private List<Integer> cellsOf(String css, String attribute) {
        return findAll(css).stream().map(e -> Integer.parseInt(e.getDomAttribute(attribute))).sorted().toList();
    }

    /** The cells a queen on {@code from} reaches over empty cells of the 10 × 10 board the page shows. */
    private List<Integer> queenReach(int from) {
        List<?> cells = (List<?>) js("return state.cells;");
        List<Integer> out = new java.util.ArrayList<>();
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int r = from / 10 + dr;
                int c = from % 10 + dc;
                while ((dr != 0 || dc != 0) && r >= 0 && r < 10 && c >= 0 && c < 10
                        && ((Number) cells.get(r * 10 + c)).intValue() == 0) {
                    out.add(r * 10 + c);
                    r += dr;
                    c += dc;
                }
            }
        }
        return out.stream().sorted().toList();
    }

    @Test
    @Order(8)
    void breakthroughByClickingAPawnThenWhereItGoes() throws Exception {
        open("breakthrough");
        assertEquals("move", find("#board").getDomAttribute("data-part"));
        // Only the pawns of row 7 (cells 48 … 55) can move at the start; none is chosen, so no cell is a target.
        assertEquals(List.of(48, 49, 50, 51, 52, 53, 54, 55), cellsOf("circle.movable-ring", "data-movable"));
        assertTrue(legalCells().isEmpty());
        // b7 (49) goes up to a6, b6 or c6 (40, 41, 42); a second click on it cancels.
        choose(49, "49");
        assertEquals(List.of(40, 41, 42), cellsOf("polygon.cell.legal", "data-cell"));
        assertEquals(1, findAll("circle.selected-ring[data-selected='49']").size());
        choose(49, "");
        assertTrue(legalCells().isEmpty());
        assertEquals(8, findAll("circle.movable-ring").size());
        // A click on an opponent's pawn is refused with a hint; nothing is chosen.
        choose(9, "");
        assertTrue(message().contains("Choose one of P1's pieces"), message());

        choose(49, "49");
        clickCell(41);
        assertEquals(1, step());
        assertEquals(1, findAll("circle.piece.p1[data-piece='41'][data-type='pawn']").size());
        assertTrue(findAll("[data-piece='49']").isEmpty(), "the pawn left b7");
        assertEquals(1, findAll("[data-last='41']").size());
        assertEquals(1, findAll("[data-last-from='49']").size());
        assertEquals(1, findAll("line.last-path").size());
        assertTrue(hoverOver(41).startsWith("b6 · P1 pawn"), text("#hover"));
        // P2's pawns move down; then P1 b6 → b5, P2 c2 → c3 → c4, and P1 takes it diagonally.
        for (int[] move : new int[][] {{10, 18}, {41, 33}, {18, 26}}) {
            choose(move[0], String.valueOf(move[0]));
            clickCell(move[1]);
        }
        choose(33, "33");
        assertEquals(1, findAll("circle.capture-marker[data-target='26']").size(), "c4 is a capture");
        clickCell(26);
        assertEquals(1, findAll("circle.piece.p1[data-piece='26']").size());
        assertEquals(15, findAll("circle.piece.p2").size(), "P2 lost a pawn");
        assertEquals(16, findAll("circle.piece.p1").size());
        assertEquals(6, moveList().size());
        screenshot("square-breakthrough");

        // Against an agent: it answers the person's move at once, and its move is marked.
        new Select(find("#opponent")).selectByValue("gumbel-32");
        waitUntil("the Gumbel opponent", () -> "gumbel-32".equals(js("return state.opponent;")));
        waitForStep(0);
        choose(52, "52");
        clickCell(44);
        waitForStep(2);
        Map<?, ?> reply = (Map<?, ?>) js("return state.lastMove;");
        assertEquals(true, reply.get("byAgent"));
        assertEquals("move", reply.get("part"));
        int to = ((Number) reply.get("to")).intValue();
        int from = ((Number) reply.get("from")).intValue();
        assertTrue(from < 16 && to >= 16 && to < 24, "P2's pawn stepped from row 2 to row 3: " + reply);
        assertEquals(1, findAll("[data-last='" + to + "'].last").size());
        assertEquals(1, findAll("[data-last-from='" + from + "']").size());
        assertEquals(1, findAll("circle.piece.p2[data-piece='" + to + "']").size());
        assertTrue(text("#turn").contains("P1 (you) to move"), text("#turn"));
        // Its thinking: the visits of the moves ending on each cell, the move it played drawn from its start.
        find("#show-thinking").click();
        waitUntil("the thinking overlay", () -> !findAll(".thinking-visits").isEmpty());
        long shown = findAll(".thinking-visits").stream().mapToLong(e -> Long.parseLong(e.getText().strip())).sum();
        assertEquals(32, shown, "Gumbel search with 32 simulations");
        assertEquals(1, findAll("circle.thinking-disc.chosen").size());
        assertEquals(1, findAll("line.thinking-path").size());
        assertEquals(1, findAll(".thinking-visits[data-cell='" + to + "']").size(), "the cell it moved to was tried");
        assertTrue(hoverOver(to).contains("moves here searched"), text("#hover"));
        screenshot("square-breakthrough-gumbel-thinking");
        find("#show-thinking").click();
        waitUntil("the overlay hidden", () -> findAll(".thinking-visits").isEmpty());
    }

    @Test
    @Order(9)
    void anAmazonsTurnIsAMoveThenAShot() throws Exception {
        open("amazons");
        assertEquals(List.of(60, 69, 93, 96), cellsOf("circle.movable-ring", "data-movable"));
        choose(60, "60");
        assertEquals(queenReach(60), cellsOf("polygon.cell.legal", "data-cell"));
        clickCell(40);
        // The shot: the same player, from where the queen landed; no other piece may be chosen.
        assertEquals("shot", find("#board").getDomAttribute("data-part"));
        assertEquals("40", find("#board").getDomAttribute("data-selected"));
        assertTrue(text("#turn").contains("P1 to move: now the arrow"), text("#turn"));
        assertTrue(findAll("circle.movable-ring").isEmpty());
        assertEquals(queenReach(40), cellsOf("polygon.cell.legal", "data-cell"));
        assertTrue(queenReach(40).contains(60), "the arrow may fly back to a7");
        find("polygon[data-cell='0']").click();
        waitUntil("the hint", () -> message().contains("arrow"));
        assertEquals(1, step());
        clickCell(60);
        assertEquals(1, findAll("rect.piece.neutral[data-piece='60'][data-type='arrow']").size());
        assertEquals("move", find("#board").getDomAttribute("data-part"));
        assertTrue(text("#turn").contains("P2 to move"), text("#turn"));
        // The last turn is marked whole: the queen's move and the arrow's flight.
        assertEquals(List.of(40, 60), cellsOf("circle.last", "data-last"));
        assertEquals(List.of(40, 60), cellsOf("circle.last-from", "data-last-from"));
        assertEquals("arrow", hoverOver(60).replaceFirst("^a7 · ", ""));
        assertEquals(List.of("Start", "1. a7-a5", "2. a5-a7"), moveList());
        screenshot("square-amazons");
    }

    @Test
    @Order(10)
    void tablutMarksTheThroneAndTheCornersAndDrawsTheKing() throws Exception {
        open("tablut");
        // docs/language.md, Corners and centre: on 9 × 9 the centre is 40 and the corners 0, 8, 72, 80.
        assertEquals(List.of(0, 8, 40, 72, 80), cellsOf("polygon.cell.marked", "data-cell"));
        assertEquals("center", find("polygon[data-cell='40']").getDomAttribute("data-region"));
        for (int corner : new int[] {0, 8, 72, 80}) {
            assertEquals("corners", find("polygon[data-cell='" + corner + "']").getDomAttribute("data-region"));
        }
        assertEquals(5, findAll("polygon.region-mark").size());
        assertTrue(text("#regions").contains("centre e5") && text("#regions").contains("corners a1, i1, a9, i9"),
                text("#regions"));
        // The king on the throne: P2's disc with the letter K; the soldiers carry no letter.
        assertEquals(1, findAll("circle.piece.p2.lettered[data-piece='40'][data-type='king']").size());
        assertEquals(List.of("K"), findAll("text.piece-letter").stream().map(e -> e.getText().strip()).toList());
        assertEquals("40", find("text.piece-letter").getDomAttribute("data-cell"));
        assertEquals("e5 · P2 king · centre square", hoverOver(40));
        // A soldier never stops on a corner: from d1 it goes to b1, c1 or down column d, not to a1.
        choose(3, "3");
        assertEquals(List.of(1, 2, 12, 21, 30), cellsOf("polygon.cell.legal", "data-cell"));
        screenshot("square-tablut");
    }

    @Test
    @Order(11)
    void aFoxCapturesTwiceInOneTurnOnTheCross() throws Exception {
        open("fox_chain");
        // The cross: 33 cells on the 7 × 7 grid, its 16 removed positions no cells and no wood.
        assertEquals(33, findAll("polygon.cell").size());
        assertEquals("1", find("#board").getDomAttribute("data-gaps"));
        assertTrue(findAll("rect.board-bg").isEmpty(), "no wood under the removed corners");
        assertEquals(33, findAll("rect.board-bg-cell").size());
        choose(30, "30");
        clickCell(27);
        // The fox must jump: only it is ringed, and from b4 only d4 is marked.
        assertEquals(List.of(14), cellsOf("circle.movable-ring", "data-movable"));
        choose(14, "14");
        assertEquals(List.of(16), cellsOf("polygon.cell.legal", "data-cell"));
        clickCell(16);
        // The turn goes on from d4: the fox is chosen and ringed, the status says so, both jumps are marked.
        assertEquals("chain", find("#board").getDomAttribute("data-part"));
        assertEquals("16", find("#board").getDomAttribute("data-selected"));
        assertEquals(1, findAll("circle.chain-ring[data-chain='16']").size());
        assertTrue(text("#turn").contains("P2 to move: continue the capture with the fox on d4"), text("#turn"));
        assertEquals(List.of(4, 18), cellsOf("polygon.cell.legal", "data-cell"));
        assertTrue(findAll("[data-piece='15']").isEmpty(), "the first goose is taken at once");
        assertEquals(List.of(16), cellsOf("circle.last", "data-last"));
        screenshot("square-fox-chain");
        // Another piece cannot be chosen in the middle of the chain.
        clickForHint(27, "continue the capture");
        assertEquals("16", find("#board").getDomAttribute("data-selected"));
        clickCell(18);
        assertTurn("move", "P1 to move");
        assertTrue(findAll("circle.chain-ring").isEmpty());
        assertTrue(findAll("[data-piece='17']").isEmpty(), "the second goose is taken");
        assertEquals(1, findAll("circle.piece.p1[data-piece='9']").size(), "the branch not taken keeps its goose");
        // The whole turn is marked: b4 to d4, then d4 to f4.
        assertEquals(List.of(16, 18), cellsOf("circle.last", "data-last"));
        assertEquals(List.of(14, 16), cellsOf("circle.last-from", "data-last-from"));
        assertEquals(4, moveList().size());
    }

    @Test
    @Order(12)
    void aGraphBoardIsPointsOnItsLinesAndAWallIsABlock() throws Exception {
        open("graph_walls");
        assertEquals("graph", find("#board").getDomAttribute("data-kind"));
        assertEquals(24, findAll("polygon.cell.pt").size());
        // 16 lines of three points: 32 segments between neighbours, drawn as one path under the points.
        String lines = find("path.graph-line").getDomAttribute("d");
        assertEquals(32, lines.chars().filter(c -> c == 'M').count(), lines);
        assertEquals(1, findAll("rect.piece.neutral[data-piece='4'][data-type='wall']").size());
        assertEquals("d2 · wall", hoverOver(4));
        // The man on a1 steps along its lines only: to d1 and a4, not diagonally to b2.
        choose(0, "0");
        assertEquals(List.of(1, 9), cellsOf("polygon.cell.legal", "data-cell"));
        clickCell(1);
        assertEquals(1, findAll("circle.piece.p1[data-piece='1']").size());
        screenshot("graph-walls");
    }

    /** Clicks a cell that plays nothing now and waits for the hint that says what to do instead. */
    private void clickForHint(int cell, String hint) {
        find("polygon[data-cell='" + cell + "']").click();
        waitUntil("the hint", () -> message().contains(hint));
    }

    /** Checks the part of the turn that the board is in and the status line's words. */
    private void assertTurn(String part, String turn) {
        assertEquals(part, find("#board").getDomAttribute("data-part"));
        assertTrue(text("#turn").contains(turn), text("#turn"));
    }

    /** The hands beside the board, each as its text. */
    private List<String> handTexts() {
        return findAll("#hands .hand").stream().map(e -> e.getText().strip().replaceAll("\\s+", " ")).toList();
    }

    @Test
    @Order(13)
    void morrisDropsFromTheHandUntilAMillThenRemovesAMan() throws Exception {
        // Points in the order of the board's declaration: a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 …
        open("nine_mens_morris");
        assertEquals(List.of("P1 in hand: 9", "P2 in hand: 9"), handTexts());
        assertEquals(1, findAll("#hands .hand.dropping[data-hand='0']").size(), "P1's hand is the one to drop from");
        // Every empty point takes a man from the hand: a click on one drops it.
        assertEquals(24, findAll("polygon.cell.legal").size());
        for (int cell : new int[] {0, 9, 1, 10}) {
            clickCell(cell);
        }
        assertEquals(List.of("P1 in hand: 7", "P2 in hand: 7"), handTexts());
        clickCell(2); // a1 d1 g1: P1's mill
        assertTurn("removal", "P1 to move: remove one of P2's men");
        assertEquals(List.of(9, 10), cellsOf("polygon.cell.removable", "data-cell"));
        assertEquals(List.of(9, 10), cellsOf("circle.removal-marker", "data-target"));
        assertEquals(List.of("P1 in hand: 6", "P2 in hand: 7"), handTexts());
        screenshot("graph-morris-removal");
        // An empty point does nothing now but say what to do.
        clickForHint(3, "remove one of P2's men");
        assertEquals("removal", find("#board").getDomAttribute("data-part"));
        clickCell(9);
        assertTurn("move", "P2 to move");
        assertTrue(findAll("[data-piece='9']").isEmpty(), "a4's man is removed");
        assertTrue(findAll("circle.removal-marker").isEmpty());
        // The whole turn is marked: the drop on g1 and the removal on a4.
        assertEquals(List.of(2, 9), cellsOf("circle.last", "data-last"));
        assertEquals(List.of("P1 in hand: 6", "P2 in hand: 7"), handTexts());
        assertEquals(1, findAll("#hands .hand.dropping[data-hand='1']").size());
        List<String> moves = moveList();
        assertEquals(List.of("5. man@g1", "6. xa4"), moves.subList(moves.size() - 2, moves.size()));
    }

    /** Clicks the pass button and waits until the page shows the next step. */
    private void pass() {
        long before = step();
        find("#pass").click();
        waitForIdleStepAbove(before);
    }

    /**
     * Go on 9 × 9 (cell = 9 · row + column, a1 top left): the stones stand on the crossings of the
     * grid's lines, with the five star points; P1 takes a stone in the corner (a prisoner), the
     * corner is then closed to P2 (suicide); each player walls off three columns, both pass, and
     * the page shows the territory on the board and the final score, counted by hand: area 36 for
     * P1, 36 and 7 komi for P2.
     */
    @Test
    @Order(14)
    void goIsPlayedOnTheCrossingsAndCountedAfterTwoPasses() throws Exception {
        open("go");
        assertEquals(81, findAll("polygon.cell.go").size());
        assertTrue(findAll("polygon.cell.sq").isEmpty(), "no squares on a Go board");
        String lines = find("path.grid-line").getDomAttribute("d");
        assertEquals(18, lines.chars().filter(c -> c == 'M').count(), lines);
        assertTrue(lines.contains("M1.5 0.5L1.5 8.5") && lines.contains("M0.5 0.5L8.5 0.5"), lines);
        assertEquals(List.of(20, 24, 40, 56, 60), cellsOf("circle.star-point", "data-star"));
        assertTrue(find("#pass").isDisplayed(), "a player may pass at any time in Go");
        assertTrue(findAll("[data-target]").isEmpty() && findAll("path.forbidden").isEmpty(),
                "every point is open on the empty board, and nothing marks that");

        clickCell(1);
        WebElement stone = find("circle.piece.p1[data-piece='1']");
        // b1 is the crossing of the second vertical line and the top line.
        assertEquals(List.of("1.5", "0.5"), List.of(stone.getDomAttribute("cx"), stone.getDomAttribute("cy")));
        clickCell(0);
        clickCell(9);  // a2 takes a1
        assertTrue(findAll("[data-piece='0']").isEmpty(), "the stone on a1 is taken");
        assertTrue(text("#prisoners-label").contains("Prisoners"));
        assertEquals("1 0", text("#prisoners").replaceAll("\\s+", " "));
        assertEquals(1, findAll("#scores[hidden]").size(), "the prisoners stand for the scores during the game");
        // a1 is suicide for P2 now: crossed, and a click there is refused.
        assertEquals(List.of(0), cellsOf("path.forbidden", "data-forbidden"));
        assertEquals("a1 · not open to P2 now", hoverOver(0));
        find("polygon[data-cell='0']").click();
        waitUntil("the refusal", () -> message().contains("not a legal move"));
        assertEquals(3, step());
        screenshot("go-capture");

        clickCell(5);
        clickCell(3);
        for (int row = 1; row < 9; row++) {
            clickCell(9 * row + 5);
            clickCell(9 * row + 3);
        }
        pass();
        assertEquals("pass", moveList().getLast().replaceAll("^\\d+\\. ", ""));
        assertFalse(text("#turn").contains("Game over"));
        pass();
        waitUntil("the end", () -> !text("#result").isEmpty());
        assertEquals("P2 wins.", result());
        assertFalse(find("#pass").isDisplayed(), "no pass once the game is over");
        assertEquals("Final score", text("#scores-label"));
        assertEquals("36 43", text("#scores").replaceAll("\\s+", " "));
        assertEquals("25 27", text("#territory").replaceAll("\\s+", " "));
        assertEquals("11 9", text("#stones").replaceAll("\\s+", " "));
        assertEquals("1 0", text("#prisoners").replaceAll("\\s+", " "));
        // Columns a to c (a1 included) are P1's, g to i P2's; column e touches both and is nobody's.
        List<Integer> black = cellsOf("rect.territory.p1", "data-territory");
        List<Integer> white = cellsOf("rect.territory.p2", "data-territory");
        assertEquals(25, black.size());
        assertEquals(27, white.size());
        assertTrue(black.stream().allMatch(c -> c % 9 < 3) && white.stream().allMatch(c -> c % 9 > 5), black + " " + white);
        assertTrue(black.contains(0), "the empty a1 is P1's territory");
        assertEquals("a1 · P1's territory", hoverOver(0));
        assertTrue(findAll("path.forbidden").isEmpty(), "nothing is closed once the game is over");
        screenshot("go-counted");
    }

    /** The side panel of a page without a game: every control off, every label saying so. */
    private void assertNoGame() {
        assertTrue(findAll("#board[hidden]").size() == 1, "no board");
        assertFalse(find("#undo").isEnabled(), "Undo is disabled without a game");
        assertFalse(find("#new").isEnabled(), "New game is disabled without a game");
        assertEquals("true", find("#options").getDomProperty("disabled"), "the players are disabled without a game");
        assertFalse(find("#opponent").isEnabled());
        assertFalse(find("#seed").isEnabled());
        assertEquals("No game", text("#turn"));
        assertEquals(List.of("—", "—", "—"), List.of(text("#phase"), text("#step"), text("#last")));
        assertTrue(message().contains("the rules have errors"), message());
        assertTrue(findAll("#moves li").isEmpty());
        assertEquals(1, findAll("#moves-box[hidden]").size(), "no move list without a game");
    }

    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private CompiledGame compile(String id) throws IOException {
        return CompiledGame.compile(LdxReader.analyze(games.resolve(id + ".ldx")));
    }
}
