package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The BOM pins every published artifact at the project's version. The published artifacts are the
 * Plateau jars that the root pom manages (its test-jars, and the jars it manages in test scope, such
 * as the game library for tests, are for Plateau's own tests). Both POMs
 * declare the license whose text is the root's LICENSE.
 */
class BomTest {
    private static final Document ROOT = parse(Path.of("..", "pom.xml"));
    private static final Document BOM = parse(Path.of("..", "bom", "pom.xml"));
    private static final Document EXAMPLES = parse(Path.of("pom.xml"));

    @Test
    void listsEveryPublishedArtifact() {
        Set<String> published = managedPlateauJars(ROOT);
        assertFalse(published.isEmpty());
        assertEquals(published, managedPlateauJars(BOM));
    }

    @Test
    void hasTheProjectsVersion() {
        assertEquals(projectVersion(ROOT), projectVersion(BOM));
        NodeList versions = BOM.getElementsByTagName("dependency");
        for (int i = 0; i < versions.getLength(); i++) {
            assertEquals("${project.version}", child((Element) versions.item(i), "version"));
        }
    }

    @Test
    void theExamplesUseTheProjectsVersion() {
        Element properties = (Element) EXAMPLES.getDocumentElement().getElementsByTagName("properties").item(0);
        assertEquals(projectVersion(ROOT), child(properties, "plateau.version"));
    }

    @Test
    void theRootPomAndTheBomDeclareTheLicenseOfTheLicenseFile() throws Exception {
        String text = Files.readString(Path.of("..", "LICENSE"));
        assertTrue(text.strip().startsWith("Apache License\n                           Version 2.0, January 2004"),
                "LICENSE is not the Apache License 2.0");
        // Every module inherits the root's licenses; the BOM has no parent and must name it itself.
        for (Document pom : List.of(ROOT, BOM)) {
            Element license = (Element) pom.getDocumentElement().getElementsByTagName("license").item(0);
            assertNotNull(license, "a POM without <licenses>");
            assertEquals("Apache-2.0", child(license, "name"));
            assertEquals("https://www.apache.org/licenses/LICENSE-2.0.txt", child(license, "url"));
        }
    }

    /** The artifact ids of the dev.plateau jars in dependencyManagement. */
    private static Set<String> managedPlateauJars(Document pom) {
        Set<String> ids = new TreeSet<>();
        Element management = (Element) pom.getElementsByTagName("dependencyManagement").item(0);
        NodeList dependencies = management.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element d = (Element) dependencies.item(i);
            String type = child(d, "type");
            if ("dev.plateau".equals(child(d, "groupId")) && (type == null || type.equals("jar"))
                    && !"test".equals(child(d, "scope"))) {
                ids.add(child(d, "artifactId"));
            }
        }
        return ids;
    }

    private static String projectVersion(Document pom) {
        return child(pom.getDocumentElement(), "version");
    }

    /** The text of the direct child element with this name, or null. */
    static String child(Element parent, String name) {
        for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e.getTextContent().trim();
            }
        }
        return null;
    }

    private static Document parse(Path pom) {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + pom, e);
        }
    }
}
