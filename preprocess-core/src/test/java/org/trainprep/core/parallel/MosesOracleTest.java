package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The real Moses {@code tokenizer.perl} (mosesdecoder 34452895f, run by Perl 5.36) as the oracle:
 * its outputs on a hostile set and a set of real sentences per language, in its four modes
 * (default, {@code -a}, {@code -no-escape}, both), are fixtures ({@code moses/}, provenance in its
 * README; the script itself is not in the repository). Every line must be identical, but for the
 * named exceptions; {@code target/moses-oracle-report.md} has the table {@code docs/PARALLEL.md}
 * quotes.
 */
class MosesOracleTest {

    static final List<String> LANGUAGES = List.of("en", "de", "fr", "it", "es", "cs", "ru", "fi", "ro", "sv", "ca",
            "ga", "nl", "pt", "pl", "ja");

    /** Modes: the output file's infix, -a, escaping. */
    private record Mode(String infix, boolean aggressive, boolean escape) {
    }

    private static final List<Mode> MODES = List.of(new Mode("", false, true), new Mode(".a", true, true),
            new Mode(".ne", false, false), new Mode(".a.ne", true, false));

    /** Lines that may differ, by {@code file:line} (from 1), each with its reason. */
    static final Map<String, String> EXCEPTIONS = Map.of();

    @Test
    void everyLineOfEveryLanguageInEveryModeIsTheScriptsOutput() throws IOException {
        StringBuilder report = new StringBuilder("# Tokenizer vs tokenizer.perl (mosesdecoder 34452895f)\n\n")
                .append("| language | set | lines | identical (default / -a / -no-escape / -a -no-escape) |\n")
                .append("|---|---|---|---|\n");
        List<String> unexplained = new ArrayList<>();
        for (String lang : LANGUAGES) {
            for (String set : List.of("hostile", "real")) {
                String name = set + "." + lang;
                List<byte[]> in = lines(name);
                StringBuilder shares = new StringBuilder();
                for (Mode mode : MODES) {
                    List<byte[]> want = lines(name + mode.infix() + ".tok");
                    assertThat(want).as(name + mode.infix()).hasSameSizeAs(in);
                    MosesTokenizer tok = new MosesTokenizer(lang, mode.aggressive(), mode.escape());
                    int same = 0;
                    for (int i = 0; i < in.size(); i++) {
                        String got = tok.tokenize(new String(in.get(i), StandardCharsets.UTF_8));
                        String expected = new String(want.get(i), StandardCharsets.UTF_8);
                        if (got.equals(expected)) {
                            same++;
                        } else if (!EXCEPTIONS.containsKey(name + ":" + (i + 1))) {
                            unexplained.add(name + mode.infix() + ":" + (i + 1) + "\n  in:   " + show(in.get(i))
                                    + "\n  perl: " + show(want.get(i)) + "\n  ours: " + show(got.getBytes(StandardCharsets.UTF_8)));
                        }
                    }
                    shares.append(shares.length() == 0 ? "" : " / ").append(same == in.size() ? "100%"
                            : String.format(Locale.ROOT, "%.1f%% (%d)", 100.0 * same / in.size(), in.size() - same));
                }
                report.append("| ").append(lang).append(" | ").append(set).append(" | ").append(in.size()).append(" | ")
                        .append(shares).append(" |\n");
            }
        }
        Path out = Path.of("target", "moses-oracle-report.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report.append("\n## Lines that differ\n\n").append(String.join("\n", unexplained)),
                StandardCharsets.UTF_8);
        assertThat(unexplained).as("lines that differ from tokenizer.perl (see " + out.toAbsolutePath() + ")").isEmpty();
    }

    /** A fixture's lines, split at {@code \n} alone as Perl reads them. */
    private static List<byte[]> lines(String name) throws IOException {
        byte[] all;
        try (InputStream s = MosesOracleTest.class.getResourceAsStream("moses/" + name)) {
            assertThat(s).as(name).isNotNull();
            all = s.readAllBytes();
        }
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < all.length; i++) {
            if (all[i] == '\n') {
                lines.add(java.util.Arrays.copyOfRange(all, start, i));
                start = i + 1;
            }
        }
        if (start < all.length) {
            lines.add(java.util.Arrays.copyOfRange(all, start, all.length));
        }
        return lines;
    }

    private static String show(byte[] line) {
        StringBuilder b = new StringBuilder();
        String s = new String(line, StandardCharsets.UTF_8);
        s.codePoints().forEach(c -> {
            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029 || c == 0xa0 || c == 0x200b) {
                b.append(String.format(Locale.ROOT, "\\u%04x", c));
            } else {
                b.appendCodePoint(c);
            }
        });
        return b.toString();
    }
}
