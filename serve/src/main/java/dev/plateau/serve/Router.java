package dev.plateau.serve;

import com.sun.net.httpserver.HttpExchange;
import dev.plateau.diagnostics.TerminalText;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Answers every request: checks its origin ({@link OriginPolicy}), serves the pages ({@link
 * StaticAssets}) and sends each {@code /api/} path to the handler registered for it, whose result
 * is answered as JSON. A refusal ({@link ApiException}) becomes its 4xx status with {@code {"error":
 * message}} and the exception's details; any other error answers 500 with a short message and is
 * logged once (the request's path escaped with {@link TerminalText}, since it is user text).
 *
 * <p>Each request runs within the request budget ({@link RequestBudget}); while the request is read
 * and while the answer is written, the read timeout of its worker ({@link WorkerPool.Watch}) is
 * armed, so that a slow client is dropped.
 */
final class Router {
    /** Answers one API request with a value to write as JSON (status 200). */
    @FunctionalInterface
    interface Handler {
        /**
         * The answer to a request.
         *
         * @throws ApiException to refuse it
         */
        Object answer(Request request) throws IOException;
    }

    private record Route(String method, Handler handler) {}

    private static final System.Logger LOG = System.getLogger(GameServer.class.getName());

    private final OriginPolicy origins;
    private final StaticAssets assets;
    private final Duration requestBudget;
    private final Map<String, Route> routes = new HashMap<>();

    Router(OriginPolicy origins, StaticAssets assets, Duration requestBudget) {
        this.origins = origins;
        this.assets = assets;
        this.requestBudget = requestBudget;
    }

    /** Registers a GET handler for an API path. */
    Router get(String path, Handler handler) {
        return add(path, new Route("GET", handler));
    }

    /** Registers a POST handler for an API path; its body must be JSON ({@link Request#body()}). */
    Router post(String path, Handler handler) {
        return add(path, new Route("POST", handler));
    }

    private Router add(String path, Route route) {
        if (!path.startsWith("/api/") || routes.putIfAbsent(path, route) != null) {
            throw new IllegalArgumentException("not a new API path: " + path);
        }
        return this;
    }

    /** Answers one exchange and closes it. */
    void handle(HttpExchange ex) {
        WorkerPool.Watch watch = WorkerPool.current();
        try (ex) {
            Answer answer;
            try {
                answer = RequestBudget.within(requestBudget, () -> route(ex, watch));
            } catch (ApiException e) {
                Map<String, Object> body = new LinkedHashMap<>();
                body.put("error", e.getMessage());
                body.putAll(e.details());
                answer = Answer.json(e.status(), body);
                if (e.status() == 405) {
                    ex.getResponseHeaders().set("Allow", (String) e.details().getOrDefault("allow", "GET"));
                }
            } catch (RuntimeException | Error e) {
                LOG.log(System.Logger.Level.ERROR, "internal error answering " + TerminalText.escape(
                        ex.getRequestMethod() + " " + ex.getRequestURI().getRawPath()), e);
                answer = Answer.json(500, Map.of("error", "internal server error (" + e.getClass().getSimpleName()
                        + "); it was logged by the server"));
            }
            if (watch != null) {
                watch.arm(); // the client has the read timeout to take the answer
            }
            answer.send(ex);
        } catch (IOException e) {
            // The browser went away, or was too slow and was dropped; nothing to tell anyone.
        }
    }

    private Answer route(HttpExchange ex, WorkerPool.Watch watch) throws IOException {
        origins.check(ex.getRequestHeaders());
        Request request = new Request(ex);
        String path = request.path();
        if (!path.startsWith("/api/")) {
            request.requireMethod("GET");
            requestRead(watch);
            return assets.answer(path);
        }
        Route route = routes.get(path);
        if (route == null) {
            throw ApiException.notFound("no API `" + path + "`");
        }
        request.requireMethod(route.method());
        if (route.method().equals("POST")) {
            request.body(); // read now, under the read timeout; the handler gets it again
        }
        requestRead(watch);
        return Answer.json(200, route.handler().answer(request));
    }

    /** Stops the read timeout once the whole request is in. */
    private static void requestRead(WorkerPool.Watch watch) throws IOException {
        if (watch != null && !watch.disarm()) {
            throw new IOException("the client was too slow to send its request");
        }
    }
}
