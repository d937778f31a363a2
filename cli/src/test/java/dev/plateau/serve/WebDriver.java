package dev.plateau.serve;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * A minimal client of the W3C WebDriver protocol over {@link HttpClient}: it starts the system's
 * {@code chromedriver}, opens one headless Chromium with a fresh profile, and offers the handful
 * of commands the end-to-end test needs. Nothing is downloaded: the browser and the driver are the
 * machine's packages (Debian's {@code chromium} and {@code chromium-driver}).
 */
final class WebDriver implements AutoCloseable {
    /** The key under which WebDriver returns an element reference. */
    private static final String ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

    private final Process driver;
    private final Path profile;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String session;

    /** Chromium and chromedriver found on this machine, or why not. */
    record Binaries(Path chromium, Path chromedriver) {}

    /** Looks for Chromium and chromedriver on the PATH and in Debian's places. */
    static Optional<Binaries> find() {
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

    /** Starts chromedriver and a headless Chromium window of the given size. */
    WebDriver(Binaries bin, int width, int height, Path log) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        profile = Files.createTempDirectory("plateau-chromium-");
        driver = new ProcessBuilder(bin.chromedriver().toString(), "--port=" + port)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        base = "http://127.0.0.1:" + port;
        try {
            waitUntil(Duration.ofSeconds(20), "chromedriver to start", () -> {
                try {
                    Object status = call("GET", "/status", null);
                    return status instanceof Map<?, ?> m && Boolean.TRUE.equals(m.get("ready"));
                } catch (IOException | RuntimeException e) {
                    return false;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return true;
                }
            });
            List<String> args = List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--disable-dev-shm-usage", "--user-data-dir=" + profile,
                    "--window-size=" + width + "," + height, "--hide-scrollbars");
            Map<String, Object> chrome = new LinkedHashMap<>();
            chrome.put("binary", bin.chromium().toString());
            chrome.put("args", args);
            Map<String, Object> caps = Map.of("capabilities", Map.of("alwaysMatch",
                    Map.of("browserName", "chrome", "goog:chromeOptions", chrome)));
            Map<?, ?> created = (Map<?, ?>) call("POST", "/session", caps);
            session = (String) created.get("sessionId");
        } catch (IOException | RuntimeException | InterruptedException e) {
            driver.destroyForcibly();
            deleteProfile();
            throw e;
        }
    }

    /** Sends a command and returns its {@code value}, or throws with WebDriver's error. */
    private Object call(String method, String path, Object body) throws IOException, InterruptedException {
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (body == null) {
            req.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            req.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(Json.GSON.toJson(body)));
        }
        HttpResponse<String> res = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
        Object parsed = Json.read(res.body());
        Object value = parsed instanceof Map<?, ?> m ? m.get("value") : null;
        if (res.statusCode() != 200) {
            String error = value instanceof Map<?, ?> v ? v.get("error") + ": " + v.get("message") : res.body();
            throw new IllegalStateException("WebDriver " + method + " " + path + " failed: " + error);
        }
        return value;
    }

    private Object command(String method, String path, Object body) {
        try {
            return call(method, "/session/" + session + path, body);
        } catch (IOException e) {
            throw new IllegalStateException("WebDriver " + path + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Opens a page and waits until it has loaded. */
    void navigate(String url) {
        command("POST", "/url", Map.of("url", url));
    }

    /** The first element matching a CSS selector. */
    String find(String css) {
        Map<?, ?> v = (Map<?, ?>) command("POST", "/element", Map.of("using", "css selector", "value", css));
        return (String) v.get(ELEMENT);
    }

    /** Every element matching a CSS selector. */
    List<String> findAll(String css) {
        List<?> v = (List<?>) command("POST", "/elements", Map.of("using", "css selector", "value", css));
        List<String> out = new ArrayList<>();
        for (Object o : v) {
            out.add((String) ((Map<?, ?>) o).get(ELEMENT));
        }
        return out;
    }

    /** Clicks an element the way a user would (the driver checks that it is visible and not covered). */
    void click(String element) {
        command("POST", "/element/" + element + "/click", Map.of());
    }

    /** Clicks the first element matching a CSS selector. */
    void clickOn(String css) {
        click(find(css));
    }

    /** Types text into an element. */
    void type(String element, String text) {
        command("POST", "/element/" + element + "/value", Map.of("text", text));
    }

    /** Empties an input or a textarea. */
    void clear(String element) {
        command("POST", "/element/" + element + "/clear", Map.of());
    }

    /** The visible text of an element. */
    String text(String element) {
        return (String) command("GET", "/element/" + element + "/text", null);
    }

    /** Runs JavaScript in the page (as a function body) and returns its result. */
    Object execute(String script, Object... args) {
        return command("POST", "/execute/sync", Map.of("script", script, "args", List.of(args)));
    }

    /** A PNG of the viewport. */
    byte[] screenshot() {
        return Base64.getDecoder().decode((String) command("GET", "/screenshot", null));
    }

    /** A PNG of one element. */
    byte[] screenshot(String element) {
        return Base64.getDecoder().decode((String) command("GET", "/element/" + element + "/screenshot", null));
    }

    /** Polls a condition every 20 ms until it holds, or fails after the timeout. */
    static void waitUntil(Duration timeout, String what, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out after " + timeout.toMillis() + " ms waiting for " + what);
            }
            Thread.sleep(20);
        }
    }

    @Override
    public void close() {
        try {
            if (session != null) {
                command("DELETE", "", null);
            }
        } catch (RuntimeException e) {
            // The browser may already be gone; the driver is stopped below either way.
        } finally {
            driver.destroy();
            try {
                if (!driver.waitFor(5, TimeUnit.SECONDS)) {
                    driver.destroyForcibly();
                }
            } catch (InterruptedException e) {
                driver.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            deleteProfile();
        }
    }

    private void deleteProfile() {
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A temporary folder left behind is harmless.
        }
    }
}
