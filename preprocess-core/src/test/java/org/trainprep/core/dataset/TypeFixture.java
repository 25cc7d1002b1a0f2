package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A registered type's fixture, {@code contract/NAME/contract.json} beside its tests (see
 * {@link RegistryContract}): its inputs copied to a folder, its arguments for an output, and the
 * digests of what a run must publish.
 */
public final class TypeFixture {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String type;
    private final JsonNode json;
    private final Path in;

    private TypeFixture(String type, JsonNode json, Path in) {
        this.type = type;
        this.json = json;
        this.in = in;
    }

    /** The fixture of {@code type}, its inputs copied under {@code dir}; empty when the type has none. */
    public static java.util.Optional<TypeFixture> of(String type, Path dir) throws IOException {
        String base = base(type);
        ClassLoader loader = TypeFixture.class.getClassLoader();
        JsonNode json;
        try (InputStream s = loader.getResourceAsStream(base + "contract.json")) {
            if (s == null) {
                return java.util.Optional.empty();
            }
            json = JSON.readTree(s);
        }
        Path in = Files.createDirectories(dir.resolve(type + "-in"));
        for (JsonNode name : json.path("inputs")) {
            try (InputStream s = loader.getResourceAsStream(base + "in/" + name.asText())) {
                if (s == null) {
                    throw new IOException("the fixture names " + base + "in/" + name.asText() + ", which is missing");
                }
                Files.copy(s, in.resolve(name.asText()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return java.util.Optional.of(new TypeFixture(type, json, in));
    }

    static String base(String type) {
        return "contract/" + type + "/";
    }

    public JsonNode json() {
        return json;
    }

    /** The folder holding the inputs. */
    public Path in() {
        return in;
    }

    /** The run's arguments with {@code out} as its output. */
    public String[] args(Path out) {
        return args(json.path("args"), out);
    }

    /** The over-budget run's arguments. */
    public String[] overBudgetArgs(Path out) {
        return args(json.path("over_budget").path("args"), out);
    }

    private String[] args(JsonNode args, Path out) {
        List<String> a = new ArrayList<>();
        for (JsonNode s : args) {
            a.add(s.asText().replace("${in}", in.toString()).replace("${out}", out.toString()));
        }
        return a.toArray(new String[0]);
    }

    /** What a run in one split per file must publish: digest ({@link #digest}) by path under the output. */
    public Map<String, String> files() {
        return files(json.path("files"));
    }

    /** What a run in many small splits must publish. */
    public Map<String, String> filesInSmallSplits() {
        return files(json.has("files_in_small_splits") ? json.path("files_in_small_splits") : json.path("files"));
    }

    private static Map<String, String> files(JsonNode files) {
        Map<String, String> m = new TreeMap<>();
        files.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().asText()));
        return m;
    }

    /** The digests of {@code names} under {@code out}. */
    public static Map<String, String> digests(Path out, java.util.Set<String> names) throws IOException {
        Map<String, String> m = new TreeMap<>();
        for (String f : names) {
            m.put(f, digest(out.resolve(f)));
        }
        return m;
    }

    /**
     * SHA-256 of a file's bytes; of an HDF5 file, of what it holds (every dataset's path, shape and
     * values, every attribute but {@code source}, the input's paths, and {@code created_by}, the
     * version), as the file's bytes hold the fixture's temporary paths.
     */
    public static String digest(Path file) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        if (!file.getFileName().toString().endsWith(".h5")) {
            return HexFormat.of().formatHex(sha.digest(Files.readAllBytes(file)));
        }
        StringBuilder content = new StringBuilder();
        try (io.jhdf.HdfFile h5 = new io.jhdf.HdfFile(file)) {
            describe(h5, content);
        }
        return HexFormat.of().formatHex(sha.digest(content.toString().getBytes(StandardCharsets.UTF_8)));
    }

    private static void describe(io.jhdf.api.Node node, StringBuilder out) {
        out.append(node.getPath()).append('\n');
        new TreeMap<>(node.getAttributes()).forEach((name, a) -> {
            if (!name.equals("source") && !name.equals("created_by")) {
                out.append(' ').append(name).append('=').append(Arrays.deepToString(new Object[]{a.getData()})).append('\n');
            }
        });
        if (node instanceof io.jhdf.api.Dataset d) {
            out.append(Arrays.toString(d.getDimensions())).append(' ').append(d.getJavaType()).append(' ')
                    .append(Arrays.deepToString(new Object[]{d.getData()})).append('\n');
        } else if (node instanceof io.jhdf.api.Group g) {
            new TreeMap<>(g.getChildren()).values().forEach(child -> describe(child, out));
        }
    }

    @Override
    public String toString() {
        return base(type) + "contract.json";
    }
}
