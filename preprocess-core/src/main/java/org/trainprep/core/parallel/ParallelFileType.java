package org.trainprep.core.parallel;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.PartDatasets;
import org.trainprep.core.h5.TextOutput;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Parts of a parallel-text run: each holds a range of the kept pairs, in line order, as the bytes
 * of its BPE'd source and target lines ({@code src}, {@code tgt}: int8 vectors, every line ended by
 * a newline), so the training files are those datasets concatenated in part order. They are
 * published as the two text files the translation trainers read, never as HDF5.
 */
public final class ParallelFileType implements MatrixFileType {

    public static final String FORMAT = "trainprep-parallel";
    public static final String SRC = "src";
    public static final String TGT = "tgt";
    static final String SRC_LANG = "src_lang";
    static final String TGT_LANG = "tgt_lang";
    static final String MERGES = "merges";
    static final String NUM_ROWS = "num_rows";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public List<String> sharedAttributes() {
        return List.of(SRC_LANG, TGT_LANG, MERGES);
    }

    @Override
    public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
        if (type != ElementType.INT8 || !(attributes.get(NUM_ROWS) instanceof Number)) {
            return Optional.of("not a parallel-text part: its datasets must be int8 text and it must state num_rows");
        }
        return Optional.empty();
    }

    /** Only named: the text files are what is published. */
    @Override
    public String fileName(FileAttributes attributes) {
        return "parallel.h5";
    }

    @Override
    public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
        return first.with(NUM_ROWS, totalRows);
    }

    @Override
    public List<String> sources(FileAttributes attributes) {
        return List.of();
    }

    @Override
    public Map<String, Object> manifestFields(FileAttributes merged) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(SRC_LANG, merged.get(SRC_LANG));
        m.put(TGT_LANG, merged.get(TGT_LANG));
        m.put(MERGES, merged.get(MERGES));
        return m;
    }

    @Override
    public Merging merging() {
        return Merging.DATASETS;
    }

    @Override
    public HeaderFirstFile concatenated(List<FileAttributes> parts, List<HeaderFirstFile.Dataset> datasets) {
        long pairs = 0;
        for (FileAttributes a : parts) {
            pairs += ((Number) a.get(NUM_ROWS)).longValue();
        }
        FileAttributes first = parts.get(0);
        HeaderFirstFile.Builder b = HeaderFirstFile.builder().attribute(NUM_ROWS, pairs)
                .attribute(SRC_LANG, first.get(SRC_LANG)).attribute(TGT_LANG, first.get(TGT_LANG))
                .attribute(MERGES, first.get(MERGES));
        for (String name : List.of(SRC, TGT)) {
            HeaderFirstFile.Dataset d = datasets.stream().filter(x -> x.name().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("parallel-text parts without a dataset " + name));
            b.dataset(name, d.rows(), 1, ElementType.INT8, true);
        }
        return b.build();
    }

    /** The two training files, named by language and merges. */
    @Override
    public List<TextOutput> textOutputs(FileAttributes first) {
        int merges = ((Number) first.get(MERGES)).intValue();
        return List.of(new Text(trainFile(String.valueOf(first.get(SRC_LANG)), merges), SRC),
                new Text(trainFile(String.valueOf(first.get(TGT_LANG)), merges), TGT));
    }

    static String trainFile(String lang, int merges) {
        return "train.tok.clean.bpe." + merges + "." + lang;
    }

    /** A part's attributes: what every part of one run shares, and its own pairs. */
    public static FileAttributes partAttributes(ParallelSettings s, long pairs) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put(NUM_ROWS, pairs);
        a.put(SRC_LANG, s.srcLang());
        a.put(TGT_LANG, s.tgtLang());
        a.put(MERGES, (long) s.bpe().merges());
        return FileAttributes.of(a);
    }

    /** The bytes of one dataset of every part, in part order. */
    private record Text(String name, String dataset) implements TextOutput {
        @Override
        public void write(List<? extends PartDatasets> parts, OutputStream out) throws IOException {
            for (PartDatasets p : parts) {
                try (InputStream in = p.open(dataset)) {
                    in.transferTo(out);
                }
            }
        }
    }
}
