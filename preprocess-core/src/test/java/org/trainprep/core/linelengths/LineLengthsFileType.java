package org.trainprep.core.linelengths;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.MatrixFileType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The test type's parts and merged file: two int32 columns, a {@code max_length} every part shares. */
final class LineLengthsFileType implements MatrixFileType {

    static final String FORMAT = "trainprep-line-lengths";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public List<String> sharedAttributes() {
        return List.of("line_lengths_max");
    }

    @Override
    public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
        return columns == 2 ? Optional.empty() : Optional.of("rows are " + columns + " wide, not 2");
    }

    @Override
    public String fileName(FileAttributes attributes) {
        return "line_lengths.h5";
    }

    @Override
    public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line_lengths_max", first.get("line_lengths_max"));
        m.put("num_rows", totalRows);
        m.put("source", String.join("\n", sources));
        return FileAttributes.of(m);
    }

    @Override
    public List<String> sources(FileAttributes attributes) {
        Object s = attributes.get("source");
        return s == null ? List.of() : List.of(s.toString().split("\n"));
    }

    @Override
    public Map<String, Object> manifestFields(FileAttributes merged) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line_lengths_max", merged.get("line_lengths_max"));
        m.put("num_rows", merged.get("num_rows"));
        return m;
    }
}
