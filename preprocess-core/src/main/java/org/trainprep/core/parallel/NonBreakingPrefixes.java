package org.trainprep.core.parallel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A language's non-breaking prefixes: the words that, followed by a period, do not end a sentence
 * (some only before a number, "No. 5"). The lists are the Moses tokenizer's, kept as data files
 * ({@code nonbreaking_prefixes/}, whose README gives their provenance) and read as
 * {@code tokenizer.perl} reads them; a language without a list gets the English one, as the script
 * falls back, and {@link #fallbackWarning} says so.
 */
public final class NonBreakingPrefixes {

    /** What a word followed by a period is. */
    public enum Kind { NONE, ALWAYS, NUMERIC_ONLY }

    /** The languages with a list of their own, as the files are named. */
    public static final Set<String> LANGUAGES = Set.of("as", "bn", "ca", "cs", "de", "el", "en", "es", "et", "fi", "fr",
            "ga", "gu", "hi", "hu", "is", "it", "kn", "lt", "lv", "ml", "mni", "mr", "nl", "or", "pa", "pl", "pt", "ro",
            "ru", "sk", "sl", "sv", "ta", "tdt", "te", "yue", "zh");

    /** The last {@code #NUMERIC_ONLY#} preceded by white space; what comes before that white space is the word. */
    private static final Pattern NUMERIC_ONLY = Pattern.compile("(.*)\\s+(#NUMERIC_ONLY#)",
            Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNIX_LINES);

    /** Immutable lists, loaded once per JVM and language. */
    private static final Map<String, NonBreakingPrefixes> LOADED = new ConcurrentHashMap<>();

    private final String file;
    private final Map<String, Kind> words;

    private NonBreakingPrefixes(String file, Map<String, Kind> words) {
        this.file = file;
        this.words = words;
    }

    /** The list of {@code language} (lower case), or the English one when it has none. */
    public static NonBreakingPrefixes of(String language) {
        String file = LANGUAGES.contains(language) ? language : "en";
        return LOADED.computeIfAbsent(file, NonBreakingPrefixes::load);
    }

    /** Which list a language gets: its own, or {@code en}. */
    public String file() {
        return file;
    }

    public Kind kind(String word) {
        return words.getOrDefault(word, Kind.NONE);
    }

    /** A one-line warning for a language without a list of its own, or empty. */
    public static Optional<String> fallbackWarning(String option, String language) {
        if (LANGUAGES.contains(language)) {
            return Optional.empty();
        }
        return Optional.of("warning: " + option + " " + language + ": the Moses tokenizer has no non-breaking prefixes"
                + " for '" + language + "'" + (MosesTokenizer.hasOwnRules(language) ? "" : " and no rules of its own")
                + ", so the English list is used, as tokenizer.perl does (a period after an abbreviation of this"
                + " language is split off)" + (LANGUAGES.contains(language.toLowerCase(java.util.Locale.ROOT))
                || MosesTokenizer.hasOwnRules(language.toLowerCase(java.util.Locale.ROOT)) ? "; Moses' codes are lower"
                + " case: did you mean " + language.toLowerCase(java.util.Locale.ROOT) + "?" : ""));
    }

    private static NonBreakingPrefixes load(String language) {
        String name = "nonbreaking_prefixes/nonbreaking_prefix." + language;
        Map<String, Kind> map = new HashMap<>();
        try (InputStream in = NonBreakingPrefixes.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the classpath");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                // Perl's truth: "" and "0" are false
                if (line.isEmpty() || line.equals("0") || line.startsWith("#")) {
                    continue;
                }
                Matcher m = NUMERIC_ONLY.matcher(line);
                if (m.find()) {
                    map.put(m.group(1), Kind.NUMERIC_ONLY);
                } else {
                    map.put(line, Kind.ALWAYS);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new NonBreakingPrefixes(language, Map.copyOf(map));
    }
}
