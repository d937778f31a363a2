package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The README's Maven recipe ("Use Plateau from Java") sets what this project's {@code pom.xml}
 * sets for the same purpose: the release, and the versions of the compiler and test plugins, whose
 * defaults in Maven 3.8 (maven-compiler-plugin 3.1, which ignores {@code maven.compiler.release},
 * and Surefire 2.12.4, which finds no JUnit 5 tests) break a Java 25 project. Every plugin the
 * recipe names has this project's version of it, and this project is built with every build.
 *
 * <p>It compares text rather than building the recipe: a nested Maven build would need Plateau in
 * the local repository (which {@code mvn verify} does not put there) and Maven's default plugins,
 * which an offline machine may not have.
 */
class ReadmeMavenRecipeTest {
    private static final Pattern XML = Pattern.compile("^```xml\\n(.*?)^```$", Pattern.DOTALL | Pattern.MULTILINE);
    private static final String SECTION = "## Use Plateau from Java";
    /** The plugins that Maven 3.8 would otherwise choose for a project, in versions that break it. */
    private static final List<String> MUST_BE_PINNED = List.of("maven-compiler-plugin", "maven-surefire-plugin");

    private static final Element EXAMPLES = parse(readString(Path.of("pom.xml"))).getDocumentElement();

    @Test
    void theRecipeSetsTheReleaseAndThePluginVersionsOfTheExamples() {
        List<Element> blocks = recipeBlocks();
        Map<String, String> examplesPlugins = pluginVersions(List.of(EXAMPLES));
        Map<String, String> recipePlugins = pluginVersions(blocks);
        for (String plugin : MUST_BE_PINNED) {
            assertNotNull(recipePlugins.get(plugin), "the README's recipe does not give a version of " + plugin);
        }
        assertFalse(recipePlugins.isEmpty());
        for (Map.Entry<String, String> plugin : recipePlugins.entrySet()) {
            if (plugin.getValue() != null) {
                assertEquals(examplesPlugins.get(plugin.getKey()), plugin.getValue(), plugin.getKey());
            }
        }
        String release = firstText(List.of(EXAMPLES), "maven.compiler.release");
        assertEquals("25", release);
        assertEquals(release, firstText(blocks, "maven.compiler.release"),
                "the README's recipe does not set maven.compiler.release as examples/pom.xml does");
    }

    /** The XML blocks of the README's section on Maven, each parsed as the children of one element. */
    private static List<Element> recipeBlocks() {
        String readme = readString(Path.of("..", "README.md"));
        int start = readme.indexOf(SECTION);
        assertFalse(start < 0, "the README has no section " + SECTION);
        int end = readme.indexOf("\n## ", start + SECTION.length());
        Matcher m = XML.matcher(readme.substring(start, end < 0 ? readme.length() : end));
        List<Element> blocks = new ArrayList<>();
        while (m.find()) {
            blocks.add(parse("<block>" + m.group(1) + "</block>").getDocumentElement());
        }
        assertFalse(blocks.isEmpty(), "no XML in the README's section " + SECTION);
        return blocks;
    }

    /** Each plugin's artifact id with its version (null where it gives none), across the elements. */
    private static Map<String, String> pluginVersions(List<Element> roots) {
        Map<String, String> versions = new HashMap<>();
        for (Element root : roots) {
            NodeList plugins = root.getElementsByTagName("plugin");
            for (int i = 0; i < plugins.getLength(); i++) {
                Element plugin = (Element) plugins.item(i);
                String id = BomTest.child(plugin, "artifactId");
                String version = BomTest.child(plugin, "version");
                if (version != null || !versions.containsKey(id)) {
                    versions.put(id, version);
                }
            }
        }
        return versions;
    }

    private static String firstText(List<Element> roots, String tag) {
        for (Element root : roots) {
            NodeList found = root.getElementsByTagName(tag);
            if (found.getLength() > 0) {
                return found.item(0).getTextContent().trim();
            }
        }
        return null;
    }

    private static Document parse(String xml) {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
        } catch (Exception e) {
            throw new IllegalStateException("cannot parse " + xml, e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
