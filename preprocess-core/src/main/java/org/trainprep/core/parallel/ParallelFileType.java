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
 * published as the two text files the translation trainers read. With {@code --h5} ({@code n_vocab}
 * above 0) a part also holds the same sentences as ids ({@link TokenIds}: {@code src_ids},
 * {@code tgt_ids}, int32, every sentence BOS ... EOS) and their lengths ({@code src_len},
 * {@code tgt_len}, int32, one a pair: lengths, not offsets, so that concatenation keeps them
 * right), and the HDF5 file of those four datasets is published beside the text files.
 */
public final class ParallelFileType implements MatrixFileType {

    public static final String FORMAT = "trainprep-parallel";
    public static final String SRC = "src";
    public static final String TGT = "tgt";
    static final String SRC_LANG = "src_lang";
    static final String TGT_LANG = "tgt_lang";
    static final String MERGES = "merges";
    static final String NUM_ROWS = "num_rows";
    /** 0 for parts of text only; with ids, every id is below it. */
    static final String N_VOCAB = "n_vocab";
    public static final String SRC_IDS = "src_ids";
    public static final String TGT_IDS = "tgt_ids";
    public static final String SRC_LEN = "src_len";
    public static final String TGT_LEN = "tgt_len";
    /** In the order a part writes them. */
    static final List<String> ID_DATASETS = List.of(SRC_IDS, TGT_IDS, SRC_LEN, TGT_LEN);

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public List<String> sharedAttributes() {
        return List.of(SRC_LANG, TGT_LANG, MERGES, N_VOCAB);
    }

    @Override
    public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
        if ((type != ElementType.INT8 && (type != ElementType.INT32 || nVocab(attributes) == 0))
                || !(attributes.get(NUM_ROWS) instanceof Number)) {
            return Optional.of("not a parallel-text part: its datasets must be int8 text (and int32 ids with n_vocab)"
                    + " and it must state num_rows");
        }
        return Optional.empty();
    }

    /** The ids file ({@code --h5}); without it only named, as the text files are what is published. */
    @Override
    public String fileName(FileAttributes attributes) {
        return "train.tok.clean.bpe." + ((Number) attributes.get(MERGES)).longValue() + ".h5";
    }

    /** With ids, the HDF5 file of them beside the text files. */
    @Override
    public boolean publishesFile(FileAttributes first) {
        return nVocab(first) > 0;
    }

    /** Streamed through the merge once, digested: it is no bigger than the text files. */
    @Override
    public boolean wholeFileDigest() {
        return true;
    }

    static long nVocab(FileAttributes attributes) {
        return attributes.get(N_VOCAB) instanceof Number n ? n.longValue() : 0;
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
        if (nVocab(merged) > 0) {
            m.put(N_VOCAB, merged.get(N_VOCAB));
        }
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
        boolean ids = nVocab(first) > 0;
        if (ids) {
            b.attribute(N_VOCAB, first.get(N_VOCAB)).attribute("pad_id", (long) TokenIds.PAD)
                    .attribute("unk_id", (long) TokenIds.UNK).attribute("bos_id", (long) TokenIds.BOS)
                    .attribute("eos_id", (long) TokenIds.EOS);
        }
        // the text datasets become the training files, not datasets of the ids file
        for (String name : ids ? ID_DATASETS : List.of(SRC, TGT)) {
            HeaderFirstFile.Dataset d = datasets.stream().filter(x -> x.name().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("parallel-text parts without a dataset " + name));
            b.dataset(name, d.rows(), 1, d.type(), true);
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
        return new ParallelSettings.Bpe(merges, 1).trainFile(lang);
    }

    /** A part's attributes: what every part of one run shares, and its own pairs. */
    public static FileAttributes partAttributes(ParallelSettings s, long pairs, long nVocab) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put(NUM_ROWS, pairs);
        a.put(SRC_LANG, s.srcLang());
        a.put(TGT_LANG, s.tgtLang());
        a.put(MERGES, (long) s.bpe().merges());
        a.put(N_VOCAB, nVocab);
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
