package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What keeps {@code plateau serve} answering whatever its users send: pools, budgets, timeouts,
 * bounded caches, per-client session caps, safe saves and no paths off loopback.
 */
class ServerHardeningTest {
    @TempDir
    Path dir;

    private GameServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private record Reply(int status, String body) {
        String error() {
            return Json.read(body) instanceof Map<?, ?> m ? (String) m.get("error") : null;
        }
    }

    private GameServer start(String host, ServeLimits limits) throws IOException {
        for (String game : List.of("tic_tac_toe", "hex", "complexity_demo")) {
            if (!Files.exists(dir.resolve(game + ".ldx"))) {
                Files.copy(TestGames.dir().resolve(game + ".ldx"), dir.resolve(game + ".ldx"));
            }
        }
        server = GameServer.start(new GameServer.Config(host, 0, dir, 1000, true, AgentRegistry.standard(), 50,
                Duration.ofHours(1), limits));
        return server;
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private URI base() {
        return URI.create("http://127.0.0.1:" + server.port() + "/");
    }

    private Reply send(HttpClient client, String method, String path, Object body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(base().resolve(path)).timeout(Duration.ofSeconds(60));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(Json.GSON.toJson(body)));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body());
    }

    private Reply get(String path) throws Exception {
        return send(http, "GET", path, null);
    }

    private Reply post(String path, Object body) throws Exception {
        return send(http, "POST", path, body);
    }

    /** A legal game that costs more than most to compile: the complexity demo on the largest square. */
    private String heavyText() throws IOException {
        return Files.readString(dir.resolve("complexity_demo.ldx")).replace("(square 10)", "(square 32)");
    }

    @Test
    void theIndexAnswersWhileHostileEditsKeepTheCompilePoolBusy() throws Exception {
        // Order, not wall time: every index request is sent while the compile pool works on hostile
        // edits and answered while they go on, however slow the machine.
        start("127.0.0.1", ServeLimits.defaults());
        assertEquals(200, get("/api/games").status()); // compiles the folder once
        String heavy = heavyText();
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger refused = new AtomicInteger();
        ExecutorService attackers = Executors.newFixedThreadPool(30);
        List<Future<?>> attacks = new ArrayList<>();
        try {
            for (int t = 0; t < 20; t++) { // 20 concurrent heavy-but-legal edits, over and over
                int salt = t;
                attacks.add(attackers.submit(() -> {
                    for (int i = 0; !done.get(); i++) {
                        String text = heavy.replace("Complexity Demo", "Demo " + salt + "-" + i);
                        int status = post("/api/new", Map.of("game", "complexity_demo", "source", text)).status();
                        assertTrue(status == 200 || status == 503, "status " + status);
                        if (status == 503) {
                            refused.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            for (int t = 0; t < 10; t++) { // and a flood of cheap requests
                attacks.add(attackers.submit(() -> {
                    for (int i = 0; !done.get(); i++) {
                        assertEquals(404, get("/api/state?session=s" + i).status());
                    }
                    return null;
                }));
            }
            for (int i = 0; i < 5; i++) {
                while (server.usage().get("compiles") == 0) { // the load is on once hostile edits compile
                    Thread.onSpinWait();
                    assertTrue(attacks.stream().noneMatch(Future::isDone), "an attacker stopped early");
                }
                Reply r = get("/api/games");
                assertEquals(200, r.status());
                assertTrue(r.body().contains("\"tic_tac_toe\""));
                assertTrue(attacks.stream().noneMatch(Future::isDone), "answered while every attacker still ran");
            }
        } finally {
            done.set(true);
            for (Future<?> f : attacks) {
                f.get(120, TimeUnit.SECONDS); // rethrows an attacker's failed assertion
            }
            attackers.shutdownNow();
        }
        assertTrue(server.usage().get("compiles") <= 2 + 4, "compiles never exceed the pool: " + server.usage());
    }

    @Test
    void aCompileOverItsBudgetAnswers503() throws Exception {
        start("127.0.0.1", ServeLimits.defaults().withCompileBudget(Duration.ofNanos(1)));
        Reply r = post("/api/new", Map.of("game", "hex", "source", heavyText()));
        assertEquals(503, r.status(), r.body());
        assertTrue(r.error().startsWith("compiling the game took longer than"), r.error());
        Reply index = get("/api/games");
        assertEquals(200, index.status(), "the index still answers, listing the games it could not compile");
    }

    @Test
    void theCompilePoolCancelsWorkOverBudget() throws Exception {
        try (CompilePool pool = new CompilePool(1, 1, Duration.ofMillis(200))) {
            CountDownLatch interrupted = new CountDownLatch(1);
            ApiException late = assertThrows(ApiException.class, () -> pool.run(() -> {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    interrupted.countDown();
                }
                return null;
            }));
            assertEquals(503, late.status());
            assertTrue(interrupted.await(10, TimeUnit.SECONDS), "the compile over budget was interrupted");
            assertEquals(3, (int) retryUntil(() -> pool.run(() -> 3), 10_000), "the pool recovers");
        }
    }

    @Test
    void aCompileThatIgnoresInterruptionKeepsItsThreadSoAbandonedWorkNeverExceedsThePool() throws Exception {
        try (CompilePool pool = new CompilePool(1, 0, Duration.ofSeconds(1))) {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            try {
                ApiException late = assertThrows(ApiException.class, () -> pool.run(() -> {
                    started.countDown();
                    awaitIgnoringInterrupts(release);
                    return null;
                }));
                assertEquals(503, late.status());
                assertEquals(0, started.getCount(), "the compile started within its budget");
                assertEquals(1, pool.busy(), "the abandoned compile still holds the pool's one thread");
                ApiException full = assertThrows(ApiException.class, () -> pool.run(() -> 2));
                assertTrue(full.getMessage().contains("busy"), full.getMessage());
            } finally {
                release.countDown();
            }
            assertEquals(3, (int) retryUntil(() -> pool.run(() -> 3), 10_000), "the pool recovers");
        }
    }

    @Test
    void theCompilePoolRefusesAtOnceBeyondItsQueue() throws Exception {
        // A long budget, so nothing here is cancelled by the clock: the pool is full only by design.
        try (CompilePool pool = new CompilePool(1, 1, Duration.ofSeconds(60))) {
            CountDownLatch release = new CountDownLatch(1);
            ExecutorService callers = Executors.newFixedThreadPool(2);
            try {
                Future<Integer> running = callers.submit(() -> pool.run(() -> {
                    awaitIgnoringInterrupts(release);
                    return 1;
                }));
                awaitBusy(pool, 1);
                Future<Integer> queued = callers.submit(() -> pool.run(() -> 2));
                awaitBusy(pool, 2);
                ApiException full = assertThrows(ApiException.class, () -> pool.run(() -> 3));
                assertEquals(503, full.status());
                assertTrue(full.getMessage().contains("busy"), full.getMessage());
                release.countDown();
                assertEquals(1, running.get(10, TimeUnit.SECONDS));
                assertEquals(2, queued.get(10, TimeUnit.SECONDS), "the queued compile ran once the thread was free");
            } finally {
                release.countDown();
                callers.shutdownNow();
            }
            assertEquals(4, (int) pool.run(() -> 4), "the pool is free again");
        }
    }

    private static void awaitIgnoringInterrupts(CountDownLatch release) {
        while (release.getCount() > 0) { // like a compile that never checks for interruption
            try {
                release.await();
            } catch (InterruptedException ignored) {
                // keep waiting
            }
        }
    }

    private static void awaitBusy(CompilePool pool, int n) throws InterruptedException {
        for (int i = 0; i < 500 && pool.busy() < n; i++) {
            Thread.sleep(10);
        }
        assertEquals(n, pool.busy());
    }

    private interface Attempt<T> {
        T get() throws Exception;
    }

    private static <T> T retryUntil(Attempt<T> attempt, long millis) throws Exception {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            try {
                return attempt.get();
            } catch (ApiException e) {
                if (System.nanoTime() > end) {
                    throw e;
                }
                Thread.sleep(20);
            }
        }
    }

    @Test
    void cachesStayBounded() throws Exception {
        start("127.0.0.1", new ServeLimits(16, 256, 2, 4, Duration.ofSeconds(10), Duration.ofSeconds(10),
                Duration.ofSeconds(20), 32, 2, 10));
        for (int i = 0; i < 100; i++) {
            assertEquals(404, get("/missing" + i + ".js").status());
        }
        assertEquals(10, server.usage().get("missingPages"));
        assertEquals(200, get("/").status(), "real pages still served");
        assertEquals(200, get("/api/games").status()); // three games, two kept
        assertEquals(2, server.usage().get("compiledGames"));

        BoundedCache<Integer, Integer> cache = new BoundedCache<>(3);
        for (int i = 0; i < 10; i++) {
            cache.put(i, i);
            cache.get(0); // used all along: never evicted
        }
        assertEquals(List.of(8, 9, 0), List.copyOf(cache.snapshot().keySet()));
    }

    @Test
    void oneClientsSessionsNeverEvictAnothers() throws Exception {
        start("127.0.0.1", ServeLimits.defaults().withSessionsPerClient(5));
        HttpClient other = HttpClient.newBuilder().localAddress(InetAddress.getByName("127.0.0.2")).build();
        Reply mine = send(other, "POST", "/api/new", Map.of("game", "tic_tac_toe"));
        assertEquals(200, mine.status(), mine.body());
        String kept = (String) ((Map<?, ?>) Json.read(mine.body())).get("session");
        List<String> flood = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Reply r = post("/api/new", Map.of("game", "tic_tac_toe"));
            assertEquals(200, r.status(), r.body());
            flood.add((String) ((Map<?, ?>) Json.read(r.body())).get("session"));
        }
        assertEquals(200, get("/api/state?session=" + kept).status(), "another client's game survives");
        assertEquals(404, get("/api/state?session=" + flood.getFirst()).status(), "the flooder loses its own oldest");
        assertEquals(200, get("/api/state?session=" + flood.getLast()).status());
        assertEquals(6, server.usage().get("sessions"));
    }

    @Test
    void aSlowClientIsDroppedAfterTheReadTimeout() throws Exception {
        start("127.0.0.1", new ServeLimits(4, 16, 1, 1, Duration.ofSeconds(10), Duration.ofSeconds(10),
                Duration.ofMillis(300), 32, 16, 16));
        List<String> halves = List.of(
                "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n", // headers never end
                "POST /api/new HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 100\r\n\r\n{\"game\":"); // body never ends
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < 6; i++) { // more slow clients than workers
                Socket s = new Socket("127.0.0.1", server.port());
                s.setSoTimeout(15_000);
                OutputStream out = s.getOutputStream();
                out.write(halves.get(i % 2).getBytes(StandardCharsets.US_ASCII));
                out.flush();
                sockets.add(s);
            }
            for (Socket s : sockets) {
                InputStream in = s.getInputStream();
                try {
                    byte[] rest = in.readAllBytes();
                    assertEquals(0, rest.length, "closed without an answer: " + new String(rest, StandardCharsets.UTF_8));
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("a slow client was not dropped", e);
                } catch (IOException e) {
                    // Reset by the server: dropped too.
                }
            }
        } finally {
            for (Socket s : sockets) {
                s.close();
            }
        }
        assertEquals(200, get("/api/games").status(), "the workers are free again");
    }

    @Test
    void savesAtomicallyAndNeverThroughLinksOutOfTheFolder() throws Exception {
        start("127.0.0.1", ServeLimits.defaults());
        String text = Files.readString(dir.resolve("tic_tac_toe.ldx"));
        Path outside = Files.createTempDirectory("plateau-outside").resolve("victim.ldx");
        Files.writeString(outside, text);
        Files.createSymbolicLink(dir.resolve("escape.ldx"), outside);
        Files.createSymbolicLink(dir.resolve("alias.ldx"), dir.resolve("hex.ldx"));
        String edited = text.replace("(square 3)", "(square 4)");
        Reply escape = post("/api/save", Map.of("game", "escape", "text", edited));
        assertTrue(escape.status() >= 400 && escape.status() < 500, escape.body());
        assertEquals(text, Files.readString(outside), "the file outside the folder is untouched");
        Reply alias = post("/api/save", Map.of("game", "alias", "text", edited));
        assertEquals(409, alias.status(), alias.body());
        assertTrue(alias.error().contains("symbolic link"), alias.error());
        assertTrue(Files.isSymbolicLink(dir.resolve("alias.ldx")));

        // Readers never see half a text while saves replace the file.
        String other = edited.replace("Tic-Tac-Toe", "Tic-Tac-Toe Again");
        assertNotEquals(edited, other);
        AtomicBoolean saving = new AtomicBoolean(true);
        ExecutorService reader = Executors.newSingleThreadExecutor();
        Future<Integer> reads = reader.submit(() -> {
            int n = 0;
            while (saving.get() && n < 1_000_000) {
                String seen = Files.readString(dir.resolve("tic_tac_toe.ldx"));
                assertTrue(seen.equals(text) || seen.equals(edited) || seen.equals(other), "a torn read: " + seen);
                n++;
            }
            return n;
        });
        try {
            for (int i = 0; i < 30; i++) {
                Reply r = post("/api/save", Map.of("game", "tic_tac_toe", "text", i % 2 == 0 ? edited : other));
                assertEquals(200, r.status(), r.body());
            }
        } finally {
            saving.set(false);
        }
        assertTrue(reads.get(60, TimeUnit.SECONDS) > 0);
        reader.shutdownNow();
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList(),
                    "no temporary file left");
        }
    }

    @Test
    void answersHoldNoAbsolutePathOffLoopback() throws Exception {
        start("0.0.0.0", ServeLimits.defaults());
        List<String> bodies = new ArrayList<>();
        bodies.add(get("/api/games").body());
        bodies.add(get("/api/source?game=hex").body());
        bodies.add(post("/api/new", Map.of("game", "nothing")).body());
        bodies.add(post("/api/new", Map.of("game", "hex", "source", "(game \"x\" (players 2)")).body());
        String text = Files.readString(dir.resolve("tic_tac_toe.ldx"));
        Reply saved = post("/api/save", Map.of("game", "tic_tac_toe", "text", text));
        assertEquals(200, saved.status(), saved.body());
        bodies.add(saved.body());
        String absolute = dir.toAbsolutePath().toString();
        String real = dir.toRealPath().toString();
        for (String body : bodies) {
            assertFalse(body.contains(absolute) || body.contains(real), "a path in " + body);
        }
        assertTrue(bodies.getFirst().contains("\"dir\":\"the games folder\""), bodies.getFirst());
    }
}
