package org.trainprep.testdata;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Bundled fixtures (under {@code testdata/samples/}, on the classpath as {@code /testdata/...})
 * and the third-party samples in a folder of third-party samples ({@code TRAINPREP_REALDATA}, or {@code ../shared/realdata} beside the checkout in CI).
 */
public final class Fixtures {

    /** Hand-written reviews covering every cleaning rule; expected rows are in the golden tests. */
    public static final String GOLDEN_REVIEWS = "reviews/golden-reviews.json";
    /** One line of every invalid kind in docs/FORMAT.md, plus array-dump and blank lines. */
    public static final String INVALID_KINDS = "reviews/invalid-kinds.json";
    /** 2,000 generated reviews (seed 42), the README's demo input. */
    public static final String SAMPLE_REVIEWS = "reviews/sample-reviews.json";
    /** 300 reviews of the sample in today's (Amazon 2014/2018) shape, with {@code summary}. */
    public static final String FIELDS_TODAY_SHAPE = "reviews/fields-today-shape.json";
    /** The same 300 reviews as Amazon Reviews 2023 writes them: {@code text}, {@code rating} (5.0). */
    public static final String AMAZON_2023_SHAPE = "reviews/amazon2023-sample.jsonl";
    /** The same 300 reviews as the Yelp dataset writes them: {@code text}, {@code stars} (5). */
    public static final String YELP_SHAPE = "reviews/yelp-sample.json";
    /** Hand-written CaPUMS5full lines: both header styles, NA values, one row of every invalid kind. */
    public static final String CAPUMS_FIXTURE = "census/capums-fixture.csv";
    /** Schema of the real-data FultonPUMS5full.csv (age bands, education categories). */
    public static final String FULTON_SCHEMA = "census/fulton-pums5.schema.json";
    /** The same schema in YAML. */
    public static final String FULTON_SCHEMA_YAML = "census/fulton-pums5.schema.yaml";
    /** CaPUMS5full (the built-in default) as a YAML schema file. */
    public static final String CAPUMS_SCHEMA_YAML = "census/capums5full.schema.yaml";

    private Fixtures() {
    }

    /** Copies a bundled fixture into {@code dir} (tests need real files for Hadoop) and returns it. */
    public static Path copy(String name, Path dir) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/testdata/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no bundled fixture " + name);
            }
            Path target = dir.resolve(name.substring(name.lastIndexOf('/') + 1));
            Files.createDirectories(dir);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The shared real-data folder ({@code ../shared/realdata} beside the checkout), if present.
     * Found from {@code TRAINPREP_REALDATA}, else relative to {@code TRAINPREP_REPO_ROOT} (set by
     * the build) or the working directory.
     */
    public static Optional<Path> realData() {
        String explicit = System.getenv("TRAINPREP_REALDATA");
        if (explicit != null && !explicit.isBlank()) {
            return Optional.of(Path.of(explicit)).filter(Files::isDirectory);
        }
        String root = System.getenv("TRAINPREP_REPO_ROOT");
        Path start = Path.of(root != null && !root.isBlank() ? root : "").toAbsolutePath();
        for (Path p = start; p != null; p = p.getParent()) {
            Path candidate = p.resolve("../shared/realdata").normalize();
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** A real-data file, or a JUnit assumption failure saying why the test is skipped. */
    public static Path realDataFile(String name) {
        Optional<Path> dir = realData();
        org.junit.jupiter.api.Assumptions.assumeTrue(dir.isPresent(),
                "../shared/realdata not found (set TRAINPREP_REALDATA): skipping real-data test");
        Path file = dir.get().resolve(name);
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(file),
                file + " not found: skipping real-data test");
        return file;
    }
}
