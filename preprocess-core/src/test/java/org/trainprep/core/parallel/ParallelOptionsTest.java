package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;
import org.trainprep.core.cli.UsageException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ParallelOptionsTest {

    private static ParallelOptions parse(String... args) throws UsageException {
        return ParallelOptions.parse(args);
    }

    @Test
    void languagesComeFromTheFileNamesAndTheDefaultsAreTheGnmtPipelines() throws UsageException {
        ParallelOptions o = parse("--src", "data/train.en.gz", "--tgt", "data/train.de", "--output", "out");
        assertThat(o.settings().srcLang()).isEqualTo("en");
        assertThat(o.settings().tgtLang()).isEqualTo("de");
        assertThat(o.settings().tokenize()).isEqualTo(ParallelSettings.Tokenize.MOSES);
        assertThat(o.settings().clean()).isEqualTo(ParallelSettings.Clean.GNMT);
        assertThat(o.settings().bpe()).isEqualTo(ParallelSettings.Bpe.GNMT);
        assertThat(o.outputNames()).contains("train.tok.clean.bpe.32000.en", "bpe.32000", "vocab.bpe.32000");
        assertThat(o.inputOption("data/train.de")).isEqualTo("--tgt");
        assertThat(o.inputOption("data/train.en.gz")).isEqualTo("--src");
        ParallelOptions compressed = parse("--src", "x.en.bz2", "--tgt", "x.de.zst", "--output", "out");
        assertThat(compressed.settings().srcLang()).isEqualTo("en");
        assertThat(compressed.settings().tgtLang()).isEqualTo("de");
    }

    @Test
    void badArgumentsAreOneLineNamingTheFix() {
        assertThatThrownBy(() -> parse("--src", "a.txt", "--tgt", "b.txt", "--output", "o"))
                .hasMessage("parallel: cannot tell the language of a.txt from its name: pass --src-lang (e.g. en)");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.en", "--output", "o"))
                .hasMessageContaining("must differ");
        assertThatThrownBy(() -> parse("--src", "a.txt", "--tgt", "a.txt", "--src-lang", "en", "--tgt-lang", "de",
                "--output", "o")).hasMessage("parallel: --src and --tgt are both a.txt: the two sides of a corpus are two"
                + " files, line n of one the translation of line n of the other");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--tokenized", "--aggressive"))
                .hasMessageContaining("pass one or the other");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--dev", "x.en"))
                .hasMessageContaining("--dev takes two files");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--min-len", "5", "--max-len", "3"))
                .hasMessageContaining("--min-len and --max-len");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--ratio", "x"))
                .hasMessageContaining("--ratio");
        // every pair would go: one side always has more than half the other's tokens, or the other more than half its
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--ratio", "0.5"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--ratio must be at least 1");
    }

    @Test
    void aFolderIsTheOtherWayToGiveTheCorpusAndNeedsItsLanguages() throws UsageException {
        ParallelOptions o = parse("--input", "s3://b/wmt16/", "--src-lang", "en", "--tgt-lang", "de", "--output", "o");
        assertThat(o.folder()).isTrue();
        assertThat(o.inputs()).containsExactly("s3://b/wmt16/");
        assertThat(o.inputOption("s3://b/wmt16/")).isEqualTo("--input");
        assertThatThrownBy(() -> parse("--input", "d/", "--output", "o"))
                .hasMessageContaining("is a folder: pass --src-lang and --tgt-lang");
        assertThatThrownBy(() -> parse("--input", "d/", "--src", "a.en", "--src-lang", "en", "--tgt-lang", "de",
                "--output", "o")).hasMessageContaining("--src FILE --tgt FILE, or as --input FOLDER");
        assertThatThrownBy(() -> parse("--src", "a.en", "--output", "o")).hasMessageContaining("or as --input FOLDER");
    }

    @Test
    void devFilesAreNamedAsOnePairAfterTheirInputs() {
        ParallelSettings s = new ParallelSettings("en", "de", ParallelSettings.Tokenize.MOSES, ParallelSettings.Clean.GNMT,
                ParallelSettings.Bpe.GNMT);
        assertThat(s.devFile("s3://b/newstest2014.en", "/d/newstest2014.de.gz", "en")).isEqualTo("newstest2014.tok.bpe.32000.en");
        assertThat(s.devFile("s3://b/newstest2014.en", "/d/newstest2014.de.gz", "de")).isEqualTo("newstest2014.tok.bpe.32000.de");
        // both sides are named by one stem, so they pair up for the loader
        assertThat(s.devFile("src-val.txt", "tgt-val.txt", "en")).isEqualTo("dev.tok.bpe.32000.en");
        assertThat(s.devFile("src-val.txt", "tgt-val.txt", "de")).isEqualTo("dev.tok.bpe.32000.de");
        assertThat(s.devFile("newstest2014-deen-src.en.sgm.txt", "newstest2014-deen-ref.de", "de"))
                .isEqualTo("newstest2014-deen.tok.bpe.32000.de");
        assertThat(s.devFile("a1.en", "a2.de", "en")).isEqualTo("dev.tok.bpe.32000.en");
    }

    @Test
    void aLanguageWithoutNonBreakingPrefixesGetsAOneLineWarningNotSilence() throws UsageException {
        assertThat(parse("--src", "a.en", "--tgt", "b.fr", "--output", "o").warnings()).isEmpty();
        assertThat(parse("--src", "a.ja", "--tgt", "b.so", "--output", "o").warnings()).satisfiesExactly(
                w -> assertThat(w).startsWith("warning: --src-lang ja: the Moses tokenizer has no non-breaking prefixes")
                        .contains("and no rules of its own").contains("the English list is used").doesNotContain("\n"),
                w -> assertThat(w).startsWith("warning: --tgt-lang so:").doesNotContain("no rules"));
        assertThat(parse("--src", "a.ja", "--tgt", "b.so", "--output", "o", "--tokenized").warnings())
                .as("no tokenizer, nothing to warn about").isEmpty();
        assertThat(NonBreakingPrefixes.of("ja").file()).isEqualTo("en");
        assertThat(NonBreakingPrefixes.of("fr").kind("M")).isEqualTo(NonBreakingPrefixes.Kind.ALWAYS);
    }

    /** tokenizer.perl -l FR finds no nonbreaking_prefix.FR and no FR rules: English's list, generic rules. */
    @Test
    void anUpperCaseCodeIsTakenAsTokenizerPerlTakesItWithAWarningNamingTheLowerCaseOne() throws UsageException {
        ParallelOptions o = parse("--src", "a.txt", "--tgt", "b.txt", "--src-lang", "FR", "--tgt-lang", "it",
                "--output", "o");
        assertThat(o.settings().srcLang()).isEqualTo("FR");
        assertThat(o.warnings()).singleElement().asString().startsWith("warning: --src-lang FR:")
                .contains("the English list is used").contains("did you mean fr?");
        assertThat(parse("--src", "a.DE", "--tgt", "b.en", "--output", "o").settings().srcLang()).isEqualTo("DE");
        assertThat(new MosesTokenizer("FR", false, true).tokenize("L'homme est là.")).isEqualTo("L &apos; homme est là .");
        assertThat(new MosesTokenizer("fr", false, true).tokenize("L'homme est là.")).isEqualTo("L&apos; homme est là .");
    }

    @Test
    void everyLanguageWithAListHasItsFileAndItIsReadAsThePerlScriptReadsIt() {
        for (String lang : NonBreakingPrefixes.LANGUAGES) {
            assertThat(NonBreakingPrefixes.of(lang).file()).isEqualTo(lang);
        }
        // "No #NUMERIC_ONLY# " (a trailing space) is numeric-only; "Fil " (one) never matches a word
        assertThat(NonBreakingPrefixes.of("en").kind("No")).isEqualTo(NonBreakingPrefixes.Kind.NUMERIC_ONLY);
        assertThat(NonBreakingPrefixes.of("es").kind("Fil")).isEqualTo(NonBreakingPrefixes.Kind.NONE);
        assertThat(NonBreakingPrefixes.of("tdt").kind("Nu")).isEqualTo(NonBreakingPrefixes.Kind.NUMERIC_ONLY);
    }

    @Test
    void mergesZeroTokenizesAndCleansOnlyAndCannotNumberBpeTokens() throws UsageException {
        ParallelOptions o = parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--merges", "0");
        assertThat(o.settings().bpe().learns()).isFalse();
        assertThat(o.outputNames()).containsExactlyInAnyOrder("train.tok.clean.en", "train.tok.clean.de");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--merges", "0", "--h5"))
                .hasMessageStartingWith("parallel: --h5 numbers the BPE tokens").hasMessageContaining("drop --h5");
        assertThatThrownBy(() -> parse("--src", "a.en", "--tgt", "b.de", "--output", "o", "--merges", "-1"))
                .hasMessageContaining("--merges");
    }

    /** A corpus of tens of millions of distinct words fails at once; a WMT vocabulary still learns in the default heap. */
    @Test
    void theDriversWordTableIsRefusedOnlyWhenLearningCannotFitTheHeap() {
        long heap = 768L << 20;
        assertThat(ParallelProgram.mostLearnableWords(heap)).isGreaterThan(1_200_000).isLessThan(20_000_000);
        assertThat(ParallelProgram.mostLearnableWords(8L << 30)).isGreaterThan(20_000_000);
    }
}
