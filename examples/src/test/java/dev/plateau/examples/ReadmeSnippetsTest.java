package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of the README and of the language reference compiles against
 * Plateau's artifacts. A block is its
 * own compilation unit: its leading {@code import}s stay at the top, and a block of statements (not
 * a type declaration) becomes the body of a method, so a block must import what it uses.
 */
class ReadmeSnippetsTest {
    private static final Pattern BLOCK = Pattern.compile("^```java\\n(.*?)^```$", Pattern.DOTALL | Pattern.MULTILINE);
    private static final Pattern TYPE = Pattern.compile(
            "^(?:public\\s+|final\\s+|abstract\\s+)*(?:class|record|interface|enum)\\s+(\\w+)", Pattern.MULTILINE);

    /** One block: its text and the line of its first line in its document. */
    private record Snippet(String code, int line) {}

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "docs/language.md"})
    void everyJavaBlockCompiles(String document, @TempDir Path out) throws Exception {
        List<Snippet> snippets = snippets(Files.readString(Path.of("..").resolve(document)));
        assertTrue(snippets.size() >= 2, "the Java blocks of " + document + " were not found: " + snippets.size());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertTrue(javac != null, "no system Java compiler in this JDK");
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < snippets.size(); i++) {
            errors.addAll(compile(javac, document, snippets.get(i), i, Files.createDirectory(out.resolve("snippet" + i))));
        }
        assertEquals(List.of(), errors);
    }

    private static List<Snippet> snippets(String readme) {
        List<Snippet> result = new ArrayList<>();
        Matcher m = BLOCK.matcher(readme);
        while (m.find()) {
            int line = (int) readme.substring(0, m.start(1)).chars().filter(c -> c == '\n').count() + 1;
            result.add(new Snippet(m.group(1), line));
        }
        return result;
    }

    /** Compiles one block; returns its errors as "DOCUMENT:LINE: message". */
    private static List<String> compile(JavaCompiler javac, String document, Snippet snippet, int index, Path out) {
        String[] lines = snippet.code().split("\n", -1);
        int body = 0;
        while (body < lines.length && (lines[body].startsWith("import ") || lines[body].isBlank())) {
            body++;
        }
        String imports = String.join("\n", List.of(lines).subList(0, body));
        String rest = String.join("\n", List.of(lines).subList(body, lines.length));
        Matcher type = TYPE.matcher(rest);
        String className;
        String source;
        int shift; // lines the wrapper adds before the block's statements
        if (type.find() && rest.substring(0, type.start()).isBlank()) {
            className = type.group(1);
            source = snippet.code();
            shift = 0;
        } else {
            className = "ReadmeSnippet" + index;
            source = (body > 0 ? imports + "\n" : "") + "class " + className + " { void run() throws Exception {\n"
                    + rest + "\n} }\n";
            shift = 1;
        }
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + className + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-d", out.toString(),
                "-proc:none", "--release", String.valueOf(Runtime.version().feature()));
        javac.getTask(null, null, diagnostics, options, null, List.of(file)).call();
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                long line = d.getLineNumber() <= body ? d.getLineNumber() : d.getLineNumber() - shift;
                errors.add(document + ":" + (snippet.line() + line - 1) + ": " + d.getMessage(null));
            }
        }
        return errors;
    }
}
