package org.trainprep.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.trainprep.core.h5.TrainerFileAttributes;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code manifest.json} beside a combined file: the root attributes plus what h5py users ask
 * first (per-shard rows, dtype, what the loader will read), with the full source list that the
 * attribute may have had to shorten.
 */
public final class Manifest {

    public static final String FILE_NAME = "manifest.json";

    private Manifest() {
    }

    public static byte[] toJson(CombineResult r, String fileName) throws IOException {
        return toJson(r, fileName, Map.of());
    }

    /** @param more fields appended as given (e.g. the run's identity) */
    public static byte[] toJson(CombineResult r, String fileName, Map<String, Object> more) throws IOException {
        TrainerFileAttributes a = r.attributes();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", fileName);
        m.put("bytes", r.bytes());
        m.put("format", "trainprep-reviews");
        m.put("created_by", a.createdBy());
        m.put("n_vocab", a.nVocab());
        m.put("seq_len", a.seqLen());
        m.put("pad_id", a.padId());
        m.put("unk_id", a.unkId());
        m.put("label_scheme", a.labelScheme());
        m.put("num_rows", a.numRows());
        m.put("row_width", r.rowWidth());
        m.put("dtype", r.dtype());
        m.put("vocab_sha256", a.vocabSha256());
        List<Map<String, Object>> shards = new ArrayList<>();
        List<Long> rows = r.plan().shardRows();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("name", Integer.toString(i));
            s.put("rows", rows.get(i));
            shards.add(s);
        }
        m.put("shards", shards);
        m.put("loader_items", r.plan().loaderItems());
        m.put("rows_unread_by_loader", r.plan().rowsUnreadByLoader());
        m.put("parts", r.parts());
        m.put("source", a.source());
        m.putAll(more);
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
    }
}
