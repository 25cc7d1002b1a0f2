package org.trainprep.core.h5;

import io.jhdf.api.Node;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The root attributes of a review trainer file and of every reducer part (docs/FORMAT.md
 * section 2). Parts carry them too, so the combiner can refuse to mix parts made with a
 * different vocabulary, width or label scheme.
 *
 * @param source    the input URIs; stored as one newline-separated string, shortened to stay
 *                  well under HDF5's 64 KiB attribute limit (the manifest keeps the full list)
 * @param createdBy project name and version
 */
public record TrainerFileAttributes(int nVocab, int seqLen, int padId, int unkId, String labelScheme,
                                    long numRows, String vocabSha256, List<String> source, String createdBy) {

    /** Keeps the {@code source} attribute far from the 64 KiB limit that breaks a whole file. */
    static final int MAX_SOURCE_ATTRIBUTE_BYTES = 16 * 1024;

    public TrainerFileAttributes {
        Objects.requireNonNull(labelScheme, "labelScheme");
        Objects.requireNonNull(vocabSha256, "vocabSha256");
        source = List.copyOf(source);
        Objects.requireNonNull(createdBy, "createdBy");
    }

    public TrainerFileAttributes withNumRows(long rows) {
        return new TrainerFileAttributes(nVocab, seqLen, padId, unkId, labelScheme, rows, vocabSha256, source, createdBy);
    }

    public TrainerFileAttributes withSource(List<String> newSource) {
        return new TrainerFileAttributes(nVocab, seqLen, padId, unkId, labelScheme, numRows, vocabSha256, newSource, createdBy);
    }

    void writeTo(java.util.function.BiConsumer<String, Object> w) {
        w.accept("n_vocab", nVocab);
        w.accept("seq_len", seqLen);
        w.accept("pad_id", padId);
        w.accept("unk_id", unkId);
        w.accept("label_scheme", labelScheme);
        w.accept("num_rows", numRows);
        w.accept("vocab_sha256", vocabSha256);
        w.accept("source", sourceAttribute(source));
        w.accept("created_by", createdBy);
    }

    /** The note that ends a list cut short; a list read back from a file keeps it as its last item. */
    private static final java.util.regex.Pattern CUT_NOTE =
            java.util.regex.Pattern.compile("\\.\\.\\. and (\\d+) more \\(the run's manifest\\.json lists them all\\)");

    /**
     * The newline-joined list, cut with a note when it would be too big for an attribute. A list read
     * back from a part already cut (its last item the note) is cut as the full list was: a combined
     * file said "... and 1 more" where its parts said "... and 204 more".
     */
    public static String sourceAttribute(List<String> uris) {
        int named = uris.size();
        long beyond = 0;
        java.util.regex.Matcher note = named == 0 ? null : CUT_NOTE.matcher(uris.get(named - 1));
        if (note != null && note.matches()) {
            named--;
            beyond = Long.parseLong(note.group(1));
        }
        StringBuilder sb = new StringBuilder();
        int bytes = 0;
        for (int i = 0; i < named; i++) {
            String next = (i == 0 ? "" : "\n") + uris.get(i);
            int more = next.getBytes(StandardCharsets.UTF_8).length;
            if (bytes + more > MAX_SOURCE_ATTRIBUTE_BYTES - 100) {
                return sb.append(cutNote(named - i + beyond)).toString();
            }
            sb.append(next);
            bytes += more;
        }
        return beyond > 0 ? sb.append(cutNote(beyond)).toString() : sb.toString();
    }

    private static String cutNote(long more) {
        return "\n... and " + more + " more (the run's manifest.json lists them all)";
    }

    /** As the shared file layer carries them. */
    public FileAttributes toFileAttributes() {
        java.util.LinkedHashMap<String, Object> m = new java.util.LinkedHashMap<>();
        writeTo(m::put);
        return FileAttributes.of(m);
    }

    /**
     * The review attributes in a generic set.
     *
     * @throws IllegalArgumentException naming the first missing or mistyped attribute
     */
    public static TrainerFileAttributes of(FileAttributes a) {
        String src = string(a.values(), "source");
        return new TrainerFileAttributes(
                (int) number(a.values(), "n_vocab"), (int) number(a.values(), "seq_len"), (int) number(a.values(), "pad_id"),
                (int) number(a.values(), "unk_id"), string(a.values(), "label_scheme"), number(a.values(), "num_rows"),
                string(a.values(), "vocab_sha256"), src.isEmpty() ? List.of() : List.of(src.split("\n")),
                string(a.values(), "created_by"));
    }

    /**
     * Reads the attributes of a trainer file or part.
     *
     * @throws IllegalArgumentException naming the first missing or mistyped attribute
     */
    public static TrainerFileAttributes read(Node root) {
        return of(FileAttributes.read(root));
    }

    private static long number(Map<String, Object> a, String name) {
        Object v = value(a, name);
        if (v instanceof Number n) {
            return n.longValue();
        }
        throw new IllegalArgumentException("attribute '" + name + "' is not a number: " + v);
    }

    private static String string(Map<String, Object> a, String name) {
        Object v = value(a, name);
        if (v instanceof String s) {
            return s;
        }
        throw new IllegalArgumentException("attribute '" + name + "' is not a string: " + v);
    }

    private static Object value(Map<String, Object> a, String name) {
        Object v = a.get(name);
        if (v == null) {
            throw new IllegalArgumentException("attribute '" + name + "' is missing");
        }
        return v;
    }
}
