package org.trainprep.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.trainprep.core.h5.MatrixFileType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code manifest.json} beside a merged file: what its dataset type says of its attributes
 * ({@link MatrixFileType#manifestFields}) plus what h5py users ask first (per-shard rows, dtype,
 * what the loader will read), with the full source list that the attribute may have had to shorten.
 */
public final class Manifest {

    public static final String FILE_NAME = "manifest.json";

    private Manifest() {
    }

    public static byte[] toJson(MatrixFileType type, CombineResult r, String fileName) throws IOException {
        return toJson(type, r, fileName, Map.of());
    }

    /** @param more fields appended as given (e.g. the run's identity) */
    public static byte[] toJson(MatrixFileType type, CombineResult r, String fileName, Map<String, Object> more)
            throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", fileName);
        m.put("bytes", r.bytes());
        m.put("format", type.format());
        m.putAll(type.manifestFields(r.attributes()));
        m.put("num_rows", r.numRows());
        m.put("row_width", r.rowWidth());
        m.put("dtype", r.dtype());
        List<Map<String, Object>> shards = new ArrayList<>();
        List<Long> rows = r.plan().shardRows();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("name", Integer.toString(i));
            s.put("rows", rows.get(i));
            shards.add(s);
        }
        m.put("shards", shards);
        r.checksums().ifPresent(c -> m.put("checksums", c.toManifest()));
        m.put("loader_items", r.plan().loaderItems());
        m.put("rows_unread_by_loader", r.plan().rowsUnreadByLoader());
        m.put("parts", r.parts());
        m.put("source", type.sources(r.attributes()));
        m.putAll(more);
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
    }

    /**
     * The manifest of a dataset-by-dataset merge: the first file (with its SHA-256 when digested),
     * the type's fields, rows and parts, every file when there are several (text outputs), then
     * {@code more}.
     */
    public static byte[] toJson(MatrixFileType type, DatasetsResult r, Map<String, Object> more) throws IOException {
        CombineTarget.Written first = r.files().get(0);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", first.name());
        m.put("bytes", first.bytes());
        if (first.sha256() != null) {
            m.put("sha256", first.sha256());
        }
        m.put("format", type.format());
        m.putAll(type.manifestFields(r.attributes()));
        m.put("num_rows", r.numRows());
        m.put("parts", r.parts());
        if (r.text()) {
            Map<String, Object> files = new LinkedHashMap<>();
            for (CombineTarget.Written f : r.files()) {
                Map<String, Object> each = new LinkedHashMap<>();
                each.put("bytes", f.bytes());
                each.put("sha256", f.sha256());
                files.put(f.name(), each);
            }
            m.put("files", files);
        }
        m.putAll(more);
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
    }
}
