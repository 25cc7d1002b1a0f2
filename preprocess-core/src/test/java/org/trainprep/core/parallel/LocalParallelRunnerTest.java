package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Fixtures;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LocalParallelRunnerTest {

    @TempDir
    Path tmp;

    private static ParallelSettings settings(String src, String tgt, ParallelSettings.Tokenize tok, int merges) {
        return new ParallelSettings(src, tgt, tok, ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(merges, 2));
    }

    /**
     * subword-nmt's oracle end to end: its corpus as both sides (tokenized, every line kept by the
     * GNMT cleaning) doubles every word count, which leaves each choice of learn_bpe.py as it was,
     * so the codes are bpe.ref and both training files corpus.bpe.ref.en.
     */
    @Test
    void theOracleCorpusAsBothSidesGivesTheReferenceCodesAndSegmentation() throws IOException {
        Path corpus = Fixtures.realDataFile("parallel/subword-nmt/corpus.en");
        Path copy = Files.copy(corpus, tmp.resolve("corpus.xx"));
        Path out = tmp.resolve("out");
        LocalParallelRunner.Outcome o = new LocalParallelRunner(settings("en", "xx", ParallelSettings.Tokenize.NONE, 1000))
                .run(corpus, copy, null, out);
        assertThat(o.pairsRead()).isEqualTo(1015);
        assertThat(o.pairsKept()).isEqualTo(1015);
        assertThat(Files.readString(out.resolve("bpe.1000"))).isEqualTo(Files.readString(corpus.resolveSibling("bpe.ref")));
        String reference = Files.readString(corpus.resolveSibling("corpus.bpe.ref.en"));
        assertThat(Files.readString(out.resolve("train.tok.clean.bpe.1000.en"))).isEqualTo(reference);
        assertThat(Files.readString(out.resolve("train.tok.clean.bpe.1000.xx"))).isEqualTo(reference);
        List<String> vocab = Files.readAllLines(out.resolve("vocab.bpe.1000"));
        assertThat(vocab).doesNotHaveDuplicates().contains("the", "ir@@");
    }

    @Test
    void theWmtSampleStaysLineAlignedWithEveryDroppedPairCountedAndSampled() throws IOException {
        Path src = Fixtures.realDataFile("parallel/wmt-sample/src-train.txt");
        Path tgt = src.resolveSibling("tgt-train.txt");
        Path out = tmp.resolve("wmt");
        LocalParallelRunner.Outcome o = new LocalParallelRunner(settings("en", "de", ParallelSettings.Tokenize.NONE, 2000))
                .run(src, tgt, new LocalParallelRunner.Dev(src.resolveSibling("src-val.txt"), src.resolveSibling("tgt-val.txt")), out);
        assertThat(o.pairsRead()).isEqualTo(10_000);
        long dropped = o.rejected().values().stream().mapToLong(Long::longValue).sum();
        assertThat(o.pairsKept() + dropped).isEqualTo(10_000);
        assertThat(o.samples()).hasSize((int) Math.min(dropped, LocalParallelRunner.SAMPLES))
                .allSatisfy(r -> assertThat(r.src() + r.tgt()).isNotEmpty());
        List<String> en = Files.readAllLines(out.resolve("train.tok.clean.bpe.2000.en"));
        List<String> de = Files.readAllLines(out.resolve("train.tok.clean.bpe.2000.de"));
        assertThat(en).hasSize((int) o.pairsKept());
        assertThat(de).hasSize((int) o.pairsKept());
        // pair identity: undoing BPE gives back the kept pairs of the input, in input order
        List<String> srcIn = Files.readAllLines(src);
        List<String> tgtIn = Files.readAllLines(tgt);
        PairCleaner cleaner = ParallelSettings.Clean.GNMT.cleaner();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < srcIn.size(); i++) {
            PairCleaner.Result r = cleaner.clean(srcIn.get(i), tgtIn.get(i));
            if (r.kept()) {
                expected.append(r.src()).append('\t').append(r.tgt()).append('\n');
            }
        }
        StringBuilder got = new StringBuilder();
        for (int i = 0; i < en.size(); i++) {
            got.append(en.get(i).replace("@@ ", "")).append('\t').append(de.get(i).replace("@@ ", "")).append('\n');
        }
        assertThat(sha256(got.toString())).isEqualTo(sha256(expected.toString()));
        assertThat(Files.readAllLines(out.resolve("dev.tok.bpe.2000.en"))).hasSize(50);
        assertThat(Files.readAllLines(out.resolve("dev.tok.bpe.2000.de"))).hasSize(50);
        assertThat(Files.readAllLines(out.resolve("bpe.2000"))).hasSize(2001).first().isEqualTo("#version: 0.2");
    }

    @Test
    void multi30kRawIsTokenizedCleanedAndSegmented() throws IOException {
        Path en = Fixtures.realDataFile("parallel/multi30k/train.en");
        Path out = tmp.resolve("m30k");
        LocalParallelRunner.Outcome o = new LocalParallelRunner(settings("en", "de",
                new ParallelSettings.Tokenize(true, true, false), 3000)).run(en, en.resolveSibling("train.de"), null, out);
        assertThat(o.pairsRead()).isEqualTo(29_000);
        List<String> bpe = Files.readAllLines(out.resolve("train.tok.clean.bpe.3000.en"));
        assertThat(bpe).hasSize((int) o.pairsKept());
        // the tokenized text comes back when the pieces are joined
        List<String> atok = Files.readAllLines(en.resolveSibling("train.en.atok"));
        assertThat(bpe.get(0).replace("@@ ", "")).isEqualTo(atok.get(0));
    }

    @Test
    void filesOfDifferentLengthsAreRefusedNamingBoth() throws IOException {
        Path a = Files.writeString(tmp.resolve("a.en"), "one\ntwo\nthree\n");
        Path b = Files.writeString(tmp.resolve("b.de"), "eins\nzwei\n");
        assertThatThrownBy(() -> new LocalParallelRunner(settings("en", "de", ParallelSettings.Tokenize.MOSES, 10))
                .run(a, b, null, tmp.resolve("x")))
                .hasMessageContaining("has 3 lines but --tgt").hasMessageContaining("has 2 lines");
    }

    @Test
    void invalidUtf8AndCleaningRejectsAreCountedByReason() throws IOException {
        Path a = tmp.resolve("a.en");
        Path b = tmp.resolve("b.de");
        Files.write(a, ("good line\n\nbad \u00ff\n" + "w ".repeat(100) + "\n").getBytes(StandardCharsets.UTF_8));
        byte[] de = "gute Zeile\nleer\nX\nlang\n".getBytes(StandardCharsets.UTF_8);
        de[de.length - 7] = (byte) 0xC3; // "X" becomes a cut two-byte sequence
        Files.write(b, de);
        LocalParallelRunner.Outcome o = new LocalParallelRunner(settings("en", "de", ParallelSettings.Tokenize.MOSES, 10))
                .run(a, b, null, tmp.resolve("r"));
        assertThat(o.rejected()).containsExactlyInAnyOrderEntriesOf(Map.of(PairRejectReason.EMPTY, 1L,
                PairRejectReason.INVALID_UTF8, 1L, PairRejectReason.TOO_LONG, 1L));
        assertThat(o.pairsKept()).isEqualTo(1);
        assertThat(o.samples()).extracting(LocalParallelRunner.Rejected::line).containsExactly(2L, 3L, 4L);
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
