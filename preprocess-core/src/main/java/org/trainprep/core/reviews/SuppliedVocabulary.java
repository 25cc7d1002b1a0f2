package org.trainprep.core.reviews;

import org.trainprep.core.cli.UsageException;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.core.vocab.Vocabulary;

import java.io.IOException;
import java.util.Optional;

/** A {@code --vocab} file, wherever it is, read and judged before any engine work starts. */
public final class SuppliedVocabulary {

    private SuppliedVocabulary() {
    }

    /**
     * The vocabulary in {@code file}, refused when it cannot index a single cleaned token: empty, or
     * only words cleaning never produces (capitals, digits, punctuation).
     */
    public static Vocabulary read(DriverFiles files, String file) throws IOException, UsageException {
        Vocabulary v = files.supplied(file, "vocabulary", "vocab", Vocabulary::read);
        if (v.size() == 0) {
            throw new UsageException("reviews: --vocab " + file + " holds no words, so every row would be unknown ids;"
                    + " give a {\"word\": id, ...} vocabulary, or leave --vocab out to learn one");
        }
        Optional<String> fits = v.words().filter(w -> w.matches("[a-z']+")).findAny();
        if (fits.isEmpty()) {
            throw new UsageException("reviews: none of the " + v.size() + " words of --vocab " + file + " (e.g. '"
                    + v.words().findFirst().orElse("") + "') can match a cleaned token, which is lowercase a-z and '"
                    + " only; lowercase the vocabulary, or leave --vocab out to learn one");
        }
        return v;
    }
}
