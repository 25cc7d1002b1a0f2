package org.trainprep.core.h5;

import io.jhdf.api.Attribute;
import io.jhdf.api.Node;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The root attributes of a matrix file as an ordered, typed set (Integer, Long, Double, String
 * or String[] values, as {@link TrainerFileWriter} writes them): what the shared file layer
 * (parts, merge, manifest) carries for any dataset type without knowing its names. A dataset
 * type ({@link MatrixFileType}) gives them meaning.
 */
public final class FileAttributes {

    /** jhdf's own stamp on files it writes; not ours. */
    private static final String JHDF_STAMP = "_jHDF";

    private final Map<String, Object> values;

    private FileAttributes(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    public static FileAttributes of(Map<String, Object> values) {
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            TrainerFileWriter.checkAttribute(k, v);
            copy.put(k, v);
        });
        return new FileAttributes(copy);
    }

    /** Every attribute of {@code node}, in the file's order. */
    public static FileAttributes read(Node node) {
        LinkedHashMap<String, Object> m = new LinkedHashMap<>();
        for (Map.Entry<String, Attribute> e : node.getAttributes().entrySet()) {
            if (!e.getKey().equals(JHDF_STAMP)) {
                m.put(e.getKey(), e.getValue().getData());
            }
        }
        return new FileAttributes(m);
    }

    public Map<String, Object> values() {
        return values;
    }

    /** The value, or null when absent. */
    public Object get(String name) {
        return values.get(name);
    }

    /** A copy with {@code name} set (added last when new). */
    public FileAttributes with(String name, Object value) {
        TrainerFileWriter.checkAttribute(name, value);
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(name, value);
        return new FileAttributes(copy);
    }

    public void writeTo(BiConsumer<String, Object> w) {
        values.forEach(w);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FileAttributes a && values.equals(a.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
