package org.trainprep.core.parallel;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.stats.HandOff;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a parallel run made, from any engine: the codes, the BPE vocabulary and the BPE'd
 * development files (side files), and the counts the summary and report show.
 *
 * @param words     distinct words BPE was learned from
 * @param srcTokens tokens of the source training file
 * @param tgtTokens tokens of the target training file
 * @param devFiles  the development files by name, or empty
 */
public record ParallelOutcome(String engine, ParallelOptions options, BpeCodes codes, BpeVocabulary vocabulary,
                              long words, long srcTokens, long tgtTokens, Map<String, byte[]> devFiles)
        implements Outcome {

    @Override
    public Map<String, byte[]> sideFiles() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        ParallelSettings s = options.settings();
        if (s.bpe().learns()) {
            files.put(s.codesFile(), codes.text().getBytes(StandardCharsets.UTF_8));
            files.put(s.vocabFile(), vocabulary.text().getBytes(StandardCharsets.UTF_8));
        }
        files.putAll(devFiles);
        return files;
    }

    @Override
    public Map<String, Object> manifestFields() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (options.settings().bpe().learns()) {
            m.put("codes", options.settings().codesFile());
            m.put("vocabulary", options.settings().vocabFile());
        }
        m.put("dev", java.util.List.copyOf(devFiles.keySet()));
        m.put(ParallelSideFiles.MANIFEST_KEY, ParallelSideFiles.manifest(sideFiles()));
        if (options.h5()) {
            m.put("ids", options.settings().idsFile());
        }
        return m;
    }

    @Override
    public void summary(ObjectNode root, Tally tally, long rowsWritten) {
        ((ObjectNode) root.get("run")).put("engine", engine);
        ObjectNode s = root.putObject("summary");
        s.put("lines_read", tally.linesRead());
        s.put("valid", tally.valid());
        s.put("invalid", tally.invalid());
        s.put("blank", tally.blank());
        s.put("filtered", tally.valid() - tally.rows());
        s.put("rows_written", rowsWritten);
        ObjectNode byReason = root.putObject("rejects").putObject("by_reason");
        for (PairRejectReason r : PairRejectReason.values()) {
            byReason.put(r.key(), tally.counts().getOrDefault(r.name(), 0L));
        }
    }

    @Override
    public void stats(ObjectNode root, Tally tally) {
        ParallelSettings s = options.settings();
        ObjectNode p = root.putObject("parallel");
        p.put("src_lang", s.srcLang());
        p.put("tgt_lang", s.tgtLang());
        p.put("tokenize", !s.tokenize().enabled() ? "no (--tokenized)"
                : "Moses rules" + (s.tokenize().aggressive() ? ", aggressive hyphens" : "")
                + (s.tokenize().escape() ? ", XML-escaped" : ", not escaped"));
        p.put("min_len", s.clean().minLen());
        p.put("max_len", s.clean().maxLen());
        p.put("ratio", s.clean().ratio());
        p.put("latin1", s.clean().latin1());
        p.put("words", words);
        p.put("merges_asked", s.bpe().merges());
        p.put("merges_learned", codes.size());
        p.put("min_frequency", s.bpe().minFrequency());
        p.put("bpe_vocabulary", vocabulary.size());
        p.put("src_tokens", srcTokens);
        p.put("tgt_tokens", tgtTokens);
    }

    @Override
    public HandOff handOff(String fileUri, long rows, long loaderRows) {
        String dir = fileUri.substring(0, fileUri.lastIndexOf('/') + 1);
        return new HandOff(dir, !options.settings().bpe().learns()
                ? String.format(java.util.Locale.ROOT, "%,d pairs, tokenized and cleaned, no BPE (--merges 0)", rows)
                : String.format(java.util.Locale.ROOT,
                "%,d pairs, %,d BPE tokens in %s (the GNMT loader adds PAD 0, UNK 1, BOS 2, EOS 3)", rows,
                vocabulary.size(), options.settings().vocabFile()),
                "GNMT (MLPerf, PipeDream): --dataset-dir " + HandOff.local(dir));
    }
}
